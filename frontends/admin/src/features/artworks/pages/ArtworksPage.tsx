import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AdminArtwork, ArtworkStatus } from '@konstvagg/contracts/vocabulary';
import { adminArtworks } from '@konstvagg/contracts/endpoints';
import { CATEGORIES } from '@konstvagg/contracts/vocabulary';
import { formatPrice } from '@konstvagg/rules';
import { Badge, Button, Container, PageHeader, useApiData, useDocumentTitle } from '@konstvagg/ui';
import { artworkImages, useArtworkWords } from '@konstvagg/ui/artwork';
import { SelectField } from '@konstvagg/ui/forms';
import { useListState } from '@konstvagg/ui/list';
import { ArtworkTabs } from '../components/ArtworkTabs.tsx';
import { statusTone } from '../../../common/artwork-status.ts';
import {
  ARTWORK_SORT_KEYS,
  STATUS_FILTERS,
  artworkList,
  artworkListQuery,
  sortArtworks,
  type ArtworkListState,
} from '../listState.ts';
import { UNPUBLISH_REASON_MAX, UNPUBLISH_REASON_MIN, unpublishArtwork } from '../api/actions.ts';
import { ConsoleTable } from '../../../common/components/ConsoleTable.tsx';
import { ListSearchField } from '../../../common/components/ListSearchField.tsx';
import { Notice } from '../../../common/components/Notice.tsx';
import { ReasonDialog } from '../../../common/dialogs/ReasonDialog.tsx';
import '../../../common/surfaces.css';
import '../../../common/console.css';
import '../artworks.css';
import { formatDate } from '../../../common/format/dates.ts';

/**
 * /admin/artworks: every work of every status, searchable and filterable, with the state in the
 * URL; a public work can be unpublished with a reason. The review queue is the second tab.
 */
export default function Artworks() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const words = useArtworkWords();
  const { lang } = words;
  useDocumentTitle(t('artworks.title'));
  const list = useListState(artworkList);
  const { state } = list;
  const answer = useApiData(adminArtworks, { query: artworkListQuery(state) });
  const { data, reload } = answer;
  const [unpublishing, setUnpublishing] = useState<AdminArtwork | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const statusLabel = (status: ArtworkStatus) =>
    status === 'delivered' ? t('artworks.status.delivered') : words.status(status);

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
      <Notice notice={notice === null ? null : { tone: 'ok', text: notice }} />
      <form className="adm-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <ListSearchField label={t('artworks.search')} hint={t('artworks.searchHint')} search={list.search} />
        <SelectField
          label={t('artworks.filter.status')}
          value={state.status ?? ''}
          onChange={(e) => list.filter({ status: (e.target.value || null) as ArtworkListState['status'] })}
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
            list.filter({ category: (e.target.value || null) as ArtworkListState['category'] })
          }
        >
          <option value="">{t('users.filter.all')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {words.category(category)}
            </option>
          ))}
        </SelectField>
      </form>
      {state.artist ? (
        <p className="adm-artist-filter">
          {artistName ? t('artworks.byArtist', { name: artistName }) : t('artworks.oneArtist')}{' '}
          <Button size="sm" variant="ghost" onClick={() => list.filter({ artist: null })}>
            {t('artworks.allArtists')}
          </Button>
        </p>
      ) : null}
      <ConsoleTable
        list={list}
        className="adm-artworks"
        answer={answer}
        rows={rows}
        count={data && t('artworks.count', { count: data.pagination.total })}
        columns={[
          { key: 'image', label: <span className="kv-visually-hidden">{t('artworks.col.image')}</span> },
          ...ARTWORK_SORT_KEYS.map((key) => ({ sort: key, label: t(`artworks.col.${key}`) })),
          { key: 'actions', label: t('artworks.col.actions') },
        ]}
        texts={{
          caption: t('artworks.caption'),
          errorTitle: t('artworks.error.title'),
          errorText: t('queue.error.text'),
          emptyTitle: t('artworks.none.title'),
          emptyText: t('users.none.text'),
        }}
        renderRow={(work) => {
          const image = artworkImages(work)[0];
          return (
            <tr key={work.id} data-testid="artwork-row">
              <td className="adm-artworks__thumb">
                {image ? (
                  <img src={image.thumbSrc} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <span className="adm-artworks__noimage">{words.word('artwork.noImage')}</span>
                )}
              </td>
              <td data-label={t('artworks.col.title')}>
                {work.is_public ? (
                  <Link to={`/artworks/${encodeURIComponent(work.id)}`}>{work.title}</Link>
                ) : (
                  <span>
                    {work.title} <span className="adm-artworks__private">{t('artworks.notPublic')}</span>
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
        }}
      />
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
