import { useIntl } from 'react-intl';
import type { AuditEntry } from '@konstvagg/contracts/vocabulary';

/** Audit entries as a list: who, what, when, why. */
export function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  const intl = useIntl();
  return (
    <ol className="adm-audit" aria-label={intl.formatMessage({ id: 'audit.title' })}>
      {entries.map((entry) => (
        <li key={entry.id} className="adm-audit__item" data-testid="audit-entry">
          <p className="adm-audit__what">
            <strong>{actionLabel(intl, entry.action)}</strong> · {entry.target_kind} {entry.target_id}
          </p>
          <p className="adm-audit__meta">
            {intl.formatMessage({ id: 'audit.by' }, { who: entry.actor_email })} ·{' '}
            <time dateTime={entry.at}>
              {intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </p>
          {entry.reason ? (
            <p className="adm-audit__why">{intl.formatMessage({ id: 'audit.why' }, { why: entry.reason })}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function actionLabel(intl: ReturnType<typeof useIntl>, action: string): string {
  const id = `audit.action.${action}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : action;
}
