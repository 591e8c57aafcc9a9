import { useEffect, useRef, useState } from 'react';
import { useT } from '../../messages/index.ts';
import { useNearScreen } from '../useNearScreen.ts';
import { osmLink, type MapPoint } from './points.ts';
import type { MountedMap } from './leaflet-map.ts';
import './map.css';

/** Distance below the screen at which the map starts loading, so it is ready when it arrives. */
const LOAD_MARGIN = '300px 0px';

/**
 * A Leaflet map with OpenStreetMap tiles. Leaflet and its CSS load only when the map scrolls near
 * the screen (an IntersectionObserver, then a dynamic import), never with the first page: on the
 * artwork page the map is far below the fold, and Leaflet is ~42 KB gzip a phone would otherwise
 * download before the visitor scrolls (issue 14). The page works without the map: when the tiles
 * (or Leaflet) cannot load, the pin still shows on a plain background with a note saying so, and
 * the "Open in OpenStreetMap" link is always there. The map never holds the keyboard: Tab moves on;
 * while it has focus, arrows pan and + / - zoom.
 */
export function VenueMap({
  points,
  label,
  linkText,
  className,
}: {
  points: readonly MapPoint[];
  /** Accessible name of the map region, e.g. "Map showing Café Pascal". */
  label: string;
  /** Text of the link in a list map's popups. */
  linkText?: string;
  className?: string;
}) {
  const t = useT();
  const canvas = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const near = useNearScreen(canvas, LOAD_MARGIN);
  const key = points.map((p) => `${p.id}:${p.lat},${p.lng}`).join('|');

  useEffect(() => {
    if (!near) return;
    let mounted: MountedMap | undefined;
    let cancelled = false;
    import('./leaflet-map.ts').then(
      ({ mountMap }) => {
        if (cancelled || !canvas.current) return;
        mounted = mountMap(canvas.current, {
          points,
          linkText,
          onTiles: setTilesFailed,
          zoomIn: t('map.zoomIn'),
          zoomOut: t('map.zoomOut'),
        });
        setLeaflet('ready');
      },
      () => {
        if (!cancelled) setLeaflet('failed');
      },
    );
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
    // The points are compared by their key: a new array with the same places keeps the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, linkText, near]);

  const single = points.length === 1 ? points[0] : undefined;
  const note = leaflet === 'failed' ? t('map.unavailable') : tilesFailed ? t('map.tilesUnavailable') : '';

  return (
    <div className={['mp-map', className].filter(Boolean).join(' ')}>
      <div className="mp-map__frame" data-state={leaflet} data-tiles={tilesFailed ? 'failed' : 'ok'}>
        {/* Leaflet owns this element's children; React renders nothing inside it. */}
        <div ref={canvas} className="mp-map__canvas" role="region" aria-label={label} />
        {leaflet !== 'ready' && (
          <div className="mp-map__fallback" aria-hidden="true">
            <span className="mp-map__pin mp-map__pin--static">
              <span />
            </span>
          </div>
        )}
      </div>
      <p className="mp-map__note" role="status">
        {note}
      </p>
      {single && (
        <p className="mp-map__links">
          <a href={osmLink(single)} target="_blank" rel="noopener noreferrer">
            {t('map.openInOsm')}
            <span className="kv-visually-hidden"> {t('artist.opensNewTab')}</span>
          </a>
        </p>
      )}
    </div>
  );
}
