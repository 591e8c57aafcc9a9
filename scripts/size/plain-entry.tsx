import '@konstvagg/ui/styles.css';
import '../../frontends/shell/src/shell.css';
import { bootstrap } from '../../frontends/shell/src/app/bootstrap.tsx';

// The shell with each remote's pages as ordinary lazy imports: what the app would be without federation.
bootstrap(document.getElementById('root')!, {
  marketplace: () => import('../../frontends/marketplace/src/pages.tsx'),
  artist: () => import('../../frontends/artist/src/pages.tsx'),
  venue: () => import('../../frontends/venue/src/pages.tsx'),
  admin: () => import('../../frontends/admin/src/pages.tsx'),
});
