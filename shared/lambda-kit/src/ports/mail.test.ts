import { afterEach, describe, expect, it } from 'vitest';
import type { MailSuppressionRecord } from '@konstvagg/domain';
import {
  sendMail,
  SuppressionUnknownError,
  useMail,
  useSuppressionLookup,
  type MailMessage,
} from './mail.ts';

const suppressed: MailSuppressionRecord = {
  entity: 'mail_suppression',
  email: 'gone@example.se',
  reason: 'bounce',
  first_event_at: '2026-12-01T10:00:00.000Z',
  last_event_at: '2026-12-01T10:00:00.000Z',
  count: 1,
  feedback_id: 'fb-1',
  diagnostic: 'smtp; 550 5.1.1 user unknown',
  source: 'ses',
  sub_type: 'General',
};

function capture() {
  const sent: MailMessage[] = [];
  useMail(async (m) => {
    sent.push(m);
    return { id: `mail-${sent.length}` };
  });
  return sent;
}

const mail = (to: string, essential?: boolean): MailMessage => ({
  to,
  subject: 'Hej',
  text: 'Hej!',
  ...(essential === undefined ? {} : { essential }),
});

describe('sendMail and the suppressions (issue 41)', () => {
  afterEach(() => {
    useMail(null);
    useSuppressionLookup(null);
  });

  it('does not send a non-essential mail to a suppressed address, whatever its case, and says so', async () => {
    const sent = capture();
    const asked: string[] = [];
    useSuppressionLookup(async (email) => {
      asked.push(email);
      return email === suppressed.email ? suppressed : undefined;
    });
    expect(await sendMail(mail('  Gone@Example.SE '))).toEqual({ id: null, suppressed: true });
    expect(asked).toEqual(['gone@example.se']);
    expect(sent).toEqual([]);
  });

  it('sends an essential mail to a suppressed address', async () => {
    const sent = capture();
    useSuppressionLookup(async () => suppressed);
    expect(await sendMail(mail('gone@example.se', true))).toEqual({ id: 'mail-1' });
    expect(sent.map((m) => m.to)).toEqual(['gone@example.se']);
  });

  it('sends any mail to an address that is not suppressed', async () => {
    const sent = capture();
    useSuppressionLookup(async () => undefined);
    expect(await sendMail(mail('anna@example.se'))).toEqual({ id: 'mail-1' });
    expect(sent).toHaveLength(1);
  });

  it('when the suppression cannot be read: sends an essential mail, throws for a non-essential one', async () => {
    const sent = capture();
    useSuppressionLookup(async () => {
      throw new Error('ProvisionedThroughputExceededException');
    });
    expect(await sendMail(mail('anna@example.se', true))).toEqual({ id: 'mail-1' });
    await expect(sendMail(mail('anna@example.se'))).rejects.toBeInstanceOf(SuppressionUnknownError);
    expect(sent).toHaveLength(1);
  });
});
