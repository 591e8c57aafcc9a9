// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen } from '@testing-library/react';
import { json, renderWith, stubFetch } from '../../../common/render.test-helpers.tsx';
import { ContactForm } from './ContactForm.tsx';
import { DemoWalkthrough } from './DemoWalkthrough.tsx';

// The information pages' own extras: the contact form and the 60-second demo.
configure({ asyncUtilTimeout: 4_000 });

const { answerWith, posted } = stubFetch();

describe('contact form', () => {
  it('counts the characters, checks every field and sends the message', async () => {
    answerWith(() => json({ id: 'c-1' }, 201));
    renderWith(<ContactForm />);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.change(message, { target: { value: 'Hej då' } });
    expect(screen.getByText('6 of 5000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name (at least 2 characters).')).toBeTruthy();
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your name' }));
    expect(posted()).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Your name' }), { target: { value: 'Sara' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'sara@example.se' },
    });
    fireEvent.change(message, { target: { value: 'When can I collect my painting?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    expect(await screen.findByText(/Thank you, Sara! We have received your message/)).toBeTruthy();
    expect(posted()).toEqual([
      {
        url: '/api/v1/contact-messages',
        body: {
          name: 'Sara',
          email: 'sara@example.se',
          message: 'When can I collect my painting?',
          language: 'en',
        },
      },
    ]);
  });
});

describe('60-second demo', () => {
  it('plays through four 15-second steps with a visible timer, and can be stepped by hand', async () => {
    vi.useFakeTimers();
    renderWith(<DemoWalkthrough />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('0:00 of 1:00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Scan the QR code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16_000);
    });
    expect(screen.getByText('0:16 of 1:00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'See the artwork page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(screen.getByText('0:16 of 1:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next step/ }));
    expect(screen.getByRole('heading', { name: 'Pay in under a minute' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Get the pickup instructions/ }));
    expect(screen.getByRole('group', { name: 'Step 4 of 4' }).textContent).toContain('within 7\u00a0days');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(screen.getByText('1:00 of 1:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeTruthy();
  });
});
