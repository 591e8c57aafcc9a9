// Hand-written declarations for the remotes' exposed modules (dts generation is off, docs/architecture.md §10).
// The contract itself lives in @konstvagg/ui's remote-contract.ts.
declare module 'marketplace/routes' {
  import type { RemoteRoutes } from '@konstvagg/ui/remote-contract';
  export const routes: RemoteRoutes;
}
declare module 'artist/routes' {
  import type { RemoteRoutes } from '@konstvagg/ui/remote-contract';
  export const routes: RemoteRoutes;
}
declare module 'venue/routes' {
  import type { RemoteRoutes } from '@konstvagg/ui/remote-contract';
  export const routes: RemoteRoutes;
}
declare module 'admin/routes' {
  import type { RemoteRoutes } from '@konstvagg/ui/remote-contract';
  export const routes: RemoteRoutes;
}
