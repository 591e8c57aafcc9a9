// Types for first-visit-chunk.js.
import type { Plugin } from 'vite';
import type { CodeSplittingGroup } from 'rolldown';

export declare function firstVisitChunk(options: { root: string; pages: string[] }): {
  plugin: Plugin;
  groups: CodeSplittingGroup[];
};
