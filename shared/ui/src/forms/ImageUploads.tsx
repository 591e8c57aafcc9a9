import { useEffect, useRef, useState } from 'react';
import { Button } from '../components/Button.tsx';
import { uploadErrorText } from '../uploads.ts';
import './forms.css';

/** One chosen photo on its way up, or one that failed and waits to be dismissed. */
export interface ImageUpload {
  /** Its own per choice: two files may have the same name. */
  key: number;
  name: string;
  /** 0-1. */
  progress: number;
  failed: boolean;
  /**
   * Why it failed in the person's language, when the server (or the size check before sending)
   * said so: too large, not a photo (uploadErrorText). Unset when there is nothing to say about the
   * file (no connection, an answer that was not the API's): the caller's own words then.
   */
  reason?: string;
}

/** How one chosen file ended: uploaded, or failed with the server's words about it. */
export type ImageUploadOutcome = { ok: true } | { ok: false; reason?: string };

export interface ImageUploadsOptions<T> {
  /** Uploads one file, reporting progress as 0-1 (uploadImage, or a wrapper around it). */
  upload: (file: File, onProgress: (share: number) => void) => Promise<T>;
  /** How many photos the list may hold, and how many it holds now: a choice beyond the room is cut. */
  max: number;
  taken: number;
  /**
   * The finished uploads, in the order their files were chosen, whichever finished first: a
   * finished one waits for those chosen before it, a failed one holds none up. Until then it keeps
   * its (full) progress bar.
   */
  onUploaded: (results: T[]) => void;
  /** Each file as it finishes, before it joins: to announce it, or to clear an error it answers. */
  onSettled?: (file: File, outcome: ImageUploadOutcome) => void;
  /**
   * True (the default): a failed upload stays in `uploads`, failed and with its reason, until
   * `dismiss`. False: it leaves them at once, and the caller says so from onSettled.
   */
  keepFailed?: boolean;
}

/**
 * Pick image(s), upload each with its progress, and hand the results on in the order they were
 * chosen: the state behind every multi-photo field (an artwork's photos, a venue's gallery).
 * `choose` starts the files that fit in the room and answers how many were left out.
 */
export function useImageUploads<T>(options: ImageUploadsOptions<T>) {
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const lastKey = useRef(0);
  const queue = useRef<{ key: number; done: boolean; result?: { value: T } }[]>([]);

  const settle = (key: number, result?: { value: T }) => {
    const entry = queue.current.find((q) => q.key === key);
    if (!entry) return;
    entry.done = true;
    entry.result = result;
    const ready: T[] = [];
    const joined = new Set<number>();
    while (queue.current[0]?.done) {
      const next = queue.current.shift()!;
      if (next.result) {
        ready.push(next.result.value);
        joined.add(next.key);
      }
    }
    if (ready.length === 0) return;
    latest.current.onUploaded(ready);
    setUploads((all) => all.filter((u) => !joined.has(u.key)));
  };

  const update = (key: number, change: Partial<ImageUpload>) =>
    setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const underWay = uploads.filter((u) => !u.failed).length;
  const room = Math.max(0, options.max - options.taken - underWay);

  const choose = (files: Iterable<File> | ArrayLike<File> | null): number => {
    const all = files ? Array.from(files) : [];
    const chosen = all.slice(0, room);
    for (const file of chosen) {
      const key = ++lastKey.current;
      queue.current.push({ key, done: false });
      setUploads((u) => [...u, { key, name: file.name, progress: 0, failed: false }]);
      latest.current
        .upload(file, (progress) => update(key, { progress }))
        .then(
          (value) => {
            settle(key, { value });
            latest.current.onSettled?.(file, { ok: true });
          },
          (error: unknown) => {
            settle(key);
            const reason = uploadErrorText(error, '') || undefined;
            if (latest.current.keepFailed === false) setUploads((u) => u.filter((x) => x.key !== key));
            else update(key, { failed: true, reason });
            latest.current.onSettled?.(file, { ok: false, reason });
          },
        );
    }
    return all.length - chosen.length;
  };

  const dismiss = (key: number) => setUploads((all) => all.filter((u) => u.key !== key));

  return { uploads, room, choose, dismiss };
}

/**
 * Photos a form sends only when it is submitted (a damage report), one after another, with each
 * one's progress: `send` uploads them in order and answers their results; while it runs, `uploads`
 * holds a bar per photo for UploadProgressList, and afterwards (sent or failed) nothing.
 */
export function useUploadOnSubmit() {
  const [uploads, setUploads] = useState<ImageUpload[]>([]);
  const send = async <T,>(
    files: readonly File[],
    upload: (file: File, onProgress: (share: number) => void) => Promise<T>,
  ): Promise<T[]> => {
    setUploads(files.map((file, key) => ({ key, name: file.name, progress: 0, failed: false })));
    try {
      const results: T[] = [];
      for (const [key, file] of files.entries())
        results.push(
          await upload(file, (progress) =>
            setUploads((all) => all.map((u) => (u.key === key ? { ...u, progress } : u))),
          ),
        );
      return results;
    } finally {
      setUploads([]);
    }
  };
  return { uploads, send };
}

/**
 * The bars of useUploadOnSubmit's photos while they are sent, each named by `label(name)`
 * ("Uploading crack.jpg"); nothing when none is on its way. A failure is the form's to say.
 */
export function UploadProgressList({
  uploads,
  label,
}: {
  uploads: readonly ImageUpload[];
  label: (name: string) => string;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul className="kv-upload-progress">
      {uploads.map((u) => (
        <li key={u.key}>
          <span>{u.name}</span> <progress max={1} value={u.progress} aria-label={label(u.name)} />
        </li>
      ))}
    </ul>
  );
}

/** The words of an upload list, in the person's language (the kit has no area words). */
export interface ImageUploadListText {
  /** The progress bar's accessible name: "Uploading {name}". */
  progress: (name: string) => string;
  /** A failure the server said nothing about (no connection, a proxy's answer). */
  failed: string;
  /** The button that takes a failed upload off the list. */
  dismiss: string;
}

/**
 * The uploads under way, each with its file name and a progress bar, and the failed ones with why
 * (the server's words about the file, else text.failed) and a button to dismiss them.
 */
export function ImageUploadList({
  uploads,
  text,
  onDismiss,
  className,
}: {
  uploads: readonly ImageUpload[];
  text: ImageUploadListText;
  onDismiss: (key: number) => void;
  className?: string;
}) {
  if (uploads.length === 0) return null;
  return (
    <ul className={className}>
      {uploads.map((u) => (
        <li key={u.key}>
          <span>{u.name}</span>{' '}
          {u.failed ? (
            <>
              <span className="kv-field__error">{u.reason ?? text.failed}</span>{' '}
              <Button type="button" size="sm" variant="ghost" onClick={() => onDismiss(u.key)}>
                {text.dismiss}
              </Button>
            </>
          ) : (
            <progress max={1} value={u.progress} aria-label={text.progress(u.name)} />
          )}
        </li>
      ))}
    </ul>
  );
}
