import { describeMessages } from '@konstvagg/ui/testing';
import { messages } from './en.ts';

describeMessages(messages);
