import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { listUsers } from '@konstvagg/contracts/endpoints';
import {
  ApiError,
  Badge,
  Button,
  Container,
  EmptyState,
  PageHeader,
  PageLoading,
  useApiData,
  useDocumentTitle,
} from '@konstvagg/ui';
import { SelectField, TextField } from '@konstvagg/ui/forms';
import {
  SORT_KEYS,
  USER_ROLES,
  USER_STATUSES,
  parseUserListState,
  sortUsers,
  toggleSort,
  userListParams,
  userListQuery,
  withFilter,
  type SortKey,
  type UserListState,
} from '../listState.ts';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import { formatDate } from '../../../common/format/dates.ts';

export const SEARCH_DEBOUNCE_MS = 300;

/** /admin/users: every account, searchable and filterable; the state lives in the URL. */
export default function UsersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t('users.title'));
  const [params, setParams] = useSearchParams();
  const state = parseUserListState(params);
  const [typed, setTyped] = useState(state.q);
  const { data, error, loading, reload } = useApiData(listUsers, { query: userListQuery(state) });

  function go(next: UserListState, replace = false) {
    setParams(userListParams(next), { replace });
  }

  // Search as you type: the URL (and the request) follows the field after a pause.
  useEffect(() => {
    if (typed.trim() === state.q.trim()) return;
    const timer = setTimeout(() => go(withFilter(state, { q: typed }), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const rows = data ? sortUsers(data.users, state.sort, state.dir) : [];
  const columns: SortKey[] = [...SORT_KEYS];

  return (
    <Container>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <form className="adm-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t('users.search')}
          hint={t('users.searchHint')}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={100}
        />
        <SelectField
          label={t('users.filter.role')}
          value={state.role ?? ''}
          onChange={(e) => go(withFilter(state, { role: (e.target.value || null) as UserListState['role'] }))}
        >
          <option value="">{t('users.filter.all')}</option>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('users.filter.status')}
          value={state.status ?? ''}
          onChange={(e) =>
            go(withFilter(state, { status: (e.target.value || null) as UserListState['status'] }))
          }
        >
          <option value="">{t('users.filter.all')}</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
      </form>
      {loading && !data ? <PageLoading /> : null}
      {error ? (
        <EmptyState
          headingLevel={2}
          title={t('users.error.title')}
          action={<Button onClick={reload}>{t('queue.retry')}</Button>}
        >
          {error instanceof ApiError ? error.message : t('users.error.text')}
        </EmptyState>
      ) : null}
      {data && !error && rows.length === 0 ? (
        <EmptyState headingLevel={2} title={t('users.none.title')}>
          {t('users.none.text')}
        </EmptyState>
      ) : null}
      {data && !error && rows.length > 0 ? (
        <>
          <p className="adm-count" aria-live="polite">
            {t('users.count', { count: data.pagination.total })}
          </p>
          <table className="adm-table" aria-busy={loading}>
            <caption className="kv-visually-hidden">{t('users.caption')}</caption>
            <thead>
              <tr>
                {columns.map((key) => {
                  const active = state.sort === key;
                  return (
                    <th
                      key={key}
                      scope="col"
                      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      <button
                        type="button"
                        className="adm-sort"
                        onClick={() => go(toggleSort(state, key), true)}
                      >
                        {t(`users.col.${key}`)}
                        <span aria-hidden="true">{active ? (state.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.id} data-testid="user-row">
                  <td data-label={t('users.col.name')}>
                    <Link to={`/admin/users/${encodeURIComponent(user.id)}`}>{user.name || user.email}</Link>
                  </td>
                  <td data-label={t('users.col.email')}>{user.email}</td>
                  <td data-label={t('users.col.role')}>{t(`role.${user.role}`)}</td>
                  <td data-label={t('users.col.status')}>
                    <Badge tone={user.status === 'suspended' ? 'danger' : 'success'}>
                      {t(`status.${user.status}`)}
                    </Badge>
                  </td>
                  <td data-label={t('users.col.verified')}>
                    {user.profile ? t(user.profile.is_verified ? 'verified.yes' : 'verified.no') : '–'}
                  </td>
                  <td data-label={t('users.col.joined')}>{formatDate(user.created_at, intl.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {data && (state.cursor || data.pagination.hasMore) ? (
        <nav className="adm-pager" aria-label={t('users.pages')}>
          {state.cursor ? (
            <Button variant="secondary" onClick={() => go({ ...state, cursor: null })}>
              {t('users.firstPage')}
            </Button>
          ) : null}
          {data.pagination.hasMore && data.pagination.nextCursor ? (
            <Button variant="secondary" onClick={() => go({ ...state, cursor: data.pagination.nextCursor })}>
              {t('users.nextPage')}
            </Button>
          ) : null}
        </nav>
      ) : null}
    </Container>
  );
}
