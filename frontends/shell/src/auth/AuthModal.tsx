import { useEffect, useId, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, homeForRole, Spinner, useToast, type Role } from '@konstvagg/ui';
import {
  AUTH_LIMITS,
  modalEmailError,
  modalSignInErrors,
  modalSignUpErrors,
  normalizeEmail,
  passwordLevel,
  registerErrors,
  type RegisterVenueType,
  type SignupRole,
} from '@konstvagg/rules';
import { register, type Provider, type SignedIn } from './auth-api.ts';
import { MfaLoginStep } from './MfaLoginStep.tsx';
import { SignInFields, usePasswordSignIn } from './password-sign-in.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { Dialog } from './Dialog.tsx';
import { mentionsPassword, registerErrorText, registerInlineText } from './errors.ts';
import { CheckboxField, FormAlert, TextAreaField, TextField } from '@konstvagg/ui/forms';
import { useLeaveTouched, useWhyId, whyNotText, SubmitWithWhy } from './form-help.tsx';
import {
  LevelMeter,
  PasswordField,
  ProviderButtons,
  RoleChoice,
  TermsLabel,
  VenueFields,
} from './fields.tsx';
import type { ModalEvent, ModalState } from './modal-machine.ts';
import { finishWithRole } from './oauth.ts';
import { OAuthRolePanel, useOAuthPopup } from './usePageOAuth.tsx';
import { useAuthT } from './useAuthT.ts';
import { useFinishSignIn } from './useFinishSignIn.ts';

/** After a sign-in the modal sends a buyer to / instead of /buyer/purchases. */
export const modalHome = (role: Role) => (role === 'buyer' ? '/' : homeForRole(role));

/** On sign-up the email and password fields appear after a short delay. */
export const SIGNUP_FIELDS_DELAY_MS = 100;

type Dispatcher = Dispatch<ModalEvent>;

/** The auth modal: one view per state of the machine in modal-machine.ts. */
export function AuthModal({
  state,
  dispatch,
  stay = false,
}: {
  state: ModalState;
  dispatch: Dispatcher;
  /** Stay on the page after signing in (a login again over a held form), not go to the role's home. */
  stay?: boolean;
}) {
  const titleId = useId();
  const intl = useIntl();
  const body = useRef<HTMLDivElement>(null);
  const t = useAuthT();
  const finish = useFinishSignIn();

  // Each state moves focus to its first field (or its heading).
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const target =
      root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector<HTMLElement>('h2');
    target?.focus();
  }, [state.status]);

  const signedIn = (result: SignedIn) => {
    finish(result, stay ? null : modalHome(result.user.role));
    dispatch({ type: 'SIGNED_IN' });
  };

  // Closing the modal while the popup is open closes the popup (useOAuthPopup does, on unmount).
  const popup = useOAuthPopup({
    signedIn,
    roleRequired: (pending) => dispatch({ type: 'OAUTH_ROLE_REQUIRED', pending }),
    failed: () => dispatch({ type: 'OAUTH_FAILED' }),
  });

  const startOAuth = (provider: Provider) => {
    popup.start(provider);
    dispatch({ type: 'OAUTH_START', provider });
  };

  const cancelOAuth = () => {
    popup.cancel();
    dispatch({ type: 'OAUTH_CANCEL' });
  };

  const close = () => {
    if (state.status === 'OAUTH_LOADING') cancelOAuth();
    dispatch({ type: 'CLOSE' });
  };

  const back = () => {
    if (state.status === 'OAUTH_LOADING') cancelOAuth();
    else dispatch({ type: 'BACK' });
  };

  const providerName = state.provider === 'apple' ? 'Apple' : 'Google';
  const titles: Record<Exclude<ModalState['status'], 'CLOSED'>, string> = {
    WELCOME: 'modal.welcome.title',
    EMAIL_SIGNIN: 'modal.signin.title',
    EMAIL_SIGNUP: 'modal.signup.title',
    FORGOT_PASSWORD: 'modal.forgot.title',
    OAUTH_LOADING: 'modal.oauthLoading.title',
    OAUTH_ROLE_SELECTION: 'modal.roleSelection.title',
    OAUTH_ERROR: 'modal.oauthError.title',
    EMAIL_VERIFY: 'modal.verify.title',
  };
  if (state.status === 'CLOSED') return null;

  return (
    <Dialog labelledBy={titleId} onClose={close} className="shell-auth-modal">
      <div className="shell-auth-modal__bar">
        {state.previous ? (
          <button type="button" className="shell-auth-modal__back" onClick={back}>
            ← <FormattedMessage id="modal.back" />
          </button>
        ) : (
          <span />
        )}
        <button
          type="button"
          className="shell-auth-modal__close"
          onClick={close}
          aria-label={intl.formatMessage({ id: 'modal.close' })}
        >
          ×
        </button>
      </div>
      <div ref={body} className="shell-auth-modal__body" data-state={state.status}>
        <h2 id={titleId} tabIndex={-1} className="shell-auth-modal__title">
          <FormattedMessage id={titles[state.status]} values={{ provider: providerName }} />
        </h2>
        {state.status === 'WELCOME' ? <Welcome dispatch={dispatch} onProvider={startOAuth} /> : null}
        {state.status === 'EMAIL_SIGNIN' ? (
          <SignIn key="signin" dispatch={dispatch} initialEmail={state.email} onSignedIn={signedIn} />
        ) : null}
        {state.status === 'EMAIL_SIGNUP' ? (
          <SignUp key="signup" dispatch={dispatch} initialRole={state.role} />
        ) : null}
        {state.status === 'FORGOT_PASSWORD' ? (
          <ForgotPasswordForm
            emailError={modalEmailError}
            initialEmail={state.email}
            autoFocus
            lead={
              <p className="kv-muted">
                <FormattedMessage id="forgot.lead" />
              </p>
            }
          />
        ) : null}
        {state.status === 'OAUTH_LOADING' ? (
          <div className="kv-stack">
            <Spinner
              label={intl.formatMessage({ id: 'modal.oauthLoading.wait' }, { provider: providerName })}
            />
            <p className="kv-muted">
              <FormattedMessage id="modal.oauthLoading.text" values={{ provider: providerName }} />
            </p>
            <Button variant="secondary" onClick={cancelOAuth} data-autofocus>
              <FormattedMessage id="modal.cancel" />
            </Button>
          </div>
        ) : null}
        {state.status === 'OAUTH_ROLE_SELECTION' && state.pending ? (
          <OAuthRolePanel
            onChoose={(role) =>
              finishWithRole(state.pending!, role).then(signedIn, (error: unknown) =>
                popup.fail(state.pending!.provider, error),
              )
            }
          />
        ) : null}
        {state.status === 'OAUTH_ERROR' ? (
          <div className="kv-stack">
            <FormAlert>{t('auth.oauth_failed')}</FormAlert>
            <Button onClick={() => dispatch({ type: 'RETRY' })} data-autofocus>
              <FormattedMessage id="modal.tryAgain" />
            </Button>
          </div>
        ) : null}
        {state.status === 'EMAIL_VERIFY' ? (
          <div className="kv-stack">
            <p>
              <FormattedMessage id="modal.verify.text" values={{ email: <strong>{state.email}</strong> }} />
            </p>
            <p className="kv-muted">
              <FormattedMessage id="modal.verify.later" />
            </p>
            <Button onClick={() => dispatch({ type: 'CHOOSE_SIGNIN', email: state.email })} data-autofocus>
              <FormattedMessage id="modal.signin.submit" />
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

/** The dialog's last line: a question, and the button that switches to the other form. */
function SwitchLine({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="shell-auth-modal__switch">
      <FormattedMessage id={question} />{' '}
      <button type="button" className="shell-link-button" onClick={onClick}>
        <FormattedMessage id={action} />
      </button>
    </p>
  );
}

function Welcome({ dispatch, onProvider }: { dispatch: Dispatcher; onProvider: (p: Provider) => void }) {
  return (
    <div className="kv-stack">
      <p className="kv-muted">
        <FormattedMessage id="modal.welcome.lead" />
      </p>
      <ProviderButtons mode="signin" onChoose={onProvider} />
      <Button onClick={() => dispatch({ type: 'CHOOSE_EMAIL' })} data-autofocus>
        <FormattedMessage id="modal.welcome.email" />
      </Button>
      <SwitchLine
        question="modal.welcome.new"
        action="modal.welcome.signup"
        onClick={() => dispatch({ type: 'CHOOSE_SIGNUP' })}
      />
    </div>
  );
}

function SignIn({
  dispatch,
  initialEmail,
  onSignedIn,
}: {
  dispatch: Dispatcher;
  initialEmail?: string;
  onSignedIn: (result: SignedIn) => void;
}) {
  const form = usePasswordSignIn({
    initialEmail: initialEmail ?? '',
    validate: modalSignInErrors,
    onSignedIn,
  });
  const { failure } = form;

  if (form.challenge)
    return <MfaLoginStep challenge={form.challenge} onSignedIn={onSignedIn} onBack={form.back} />;

  return (
    <form className="kv-stack" onSubmit={form.submit} noValidate>
      <SignInFields form={form} />
      {failure ? (
        <FormAlert
          action={
            mentionsPassword(failure) ? (
              <button
                type="button"
                className="shell-link-button"
                onClick={() => dispatch({ type: 'FORGOT' })}
              >
                <FormattedMessage id="login.forgot" />
              </button>
            ) : null
          }
        >
          {failure}
        </FormAlert>
      ) : null}
      <SubmitWithWhy valid={form.valid} busy={form.busy} whyId={form.whyId} reasons={form.reasons}>
        <FormattedMessage id="modal.signin.submit" />
      </SubmitWithWhy>
      <SwitchLine
        question="login.noAccount"
        action="modal.welcome.signup"
        onClick={() => dispatch({ type: 'CHOOSE_SIGNUP' })}
      />
    </form>
  );
}

type SignUpField =
  | 'name'
  | 'email'
  | 'password'
  | 'artist_name'
  | 'bio'
  | 'venue_name'
  | 'location'
  | 'venue_type'
  | 'terms_accepted';

function SignUp({ dispatch, initialRole }: { dispatch: Dispatcher; initialRole?: SignupRole }) {
  const intl = useIntl();
  const t = useAuthT();
  const toast = useToast();
  const [role, setRole] = useState<SignupRole | ''>(initialRole ?? '');
  const [showFields, setShowFields] = useState(false);
  const [values, setValues] = useState({
    name: '',
    email: '',
    password: '',
    artist_name: '',
    bio: '',
    venue_name: '',
    location: '',
    venue_type: '' as RegisterVenueType | '',
  });
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { touched, touch, leave } = useLeaveTouched<SignUpField>();
  const whyId = useWhyId();

  useEffect(() => {
    if (!role) return;
    const timer = setTimeout(() => setShowFields(true), SIGNUP_FIELDS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [role]);

  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const errors = {
    ...modalSignUpErrors({ role, ...values }),
    ...registerErrors({ role, ...values }, [3]),
    ...(terms ? {} : { terms_accepted: 'auth.terms_required' as const }),
  };
  const valid = Object.keys(errors).length === 0;
  const labels: Partial<Record<SignUpField, string>> = {
    name: 'form.name',
    email: 'form.email',
    password: 'form.password',
    artist_name: 'form.artistName',
    bio: 'form.bio',
    venue_name: 'form.venueName',
    location: 'form.location',
  };
  const unshown = (Object.entries(errors) as [SignUpField, string][]).filter(([key]) => !touched[key]);
  const reasons = unshown.map(([key, error]) => {
    const label = labels[key];
    return label ? whyNotText(values[key as keyof typeof values], label, error, t, intl) : t(error);
  });
  const shown = (key: SignUpField) => {
    const e = (errors as Record<string, string | undefined>)[key];
    return touched[key] && e ? t(e) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy || !role) return;
    setBusy(true);
    setFailure(null);
    const email = normalizeEmail(values.email);
    try {
      await register({
        role,
        name: values.name.trim(),
        email,
        password: values.password,
        terms_accepted: true,
        ...(role === 'artist' ? { artist_name: values.artist_name.trim(), bio: values.bio.trim() } : {}),
        ...(role === 'venue'
          ? {
              venue_name: values.venue_name.trim(),
              location: values.location.trim(),
              venue_type: values.venue_type as RegisterVenueType,
            }
          : {}),
      });
      dispatch({ type: 'SIGNED_UP', email });
    } catch (error) {
      toast.error(registerErrorText(error, t));
      setFailure(registerInlineText(error, t));
      setBusy(false);
    }
  };

  return (
    <form className="kv-stack" onSubmit={submit} noValidate>
      <RoleChoice
        value={role}
        onChange={setRole}
        compact
        legend={<FormattedMessage id="modal.signup.role" />}
      />
      {showFields && role ? (
        <div className="kv-stack shell-auth-modal__fields">
          <TextField
            label={intl.formatMessage({ id: 'form.name' })}
            autoComplete="name"
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            onBlur={() => leave('name')}
            error={shown('name')}
          />
          <TextField
            label={intl.formatMessage({ id: 'form.email' })}
            type="email"
            autoComplete="email"
            value={values.email}
            maxLength={AUTH_LIMITS.emailMax + 10}
            onChange={(e) => set('email')(e.target.value)}
            onBlur={() => leave('email')}
            error={shown('email')}
          />
          <PasswordField
            label={intl.formatMessage({ id: 'form.password' })}
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
            onBlur={() => leave('password')}
            error={shown('password')}
            hint={values.password ? <LevelMeter level={passwordLevel(values.password)} /> : undefined}
          />
          {role === 'artist' ? (
            <>
              <TextField
                label={intl.formatMessage({ id: 'form.artistName' })}
                value={values.artist_name}
                onChange={(e) => set('artist_name')(e.target.value)}
                onBlur={() => leave('artist_name')}
                error={shown('artist_name')}
              />
              <TextAreaField
                label={intl.formatMessage({ id: 'form.bio' })}
                value={values.bio}
                onChange={set('bio')}
                onBlur={() => leave('bio')}
                error={shown('bio')}
                rows={3}
                hint={`${intl.formatMessage({ id: 'form.bioRule' }, { min: AUTH_LIMITS.bioMin })} ${intl.formatMessage(
                  { id: 'form.bioCounter' },
                  { count: values.bio.length, max: AUTH_LIMITS.bioMax },
                )}`}
              />
            </>
          ) : null}
          {role === 'venue' ? (
            <VenueFields values={values} set={set} touch={(k) => leave(k)} shown={(k) => shown(k)} />
          ) : null}
          <CheckboxField
            checked={terms}
            onChange={(v) => {
              setTerms(v);
              touch('terms_accepted');
            }}
            label={<TermsLabel />}
            error={shown('terms_accepted')}
          />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <SubmitWithWhy valid={valid} busy={busy} whyId={whyId} reasons={reasons}>
            <FormattedMessage id="register.create" />
          </SubmitWithWhy>
        </div>
      ) : null}
      <SwitchLine
        question="register.haveAccount"
        action="register.toLogin"
        onClick={() => dispatch({ type: 'CHOOSE_SIGNIN' })}
      />
    </form>
  );
}
