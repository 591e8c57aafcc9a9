import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';

/** Every item of one entity type, read straight from DynamoDB Local: the truth the API is checked against. */
export async function scanEntity<T>(entity: string): Promise<T[]> {
  const env = inject('stackEnv');
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION,
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  );
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: env.TABLE_NAME,
        FilterExpression: 'entity = :e',
        ExpressionAttributeValues: { ':e': entity },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
