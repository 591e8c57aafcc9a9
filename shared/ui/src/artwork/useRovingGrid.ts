import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Roving tabindex over a responsive grid of links: one item is in the tab order; arrow keys move
 * focus by row and column, Home and End jump to the first and last item.
 *
 * The column count comes from the layout (how many items share the first row's top edge), so the
 * keys follow whatever the CSS decided at this width. `cellOf` gives the element whose top edge
 * marks the row (the grid cell around a focusable item); by default the item itself.
 */
export function useRovingGrid(count: number, cellOf: (item: HTMLElement) => HTMLElement = (item) => item) {
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);
  const current = Math.min(active, Math.max(0, count - 1));

  const columns = useCallback((): number => {
    const first = items.current[0];
    if (!first) return 1;
    const top = cellOf(first).getBoundingClientRect().top;
    let n = 1;
    while (n < count) {
      const el = items.current[n];
      if (!el || Math.abs(cellOf(el).getBoundingClientRect().top - top) > 1) break;
      n += 1;
    }
    return n;
  }, [count, cellOf]);

  const focusItem = useCallback((index: number) => {
    const el = items.current[index];
    if (!el) return;
    setActive(index);
    el.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.metaKey || count === 0) return;
      const from = items.current.findIndex((el) => el !== null && el === event.target);
      if (from < 0) return;
      const last = count - 1;
      let to: number;
      switch (event.key) {
        case 'ArrowRight':
          to = Math.min(from + 1, last);
          break;
        case 'ArrowLeft':
          to = Math.max(from - 1, 0);
          break;
        case 'ArrowDown': {
          const cols = columns();
          // The last row may be short: from a column past its end, go to the last item.
          to =
            from + cols <= last
              ? from + cols
              : Math.floor(from / cols) < Math.floor(last / cols)
                ? last
                : from;
          break;
        }
        case 'ArrowUp': {
          const cols = columns();
          to = from - cols >= 0 ? from - cols : from;
          break;
        }
        case 'Home':
          to = 0;
          break;
        case 'End':
          to = last;
          break;
        default:
          return;
      }
      // Arrows past the edge keep their scrolling job; Home and End never scroll the page here.
      if (to !== from || event.key === 'Home' || event.key === 'End') event.preventDefault();
      if (to !== from) focusItem(to);
    },
    [columns, count, focusItem],
  );

  const itemProps = (index: number) => ({
    linkRef: (el: HTMLElement | null) => {
      items.current[index] = el;
    },
    tabIndex: index === current ? 0 : -1,
    onLinkFocus: () => setActive(index),
  });

  return { onKeyDown, itemProps };
}
