// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Badge } from './Badge.tsx';

afterEach(cleanup);

describe('Badge', () => {
  it('is plain text without a hint', () => {
    render(<Badge tone="success">Verified</Badge>);
    expect(screen.getByText('Verified').tagName).toBe('SPAN');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('with a hint, is a button that shows and announces the meaning, for keyboard and touch alike', () => {
    render(
      <Badge tone="accent" hint="Verified for payouts." hintLabel="Pro: what does this mean?">
        Pro
      </Badge>,
    );
    const button = screen.getByRole('button', { name: 'Pro: what does this mean?' });
    const status = screen.getByRole('status');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(status.id);
    expect(status.textContent).toBe('');

    fireEvent.click(button); // Enter and Space on a button click it
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(status.textContent).toBe('Verified for payouts.');

    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(status.textContent).toBe('');

    fireEvent.click(button);
    fireEvent.pointerDown(document.body); // a tap elsewhere closes it
    expect(status.textContent).toBe('');
  });
});
