import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './forms.css';

/**
 * Form fields for every frontend: a visible label tied to its control, an optional hint, and an
 * error that is shown, announced and tied to the control (aria-invalid + aria-describedby).
 * Errors are texts in the person's language; each form decides when to show them (useTouched).
 */

interface FieldFrame {
  label: ReactNode;
  /** Shown (and tied to the control) when set. */
  error?: string | null;
  hint?: ReactNode;
  /** The control's id; by default a generated one. Hint and error ids derive from it. */
  id?: string;
}

/** The ids and aria attributes of one field: `-hint` and `-error` beside the control's id. */
export function useFieldIds(id: string | undefined, { hint, error }: { hint?: unknown; error?: unknown }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    hintId,
    errorId,
    control: { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy },
  } as const;
}

/** A field's error text, tied to its control by id. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return children ? (
    <p id={id} className="kv-field__error">
      {children}
    </p>
  ) : null;
}

/** The layout every field shares: label, control, hint, error. */
export function Field({
  label,
  controlId,
  hint,
  hintId,
  error,
  errorId,
  className,
  children,
}: {
  label: ReactNode;
  controlId: string;
  hint?: ReactNode;
  hintId?: string;
  error?: string | null;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `kv-field ${className}` : 'kv-field'}>
      <label htmlFor={controlId} className="kv-field__label">
        {label}
      </label>
      {children}
      {hint ? (
        <div id={hintId} className="kv-field__hint">
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { inputRef?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, id, inputRef, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <Field label={label} hint={hint} error={error} {...ids}>
      <input ref={inputRef} className="kv-field__input" {...ids.control} {...input} />
    </Field>
  );
}

type TextAreaFieldProps = FieldFrame &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'onChange' | 'value'> & {
    value: string;
    onChange: (value: string) => void;
    inputRef?: Ref<HTMLTextAreaElement>;
  };

export function TextAreaField({
  label,
  error,
  hint,
  id,
  value,
  onChange,
  inputRef,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <Field label={label} hint={hint} error={error} {...ids}>
      <textarea
        ref={inputRef}
        className="kv-field__input"
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...ids.control}
        {...textarea}
      />
    </Field>
  );
}

type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode };

export function SelectField({ label, error, hint, id, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <Field label={label} hint={hint} error={error} {...ids}>
      <select className="kv-field__input" {...ids.control} {...select}>
        {children}
      </select>
    </Field>
  );
}

/** A checkbox with its label beside it; the error goes below both. */
export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  id,
  name,
  inputRef,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const ids = useFieldIds(id, { error });
  return (
    <div className="kv-field kv-field--check">
      <input
        ref={inputRef}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...ids.control}
      />
      <label htmlFor={ids.controlId}>{label}</label>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

/** A form-level error (the form's inline box), announced when it appears. */
export function FormAlert({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="kv-alert" role="alert">
      <p>{children}</p>
      {action}
    </div>
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
