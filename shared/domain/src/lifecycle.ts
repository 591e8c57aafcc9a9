/**
 * The lifecycles of artworks, exhibitions and orders (docs/data-model.md, Lifecycles): one
 * transition table each, and one builder that turns "move item X to status S" into a single
 * conditional DynamoDB update. Every status write goes through `transitionUpdate`, so a status can
 * only move along an arrow of its table, and two writers racing on one item cannot both win.
 */
import {
  ARTWORK_STATUSES,
  EXHIBITION_STATUSES,
  ORDER_STATUSES,
  type ArtworkStatus,
  type ExhibitionStatus,
  type OrderStatus,
} from '@konstvagg/contracts/vocabulary';

export type { ExhibitionStatus, OrderStatus };

export interface Lifecycle<S extends string> {
  name: 'artwork' | 'exhibition' | 'order' | 'payout';
  statuses: readonly S[];
  initial: S;
  /** from -> the statuses it may move to. A status with no arrows is terminal. */
  transitions: Readonly<Record<S, readonly S[]>>;
}

/**
 * Artwork: draft -> pending_review -> available -> exhibited -> reserved -> sold -> delivered.
 * Rejection sends pending_review back to draft; a lapsed or failed checkout sends reserved back to
 * exhibited; a refund after the pickup deadline puts a sold work on display again; a returned
 * work is available again. An admin may unpublish an available work back to draft (issue 13): its
 * artist must edit and resubmit it. Any state before a sale may become unavailable (withdrawn, damaged),
 * except reserved: a buyer is paying, and the reservation lapses within minutes. An unavailable
 * work goes back to draft to be edited, or straight to available once it is back with its artist.
 */
export const ARTWORK_LIFECYCLE: Lifecycle<ArtworkStatus> = {
  name: 'artwork',
  statuses: ARTWORK_STATUSES,
  initial: 'draft',
  transitions: {
    draft: ['pending_review', 'unavailable'],
    pending_review: ['available', 'draft', 'unavailable'],
    // -> draft: an admin unpublished it (a reason its artist reads); back only through review.
    available: ['exhibited', 'pending_review', 'unavailable', 'draft'],
    exhibited: ['reserved', 'available', 'unavailable'],
    reserved: ['sold', 'exhibited'],
    sold: ['delivered', 'exhibited'],
    delivered: [],
    unavailable: ['draft', 'available'],
  },
};

/**
 * Exhibition (its id is the request's id): requested -> accepted | rejected | cancelled;
 * accepted -> shipped -> on_display -> sold -> collected. Side exits: damaged (in transit or on the
 * wall), return_requested -> returned. A refund after the pickup deadline puts it on display again.
 */
export const EXHIBITION_LIFECYCLE: Lifecycle<ExhibitionStatus> = {
  name: 'exhibition',
  statuses: EXHIBITION_STATUSES,
  initial: 'requested',
  transitions: {
    requested: ['accepted', 'rejected', 'cancelled'],
    accepted: ['shipped', 'cancelled'],
    rejected: [],
    cancelled: [],
    shipped: ['on_display', 'damaged'],
    on_display: ['sold', 'damaged', 'return_requested'],
    sold: ['collected', 'on_display'],
    collected: [],
    damaged: [],
    return_requested: ['returned'],
    returned: [],
  },
};

/**
 * Order: pending_payment -> paid (pickup deadline = paid + 7 days) -> collected -> payout_scheduled
 * -> paid_out. A failed or abandoned payment cancels it (the reservation is released). Refunds: the
 * deadline passed (paid), or an admin's (any paid state; after the payout with transfer reversals).
 */
export const ORDER_LIFECYCLE: Lifecycle<OrderStatus> = {
  name: 'order',
  statuses: ORDER_STATUSES,
  initial: 'pending_payment',
  transitions: {
    // refunded straight away: a payment that arrived after another buyer took the work.
    pending_payment: ['paid', 'cancelled', 'refunded'],
    paid: ['collected', 'refunded'],
    collected: ['payout_scheduled', 'refunded'],
    payout_scheduled: ['paid_out', 'refunded'],
    paid_out: ['refunded'],
    refunded: [],
    cancelled: [],
  },
};

export const LIFECYCLES = {
  artwork: ARTWORK_LIFECYCLE,
  exhibition: EXHIBITION_LIFECYCLE,
  order: ORDER_LIFECYCLE,
} as const;

export function canTransition<S extends string>(lifecycle: Lifecycle<S>, from: S, to: S): boolean {
  return lifecycle.transitions[from].includes(to);
}

/** The statuses an item may be in for a move to `to`. */
export function allowedFrom<S extends string>(lifecycle: Lifecycle<S>, to: S): S[] {
  return lifecycle.statuses.filter((s) => lifecycle.transitions[s].includes(to));
}

export const isTerminal = <S extends string>(lifecycle: Lifecycle<S>, status: S) =>
  lifecycle.transitions[status].length === 0;

/**
 * The shortest way from the initial status to `to`, both ends included (breadth-first over the
 * table). An item created and moved along it has version = path length: the seed builds its items
 * in those states this way, so a seeded state is always one the services could have reached.
 */
export function pathTo<S extends string>(lifecycle: Lifecycle<S>, to: S): S[] {
  const previous = new Map<S, S | null>([[lifecycle.initial, null]]);
  const queue: S[] = [lifecycle.initial];
  while (queue.length) {
    const at = queue.shift() as S;
    if (at === to) break;
    for (const next of lifecycle.transitions[at]) {
      if (previous.has(next)) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  if (!previous.has(to)) throw new RangeError(`${lifecycle.name}: ${to} cannot be reached`);
  const path: S[] = [];
  for (let s: S | null = to; s !== null; s = previous.get(s) ?? null) path.unshift(s);
  return path;
}

/**
 * Walks `path` from the initial status, refusing any step the table does not allow. Returns the
 * status and version an item has after being created (version 1) and moved along it.
 */
export function replayTransitions<S extends string>(
  lifecycle: Lifecycle<S>,
  path: readonly S[],
): { status: S; version: number } {
  if (path[0] !== lifecycle.initial)
    throw new RangeError(`${lifecycle.name}: starts at ${lifecycle.initial}`);
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1] as S;
    const to = path[i] as S;
    if (!canTransition(lifecycle, from, to)) throw new RangeError(`${lifecycle.name}: ${from} -> ${to}`);
  }
  return { status: path[path.length - 1] as S, version: path.length };
}

/** The item key of a transition (any keys.* builder's result). */
export interface ItemKey {
  PK: string;
  SK: string;
}

export interface TransitionRequest<S extends string> {
  lifecycle: Lifecycle<S>;
  key: ItemKey;
  to: S;
  /** The version the caller read: the write succeeds only if nobody wrote the item since. */
  expectedVersion: number;
  /** The time of the change (updated_at). */
  at: string;
  /** Narrows the table's from-statuses (e.g. only a draft may be submitted, not a withdrawn work). */
  from?: readonly S[];
  /** Further attributes to set in the same write: fields and moved index keys (e.g. orderStatusIndexKeys). */
  set?: Record<string, unknown>;
  /** Attributes to remove (e.g. the public list keys when a work leaves the marketplace). */
  remove?: readonly string[];
  /** Lists to append to (e.g. an exhibition's history), created when missing. */
  append?: Record<string, readonly unknown[]>;
  /** A further condition, AND-ed (names and values must not start with #t or :t). */
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
}

/** The fields of one DynamoDB Update: pass to UpdateCommand or a TransactWriteItems `Update`, with TableName. */
export interface TransitionUpdate {
  Key: ItemKey;
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

const MANAGED = new Set(['status', 'version', 'updated_at']);

/**
 * One conditional update for a status change: the item must exist, be in a status the table
 * allows for `to` (narrowed by `from`), and still have `expectedVersion`. It sets the status,
 * increments the version, sets updated_at and the caller's extra fields.
 */
export function transitionUpdate<S extends string>(req: TransitionRequest<S>): TransitionUpdate {
  const { lifecycle, to } = req;
  if (!lifecycle.statuses.includes(to)) throw new RangeError(`${lifecycle.name}: unknown status ${to}`);
  const allowed = allowedFrom(lifecycle, to);
  const from = req.from ?? allowed;
  const refused = from.filter((s) => !allowed.includes(s));
  if (refused.length)
    throw new RangeError(`${lifecycle.name}: ${refused.join(', ')} -> ${to} is not allowed`);
  if (from.length === 0) throw new RangeError(`${lifecycle.name}: nothing moves to ${to}`);
  if (!Number.isSafeInteger(req.expectedVersion)) throw new RangeError('expectedVersion must be an integer');

  const names: Record<string, string> = {
    '#tstatus': 'status',
    '#tversion': 'version',
    '#tupdated': 'updated_at',
  };
  const values: Record<string, unknown> = {
    ':tto': to,
    ':tversion': req.expectedVersion,
    ':tone': 1,
    ':tat': req.at,
  };
  const fromPlaceholders = from.map((s, i) => {
    values[`:tfrom${i}`] = s;
    return `:tfrom${i}`;
  });
  const sets = ['#tstatus = :tto', '#tversion = #tversion + :tone', '#tupdated = :tat'];
  let n = 0;
  const nameOf = (attr: string) => {
    if (MANAGED.has(attr)) throw new RangeError(`${attr} is set by the transition itself`);
    const placeholder = `#tf${n++}`;
    names[placeholder] = attr;
    return placeholder;
  };
  for (const [attr, value] of Object.entries(req.set ?? {})) {
    const name = nameOf(attr);
    values[`:tv${name.slice(3)}`] = value;
    sets.push(`${name} = :tv${name.slice(3)}`);
  }
  for (const [attr, items] of Object.entries(req.append ?? {})) {
    const name = nameOf(attr);
    const v = `:tv${name.slice(3)}`;
    values[v] = items;
    values[':tempty'] = [];
    sets.push(`${name} = list_append(if_not_exists(${name}, :tempty), ${v})`);
  }
  const removes = (req.remove ?? []).map(nameOf);

  let condition = `attribute_exists(PK) AND #tstatus IN (${fromPlaceholders.join(', ')}) AND #tversion = :tversion`;
  if (req.condition) {
    condition += ` AND (${req.condition.expression})`;
    Object.assign(names, req.condition.names);
    Object.assign(values, req.condition.values);
  }
  return {
    Key: req.key,
    UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ConditionExpression: condition,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * A status change that did not happen: the item is gone, another writer changed it first
 * (`stale`), its status does not allow the move (`not_allowed`), or the caller's
 * extra condition failed (`condition`). Services answer 409 (404 when missing).
 */
export class TransitionConflict extends Error {
  override readonly name = 'TransitionConflict';
  constructor(
    readonly lifecycle: Lifecycle<string>['name'],
    readonly key: ItemKey,
    readonly to: string,
    readonly reason: 'missing' | 'stale' | 'not_allowed' | 'condition',
    readonly current: { status: string; version: number } | null,
  ) {
    super(`${lifecycle} ${key.PK}: cannot move to ${to} (${reason})`);
  }
}

/** Explains a failed transition from the item as it was when the condition failed (or null if missing). */
export function transitionConflict<S extends string>(
  req: TransitionRequest<S>,
  item: { status?: unknown; version?: unknown } | null | undefined,
): TransitionConflict {
  if (!item) return new TransitionConflict(req.lifecycle.name, req.key, req.to, 'missing', null);
  const current = { status: String(item.status), version: Number(item.version) };
  const from = req.from ?? allowedFrom(req.lifecycle, req.to);
  const allowed = (from as readonly string[]).includes(current.status);
  // A changed version comes first: whatever the status is now, the caller decided on an old read.
  const reason = current.version !== req.expectedVersion ? 'stale' : !allowed ? 'not_allowed' : 'condition';
  return new TransitionConflict(req.lifecycle.name, req.key, req.to, reason, current);
}

export const isTransitionConflict = (err: unknown): err is TransitionConflict =>
  err instanceof TransitionConflict;
