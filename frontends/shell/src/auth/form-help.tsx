import { useCallback, useId, type ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { Button } from '@konstvagg/ui';
import { useTouched } from '@konstvagg/ui/forms';

/**
 * What the account forms say before anyone tries (issue 38): which fields are required (a `*` on
 * the label, explained once above the fields, for a control with aria-required), and, under a
 * submit that is disabled until the form is valid, why it is disabled.
 */

/**
 * The `*` after the terms checkbox's label. A text field, select or password field shows its `*`
 * through CSS when its control has aria-required (shell.css, `.shell-req-form`), which keeps the
 * `*` out of the label's text and the control's accessible name.
 */
export function Req() {
  return (
    <span className="shell-req" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** "Fields marked * are required.", once above a form's fields. */
export function RequiredNote() {
  return (
    <p className="kv-muted shell-req-note">
      <FormattedMessage id="form.requiredNote" />
    </p>
  );
}

/**
 * Why the submit below is still disabled: one line per field that is missing or wrong, in the
 * order of the form, but for those whose own error shows at the field already (the form leaves
 * them out). Tie it to the button with `aria-describedby={id}`; nothing shows once valid.
 */
export function WhyDisabled({ id, reasons }: { id: string; reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <div className="shell-why" id={id}>
      <p>
        <FormattedMessage id="form.stillNeeded" />
      </p>
      <ul>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A form's submit, disabled until the form is valid, and below it WhyDisabled's lines, which the
 * button is tied to while it is disabled.
 */
export function SubmitWithWhy({
  valid,
  busy,
  whyId,
  reasons,
  children,
}: {
  valid: boolean;
  busy: boolean;
  whyId: string;
  reasons: string[];
  children: ReactNode;
}) {
  return (
    <>
      <Button type="submit" disabled={!valid} aria-describedby={valid ? undefined : whyId} busy={busy}>
        {children}
      </Button>
      <WhyDisabled id={whyId} reasons={reasons} />
    </>
  );
}

/**
 * One WhyDisabled line for a field: "<label> is required" while it is empty, else its rule's text.
 */
export function whyNotText(
  value: string,
  labelId: string,
  errorKey: string,
  t: (key: string) => string,
  intl: IntlShape,
): string {
  if (value.trim() === '')
    return intl.formatMessage({ id: 'form.isRequired' }, { field: intl.formatMessage({ id: labelId }) });
  return t(errorKey);
}

/** An id for a WhyDisabled and its button. */
export const useWhyId = () => `why-${useId().replace(/:/g, '')}`;

/**
 * Whether a pointer is pressed right now (anywhere in the page). Leaving a field by pressing on
 * another control blurs the field between that press and its release; an error shown in that
 * moment moves the control away before the release, and the click misses it (issue 38: the
 * terms checkbox under the confirm-password field).
 */
let pointerDown = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  document.addEventListener('pointercancel', () => (pointerDown = false), true);
  document.addEventListener('pointerup', () => (pointerDown = false), true);
}

/** Runs `reveal` now, or, while a pointer is pressed, once the click it is making has landed. */
export function afterPress(reveal: () => void): void {
  if (!pointerDown) {
    reveal();
    return;
  }
  // click follows pointerup in the same input task; a timer runs after it.
  document.addEventListener('pointerup', () => setTimeout(reveal, 0), { once: true, capture: true });
}

/**
 * The kit's useTouched, with `leave(field)` for onBlur: the field's error shows once the person
 * has left it, but never under the pointer of a click in progress (afterPress).
 */
export function useLeaveTouched<K extends string>() {
  const touched = useTouched<K>();
  const { touch } = touched;
  const leave = useCallback((key: K) => afterPress(() => touch(key)), [touch]);
  return { ...touched, leave };
}
