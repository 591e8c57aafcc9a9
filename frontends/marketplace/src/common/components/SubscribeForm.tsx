import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AUTH_LIMITS } from '@konstvagg/rules';
import { ApiError, Button } from '@konstvagg/ui';
import { CheckboxField, FormAlert, TextField } from '@konstvagg/ui/forms';
import { useSubscribe } from '../api/home.ts';
import { useLang, useT, type MessageId } from '../../messages/index.ts';
import '../home.css';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX = AUTH_LIMITS.emailMax;

type Field = 'email' | 'consent';
type Errors = Partial<Record<Field, string>>;

/** The form's own checks (the server repeats them): an email, and the consent box ticked. */
function subscribeErrors(email: string, consent: boolean): Partial<Record<Field, MessageId>> {
  const errors: Partial<Record<Field, MessageId>> = {};
  const e = email.trim();
  if (!e) errors.email = 'subscribe.emailRequired';
  else if (e.length > EMAIL_MAX || !EMAIL_PATTERN.test(e)) errors.email = 'subscribe.emailInvalid';
  if (!consent) errors.consent = 'subscribe.consentRequired';
  return errors;
}

/**
 * Launch updates: email and a consent box that must be ticked; POST /subscriptions stores
 * both with the consent text's version. Errors sit by their fields; the first bad field gets focus.
 */
export function SubscribeForm({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const lang = useLang();
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const Heading = `h${headingLevel}` as const;

  const focusFirst = (found: Errors) => {
    if (found.email) emailRef.current?.focus();
    else if (found.consent) consentRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const local = subscribeErrors(email, consent);
    const shown: Errors = Object.fromEntries(Object.entries(local).map(([k, v]) => [k, t(v)]));
    setErrors(shown);
    if (Object.keys(shown).length) {
      focusFirst(shown);
      return;
    }
    try {
      const res = await subscribe.mutateAsync({ email: email.trim(), consent: true, language: lang });
      setDone(res.subscription.email);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.fields) {
        const server: Errors = {};
        if (err.fields.email) server.email = err.fields.email;
        if (err.fields.consent) server.consent = err.fields.consent;
        setErrors(server);
        focusFirst(server);
      }
    }
  };

  if (done) {
    return (
      <div className="mp-form mp-form--done" role="status">
        <Heading className="mp-form__title">{t('subscribe.title')}</Heading>
        <p className="mp-form__success">{t('subscribe.success', { email: done })}</p>
      </div>
    );
  }

  const failed =
    subscribe.isError && !(subscribe.error instanceof ApiError && subscribe.error.status === 400);
  // Too many sends: the server's own words (in the visitor's language) say to wait.
  const failure =
    subscribe.error instanceof ApiError && subscribe.error.status === 429
      ? subscribe.error.message
      : t('subscribe.error');
  return (
    <form className="mp-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="mp-form__title">
        {t('subscribe.title')}
      </Heading>
      <p className="mp-form__lead">{t('subscribe.lead')}</p>
      <TextField
        inputRef={emailRef}
        id={`${id}-email`}
        label={t('subscribe.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <CheckboxField
        inputRef={consentRef}
        id={`${id}-consent`}
        name="consent"
        label={
          <>
            {t('subscribe.consent')} <Link to="/privacy">{t('subscribe.privacy')}</Link>
          </>
        }
        checked={consent}
        onChange={setConsent}
        error={errors.consent}
      />
      {failed && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" busy={subscribe.isPending}>
        {t('subscribe.submit')}
      </Button>
    </form>
  );
}
