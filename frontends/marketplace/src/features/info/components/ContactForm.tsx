import { useId, useRef, useState, type FormEvent } from 'react';
import { AUTH_LIMITS, CONTACT_LIMITS as MESSAGE_LIMITS } from '@konstvagg/rules';
import { ApiError, Button } from '@konstvagg/ui';
import { FormAlert, TextAreaField, TextField } from '@konstvagg/ui/forms';
import { useSendContactMessage } from '../../../common/api/home.ts';
import { useLang, useT, type MessageId } from '../../../messages/index.ts';
import '../../../marketplace.css';
import '../../../common/home.css';

/** The contact form's limits; the server checks the same (POST /contact-messages). */
const CONTACT_LIMITS = {
  ...MESSAGE_LIMITS,
  nameMin: AUTH_LIMITS.nameMin,
  nameMax: AUTH_LIMITS.nameMax,
};
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

type Field = 'name' | 'email' | 'subject' | 'message';
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];
type Values = Record<Field, string>;

/** The form's own checks, as message ids with their values (the server repeats them). */
function contactErrors(v: Values): Partial<Record<Field, [MessageId, Record<string, number>?]>> {
  const errors: Partial<Record<Field, [MessageId, Record<string, number>?]>> = {};
  const name = v.name.trim();
  if (name.length < CONTACT_LIMITS.nameMin || name.length > CONTACT_LIMITS.nameMax)
    errors.name = ['contact.nameRequired', { min: CONTACT_LIMITS.nameMin }];
  const email = v.email.trim();
  if (!email) errors.email = ['subscribe.emailRequired'];
  else if (email.length > AUTH_LIMITS.emailMax || !EMAIL_PATTERN.test(email))
    errors.email = ['subscribe.emailInvalid'];
  if (v.subject.trim().length > CONTACT_LIMITS.subjectMax)
    errors.subject = ['contact.subjectLong', { max: CONTACT_LIMITS.subjectMax }];
  const message = v.message.trim();
  if (message.length < CONTACT_LIMITS.messageMin)
    errors.message = ['contact.messageShort', { min: CONTACT_LIMITS.messageMin }];
  else if (message.length > CONTACT_LIMITS.messageMax)
    errors.message = ['contact.messageLong', { max: CONTACT_LIMITS.messageMax }];
  return errors;
}

const empty: Values = { name: '', email: '', subject: '', message: '' };

/** /contact: name, email, subject, message with a counter; stored by POST /contact-messages. */
export function ContactForm() {
  const t = useT();
  const lang = useLang();
  const send = useSendContactMessage();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const id = useId();

  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) refs.current[first]?.focus();
    return Boolean(first);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local = contactErrors(values);
    const shown = Object.fromEntries(
      Object.entries(local).map(([field, [key, vals]]) => [field, t(key, vals)]),
    ) as Partial<Record<Field, string>>;
    if (show(shown)) return;
    try {
      await send.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim() || undefined,
        message: values.message.trim(),
        language: lang,
      });
      setSentTo(values.name.trim());
      setValues(empty);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.fields) {
        show(Object.fromEntries(FIELDS.filter((f) => err.fields[f]).map((f) => [f, err.fields[f]!])));
      }
    }
  };

  if (sentTo !== null) {
    return (
      <div className="mp-form mp-form--done" role="status">
        <h2 className="mp-form__title">{t('contact.formTitle')}</h2>
        <p className="mp-form__success">{t('contact.success', { name: sentTo })}</p>
        <Button
          variant="secondary"
          onClick={() => {
            send.reset();
            setSentTo(null);
          }}
        >
          {t('contact.another')}
        </Button>
      </div>
    );
  }

  // Each field's id stays `<form id>-<name>`, its error's `<form id>-<name>-error`.
  const field = (name: Exclude<Field, 'message'>) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name],
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[name] = el;
    },
  });
  const failed = send.isError && !(send.error instanceof ApiError && send.error.status === 400);
  const failure =
    send.error instanceof ApiError && send.error.status === 429 ? send.error.message : t('contact.error');
  const length = values.message.trim().length;

  return (
    <form
      className="mp-form mp-contact"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="mp-form__title">
        {t('contact.formTitle')}
      </h2>
      <TextField
        {...field('name')}
        label={t('contact.name')}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.nameMax}
      />
      <TextField
        {...field('email')}
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={255}
      />
      <TextField {...field('subject')} label={t('contact.subject')} maxLength={CONTACT_LIMITS.subjectMax} />
      <TextAreaField
        inputRef={(el) => {
          refs.current.message = el;
        }}
        id={`${id}-message`}
        name="message"
        label={t('contact.message')}
        value={values.message}
        onChange={(message) => setValues((v) => ({ ...v, message }))}
        error={errors.message}
        rows={7}
        maxLength={CONTACT_LIMITS.messageMax}
        hint={t('contact.counter', { count: length, max: CONTACT_LIMITS.messageMax })}
      />
      {failed && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" busy={send.isPending}>
        {t('contact.submit')}
      </Button>
    </form>
  );
}
