import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { REGISTER_VENUE_TYPES, SIGNUP_ROLES, type SignupRole } from '@konstvagg/rules';
import { Field, FieldError, SelectField, TextField, useFieldIds } from '@konstvagg/ui/forms';

/**
 * The account pages' and the auth modal's own form pieces (password, meters, roles, providers,
 * venue details). The fields, their layout and errors are the kit's (@konstvagg/ui/forms), which
 * the account pages import directly.
 */

/** A password input with a Show/Hide button, in the kit's field layout. */
export function PasswordField({
  label,
  error,
  hint,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}) {
  const [visible, setVisible] = useState(false);
  const intl = useIntl();
  const ids = useFieldIds(undefined, { hint, error });
  return (
    <Field label={label} hint={hint} error={error} {...ids}>
      <div className="shell-field__password">
        <input className="kv-field__input" type={visible ? 'text' : 'password'} {...ids.control} {...input} />
        <button
          type="button"
          className="shell-field__toggle"
          aria-pressed={visible}
          aria-controls={ids.controlId}
          onClick={() => setVisible((v) => !v)}
        >
          {intl.formatMessage({ id: visible ? 'form.hidePassword' : 'form.showPassword' })}
        </button>
      </div>
    </Field>
  );
}

/** The register wizard's strength meter: 0 to 5 points. */
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

/** The auth modal's three levels: weak, medium, strong. */
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
      <legend className="kv-field__label">{legend ?? <FormattedMessage id="form.role" />}</legend>
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
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}

/** Google and Apple sign-in buttons. */
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
  required = false,
}: {
  /** Mark the three fields required (aria-required, which the account pages' CSS shows as a `*`). */
  required?: boolean;
  values: { venue_name: string; location: string; venue_type: string };
  set: (key: 'venue_name' | 'location' | 'venue_type') => (value: string) => void;
  touch: (key: 'venue_name' | 'location' | 'venue_type') => void;
  shown: (key: 'venue_name' | 'location' | 'venue_type') => string | null;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'form.venueName' })}
        aria-required={required || undefined}
        value={values.venue_name}
        onChange={(e) => set('venue_name')(e.target.value)}
        onBlur={() => touch('venue_name')}
        error={shown('venue_name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'form.location' })}
        aria-required={required || undefined}
        value={values.location}
        autoComplete="address-level2"
        onChange={(e) => set('location')(e.target.value)}
        onBlur={() => touch('location')}
        error={shown('location')}
      />
      <SelectField
        label={<FormattedMessage id="form.venueType" />}
        aria-required={required || undefined}
        value={values.venue_type}
        onChange={(e) => {
          set('venue_type')(e.target.value);
          touch('venue_type');
        }}
        onBlur={() => touch('venue_type')}
        error={shown('venue_type')}
      >
        <option value="">{intl.formatMessage({ id: 'form.venueType.choose' })}</option>
        {REGISTER_VENUE_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage({ id: `form.venueType.${type}` })}
          </option>
        ))}
      </SelectField>
    </>
  );
}
