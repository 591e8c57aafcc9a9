import { describeMessages } from '@konstvagg/ui/testing';
import { en } from './en.ts';
import { sv } from './sv.ts';

// The shell's messages, checked like every remote's: the same keys in both languages, none empty,
// the same placeholders.
describeMessages({ en, sv });
