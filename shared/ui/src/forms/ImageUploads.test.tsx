// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FakeBucketPost } from '../testing/fake-bucket.ts';
import { uploadImage } from '../uploads.ts';
import {
  ImageUploadList,
  useImageUploads,
  UploadProgressList,
  useUploadOnSubmit,
  type ImageUploadListText,
  type ImageUploadOutcome,
} from './ImageUploads.tsx';

/**
 * The kit's photo uploads through the real uploadImage: the API (presign, then finish) is a fake
 * fetch, the media bucket a fake XMLHttpRequest whose progress and answer each test drives.
 */

const TEXT: ImageUploadListText = {
  progress: (name) => `Uploading ${name}`,
  failed: 'The upload failed. Try again.',
  dismiss: 'Dismiss',
};

const post = (name: string) => {
  const found = FakeBucketPost.posts.find((p) => p.fileName === name);
  if (!found) throw new Error(`no bucket post of ${name}`);
  return found;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API: each presign names its upload key after the file's size; a finish answers by key. */
let finish: (key: string) => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const body = JSON.parse(String(init?.body ?? '{}')) as { size?: number; upload_key?: string };
  if (url.endsWith('/upload/artwork-image/presign'))
    return json(200, {
      upload: {
        method: 'POST',
        url: 'http://bucket.test/media',
        fields: { key: `uploads/${body.size}` },
        file_field: 'file',
        upload_key: `uploads/${body.size}`,
        max_bytes: 15 * 1024 * 1024,
        expires_at: '2030-01-01T00:00:00Z',
      },
    });
  if (url.endsWith('/upload/artwork-image')) return finish(body.upload_key!);
  return json(404, { error: { code: 'not_found', message: 'Not found' } });
});
const imageAt = (key: string) =>
  json(201, {
    image: {
      id: key,
      url: `/media/${key}.webp`,
      thumb_url: `/media/${key}-t.webp`,
      width: 800,
      height: 600,
      original: { width: 800, height: 600, format: 'jpeg' },
      sizes: [],
    },
  });

beforeEach(() => {
  FakeBucketPost.posts = [];
  finish = imageAt;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeBucketPost);
  document.documentElement.lang = 'en';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A photo field as a form holds one: the uploaded URLs in order, the uploads under way below. */
function Photos({
  max = 8,
  keepFailed,
  onSettled,
  onLeftOut,
}: {
  max?: number;
  keepFailed?: boolean;
  onSettled?: (file: File, outcome: ImageUploadOutcome) => void;
  onLeftOut?: (count: number) => void;
}) {
  const [urls, setUrls] = useState<string[]>(['/media/existing.webp']);
  const { uploads, room, choose, dismiss } = useImageUploads({
    upload: (file, onProgress) => uploadImage('artwork-image', file, onProgress),
    max,
    taken: urls.length,
    onUploaded: (images) => setUrls((u) => [...u, ...images.map((i) => i.url)]),
    onSettled,
    keepFailed,
  });
  return (
    <>
      <label>
        Add photos
        <input
          type="file"
          multiple
          disabled={room <= 0}
          data-room={room}
          onChange={(e) => {
            const leftOut = choose(e.target.files);
            onLeftOut?.(leftOut);
          }}
        />
      </label>
      <ImageUploadList uploads={uploads} text={TEXT} onDismiss={dismiss} className="uploads" />
      <ol aria-label="Photos">
        {urls.map((url) => (
          <li key={url}>{url}</li>
        ))}
      </ol>
    </>
  );
}

/** A file of `size` bytes: its size is its upload key, so the fake API knows it by that. */
const photo = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
/** Chooses files; resolves once those that fit have reached the bucket (their forms came back). */
const choose = async (...files: File[]) => {
  const before = FakeBucketPost.posts.length;
  const room = Number(screen.getByLabelText('Add photos').dataset.room);
  fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } });
  const sent = Math.min(room, files.filter((f) => f.size <= 15 * 1024 * 1024).length);
  await waitFor(() => expect(FakeBucketPost.posts).toHaveLength(before + sent));
};
const photos = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.closest('ol'))
    .map((li) => li.textContent);

describe('useImageUploads with ImageUploadList', () => {
  it('uploads each photo through the bucket with a progress bar, and adds them in the order chosen', async () => {
    const onSettled = vi.fn();
    render(<Photos onSettled={onSettled} />);
    await choose(photo('first.jpg', 11), photo('second.jpg', 22));
    expect(FakeBucketPost.posts.map((p) => [p.url, p.fileName])).toEqual([
      ['http://bucket.test/media', 'first.jpg'],
      ['http://bucket.test/media', 'second.jpg'],
    ]);
    const first = screen.getByRole('progressbar', { name: 'Uploading first.jpg' });
    const second = screen.getByRole('progressbar', { name: 'Uploading second.jpg' });
    expect(first.closest('ul')?.className).toBe('uploads');
    expect(first.closest('li')?.textContent).toBe('first.jpg ');

    // The bucket part is nine tenths of the bar; the server's check and conversion the rest.
    post('second.jpg').progress(0.5);
    expect((second as HTMLProgressElement).value).toBeCloseTo(0.45);
    expect((first as HTMLProgressElement).value).toBe(0);

    // The second finishes first: it waits, its bar full, for the one chosen before it.
    post('second.jpg').answer(204);
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
    expect(onSettled).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'second.jpg' }), {
      ok: true,
    });
    expect((second as HTMLProgressElement).value).toBe(1);
    expect(photos()).toEqual(['/media/existing.webp']);

    post('first.jpg').answer(204);
    await waitFor(() =>
      expect(photos()).toEqual(['/media/existing.webp', '/media/uploads/11.webp', '/media/uploads/22.webp']),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.querySelector('.uploads')).toBeNull();
    // Each photo: a presign and a finish through the API, never the file itself.
    expect(fetchMock.mock.calls.map(([url, init]) => [String(url), init?.body])).toEqual([
      ['/api/v1/upload/artwork-image/presign', '{"size":11}'],
      ['/api/v1/upload/artwork-image/presign', '{"size":22}'],
      ['/api/v1/upload/artwork-image', '{"upload_key":"uploads/22"}'],
      ['/api/v1/upload/artwork-image', '{"upload_key":"uploads/11"}'],
    ]);
  });

  it("shows the server's words about a file, or the caller's when it said none; a failure holds no photo up", async () => {
    const onSettled = vi.fn();
    finish = (key) =>
      key === 'uploads/11'
        ? json(415, {
            error: {
              code: 'unsupported_media_type',
              message: 'Unsupported',
              fields: { image: 'Only JPEG, PNG and WebP images are accepted.' },
            },
          })
        : imageAt(key);
    render(<Photos onSettled={onSettled} />);
    await choose(photo('notes.jpg', 11), photo('offline.jpg', 22), photo('wall.jpg', 33));
    post('notes.jpg').answer(204);
    post('offline.jpg').fail();
    post('wall.jpg').answer(204);
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(3));

    const rows = [...document.querySelectorAll('.uploads > li')].map((li) => li.textContent);
    expect(rows).toEqual([
      'notes.jpg Only JPEG, PNG and WebP images are accepted. Dismiss',
      'offline.jpg The upload failed. Try again. Dismiss',
    ]);
    expect(document.querySelectorAll('.uploads .kv-field__error')).toHaveLength(2);
    expect(photos()).toEqual(['/media/existing.webp', '/media/uploads/33.webp']);
    const outcomes = onSettled.mock.calls.map(([file, outcome]) => [(file as File).name, outcome]);
    expect(outcomes.sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual([
      ['notes.jpg', { ok: false, reason: 'Only JPEG, PNG and WebP images are accepted.' }],
      ['offline.jpg', { ok: false, reason: undefined }],
      ['wall.jpg', { ok: true }],
    ]);

    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect([...document.querySelectorAll('.uploads > li')].map((li) => li.textContent)).toEqual([
      'offline.jpg The upload failed. Try again. Dismiss',
    ]);
  });

  it('refuses a photo over 15 MB in the page, before anything is sent, in the page’s language', async () => {
    document.documentElement.lang = 'sv';
    render(<Photos />);
    const huge = photo('huge.jpg', 1);
    Object.defineProperty(huge, 'size', { value: 16 * 1024 * 1024 });
    await choose(huge);
    await waitFor(() =>
      expect(document.querySelector('.uploads > li')?.textContent).toBe(
        'huge.jpg Bilden är större än 15 MB. Välj en mindre, eller spara den mindre först. Dismiss',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeBucketPost.posts).toEqual([]);
  });

  it('starts only the photos that fit, says how many were left out, and frees the room of a failed one', async () => {
    const onLeftOut = vi.fn();
    render(<Photos max={3} onLeftOut={onLeftOut} />);
    await choose(photo('a.jpg', 1), photo('b.jpg', 2), photo('c.jpg', 3));
    expect(onLeftOut).toHaveBeenLastCalledWith(1);
    expect(FakeBucketPost.posts.map((p) => p.fileName)).toEqual(['a.jpg', 'b.jpg']);
    expect(screen.getByLabelText<HTMLInputElement>('Add photos').disabled).toBe(true);

    post('a.jpg').fail();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Add photos').disabled).toBe(false));
    await choose(photo('d.jpg', 4));
    expect(onLeftOut).toHaveBeenLastCalledWith(0);
    expect(FakeBucketPost.posts.map((p) => p.fileName)).toEqual(['a.jpg', 'b.jpg', 'd.jpg']);
  });

  it('lets a failed upload leave the list at once when the caller says so itself', async () => {
    const onSettled = vi.fn();
    render(<Photos keepFailed={false} onSettled={onSettled} />);
    await choose(photo('offline.jpg', 1));
    expect(screen.getByRole('progressbar', { name: 'Uploading offline.jpg' })).toBeTruthy();
    post('offline.jpg').fail();
    await waitFor(() => expect(document.querySelector('.uploads')).toBeNull());
    expect(onSettled).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ name: 'offline.jpg' }), {
      ok: false,
      reason: undefined,
    });
  });
});

describe('useUploadOnSubmit with UploadProgressList', () => {
  /** A report that sends its photos when submitted, and lists what came back. */
  function Report({ files }: { files: File[] }) {
    const { uploads, send } = useUploadOnSubmit();
    const [sent, setSent] = useState<string[] | null>(null);
    const [failed, setFailed] = useState(false);
    const submit = () =>
      send(files, (file, onProgress) => uploadImage('artwork-image', file, onProgress)).then(
        (images) => setSent(images.map((i) => i.url)),
        () => setFailed(true),
      );
    return (
      <>
        <button type="button" onClick={() => void submit()}>
          Send report
        </button>
        <UploadProgressList uploads={uploads} label={TEXT.progress} />
        {sent ? <p>Sent: {sent.join(', ')}</p> : null}
        {failed ? <p>Not sent</p> : null}
      </>
    );
  }

  it('sends the photos one after another, each with its bar, and answers them in order', async () => {
    render(<Report files={[photo('crack.jpg', 10), photo('corner.jpg', 20)]} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(FakeBucketPost.posts).toHaveLength(1));
    post('crack.jpg').progress(0.4);
    const bar = (name: string) =>
      Number(screen.getByRole('progressbar', { name: `Uploading ${name}` }).getAttribute('value'));
    // (uploadImage keeps the last part of its bar for the conversion.)
    expect(bar('crack.jpg')).toBeGreaterThan(0.3);
    expect(bar('crack.jpg')).toBeLessThan(1);
    expect(bar('corner.jpg')).toBe(0);
    // The second waits for the first.
    expect(FakeBucketPost.posts).toHaveLength(1);
    post('crack.jpg').answer(204);
    await waitFor(() => expect(FakeBucketPost.posts).toHaveLength(2));
    post('corner.jpg').answer(204);
    expect(await screen.findByText('Sent: /media/uploads/10.webp, /media/uploads/20.webp')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a failed photo stops the send, and its bars go with it', async () => {
    render(<Report files={[photo('crack.jpg', 10), photo('corner.jpg', 20)]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(FakeBucketPost.posts).toHaveLength(1));
    post('crack.jpg').fail();
    expect(await screen.findByText('Not sent')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(FakeBucketPost.posts).toHaveLength(1);
  });
});
