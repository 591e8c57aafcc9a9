import { useEffect } from 'react';

/** Sets the tab title to "<page> · Konstvägg" while a page is shown (screen readers announce it on navigation too). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Konstvägg`;
  }, [title]);
}
