import type { FormObject, FormValue } from './form.ts';
import type { Obj, Standin } from './state.ts';

/**
 * What every REST resource module shares: one API call as it reached the stand-in, its route,
 * Stripe's error answers and the readers of its form-encoded params.
 */

export interface ApiCall {
  form: FormObject;
  requestId: string;
  idempotencyKey: string | null;
  /** Made with the publishable key (Stripe.js's calls), not the secret one. */
  publishable: boolean;
}

/** One REST route; the router tries them all. */
export interface ApiRoute {
  method: 'GET' | 'POST';
  path: RegExp;
  handle: (s: Standin, call: ApiCall, match: RegExpMatchArray) => Obj;
  /** Also open to the publishable key (else the secret key only). */
  publishable?: boolean;
}

/** The `request` of the events a call causes. */
export const requestOf = (call: ApiCall) => ({ id: call.requestId, idempotency_key: call.idempotencyKey });

/** Answered as `{ error: body }` with this status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}

export const invalid = (message: string, extra: Obj = {}) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...extra });

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

export function throwIt(e: Error): never {
  throw e;
}

/** The object stored under `id`, or Stripe's 404 for a `kind` of that id. */
export function found<T>(records: Record<string, T>, kind: string, id: string, param?: string): T {
  return records[id] ?? throwIt(missing(kind, id, param));
}

export function str(v: FormValue | undefined): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

export function intParam(form: FormObject, name: string, required: boolean): number | undefined {
  const raw = str(form[name]);
  if (raw === undefined || raw === '') {
    if (required)
      throw invalid(`Missing required param: ${name}.`, { code: 'parameter_missing', param: name });
    return undefined;
  }
  if (!/^-?\d+$/.test(raw))
    throw invalid(`Invalid integer: ${raw}`, { code: 'parameter_invalid_integer', param: name });
  return Number(raw);
}

/** `metadata[key]=value` over the current metadata: an empty value drops its key, an empty `metadata` all. */
export function metadataParam(form: FormObject, current: Obj = {}): Obj {
  const m = form.metadata;
  if (m === undefined) return current;
  if (m === '') return {};
  if (typeof m !== 'object' || Array.isArray(m))
    throw invalid('Invalid metadata: must be an object', { param: 'metadata' });
  const out: Obj = { ...current };
  for (const [k, v] of Object.entries(m)) {
    if (v === '') delete out[k];
    else out[k] = String(v);
  }
  return out;
}

export function currencyParam(form: FormObject): string {
  const c = str(form.currency)?.toLowerCase();
  if (!c)
    throw invalid('Missing required param: currency.', { code: 'parameter_missing', param: 'currency' });
  if (!/^[a-z]{3}$/.test(c))
    throw invalid(`Invalid currency: ${c}.`, { code: 'parameter_invalid_string', param: 'currency' });
  return c;
}
