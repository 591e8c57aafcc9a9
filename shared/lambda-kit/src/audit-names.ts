import type { AuditEntry } from '@konstvagg/contracts';
import { keys, type AuditEntryRecord, type ItemKey } from '@konstvagg/domain';
import { toAuditEntry } from './audit.ts';
import { getMany } from './ports/store.ts';

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

/** Every item of `wanted` that exists, by `PK SK`. */
async function namedItems(wanted: readonly ItemKey[]): Promise<Map<string, Named>> {
  const items = await getMany<Named>(wanted);
  return new Map(wanted.flatMap((k, i) => (items[i] ? [[`${k.PK} ${k.SK}`, items[i]] as const] : [])));
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
  const found = await namedItems([...targetKeys, ...actorKeys].filter((k): k is ItemKey => k !== null));
  const name = (k: ItemKey | null) => (k ? nameOf(found.get(`${k.PK} ${k.SK}`)) : null);
  return records.map((r, i) => ({
    ...toAuditEntry(r),
    actor_name: name(actorKeys[i] ?? null),
    target_name: name(targetKeys[i] ?? null),
  }));
}
