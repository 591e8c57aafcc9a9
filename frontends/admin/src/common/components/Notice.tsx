import { useState } from 'react';

/** What the admin's last action on a page did: done, or a warning. */
export type NoticeText = { tone: 'ok' | 'warn'; text: string };

/**
 * The page's line for what the last action did. It is always in the page (empty until then), so a
 * screen reader announces each new text as it comes.
 */
export function Notice({ notice }: { notice: NoticeText | null }) {
  return (
    <p role="status" className={notice ? `adm-notice adm-notice--${notice.tone}` : 'adm-notice'}>
      {notice?.text ?? ''}
    </p>
  );
}

/**
 * An action on one row of a list (mark a message handled, lift a suppression): which row is busy,
 * and the notice of what it did. The list is read again afterwards, whether it worked or not.
 */
export function useRowAction(reload: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeText | null>(null);

  /** Runs `action` for the row `row`: `done` when it worked, `failed(error)` when it did not. */
  async function run(
    row: string,
    action: () => Promise<unknown>,
    done: string,
    failed: (e: unknown) => string,
  ) {
    setBusy(row);
    try {
      await action();
      setNotice({ tone: 'ok', text: done });
    } catch (e) {
      setNotice({ tone: 'warn', text: failed(e) });
    } finally {
      setBusy(null);
      reload();
    }
  }

  return { busy, notice, run };
}
