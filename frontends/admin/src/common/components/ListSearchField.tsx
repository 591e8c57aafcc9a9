import { TextField } from '@konstvagg/ui/forms';

/**
 * A console list's search field, bound to its list state (useListState's `search`): at most 100
 * characters, as many as the list keeps in its URL (listParam.text).
 */
export function ListSearchField(props: {
  label: string;
  hint: string;
  search: { value: string; onChange: (value: string) => void };
}) {
  return (
    <TextField
      label={props.label}
      hint={props.hint}
      type="search"
      value={props.search.value}
      onChange={(e) => props.search.onChange(e.target.value)}
      maxLength={100}
    />
  );
}
