// Hand-written declarations for the remotes' exposed modules (dts generation is off, ARCHITECTURE §10).
// The contract itself lives in @konstvagg/ui's remote-contract.ts.
declare module 'marketplace/pages' {
  import type { RemotePages } from '@konstvagg/ui/remote-contract';
  export const pages: RemotePages<'marketplace'>;
}
declare module 'artist/pages' {
  import type { RemotePages } from '@konstvagg/ui/remote-contract';
  export const pages: RemotePages<'artist'>;
}
declare module 'venue/pages' {
  import type { RemotePages } from '@konstvagg/ui/remote-contract';
  export const pages: RemotePages<'venue'>;
}
declare module 'admin/pages' {
  import type { RemotePages } from '@konstvagg/ui/remote-contract';
  export const pages: RemotePages<'admin'>;
}
