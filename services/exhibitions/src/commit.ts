import { TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ArtworkStatus } from '@konstvagg/contracts';
import {
  ARTWORK_LIFECYCLE,
  EXHIBITION_LIFECYCLE,
  artworkIndexChanges,
  keys,
  transitionUpdate,
  type ArtworkRecord,
  type ExhibitionHistoryEntry,
  type ExhibitionRecord,
  type ExhibitionStatus,
  type TransitionRequest,
} from '@konstvagg/domain';
import { AppError, conflict, notFound } from '@konstvagg/lambda-kit';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { explainTransitionFailure } from '@konstvagg/lambda-kit/ports/transition';

/**
 * Every status change of an exhibition goes through `commitStep`: one conditional update through
 * the exhibition lifecycle table (status and version as read), with a history entry appended, and
 * in the same DynamoDB transaction whatever else must change with it (the artwork, the open-request
 * guard, the venue's count, an order). Nothing is half-written: if any condition fails, nothing is.
 */

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One more item of the step's transaction, and what to answer when its condition is the one that failed. */
export interface ExtraItem {
  item: TransactItem;
  onFail: () => Error;
}

export interface Actor {
  role: 'artist' | 'venue' | 'admin' | 'system';
  userId: string;
  name: string | null;
}

export interface Step {
  exhibition: ExhibitionRecord;
  to: ExhibitionStatus;
  /** Narrows the table's from-statuses (e.g. cancel: only requested or accepted). */
  from?: readonly ExhibitionStatus[];
  actor: Actor;
  note?: string | null;
  at: string;
  /** Further fields of the exhibition to set in the same write. */
  set?: Partial<ExhibitionRecord>;
  extra?: readonly ExtraItem[];
}

export const wrongStatus = (status: string) =>
  new AppError(409, 'conflict', 'error.exhibition_wrong_status', undefined, undefined, { status });

export const requestExists = () => new AppError(409, 'request_exists', 'error.request_exists');

export const artworkUnavailable = () =>
  new AppError(409, 'artwork_unavailable', 'error.artwork_not_requestable');

function historyEntry(step: Step): ExhibitionHistoryEntry {
  return {
    at: step.at,
    by: step.actor.userId,
    by_role: step.actor.role,
    by_name: step.actor.name,
    what: step.to,
    note: step.note ?? null,
  };
}

function exhibitionTransition(step: Step): TransitionRequest<ExhibitionStatus> {
  return {
    lifecycle: EXHIBITION_LIFECYCLE,
    key: keys.exhibition(step.exhibition.id),
    to: step.to,
    from: step.from,
    expectedVersion: step.exhibition.version,
    at: step.at,
    set: { ...step.set },
    append: { history: [historyEntry(step)] },
  };
}

/** Why the exhibition's own condition failed: gone (404) or moved on (409 naming its status now). */
async function exhibitionFailure(req: TransitionRequest<ExhibitionStatus>): Promise<Error> {
  const why = await explainTransitionFailure(req);
  if (why.reason === 'missing' || !why.current) return notFound('error.exhibition_not_found');
  return wrongStatus(why.current.status);
}

/** Runs the step; answers the exhibition as written. */
export async function commitStep(step: Step): Promise<ExhibitionRecord> {
  const req = exhibitionTransition(step);
  const update = transitionUpdate(req);
  const extra = step.extra ?? [];
  try {
    if (extra.length === 0) {
      await documentClient().send(new UpdateCommand({ TableName: tableName(), ...update }));
    } else {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [{ Update: { TableName: tableName(), ...update } }, ...extra.map((x) => x.item)],
        }),
      );
    }
  } catch (err) {
    throw await explainFailure(err, req, extra);
  }
  return {
    ...step.exhibition,
    ...step.set,
    status: step.to,
    version: step.exhibition.version + 1,
    updated_at: step.at,
    history: [...(step.exhibition.history ?? []), historyEntry(step)],
  };
}

/**
 * A failed write as an answer: the first item whose condition failed decides; two writers that
 * collided inside DynamoDB (TransactionConflict) get a 409 as well: one of them won.
 */
export async function explainFailure(
  err: unknown,
  req: TransitionRequest<ExhibitionStatus> | null,
  extra: readonly ExtraItem[],
): Promise<Error> {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'TransactionCanceledException') {
    const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const offset = req ? 1 : 0;
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    if (failed === -1) return conflict();
    if (req && failed === 0) return exhibitionFailure(req);
    return extra[failed - offset]?.onFail() ?? conflict();
  }
  if (req && isConditionalCheckFailed(err)) return exhibitionFailure(req);
  return err as Error;
}

// --- The items that change with an exhibition.

const table = () => tableName();

/**
 * The artwork is taken by this exhibition (accept): it must be available and held by no other.
 * Not a status change: the work stays available until it hangs; the claim keeps other requests out.
 */
export function claimArtwork(artworkId: string, exhibitionId: string, at: string): ExtraItem {
  return {
    item: {
      Update: {
        TableName: table(),
        Key: keys.artwork(artworkId),
        UpdateExpression: 'SET #held = :id, #version = #version + :one, #updated = :at',
        ConditionExpression:
          'attribute_exists(PK) AND #status = :available AND (attribute_not_exists(#held) OR #held = :none)',
        ExpressionAttributeNames: {
          '#held': 'exhibition_id',
          '#version': 'version',
          '#updated': 'updated_at',
          '#status': 'status',
        },
        ExpressionAttributeValues: {
          ':id': exhibitionId,
          ':one': 1,
          ':at': at,
          ':available': 'available',
          ':none': null,
        },
      },
    },
    onFail: artworkUnavailable,
  };
}

/** A request may be made only for an available work that no exhibition holds (checked in the create transaction). */
export function artworkIsFree(artworkId: string): ExtraItem {
  return {
    item: {
      ConditionCheck: {
        TableName: table(),
        Key: keys.artwork(artworkId),
        ConditionExpression:
          'attribute_exists(PK) AND #status = :available AND (attribute_not_exists(#held) OR #held = :none)',
        ExpressionAttributeNames: { '#held': 'exhibition_id', '#status': 'status' },
        ExpressionAttributeValues: { ':available': 'available', ':none': null },
      },
    },
    onFail: artworkUnavailable,
  };
}

/** The exhibition lets go of a work that did not move (cancel after acceptance). */
export function releaseArtwork(artworkId: string, exhibitionId: string, at: string): ExtraItem {
  return {
    item: {
      Update: {
        TableName: table(),
        Key: keys.artwork(artworkId),
        UpdateExpression: 'REMOVE #held SET #version = #version + :one, #updated = :at',
        ConditionExpression: 'attribute_exists(PK) AND #held = :id',
        ExpressionAttributeNames: {
          '#held': 'exhibition_id',
          '#version': 'version',
          '#updated': 'updated_at',
        },
        ExpressionAttributeValues: { ':id': exhibitionId, ':one': 1, ':at': at },
      },
    },
    onFail: () => conflict(),
  };
}

/**
 * An artwork status change that goes with the exhibition's (through the artwork lifecycle table,
 * on the version read), with its list keys following the new state (artworkIndexChanges) and,
 * while `held`, the condition that this exhibition still holds it.
 */
export function moveArtwork(
  artwork: ArtworkRecord,
  to: ArtworkStatus,
  at: string,
  fields: Partial<ArtworkRecord>,
  options: { from?: readonly ArtworkStatus[]; heldBy?: string } = {},
): ExtraItem {
  const next: ArtworkRecord = { ...artwork, ...fields, status: to, updated_at: at };
  const index = artworkIndexChanges(next);
  const removeHeld = 'exhibition_id' in fields && fields.exhibition_id === null;
  const set: Record<string, unknown> = { ...fields, ...index.set };
  if (removeHeld) delete set.exhibition_id;
  const req: TransitionRequest<ArtworkStatus> = {
    lifecycle: ARTWORK_LIFECYCLE,
    key: keys.artwork(artwork.id),
    to,
    from: options.from,
    expectedVersion: artwork.version,
    at,
    set,
    remove: [...index.remove, ...(removeHeld ? ['exhibition_id'] : [])],
    ...(options.heldBy
      ? {
          condition: {
            expression: '#heldBy = :heldBy',
            names: { '#heldBy': 'exhibition_id' },
            values: { ':heldBy': options.heldBy },
          },
        }
      : {}),
  };
  return {
    item: { Update: { TableName: table(), ...transitionUpdate(req) } },
    onFail: () => conflict('error.conflict'),
  };
}

/**
 * The venue's count of works on its walls moves with arrivals and departures: an atomic ADD, which
 * leaves the profile's `version` alone. That version guards the venue's own edits (settings send
 * it back), and a work arriving or collected while the settings are open is no edit of theirs.
 */
export function countOnWall(venueId: string, delta: 1 | -1, current: number, at: string): ExtraItem | null {
  if (delta === -1 && current <= 0) return null;
  return {
    item: {
      Update: {
        TableName: table(),
        Key: keys.venue(venueId),
        UpdateExpression: 'ADD #count :delta SET #updated = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: {
          '#count': 'current_exhibitions_count',
          '#updated': 'updated_at',
        },
        ExpressionAttributeValues: { ':delta': delta, ':at': at },
      },
    },
    onFail: () => notFound('error.venue_not_found'),
  };
}

/** The guard that makes one open request per artwork and venue: put when a request opens, deleted when it closes. */
export function putOpenRequestGuard(
  artworkId: string,
  venueId: string,
  exhibitionId: string,
  at: string,
): ExtraItem {
  return {
    item: {
      Put: {
        TableName: table(),
        Item: {
          ...keys.openRequest(artworkId, venueId),
          entity: 'open_request',
          artwork_id: artworkId,
          venue_id: venueId,
          exhibition_id: exhibitionId,
          created_at: at,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    onFail: requestExists,
  };
}

export function deleteOpenRequestGuard(artworkId: string, venueId: string, exhibitionId: string): ExtraItem {
  return {
    item: {
      Delete: {
        TableName: table(),
        Key: keys.openRequest(artworkId, venueId),
        // Only this request's own guard (a guard of a newer request for the pair is not ours to drop).
        ConditionExpression: 'attribute_not_exists(PK) OR #ex = :id',
        ExpressionAttributeNames: { '#ex': 'exhibition_id' },
        ExpressionAttributeValues: { ':id': exhibitionId },
      },
    },
    onFail: () => conflict(),
  };
}
