import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys, orderIndexKeys, orderStatusDelta, statUpdateItems, type OrderRecord } from '@konstvagg/domain';

/**
 * Puts an order straight into the table, for a test that needs one in a given status without
 * going through checkout, and counts it in the admin's orders-by-status counter in the same
 * transaction, as every real write does. An order the counter never saw would later be taken
 * off it (when it is collected or refunded) and leave the dashboard's figures short.
 */
export async function putOrderFixture(
  doc: DynamoDBDocumentClient,
  table: string,
  order: OrderRecord,
): Promise<void> {
  await doc.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: table,
            Item: { ...keys.order(order.id), ...orderIndexKeys(order), ...order },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...statUpdateItems([orderStatusDelta(null, order.status)], table, order.updated_at),
      ],
    }),
  );
}
