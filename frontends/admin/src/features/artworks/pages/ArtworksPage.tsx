import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { AdminArtwork, ArtworkStatus } from '@konstvagg/contracts/vocabulary';
import { adminArtworks } from '@konstvagg/contracts/endpoints';
import { CATEGORIES } from '@konstvagg/contracts/vocabulary';
import { formatPrice } from '@konstvagg/rules';
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
  type ResponseOf,
} from '@konstvagg/ui';
import { artworkImages, useArtworkText } from '@konstvagg/ui/artwork';
import { SelectField, TextField } from '@konstvagg/ui/forms';
import { ArtworkTabs } from '../components/ArtworkTabs.tsx';
import { statusTone } from '../../../common/artwork-status.ts';
import {
  ARTWORK_SORT_KEYS,
  STATUS_FILTERS,
  artworkListParams,
  artworkListQuery,
  parseArtworkListState,
  sortArtworks,
  toggleArtworkSort,
  withArtworkFilter,
  type ArtworkListState,
  type ArtworkSortKey,
} from '../listState.ts';
import { UNPUBLISH_REASON_MAX, UNPUBLISH_REASON_MIN, unpublishArtwork } from '../api/actions.ts';
import { ReasonDialog } from '../../../common/dialogs/ReasonDialog.tsx';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import '../artworks.css';
import { formatDate } from '../../../common/format/dates.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * GET /admin/artworks answers the whole list, or with status=pending_review the review queue (its
 * contract is the union of the two); this page never asks for pending_review, so it reads the list.
 */
type AdminArtworkList = Extract<ResponseOf<'adminArtworks'>, { artworks: { can_unpublish: boolean }[] }>;

/**
 * /admin/artworks: every work of every status, searchable and filterable, with the state in the
 * URL; a public work can be unpublished with a reason. The review queue is the second tab.
 */
export default function Artworks() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { text, lang } = useArtworkText();
  useDocumentTitle(t('artworks.title'));
  const [params, setParams] = useSearchParams();
  const state = parseArtworkListState(params);
  const [typed, setTyped] = useState(state.q);
  const answer = useApiData(adminArtworks, { query: artworkListQuery(state) });
  const { error, loading, reload } = answer;
  const data = answer.data as AdminArtworkList | undefined;
  const [unpublishing, setUnpublishing] = useState<AdminArtwork | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const statusLabel = (status: ArtworkStatus) =>
    status === 'delivered' ? t('artworks.status.delivered') : text.status[status];

  function go(next: ArtworkListState, replace = false) {
    setParams(artworkListParams(next), { replace });
  }

  // Search as you type: the URL (and the request) follows the field after a pause.
  useEffect(() => {
    if (typed.trim() === state.q.trim()) return;
    const timer = setTimeout(() => go(withArtworkFilter(state, { q: typed }), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  async function unpublish(work: AdminArtwork, reason: string) {
    await unpublishArtwork(work.id, reason);
    setUnpublishing(null);
    setNotice(t('unpublish.done', { title: work.title }));
    reload();
  }

  const rows = data ? sortArtworks(data.artworks, state.sort, state.dir, statusLabel) : [];
  const artistName = state.artist ? data?.artworks[0]?.artist_name : undefined;

  return (
    <Container>
      <PageHeader title={t('artworks.title')} description={t('artworks.listDescription')} />
      <ArtworkTabs />
      <p role="status" className={notice ? 'adm-notice adm-notice--ok' : 'adm-notice'}>
        {notice ?? ''}
      </p>
      <form className="adm-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t('artworks.search')}
          hint={t('artworks.searchHint')}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={100}
        />
        <SelectField
          label={t('artworks.filter.status')}
          value={state.status ?? ''}
          onChange={(e) =>
            go(withArtworkFilter(state, { status: (e.target.value || null) as ArtworkListState['status'] }))
          }
        >
          <option value="">{t('users.filter.all')}</option>
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('artworks.filter.category')}
          value={state.category ?? ''}
          onChange={(e) =>
            go(
              withArtworkFilter(state, {
                category: (e.target.value || null) as ArtworkListState['category'],
              }),
            )
          }
        >
          <option value="">{t('users.filter.all')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {text.category[category]}
            </option>
          ))}
        </SelectField>
      </form>
      {state.artist ? (
        <p className="adm-artist-filter">
          {artistName ? t('artworks.byArtist', { name: artistName }) : t('artworks.oneArtist')}{' '}
          <Button size="sm" variant="ghost" onClick={() => go(withArtworkFilter(state, { artist: null }))}>
            {t('artworks.allArtists')}
          </Button>
        </p>
      ) : null}
      {loading && !data ? <PageLoading /> : null}
      {error ? (
        <EmptyState
          headingLevel={2}
          title={t('artworks.error.title')}
          action={<Button onClick={reload}>{t('queue.retry')}</Button>}
        >
          {error instanceof ApiError ? error.message : t('queue.error.text')}
        </EmptyState>
      ) : null}
      {data && !error && rows.length === 0 ? (
        <EmptyState headingLevel={2} title={t('artworks.none.title')}>
          {t('users.none.text')}
        </EmptyState>
      ) : null}
      {data && !error && rows.length > 0 ? (
        <>
          <p className="adm-count" aria-live="polite">
            {t('artworks.count', { count: data.pagination.total })}
          </p>
          <table className="adm-table adm-artworks" aria-busy={loading}>
            <caption className="kv-visually-hidden">{t('artworks.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="kv-visually-hidden">{t('artworks.col.image')}</span>
                </th>
                {ARTWORK_SORT_KEYS.map((key: ArtworkSortKey) => {
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
                        onClick={() => go(toggleArtworkSort(state, key), true)}
                      >
                        {t(`artworks.col.${key}`)}
                        <span aria-hidden="true">{active ? (state.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    </th>
                  );
                })}
                <th scope="col">{t('artworks.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((work) => {
                const image = artworkImages(work)[0];
                return (
                  <tr key={work.id} data-testid="artwork-row">
                    <td className="adm-artworks__thumb">
                      {image ? (
                        <img src={image.thumbSrc} alt="" width={56} height={56} loading="lazy" />
                      ) : (
                        <span className="adm-artworks__noimage">{text.noImage}</span>
                      )}
                    </td>
                    <td data-label={t('artworks.col.title')}>
                      {work.is_public ? (
                        <Link to={`/artworks/${encodeURIComponent(work.id)}`}>{work.title}</Link>
                      ) : (
                        <span>
                          {work.title}{' '}
                          <span className="adm-artworks__private">{t('artworks.notPublic')}</span>
                        </span>
                      )}
                    </td>
                    <td data-label={t('artworks.col.artist')}>
                      <Link to={`/admin/artworks?artist=${encodeURIComponent(work.artist_id)}`}>
                        {work.artist_name}
                      </Link>
                    </td>
                    <td data-label={t('artworks.col.status')}>
                      <Badge tone={statusTone(work.status)}>{statusLabel(work.status)}</Badge>
                      {work.hidden ? (
                        <>
                          {' '}
                          <Badge tone="danger">{t('artworks.hidden')}</Badge>
                        </>
                      ) : null}
                      {work.status === 'draft' && work.rejection_reason ? (
                        <p className="adm-artworks__reason">
                          {t('artworks.reason', { reason: work.rejection_reason })}
                        </p>
                      ) : null}
                    </td>
                    <td className="adm-artworks__nowrap" data-label={t('artworks.col.price')}>
                      {formatPrice(work.price_eur, lang)}
                    </td>
                    <td className="adm-artworks__nowrap" data-label={t('artworks.col.updated')}>
                      {formatDate(work.updated_at, intl.locale)}
                    </td>
                    <td className="adm-artworks__nowrap" data-label={t('artworks.col.actions')}>
                      {work.can_unpublish ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setUnpublishing(work)}
                          aria-label={t('unpublish.label', { title: work.title })}
                        >
                          {t('unpublish.button')}
                        </Button>
                      ) : work.unpublish_refusal ? (
                        // Why not, in place of the button (issue 38: a bare "–" said nothing).
                        <span className="adm-artworks__why" data-testid="unpublish-why">
                          {t(`unpublish.why.${work.unpublish_refusal}`)}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
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
      {unpublishing ? (
        <ReasonDialog
          title={t('unpublish.title', { title: unpublishing.title })}
          text={t('unpublish.text')}
          label={t('unpublish.reason')}
          submit={t('unpublish.submit')}
          min={UNPUBLISH_REASON_MIN}
          max={UNPUBLISH_REASON_MAX}
          onClose={() => setUnpublishing(null)}
          onSubmit={(reason) => unpublish(unpublishing, reason)}
        />
      ) : null}
    </Container>
  );
}
