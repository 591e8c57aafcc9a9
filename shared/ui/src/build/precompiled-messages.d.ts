// Types for precompiled-messages.js.
import type { Plugin } from 'vite';

export declare const MESSAGE_MODULE: RegExp;
export declare function compileMessageModule(
  code: string,
  parseProgram: (code: string) => unknown,
  id: string,
): { code: string; map: unknown; count: number };
export declare function precompiledMessages(): Plugin;
