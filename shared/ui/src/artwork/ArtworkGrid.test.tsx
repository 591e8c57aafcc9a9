// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { IntlProvider } from 'react-intl';
import { artworkMessages } from './artwork-message-keys.ts';
import { ArtworkGrid } from './ArtworkGrid.tsx';
import { testArtwork } from './fixtures.test-helpers.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const artworks = Array.from({ length: 10 }, (_, i) => testArtwork({ id: `aw-${i}`, title: `Work ${i}` }));

/** jsdom has no layout: place the grid cells in rows of `columns`, as the CSS grid would. */
function layOutInColumns(columns: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const title = this.querySelector('.kv-artwork-card__link')?.textContent ?? this.textContent ?? '';
    const index = Number(/^Work (\d+)$/.exec(title)?.[1] ?? 0);
    const top = Math.floor(index / columns) * 400;
    const left = (index % columns) * 300;
    return {
      top,
      left,
      bottom: top + 380,
      right: left + 280,
      width: 280,
      height: 380,
      x: left,
      y: top,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

function renderGrid(props: Partial<Parameters<typeof ArtworkGrid>[0]> = {}) {
  return render(
    <IntlProvider locale="en" messages={artworkMessages.en}>
      <MemoryRouter>
        <ArtworkGrid artworks={artworks} label="Artworks" {...props} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

const card = (i: number) => screen.getByRole('link', { name: `Work ${i}` });

describe('ArtworkGrid keyboard navigation', () => {
  it('puts only one card in the tab order (roving tabindex)', () => {
    renderGrid();
    const tabbable = screen.getAllByRole('link').filter((a) => a.tabIndex === 0);
    expect(tabbable).toEqual([card(0)]);
  });

  it('moves by column with ArrowRight/ArrowLeft and by row with ArrowDown/ArrowUp', () => {
    layOutInColumns(4);
    renderGrid();
    card(0).focus();
    fireEvent.keyDown(card(0), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(card(1));
    fireEvent.keyDown(card(1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(card(5));
    fireEvent.keyDown(card(5), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(card(4));
    fireEvent.keyDown(card(4), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(card(0));
    // The roving tab stop follows focus.
    expect(card(0).tabIndex).toBe(0);
    expect(card(4).tabIndex).toBe(-1);
  });

  it('goes to the last item when ArrowDown lands past the end of a short last row', () => {
    layOutInColumns(4);
    renderGrid();
    card(7).focus();
    fireEvent.keyDown(card(7), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(card(9));
    fireEvent.keyDown(card(9), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(card(9));
  });

  it('follows the layout: with one column ArrowDown is the next card', () => {
    layOutInColumns(1);
    renderGrid();
    card(2).focus();
    fireEvent.keyDown(card(2), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(card(3));
  });

  it('jumps to the first and last card with Home and End', () => {
    layOutInColumns(4);
    renderGrid();
    card(3).focus();
    fireEvent.keyDown(card(3), { key: 'End' });
    expect(document.activeElement).toBe(card(9));
    expect(card(9).tabIndex).toBe(0);
    fireEvent.keyDown(card(9), { key: 'Home' });
    expect(document.activeElement).toBe(card(0));
  });
});

describe('ArtworkGrid states', () => {
  it('shows skeletons and a status while loading', () => {
    const { container } = renderGrid({ loading: true, skeletonCount: 4 });
    expect(container.querySelectorAll('.kv-artwork-card--skeleton')).toHaveLength(4);
    expect(screen.getByRole('status').textContent).toBe('Loading artworks…');
    // The picture's placeholder takes the card's 4:5 frame from its class, not a line's height.
    const media = container.querySelector<HTMLElement>('.kv-artwork-card--skeleton .kv-artwork-card__media')!;
    expect(media.style.height).toBe('auto');
  });

  it("says 'No artworks found' and offers 'Clear all filters' when filters are set", () => {
    const onClear = vi.fn();
    renderGrid({ artworks: [], onClearFilters: onClear });
    expect(screen.getByText('No artworks found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("says 'No artworks available at the moment' without filters", () => {
    renderGrid({ artworks: [] });
    expect(screen.getByText('No artworks available at the moment')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
