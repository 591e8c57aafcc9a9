import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { config } from '../config.ts';
import { nowIso } from '../clock.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The mail port. On one machine every mail lands in the outbox folder (MAIL_OUTBOX_DIR), listed by
 * the dev page /_dev/mail; on AWS, Cognito/SES send it (wired with the accounts capability).
 */
export async function sendMail(message: MailMessage): Promise<{ id: string }> {
  const { outboxDir, from } = config.mail;
  if (!outboxDir)
    throw new Error('No mail transport configured: set MAIL_OUTBOX_DIR (local) or the SES settings (AWS)');
  const id = `${Date.now()}-${randomUUID()}`;
  await mkdir(outboxDir, { recursive: true });
  await writeFile(
    join(outboxDir, `${id}.json`),
    JSON.stringify({ id, from, ...message, sentAt: nowIso() }, null, 2),
  );
  return { id };
}
