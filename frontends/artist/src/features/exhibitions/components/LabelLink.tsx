import { useT } from '../../../common/text.tsx';
import { labelHref } from '../model.ts';

/** The work's printable shipping label (a PDF), opened in a new tab, which its name says. */
export function LabelLink({ artworkId }: { artworkId: string }) {
  const t = useT();
  return (
    <a
      className="kv-button kv-button--secondary kv-button--sm"
      href={labelHref(artworkId)}
      target="_blank"
      rel="noopener"
    >
      {t('exhibitions.action.label')}
      <span className="kv-visually-hidden"> {t('exhibitions.opensNewTab')}</span>
    </a>
  );
}
