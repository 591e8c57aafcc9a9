import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Container, PageHeader, useDocumentTitle } from '@konstvagg/ui';

/** The frame of the shell's account pages: one centred card with a heading, a lead and links. */
export function AccountPage({
  titleId,
  lead,
  children,
}: {
  titleId: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  useDocumentTitle(title);
  return (
    <Container narrow>
      <div className="shell-account-page">
        <PageHeader title={title} description={lead} />
        <div className="kv-card kv-stack">{children}</div>
      </div>
    </Container>
  );
}
