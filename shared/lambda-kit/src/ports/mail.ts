import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config.ts';
import { nowIso } from '../clock.ts';
import { traced } from '../tracing.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

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

/**
 * The mail port. On one machine (MAIL_OUTBOX_DIR set) every mail lands in the outbox folder,
 * listed by the dev page /_dev/mail; on AWS it goes out through SES v2 as MAIL_FROM (the Lambda
 * may send only as that domain's identity, see infra/cdk).
 */
export async function sendMail(message: MailMessage): Promise<{ id: string }> {
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
  const out = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: from,
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
