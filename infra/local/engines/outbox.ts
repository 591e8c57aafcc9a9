import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The local mail outbox: what SES/Cognito would send is written as one JSON file per mail in
 * `<dataDir>/outbox/` (MAIL_OUTBOX_DIR). The gateway lists it at /_dev/mail and /_dev/mail.json,
 * and tests read it to follow verification and reset links.
 */
export interface OutboxMail {
  id: string;
  from?: string;
  to: string | string[];
  subject: string;
  text?: string;
  html?: string;
  sentAt: string;
}

export function sendToOutbox(
  dir: string,
  mail: Omit<OutboxMail, 'id' | 'sentAt'> & { sentAt?: string },
): OutboxMail {
  mkdirSync(dir, { recursive: true });
  const sentAt = mail.sentAt ?? new Date().toISOString();
  const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
  const stored: OutboxMail = { ...mail, id, sentAt };
  writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2));
  return stored;
}

/** Newest first. Files another writer (lambda-kit's mailer) left in any shape are read leniently. */
export function listOutbox(dir: string, limit = 200, to?: string): OutboxMail[] {
  if (!existsSync(dir)) return [];
  const want = to?.toLowerCase();
  const mails: OutboxMail[] = [];
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.json')) continue;
    try {
      const m = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Partial<OutboxMail>;
      mails.push({
        id: m.id ?? file.replace(/\.json$/, ''),
        to: m.to ?? '',
        subject: m.subject ?? '(no subject)',
        sentAt: m.sentAt ?? '',
        ...m,
      } as OutboxMail);
    } catch {
      // half-written file: skip it this time
    }
  }
  // One recipient's mails before the newest `limit`: a stack whose clock was moved ahead dates mails
  // in that future, and those would otherwise crowd a fresh mail out of the list.
  const theirs = want
    ? mails.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t.toLowerCase().includes(want)))
    : mails;
  return theirs.sort((a, b) => (a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : 0)).slice(0, limit);
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const linkify = (escaped: string) => escaped.replace(/(https?:\/\/[^\s<>"']+)/g, '<a href="$1">$1</a>');

/** The dev page: every mail readable as plain text (with clickable links) and as its HTML in a sandboxed frame. */
export function renderOutboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map((m) => {
      const to = Array.isArray(m.to) ? m.to.join(', ') : m.to;
      const htmlPart = m.html
        ? `<details><summary>HTML version</summary><iframe sandbox title="HTML of ${esc(m.subject)}" srcdoc="${esc(m.html)}"></iframe></details>`
        : '';
      return `<article><h2>${esc(m.subject)}</h2><p class="meta">To <strong>${esc(to)}</strong>${m.from ? ` from ${esc(m.from)}` : ''} · <time datetime="${esc(m.sentAt)}">${esc(m.sentAt)}</time></p>
<pre>${linkify(esc(m.text ?? ''))}</pre>${htmlPart}</article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Local mail outbox · Konstvägg</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}h2{font-size:1.1rem;margin:.5rem 0}
.meta{color:#555;margin:0 0 .5rem}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;border-radius:4px}
iframe{width:100%;min-height:20rem;border:1px solid #ddd}a{color:#0645ad}</style></head>
<body><header><h1>Local mail outbox</h1><p>Mail the local stack "sent" (newest first). Nothing leaves this machine. <a href="/_dev/mail.json">JSON</a></p></header>
<main>${items || '<p>No mail yet.</p>'}</main></body></html>`;
}

/** What `POST /_dev/mail/bounce` simulates: SES's bounce types, and a complaint (issue 41). */
export const SIMULATED_FEEDBACK = ['Permanent', 'Transient', 'Complaint'] as const;
export type SimulatedFeedback = (typeof SIMULATED_FEEDBACK)[number];

/**
 * The body of `POST /_dev/mail/bounce`: `{"email": "...", "type": "Permanent"|"Transient"|"Complaint",
 * "feedbackId"?: "..."}` (the same feedbackId twice is SNS delivering one notification twice).
 */
export function readBounceRequest(
  raw: string,
): { email: string; type: SimulatedFeedback; feedbackId: string } | { error: string; field: string } {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw || '{}') as Record<string, unknown>;
  } catch {
    return { error: 'Body must be JSON', field: 'body' };
  }
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { error: 'email must be an email address', field: 'email' };
  const type = body.type ?? 'Permanent';
  if (!(SIMULATED_FEEDBACK as readonly unknown[]).includes(type))
    return { error: `type must be one of ${SIMULATED_FEEDBACK.join(', ')}`, field: 'type' };
  const feedbackId =
    typeof body.feedbackId === 'string' && body.feedbackId ? body.feedbackId : `local-${randomUUID()}`;
  return { email, type: type as SimulatedFeedback, feedbackId };
}

/**
 * The SNS delivery of one SES event, in the shape SES v2's configuration-set event destination
 * publishes to SNS and SNS hands a subscribed Lambda: what the bounce control invokes the admin
 * Lambda with, so the local stack runs the same parsing and writes as AWS
 * (services/admin/src/mail/ses-events.ts).
 */
export function sesFeedbackSnsEvent(input: {
  email: string;
  type: SimulatedFeedback;
  feedbackId: string;
  at: string;
  from?: string;
}): {
  Records: {
    EventSource: 'aws:sns';
    Sns: { Message: string; MessageId: string; Timestamp: string; TopicArn: string };
  }[];
} {
  const mail = {
    timestamp: input.at,
    source: input.from ?? 'no-reply@konstvagg.se',
    messageId: `local-${input.feedbackId}`,
    destination: [input.email],
  };
  const message =
    input.type === 'Complaint'
      ? {
          eventType: 'Complaint',
          complaint: {
            feedbackId: input.feedbackId,
            complaintSubType: null,
            complainedRecipients: [{ emailAddress: input.email }],
            timestamp: input.at,
            userAgent: 'Konstvägg local outbox',
            complaintFeedbackType: 'abuse',
            arrivalDate: input.at,
          },
          mail,
        }
      : {
          eventType: 'Bounce',
          bounce: {
            feedbackId: input.feedbackId,
            bounceType: input.type,
            bounceSubType: input.type === 'Permanent' ? 'General' : 'MailboxFull',
            bouncedRecipients: [
              {
                emailAddress: input.email,
                action: 'failed',
                status: input.type === 'Permanent' ? '5.1.1' : '4.2.2',
                diagnosticCode:
                  input.type === 'Permanent'
                    ? 'smtp; 550 5.1.1 user unknown (local outbox simulation)'
                    : 'smtp; 452 4.2.2 mailbox full (local outbox simulation)',
              },
            ],
            timestamp: input.at,
            reportingMTA: 'dns; local.konstvagg',
          },
          mail,
        };
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        Sns: {
          Message: JSON.stringify(message),
          MessageId: input.feedbackId,
          Timestamp: input.at,
          // The admin's list shows the topic's name as the suppression's source.
          TopicArn: 'arn:aws:sns:local:000000000000:local-outbox',
        },
      },
    ],
  };
}
