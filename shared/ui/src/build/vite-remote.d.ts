// Types for vite-remote.js.
import type { UserConfigFnPromise } from 'vite';
import type { FederatedRemote } from './federation.js';

export declare function remoteViteConfig(name: FederatedRemote): UserConfigFnPromise;
