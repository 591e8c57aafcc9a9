// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '../api/client.ts';
import type { UploadedImageVariants } from '../uploads.ts';
import { ProfilePhotoField, type ProfilePhotoFieldText } from './ProfilePhotoField.tsx';

afterEach(cleanup);

const TEXT: ProfilePhotoFieldText = {
  title: 'Profile photo',
  alt: 'Your profile photo',
  none: 'No photo yet',
  choose: 'Upload a new photo',
  hint: 'JPEG, PNG or WebP.',
  uploading: (percent) => `Uploading… ${percent} %`,
  progress: 'Upload progress',
  uploadError: 'The photo could not be uploaded.',
  remove: 'Remove profile photo',
  notSaved: 'New photo uploaded. Save to show it.',
  removedNotSaved: 'Photo removed. Save to take it off.',
};

const ANSWER: UploadedImageVariants = {
  url: '/media/u/img-1/1600w.webp',
  sizes: [
    { url: '/media/u/img-1/320w.webp', width: 320, format: 'webp' },
    { url: '/media/u/img-1/640w.webp', width: 640, format: 'webp' },
    { url: '/media/u/img-1/640w.jpg', width: 640, format: 'jpeg' },
    { url: '/media/u/img-1/1600w.webp', width: 1600, format: 'webp' },
  ],
};

type Upload = (file: File, onProgress: (share: number) => void) => Promise<UploadedImageVariants>;

/** A form holding the photo, as the artist's settings do: `changed` against the saved one. */
function Form({
  saved,
  upload,
  onChange,
  heading,
}: {
  saved: string | null;
  upload: Upload;
  onChange: (url: string | null) => void;
  heading?: { level: 2 };
}) {
  const [value, setValue] = useState(saved);
  return (
    <ProfilePhotoField
      value={value}
      changed={value !== saved}
      name="astrid"
      text={TEXT}
      upload={upload}
      heading={heading}
      onChange={(url) => {
        onChange(url);
        setValue(url);
      }}
    />
  );
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload a new photo'), { target: { files: [file] } });

describe('ProfilePhotoField', () => {
  it('uploads the chosen file through `upload`, with progress, and reports the card variant', async () => {
    let progress: (share: number) => void = () => {};
    let answer: (image: UploadedImageVariants) => void = () => {};
    const upload = vi.fn<Upload>(
      (_file, onProgress) =>
        new Promise((resolve) => {
          progress = onProgress;
          answer = resolve;
        }),
    );
    const onChange = vi.fn();
    render(<Form saved={null} upload={upload} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Profile photo' });
    expect(within(group).getByText('No photo yet')).toBeTruthy();
    expect(within(group).getByText('A').getAttribute('aria-hidden')).toBe('true');

    const file = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
    chooseFile(file);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0]).toBe(file);
    const input = screen.getByLabelText<HTMLInputElement>('Upload a new photo');
    expect(input.disabled).toBe(true);
    act(() => progress(0.42));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Uploading… 42 %');
    expect(within(status).getByLabelText('Upload progress').tagName).toBe('PROGRESS');

    await act(async () => answer(ANSWER));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('/media/u/img-1/640w.webp');
    const preview = screen.getByRole<HTMLImageElement>('img', { name: 'Your profile photo' });
    expect(preview.getAttribute('src')).toBe('/media/u/img-1/640w.webp');
    expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['400', '300']);
    expect(input.disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('New photo uploaded. Save to show it.');
  });

  it("shows the server's words about the file in an alert, tied to the input, and keeps the photo", async () => {
    const upload = vi.fn<Upload>(() =>
      Promise.reject(
        new ApiError(415, 'unsupported_media_type', 'Unsupported', {
          image: 'Only JPEG, PNG and WebP images are accepted.',
        }),
      ),
    );
    const onChange = vi.fn();
    render(<Form saved="/media/old.webp" upload={upload} onChange={onChange} />);
    const input = screen.getByLabelText('Upload a new photo');
    const hintId = screen.getByText('JPEG, PNG or WebP.').id;
    expect(input.getAttribute('aria-describedby')).toBe(hintId);

    await act(async () => chooseFile(new File(['no image'], 'notes.jpg', { type: 'image/jpeg' })));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Only JPEG, PNG and WebP images are accepted.');
    expect(input.getAttribute('aria-describedby')).toBe(`${hintId} ${alert.id}`);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Your profile photo' }).getAttribute('src')).toBe(
      '/media/old.webp',
    );
    expect(screen.getByRole('status').textContent).toBe('');

    // No answer from the API (no connection): the page's own fallback.
    upload.mockRejectedValueOnce(new ApiError(0, 'network_error', ''));
    await act(async () => chooseFile(new File(['x'], 'me.jpg', { type: 'image/jpeg' })));
    expect(screen.getByRole('alert').textContent).toBe('The photo could not be uploaded.');
  });

  it('Remove reports null, shows the initial and moves the focus to the file input', () => {
    const onChange = vi.fn();
    render(<Form saved="/media/old.webp" upload={vi.fn<Upload>()} onChange={onChange} />);
    const remove = screen.getByRole('button', { name: 'Remove profile photo' });
    remove.focus();
    fireEvent.click(remove);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    expect(document.activeElement).toBe(screen.getByLabelText('Upload a new photo'));
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove profile photo' })).toBeNull();
    expect(screen.getByText('No photo yet')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Photo removed. Save to take it off.');
  });

  it('has ids of its own on each use, and as a section is a region named by its heading', () => {
    render(
      <>
        <Form saved={null} upload={vi.fn<Upload>()} onChange={vi.fn()} />
        <Form saved={null} upload={vi.fn<Upload>()} onChange={vi.fn()} heading={{ level: 2 }} />
      </>,
    );
    const inputs = screen.getAllByLabelText('Upload a new photo');
    expect(inputs).toHaveLength(2);
    expect(inputs[0]!.id).not.toBe(inputs[1]!.id);
    const hints = inputs.map((input) => input.getAttribute('aria-describedby'));
    expect(new Set(hints).size).toBe(2);
    for (const hint of hints) expect(document.getElementById(hint!)?.textContent).toBe('JPEG, PNG or WebP.');

    expect(screen.getByRole('group', { name: 'Profile photo' }).contains(inputs[0]!)).toBe(true);
    const region = screen.getByRole('region', { name: 'Profile photo' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Profile photo' })).toBeTruthy();
    expect(region.contains(inputs[1]!)).toBe(true);
  });
});
