import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { parseDay, TextField } from '@konstvagg/ui/forms';

/**
 * A calendar day the admin types as YYYY-MM-DD (issue 38: chromium's native date field writes
 * mm/dd/yyyy on a Swedish page, taking its format from the browser's locale, and no `lang` on the
 * page or the field changes that). The hint and placeholder say the format in the page's language;
 * a day typed with slashes, dots or no separators is read too. `onChange` gets a real calendar day
 * (YYYY-MM-DD) or '' when the field is emptied; anything else waits, and leaving the field says
 * how to write it.
 */
export function DayField({
  label,
  value,
  onChange,
  error,
  name,
  required,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
  error?: string | null;
  name?: string;
  required?: boolean;
}) {
  const intl = useIntl();
  const [typed, setTyped] = useState(value);
  const [left, setLeft] = useState(false);
  // A new value from outside (the URL, a reset) replaces what is typed, unless it is the same day.
  useEffect(() => {
    setTyped((current) => (parseDay(current) === value ? current : value));
  }, [value]);
  const day = parseDay(typed);
  const unreadable = typed.trim() !== '' && day === null;
  return (
    <TextField
      label={label}
      name={name}
      required={required}
      lang={intl.locale}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={10}
      placeholder={intl.formatMessage({ id: 'date.placeholder' })}
      hint={intl.formatMessage({ id: 'date.hint' })}
      value={typed}
      error={left && unreadable ? intl.formatMessage({ id: 'date.unreadable' }) : (error ?? null)}
      onChange={(e) => {
        const text = e.target.value;
        setTyped(text);
        const next = text.trim() === '' ? '' : parseDay(text);
        if (next !== null && next !== value) onChange(next);
      }}
      onBlur={() => {
        setLeft(true);
        if (day && day !== typed) setTyped(day);
      }}
      onFocus={() => setLeft(false)}
    />
  );
}
