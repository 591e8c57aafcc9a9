import '@konstvagg/ui/styles.css';
import './shell.css';
import { bootstrap } from './app/bootstrap.tsx';
import { federatedLoaders } from './remotes/federated-loaders.ts';

void bootstrap(document.getElementById('root')!, federatedLoaders);
