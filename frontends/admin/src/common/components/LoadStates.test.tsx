// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@konstvagg/ui';
import { en } from '../../messages/en.ts';
import { DetailUnavailable, ListStates } from './LoadStates.tsx';

afterEach(cleanup);

const wrap = (children: ReactNode) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter>{children}</MemoryRouter>
    </IntlProvider>,
  );

type Answer = { rows: string[] };

function list(over: Partial<Parameters<typeof ListStates<Answer>>[0]> = {}) {
  const retry = vi.fn();
  wrap(
    <ListStates<Answer>
      loading={false}
      failed={false}
      data={undefined}
      count={(d) => d.rows.length}
      retry={retry}
      errorTitle="Messages could not be loaded"
      empty={{ title: 'No messages', text: 'Nothing new.' }}
      {...over}
    >
      {(d) => (
        <ul>
          {d.rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );
  return retry;
}

describe('ListStates', () => {
  it('shows a spinner while the first page loads, and nothing else', () => {
    list({ loading: true, loadingLabel: 'Loading messages' });
    expect(screen.getByRole('status').textContent).toBe('Loading messages');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says a failed load in the console’s words, and tries again on the button', () => {
    const retry = list({ failed: true, data: { rows: ['a'] } });
    expect(screen.getByRole('heading', { level: 2, name: 'Messages could not be loaded' })).toBeTruthy();
    expect(screen.getByText(en['queue.error.text'])).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en['queue.retry'] }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the empty state for no rows, at the level asked for', () => {
    list({ data: { rows: [] }, headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'No messages' })).toBeTruthy();
    expect(screen.getByText('Nothing new.')).toBeTruthy();
  });

  it('shows nothing for no rows without an empty state (a page past the first)', () => {
    list({ data: { rows: [] }, empty: undefined });
    expect(document.body.textContent).toBe('');
  });

  it('shows the rows once there are some', () => {
    list({ data: { rows: ['first', 'second'] } });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['first', 'second']);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('DetailUnavailable', () => {
  const detail = (error: unknown) =>
    wrap(
      <DetailUnavailable
        error={error}
        listTitle="Users"
        missing={{ title: 'No such user', text: 'It may have been removed.' }}
        failedTitle="Users could not be loaded"
        back={{ to: '/admin/users', label: 'Back to users' }}
      />,
    );

  it('says a record that is not there is missing, under its list’s title, with the way back', () => {
    detail(new ApiError(404, 'not_found', 'Not found'));
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'No such user' })).toBeTruthy();
    expect(screen.getByText('It may have been removed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to users' }).getAttribute('href')).toBe('/admin/users');
  });

  it('says any other failure could not be loaded', () => {
    detail(new ApiError(503, 'unavailable', 'Try later'));
    expect(screen.getByRole('heading', { level: 2, name: 'Users could not be loaded' })).toBeTruthy();
    expect(screen.getByText(en['users.error.text'])).toBeTruthy();
  });
});
