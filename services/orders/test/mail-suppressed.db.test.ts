import { BatchWriteCommand, DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, type MailSuppressionRecord } from '@konstvagg/domain';
import { stackEnv, tableClient } from '@konstvagg/test-kit';
import { barePayees, fakeMail, type FakeMail } from '@konstvagg/test-kit/fakes';
import { writeSale } from '@konstvagg/test-kit/money';
import type * as Mails from '../src/orders/mails.ts';
import type * as Transactions from '../src/admin/transactions.ts';

/**
 * An order's mail to a suppressed address (issue 41, mail that arrives), on DynamoDB Local: a mail
 * the person need not get is not sent and is recorded as suppressed, not as sent, so the admin's
 * timeline says why it never arrived; a mail they must get still goes.
 */
const tag = `sup${Date.now().toString(36)}`;
const {
  artist,
  venue,
  items: payees,
  keys: payeeKeys,
} = barePayees(tag, {
  artist: 'Spärr Konstnär',
  venue: 'Spärr Kafé',
});
const gone = `gone-${tag}@example.se`;

let doc: DynamoDBDocumentClient;
let table: string;
let mail: FakeMail;
let mails: typeof Mails;
let transactions: typeof Transactions;

beforeAll(async () => {
  Object.assign(process.env, stackEnv(), { LOG_LEVEL: 'CRITICAL', POWERTOOLS_METRICS_DISABLED: 'true' });
  const { useMail } = await import('@konstvagg/lambda-kit/ports/mail');
  mail = fakeMail();
  useMail(mail);
  mails = await import('../src/orders/mails.ts');
  transactions = await import('../src/admin/transactions.ts');
  ({ doc, table } = tableClient());
  const at = new Date().toISOString();
  const suppression: MailSuppressionRecord = {
    entity: 'mail_suppression',
    email: gone,
    reason: 'bounce',
    first_event_at: at,
    last_event_at: at,
    count: 1,
    feedback_id: `fb-${tag}`,
    diagnostic: 'smtp; 550 5.1.1 user unknown',
    source: 'local',
  } as MailSuppressionRecord;
  await doc.send(
    new BatchWriteCommand({
      RequestItems: {
        [table]: [
          ...payees.map((Item) => ({ PutRequest: { Item } })),
          { PutRequest: { Item: { ...suppression, ...keys.mailSuppression(gone) } } },
        ],
      },
    }),
  );
});

afterAll(async () => {
  const { useMail } = await import('@konstvagg/lambda-kit/ports/mail');
  useMail(null);
  for (const Key of [...payeeKeys, keys.mailSuppression(gone)])
    await doc.send(new DeleteCommand({ TableName: table, Key }));
});

describe("an order's mail to a suppressed address", () => {
  it('is not sent and is recorded as suppressed; the timeline says so; an essential one still goes', async () => {
    const order = await writeSale({ doc, table, tag, artist, venue });
    const about = (kind: Mails.OrderMailKind) => ({ orderId: order.id, kind });
    await mails.sendQuietly(
      { to: gone, subject: `Sold ${tag}`, text: 'Your work is sold.' },
      'sold mail',
      about('sold_artist'),
    );
    await mails.sendQuietly(
      { to: gone, subject: `Refund ${tag}`, text: 'Your money is back.', essential: true },
      'refund mail',
      about('refund_buyer'),
    );
    expect(mail.to(gone).map((m) => m.subject)).toEqual([`Refund ${tag}`]);

    const stored = (await transactions.readTransaction(order.id))!;
    const byKind = Object.fromEntries(stored.mails.map((m) => [m.kind, m.status]));
    expect(byKind).toEqual({ sold_artist: 'suppressed', refund_buyer: 'sent' });

    const timeline = transactions.timelineOf(stored, new Date().toISOString());
    const mailEntries = timeline.filter((e) => e.kind === 'mail');
    expect(mailEntries.map((e) => [e.what, e.who, e.problem])).toEqual(
      expect.arrayContaining([
        ['mail_suppressed', gone, false],
        ['mail_refund_buyer', gone, false],
      ]),
    );
    expect(mailEntries.map((e) => e.what)).not.toContain('mail_sold_artist');
  });

  it('goes, and is recorded as sent, once nothing stops it', async () => {
    await doc.send(new DeleteCommand({ TableName: table, Key: keys.mailSuppression(gone) }));
    const order = await writeSale({ doc, table, tag, artist, venue });
    await mails.sendQuietly({ to: gone, subject: `Sold again ${tag}`, text: 'Sold.' }, 'sold mail', {
      orderId: order.id,
      kind: 'sold_artist',
    });
    const stored = (await transactions.readTransaction(order.id))!;
    expect(stored.mails.map((m) => m.status)).toEqual(['sent']);
    expect(mail.to(gone).map((m) => m.subject)).toContain(`Sold again ${tag}`);
  });
});
