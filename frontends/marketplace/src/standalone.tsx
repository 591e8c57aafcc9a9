/**
 * Runs the marketplace alone (`npm run dev -w frontends/marketplace`) with the kit's standalone
 * wrapper: its own router, query client and language. In the product the shell provides these and
 * renders the same routes module (src/routes.ts) inside its layout, at the same paths.
 */
import '@konstvagg/ui/styles.css';
import { mountStandalone } from '@konstvagg/ui/standalone';
import { routes } from './routes.ts';

mountStandalone({ remote: 'marketplace', routes });
