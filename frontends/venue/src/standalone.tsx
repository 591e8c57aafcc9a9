import '@konstvagg/ui/styles.css';
import { mountStandalone } from '@konstvagg/ui/standalone';
import { routes } from './routes.ts';

// `npm run dev -w frontends/venue`: the venue pages alone, at the same paths as in the shell.
mountStandalone({ remote: 'venue', routes });
