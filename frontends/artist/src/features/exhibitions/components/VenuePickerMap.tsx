import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../common/text.tsx';
import { mappable, type VenueChoice } from '../model.ts';
import type { PickerMap } from './picker-map.ts';

/**
 * The propose dialog's map: one pin per venue of the current filter; choosing a pin chooses the
 * venue. Leaflet loads only when this view is opened. When it cannot load, a note says so and the
 * list view still works.
 */
export function VenuePickerMap({
  venues,
  chosen,
  onPick,
}: {
  venues: readonly VenueChoice[];
  chosen: string | null;
  onPick: (id: string) => void;
}) {
  const t = useT();
  const canvas = useRef<HTMLDivElement>(null);
  const map = useRef<PickerMap | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const chosenRef = useRef(chosen);
  chosenRef.current = chosen;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const pins = mappable(venues).map((v) => ({
    id: v.id,
    name: `${v.venue_name}, ${v.city}`,
    lat: v.latitude,
    lng: v.longitude,
  }));
  const key = pins.map((p) => p.id).join('|');

  useEffect(() => {
    let cancelled = false;
    import('./picker-map.ts').then(
      ({ mountPickerMap }) => {
        if (cancelled || !canvas.current) return;
        map.current = mountPickerMap(canvas.current, {
          pins,
          chosen: chosenRef.current,
          onPick: (id) => pick.current(id),
          onTiles: setTilesFailed,
          zoomIn: t('exhibitions.map.zoomIn'),
          zoomOut: t('exhibitions.map.zoomOut'),
        });
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      map.current?.destroy();
      map.current = null;
    };
    // The pins are compared by their ids: the same venues keep the same map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    map.current?.select(chosen);
  }, [chosen, state]);

  const note =
    state === 'failed'
      ? t('exhibitions.map.unavailable')
      : tilesFailed
        ? t('exhibitions.map.tilesUnavailable')
        : '';
  return (
    <div className="exh-map">
      <p className="kv-field__hint">{t('exhibitions.propose.mapHint')}</p>
      <div
        ref={canvas}
        className="exh-map__canvas"
        data-state={state}
        data-tiles={tilesFailed ? 'failed' : 'ok'}
        role="region"
        aria-label={t('exhibitions.propose.mapLabel')}
      />
      <p className="exh-map__note" role="status">
        {note}
      </p>
    </div>
  );
}
