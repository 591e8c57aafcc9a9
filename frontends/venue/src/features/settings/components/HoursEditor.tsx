import { DAYS, type Day } from '@konstvagg/contracts/vocabulary';
import { Button } from '@konstvagg/ui';
import { parseClock, parseDay } from '@konstvagg/ui/forms';
import { useT } from '../../../common/text.tsx';
import {
  MAX_EXCEPTIONS,
  addException,
  copyDayToAll,
  hoursProblems,
  removeException,
  setDay,
  setException,
  type HoursState,
} from '../hours.ts';

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * A time of day typed on the 24-hour clock (issue 38: chromium's native time field showed
 * "07:30 AM" on a Swedish page in an English browser). What is typed is kept as it is while typing
 * (the form's checks name a time that is not HH:MM); leaving the field writes "730" or "7.30" as
 * 07:30.
 */
function ClockInput({
  value,
  onChange,
  invalid,
  label,
}: {
  value: string;
  onChange: (next: string) => void;
  invalid?: boolean;
  label?: string;
}) {
  const t = useT();
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      size={5}
      placeholder={t('hours.timePlaceholder')}
      className="kv-field__input venue-hours__time"
      value={value}
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        const clock = parseClock(e.target.value);
        if (clock && clock !== value) onChange(clock);
      }}
    />
  );
}

/** Opening hours per weekday (closed toggle, open and close times) and dated exceptions. */
export function HoursEditor({
  value,
  onChange,
  showErrors,
}: {
  value: HoursState;
  onChange: (next: HoursState) => void;
  showErrors: boolean;
}) {
  const t = useT();
  const problems = showErrors ? hoursProblems(value) : {};
  const problemText = (id: string) => (problems[id] ? t(`hours.error.${problems[id]}`) : null);
  const dayRow = (day: Day) => {
    const h = value.days[day];
    const error = problemText(day);
    return (
      <fieldset
        key={day}
        className="venue-hours__day"
        aria-describedby={error ? `hours-${day}-error` : undefined}
      >
        <legend>{t(`day.${day}`)}</legend>
        <label className="venue-hours__closed">
          <input
            type="checkbox"
            checked={h.closed}
            onChange={(e) => onChange(setDay(value, day, { closed: e.target.checked }))}
          />
          {t('hours.closed')}
        </label>
        {!h.closed ? (
          <span className="venue-hours__times">
            <label>
              <span className="kv-visually-hidden">{t('hours.openFor', { day: t(`day.${day}`) })}</span>
              <ClockInput
                value={h.open}
                invalid={!!error}
                onChange={(open) => onChange(setDay(value, day, { open }))}
              />
            </label>
            <span aria-hidden="true">–</span>
            <label>
              <span className="kv-visually-hidden">{t('hours.closeFor', { day: t(`day.${day}`) })}</span>
              <ClockInput
                value={h.close}
                invalid={!!error}
                onChange={(close) => onChange(setDay(value, day, { close }))}
              />
            </label>
          </span>
        ) : null}
        {day === 'monday' ? (
          <Button size="sm" variant="ghost" onClick={() => onChange(copyDayToAll(value, 'monday'))}>
            {t('hours.copyMonday')}
          </Button>
        ) : null}
        {error ? (
          <p id={`hours-${day}-error`} className="kv-field__error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  };

  return (
    <div className="venue-hours">
      <div className="venue-hours__week">{DAYS.map(dayRow)}</div>
      <h3 className="venue-subhead">{t('hours.exceptions')}</h3>
      <p className="kv-muted">{t('hours.exceptionsHint')}</p>
      {value.exceptions.length ? (
        <ul className="venue-hours__exceptions">
          {value.exceptions.map((e, i) => {
            const dateError = problemText(`${e.key}.date`);
            const hoursError = problemText(`${e.key}.hours`);
            const n = i + 1;
            return (
              <li key={e.key} className="venue-hours__exception">
                <label className="venue-hours__field">
                  <span>{t('hours.date')}</span>
                  <input
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={10}
                    placeholder={t('hours.datePlaceholder')}
                    className="kv-field__input"
                    value={e.date}
                    aria-invalid={dateError ? true : undefined}
                    aria-label={t('hours.dateFor', { n })}
                    onChange={(ev) => onChange(setException(value, e.key, { date: ev.target.value }))}
                    onBlur={(ev) => {
                      const day = parseDay(ev.target.value);
                      if (day && day !== e.date) onChange(setException(value, e.key, { date: day }));
                    }}
                  />
                </label>
                <label className="venue-hours__closed">
                  <input
                    type="checkbox"
                    checked={e.closed}
                    onChange={(ev) => onChange(setException(value, e.key, { closed: ev.target.checked }))}
                  />
                  {t('hours.closedAllDay')}
                </label>
                {!e.closed ? (
                  <span className="venue-hours__times">
                    <ClockInput
                      value={e.open}
                      label={t('hours.exceptionOpen', { n })}
                      onChange={(open) => onChange(setException(value, e.key, { open }))}
                    />
                    <span aria-hidden="true">–</span>
                    <ClockInput
                      value={e.close}
                      label={t('hours.exceptionClose', { n })}
                      onChange={(close) => onChange(setException(value, e.key, { close }))}
                    />
                  </span>
                ) : null}
                <label className="venue-hours__field venue-hours__note">
                  <span>{t('hours.note')}</span>
                  <input
                    type="text"
                    className="kv-field__input"
                    value={e.note}
                    maxLength={100}
                    onChange={(ev) => onChange(setException(value, e.key, { note: ev.target.value }))}
                  />
                </label>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('hours.removeException', { n })}
                  onClick={() => onChange(removeException(value, e.key))}
                >
                  {t('common.remove')}
                </Button>
                {dateError || hoursError ? (
                  <p className="kv-field__error">{dateError ?? hoursError}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        disabled={value.exceptions.length >= MAX_EXCEPTIONS}
        onClick={() => onChange(addException(value, todayIso()))}
      >
        {t('hours.addException')}
      </Button>
    </div>
  );
}
