import type { RouteDef, ServiceName, ServiceRoutes } from '@konstvagg/lambda-kit/routes';
import { routes as identity } from '@konstvagg/service-identity/routes';
import { routes as catalog } from '@konstvagg/service-catalog/routes';
import { routes as media } from '@konstvagg/service-media/routes';
import { routes as exhibitions } from '@konstvagg/service-exhibitions/routes';
import { routes as orders } from '@konstvagg/service-orders/routes';
import { routes as admin } from '@konstvagg/service-admin/routes';
import { routes as stats } from '@konstvagg/service-stats/routes';

/** The one route table: the CDK app and the local gateway are both built from it. */
const serviceRoutes: readonly ServiceRoutes[] = [identity, catalog, media, exhibitions, orders, admin, stats];

export interface RouteEntry extends RouteDef {
  service: ServiceName;
}

export const routeTable: readonly RouteEntry[] = serviceRoutes.flatMap((s) =>
  s.routes.map((r) => ({ ...r, service: s.service })),
);

/** Services that answer at least one route: each becomes one Lambda. */
export const deployedServices: readonly ServiceName[] = serviceRoutes
  .filter((s) => s.routes.length > 0)
  .map((s) => s.service);
