// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../../messages/index.ts';
import { Scanner, type ScanOutcome } from './Scanner.tsx';

afterEach(cleanup);

// jsdom lays nothing out and has no scrollIntoView: record what the scanner brings into view.
let scrolledTo: Element[] = [];
beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});

/** The scanner as a page shows it; jsdom has no camera, like a laptop without one. */
function renderScanner(language: 'sv' | 'en', submit: (code: string) => Promise<ScanOutcome>) {
  return render(
    <IntlProvider locale={language} messages={messages[language]}>
      <Scanner mode="arrival" submit={submit} success={<a href="/venue/exhibitions">back</a>} />
    </IntlProvider>,
  );
}

describe('the scanner', () => {
  it('says there is no camera and puts the cursor in the typed code', async () => {
    renderScanner('en', async () => ({ ok: true, message: 'done' }));
    expect(await screen.findByText(messages.en['scan.camera.unavailable'])).toBeTruthy();
    const input = screen.getByLabelText(messages.en['scan.typed.arrivalLabel']);
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('sends a typed code and shows the success, with the way onwards', async () => {
    const sent: string[] = [];
    renderScanner('sv', async (code) => {
      sent.push(code);
      return { ok: true, message: 'Stilleben visas nu hos er.' };
    });
    fireEvent.change(screen.getByLabelText(messages.sv['scan.typed.arrivalLabel']), {
      target: { value: '  art-123  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: messages.sv['scan.typed.submit'] }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Stilleben visas nu hos er.'));
    expect(sent).toEqual(['art-123']);
    // The result is brought into view and has the focus (on a phone it sits above the typed code).
    const result = screen.getByRole('status').parentElement!;
    expect(scrolledTo).toContain(result);
    expect(document.activeElement).toBe(result);
    expect(screen.getByRole('link', { name: 'back' })).toBeTruthy();
    // Confirmed once: no code field left inviting a second one.
    expect(screen.queryByLabelText(messages.sv['scan.typed.arrivalLabel'])).toBeNull();
  });

  it('shows a refusal in the server’s words as an alert, and asks for a code when none was typed', async () => {
    renderScanner('en', async () => ({ ok: false, message: 'This code belongs to another artwork.' }));
    fireEvent.click(screen.getByRole('button', { name: messages.en['scan.typed.submit'] }));
    expect(await screen.findByText(messages.en['scan.typed.required'])).toBeTruthy();
    fireEvent.change(screen.getByLabelText(messages.en['scan.typed.arrivalLabel']), {
      target: { value: 'wrong' },
    });
    fireEvent.click(screen.getByRole('button', { name: messages.en['scan.typed.submit'] }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('This code belongs to another artwork.'),
    );
    expect(screen.getByRole('alert').textContent).toContain(messages.en['scan.failure']);
  });
});
