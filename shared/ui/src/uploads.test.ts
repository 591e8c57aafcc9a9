import { describe, expect, it } from 'vitest';
import { ApiError } from './api/client.ts';
import { cardImageUrl, uploadErrorText } from './uploads.ts';

const size = (width: number, format: 'webp' | 'jpeg' = 'webp') => ({
  width,
  height: Math.round((width * 3) / 4),
  url: `/media/u/img-1/${width}w.${format === 'webp' ? 'webp' : 'jpg'}`,
  format,
});

describe('cardImageUrl', () => {
  it('takes the 640 px WebP of a large upload, not the widest', () => {
    const image = {
      url: size(1600).url,
      sizes: [size(320), size(640), size(1024), size(1600), size(1024, 'jpeg')],
    };
    expect(cardImageUrl(image)).toBe('/media/u/img-1/640w.webp');
  });

  it('takes the 640 px WebP wherever it is in the list', () => {
    expect(cardImageUrl({ url: 'x', sizes: [size(1024), size(640), size(320)] })).toBe(
      '/media/u/img-1/640w.webp',
    );
  });

  it('takes the widest WebP up to 1024 px when there is no 640 px one (a small original)', () => {
    // An original 500 px wide: 320 and the original width.
    expect(cardImageUrl({ url: size(500).url, sizes: [size(320), size(500), size(500, 'jpeg')] })).toBe(
      '/media/u/img-1/500w.webp',
    );
    // Never a WebP wider than 1024 px, nor the JPEG.
    expect(cardImageUrl({ url: size(1600).url, sizes: [size(320), size(1600), size(1024, 'jpeg')] })).toBe(
      '/media/u/img-1/320w.webp',
    );
  });

  it('takes the 1024 px WebP when it is the widest one that fits', () => {
    expect(cardImageUrl({ url: size(1600).url, sizes: [size(1024), size(1600)] })).toBe(
      '/media/u/img-1/1024w.webp',
    );
  });

  it('falls back to the upload’s url when no WebP fits', () => {
    expect(cardImageUrl({ url: '/media/u/img-1/main.webp', sizes: [] })).toBe('/media/u/img-1/main.webp');
    expect(cardImageUrl({ url: '/media/u/img-1/main.webp', sizes: [size(1600), size(1024, 'jpeg')] })).toBe(
      '/media/u/img-1/main.webp',
    );
  });
});

describe('uploadErrorText', () => {
  it('says what the server said about the file', () => {
    const tooLarge = new ApiError(413, 'payload_too_large', 'The request is too large.', {
      image: 'The image may be at most 15 MB.',
    });
    expect(uploadErrorText(tooLarge, 'fallback')).toBe('The image may be at most 15 MB.');
    const wrongType = new ApiError(415, 'validation_failed', 'Some fields are not valid.', {
      file: 'Only JPEG, PNG and WebP images are accepted.',
    });
    expect(uploadErrorText(wrongType, 'fallback')).toBe('Only JPEG, PNG and WebP images are accepted.');
  });

  it('says the server’s message when it named no field', () => {
    expect(uploadErrorText(new ApiError(401, 'unauthorized', 'Sign in again.'), 'fallback')).toBe(
      'Sign in again.',
    );
  });

  it('falls back without a connection, or for an answer that is not the API’s', () => {
    expect(uploadErrorText(new ApiError(0, 'network_error', 'network'), 'fallback')).toBe('fallback');
    expect(uploadErrorText(new ApiError(413, 'http_error', 'Payload Too Large'), 'fallback')).toBe(
      'fallback',
    );
    expect(uploadErrorText(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
