// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { unstable_HistoryRouter as HistoryRouter, Link, Route, Routes } from 'react-router';
import type { Artwork } from '@konstvagg/contracts';
import { PLATFORM_FEE_BPS } from '@konstvagg/rules';
import { ToastContextProvider, type Toaster } from '@konstvagg/ui';
import { createGuardedHistory } from '@konstvagg/ui/leave-guard';
import { en } from '../../../messages/en.ts';
import { ArtworkForm } from './ArtworkForm.tsx';

/**
 * The artwork form as an artist uses it, in the browser's DOM, with the API faked at fetch: when
 * its checks show, what a save and a submit send and where they lead, the server's words at the
 * fields it names, the edit mode's status and buttons, the photos' order and the leave guard.
 */

const image = (n: number) => ({
  id: `img-${n}`,
  url: `/media/a/${n}.webp`,
  thumb_url: `/media/a/${n}-t.webp`,
  width: 800,
  height: 600,
  is_primary: n === 1,
});

function artwork(over: Partial<Artwork> = {}): Artwork {
  return {
    id: 'aw-1',
    title: 'Morgon över Slussen',
    description: 'Oil on linen.',
    category: 'painting',
    style: 'landscape',
    price: 1200,
    price_eur: 1200,
    width_cm: 50,
    height_cm: 70,
    size_category: 'M',
    status: 'draft',
    venue_commission: 10,
    artist_id: 'ar-1',
    artist_name: 'Elsa Berg',
    images: [image(1), image(2)],
    primary_image: '/media/a/1.webp',
    currentLocation: null,
    year: 2024,
    medium: 'Oil on linen',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...over,
  } as Artwork;
}

const profile = {
  artist: {
    id: 'ar-1',
    artist_name: 'Elsa Berg',
    default_venue_commission: 12,
    platform_fee: { bps: PLATFORM_FEE_BPS, percent: PLATFORM_FEE_BPS / 100 },
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API: the profile, and whatever each test answers to a save or a submit. */
let answer: (method: string, path: string, body: unknown) => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).replace('/api/v1', '');
  const method = init?.method ?? 'GET';
  if (method === 'GET' && path === '/artists/profile/me') return json(200, profile);
  return answer(method, path, init?.body ? JSON.parse(String(init.body)) : undefined);
});
/** The requests the form sent, beside reading the profile. */
const sent = () =>
  fetchMock.mock.calls
    .map(([url, init]) => [init?.method ?? 'GET', String(url).replace('/api/v1', '')])
    .filter(([, path]) => path !== '/artists/profile/me');

const toaster = { show: vi.fn(), success: vi.fn(), error: vi.fn() } satisfies Toaster;

beforeEach(() => {
  answer = () => json(500, { error: { code: 'internal', message: 'Unexpected' } });
  fetchMock.mockClear();
  toaster.success.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  document.documentElement.lang = 'en';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The form at its address, under the shell's guarded history (the leave guard holds moves there). */
function renderForm(work?: Artwork) {
  window.history.replaceState(
    null,
    '',
    work ? `/artist/artworks/edit/${work.id}` : '/artist/artworks/create',
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en" messages={en}>
        <ToastContextProvider value={toaster}>
          <HistoryRouter history={createGuardedHistory()}>
            <Routes>
              <Route path="/artist/artworks/create" element={<ArtworkForm />} />
              <Route
                path="/artist/artworks/edit/:id"
                element={
                  work ? (
                    <>
                      <ArtworkForm key={work.id} artwork={work} />
                      <Link to="/artist/artworks">My artworks</Link>
                    </>
                  ) : (
                    <p>The edit page</p>
                  )
                }
              />
              <Route path="/artist/artworks" element={<p>The works list</p>} />
            </Routes>
          </HistoryRouter>
        </ToastContextProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}
const where = () => window.location.pathname;

/** The error shown for a field (tied to its input by aria-describedby), or null. */
function errorAt(label: string): string | null {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
  return error?.textContent ?? null;
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const photoUrls = () => screen.queryAllByTestId('artwork-photo').map((li) => li.getAttribute('data-url'));

describe('the artwork form', () => {
  it("starts a new work at the profile's commission and shows its checks only once a save is tried", async () => {
    renderForm();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(en['form.commission']).value).toBe('12'),
    );
    expect(errorAt(en['form.title'])).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: en['form.submit'] })).toBeTruthy();
    expect(screen.getByTestId('size-band').textContent).toBe(en['form.size.bandPending']);

    fireEvent.click(screen.getByRole('button', { name: en['form.saveDraft'] }));
    expect(await screen.findByText(en['form.error.summary'])).toBeTruthy();
    expect(errorAt(en['form.title'])).toBe(en['form.error.required']);
    expect(errorAt(en['form.width'])).toBe(en['form.error.required']);
    expect(errorAt(en['form.price'])).toBe(en['form.error.required']);
    expect(screen.getByText(en['form.error.images'])).toBeTruthy();
    expect(errorAt(en['form.commission'])).toBeNull();

    // Once tried, a check follows what is typed.
    type(en['form.title'], 'x');
    expect(errorAt(en['form.title'])).toBe('Between 2 and 120 characters.');
    type(en['form.width'], '60');
    type(en['form.height'], '90');
    expect(errorAt(en['form.width'])).toBeNull();
    expect(screen.getByTestId('size-band').textContent).toBe('Size band: L (Large, 81–120 cm)');
    expect(sent()).toEqual([]);
  });

  it("saves a draft, then shows the server's answer and says so", async () => {
    const saved: unknown[] = [];
    answer = (method, path, body) => {
      saved.push(body);
      return json(200, { artwork: artwork({ title: 'Hamnljus', updated_at: '2026-11-02T10:00:00.000Z' }) });
    };
    renderForm(artwork());
    expect(photoUrls()).toEqual(['/media/a/1.webp', '/media/a/2.webp']);
    type(en['form.title'], '  Hamnljus ');
    fireEvent.click(screen.getByRole('button', { name: en['form.saveDraft'] }));
    await waitFor(() => expect(toaster.success).toHaveBeenCalledWith(en['form.saved']));
    expect(sent()).toEqual([['PUT', '/artworks/aw-1']]);
    expect(saved[0]).toMatchObject({ title: 'Hamnljus', price: 1200, venue_commission: 10, year: 2024 });
    expect(screen.getByLabelText<HTMLInputElement>(en['form.title']).value).toBe('Hamnljus');
  });

  it("shows the server's words at the fields it names until they change, and its message above", async () => {
    answer = () =>
      json(400, {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid.',
          fields: { title: 'You already have a work with this title.', price: 'Too high.' },
        },
      });
    renderForm(artwork());
    fireEvent.click(screen.getByRole('button', { name: en['form.saveDraft'] }));
    await waitFor(() => expect(errorAt(en['form.title'])).toBe('You already have a work with this title.'));
    expect(errorAt(en['form.price'])).toBe('Too high.');
    expect(screen.getByRole('alert').textContent).toContain('Some fields are not valid.');
    type(en['form.title'], 'Hamnljus i november');
    expect(errorAt(en['form.title'])).toBeNull();
    expect(errorAt(en['form.price'])).toBe('Too high.');
  });

  it('submits a draft for review after saving it, and goes back to the works list', async () => {
    answer = (method, path) =>
      path.endsWith('/submit')
        ? json(200, { artwork: artwork({ status: 'pending_review' }) })
        : json(200, { artwork: artwork() });
    renderForm(artwork());
    fireEvent.click(screen.getByRole('button', { name: en['form.submit'] }));
    expect(await screen.findByText('The works list')).toBeTruthy();
    expect(sent()).toEqual([
      ['PUT', '/artworks/aw-1'],
      ['POST', '/artworks/aw-1/submit'],
    ]);
    expect(toaster.success).toHaveBeenCalledWith(en['form.submitted']);
  });

  it('uploads a photo with a progress bar, creates the work on its first save and opens its edit page', async () => {
    let created: unknown;
    answer = (method, path, body) => {
      if (path === '/upload/artwork-image/presign')
        return json(200, {
          upload: {
            method: 'POST',
            url: 'http://bucket.test/media',
            fields: { key: 'uploads/1' },
            file_field: 'file',
            upload_key: 'uploads/1',
            max_bytes: 15 * 1024 * 1024,
            expires_at: '2030-01-01T00:00:00Z',
          },
        });
      if (path === '/upload/artwork-image')
        return json(201, {
          image: {
            ...image(9),
            original: { width: 800, height: 600, format: 'jpeg' },
            sizes: [{ url: '/media/a/9-320.webp', width: 320, height: 240, format: 'webp' }],
          },
        });
      created = body;
      return json(201, { artwork: artwork({ id: 'aw-new' }) });
    };
    /** The media bucket: takes the form when the test says. */
    const bucket: { onload: (() => void) | null; status: number }[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = { onprogress: null };
        onload: (() => void) | null = null;
        onerror = null;
        status = 0;
        responseText = '';
        open() {}
        send() {
          bucket.push(this);
        }
      },
    );
    renderForm();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(en['form.commission']).value).toBe('12'),
    );
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'wall.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByRole('progressbar', { name: 'Uploading wall.jpg' })).toBeTruthy();
    await waitFor(() => expect(bucket).toHaveLength(1));
    act(() => {
      bucket[0]!.status = 204;
      bucket[0]!.onload?.();
    });
    await waitFor(() => expect(photoUrls()).toEqual(['/media/a/9.webp']));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('wall.jpg uploaded')).toBeTruthy();

    type(en['form.title'], 'Hamnljus');
    type(en['form.width'], '60');
    type(en['form.height'], '90');
    type(en['form.price'], '3 600');
    fireEvent.click(screen.getByRole('button', { name: en['form.saveDraft'] }));
    expect(await screen.findByText('The edit page')).toBeTruthy();
    expect(where()).toBe('/artist/artworks/edit/aw-new');
    expect(created).toMatchObject({
      title: 'Hamnljus',
      price: 3600,
      width_cm: 60,
      height_cm: 90,
      venue_commission: 12,
      images: [{ id: 'img-9', url: '/media/a/9.webp', sizes: [{ url: '/media/a/9-320.webp', width: 320 }] }],
    });
    expect(toaster.success).toHaveBeenCalledWith(en['form.saved']);
  });

  it('for a work on display: its status, one Save changes button and no submit', () => {
    renderForm(artwork({ status: 'exhibited' }));
    expect(screen.getByText('Status: On display')).toBeTruthy();
    expect(screen.getByRole('button', { name: en['form.save'] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['form.submit'] })).toBeNull();
    expect(screen.queryByRole('region', { name: en['form.rejected.title'] })).toBeNull();
  });

  it('for a draft sent back by review: why, and what to do next', () => {
    renderForm(artwork({ rejection_reason: 'The photo is too dark.' }));
    const region = screen.getByRole('region', { name: en['form.rejected.title'] });
    expect(within(region).getByText('The photo is too dark.')).toBeTruthy();
    expect(within(region).getByText(en['form.rejected.next'])).toBeTruthy();
    expect(screen.queryByText(/^Status:/)).toBeNull();
  });

  it('reorders and removes photos, the first the primary, and says what changed', () => {
    renderForm(artwork({ images: [image(1), image(2), image(3)] }));
    fireEvent.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
    expect(photoUrls()).toEqual(['/media/a/1.webp', '/media/a/3.webp', '/media/a/2.webp']);
    expect(screen.getByText('Photo moved to place 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 2 the primary image' }));
    expect(photoUrls()).toEqual(['/media/a/3.webp', '/media/a/1.webp', '/media/a/2.webp']);
    expect(
      within(screen.getAllByTestId('artwork-photo')[0]!).getByText(en['form.photos.primary']),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(photoUrls()).toEqual(['/media/a/1.webp', '/media/a/2.webp']);
    expect(screen.getByText('Photo 1 removed')).toBeTruthy();
    // The preview is the buyer's card, with the new primary photo.
    const preview = screen.getByRole('complementary', { name: en['form.preview.title'] });
    expect(within(preview).getByRole('heading', { name: 'Morgon över Slussen' })).toBeTruthy();
  });

  it('asks before leaving with unsaved changes: Stay keeps the page, Leave goes', async () => {
    renderForm(artwork());
    type(en['form.description'], 'Oil on linen, framed.');
    fireEvent.click(screen.getByRole('link', { name: 'My artworks' }));
    const dialog = await screen.findByRole('alertdialog', { name: en['form.leave.text'] });
    fireEvent.click(within(dialog).getByRole('button', { name: en['form.leave.stay'] }));
    expect(where()).toBe('/artist/artworks/edit/aw-1');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'My artworks' }));
    fireEvent.click(await screen.findByRole('button', { name: en['form.leave.go'] }));
    expect(await screen.findByText('The works list')).toBeTruthy();
  });
});
