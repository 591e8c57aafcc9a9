// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated, WhenHydrated } from './hydrated.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

/** Renders `tree` on the "server", then hydrates that HTML; returns the container. */
async function serverThenHydrate(tree: () => ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, tree(), {
      onRecoverableError: (error) => {
        throw error;
      },
    });
  });
  return container;
}

describe('useHydrated', () => {
  it('is false in server HTML and true once hydrated', async () => {
    const Probe = () => <button disabled={!useHydrated()}>Sort</button>;
    const html = renderToString(<Probe />);
    expect(html).toContain('disabled');
    const container = await serverThenHydrate(() => <Probe />);
    expect(container.querySelector('button')!.disabled).toBe(false);
  });
});

describe('WhenHydrated', () => {
  it('re-renders only its own part when hydration ends, not the elements passed in', async () => {
    const renders = { control: 0, hydratedFlags: [] as boolean[] };
    function Control() {
      renders.control++;
      return <input type="checkbox" aria-label="Oil" />;
    }
    const controls = <Control />;
    const container = await serverThenHydrate(() => (
      <WhenHydrated>
        {(hydrated) => {
          renders.hydratedFlags.push(hydrated);
          return <fieldset disabled={!hydrated}>{controls}</fieldset>;
        }}
      </WhenHydrated>
    ));
    expect(container.querySelector('fieldset')!.disabled).toBe(false);
    // The server render and the hydration render saw false; the one re-render after, true.
    expect(renders.hydratedFlags).toEqual([false, false, true]);
    // The control rendered on the server and in hydration, and was not rendered again.
    expect(renders.control).toBe(2);
  });

  it('is true from the first render of a page rendered in the browser', async () => {
    const { createRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    const flags: boolean[] = [];
    await act(async () => {
      createRoot(container).render(
        <WhenHydrated>
          {(hydrated) => {
            flags.push(hydrated);
            return <select disabled={!hydrated} aria-label="Sort" />;
          }}
        </WhenHydrated>,
      );
    });
    expect(flags).toEqual([true]);
    expect(container.querySelector('select')!.disabled).toBe(false);
  });
});
