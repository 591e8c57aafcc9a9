import { formatPrice } from '@konstvagg/rules';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExhibitionView, Favorite } from '@konstvagg/contracts';
import { listFavorites, removeFavorite, updateFavoriteNotes } from '@konstvagg/contracts/endpoints';
import {
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
} from '@konstvagg/ui';
import { cityName, favoriteKeys, useArtworkWords } from '@konstvagg/ui/artwork';
import { TextAreaField } from '@konstvagg/ui/forms';
import { RequestButton } from '../components/RequestButton.tsx';
import { useArtworkRequests, type RequestTarget } from '../components/RequestDialog.tsx';
import { LoadError, LoadingLines, errorText, useT } from '../../../common/text.tsx';
import '../../../venue.css';

const NOTES_MAX = 500;

/** One saved work: picture, title, artist, price, notes edited in place, remove and request. */
function FavoriteRow({
  favorite,
  open,
  onRemoved,
  onRequest,
}: {
  favorite: Favorite;
  open: ExhibitionView | undefined;
  onRemoved: () => void;
  onRequest: (target: RequestTarget) => void;
}) {
  const t = useT();
  const toast = useToast();
  const client = useQueryClient();
  const { language } = useLanguage();
  const words = useArtworkWords();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(favorite.notes);
  const [notes, setNotes] = useState(favorite.notes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const work = favorite.artwork;
  const title = work?.title ?? t('favorites.deleted');

  useEffect(() => {
    setSaved(favorite.notes);
    setNotes(favorite.notes);
  }, [favorite.notes]);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await call(updateFavoriteNotes, {
        params: { artworkId: favorite.artwork_id },
        body: { notes: notes.trim() },
      });
      setSaved(notes.trim());
      setEditing(false);
      toast.success(t('favorites.notesSaved'));
    } catch (err) {
      setError(errorText(err, t('favorites.notesError')));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await call(removeFavorite, { params: { artworkId: favorite.artwork_id } });
      // The hearts on the catalogue read the same list: let them know.
      void client.invalidateQueries({ queryKey: favoriteKeys.all });
      toast.success(t('favorites.removed', { title }));
      onRemoved();
    } catch (err) {
      setError(errorText(err, t('favorites.removeError')));
      setBusy(false);
    }
  };

  const image = work?.images.find((i) => i.is_primary) ?? work?.images[0];
  const notesId = `venue-notes-${favorite.artwork_id}`;
  return (
    <li className="kv-card venue-fav" data-artwork={favorite.artwork_id}>
      {image ? (
        <img className="venue-exh__thumb" src={image.thumb_url || image.url} alt="" loading="lazy" />
      ) : (
        <span className="venue-exh__thumb" aria-hidden="true" />
      )}
      <div className="venue-exh__body">
        <h3 className="venue-exh__title">
          {work ? <a href={`/artworks/${encodeURIComponent(work.id)}`}>{work.title}</a> : title}
        </h3>
        {work ? (
          <div className="venue-exh__meta">
            <span>{work.artist_name}</span>
            <span>{formatPrice(work.price, language)}</span>
            {work.city ? <span className="kv-muted">{cityName(work.city, words)}</span> : null}
          </div>
        ) : null}
        {editing ? (
          <form
            className="venue-form venue-notes"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <TextAreaField
              id={notesId}
              label={t('favorites.notes')}
              hint={t('favorites.notesHint', { count: notes.length, max: NOTES_MAX })}
              value={notes}
              onChange={setNotes}
              maxLength={NOTES_MAX}
              rows={3}
              autoFocus
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.preventDefault();
                  setNotes(saved);
                  setEditing(false);
                }
              }}
            />
            <div className="venue-actions">
              <Button size="sm" type="submit" busy={busy}>
                {t('favorites.saveNotes')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setNotes(saved);
                  setEditing(false);
                }}
              >
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div className="venue-notes">
            {saved ? (
              <p className="venue-notes__text">{saved}</p>
            ) : (
              <p className="kv-muted">{t('favorites.noNotes')}</p>
            )}
          </div>
        )}
        {error ? (
          <p className="venue-exh__reason" role="alert">
            {error}
          </p>
        ) : null}
        <div className="venue-actions" role="group" aria-label={t('exh.actionsFor', { title })}>
          {work ? (
            <RequestButton
              title={work.title}
              status={work.status}
              open={open}
              onRequest={() => onRequest({ id: work.id, title: work.title, artist_name: work.artist_name })}
            />
          ) : null}
          {!editing ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditing(true)}
              // The visible words start the name (WCAG 2.5.3): a voice user says what they see.
              aria-label={t(saved ? 'favorites.editNotesFor' : 'favorites.addNotesFor', { title })}
            >
              {t(saved ? 'favorites.editNotes' : 'favorites.addNotes')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => void remove()}
            aria-label={t('favorites.removeFor', { title })}
          >
            {t('common.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

export default function Favorites() {
  const t = useT();
  useDocumentTitle(t('favorites.title'));
  // Every favourite and every exhibition, page after page: the page counts and matches them all.
  const list = useApiList(listFavorites, 'favorites', undefined, { every: true });
  const requests = useArtworkRequests();
  const { open } = requests;
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const favorites = list.items.filter((f) => !removed.has(f.artwork_id));
  const empty = Boolean(list.data) && favorites.length === 0;

  return (
    <Container>
      <PageHeader
        title={t('favorites.title')}
        description={t('favorites.description')}
        // With no favourites the empty state offers the way to browse: once, not twice.
        actions={
          empty ? undefined : (
            <LinkButton to="/venue/browse" variant="secondary">
              {t('action.browse')}
            </LinkButton>
          )
        }
      />
      {list.error ? <LoadError what="favorites.loadError" error={list.error} retry={list.reload} /> : null}
      {empty ? (
        <EmptyState
          title={t('favorites.empty.title')}
          action={<LinkButton to="/venue/browse">{t('action.browse')}</LinkButton>}
        >
          {t('favorites.empty.text')}
        </EmptyState>
      ) : (
        <section aria-labelledby="venue-fav-title">
          <h2 id="venue-fav-title" className="venue-subhead">
            {list.data ? t('favorites.count', { count: favorites.length }) : t('favorites.listTitle')}
          </h2>
          {list.data ? (
            <ul className="venue-exh-list">
              {favorites.map((f) => (
                <FavoriteRow
                  key={f.artwork_id}
                  favorite={f}
                  open={open.get(f.artwork_id)}
                  onRemoved={() => setRemoved((s) => new Set(s).add(f.artwork_id))}
                  onRequest={requests.ask}
                />
              ))}
            </ul>
          ) : list.error ? null : (
            <LoadingLines lines={4} />
          )}
        </section>
      )}
      {requests.dialog}
    </Container>
  );
}
