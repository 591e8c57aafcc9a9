// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StudioTabs, TabItems } from './StudioTabs.tsx';

afterEach(cleanup);

describe('StudioTabs', () => {
  it('presses the current tab, names each with its count, and chooses on a press', () => {
    const choose = vi.fn();
    render(
      <StudioTabs
        label="Status"
        tabs={['all', 'draft'] as const}
        current="draft"
        onChoose={choose}
        name={(tab) => (tab === 'all' ? 'All' : 'Drafts')}
        count={(tab) => (tab === 'all' ? 5 : 2)}
      />,
    );
    const group = screen.getByRole('group', { name: 'Status' });
    expect(group.className).toBe('studio-tabs');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['All (5)', 'false'],
      ['Drafts (2)', 'true'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'All (5)' }));
    expect(choose).toHaveBeenCalledWith('all');
  });

  it('names the tabs alone when the row has no counts, with its own class beside', () => {
    render(
      <StudioTabs
        className="exh-venues__view"
        label="View"
        tabs={['list', 'map'] as const}
        current="list"
        onChoose={() => {}}
        name={(tab) => (tab === 'list' ? 'List' : 'Map')}
      />,
    );
    expect(screen.getByRole('group', { name: 'View' }).className).toBe('studio-tabs exh-venues__view');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['List', 'Map']);
  });
});

describe('TabItems', () => {
  it('shows the problem first, then the items', () => {
    render(
      <TabItems problem="Could not delete" count={1} empty="Nothing here">
        <ul>
          <li>Work</li>
        </ul>
      </TabItems>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not delete');
    expect(screen.getByRole('listitem').textContent).toBe('Work');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the tab is empty instead of its items, and no problem when there is none', () => {
    render(
      <TabItems problem={null} count={0} empty="Nothing here">
        <ul />
      </TabItems>,
    );
    expect(screen.getByRole('status').textContent).toBe('Nothing here');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
