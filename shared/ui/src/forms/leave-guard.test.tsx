// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  unstable_HistoryRouter as HistoryRouter,
  Link,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router';
import { createGuardedHistory, useLeaveBlocker } from './leave-guard.ts';

/** A form page that asks before leaving while it has unsaved text (as the artwork form and venue settings do). */
function FormPage() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) => text !== '' && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <div>
      <input aria-label="Title" value={text} onChange={(e) => setText(e.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
      <button type="button" onClick={() => navigate('/elsewhere?from=form')}>
        Go by code
      </button>
      <Link to="/form?tab=2">Same page</Link>
      <Link to="/start">Start</Link>
      {blocker.state === 'blocked' ? (
        <div role="alertdialog">
          <button type="button" onClick={() => blocker.reset()}>
            Stay
          </button>
          <button type="button" onClick={() => blocker.proceed()}>
            Leave
          </button>
        </div>
      ) : null}
    </div>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function App() {
  return (
    <HistoryRouter history={createGuardedHistory()}>
      <Where />
      <Routes>
        <Route path="/form" element={<FormPage />} />
        <Route path="/elsewhere" element={<p>Elsewhere page</p>} />
        <Route path="/start" element={<Link to="/form">To the form</Link>} />
      </Routes>
    </HistoryRouter>
  );
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(() => window.history.replaceState(null, '', '/form'));

/** Opens /start, follows its link to the form (an in-app entry to go back to) and types into it. */
async function typeOnTheFormFromStart() {
  window.history.replaceState(null, '', '/start');
  render(<App />);
  fireEvent.click(screen.getByRole('link', { name: 'To the form' }));
  await waitFor(() => expect(where()).toBe('/form'));
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Half typed' } });
}
afterEach(cleanup);

describe('asking before leaving a page with unsaved changes (declarative router)', () => {
  it('lets a clean page go at once', async () => {
    render(<App />);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(where()).toBe('/elsewhere'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('holds a link or a navigate() while there are changes: Stay keeps the page and the text, Leave goes', async () => {
    render(<App />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Half typed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(where()).toBe('/form');
    expect(window.location.pathname).toBe('/form');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Half typed');

    fireEvent.click(screen.getByRole('button', { name: 'Go by code' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('/elsewhere?from=form'));
    expect(window.location.pathname + window.location.search).toBe('/elsewhere?from=form');
  });

  it('does not hold a move within the same page (only its query changes)', async () => {
    render(<App />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Half typed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Same page' }));
    await waitFor(() => expect(where()).toBe('/form?tab=2'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('holds Back: the address and the page stay until Leave, which then goes back', async () => {
    await typeOnTheFormFromStart();

    act(() => window.history.back());
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    // The entry is put back: the address is the form's again, and the router never left it.
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(where()).toBe('/form');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Half typed');

    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('/start'));
    expect(window.location.pathname).toBe('/start');
  });

  it('holds Forward too, after the page was left and come back to', async () => {
    await typeOnTheFormFromStart();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('/elsewhere'));
    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('/form'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Typed again' } });
    act(() => window.history.forward());
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Typed again');
  });

  it('does not ask again between Leave and the next page showing', async () => {
    await typeOnTheFormFromStart();
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    // Leave, and another move at once, while the form is still on screen (as a quick Back would
    // be): neither is held.
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
      fireEvent.click(screen.getByRole('link', { name: 'Start' }));
    });
    await waitFor(() => expect(where()).toBe('/start'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
