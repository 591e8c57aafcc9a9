import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { createRequest, listVenues, myArtworks } from '@konstvagg/contracts/endpoints';
import { ApiError, Button, call, useApiData, useApiList, useLanguage, useToast } from '@konstvagg/ui';
import { FormAlert, SelectField, TextAreaField, TextField } from '@konstvagg/ui/forms';
import { useT } from '../../../common/text.tsx';
import { StudioTabs } from '../../../common/StudioTabs.tsx';
import { Modal } from './Modal.tsx';
import { VenuePickerMap } from './VenuePickerMap.tsx';
import { citiesOf, proposalConflict, type ExhibitionView, type VenueChoice } from '../model.ts';

/** GET /venues answers at most this many per page: enough for a city, and the search narrows. */
const VENUE_PAGE = 100;

/** Waits until the value has stood still for `ms` (the venue search asks the server as one types). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** "Propose a work to a venue": one of my available works, a venue from the list or the map, a message. */
export function ProposeDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (created: ExhibitionView) => void;
}) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="exh-propose-title" wide>
      {open ? <ProposeForm onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function ProposeForm({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (created: ExhibitionView) => void;
}) {
  const t = useT();
  const toast = useToast();
  const { language } = useLanguage();
  const works = useApiList(myArtworks, 'artworks', { query: { status: 'available' } }, { every: true });
  const everyVenue = useApiData(listVenues, { query: { limit: VENUE_PAGE } });
  const [artworkId, setArtworkId] = useState('');
  const [venueId, setVenueId] = useState<string | null>(null);
  const [city, setCity] = useState('');
  const [search, setSearch] = useState('');
  const [view, setView] = useState<'list' | 'map'>('list');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const q = useSettled(search.trim(), 300);
  const filtered = useApiData(listVenues, {
    query: { limit: VENUE_PAGE, city: city || undefined, q: q || undefined },
  });

  const available = useMemo(() => works.items.filter((a) => a.status === 'available'), [works.items]);
  const cities = useMemo(
    () => citiesOf(everyVenue.data?.venues ?? [], language),
    [everyVenue.data, language],
  );
  const venues: VenueChoice[] = filtered.data?.venues ?? [];
  const known = new Map<string, VenueChoice>(
    [...(everyVenue.data?.venues ?? []), ...venues].map((v) => [v.id, v]),
  );
  const chosen = venueId ? known.get(venueId) : undefined;
  const work = available.find((a) => a.id === artworkId);

  const workError = tried && !work ? t('exhibitions.propose.error.pickWork') : null;
  const venueError = tried && !chosen ? t('exhibitions.propose.error.pickVenue') : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setProblem(null);
    if (!work || !chosen) return;
    setBusy(true);
    try {
      const created = await call(createRequest, {
        body: {
          artwork_id: work.id,
          venue_id: chosen.id,
          ...(message.trim() ? { message: message.trim() } : {}),
        },
      });
      toast.success(t('exhibitions.propose.sent', { title: work.title, venue: chosen.venue_name }));
      onDone(created);
    } catch (err) {
      const conflict = err instanceof ApiError && err.status === 409 ? proposalConflict(err.code) : null;
      setProblem(
        conflict
          ? t(`exhibitions.propose.error.${conflict}`)
          : err instanceof ApiError && err.message
            ? err.message
            : t('exhibitions.actionError'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="exh-propose">
      <h2 id="exh-propose-title" className="exh-dialog__title">
        {t('exhibitions.propose')}
      </h2>
      <p>{t('exhibitions.propose.text')}</p>
      {problem ? <FormAlert>{problem}</FormAlert> : null}

      {works.error ? (
        <FormAlert
          action={
            <Button size="sm" variant="secondary" onClick={works.reload}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('exhibitions.propose.worksError')}
        </FormAlert>
      ) : works.data && available.length === 0 ? (
        <p className="kv-alert" role="status">
          {t('exhibitions.propose.noWorks')}
        </p>
      ) : (
        <SelectField
          label={t('exhibitions.propose.work')}
          value={artworkId}
          onChange={(e) => setArtworkId(e.target.value)}
          error={workError}
          aria-busy={!works.data}
          required
          data-autofocus
        >
          <option value="">{works.data ? t('exhibitions.propose.pickWork') : t('common.loading')}</option>
          {available.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </SelectField>
      )}

      <fieldset className="exh-venues">
        <legend className="kv-field__label">{t('exhibitions.propose.venue')}</legend>
        <div className="exh-venues__filters">
          <SelectField
            label={t('exhibitions.propose.city')}
            value={city}
            onChange={(e) => setCity(e.target.value)}
          >
            <option value="">{t('exhibitions.propose.allCities')}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('exhibitions.propose.search')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <StudioTabs
          className="exh-venues__view"
          label={t('exhibitions.propose.view')}
          tabs={['list', 'map'] as const}
          current={view}
          onChoose={setView}
          name={(v) => t(`exhibitions.propose.${v}`)}
        />
        {filtered.error ? (
          <FormAlert
            action={
              <Button size="sm" variant="secondary" onClick={filtered.reload}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('exhibitions.propose.venuesError')}
          </FormAlert>
        ) : view === 'map' ? (
          <VenuePickerMap venues={venues} chosen={venueId} onPick={setVenueId} />
        ) : !filtered.data ? (
          <p className="kv-muted">{t('common.loading')}</p>
        ) : venues.length === 0 ? (
          <p className="kv-muted" role="status">
            {t('exhibitions.propose.noVenues')}
          </p>
        ) : (
          <div
            className="exh-venues__list"
            role="radiogroup"
            aria-label={t('exhibitions.propose.venues')}
            aria-busy={filtered.loading}
            aria-invalid={venueError ? true : undefined}
            aria-describedby={venueError ? 'exh-venue-error' : undefined}
          >
            {venues.map((v) => (
              <label key={v.id} className="exh-venue">
                <input
                  type="radio"
                  name="exh-venue"
                  value={v.id}
                  checked={venueId === v.id}
                  onChange={() => setVenueId(v.id)}
                />
                <span>
                  <strong>{v.venue_name}</strong>
                  <span className="kv-muted">
                    {' '}
                    {v.address}, {v.city}
                  </span>
                </span>
              </label>
            ))}
          </div>
        )}
        <p
          className={
            venueError ? 'kv-field__error' : chosen ? 'exh-venues__chosen' : 'exh-venues__chosen kv-muted'
          }
          id="exh-venue-error"
          role="status"
        >
          {chosen
            ? t('exhibitions.propose.chosen', { venue: chosen.venue_name, city: chosen.city })
            : (venueError ?? t('exhibitions.propose.noneChosen'))}
        </p>
      </fieldset>

      <TextAreaField
        label={t('exhibitions.propose.message')}
        value={message}
        onChange={setMessage}
        maxLength={1000}
        rows={3}
      />
      <div className="studio-work__actions exh-dialog__buttons">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('exhibitions.dialog.close')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('exhibitions.propose.send')}
        </Button>
      </div>
    </form>
  );
}
