import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { healthSchema } from '@konstvagg/contracts';
import { queries, queryInput } from '@konstvagg/domain';
import { defineOperation } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

/**
 * GET /health: for a monitor or a load balancer. It reads one item of the table (the venues list,
 * one item), so it says whether the API can reach its data store; a store that cannot be reached
 * answers 503 with Retry-After through the error handler (lambda-kit's fromAwsError), as every
 * route does. Never cached.
 */
export const health = defineOperation({
  response: healthSchema,
  async run() {
    await documentClient().send(
      new QueryCommand({ TableName: tableName(), ...queryInput(queries.venues()), Limit: 1 }),
    );
    return {
      body: { status: 'ok' as const, checks: { store: 'ok' as const } },
      headers: { 'Cache-Control': 'no-store' },
    };
  },
});
