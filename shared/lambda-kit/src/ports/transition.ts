import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  transitionConflict,
  transitionUpdate,
  type TransitionConflict,
  type TransitionRequest,
} from '@konstvagg/domain';
import { documentClient, isConditionalCheckFailed, tableName, transactWrite } from './store.ts';

/**
 * Applies one status change (shared/domain lifecycle.ts) as one conditional update and answers
 * the item as written. When the condition fails it throws a TransitionConflict that says why.
 * In a TransactWriteItems, use `{ Update: { TableName, ...transitionUpdate(req) } }`, and
 * `explainTransitionFailure` when the transaction is cancelled.
 */
export async function applyTransition<S extends string, T = Record<string, unknown>>(
  req: TransitionRequest<S>,
): Promise<T> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({ TableName: tableName(), ...transitionUpdate(req), ReturnValues: 'ALL_NEW' }),
    );
    return Attributes as T;
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
    throw await explainTransitionFailure(req);
  }
}

/**
 * One status change together with further items (counter updates, stats.ts) in one
 * TransactWriteItems: all or nothing. A failed condition throws the TransitionConflict that says why.
 */
export async function applyTransitionWith<S extends string>(
  req: TransitionRequest<S>,
  extra: readonly Record<string, unknown>[],
): Promise<void> {
  try {
    await transactWrite([{ Update: { TableName: tableName(), ...transitionUpdate(req) } }, ...extra]);
  } catch (err) {
    if (!isConditionalCheckFailed(err)) throw err;
    throw await explainTransitionFailure(req);
  }
}

/**
 * The conflict of a failed transition, from the item as it is now (read after the failure, so it
 * explains, it does not decide: the conditional write already did).
 */
export async function explainTransitionFailure<S extends string>(
  req: TransitionRequest<S>,
): Promise<TransitionConflict> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: req.key, ConsistentRead: true }),
  );
  return transitionConflict(req, Item ?? null);
}
