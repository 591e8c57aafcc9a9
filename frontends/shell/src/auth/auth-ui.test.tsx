// @vitest-environment jsdom
import { beforeAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadShellMessages } from '../messages/index.ts';
import { ShellRoot } from '../app/bootstrap.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/router.tsx';
import { forgetRemotes } from '../remotes/load-remote.ts';
import { fakeLoaders } from '../testing/site-remotes.test-helpers.tsx';
import { SIGNUP_FIELDS_DELAY_MS } from './AuthModal.tsx';

function renderShell(path: string | { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  render(
    <ShellRoot loaders={fakeLoaders()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </ShellRoot>,
  );
  return router;
}

type Handler = (url: string, body: unknown) => { status: number; body?: unknown } | undefined;
function fakeApi(handler: Handler) {
  const calls: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, body });
    const answer = handler(url, body) ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'x' } },
    };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  return calls;
}

const loginAnswer = (role: string) => ({
  status: 200,
  body: {
    user: { id: 'u1', email: 'anna@example.se', role, name: 'Anna Berg', restrictions: [] },
    accessToken: 'acc',
    refreshToken: 'ref',
  },
});

const setLanguage = (lang: 'sv' | 'en') => localStorage.setItem('language', lang);
const field = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: 'input, textarea, select' });
const type = (label: string | RegExp, value: string) => {
  const el = field(label);
  fireEvent.change(el, { target: { value } });
  fireEvent.blur(el);
};

configure({ asyncUtilTimeout: 5000 });
// The shell's messages are a chunk per language (bootstrap() has them before its first render).
beforeAll(() => Promise.all([loadShellMessages('en'), loadShellMessages('sv')]));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setLanguage('en');
});
afterEach(() => {
  cleanup();
  forgetRemotes();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.style.overflow = '';
});

const LOGIN = {
  en: {
    title: 'Log in',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    emailError: 'Please enter a valid email address',
    passwordError: 'Password must be at least 6 characters',
  },
  sv: {
    title: 'Logga in',
    email: 'E-post',
    password: 'Lösenord',
    submit: 'Logga in',
    emailError: 'Ange en giltig e-postadress',
    passwordError: 'Lösenordet måste vara minst 6 tecken',
  },
} as const;

describe('login page', () => {
  for (const lang of ['en', 'sv'] as const) {
    it(`shows the login rules in ${lang} and keeps submit disabled until they hold`, async () => {
      setLanguage(lang);
      const t = LOGIN[lang];
      renderShell('/login');
      await screen.findByRole('heading', { level: 1, name: t.title });
      const main = within(screen.getByRole('main'));
      const submit = main.getByRole('button', { name: t.submit });
      expect((submit as HTMLButtonElement).disabled).toBe(true);
      type(t.email, 'anna@');
      type(t.password, '12345');
      expect(screen.getByText(t.emailError)).toBeTruthy();
      expect(screen.getByText(t.passwordError)).toBeTruthy();
      type(t.email, 'anna@example.se');
      type(t.password, '123456');
      expect(screen.queryByText(t.emailError)).toBeNull();
      expect((submit as HTMLButtonElement).disabled).toBe(false);
    });
  }

  it('after a guard: signs in, welcomes, and goes back to the remembered page; without remember me in sessionStorage', async () => {
    const calls = fakeApi((url) => (url.endsWith('/auth/login') ? loginAnswer('artist') : undefined));
    const router = renderShell('/artist/sales?tab=2');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    type('Email', ' Anna@Example.se ');
    type('Password', 'Hemligt-1');
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'artist:Sales' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/artist/sales?tab=2');
    expect(calls.find((c) => c.url.endsWith('/auth/login'))!.body).toEqual({
      email: 'anna@example.se',
      password: 'Hemligt-1',
    });
    expect(await screen.findByText('Welcome, Anna Berg!')).toBeTruthy();
    expect(sessionStorage.getItem('accessToken')).toBe('acc');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('with remember me: localStorage; no origin: the role home; ?next= to another site is ignored', async () => {
    fakeApi((url) => (url.endsWith('/auth/login') ? loginAnswer('venue') : undefined));
    const router = renderShell('/login?next=//evil.example/x');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    type('Email', 'anna@example.se');
    type('Password', 'Hemligt-1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'venue:Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/venue/dashboard');
    expect(localStorage.getItem('refreshToken')).toBe('ref');
  });

  it('shows the server message in the toast and the box; a malformed answer has its own text', async () => {
    let answer: { status: number; body?: unknown } = {
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Incorrect email or password.' } },
    };
    fakeApi(() => answer);
    renderShell('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    type('Email', 'anna@example.se');
    type('Password', 'wrong-1');
    const submit = within(screen.getByRole('main')).getByRole('button', { name: 'Log in' });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('Incorrect email or password.')).toHaveLength(2));
    answer = { status: 200, body: { user: { id: 'u', email: 'a@b.se', role: 'buyer' } } };
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('Login failed: Incomplete response')).toHaveLength(2));
  });
});

const REGISTER = {
  en: {
    fullName: 'Full name',
    phone: 'Phone',
    password: 'Password',
    confirm: 'Confirm password',
    next: 'Next',
    name: 'Name must be at least 2 characters',
    phoneError: 'Please enter a valid phone number',
    upper: 'Password must contain at least one uppercase letter',
    lower: 'Password must contain at least one lowercase letter',
    number: 'Password must contain at least one number',
    min: 'Password must be at least 8 characters',
    mismatch: "Passwords don't match",
    terms: 'You must accept the terms and conditions',
    termsLabel: /terms and conditions/,
    bio: 'Bio',
    bioMin: 'Bio must be at least 20 characters',
    bioMax: 'Bio must not exceed 500 characters',
    artistName: 'Artist name',
    artistNameError: 'Artist name must be at least 2 characters',
    create: 'Create account',
    score: 'Password strength: 3 of 5',
  },
  sv: {
    fullName: 'För- och efternamn',
    phone: 'Telefon',
    password: 'Lösenord',
    confirm: 'Bekräfta lösenordet',
    next: 'Nästa',
    name: 'Namnet måste vara minst 2 tecken',
    phoneError: 'Ange ett giltigt telefonnummer',
    upper: 'Lösenordet måste innehålla minst en stor bokstav',
    lower: 'Lösenordet måste innehålla minst en liten bokstav',
    number: 'Lösenordet måste innehålla minst en siffra',
    min: 'Lösenordet måste vara minst 8 tecken',
    mismatch: 'Lösenorden matchar inte',
    terms: 'Du måste godkänna villkoren',
    termsLabel: /villkoren/,
    bio: 'Biografi',
    bioMin: 'Biografin måste vara minst 20 tecken',
    bioMax: 'Biografin får inte vara längre än 500 tecken',
    artistName: 'Konstnärsnamn',
    artistNameError: 'Konstnärsnamnet måste vara minst 2 tecken',
    create: 'Skapa konto',
    score: 'Lösenordets styrka: 3 av 5',
  },
} as const;

describe('two-step sign-in', () => {
  it('asks for the code after the password; a wrong shape is named at the field; Back empties the password', async () => {
    const calls = fakeApi((url) =>
      url.endsWith('/auth/login')
        ? { status: 200, body: { challenge: 'mfa', session: 'sess-1' } }
        : url.endsWith('/auth/login/mfa')
          ? loginAnswer('admin')
          : undefined,
    );
    renderShell('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    type('Email', 'anna@example.se');
    type('Password', 'Hemligt-1');
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Enter your login code' })).toBeTruthy();

    type('Code from your authenticator app', '12 34');
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/auth/login/mfa'))).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Back to email and password' }));
    expect((field('Email') as HTMLInputElement).value).toBe('anna@example.se');
    expect((field('Password') as HTMLInputElement).value).toBe('');
  });
});

describe('register wizard', () => {
  for (const lang of ['en', 'sv'] as const) {
    it(`shows every step-2 and artist rule in ${lang}`, async () => {
      setLanguage(lang);
      const t = REGISTER[lang];
      renderShell('/register?role=artist');
      await screen.findByLabelText(t.fullName);
      const next = () => screen.getByRole('button', { name: t.next }) as HTMLButtonElement;
      type(t.fullName, 'A');
      type(t.phone, '070123');
      type(t.password, 'short');
      expect(screen.getByText(t.name)).toBeTruthy();
      expect(screen.getByText(t.phoneError)).toBeTruthy();
      expect(screen.getByText(t.min)).toBeTruthy();
      for (const [password, message] of [
        ['alllowercase1', t.upper],
        ['ALLUPPERCASE1', t.lower],
        ['NoDigitsHere', t.number],
      ] as const) {
        type(t.password, password);
        expect(screen.getByText(message)).toBeTruthy();
      }
      expect(screen.getByText(t.score)).toBeTruthy();
      type(t.confirm, 'something else');
      expect(screen.getByText(t.mismatch)).toBeTruthy();
      const terms = screen.getByRole('checkbox', { name: t.termsLabel });
      fireEvent.click(terms);
      fireEvent.click(terms);
      expect(screen.getByText(t.terms)).toBeTruthy();
      expect(next().disabled).toBe(true);

      type(t.fullName, 'Anna Berg');
      type(lang === 'sv' ? 'E-post' : 'Email', 'anna@example.se');
      type(t.phone, '');
      type(t.password, 'Hemligt-123');
      type(t.confirm, 'Hemligt-123');
      fireEvent.click(terms);
      expect(next().disabled).toBe(false);
      fireEvent.click(next());

      const create = within(screen.getByRole('main')).getByRole('button', {
        name: t.create,
      }) as HTMLButtonElement;
      type(t.artistName, 'A');
      type(t.bio, 'Too short');
      expect(screen.getByText(t.artistNameError)).toBeTruthy();
      expect(screen.getByText(t.bioMin)).toBeTruthy();
      type(t.bio, 'x'.repeat(501));
      expect(screen.getByText(t.bioMax)).toBeTruthy();
      expect(screen.getByText(lang === 'en' ? /501\/500 characters$/ : /501\/500 tecken$/)).toBeTruthy();
      expect(create.disabled).toBe(true);
    });
  }

  it('step 1 needs a role; Back keeps what was typed; success goes to /login with the toast', async () => {
    const calls = fakeApi((url) =>
      url.endsWith('/auth/register') ? { status: 201, body: { user: {}, message: 'ok' } } : undefined,
    );
    const router = renderShell('/register');
    const next = await screen.findByRole('button', { name: 'Next' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Venue/ }));
    fireEvent.click(next);
    type('Full name', 'Café Berg');
    type('Email', 'Kafe@Example.se');
    type('Password', 'Hemligt-123');
    type('Confirm password', 'Hemligt-123');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((field('Full name') as HTMLInputElement).value).toBe('Café Berg');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    type('Venue name', 'Café Berg');
    type(/Location/, 'Gothenburg');
    fireEvent.change(field('Venue type'), { target: { value: 'studio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration successful! Please log in to continue.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.find((c) => c.url.endsWith('/auth/register'))!.body).toEqual({
      role: 'venue',
      name: 'Café Berg',
      email: 'kafe@example.se',
      password: 'Hemligt-123',
      terms_accepted: true,
      venue_name: 'Café Berg',
      location: 'Gothenburg',
      venue_type: 'studio',
    });
  });

  it('a refused registration: Validation error: with the field texts in the toast, the message in the box', async () => {
    fakeApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid.',
          fields: { email: 'Please enter a valid email address' },
        },
      },
    }));
    renderShell('/register?role=buyer');
    await screen.findByLabelText('Full name');
    type('Full name', 'Anna Berg');
    type('Email', 'anna@example.se');
    type('Password', 'Hemligt-123');
    type('Confirm password', 'Hemligt-123');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Validation error: Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Some fields are not valid.')).toBeTruthy();
  });
});

describe('auth modal', () => {
  const header = () => within(document.querySelector<HTMLElement>('.shell-header')!);

  it('Log in opens WELCOME; Escape closes it and gives focus back; scroll is locked meanwhile', async () => {
    renderShell('/');
    await screen.findByRole('heading', { name: 'marketplace:Home' });
    const open = header().getByRole('button', { name: 'Log in' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Konstvägg' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The dialog is a lazy chunk: its commit, and so its effect (scroll lock, keys), can come a
    // moment after the DOM shows it.
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(open);
  });

  it('traps Tab: from the last control to the first and back with Shift+Tab', async () => {
    renderShell('/');
    await screen.findByRole('heading', { name: 'marketplace:Home' });
    fireEvent.click(header().getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden')); // its key handler is on
    const buttons = within(dialog).getAllByRole('button');
    const first = buttons[0]!;
    const last = buttons[buttons.length - 1]!;
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('Sign up: role first, the fields 100 ms later', async () => {
    renderShell('/');
    await screen.findByRole('heading', { name: 'marketplace:Home' });
    fireEvent.click(header().getByRole('button', { name: 'Sign up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Artist' }));
    act(() => vi.advanceTimersByTime(SIGNUP_FIELDS_DELAY_MS - 1));
    expect(within(dialog).queryByLabelText('Email')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
    expect(within(dialog).getByLabelText('Artist name')).toBeTruthy();
  });

  it('signs in with Enter; a buyer stays on /', async () => {
    fakeApi((url) => (url.endsWith('/auth/login') ? loginAnswer('buyer') : undefined));
    const router = renderShell('/artworks');
    await screen.findByRole('heading', { name: 'marketplace:ArtworksBrowse' });
    fireEvent.click(header().getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in with email' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'anna@example.se' } });
    const password = within(dialog).getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'x' } });
    fireEvent.submit(password.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a password error offers Forgot password, which opens FORGOT_PASSWORD; Back returns', async () => {
    fakeApi(() => ({
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Fel e-postadress eller lösenord.' } },
    }));
    setLanguage('sv');
    renderShell('/');
    await screen.findByRole('heading', { name: 'marketplace:Home' });
    fireEvent.click(header().getByRole('button', { name: 'Logga in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fortsätt med e-post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logga in med e-post' });
    fireEvent.change(within(dialog).getByLabelText('E-post'), { target: { value: 'anna@example.se' } });
    const password = within(dialog).getByLabelText('Lösenord');
    fireEvent.change(password, { target: { value: 'fel' } });
    fireEvent.submit(password.closest('form')!);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Glömt lösenordet?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Återställ lösenordet' });
    fireEvent.click(within(forgot).getByRole('button', { name: /Tillbaka/ }));
    expect(await screen.findByRole('dialog', { name: 'Logga in med e-post' })).toBeTruthy();
  });
});

describe('session on start', () => {
  it('refreshes the stored user from GET /auth/me (an unverified artist sees why and can resend)', async () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', email: 'anna@example.se', role: 'artist', name: 'Old' }),
    );
    const calls = fakeApi((url) => {
      if (url.endsWith('/auth/me'))
        return {
          status: 200,
          body: {
            user: {
              id: 'u1',
              email: 'anna@example.se',
              role: 'artist',
              name: 'Anna Ny',
              restrictions: ['publish', 'payouts'],
            },
          },
        };
      if (url.endsWith('/auth/resend-verification'))
        return { status: 200, body: { message: 'We have sent a new verification link to your email.' } };
      return undefined;
    });
    renderShell('/artist/dashboard');
    expect(
      await screen.findByText(
        'Verify your email address to publish artworks and receive payouts. We sent you a link when you signed up.',
      ),
    ).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Anna Ny');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent a new verification link to your email.')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/auth/resend-verification'))).toBe(true);
  });

  it('a 401 from /auth/me that a refresh cannot fix logs out to /login', async () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'anna@example.se', role: 'venue' }));
    fakeApi(() => ({ status: 401, body: { error: { code: 'token_invalid', message: 'x' } } }));
    const router = renderShell('/venue/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
