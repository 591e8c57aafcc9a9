// @vitest-environment jsdom
import { describeRemotePages } from '@konstvagg/ui/testing';
import { messages } from './messages/index.ts';
import { routes } from './routes.ts';

describeRemotePages('artist', routes, messages);
