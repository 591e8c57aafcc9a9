import { describe, expect, it } from 'vitest';
import { feedbackOf, feedbackOfSns, isSnsEvent, type SnsEvent } from './ses-events.ts';

// SES v2 configuration-set events as the AWS docs show them (ses/latest/dg/event-publishing-retrieving-sns-examples).
const permanentBounce = {
  eventType: 'Bounce',
  bounce: {
    feedbackId: '0100017a-bounce-1',
    bounceType: 'Permanent',
    bounceSubType: 'General',
    bouncedRecipients: [
      {
        emailAddress: 'Recipient <Anna.Gone@Example.SE>',
        action: 'failed',
        status: '5.1.1',
        diagnosticCode: 'smtp; 550 5.1.1 user unknown',
      },
      { emailAddress: 'second@example.se', action: 'failed', status: '5.1.1' },
    ],
    timestamp: '2026-12-01T10:00:01.000Z',
    reportingMTA: 'dns; email.example.com',
  },
  mail: {
    timestamp: '2026-12-01T10:00:00.000Z',
    source: 'no-reply@konstvagg.se',
    messageId: 'EXAMPLE7c191be45',
    destination: ['anna.gone@example.se', 'second@example.se'],
  },
};
const transientBounce = {
  ...permanentBounce,
  bounce: {
    ...permanentBounce.bounce,
    feedbackId: 'fb-t',
    bounceType: 'Transient',
    bounceSubType: 'MailboxFull',
  },
};
const complaint = {
  eventType: 'Complaint',
  complaint: {
    feedbackId: '0100017a-complaint-1',
    complaintSubType: null,
    complainedRecipients: [{ emailAddress: 'annoyed@example.se' }],
    timestamp: '2026-12-01T11:00:00.000Z',
    userAgent: 'Mozilla/5.0',
    complaintFeedbackType: 'abuse',
    arrivalDate: '2026-12-01T10:59:00.000Z',
  },
  mail: permanentBounce.mail,
};
const sns = (...messages: unknown[]): SnsEvent => ({
  Records: messages.map((m) => ({
    EventSource: 'aws:sns' as const,
    Sns: { Message: typeof m === 'string' ? m : JSON.stringify(m) },
  })),
});

describe('SES bounce and complaint notifications (issue 41)', () => {
  it('reads a permanent bounce as one suppression per recipient, normalized, with a short diagnostic', () => {
    expect(feedbackOf(permanentBounce)).toEqual([
      {
        email: 'anna.gone@example.se',
        kind: 'bounce',
        at: '2026-12-01T10:00:01.000Z',
        feedbackId: '0100017a-bounce-1',
        subType: 'General',
        diagnostic: 'smtp; 550 5.1.1 user unknown',
        source: 'ses',
      },
      expect.objectContaining({ email: 'second@example.se', kind: 'bounce', diagnostic: '5.1.1' }),
    ]);
  });

  it('reads a transient bounce as transient (not suppressed) and an undetermined one too', () => {
    expect(feedbackOf(transientBounce).map((f) => f.kind)).toEqual(['transient', 'transient']);
    const undetermined = {
      ...permanentBounce,
      bounce: { ...permanentBounce.bounce, bounceType: 'Undetermined' },
    };
    expect(feedbackOf(undetermined).map((f) => f.kind)).toEqual(['transient', 'transient']);
  });

  it('reads a complaint with its feedback type', () => {
    expect(feedbackOf(complaint)).toEqual([
      {
        email: 'annoyed@example.se',
        kind: 'complaint',
        at: '2026-12-01T11:00:00.000Z',
        feedbackId: '0100017a-complaint-1',
        subType: 'abuse',
        diagnostic: 'abuse',
        source: 'ses',
      },
    ]);
  });

  it('reads the older identity notifications (notificationType) the same way', () => {
    const { eventType: _t, ...rest } = complaint;
    expect(feedbackOf({ notificationType: 'Complaint', ...rest })).toHaveLength(1);
  });

  it('ignores other events, events without a feedback id, and addresses that are not addresses', () => {
    expect(feedbackOf({ eventType: 'Delivery', mail: permanentBounce.mail })).toEqual([]);
    expect(feedbackOf(null)).toEqual([]);
    expect(
      feedbackOf({ ...complaint, complaint: { ...complaint.complaint, feedbackId: undefined } }),
    ).toEqual([]);
    expect(
      feedbackOf({
        ...complaint,
        complaint: { ...complaint.complaint, complainedRecipients: [{ emailAddress: 'nobody' }, {}] },
      }),
    ).toEqual([]);
  });

  it('cuts a long diagnostic to 300 characters', () => {
    const long = {
      ...permanentBounce,
      bounce: {
        ...permanentBounce.bounce,
        bouncedRecipients: [{ emailAddress: 'a@example.se', diagnosticCode: 'x'.repeat(2000) }],
      },
    };
    expect(feedbackOf(long)[0]!.diagnostic).toHaveLength(300);
  });

  it('reads every SNS record, and counts one whose message is not JSON instead of throwing', () => {
    const { feedback, unreadable } = feedbackOfSns(sns(permanentBounce, 'not json', complaint));
    expect(feedback.map((f) => f.kind)).toEqual(['bounce', 'bounce', 'complaint']);
    expect(unreadable).toBe(1);
    const named = sns(complaint);
    named.Records[0]!.Sns.TopicArn = 'arn:aws:sns:eu-north-1:123456789012:konstvagg-prod-mail-feedback';
    expect(feedbackOfSns(named).feedback[0]!.source).toBe('konstvagg-prod-mail-feedback');
  });

  it('tells an SNS delivery from an HTTP request, a schedule and a stream batch', () => {
    expect(isSnsEvent(sns(complaint))).toBe(true);
    expect(isSnsEvent({ version: '2.0', routeKey: 'GET /admin/audit', headers: {} })).toBe(false);
    expect(isSnsEvent({ task: 'sweep' })).toBe(false);
    expect(isSnsEvent({ Records: [{ eventSource: 'aws:dynamodb' }] })).toBe(false);
    expect(isSnsEvent({ Records: [] })).toBe(false);
  });
});
