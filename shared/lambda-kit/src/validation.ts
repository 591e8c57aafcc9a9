import type { z } from 'zod';
import { AppError } from './errors.ts';

type Issue = z.core.$ZodIssue;

/** Maps a zod issue to a message key and its values, so the API can answer in sv or en. */
export function issueMessageKey(
  issue: Issue,
  input: unknown,
): { key: string; values?: Record<string, string | number> } {
  switch (issue.code) {
    case 'invalid_type':
      return {
        key: input === undefined || input === null ? 'validation.required' : 'validation.invalid_type',
      };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required' }
          : { key: 'validation.too_short', values: { min: Number(issue.minimum) } };
      }
      return { key: 'validation.too_small', values: { min: Number(issue.minimum) } };
    case 'too_big':
      return issue.origin === 'string'
        ? { key: 'validation.too_long', values: { max: Number(issue.maximum) } }
        : { key: 'validation.too_big', values: { max: Number(issue.maximum) } };
    case 'invalid_value':
      return { key: 'validation.invalid_value', values: { allowed: issue.values.map(String).join(', ') } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid_format' };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field' };
    case 'custom': {
      const params = issue.params as { key?: string; values?: Record<string, string | number> } | undefined;
      return {
        key: params?.key ?? 'validation.invalid',
        ...(params?.values ? { values: params.values } : {}),
      };
    }
    default:
      return { key: 'validation.invalid' };
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Parses `input` with `schema`; on failure throws a 400 naming each field by its path in `input`
 * (`price`, `images.0.url`). Path, query and body fields all keep their bare names, as the client
 * knows them; an error not tied to a field is named `_`.
 */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // Prototype-less, so that a field named `__proto__` is recorded like any other (issue 9).
  const fields = Object.create(null) as Record<string, FieldError>;
  for (const issue of result.error.issues) {
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
    const name = path.map(String).join('.') || '_';
    fields[name] ??= issueMessageKey(issue, valueAt(input, issue.path));
  }
  throw new ValidationError(fields);
}

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** How deeply objects and arrays may nest in a JSON body; none of ours goes past a handful. */
export const MAX_BODY_DEPTH = 32;

/**
 * What is wrong with the shape of a parsed JSON body, or null: nesting deeper than
 * MAX_BODY_DEPTH (a 20,000-deep body once overflowed the stack here: a 500 on every POST and PUT),
 * or the path of the first key that names prototype machinery. Such a key is never a field of ours,
 * and on an ordinary object it can change what validation sees. The walk stops at the depth bound,
 * so it recurses at most MAX_BODY_DEPTH + 1 frames whatever the body.
 */
export function bodyShapeProblem(
  value: unknown,
  path = '',
  depth = 0,
): { problem: 'too_deep' } | { problem: 'reserved_key'; path: string } | null {
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_BODY_DEPTH) return { problem: 'too_deep' };
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const here = path ? `${path}.${key}` : key;
    if (!Array.isArray(value) && RESERVED_KEYS.has(key)) return { problem: 'reserved_key', path: here };
    const inner = bodyShapeProblem(child, here, depth + 1);
    if (inner !== null) return inner;
  }
  return null;
}

export class ValidationError extends AppError {
  constructor(readonly fieldErrors: Record<string, FieldError>) {
    super(400, 'validation_failed', 'error.validation_failed');
    this.name = 'ValidationError';
  }
}
