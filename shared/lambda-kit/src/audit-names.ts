import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '@konstvagg/contracts';
import { keys, type AuditEntryRecord, type ItemKey } from '@konstvagg/domain';
import { toAuditEntry } from './audit.ts';
import { documentClient, tableName } from './ports/store.ts';

type Named = Record<string, unknown>;

/** The key of the record that names an entry's target, or null for kinds with no name of their own. */
function targetKey(kind: AuditEntryRecord['target_kind'], id: string): ItemKey | null {
  switch (kind) {
    case 'user':
      return keys.user(id);
    case 'artwork':
      return keys.artwork(id);
    case 'order':
      return keys.order(id);
    case 'exhibition':
      return keys.exhibition(id);
    case 'contact_message':
      return keys.contactMessage(id);
    default:
      return null;
  }
}

/** What a person reads for a record: a user's full name, a work's or order's title, a sender's name. */
function nameOf(item: Named | undefined): string | null {
  if (!item) return null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  if (item.entity === 'user')
    return text(item.name) ?? text([item.first_name, item.last_name].filter(Boolean).join(' '));
  return text(item.title) ?? text(item.artwork_title) ?? text(item.name);
}

/** Every item of `wanted` that exists, by `PK SK`, in batches of 100 (unprocessed keys asked again). */
async function getMany(wanted: readonly ItemKey[]): Promise<Map<string, Named>> {
  const found = new Map<string, Named>();
  const id = (k: { PK: unknown; SK: unknown }) => `${String(k.PK)} ${String(k.SK)}`;
  const unique = [...new Map(wanted.map((k) => [id(k), k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: ItemKey[] }> | undefined = {
      [tableName()]: { Keys: unique.slice(i, i + 100) },
    };
    for (let attempt = 0; request && attempt < 5; attempt++) {
      const out: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({ RequestItems: request }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) found.set(id(item as ItemKey), item);
      request = Object.keys(out.UnprocessedKeys ?? {}).length
        ? (out.UnprocessedKeys as typeof request)
        : undefined;
    }
  }
  return found;
}

/**
 * Audit entries with the names a person reads (issue 38: the log showed raw ids): the acting
 * admin's name and the target's (a user's name, a work's title...), read in one batch. Every page
 * that lists audit entries answers through this (the admin service's log and user detail, the
 * orders service's transaction detail). A name
 * that is gone (a deleted record) is null, and the page shows the id instead.
 */
export async function withNames(records: readonly AuditEntryRecord[]): Promise<AuditEntry[]> {
  const targetKeys = records.map((r) => targetKey(r.target_kind, r.target_id));
  const actorKeys = records.map((r) => (r.actor_id ? keys.user(r.actor_id) : null));
  const found = await getMany([...targetKeys, ...actorKeys].filter((k): k is ItemKey => k !== null));
  const name = (k: ItemKey | null) => (k ? nameOf(found.get(`${k.PK} ${k.SK}`)) : null);
  return records.map((r, i) => ({
    ...toAuditEntry(r),
    actor_name: name(actorKeys[i] ?? null),
    target_name: name(targetKeys[i] ?? null),
  }));
}
