import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getArtwork } from '@konstvagg/contracts/endpoints';
import {
  ApiError,
  Button,
  Container,
  EmptyState,
  LinkButton,
  PageHeader,
  PageLoading,
  call,
  useDocumentTitle,
} from '@konstvagg/ui';
import { useMyProfile } from '../api/profile.ts';
import { ArtworkForm } from '../components/ArtworkForm.tsx';

export default function ArtworkEdit() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const profile = useMyProfile();
  const work = useQuery({
    queryKey: ['artworks', 'own', id],
    queryFn: () => call(getArtwork, { params: { id } }),
    // A refusal (404, 403) is an answer; only a server error is worth asking again.
    retry: (count, error) => error instanceof ApiError && error.status >= 500 && count < 2,
    // The form keeps its own copy; a refetch would not replace what is being typed.
    refetchOnWindowFocus: false,
  });
  const title = t('artworkEdit.title');
  useDocumentTitle(title);

  const back = (
    <LinkButton to="/artist/artworks" variant="secondary">
      {t('action.toArtworks')}
    </LinkButton>
  );
  // Another artist's work reads as public through GET /artworks/{id}: here it is as unknown as a
  // made-up id, and neither prints the id.
  const notFound =
    (work.error instanceof ApiError && (work.error.status === 404 || work.error.status === 403)) ||
    (work.data && profile.data && work.data.artwork.artist_id !== profile.data.artist.id);

  let body;
  if (notFound) {
    body = (
      <EmptyState title={t('form.notFound.title')} action={back}>
        {t('form.notFound.text')}
      </EmptyState>
    );
  } else if (work.error || profile.error) {
    body = (
      <EmptyState
        title={t('form.loadError.title')}
        action={
          <Button
            type="button"
            variant="secondary"
            onClick={() => void Promise.all([work.refetch(), profile.refetch()])}
          >
            {t('form.loadError.retry')}
          </Button>
        }
      >
        {t('form.loadError.text')}
      </EmptyState>
    );
  } else if (!work.data || !profile.data) {
    body = <PageLoading />;
  } else {
    body = <ArtworkForm key={work.data.artwork.id} artwork={work.data.artwork} />;
  }

  return (
    <Container>
      <PageHeader title={title} description={t('artworkEdit.description')} actions={back} />
      {body}
    </Container>
  );
}
