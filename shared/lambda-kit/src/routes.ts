import type { Role } from '@konstvagg/contracts';
import { API_BASE_PATH } from '@konstvagg/rules';

/**
 * The route table's row. Each service declares its routes in services/<name>/src/routes.ts;
 * infra/route-table.ts gathers them, and both the CDK app (API Gateway routes + JWT authorizer)
 * and the local gateway are built from that one table.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - 'public': anyone; a bearer token, if sent, is ignored.
 * - 'optional': anyone; a valid token adds the caller (e.g. a venue sees its favourites), an invalid one is a 401.
 * - a list of roles: a valid access token of one of these roles is required.
 */
export type Access = 'public' | 'optional' | readonly Role[];

export interface RouteDef {
  method: HttpMethod;
  /** Path below /api/v1, with {param} segments as API Gateway writes them: '/artworks/{id}'. */
  path: string;
  access: Access;
  /** The name of the operation in the service's handler that answers this route. */
  operation: string;
}

export { API_BASE_PATH };

export const SERVICE_NAMES = [
  'identity',
  'catalog',
  'media',
  'exhibitions',
  'orders',
  'admin',
  'stats',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ServiceRoutes {
  service: ServiceName;
  routes: readonly RouteDef[];
}

/** "GET /api/v1/artworks/{id}": the routeKey API Gateway puts on the event. */
export const routeKeyOf = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${API_BASE_PATH}${r.path}`;

export const isProtected = (access: Access): access is readonly Role[] => Array.isArray(access);
