import '@konstvagg/ui/styles.css';
import { mountStandalone } from '@konstvagg/ui/standalone';
import { routes } from './routes.ts';

// `npm run dev -w frontends/admin`: the admin pages alone, at the same paths as in the shell.
mountStandalone({ remote: 'admin', routes });
