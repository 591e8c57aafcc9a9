import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  auditIndexKeys,
  keys,
  type AuditEntryRecord,
  type AuditTargetKind,
  type UserRecord,
} from '@konstvagg/domain';
import type { Caller } from './auth.ts';
import { documentClient, tableName } from './ports/store.ts';
import type { AuditEntry } from '@konstvagg/contracts';

/**
 * Shared by every service an admin acts through (the admin service, and the orders service for
 * refunds and payout retries), so every entry has one shape and `GET /admin/audit` reads them all.
 *
 * The audit entry of one admin action, as a transaction's Put: written in the same transaction as
 * the change it records, so there is never an action without its trace or a trace without its action.
 */
export async function auditPut(
  caller: Caller | null,
  action: string,
  target: { kind: AuditTargetKind; id: string },
  reason: string | null,
  at: string,
  details?: AuditEntryRecord['details'],
) {
  const admin = caller
    ? ((
        await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.user(caller.userId) }))
      ).Item as UserRecord | undefined)
    : undefined;
  const entry: AuditEntryRecord = {
    entity: 'audit',
    id: randomUUID(),
    actor_id: caller?.userId ?? '',
    actor_email: admin?.email ?? caller?.username ?? '',
    action,
    target_kind: target.kind,
    target_id: target.id,
    reason,
    at,
    ...(details ? { details } : {}),
  };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.auditEntry(target, at, entry.id), ...auditIndexKeys(entry), ...entry },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** An entry as the API answers it, without names (audit-names.ts joins them). */
export function toAuditEntry(r: AuditEntryRecord): AuditEntry {
  return {
    id: r.id,
    at: r.at,
    actor_id: r.actor_id,
    actor_email: r.actor_email,
    actor_name: null,
    target_name: null,
    action: r.action,
    target_kind: r.target_kind,
    target_id: r.target_id,
    reason: r.reason ?? null,
    details: r.details ?? null,
  };
}
