/**
 * Starts cognito-local (its own bin script) with one change: every email it "sends" (sign-up
 * codes, forgot-password codes, attribute verification) is also written to the local mail
 * outbox (KONSTVAGG_OUTBOX_DIR), in the format of infra/local/engines/outbox.ts, so developers
 * and tests find it at /_dev/mail like any other mail. With a CustomMessage trigger configured,
 * the subject and body are what the trigger returned, with the code filled in, as Cognito sends it.
 * It also adds Cognito's custom authentication flow (CUSTOM_AUTH, AdminRespondToAuthChallenge),
 * see cognito-custom-auth.mjs, and what TOTP sign-in needs (cognito-mfa.mjs).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
// CommonJS inside: the default import is module.exports, the same instance cognito-local's server uses.
import consoleSender from 'cognito-local/lib/services/messageDelivery/consoleMessageSender.js';
import './cognito-custom-auth.mjs';
import './cognito-mfa.mjs';

const { ConsoleMessageSender } = consoleSender;

const outboxDir = process.env.KONSTVAGG_OUTBOX_DIR;
const originalSendEmail = ConsoleMessageSender.prototype.sendEmail;

ConsoleMessageSender.prototype.sendEmail = async function sendEmail(ctx, user, destination, message) {
  if (outboxDir) {
    const code = message.__code;
    const body = message.emailMessage || `Your verification code is ${code}.`;
    const isHtml = /<[a-z][\s\S]*>/i.test(body);
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}`;
    const mail = {
      id,
      from: process.env.MAIL_FROM || undefined,
      to: destination,
      subject: message.emailSubject || 'Your verification code',
      text: isHtml
        ? body
            .replace(/<br\s*\/?>/gi, '\n')
            .replace(/<[^>]+>/g, '')
            .trim()
        : body,
      ...(isHtml ? { html: body } : {}),
      sentAt,
      source: 'cognito',
      code,
    };
    try {
      fs.mkdirSync(outboxDir, { recursive: true });
      fs.writeFileSync(path.join(outboxDir, `${id}.json`), JSON.stringify(mail, null, 2));
    } catch (err) {
      ctx.logger.error(err, 'could not write to the local outbox');
    }
  }
  return originalSendEmail.call(this, ctx, user, destination, message);
};

await import('cognito-local/lib/bin/start.js');
