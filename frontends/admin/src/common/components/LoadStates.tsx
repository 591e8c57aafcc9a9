import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ApiError, Button, Container, EmptyState, LinkButton, PageHeader, PageLoading } from '@konstvagg/ui';

/**
 * A console list's states: a spinner while its first page loads, the error with a retry, the empty
 * state (when `empty` is given), or its rows (`children`, called with the answer only when it has
 * rows).
 */
export function ListStates<D>({
  loading,
  failed,
  data,
  count,
  retry,
  errorTitle,
  empty,
  loadingLabel,
  headingLevel = 2,
  children,
}: {
  /** The first page is on its way. */
  loading: boolean;
  failed: boolean;
  /** The answer, once it came. */
  data: D | undefined;
  /** How many rows the answer has. */
  count: (data: D) => number;
  retry: () => void;
  errorTitle: string;
  /** What an empty list says; nothing when left out (a page past the first). */
  empty?: { title: string; text: string };
  /** Read to screen readers while it loads (the kit's word when left out). */
  loadingLabel?: string;
  /** The level of the states' headings: 3 below a heading of the list's own. */
  headingLevel?: 2 | 3;
  children: (data: D) => ReactNode;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rows = data === undefined ? undefined : count(data);
  return (
    <>
      {loading ? <PageLoading label={loadingLabel} /> : null}
      {failed ? (
        <EmptyState
          headingLevel={headingLevel}
          title={errorTitle}
          action={<Button onClick={retry}>{t('queue.retry')}</Button>}
        >
          {t('queue.error.text')}
        </EmptyState>
      ) : null}
      {!failed && rows === 0 && empty ? (
        <EmptyState headingLevel={headingLevel} title={empty.title}>
          {empty.text}
        </EmptyState>
      ) : null}
      {!failed && data !== undefined && rows !== undefined && rows > 0 ? children(data) : null}
    </>
  );
}

/**
 * A detail page (a user, a transaction) with nothing to show: not found, or not loaded, under its
 * list's title and with the way back to the list.
 */
export function DetailUnavailable({
  error,
  listTitle,
  missing,
  failedTitle,
  back,
}: {
  error: unknown;
  listTitle: string;
  /** What a 404 says. */
  missing: { title: string; text: string };
  /** What any other failure says above the console's "try again later". */
  failedTitle: string;
  back: { to: string; label: string };
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Container>
      <PageHeader title={listTitle} />
      <EmptyState
        headingLevel={2}
        title={notFound ? missing.title : failedTitle}
        action={
          <LinkButton to={back.to} variant="secondary">
            {back.label}
          </LinkButton>
        }
      >
        {notFound ? missing.text : t('users.error.text')}
      </EmptyState>
    </Container>
  );
}
