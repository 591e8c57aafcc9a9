import { useEffect } from 'react';

const SITE = 'Konstvägg';

/**
 * Sets document.title and the meta description while a page is shown, and puts the previous ones
 * back when it goes (the shell may own defaults).
 */
export function useDocumentMeta(title: string | null, description: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title.includes(SITE) ? title : `${title} | ${SITE}`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === null) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
