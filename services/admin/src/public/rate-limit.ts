import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys, TTL_ATTRIBUTE } from '@konstvagg/domain';
import { now, rateLimited, type HttpEvent } from '@konstvagg/lambda-kit';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';

/** Per caller IP: at most 20 sends of one public form per 10 minutes (fixed windows on the clock). */
export const FORM_RATE_LIMIT = { max: 20, windowMinutes: 10 } as const;

/**
 * Counts one send of a public form from the caller's IP and throws a 429 (with Retry-After) once the
 * window is full. One atomic conditional update per send, on a counter item per IP and window
 * (keys.rateCounter), which DynamoDB's TTL removes an hour after its window ends.
 */
export async function takeFormAttempt(form: 'subscribe' | 'contact', event: HttpEvent): Promise<void> {
  const ip = event.requestContext?.http?.sourceIp || 'unknown';
  const windowMs = FORM_RATE_LIMIT.windowMinutes * 60_000;
  const at = now().getTime();
  const window = Math.floor(at / windowMs);
  const windowEnds = (window + 1) * windowMs;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateCounter(`form-${form}`, `${ip}#${window}`),
        UpdateExpression: 'ADD #count :one SET entity = :entity, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':max': FORM_RATE_LIMIT.max,
          ':entity': 'form_rate_counter',
          ':ttl': Math.ceil(windowEnds / 1000) + 3600,
        },
      }),
    );
  } catch (err) {
    if (isConditionalCheckFailed(err)) throw rateLimited(Math.max(1, Math.ceil((windowEnds - at) / 1000)));
    throw err;
  }
}
