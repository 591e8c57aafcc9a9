import { describeMessages } from '@konstvagg/ui/testing';
import { messages } from './index.ts';

describeMessages(messages);
