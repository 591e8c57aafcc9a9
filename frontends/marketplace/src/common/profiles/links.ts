/** "https://www.example.se/" -> "example.se"; a bare "example.se" gets https://. */
export function webLink(value: string): { href: string; label: string } | null {
  const raw = value.trim();
  if (!raw) return null;
  const href = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const label = (url.host.replace(/^www\./, '') + url.pathname.replace(/\/$/, '')).replace(/\/$/, '');
    return { href: url.href, label };
  } catch {
    return null;
  }
}

/** "@konstnar", "konstnar" or an instagram.com URL -> the profile link and "@konstnar". */
export function instagramLink(value: string): { href: string; label: string } | null {
  const raw = value.trim();
  if (!raw) return null;
  const match =
    /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([A-Za-z0-9._]+)/i.exec(raw) ??
    /^@?([A-Za-z0-9._]+)$/.exec(raw);
  const handle = match?.[1];
  if (!handle) return null;
  return { href: `https://www.instagram.com/${handle}/`, label: `@${handle}` };
}
