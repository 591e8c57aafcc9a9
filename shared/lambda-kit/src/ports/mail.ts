import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeEmail } from '@konstvagg/rules';
import { keys, type MailSuppressionRecord } from '@konstvagg/domain';
import { config } from '../config.ts';
import { nowIso } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { traced } from '../tracing.ts';
import { span } from '../spans.ts';
import { documentClient, tableName } from './store.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A mail the person must get even after their address bounced or complained (issue 41): a
   * receipt with the pickup code, a refund, a verification or reset link they asked for. The list
   * and the reasons are in docs/decisions.md ("Mail that arrives"). Anything else is not sent to a
   * suppressed address.
   */
  essential?: boolean;
}

/** What sendMail answers: the mail's id, or that it was not sent because the address is suppressed. */
export type MailResult = { id: string; suppressed?: false } | { id: null; suppressed: true };

const log = createLogger('konstvagg-mail');

let ses: SESv2Client | null = null;

function sesClient(): SESv2Client {
  ses ??= traced(
    new SESv2Client({
      region: config.region,
      endpoint: process.env.AWS_ENDPOINT_URL_SESV2 || undefined,
    }),
  );
  return ses;
}

/** What sends one mail: the outbox folder or SES (below), or a test's (useMail). */
export type MailSender = (message: MailMessage) => Promise<{ id: string }>;
let sender: MailSender | null = null;

/**
 * Swaps the mail port (as useScheduler and usePayments do); `null` goes back to the configured one.
 * shared/test-kit fakeMail() is an in-memory one.
 */
export function useMail(s: MailSender | null): void {
  sender = s;
}

/** Reads an address's suppression (keys.mailSuppression); a test swaps it (useSuppressionLookup). */
export type SuppressionLookup = (normalizedEmail: string) => Promise<MailSuppressionRecord | undefined>;

const tableLookup: SuppressionLookup = async (email) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.mailSuppression(email) })))
    .Item as MailSuppressionRecord | undefined;
let lookup: SuppressionLookup = tableLookup;

/** Swaps the suppression read (as useMail swaps the sender); `null` goes back to the table. */
export function useSuppressionLookup(l: SuppressionLookup | null): void {
  lookup = l ?? tableLookup;
}

/** A non-essential mail whose address could not be checked against the suppressions: not sent, thrown. */
export class SuppressionUnknownError extends Error {
  constructor(cause: unknown) {
    super('Mail not sent: the suppression of its address could not be read', { cause });
    this.name = 'SuppressionUnknownError';
  }
}

/**
 * The mail port. First the suppressions (issue 41): a non-essential mail to an address SES reported
 * as permanently bouncing or complaining is not sent (logged, answered `{ id: null, suppressed:
 * true }`). If that read fails, an essential mail is sent anyway (a receipt is never lost to a
 * table hiccup; SES's own account-level suppression list is still the backstop for hard bounces),
 * and a non-essential one throws SuppressionUnknownError: every caller logs a failed mail, and the
 * orders outbox's worker tries again, so a complainer is never mailed on a guess.
 *
 * Then the sending. On one machine (MAIL_OUTBOX_DIR set) every mail lands in the outbox folder,
 * listed by the dev page /_dev/mail; on AWS it goes out through SES v2 as MAIL_FROM (the Lambda
 * may send only as that domain's identity, see infra/cdk), with the configuration set
 * SES_CONFIGURATION_SET when it is set, whose event destination reports bounces and complaints.
 */
export async function sendMail(message: MailMessage): Promise<MailResult> {
  return span('mail', 'mail', () => sendOne(message));
}

async function sendOne(message: MailMessage): Promise<MailResult> {
  const email = normalizeEmail(message.to);
  let suppression: MailSuppressionRecord | undefined;
  try {
    suppression = await lookup(email);
  } catch (err) {
    if (!message.essential) {
      log.error('Mail suppression could not be read: non-essential mail not sent', {
        error: err as Error,
        subject: message.subject,
      });
      throw new SuppressionUnknownError(err);
    }
    log.warn('Mail suppression could not be read: essential mail sent anyway', {
      error: err as Error,
      subject: message.subject,
    });
  }
  if (suppression) {
    if (!message.essential) {
      log.info('Mail suppressed: not sent', {
        reason: suppression.reason,
        since: suppression.first_event_at,
        subject: message.subject,
      });
      return { id: null, suppressed: true };
    }
    log.info('Essential mail sent to a suppressed address', {
      reason: suppression.reason,
      subject: message.subject,
    });
  }
  return deliver(message);
}

async function deliver(message: MailMessage): Promise<{ id: string }> {
  if (sender) return sender(message);
  const { outboxDir, from } = config.mail;
  if (outboxDir) {
    const id = `${Date.now()}-${randomUUID()}`;
    await mkdir(outboxDir, { recursive: true });
    await writeFile(
      join(outboxDir, `${id}.json`),
      JSON.stringify({ id, from, ...message, sentAt: nowIso() }, null, 2),
    );
    return { id };
  }
  const configurationSet = process.env.SES_CONFIGURATION_SET || undefined;
  const out = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: from,
      ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      Destination: { ToAddresses: [message.to] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
  return { id: out.MessageId ?? randomUUID() };
}
