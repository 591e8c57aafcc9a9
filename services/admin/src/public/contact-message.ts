import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { userText } from '@konstvagg/contracts';
import { AUTH_LIMITS, CONTACT_LIMITS } from '@konstvagg/rules';
import { contactMessageIndexKeys, keys, type ContactMessageRecord } from '@konstvagg/domain';
import { defineOperation, nowIso } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { emailField, languageField } from './fields.ts';
import { takeFormAttempt } from './rate-limit.ts';
import { contactMessageResponseSchema } from '@konstvagg/contracts';

/**
 * POST /contact-messages {name, email, subject?, message, consent?}: stores a message for support
 * (answered weekdays 9-18 CET) and answers 201 {id}. `consent` records whether the sender agreed to
 * be contacted about other things than this message; it is never required to write to us.
 */
export const sendContactMessage = defineOperation({
  status: 201,
  errors: ['rate_limited'],
  response: contactMessageResponseSchema,
  body: z
    .object({
      name: userText({ min: AUTH_LIMITS.nameMin, max: AUTH_LIMITS.nameMax }),
      email: emailField,
      subject: userText({ max: CONTACT_LIMITS.subjectMax }).optional(),
      message: userText({
        min: CONTACT_LIMITS.messageMin,
        max: CONTACT_LIMITS.messageMax,
        multiline: true,
      }),
      consent: z.boolean().optional(),
      language: languageField,
    })
    .strict(),
  async run({ body, lang, event }) {
    await takeFormAttempt('contact', event);
    const id = randomUUID();
    const at = nowIso();
    const record: ContactMessageRecord = {
      entity: 'contact_message',
      id,
      name: body.name,
      email: body.email,
      subject: body.subject ?? '',
      message: body.message,
      consent: body.consent ?? false,
      language: body.language ?? lang,
      status: 'new',
      created_at: at,
    };
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.contactMessage(id), ...contactMessageIndexKeys(record), ...record },
        // A fresh id never exists; the condition makes sure a (vanishingly unlikely) clash never overwrites.
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return { status: 201, body: { id } };
  },
});
