import { useIntl } from 'react-intl';
import { MESSAGE_NUMBERS } from '@konstvagg/rules';
import { Badge } from '@konstvagg/ui';

/** How long a work has waited; red once the API says it is past the review target (overdue). */
export function AgeBadge({ hours, overdue }: { hours: number; overdue: boolean }) {
  const intl = useIntl();
  const whole = Math.floor(hours);
  const values = { ...MESSAGE_NUMBERS, hours: whole, days: Math.floor(whole / 24) };
  const id = whole < 1 ? 'age.new' : whole < 48 ? 'age.hours' : 'age.days';
  return (
    <Badge tone={overdue ? 'danger' : 'neutral'} className="adm-age">
      {intl.formatMessage({ id }, values)}
      {overdue ? ` · ${intl.formatMessage({ id: 'age.overdue' }, values)}` : ''}
    </Badge>
  );
}
