// @vitest-environment jsdom
import { describeRemotePages } from '@konstvagg/ui/testing';
import { messages } from './i18n/messages.ts';
import { routes } from './routes.ts';

describeRemotePages('venue', routes, messages);
