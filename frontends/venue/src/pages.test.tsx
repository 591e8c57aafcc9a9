// @vitest-environment jsdom
import { vi } from 'vitest';
import { describeRemotePages } from '@konstvagg/ui/testing';
import { messages } from './messages/index.ts';
import { routes } from './routes.ts';

// The first page to render pays for loading the artwork kit (cards, favourites) on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

describeRemotePages('venue', routes, messages);
