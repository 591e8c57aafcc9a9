import * as z from 'zod';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  contactMessagesQuerySchema,
  contactMessagesResponseSchema,
  handledContactMessageResponseSchema,
  subscriptionsQuerySchema,
  subscriptionsResponseSchema,
  type ContactMessage,
} from '@konstvagg/contracts';
import { DEFAULT_PAGE_SIZE } from '@konstvagg/rules';
import {
  keys,
  queries,
  queryInput,
  type ContactMessageRecord,
  type SubscriptionRecord,
} from '@konstvagg/domain';
import { conflict, defineOperation, invalidCursor, notFound, nowIso } from '@konstvagg/lambda-kit';
import {
  countQuery,
  documentClient,
  isConditionalCheckFailed,
  queryAll,
  queryExactPage,
  tableName,
} from '@konstvagg/lambda-kit/ports/store';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/audit-entry.ts';

function toMessage(r: ContactMessageRecord): ContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    language: r.language,
    status: r.status,
    created_at: r.created_at,
    handled_at: r.handled_at ?? null,
    handled_by: r.handled_by ?? null,
  };
}

/** GET /admin/contact-messages?status&cursor&limit: the contact inbox, newest first, with the unread count. */
export const contactMessages = defineOperation({
  response: contactMessagesResponseSchema,
  query: contactMessagesQuerySchema,
  async run({ query }) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const list = queries.contactMessages();
    const input = { TableName: tableName(), ...queryInput(list), ScanIndexForward: false };
    const byStatus = (status: string) =>
      queryInput(list, { filter: '#st = :st', names: { '#st': 'status' }, values: { ':st': status } });
    const [page, total, unread] = await Promise.all([
      queryExactPage<ContactMessageRecord & Record<string, unknown>>({
        input,
        index: list.index!,
        partition: list.pk,
        limit,
        cursor: query.cursor,
        keep: (m) => !query.status || m.status === query.status,
      }),
      countQuery({ TableName: tableName(), ...(query.status ? byStatus(query.status) : queryInput(list)) }),
      countQuery({ TableName: tableName(), ...byStatus('new') }),
    ]);
    if (page === 'invalid') throw invalidCursor();
    return {
      body: {
        messages: page.items.map(toMessage),
        unread,
        pagination: { limit, total, hasMore: page.hasMore, nextCursor: page.nextCursor },
      },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});

/** POST /admin/contact-messages/{id}/handled: marks a message handled (once), with its audit entry. */
export const markContactMessageHandled = defineOperation({
  response: handledContactMessageResponseSchema,
  params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
  async run({ params, caller }) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.contactMessage(params.id), ConsistentRead: true }),
    );
    const message = Item as ContactMessageRecord | undefined;
    if (!message) throw notFound('error.message_not_found');
    const at = nowIso();
    const by = caller?.userId ?? '';
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: keys.contactMessage(params.id),
                UpdateExpression: 'SET #st = :handled, handled_at = :at, handled_by = :by',
                ConditionExpression: '#st = :new',
                ExpressionAttributeNames: { '#st': 'status' },
                ExpressionAttributeValues: { ':handled': 'handled', ':new': 'new', ':at': at, ':by': by },
              },
            },
            await auditPut(caller, 'contact.handled', { kind: 'contact_message', id: params.id }, null, at, {
              from: message.email,
            }),
          ],
        }),
      );
    } catch (err) {
      if (isConditionalCheckFailed(err)) throw conflict('error.conflict');
      throw err;
    }
    return {
      body: { message: toMessage({ ...message, status: 'handled', handled_at: at, handled_by: by }) },
      headers: { 'Cache-Control': 'no-store' },
    };
  },
});

const toSubscription = (r: SubscriptionRecord) => ({
  email: r.email,
  language: r.language,
  consent_version: r.consent_version,
  consented_at: r.consented_at,
  created_at: r.created_at,
});

/** GET /admin/subscriptions?cursor&limit: launch-update subscriptions, newest first. */
export const subscriptions = defineOperation({
  response: subscriptionsResponseSchema,
  query: subscriptionsQuerySchema,
  async run({ query }) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const list = queries.subscriptions();
    const input = { TableName: tableName(), ...queryInput(list), ScanIndexForward: false };
    const [page, total] = await Promise.all([
      queryExactPage<SubscriptionRecord & Record<string, unknown>>({
        input,
        index: list.index!,
        partition: list.pk,
        limit,
        cursor: query.cursor,
      }),
      countQuery(input),
    ]);
    if (page === 'invalid') throw invalidCursor();
    return {
      body: {
        subscriptions: page.items.map(toSubscription),
        pagination: { limit, total, hasMore: page.hasMore, nextCursor: page.nextCursor },
      },
      headers: { 'Cache-Control': 'private, no-store' },
    };
  },
});

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** GET /admin/subscriptions/export: every subscription as CSV (UTF-8 with BOM, for Excel), oldest first. */
export const exportSubscriptions = defineOperation({
  response: 'binary',
  async run() {
    const all = await queryAll<SubscriptionRecord>({
      TableName: tableName(),
      ...queryInput(queries.subscriptions()),
    });
    const header = 'email,language,consent_version,consented_at,created_at';
    const rows = all.map((r) =>
      [r.email, r.language, r.consent_version, r.consented_at, r.created_at].map(csvCell).join(','),
    );
    return {
      binary: Buffer.from(`\uFEFF${[header, ...rows].join('\r\n')}\r\n`, 'utf8'),
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="konstvagg-subscriptions.csv"',
        'Cache-Control': 'private, no-store',
      },
    };
  },
});
