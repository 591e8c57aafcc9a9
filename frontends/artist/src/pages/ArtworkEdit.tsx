import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Container, EmptyState, LinkButton, PageHeader, useDocumentTitle } from '@konstvagg/ui';

export default function ArtworkEdit() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'artworkEdit.title' }, { id });
  useDocumentTitle(title);
  return (
    <Container>
      <PageHeader title={title} description={intl.formatMessage({ id: 'artworkEdit.description' }, { id })} />
      <EmptyState
        title={intl.formatMessage({ id: 'artworkEdit.empty.title' })}
        action={
          <LinkButton to="/artist/artworks" variant="secondary">
            <FormattedMessage id="action.toArtworks" />
          </LinkButton>
        }
      >
        {intl.formatMessage({ id: 'artworkEdit.empty.text' })}
      </EmptyState>
    </Container>
  );
}
