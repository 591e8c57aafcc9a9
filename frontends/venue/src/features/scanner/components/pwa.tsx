/**
 * The venue area as an installable web app (the "mobile app" in which venues scan QR codes): while any venue
 * page is shown, the head links the area's manifest (public/manifest.webmanifest: start
 * /venue/dashboard, scope /venue/, standalone). React 19 hoists a rendered <link> into <head> and
 * removes it when the venue area is left, so the shell needs no venue knowledge for this.
 * No service worker: browsers that follow today's installability rules (Chromium since 2023) do
 * not ask for one, and a worker could serve a stale remoteEntry.js (docs/decisions.md).
 */
const VENUE_MANIFEST_HREF = `${import.meta.env.BASE_URL}manifest.webmanifest`;

export function VenueAppManifest() {
  return <link rel="manifest" href={VENUE_MANIFEST_HREF} />;
}
