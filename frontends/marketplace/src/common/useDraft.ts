import { useEffect, useRef, useState } from 'react';

/**
 * A text field's draft that follows its committed value: typing changes the draft; when the
 * committed value changes from outside (back button, Clear all) the draft takes it over.
 */
export function useDraft(committed: string): [string, (next: string) => void] {
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (seen !== committed) {
    // Adjusting state while rendering is React's recommended way to follow a prop.
    setSeen(committed);
    setDraft(committed);
  }
  return [draft, setDraft];
}

/**
 * Calls `commit` once typing has paused for `delayMs`. `pendingDraft` is the draft waiting to be
 * committed, or null when there is nothing to commit (already committed, or not valid).
 */
export function useDebouncedCommit(pendingDraft: string | null, commit: () => void, delayMs = 600): void {
  const latest = useRef(commit);
  useEffect(() => {
    latest.current = commit;
  });
  useEffect(() => {
    if (pendingDraft === null) return;
    const timer = setTimeout(() => latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [pendingDraft, delayMs]);
}
