import { useCallback, useEffect, useRef, useState } from 'react';
import { GEOLOCATION_OPTIONS } from './rules.ts';

/**
 * Where the visitor is, as far as the home page may know (the location prompt):
 * - checking: reading the permission state;
 * - prompt:   the browser would ask; we show our own Allow / No thanks first;
 * - locating: Allow was chosen (or the permission was already granted): waiting for a position;
 * - located:  a position: featured artworks come from a nearby search;
 * - dismissed: No thanks (remembered for this browser session);
 * - denied:   the permission is denied, or geolocation is unsupported (that counts as denied);
 * - failed:   allowed, but no position came (timeout, unavailable).
 */
export type LocationState =
  | { status: 'checking' }
  | { status: 'prompt' }
  | { status: 'locating' }
  | { status: 'located'; latitude: number; longitude: number }
  | { status: 'dismissed' }
  | { status: 'denied'; unsupported: boolean }
  | { status: 'failed' };

/** sessionStorage key: No thanks holds until the browser session ends. */
export const LOCATION_DISMISSED_KEY = 'konstvagg.locationPromptDismissed';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const PERMISSION_DENIED = 1;

/** The location prompt's state machine over navigator.permissions and navigator.geolocation. */
export function useLocation(): {
  state: LocationState;
  allow: () => void;
  dismiss: () => void;
} {
  const [state, setState] = useState<LocationState>({ status: 'checking' });
  const alive = useRef(true);

  const locate = useCallback(() => {
    const geo = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geo) {
      setState({ status: 'denied', unsupported: true });
      return;
    }
    setState({ status: 'locating' });
    geo.getCurrentPosition(
      (position) => {
        if (!alive.current) return;
        setState({
          status: 'located',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        });
      },
      (error) => {
        if (!alive.current) return;
        setState(
          error.code === PERMISSION_DENIED ? { status: 'denied', unsupported: false } : { status: 'failed' },
        );
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  useEffect(() => {
    alive.current = true;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'denied', unsupported: true });
      return;
    }
    const fromPermission = (permission: PermissionState) => {
      if (!alive.current) return;
      if (permission === 'denied') setState({ status: 'denied', unsupported: false });
      else if (permission === 'granted') locate();
      else if (session()?.getItem(LOCATION_DISMISSED_KEY) === '1') setState({ status: 'dismissed' });
      else setState({ status: 'prompt' });
    };
    let permissionStatus: PermissionStatus | null = null;
    const onChange = () => {
      if (!permissionStatus) return;
      // Only changes made outside our prompt (browser settings) move the state here.
      if (permissionStatus.state === 'denied') setState({ status: 'denied', unsupported: false });
    };
    if (!navigator.permissions?.query) {
      // No Permissions API: we cannot tell, so we ask first, as for 'prompt'.
      fromPermission('prompt');
    } else {
      navigator.permissions.query({ name: 'geolocation' }).then(
        (status) => {
          permissionStatus = status;
          status.addEventListener?.('change', onChange);
          fromPermission(status.state);
        },
        () => fromPermission('prompt'),
      );
    }
    return () => {
      alive.current = false;
      permissionStatus?.removeEventListener?.('change', onChange);
    };
  }, [locate]);

  const dismiss = useCallback(() => {
    session()?.setItem(LOCATION_DISMISSED_KEY, '1');
    setState({ status: 'dismissed' });
  }, []);

  return { state, allow: locate, dismiss };
}
