import { createHash, randomBytes } from 'node:crypto';
import busboy from 'busboy';
import { damageReportFieldsSchema, EXHIBITION_LIMITS, exhibitionSchema } from '@konstvagg/contracts';
import { damagePhotoPrefix, type ArtworkRecord } from '@konstvagg/domain';
import {
  AppError,
  defineOperation,
  nowIso,
  parseOrThrow,
  ValidationError,
  type HttpEvent,
} from '@konstvagg/lambda-kit';
import * as z from 'zod';
import {
  deleteMediaObject,
  getMediaObject,
  headMediaObject,
  mediaUrl,
  putMediaObject,
} from '@konstvagg/lambda-kit/ports/files';
import { presignMediaUpload } from '@konstvagg/lambda-kit/ports/presigned-post';
import { MAX_IMAGE_BYTES } from '@konstvagg/rules';
import { presignResponseSchema } from '@konstvagg/contracts';
import { commitStep, countOnWall, moveArtwork, wrongStatus, type ExtraItem } from '../commit.ts';
import { answer, idParams, loadContext, requireSide, viewOf } from '../context.ts';
import { notify } from '../notify.ts';

/** A photo may be as large as an artwork image (15 MB); a report holds at most five. */
const MAX_PHOTO_BYTES = MAX_IMAGE_BYTES;

/**
 * Photos a browser posted straight to the media bucket for a report on this exhibition (the only
 * way a phone photo gets through: API Gateway and Lambda take about 4.5 MB of file). Read once.
 */
const incomingPrefix = (exhibitionId: string) => `incoming/damage/${exhibitionId}/`;
const ownIncoming = (exhibitionId: string, key: string) =>
  key.startsWith(incomingPrefix(exhibitionId)) &&
  /^[0-9a-f]{32}$/.test(key.slice(incomingPrefix(exhibitionId).length));
const PHOTO_FIELDS = new Set(['photos', 'photos[]', 'photo']);
const TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** The image type by the file's first bytes, never by its name or declared type. */
function sniff(bytes: Buffer): keyof typeof TYPES | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

interface DamageReport {
  description: unknown;
  photos: { data: Buffer; type: keyof typeof TYPES }[];
}

const multipartRequired = () =>
  new ValidationError({ description: { key: 'validation.multipart_required' } });

const jsonReport = z
  .object({
    description: z.unknown().optional(),
    photo_keys: z.array(z.string().max(300)).max(EXHIBITION_LIMITS.damagePhotosMax).optional(),
  })
  .strict();

/**
 * The photos of a JSON report, by the keys their presigned posts used: each one of this
 * exhibition's, there, at most 15 MB and a JPEG, PNG or WebP by its bytes. Each is read once and
 * deleted (kept, when the report is made, under the damage prefix). Errors name `photo_keys.<i>`.
 */
async function readIncomingPhotos(exhibitionId: string, keys: string[]): Promise<DamageReport['photos']> {
  const photos: DamageReport['photos'] = [];
  try {
    for (const [i, key] of keys.entries()) {
      const field = `photo_keys.${i}`;
      if (!ownIncoming(exhibitionId, key))
        throw new ValidationError({ [field]: { key: 'validation.invalid' } });
      const head = await headMediaObject(key);
      if (!head) throw new ValidationError({ [field]: { key: 'validation.upload_missing' } });
      if (head.size > MAX_PHOTO_BYTES)
        throw new ValidationError({ [field]: { key: 'validation.damage_photo_too_large' } });
      const data = await getMediaObject(key);
      const type = sniff(data);
      if (!type) throw new ValidationError({ [field]: { key: 'validation.damage_photo_type' } });
      photos.push({ data, type });
    }
    return photos;
  } finally {
    await Promise.allSettled(keys.filter((k) => ownIncoming(exhibitionId, k)).map(deleteMediaObject));
  }
}

/**
 * The report's body: JSON `{ description, photo_keys? }` (the browser's: each photo already posted
 * to the bucket with POST /exhibitions/{id}/damage-photos/presign), or multipart/form-data with
 * `description` and up to five `photos` (API callers with small files). Errors name the field.
 */
async function readReport(event: HttpEvent, exhibitionId: string): Promise<DamageReport> {
  const contentType = event.headers?.['content-type'] ?? '';
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64')
      : Buffer.from(event.body, 'utf8')
    : Buffer.alloc(0);
  if (/^application\/json\b/i.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new AppError(400, 'bad_json', 'error.bad_json');
    }
    const body = parseOrThrow(jsonReport, parsed);
    return {
      description: body.description,
      photos: await readIncomingPhotos(exhibitionId, body.photo_keys ?? []),
    };
  }
  if (!/^multipart\/form-data\b/i.test(contentType) || !/boundary=/i.test(contentType))
    throw multipartRequired();
  const max = EXHIBITION_LIMITS.damagePhotosMax;
  return new Promise<DamageReport>((resolve, reject) => {
    const report: DamageReport = { description: undefined, photos: [] };
    const files: { chunks: Buffer[]; tooLarge: boolean }[] = [];
    let tooMany = false;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: MAX_PHOTO_BYTES, files: max, fields: 10, parts: max + 10, fieldSize: 64 * 1024 },
      });
    } catch {
      reject(multipartRequired());
      return;
    }
    parser.on('field', (name, value) => {
      if (name === 'description') report.description = value;
    });
    parser.on('file', (name, stream) => {
      if (!PHOTO_FIELDS.has(name)) {
        stream.resume();
        return;
      }
      const file = { chunks: [] as Buffer[], tooLarge: false };
      files.push(file);
      stream.on('data', (chunk: Buffer) => file.chunks.push(chunk));
      stream.on('limit', () => {
        file.tooLarge = true;
      });
    });
    parser.on('filesLimit', () => {
      tooMany = true;
    });
    parser.on('error', () => reject(multipartRequired()));
    parser.on('close', () => {
      if (tooMany)
        return reject(
          new ValidationError({ photos: { key: 'validation.damage_photos_too_many', values: { max } } }),
        );
      for (const [i, file] of files.entries()) {
        if (file.tooLarge)
          return reject(
            new ValidationError({ [`photos.${i}`]: { key: 'validation.damage_photo_too_large' } }),
          );
        const data = Buffer.concat(file.chunks);
        if (data.length === 0) continue;
        const type = sniff(data);
        if (!type)
          return reject(new ValidationError({ [`photos.${i}`]: { key: 'validation.damage_photo_type' } }));
        report.photos.push({ data, type });
      }
      resolve(report);
    });
    parser.end(raw);
  });
}

/**
 * POST /exhibitions/{id}/report-damage: the venue (or the artist) reports damage to a work in
 * transit or on display: a description (10 to 1000 characters) and up to five photos, stored in
 * the media bucket under damage/<exhibition id>/. In one transaction the exhibition is damaged
 * (the description is its reason), the artwork becomes unavailable (out of the marketplace, off
 * the wall, released by the exhibition) and, if it was on display, the venue's count shrinks. The
 * other party and the admins are mailed.
 */
export const reportDamage = defineOperation({
  response: exhibitionSchema,
  params: idParams,
  rawBody: damageReportFieldsSchema.extend({ photo_keys: jsonReport.shape.photo_keys }),
  async run({ params, caller, event }) {
    const ctx = await loadContext(caller, params.id);
    requireSide(ctx, 'artist', 'venue');
    const e = ctx.exhibition;
    if (e.status !== 'shipped' && e.status !== 'on_display') throw wrongStatus(e.status);
    const report = await readReport(event, e.id);
    const { description } = parseOrThrow(damageReportFieldsSchema, { description: report.description });

    const stored: string[] = [];
    const prefix = `${damagePhotoPrefix(e.id)}${randomBytes(6).toString('hex')}-`;
    for (const [i, photo] of report.photos.entries()) {
      const hash = createHash('sha256').update(photo.data).digest('hex').slice(0, 10);
      const key = `${prefix}${i + 1}-${hash}.${photo.type === 'jpeg' ? 'jpg' : photo.type}`;
      await putMediaObject({ key, body: photo.data, contentType: TYPES[photo.type] });
      stored.push(key);
    }

    const at = nowIso();
    const off: Partial<ArtworkRecord> = {
      venue_id: null,
      venue_name: null,
      city: ctx.artist?.city ?? null,
      exhibition_id: null,
    };
    const extra: ExtraItem[] = [
      moveArtwork(ctx.artwork, 'unavailable', at, off, {
        from: e.status === 'on_display' ? ['exhibited'] : ['available'],
        heldBy: e.id,
      }),
    ];
    if (e.status === 'on_display') {
      const count = countOnWall(ctx.venue.id, -1, ctx.venue.current_exhibitions_count, at);
      if (count) extra.push(count);
    }
    const photos = stored.map(mediaUrl);
    let saved;
    try {
      saved = await commitStep({
        exhibition: e,
        to: 'damaged',
        from: [e.status],
        actor: ctx.actor,
        note: description,
        at,
        set: { reason: description, damage_photos: photos },
        extra,
      });
    } catch (err) {
      // Nothing was written: the photos of a report that did not happen go too.
      await Promise.allSettled(stored.map(deleteMediaObject));
      throw err;
    }
    const artwork = {
      ...ctx.artwork,
      ...off,
      status: 'unavailable' as const,
      version: ctx.artwork.version + 1,
      updated_at: at,
    };
    await notify(
      'damaged',
      { ...ctx, exhibition: saved, artwork },
      [ctx.side === 'artist' ? 'venue' : 'artist', 'admin'],
      { actor: ctx.side as 'artist' | 'venue', note: description },
    );
    return answer(viewOf(ctx, saved, artwork));
  },
});

/**
 * POST /exhibitions/{id}/damage-photos/presign {size?}: a form to post one photo of a damage report
 * straight to the media bucket (then POST /exhibitions/{id}/report-damage with its `upload_key` in
 * `photo_keys`). For either side of an exhibition that can still be reported damaged.
 */
export const presignDamagePhoto = defineOperation({
  response: presignResponseSchema,
  params: idParams,
  body: z.object({ size: z.number().int().positive().optional() }).strict(),
  async run({ params, caller, body }) {
    const ctx = await loadContext(caller, params.id);
    requireSide(ctx, 'artist', 'venue');
    const e = ctx.exhibition;
    if (e.status !== 'shipped' && e.status !== 'on_display') throw wrongStatus(e.status);
    if (body?.size !== undefined && body.size > MAX_PHOTO_BYTES)
      throw new AppError(413, 'payload_too_large', 'error.payload_too_large', {
        size: 'validation.damage_photo_too_large',
      });
    const key = `${incomingPrefix(e.id)}${randomBytes(16).toString('hex')}`;
    return {
      headers: { 'Cache-Control': 'no-store' },
      body: { upload: await presignMediaUpload(key, MAX_PHOTO_BYTES) },
    };
  },
});
