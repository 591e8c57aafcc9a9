import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@konstvagg/ui';
import { AreaPage } from '../components/AreaPage.tsx';

export default function ArtworkCreate() {
  return (
    <AreaPage
      id="artworkCreate"
      action={
        <LinkButton to="/artist/artworks" variant="secondary">
          <FormattedMessage id="action.toArtworks" />
        </LinkButton>
      }
    />
  );
}
