import { useIntl } from 'react-intl';
import { Container, PageHeader, useDocumentTitle } from '@konstvagg/ui';
import { ArtworkForm } from '../components/ArtworkForm.tsx';

export default function ArtworkCreate() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'artworkCreate.title' });
  useDocumentTitle(title);
  return (
    <Container>
      <PageHeader title={title} description={intl.formatMessage({ id: 'artworkCreate.description' })} />
      <ArtworkForm />
    </Container>
  );
}
