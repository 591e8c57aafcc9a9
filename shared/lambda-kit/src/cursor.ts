import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_CURSOR_LENGTH } from '@konstvagg/contracts';
import { config } from './config.ts';

/**
 * The one pagination cursor codec (every paged list uses it). A cursor is
 * `<base64url JSON>.<base64url HMAC-SHA256 truncated to 128 bits>`, keyed by config.cursorSecret:
 * the client can carry it but not change it. Decoding also checks the exact key set and value types
 * the list expects, so even a correctly signed cursor of another list is refused. A refused cursor
 * is a 400 `invalid_cursor` naming `cursor` (invalidCursor()), never a call to the store with a key
 * it would reject (the 500s of issue 9). See docs/decisions.md (Hostile input).
 */
export type CursorFields = Record<string, string | number>;
export type CursorShape = Record<string, 'string' | 'number'>;

const MAX_VALUE_LENGTH = 400;
const MAC_BYTES = 16;

const macOf = (payload: string) =>
  createHmac('sha256', config.cursorSecret).update(payload).digest().subarray(0, MAC_BYTES);

export function encodeCursor(fields: CursorFields): string {
  const payload = Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url');
  return `${payload}.${macOf(payload).toString('base64url')}`;
}

/** The cursor's fields, or null when it is not one we issued for a list of this shape. */
export function decodeCursor(cursor: unknown, shape: CursorShape): CursorFields | null {
  if (typeof cursor !== 'string' || cursor.length > MAX_CURSOR_LENGTH) return null;
  const parts = cursor.split('.');
  if (parts.length !== 2) return null;
  const [payload = '', mac = ''] = parts;
  // Canonical base64url only: otherwise two spellings (unused trailing bits) would carry one value.
  const macBytes = Buffer.from(mac, 'base64url');
  if (macBytes.length !== MAC_BYTES || macBytes.toString('base64url') !== mac) return null;
  if (!timingSafeEqual(macBytes, macOf(payload))) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  const expected = Object.keys(shape);
  if (entries.length !== expected.length) return null;
  for (const [key, v] of entries) {
    const type = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (type === 'string' && !(typeof v === 'string' && v.length <= MAX_VALUE_LENGTH)) return null;
    if (type === 'number' && !(typeof v === 'number' && Number.isSafeInteger(v) && v >= 0)) return null;
    if (type === undefined) return null;
  }
  return Object.fromEntries(entries) as CursorFields;
}
