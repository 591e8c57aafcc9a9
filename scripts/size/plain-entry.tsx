import '@konstvagg/ui/styles.css';
import '../../frontends/shell/src/shell.css';
import { bootstrap } from '../../frontends/shell/src/app/bootstrap.tsx';

// The shell with each remote's routes module as ordinary lazy imports: what the app would be without federation.
bootstrap(document.getElementById('root')!, {
  marketplace: () => import('../../frontends/marketplace/src/routes.ts'),
  artist: () => import('../../frontends/artist/src/routes.ts'),
  venue: () => import('../../frontends/venue/src/routes.ts'),
  admin: () => import('../../frontends/admin/src/routes.ts'),
});
