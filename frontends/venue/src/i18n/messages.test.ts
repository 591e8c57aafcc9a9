import { describeMessages } from '@konstvagg/ui/testing';
import { messages } from './messages.ts';

describeMessages(messages);
