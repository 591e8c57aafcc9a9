// @vitest-environment jsdom
import { describeRemotePages } from '@konstvagg/ui/testing';
import { messages } from './i18n/messages.ts';
import { pages } from './pages.tsx';

describeRemotePages('artist', pages, messages);
