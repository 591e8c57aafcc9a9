import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { REGISTER_VENUE_TYPES, SIGNUP_ROLES, type SignupRole } from '@konstvagg/domain/auth-rules';

/** Form pieces of the account pages and the auth modal: labelled, with errors tied to the input. */

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown (and announced) when set. */
  error?: string | null;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="shell-field">
      <label htmlFor={id} className="shell-field__label">
        {label}
      </label>
      <input
        id={id}
        className="shell-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="shell-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="shell-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  value,
  onChange,
  onBlur,
  maxLength,
  rows = 4,
}: {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  maxLength?: number;
  rows?: number;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="shell-field">
      <label htmlFor={id} className="shell-field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="shell-field__input"
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-maxlength={maxLength}
      />
      {hint ? (
        <p id={`${id}-hint`} className="shell-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="shell-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a Show/Hide button (spec §2 login page). */
export function PasswordField({ label, error, hint, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  const intl = useIntl();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="shell-field">
      <label htmlFor={id} className="shell-field__label">
        {label}
      </label>
      <div className="shell-field__password">
        <input
          id={id}
          className="shell-field__input"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        <button
          type="button"
          className="shell-field__toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {intl.formatMessage({ id: visible ? 'form.hidePassword' : 'form.showPassword' })}
        </button>
      </div>
      {hint ? (
        <div id={`${id}-hint`} className="shell-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="shell-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  error,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <div className="shell-field shell-field--check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="shell-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The wizard's strength meter: 0 to 5 points (spec §4). */
export function StrengthMeter({ score }: { score: number }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'form.strength' }, { score });
  return (
    <div className="shell-meter" data-score={score}>
      <meter min={0} max={5} low={2.5} high={4.5} optimum={5} value={score} aria-label={label} />
      <span className="shell-meter__text">{label}</span>
    </div>
  );
}

/** The modal's three levels: weak, medium, strong (spec §4). */
export function LevelMeter({ level }: { level: 'weak' | 'medium' | 'strong' }) {
  const intl = useIntl();
  const value = level === 'strong' ? 3 : level === 'medium' ? 2 : 1;
  const label = intl.formatMessage(
    { id: 'form.level' },
    { level: intl.formatMessage({ id: `form.level.${level}` }) },
  );
  return (
    <div className="shell-meter" data-level={level}>
      <meter min={0} max={3} low={1.5} high={2.5} optimum={3} value={value} aria-label={label} />
      <span className="shell-meter__text">{label}</span>
    </div>
  );
}

/** Role cards (artist, venue, buyer) as one radio group. */
export function RoleChoice({
  value,
  onChange,
  error,
  compact = false,
  legend,
}: {
  value: SignupRole | '' | undefined;
  onChange: (role: SignupRole) => void;
  error?: string | null;
  compact?: boolean;
  legend?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className={`shell-roles${compact ? ' shell-roles--compact' : ''}`}>
      <legend className="shell-field__label">{legend ?? <FormattedMessage id="form.role" />}</legend>
      {SIGNUP_ROLES.map((role) => (
        <label key={role} className={`shell-role${value === role ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name={name}
            value={role}
            checked={value === role}
            onChange={() => onChange(role)}
          />
          <span className="shell-role__text">
            <span className="shell-role__title">
              <FormattedMessage id={`role.${role}`} />
            </span>
            {compact ? null : (
              <span className="shell-role__description">
                <FormattedMessage id={`register.${role}`} />
              </span>
            )}
          </span>
        </label>
      ))}
      {error ? <p className="shell-field__error">{error}</p> : null}
    </fieldset>
  );
}

/** A form-level error (the spec's "inline box"). */
export function FormAlert({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="shell-alert" role="alert">
      <p>{children}</p>
      {action}
    </div>
  );
}

/** Google and Apple buttons (spec §2). */
export function ProviderButtons({
  onChoose,
  mode,
  disabled,
}: {
  onChoose: (provider: 'google' | 'apple') => void;
  mode: 'signin' | 'signup';
  disabled?: boolean;
}) {
  return (
    <div className="shell-providers">
      {(['google', 'apple'] as const).map((provider) => (
        <button
          key={provider}
          type="button"
          className={`kv-button kv-button--secondary shell-provider shell-provider--${provider}`}
          onClick={() => onChoose(provider)}
          disabled={disabled}
        >
          <FormattedMessage id={`oauth.${mode}.${provider}`} />
        </button>
      ))}
    </div>
  );
}

/** "or" between the provider buttons and the email form. */
export function Divider() {
  return (
    <p className="shell-divider">
      <span>
        <FormattedMessage id="form.or" />
      </span>
    </p>
  );
}

/** Touched fields: errors show after a field was left (or after an attempt). */
export function useTouched<K extends string>() {
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const touch = (key: K) => setTouched((t) => (t[key] ? t : { ...t, [key]: true }));
  const touchAll = (keys: readonly K[]) =>
    setTouched((t) => ({ ...t, ...Object.fromEntries(keys.map((k) => [k, true])) }));
  return { touched, touch, touchAll };
}

export function TermsLabel() {
  return (
    <FormattedMessage
      id="form.terms"
      values={{
        link: (chunks) => (
          <Link to="/terms" target="_blank" rel="noopener">
            {chunks}
          </Link>
        ),
      }}
    />
  );
}

export function VenueFields({
  values,
  set,
  touch,
  shown,
}: {
  values: { venue_name: string; location: string; venue_type: string };
  set: (key: 'venue_name' | 'location' | 'venue_type') => (value: string) => void;
  touch: (key: 'venue_name' | 'location' | 'venue_type') => void;
  shown: (key: 'venue_name' | 'location' | 'venue_type') => string | null;
}) {
  const intl = useIntl();
  const id = useId();
  const typeError = shown('venue_type');
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'form.venueName' })}
        value={values.venue_name}
        onChange={(e) => set('venue_name')(e.target.value)}
        onBlur={() => touch('venue_name')}
        error={shown('venue_name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'form.location' })}
        value={values.location}
        autoComplete="address-level2"
        onChange={(e) => set('location')(e.target.value)}
        onBlur={() => touch('location')}
        error={shown('location')}
      />
      <div className="shell-field">
        <label htmlFor={id} className="shell-field__label">
          <FormattedMessage id="form.venueType" />
        </label>
        <select
          id={id}
          className="shell-field__input"
          value={values.venue_type}
          onChange={(e) => {
            set('venue_type')(e.target.value);
            touch('venue_type');
          }}
          onBlur={() => touch('venue_type')}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${id}-error` : undefined}
        >
          <option value="">{intl.formatMessage({ id: 'form.venueType.choose' })}</option>
          {REGISTER_VENUE_TYPES.map((type) => (
            <option key={type} value={type}>
              {intl.formatMessage({ id: `form.venueType.${type}` })}
            </option>
          ))}
        </select>
        {typeError ? (
          <p id={`${id}-error`} className="shell-field__error">
            {typeError}
          </p>
        ) : null}
      </div>
    </>
  );
}
