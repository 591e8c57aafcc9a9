import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MESSAGE_NUMBERS } from '@konstvagg/rules';
import { EmptyState } from './EmptyState.tsx';
import { Container, PageHeader } from './Layout.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

/**
 * A role-area page before its feature lands: its heading, what it is for, and an honest empty
 * state. Messages: `<id>.title`, `<id>.description`, `<id>.empty.title`, `<id>.empty.text`; they
 * may state business numbers by their MESSAGE_NUMBERS names (`{minPrice}`, `{moderationHours}`).
 */
export function AreaPage({ id, action, children }: { id: string; action?: ReactNode; children?: ReactNode }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${id}.${key}` }, MESSAGE_NUMBERS);
  useDocumentTitle(t('title'));
  return (
    <Container>
      <PageHeader title={t('title')} description={t('description')} />
      {children}
      <EmptyState title={t('empty.title')} action={action}>
        {t('empty.text')}
      </EmptyState>
    </Container>
  );
}
