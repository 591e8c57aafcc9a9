/**
 * The fields an answer may spell another way (artistName for artist_name, galleryImages for
 * gallery_images, profile_image for profile_image_url): the name our contracts use, and the other
 * spellings read as it. Our API sends the contracts' names; another server may send the others
 * (docs/decisions.md, Frontends).
 */
const SPEC_SPELLINGS = {
  artist_name: ['artistName'],
  gallery_images: ['galleryImages'],
  profile_image_url: ['profile_image', 'profileImageUrl', 'profileImage'],
} as const satisfies Record<string, readonly string[]>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of an answer in which every object (at any depth) has each field under the contracts'
 * name: where that name is missing and another spelling is there, its value moves to the name.
 */
export function withSpecSpellings<T>(json: T): T {
  if (Array.isArray(json)) return json.map((item: unknown) => withSpecSpellings(item)) as T;
  if (!isPlainObject(json)) return json;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) out[key] = withSpecSpellings(value);
  for (const [name, others] of Object.entries(SPEC_SPELLINGS) as [string, readonly string[]][]) {
    for (const other of others) {
      if (!(other in out)) continue;
      if (out[name] === undefined) out[name] = out[other];
      delete out[other];
    }
  }
  return out as T;
}
