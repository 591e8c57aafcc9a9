import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Container, EmptyState, LinkButton, PageHeader, useDocumentTitle } from '@konstvagg/ui';

export default function TransactionDetail() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'transactionDetail.title' }, { id });
  useDocumentTitle(title);
  return (
    <Container>
      <PageHeader title={title} description={intl.formatMessage({ id: 'transactionDetail.description' })} />
      <EmptyState
        title={intl.formatMessage({ id: 'transactionDetail.empty.title' })}
        action={
          <LinkButton to="/admin/transactions" variant="secondary">
            <FormattedMessage id="action.toTransactions" />
          </LinkButton>
        }
      >
        {intl.formatMessage({ id: 'transactionDetail.empty.text' })}
      </EmptyState>
    </Container>
  );
}
