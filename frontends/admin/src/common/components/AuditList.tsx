import { useIntl } from 'react-intl';
import type { AuditEntry } from '@konstvagg/contracts/vocabulary';
import { formatDateTime } from '../format/dates.ts';

/**
 * Audit entries as a list: who, what, when, why. People and things are shown by name (the server
 * joins them); the email or id stays on hover (title) and is read out by screen readers.
 */
export function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  const intl = useIntl();
  return (
    <ol className="adm-audit" aria-label={intl.formatMessage({ id: 'audit.title' })}>
      {entries.map((entry) => (
        <li key={entry.id} className="adm-audit__item" data-testid="audit-entry">
          <p className="adm-audit__what">
            <strong>{actionLabel(intl, entry.action)}</strong> ·{' '}
            <Named name={entry.target_name} detail={entry.target_id} testId="audit-target" />
          </p>
          <p className="adm-audit__meta">
            {intl.formatMessage(
              { id: 'audit.by' },
              {
                who: (
                  <Named
                    key="who"
                    name={entry.actor_name}
                    detail={entry.actor_email || entry.actor_id}
                    testId="audit-actor"
                  />
                ),
              },
            )}{' '}
            · <time dateTime={entry.at}>{formatDateTime(entry.at, intl.locale)}</time>
          </p>
          {entry.reason ? (
            <p className="adm-audit__why">{intl.formatMessage({ id: 'audit.why' }, { why: entry.reason })}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** A name with its email or id on hover and for screen readers; the id alone when there is no name. */
function Named({ name, detail, testId }: { name: string | null; detail: string; testId: string }) {
  if (!name) return <span data-testid={testId}>{detail}</span>;
  return (
    <span title={detail} data-testid={testId}>
      {name}
      <span className="kv-visually-hidden"> ({detail})</span>
    </span>
  );
}

function actionLabel(intl: ReturnType<typeof useIntl>, action: string): string {
  const id = `audit.action.${action}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : action;
}
