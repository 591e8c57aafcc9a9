import { accountMails } from './account-mails.ts';
import { apiMessages } from './api-messages.ts';
import { AUTH_TEXTS } from './auth-messages.ts';
import { exhibitionsMails } from './exhibitions-mails.ts';
import type { MessageTable } from './format.ts';
import { linkMails } from './link-mails.ts';
import { mailMessages } from './mail-messages.ts';
import { moderationMails } from './moderation-mails.ts';
import { ordersMails } from './orders-mails.ts';
import { printedMessages } from './printed-messages.ts';
import { statementMessages } from './statement-messages.ts';

/**
 * Every text the server says, by table: the API's messages (the account texts as written, with
 * their limits as `{name}` values), the mails, the printed label and share image, the CSV columns.
 * One layout for all: a module per area exporting `{ en: {...}, sv: {...} }` with the same keys,
 * each text an ICU MessageFormat template (format.ts). The tests read this list: the same keys
 * and placeholders in both languages, the glossary's words, no business number written out.
 */
export const SERVER_TEXTS: Record<string, MessageTable> = {
  api: {
    en: Object.fromEntries(Object.entries(apiMessages.en).filter(([k]) => !k.startsWith('auth.'))),
    sv: Object.fromEntries(Object.entries(apiMessages.sv).filter(([k]) => !k.startsWith('auth.'))),
  },
  auth: AUTH_TEXTS,
  mail: mailMessages,
  orders_mails: ordersMails,
  exhibitions_mails: exhibitionsMails,
  moderation_mails: moderationMails,
  account_mails: accountMails,
  link_mails: linkMails,
  printed: printedMessages,
  statement: statementMessages,
};
