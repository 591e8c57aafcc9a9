import { normalizeEmail } from '@konstvagg/rules';
import type { MailSuppressionReason } from '@konstvagg/domain';

/**
 * SES's bounce and complaint notifications as SNS delivers them to the admin Lambda (issue 41):
 * the configuration set's event destination publishes SES v2 event JSON (`eventType` Bounce or
 * Complaint) to an SNS topic; the Lambda's subscription gets `{ Records: [{ EventSource: 'aws:sns',
 * Sns: { Message: '<the event JSON>' } }] }`. An identity's own feedback notifications (the older
 * format, `notificationType` instead of `eventType`) carry the same bounce/complaint objects and are
 * read the same way.
 */
interface SnsRecord {
  EventSource: 'aws:sns';
  Sns: { Message: string; MessageId?: string; Timestamp?: string; TopicArn?: string };
}
export interface SnsEvent {
  Records: SnsRecord[];
}

/** An SNS delivery (and not an HTTP request, a schedule or a stream batch). */
export function isSnsEvent(event: unknown): event is SnsEvent {
  const records = (event as { Records?: unknown } | null)?.Records;
  return (
    Array.isArray(records) &&
    records.length > 0 &&
    records.every((r) => (r as { EventSource?: unknown })?.EventSource === 'aws:sns')
  );
}

/** What one notification means for one address. */
export interface MailFeedback {
  email: string;
  /** `bounce` and `complaint` suppress; `transient` (a soft bounce: full mailbox, greylisting) is only logged. */
  kind: MailSuppressionReason | 'transient';
  /** When SES saw it (the bounce's or complaint's timestamp, else the mail's). */
  at: string;
  /** SES's feedback id: the same for every delivery of one notification. */
  feedbackId: string;
  subType: string | null;
  diagnostic: string | null;
  /** Which SNS topic delivered it (its name): the stage's feedback topic, or the local outbox's. */
  source: string;
}

const DIAGNOSTIC_MAX = 300;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const short = (v: unknown): string | null => {
  const t = text(v);
  return t && t.length > DIAGNOSTIC_MAX ? `${t.slice(0, DIAGNOSTIC_MAX - 1)}…` : t;
};

/** Reads one SES event (the SNS message's JSON): its feedback per address; [] for any other event type (Delivery, Send...). */
export function feedbackOf(message: unknown, source = 'ses'): MailFeedback[] {
  const m = message as Record<string, unknown> | null;
  if (!m || typeof m !== 'object') return [];
  const type = text(m.eventType) ?? text(m.notificationType);
  const mailTime = text((m.mail as { timestamp?: unknown } | undefined)?.timestamp);
  if (type === 'Bounce') {
    const b = (m.bounce ?? {}) as Record<string, unknown>;
    const permanent = b.bounceType === 'Permanent';
    // "Undetermined" is neither: SES could not tell, so no suppression on a guess.
    const kind = permanent ? 'bounce' : 'transient';
    const at = text(b.timestamp) ?? mailTime ?? new Date().toISOString();
    const feedbackId = text(b.feedbackId);
    if (!feedbackId) return [];
    return recipients(b.bouncedRecipients).map((r) => ({
      email: r.email,
      kind,
      at,
      feedbackId,
      subType: text(b.bounceSubType),
      diagnostic: short(r.raw.diagnosticCode) ?? short(r.raw.status),
      source,
    }));
  }
  if (type === 'Complaint') {
    const c = (m.complaint ?? {}) as Record<string, unknown>;
    const feedbackId = text(c.feedbackId);
    if (!feedbackId) return [];
    const at = text(c.timestamp) ?? mailTime ?? new Date().toISOString();
    return recipients(c.complainedRecipients).map((r) => ({
      email: r.email,
      kind: 'complaint' as const,
      at,
      feedbackId,
      subType: text(c.complaintFeedbackType) ?? text(c.complaintSubType),
      diagnostic: short(c.complaintFeedbackType),
      source,
    }));
  }
  return [];
}

function recipients(list: unknown): { email: string; raw: Record<string, unknown> }[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((r: unknown) => {
    const raw = (r ?? {}) as Record<string, unknown>;
    const address = text(raw.emailAddress);
    // SES may send "Name <a@b>": the address is what we key by.
    const email = address ? normalizeEmail(/<([^>]+)>/.exec(address)?.[1] ?? address) : null;
    return email && email.includes('@') ? [{ email, raw }] : [];
  });
}

/** Every SNS record's SES feedback; a record whose message is not JSON is reported, not thrown (SNS would only redeliver it). */
export function feedbackOfSns(event: SnsEvent): { feedback: MailFeedback[]; unreadable: number } {
  const feedback: MailFeedback[] = [];
  let unreadable = 0;
  for (const record of event.Records) {
    try {
      const topic = record.Sns.TopicArn?.split(':').pop();
      feedback.push(...feedbackOf(JSON.parse(record.Sns.Message), topic || 'ses'));
    } catch {
      unreadable += 1;
    }
  }
  return { feedback, unreadable };
}
