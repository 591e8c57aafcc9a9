// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { json, renderWith, stubFetch } from '../render.test-helpers.tsx';
import { SubscribeForm } from './SubscribeForm.tsx';
import { Testimonials } from './Testimonials.tsx';

// The parts the home page and the information pages both show.
configure({ asyncUtilTimeout: 4_000 });

const { answerWith, posted } = stubFetch();

describe('testimonials', () => {
  it('are a carousel with previous, next and dots on small screens', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: false,
      media: q,
      addEventListener() {},
      removeEventListener() {},
    }));
    renderWith(<Testimonials />, { lang: 'sv' });
    const slide = () => screen.getByRole('group', { name: /Omdöme \d av 3/ });
    expect(slide().getAttribute('aria-label')).toBe('Omdöme 1 av 3');
    expect(within(slide()).getByText('Maja Lindqvist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nästa omdöme' }));
    expect(slide().getAttribute('aria-label')).toBe('Omdöme 2 av 3');
    expect(within(slide()).getByText(/Göteborg/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Föregående omdöme' }));
    fireEvent.click(screen.getByRole('button', { name: 'Föregående omdöme' }));
    expect(slide().getAttribute('aria-label')).toBe('Omdöme 3 av 3');
    const dot = screen.getByRole('button', { name: 'Visa omdöme 1' });
    fireEvent.click(dot);
    expect(dot.getAttribute('aria-current')).toBe('true');
    expect(within(slide()).getByRole('img', { name: 'Betyg 5 av 5' })).toBeTruthy();
  });

  it('are a grid of all three on large screens', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: true,
      media: q,
      addEventListener() {},
      removeEventListener() {},
    }));
    renderWith(<Testimonials />);
    const list = await screen.findByRole('list', { name: 'Testimonials' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list),
    ).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).toBeNull();
  });
});

describe('launch-updates form', () => {
  it('names the missing email and consent, and sends nothing', async () => {
    renderWith(<SubscribeForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please tick the box to give your consent.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email address' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'anna@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('subscribes with consent and the language, then thanks the visitor', async () => {
    answerWith(() => json({ subscription: { email: 'anna@example.se', language: 'sv' } }, 201));
    renderWith(<SubscribeForm />, { lang: 'sv' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-postadress' }), {
      target: { value: ' anna@example.se ' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Jag godkänner/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Prenumerera' })));
    expect(
      await screen.findByText('Tack! Vi mejlar anna@example.se när Konstvägg lanseras på en ny plats.'),
    ).toBeTruthy();
    expect(posted()).toEqual([
      { url: '/api/v1/subscriptions', body: { email: 'anna@example.se', consent: true, language: 'sv' } },
    ]);
  });

  it("shows the server's field message, or a general error when the call fails", async () => {
    answerWith(() =>
      json({ error: { code: 'validation_failed', message: 'x', fields: { email: 'Server says no.' } } }, 400),
    );
    renderWith(<SubscribeForm />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), {
      target: { value: 'a@b.se' },
    });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    expect(await screen.findByText('Server says no.')).toBeTruthy();

    answerWith(() => json({ error: { code: 'internal', message: 'down' } }, 500));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't save your subscription. Please try again.",
    );
  });
});
