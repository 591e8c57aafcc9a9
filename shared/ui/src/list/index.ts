// A list kept in the URL and its sortable, paged table ('@konstvagg/ui/list'): a subpath, so only
// the remotes with such lists bundle it.
export {
  defineList,
  listParam,
  sortRows,
  type ListDefinition,
  type ListParam,
  type ListQuery,
  type ListSpec,
  type ListState,
  type SortDir,
} from './list-state.ts';
export { useListState, SEARCH_DEBOUNCE_MS } from './use-list-state.ts';
export {
  ListTable,
  type ListTableClassNames,
  type ListTableColumn,
  type ListTableProps,
  type ListTableTexts,
} from './ListTable.tsx';
