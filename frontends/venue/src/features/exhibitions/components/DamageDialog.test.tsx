// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ExhibitionView } from '@konstvagg/contracts';
import { FakeBucketPost, renderInRemote } from '@konstvagg/ui/testing';
import { en } from '../../../messages/en.ts';
import { sv } from '../../../messages/sv.ts';
import { DamageDialog } from './DamageDialog.tsx';

/**
 * The damage report through the kit's real uploadToBucket: the API (presign, report) is a fake
 * fetch, the media bucket a fake XMLHttpRequest whose progress and answer the test drives.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let presigned = 0;
let report: { description: string; photo_keys: string[] } | null = null;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v1/exhibitions/ex-1/damage-photos/presign') {
    presigned += 1;
    const key = `uploads/damage/photo-${presigned}`;
    return json(200, {
      upload: {
        method: 'POST',
        url: 'http://bucket.test/media',
        fields: { key },
        file_field: 'file',
        upload_key: key,
        max_bytes: 15 * 1024 * 1024,
        expires_at: '2030-01-01T00:00:00Z',
      },
    });
  }
  if (url.pathname === '/api/v1/exhibitions/ex-1/report-damage') {
    report = JSON.parse(String(init?.body));
    return json(200, { ...view, status: 'damaged' });
  }
  return json(404, { error: { code: 'not_found', message: `no fake for ${url.pathname}` } });
});

const view = {
  id: 'ex-1',
  status: 'on_display',
  artwork: { id: 'aw-1', title: 'Vitt på vitt' },
} as unknown as ExhibitionView;

beforeEach(() => {
  FakeBucketPost.posts = [];
  presigned = 0;
  report = null;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeBucketPost);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photo = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });

describe('the damage report', () => {
  it('sends each photo to the bucket with its progress bar, then the report naming them', async () => {
    const onDone = vi.fn();
    renderInRemote(<DamageDialog view={view} onClose={() => {}} onDone={onDone} />, { messages: en });
    fireEvent.change(screen.getByLabelText(/What happened/), {
      target: { value: 'The frame cracked at one corner when it fell.' },
    });
    fireEvent.change(screen.getByLabelText(/Photos/), {
      target: { files: [photo('crack.jpg'), photo('corner.jpg')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(FakeBucketPost.posts).toHaveLength(1));
    FakeBucketPost.posts[0]!.progress(0.5);
    expect(screen.getByRole('progressbar', { name: 'Uploading crack.jpg' }).getAttribute('value')).toBe(
      '0.5',
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading corner.jpg' }).getAttribute('value')).toBe('0');
    FakeBucketPost.posts[0]!.answer(204);
    await waitFor(() => expect(FakeBucketPost.posts).toHaveLength(2));
    FakeBucketPost.posts[1]!.answer(204);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(report).toEqual({
      description: 'The frame cracked at one corner when it fell.',
      photo_keys: ['uploads/damage/photo-1', 'uploads/damage/photo-2'],
    });
  });

  it('says in Swedish when a photo does not reach the bucket, and sends no report', async () => {
    const onDone = vi.fn();
    renderInRemote(<DamageDialog view={view} onClose={() => {}} onDone={onDone} />, { messages: sv });
    fireEvent.change(screen.getByLabelText(/Vad har hänt/), {
      target: { value: 'Ramen sprack i ena hörnet när den föll.' },
    });
    fireEvent.change(screen.getByLabelText(/Foton/), { target: { files: [photo('spricka.jpg')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka anmälan' }));
    await waitFor(() => expect(FakeBucketPost.posts).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Laddar upp spricka.jpg' })).toBeTruthy();
    FakeBucketPost.posts[0]!.fail();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(report).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});
