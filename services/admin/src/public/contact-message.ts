import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { AUTH_LIMITS } from '@konstvagg/domain/auth-rules';
import { CONTACT_LIMITS, CONTACT_MESSAGE_LIST_PK, keys } from '@konstvagg/domain';
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
  response: contactMessageResponseSchema,
  body: z
    .object({
      name: z.string().trim().min(AUTH_LIMITS.nameMin).max(AUTH_LIMITS.nameMax),
      email: emailField,
      subject: z.string().trim().max(CONTACT_LIMITS.subjectMax).optional(),
      message: z.string().trim().min(CONTACT_LIMITS.messageMin).max(CONTACT_LIMITS.messageMax),
      consent: z.boolean().optional(),
      language: languageField,
    })
    .strict(),
  async run({ body, lang, event }) {
    await takeFormAttempt('contact', event);
    const id = randomUUID();
    const at = nowIso();
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.contactMessage(id),
          GSI5PK: CONTACT_MESSAGE_LIST_PK,
          GSI5SK: `${at}#${id}`,
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
        },
        // A fresh id never exists; the condition makes sure a (vanishingly unlikely) clash never overwrites.
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return { status: 201, body: { id } };
  },
});
