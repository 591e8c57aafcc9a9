import { MESSAGE_NUMBERS, formatPrice } from '@konstvagg/rules';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ARTWORK_STATUSES } from '@konstvagg/contracts/vocabulary';
import type { Artwork, ArtworkStatus } from '@konstvagg/contracts';
import { deleteArtwork, myArtworks, submitArtwork, withdrawArtwork } from '@konstvagg/contracts/endpoints';
import {
  ApiError,
  Badge,
  Button,
  Container,
  EmptyState,
  LinkButton,
  PageHeader,
  call,
  useApiList,
  useDocumentTitle,
  useLanguage,
  useToast,
  type BadgeTone,
} from '@konstvagg/ui';
import { LoadError, LoadingLines, useT } from '../../../common/text.tsx';
import { StudioTabs, TabItems } from '../../../common/StudioTabs.tsx';
import '../../../artist.css';

type Action = 'submit' | 'relist' | 'withdraw' | 'delete';

/** What a work's own artist may do in each status (docs/decisions.md#artist-studio). */
export function allowedActions(status: ArtworkStatus): { edit: boolean; actions: Action[] } {
  switch (status) {
    case 'draft':
      return { edit: true, actions: ['submit', 'delete'] };
    case 'pending_review':
      return { edit: true, actions: ['withdraw', 'delete'] };
    case 'available':
      return { edit: true, actions: ['withdraw', 'delete'] };
    case 'unavailable':
      return { edit: true, actions: ['relist', 'delete'] };
    case 'exhibited':
      // Only the terms (price, commission, size) may change while it hangs.
      return { edit: true, actions: [] };
    default:
      return { edit: false, actions: [] };
  }
}

const TONE: Record<ArtworkStatus, BadgeTone> = {
  draft: 'neutral',
  pending_review: 'warning',
  available: 'success',
  exhibited: 'accent',
  reserved: 'warning',
  sold: 'accent',
  delivered: 'neutral',
  unavailable: 'neutral',
};

/** Relisting a withdrawn work submits it for review again. */
function request(action: Action, id: string) {
  const params = { id };
  if (action === 'delete') return call(deleteArtwork, { params });
  return call(action === 'withdraw' ? withdrawArtwork : submitArtwork, { params });
}

export default function Artworks() {
  const t = useT();
  const { language } = useLanguage();
  const toast = useToast();
  useDocumentTitle(t('artworks.title'));
  // Every work, page after page: the tabs and the search work on the whole list.
  const list = useApiList(myArtworks, 'artworks', undefined, { every: true });
  const [tab, setTab] = useState<ArtworkStatus | 'all'>('all');
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Artwork | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  const data = list.data;
  const works = list.items;
  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase(language);
    return works.filter(
      (a) => (tab === 'all' || a.status === tab) && (!q || a.title.toLocaleLowerCase(language).includes(q)),
    );
  }, [works, tab, query, language]);

  const run = async (action: Action, work: Artwork) => {
    setBusy(work.id);
    setProblem(null);
    try {
      await request(action, work.id);
      toast.success(t(`artworks.done.${action}`, { title: work.title }));
      list.reload();
    } catch (err) {
      // The server says why in the reader's language (email_unverified, a 409 on a changed status).
      setProblem(err instanceof ApiError && err.message ? err.message : t('artworks.actionError'));
    } finally {
      setBusy(null);
    }
  };

  const askDelete = (work: Artwork) => {
    setDeleting(work);
    dialog.current?.showModal();
  };
  const closeDialog = () => {
    dialog.current?.close();
    setDeleting(null);
  };

  const tabs: (ArtworkStatus | 'all')[] = [
    'all',
    ...ARTWORK_STATUSES.filter((s) => (data?.counts[s] ?? 0) > 0 || s === tab),
  ];

  return (
    <Container>
      <PageHeader
        title={t('artworks.title')}
        description={t('artworks.description')}
        actions={<LinkButton to="/artist/artworks/create">{t('action.upload')}</LinkButton>}
      />
      {list.error ? <LoadError what="artworks.loadError" error={list.error} retry={list.reload} /> : null}
      {data && data.pagination.total === 0 ? (
        <EmptyState
          title={t('artworks.empty.title')}
          action={<LinkButton to="/artist/artworks/create">{t('action.upload')}</LinkButton>}
        >
          {t('artworks.empty.text', MESSAGE_NUMBERS)}
        </EmptyState>
      ) : (
        <section aria-labelledby="studio-works-title">
          <h2 id="studio-works-title" className="kv-visually-hidden">
            {t('artworks.listTitle')}
          </h2>
          {data ? (
            <>
              <StudioTabs
                label={t('artworks.tabs')}
                tabs={tabs}
                current={tab}
                onChoose={setTab}
                name={(s) => (s === 'all' ? t('artworks.tab.all') : t(`status.${s}`))}
                count={(s) => (s === 'all' ? data.pagination.total : (data.counts[s] ?? 0))}
              />
              <div className="kv-field" style={{ maxWidth: '24rem', marginBottom: 'var(--kv-space-4)' }}>
                <label className="kv-field__label" htmlFor="studio-search">
                  {t('artworks.search')}
                </label>
                <input
                  id="studio-search"
                  className="kv-field__input"
                  type="search"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </div>
              <TabItems problem={problem} count={shown.length} empty={t('artworks.noMatch')}>
                <ul className="studio-works" aria-busy={list.loading}>
                  {shown.map((work) => {
                    const { edit, actions } = allowedActions(work.status);
                    const image = work.images[0];
                    return (
                      <li key={work.id} className="kv-card studio-work">
                        {image ? <img src={image.thumb_url || image.url} alt="" loading="lazy" /> : <span />}
                        <div>
                          <h3>{work.title}</h3>
                          <div className="studio-work__meta">
                            <span>{formatPrice(work.price, language)}</span>
                            <Badge tone={TONE[work.status]}>{t(`status.${work.status}`)}</Badge>
                          </div>
                          {work.status === 'draft' && work.rejection_reason ? (
                            <p className="studio-work__rejected" role="note">
                              {t('artworks.rejected', { reason: work.rejection_reason })}
                            </p>
                          ) : null}
                          <div
                            className="studio-work__actions"
                            role="group"
                            aria-label={t('artworks.actionsFor', { title: work.title })}
                          >
                            {edit ? (
                              <Link
                                className="kv-button kv-button--secondary kv-button--sm"
                                to={`/artist/artworks/edit/${encodeURIComponent(work.id)}`}
                              >
                                {t('artworks.action.edit')}
                              </Link>
                            ) : null}
                            {actions.map((action) => (
                              <Button
                                key={action}
                                size="sm"
                                variant={action === 'delete' ? 'ghost' : 'secondary'}
                                disabled={busy === work.id}
                                onClick={() =>
                                  action === 'delete' ? askDelete(work) : void run(action, work)
                                }
                              >
                                {t(`artworks.action.${action}`)}
                              </Button>
                            ))}
                          </div>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </TabItems>
            </>
          ) : list.error ? null : (
            <LoadingLines lines={4} />
          )}
        </section>
      )}
      <dialog
        ref={dialog}
        className="studio-dialog"
        aria-labelledby="studio-delete-title"
        onClose={() => setDeleting(null)}
      >
        {deleting ? (
          <>
            <h2 id="studio-delete-title" style={{ marginTop: 0 }}>
              {t('artworks.confirmDelete.title', { title: deleting.title })}
            </h2>
            <p>{t('artworks.confirmDelete.text')}</p>
            <div className="studio-work__actions">
              <Button variant="secondary" onClick={closeDialog} autoFocus>
                {t('common.cancel')}
              </Button>
              <Button
                onClick={() => {
                  const work = deleting;
                  closeDialog();
                  void run('delete', work);
                }}
              >
                {t('artworks.action.delete')}
              </Button>
            </div>
          </>
        ) : null}
      </dialog>
    </Container>
  );
}
