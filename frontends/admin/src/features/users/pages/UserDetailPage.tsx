import { formatPrice } from '@konstvagg/rules';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { AdminUser } from '@konstvagg/contracts/vocabulary';
import { userDetail } from '@konstvagg/contracts/endpoints';
import {
  ApiError,
  Badge,
  Button,
  Container,
  PageHeader,
  PageLoading,
  StatusLineBadge,
  useApiData,
  useDocumentTitle,
} from '@konstvagg/ui';
import { useArtworkWords } from '@konstvagg/ui/artwork';
import { ReasonDialog } from '../../../common/dialogs/ReasonDialog.tsx';
import { statusTone } from '../../../common/artwork-status.ts';
import {
  SUSPEND_REASON_MAX,
  SUSPEND_REASON_MIN,
  reactivateUser,
  setVerified,
  suspendUser,
} from '../api/actions.ts';
import { AuditList } from '../../../common/components/AuditList.tsx';
import { DetailUnavailable } from '../../../common/components/LoadStates.tsx';
import { Notice, type NoticeText } from '../../../common/components/Notice.tsx';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import { formatDate, formatDateTime } from '../../../common/format/dates.ts';

type Dialog = 'suspend' | 'reactivate' | null;

/** /admin/users/{id}: the account, its profile, works, orders and audit trail, and the admin's actions. */
export default function UserDetailPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const { data, error, loading, reload } = useApiData(userDetail, { params: { id } });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<NoticeText | null>(null);
  const [busy, setBusy] = useState(false);
  const user = data?.user;
  const artworkWords = useArtworkWords();
  useDocumentTitle(user ? user.name || user.email : t('users.title'));

  function done(updated: AdminUser, message: string) {
    setDialog(null);
    setNotice({ tone: 'ok', text: t(message, { name: updated.name || updated.email }) });
    reload();
  }

  async function toggleVerified(target: AdminUser) {
    if (!target.profile) return;
    setBusy(true);
    try {
      const { user: updated } = await setVerified(target.id, !target.profile.is_verified);
      done(updated, updated.profile?.is_verified ? 'notice.verified' : 'notice.unverified');
    } catch (e) {
      setNotice({ tone: 'warn', text: e instanceof ApiError ? e.message : t('action.error') });
    } finally {
      setBusy(false);
    }
  }

  if (loading && !data) return <PageLoading />;
  if (error || !data || !user)
    return (
      <DetailUnavailable
        error={error}
        listTitle={t('users.title')}
        missing={{ title: t('user.missing'), text: t('users.none.text') }}
        failedTitle={t('users.error.title')}
        back={{ to: '/admin/users', label: t('user.back') }}
      />
    );

  const profile = user.profile;
  const publicPath = profile ? `/${profile.kind === 'artist' ? 'artists' : 'venues'}/${profile.id}` : null;

  return (
    <Container>
      <p className="adm-back">
        <Link to="/admin/users">{t('user.back')}</Link>
      </p>
      <PageHeader title={user.name || user.email} description={user.email} />
      <Notice notice={notice} />
      <section className="adm-card" aria-labelledby="adm-user-account">
        <h2 id="adm-user-account">{t('user.account')}</h2>
        <dl className="adm-facts">
          <dt>{t('users.col.role')}</dt>
          <dd>{t(`role.${user.role}`)}</dd>
          <dt>{t('users.col.status')}</dt>
          <dd data-testid="user-status">
            <Badge tone={user.status === 'suspended' ? 'danger' : 'success'}>
              {t(`status.${user.status}`)}
            </Badge>
          </dd>
          {user.status === 'suspended' && user.suspended_reason ? (
            <>
              <dt>{t('user.suspendedReason')}</dt>
              <dd>{user.suspended_reason}</dd>
            </>
          ) : null}
          <dt>{t('user.language')}</dt>
          <dd>{user.language === 'sv' ? 'Svenska' : 'English'}</dd>
          <dt>{t('user.emailVerified')}</dt>
          <dd>{t(user.email_verified ? 'verified.yes' : 'verified.no')}</dd>
          <dt>{t('users.col.joined')}</dt>
          <dd>{formatDateTime(user.created_at, intl.locale)}</dd>
        </dl>
        <div className="adm-actions">
          {user.role !== 'admin' && user.status === 'active' ? (
            <Button variant="secondary" onClick={() => setDialog('suspend')}>
              {t('user.suspend')}
            </Button>
          ) : null}
          {user.status === 'suspended' ? (
            <Button variant="secondary" onClick={() => setDialog('reactivate')}>
              {t('user.reactivate')}
            </Button>
          ) : null}
        </div>
      </section>
      {profile ? (
        <section className="adm-card" aria-labelledby="adm-user-profile">
          <h2 id="adm-user-profile">{t('user.profile')}</h2>
          <p className="adm-card__line">
            {profile.name} <Badge tone="neutral">{t(`role.${profile.kind}`)}</Badge>
            {profile.is_verified ? <Badge tone="accent">{t('user.verifiedBadge')}</Badge> : null}
          </p>
          {publicPath ? <Link to={publicPath}>{t('user.publicProfile')}</Link> : null}
          <label className="adm-switch">
            <input
              type="checkbox"
              role="switch"
              checked={profile.is_verified}
              disabled={busy}
              onChange={() => void toggleVerified(user)}
            />
            {t('user.verifiedToggle')}
          </label>
        </section>
      ) : null}
      {user.role === 'artist' ? (
        <section className="adm-card" aria-labelledby="adm-user-works">
          <h2 id="adm-user-works">{t('user.works')}</h2>
          {data.artworks.length === 0 ? <p>{t('user.noWorks')}</p> : null}
          {user.profile && data.artworks.length > 0 ? (
            <p>
              <Link to={`/admin/artworks?artist=${encodeURIComponent(user.profile.id)}`}>
                {t('user.worksInList')}
              </Link>
            </p>
          ) : null}
          <ul className="adm-list">
            {data.artworks.map((work) => (
              <li key={work.id}>
                <Link to={`/artworks/${work.id}`}>{work.title}</Link>{' '}
                <Badge tone={statusTone(work.status)}>{artworkWords.status(work.status)}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="adm-card" aria-labelledby="adm-user-orders">
        <h2 id="adm-user-orders">{t('user.orders')}</h2>
        {data.orders.length === 0 ? <p>{t('user.noOrders')}</p> : null}
        <ul className="adm-list">
          {data.orders.map((order) => (
            <li key={order.id}>
              <Link to={`/admin/transactions/${order.id}`}>{order.title}</Link> ·{' '}
              {formatPrice(order.amount, intl.locale === 'sv' ? 'sv' : 'en', order.currency)} ·{' '}
              <StatusLineBadge line={order.status_line} /> · {formatDate(order.created_at, intl.locale)}
            </li>
          ))}
        </ul>
      </section>
      <section className="adm-card" aria-labelledby="adm-user-audit">
        <h2 id="adm-user-audit">{t('user.audit')}</h2>
        {data.audit.length === 0 ? <p>{t('audit.none')}</p> : <AuditList entries={data.audit} />}
      </section>
      {dialog === 'suspend' ? (
        <ReasonDialog
          title={t('suspend.title', { name: user.name || user.email })}
          text={t('suspend.text')}
          label={t('suspend.reason')}
          submit={t('user.suspend')}
          min={SUSPEND_REASON_MIN}
          max={SUSPEND_REASON_MAX}
          onClose={() => setDialog(null)}
          onSubmit={async (reason) => done((await suspendUser(user.id, reason)).user, 'notice.suspended')}
        />
      ) : null}
      {dialog === 'reactivate' ? (
        <ReasonDialog
          title={t('reactivate.title', { name: user.name || user.email })}
          text={t('reactivate.text')}
          label={t('reactivate.note')}
          submit={t('user.reactivate')}
          min={0}
          max={SUSPEND_REASON_MAX}
          onClose={() => setDialog(null)}
          onSubmit={async (note) => done((await reactivateUser(user.id, note)).user, 'notice.reactivated')}
        />
      ) : null}
    </Container>
  );
}
