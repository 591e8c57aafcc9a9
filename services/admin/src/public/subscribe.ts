import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { keys, subscriptionIndexKeys, type SubscriptionRecord } from '@konstvagg/domain';
import { defineOperation, nowIso } from '@konstvagg/lambda-kit';
import { documentClient, isConditionalCheckFailed, tableName } from '@konstvagg/lambda-kit/ports/store';
import { takeFormAttempt } from './rate-limit.ts';
import { consentField, emailField, languageField } from './fields.ts';
import { subscriptionResponseSchema } from '@konstvagg/contracts';

/**
 * The version of the consent text the signup form shows ("Send me launch updates by email…", in the
 * marketplace's messages as `subscribe.consent`). Stored with every subscription, so we can show
 * which text a person agreed to (GDPR art. 7(1)). Change it whenever that text changes.
 */
const LAUNCH_UPDATES_CONSENT_VERSION = 'launch-updates-2026-11';

const view = (r: SubscriptionRecord) => ({
  email: r.email,
  language: r.language,
  consent_version: r.consent_version,
  consented_at: r.consented_at,
});

/**
 * POST /subscriptions {email, consent: true, language?}: launch updates by email. 201 when new; the
 * same email again is 200 with the stored subscription (no duplicate, the first consent is kept).
 * One conditional put on the email's key decides which.
 */
export const subscribe = defineOperation({
  status: 201,
  errors: ['rate_limited'],
  response: subscriptionResponseSchema,
  body: z.object({ email: emailField, consent: consentField, language: languageField }).strict(),
  async run({ body, lang, event }) {
    await takeFormAttempt('subscribe', event);
    const at = nowIso();
    const record: SubscriptionRecord = {
      entity: 'subscription',
      email: body.email,
      language: body.language ?? lang,
      consent_version: LAUNCH_UPDATES_CONSENT_VERSION,
      consented_at: at,
      created_at: at,
    };
    const key = keys.subscription(body.email);
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...key, ...record, ...subscriptionIndexKeys(record) },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return { status: 201, body: { subscription: view(record) } };
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
    }
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
    );
    return { status: 200, body: { subscription: view(Item as SubscriptionRecord) } };
  },
});
