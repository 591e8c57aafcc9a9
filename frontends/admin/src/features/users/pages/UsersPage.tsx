import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { listUsers } from '@konstvagg/contracts/endpoints';
import { Badge, Container, PageHeader, useApiData, useDocumentTitle } from '@konstvagg/ui';
import { SelectField } from '@konstvagg/ui/forms';
import { useListState } from '@konstvagg/ui/list';
import {
  SORT_KEYS,
  USER_ROLES,
  USER_STATUSES,
  sortUsers,
  userList,
  type UserListState,
} from '../listState.ts';
import { ConsoleTable } from '../../../common/components/ConsoleTable.tsx';
import { ListSearchField } from '../../../common/components/ListSearchField.tsx';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import { formatDate } from '../../../common/format/dates.ts';
import { Email } from '../../../common/components/Email.tsx';

/** /admin/users: every account, searchable and filterable; the state lives in the URL. */
export default function UsersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useDocumentTitle(t('users.title'));
  const list = useListState(userList);
  const { state } = list;
  const answer = useApiData(listUsers, { query: userList.query(state) });
  const { data } = answer;
  const rows = data ? sortUsers(data.users, state.sort, state.dir) : [];

  return (
    <Container>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      <form className="adm-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <ListSearchField label={t('users.search')} hint={t('users.searchHint')} search={list.search} />
        <SelectField
          label={t('users.filter.role')}
          value={state.role ?? ''}
          onChange={(e) => list.filter({ role: (e.target.value || null) as UserListState['role'] })}
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
          onChange={(e) => list.filter({ status: (e.target.value || null) as UserListState['status'] })}
        >
          <option value="">{t('users.filter.all')}</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </SelectField>
      </form>
      <ConsoleTable
        list={list}
        answer={answer}
        rows={rows}
        count={data && t('users.count', { count: data.pagination.total })}
        columns={SORT_KEYS.map((key) => ({ sort: key, label: t(`users.col.${key}`) }))}
        texts={{
          caption: t('users.caption'),
          errorTitle: t('users.error.title'),
          errorText: t('users.error.text'),
          emptyTitle: t('users.none.title'),
          emptyText: t('users.none.text'),
        }}
        renderRow={(user) => (
          <tr key={user.id} data-testid="user-row">
            <td data-label={t('users.col.name')}>
              <Link to={`/admin/users/${encodeURIComponent(user.id)}`}>{user.name || user.email}</Link>
            </td>
            <td data-label={t('users.col.email')}>
              <Email address={user.email} />
            </td>
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
        )}
      />
    </Container>
  );
}
