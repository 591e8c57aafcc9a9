import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  AUTH_LIMITS,
  isSignupRole,
  MESSAGE_NUMBERS,
  normalizeEmail,
  passwordScore,
  registerErrors,
  type RegisterVenueType,
  type SignupRole,
} from '@konstvagg/rules';
import { ApiError, Button, homeForRole, useToast } from '@konstvagg/ui';
import { register, type SignedIn } from '../auth/auth-api.ts';
import { registerErrorText, registerInlineText } from '../auth/errors.ts';
import { CheckboxField, FormAlert, TextAreaField, TextField } from '@konstvagg/ui/forms';
import {
  Divider,
  PasswordField,
  ProviderButtons,
  RoleChoice,
  StrengthMeter,
  TermsLabel,
  VenueFields,
} from '../auth/fields.tsx';
import { Req, RequiredNote, useLeaveTouched, useWhyId, whyNotText, WhyDisabled } from '../auth/form-help.tsx';
import { OAuthRolePanel, OAuthWaiting, usePageOAuth } from '../auth/usePageOAuth.tsx';
import { useAuthT } from '../auth/useAuthT.ts';
import { useFinishSignIn } from '../auth/useFinishSignIn.ts';
import { AccountPage } from './AccountPage.tsx';

type Step = 1 | 2 | 3;

interface Values {
  role: SignupRole | '';
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  terms_accepted: boolean;
  artist_name: string;
  bio: string;
  venue_name: string;
  location: string;
  venue_type: RegisterVenueType | '';
}

type Field = Exclude<keyof Values, 'role'> | 'role';

const STEP_FIELDS: Record<Step, readonly Field[]> = {
  1: ['role'],
  2: ['name', 'email', 'phone', 'password', 'confirmPassword', 'terms_accepted'],
  3: ['artist_name', 'bio', 'venue_name', 'location', 'venue_type'],
};

/** The label of each text field, for "… is required" under a disabled Next or Create account. */
const LABELS: Partial<Record<Field, string>> = {
  name: 'form.fullName',
  email: 'form.email',
  phone: 'form.phone',
  password: 'form.password',
  confirmPassword: 'form.confirmPassword',
  artist_name: 'form.artistName',
  bio: 'form.bio',
  venue_name: 'form.venueName',
  location: 'form.location',
};

const EMPTY: Values = {
  role: '',
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms_accepted: false,
  artist_name: '',
  bio: '',
  venue_name: '',
  location: '',
  venue_type: '',
};

/** The sign-up payload: the wizard's fields without confirmPassword, only the role's details. */
function registerPayload(v: Values & { role: SignupRole }) {
  const phone = v.phone.trim();
  return {
    role: v.role,
    name: v.name.trim(),
    email: normalizeEmail(v.email),
    password: v.password,
    ...(phone ? { phone } : {}),
    terms_accepted: true as const,
    ...(v.role === 'artist' ? { artist_name: v.artist_name.trim(), bio: v.bio.trim() } : {}),
    ...(v.role === 'venue'
      ? {
          venue_name: v.venue_name.trim(),
          location: v.location.trim(),
          venue_type: v.venue_type as RegisterVenueType,
        }
      : {}),
  };
}

/**
 * The register wizard: 1 role (or Google/Apple, role asked afterwards), 2 basic info,
 * 3 role details. ?role= preselects the role and opens step 2. Success: /login with the toast.
 */
export function RegisterPage() {
  const intl = useIntl();
  const t = useAuthT();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preset = params.get('role');
  const [values, setValues] = useState<Values>(() => ({
    ...EMPTY,
    role: isSignupRole(preset) ? preset : '',
  }));
  const [step, setStep] = useState<Step>(() => (isSignupRole(preset) ? 2 : 1));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const { touched, touch, leave } = useLeaveTouched<Field>();
  const whyId = useWhyId();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const finish = useFinishSignIn();
  const oauth = usePageOAuth(
    (result: SignedIn) => finish(result, homeForRole(result.user.role)),
    values.role || undefined,
  );

  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const errors = registerErrors(values);
  const stepValid = (s: Step) => STEP_FIELDS[s].every((f) => !(f in errors));
  /**
   * Why this step's Next (or Create account) is disabled: each missing or wrong field, in order,
   * but for those whose error shows at the field already.
   */
  const reasons = STEP_FIELDS[step].flatMap((f) => {
    const key = errors[f];
    if (!key || touched[f]) return [];
    const label = LABELS[f];
    const value = values[f as keyof Values];
    return [label && typeof value === 'string' ? whyNotText(value, label, key, t, intl) : t(key)];
  });
  const shown = (field: Field): string | null => {
    const key = errors[field];
    if (touched[field] && key) return t(key);
    return serverFields[field] ?? null;
  };
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerFields((f) => {
      if (!(key in f)) return f;
      const { [key]: _drop, ...rest } = f;
      return rest;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter on step 1 or 2 moves on when the step is complete.
    if (step < 3) {
      if (stepValid(step)) setStep((step + 1) as Step);
      return;
    }
    if (!values.role || Object.keys(errors).length || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await register(registerPayload({ ...values, role: values.role }));
      toast.success(t('auth.register_success'));
      navigate('/login', { state: { email: normalizeEmail(values.email) } });
    } catch (error) {
      toast.error(registerErrorText(error, t));
      setFailure(registerInlineText(error, t));
      if (error instanceof ApiError) setServerFields(error.fields ?? {});
      setBusy(false);
    }
  };

  const bioCount = values.bio.length;
  return (
    <AccountPage titleId="register.title" lead={<FormattedMessage id="register.lead" />}>
      {oauth.phase.kind === 'loading' ? (
        <OAuthWaiting provider={oauth.phase.provider} onCancel={oauth.cancel} />
      ) : oauth.phase.kind === 'role' ? (
        <OAuthRolePanel onChoose={oauth.chooseRole} onCancel={oauth.cancel} />
      ) : (
        <form className="kv-stack shell-req-form" onSubmit={submit} noValidate>
          <p className="shell-steps" aria-hidden="true">
            {[1, 2, 3].map((n) => (
              <span key={n} className={`shell-steps__dot${n <= step ? ' is-done' : ''}`} />
            ))}
          </p>
          <h2 ref={heading} tabIndex={-1} className="shell-step-title">
            <span className="shell-step-title__count">
              <FormattedMessage id="register.step" values={{ step, total: 3 }} />
            </span>{' '}
            <FormattedMessage id={`register.step${step}`} />
          </h2>

          {step === 1 ? (
            <>
              <RoleChoice value={values.role} onChange={(role) => set('role', role)} />
              <div className="shell-form-actions">
                <Button
                  onClick={() => setStep(2)}
                  disabled={!stepValid(1)}
                  aria-describedby={stepValid(1) ? undefined : whyId}
                >
                  <FormattedMessage id="register.next" />
                </Button>
              </div>
              <WhyDisabled id={whyId} reasons={reasons} />
              <Divider />
              <ProviderButtons mode="signup" onChoose={oauth.start} />
            </>
          ) : null}

          {step === 2 ? (
            <>
              <p className="kv-muted">
                <FormattedMessage
                  id="register.asRole"
                  values={{ role: values.role ? intl.formatMessage({ id: `role.${values.role}` }) : '' }}
                />
              </p>
              <RequiredNote />
              <TextField
                label={intl.formatMessage({ id: 'form.fullName' })}
                aria-required
                autoComplete="name"
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                onBlur={() => leave('name')}
                error={shown('name')}
              />
              <TextField
                label={intl.formatMessage({ id: 'form.email' })}
                aria-required
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => set('email', e.target.value)}
                onBlur={() => leave('email')}
                error={shown('email')}
              />
              <TextField
                label={intl.formatMessage({ id: 'form.phone' })}
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(e) => set('phone', e.target.value)}
                onBlur={() => leave('phone')}
                error={shown('phone')}
                hint={intl.formatMessage({ id: 'form.phoneHint' })}
              />
              <PasswordField
                label={intl.formatMessage({ id: 'form.password' })}
                aria-required
                autoComplete="new-password"
                value={values.password}
                onChange={(e) => set('password', e.target.value)}
                onBlur={() => leave('password')}
                error={shown('password')}
                hint={<StrengthMeter score={passwordScore(values.password)} />}
              />
              <PasswordField
                label={intl.formatMessage({ id: 'form.confirmPassword' })}
                aria-required
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={(e) => set('confirmPassword', e.target.value)}
                onBlur={() => leave('confirmPassword')}
                error={shown('confirmPassword')}
              />
              <CheckboxField
                checked={values.terms_accepted}
                onChange={(v) => {
                  set('terms_accepted', v);
                  touch('terms_accepted');
                }}
                label={
                  <>
                    <TermsLabel />
                    <Req />
                  </>
                }
                error={shown('terms_accepted')}
              />
              <div className="shell-form-actions">
                <Button variant="secondary" onClick={() => setStep(1)}>
                  <FormattedMessage id="register.back" />
                </Button>
                <Button
                  onClick={() => setStep(3)}
                  disabled={!stepValid(2)}
                  aria-describedby={stepValid(2) ? undefined : whyId}
                >
                  <FormattedMessage id="register.next" />
                </Button>
              </div>
              <WhyDisabled id={whyId} reasons={reasons} />
            </>
          ) : null}

          {step === 3 ? (
            <>
              {values.role === 'buyer' ? null : <RequiredNote />}
              {values.role === 'artist' ? (
                <>
                  <TextField
                    label={intl.formatMessage({ id: 'form.artistName' })}
                    aria-required
                    value={values.artist_name}
                    onChange={(e) => set('artist_name', e.target.value)}
                    onBlur={() => leave('artist_name')}
                    error={shown('artist_name')}
                  />
                  <TextAreaField
                    label={intl.formatMessage({ id: 'form.bio' })}
                    aria-required
                    value={values.bio}
                    onChange={(v) => set('bio', v)}
                    onBlur={() => leave('bio')}
                    error={shown('bio')}
                    hint={
                      <span className={bioCount > AUTH_LIMITS.bioMax ? 'shell-over' : undefined}>
                        {intl.formatMessage({ id: 'form.bioRule' }, { min: AUTH_LIMITS.bioMin })}{' '}
                        {intl.formatMessage(
                          { id: 'form.bioCounter' },
                          { count: bioCount, max: AUTH_LIMITS.bioMax },
                        )}
                      </span>
                    }
                  />
                </>
              ) : null}
              {values.role === 'venue' ? (
                <VenueFields
                  required
                  values={values}
                  set={(key) => (value) => set(key, value as never)}
                  touch={leave}
                  shown={shown}
                />
              ) : null}
              {values.role === 'buyer' ? (
                <div className="shell-info-panel">
                  <p>
                    <FormattedMessage id="register.buyerInfo" values={MESSAGE_NUMBERS} />
                  </p>
                </div>
              ) : null}
              {failure ? <FormAlert>{failure}</FormAlert> : null}
              <div className="shell-form-actions">
                <Button variant="secondary" onClick={() => setStep(2)}>
                  <FormattedMessage id="register.back" />
                </Button>
                <Button
                  type="submit"
                  disabled={Object.keys(errors).length > 0}
                  aria-describedby={reasons.length ? whyId : undefined}
                  busy={busy}
                >
                  <FormattedMessage id="register.create" />
                </Button>
              </div>
              <WhyDisabled id={whyId} reasons={reasons} />
            </>
          ) : null}
        </form>
      )}
      <p>
        <FormattedMessage id="register.haveAccount" />{' '}
        <Link to="/login">
          <FormattedMessage id="register.toLogin" />
        </Link>
      </p>
    </AccountPage>
  );
}
