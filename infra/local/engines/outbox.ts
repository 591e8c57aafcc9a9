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
