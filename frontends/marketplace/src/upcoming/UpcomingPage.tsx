import type { ReactNode } from 'react';
import { Container, LinkButton } from '@konstvagg/ui';
import { useDocumentMeta } from '../lib/useDocumentMeta.ts';
import { useT, type MessageId } from '../messages/index.ts';
import '../common.css';

/** A page whose API arrives in a later release: its heading and what it will hold. No fake data. */
export function UpcomingPage({
  title,
  body,
  action,
}: {
  title: MessageId;
  body: MessageId;
  action?: ReactNode;
}) {
  const t = useT();
  useDocumentMeta(t(title), t(body));
  return (
    <Container narrow className="mp-state mp-upcoming">
      <p className="kv-badge kv-badge--accent">{t('common.comingSoon')}</p>
      <h1>{t(title)}</h1>
      <p>{t(body)}</p>
      <div className="mp-state__actions">
        {action ?? <LinkButton to="/artworks">{t('common.browseArtworks')}</LinkButton>}
      </div>
    </Container>
  );
}
