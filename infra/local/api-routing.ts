import { API_BASE_PATH, routeKeyOf, type RouteDef } from '@konstvagg/lambda-kit/routes';

/**
 * Route selection as API Gateway HTTP API does it: the method must match, and the most specific
 * route wins: segment by segment from the left, a static segment beats a `{param}`, which beats
 * a greedy `{proxy+}`. Paths in the table are below /api/v1.
 */
export interface RouteMatch<R extends RouteDef> {
  route: R;
  routeKey: string;
  pathParameters: Record<string, string>;
}

type Segment =
  { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'greedy'; name: string };

interface Compiled<R> {
  route: R;
  segments: Segment[];
}

const splitPath = (p: string) => p.split('/').filter((s, i) => i > 0 || s !== '');

function compile(path: string): Segment[] {
  return splitPath(path).map((s) => {
    const greedy = /^\{(.+)\+\}$/.exec(s);
    if (greedy) return { kind: 'greedy', name: greedy[1]! };
    const param = /^\{(.+)\}$/.exec(s);
    if (param) return { kind: 'param', name: param[1]! };
    return { kind: 'static', value: s };
  });
}

const rank = { static: 0, param: 1, greedy: 2 } as const;

function compare(a: Segment[], b: Segment[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y) return x ? -1 : 1; // the longer (more specific) wins
    if (rank[x.kind] !== rank[y.kind]) return rank[x.kind] - rank[y.kind];
  }
  return 0;
}

export function createRouter<R extends RouteDef>(routes: readonly R[]) {
  const byMethod = new Map<string, Compiled<R>[]>();
  for (const route of routes) {
    const list = byMethod.get(route.method) ?? [];
    list.push({ route, segments: compile(route.path) });
    byMethod.set(route.method, list);
  }
  for (const list of byMethod.values()) list.sort((a, b) => compare(a.segments, b.segments));

  /** `path` is the full request path (starting with /api/v1), not yet decoded. */
  return function match(method: string, path: string): RouteMatch<R> | null {
    if (path !== API_BASE_PATH && !path.startsWith(`${API_BASE_PATH}/`)) return null;
    const parts = splitPath(path.slice(API_BASE_PATH.length) || '/');
    // API Gateway ignores one trailing slash? No: '/artworks/' is a different path and 404s.
    if (path.endsWith('/') && path !== `${API_BASE_PATH}/`) return null;
    for (const c of byMethod.get(method.toUpperCase()) ?? []) {
      const params = matchSegments(c.segments, parts);
      if (params) return { route: c.route, routeKey: routeKeyOf(c.route), pathParameters: params };
    }
    return null;
  };
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const seg = segments[i]!;
    if (seg.kind === 'greedy') {
      if (i >= parts.length) return null;
      params[seg.name] = parts.slice(i).map(safeDecode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined || part === '') return null;
    if (seg.kind === 'static') {
      if (safeDecode(part) !== seg.value) return null;
    } else {
      params[seg.name] = safeDecode(part);
    }
  }
  return parts.length === segments.length ? params : null;
}

function safeDecode(s: string): string {
  // Most segments have nothing to decode (decodeURIComponent was a twentieth of a cached browse request).
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
