import * as z from 'zod';

/** An optional `limit` query parameter, 1..max (query values arrive as strings). */
export const limitSchema = (max: number) =>
  z.preprocess(
    (raw) => (raw === undefined || raw === '' ? undefined : Number(raw)),
    z.number().int().min(1).max(max).optional(),
  );
