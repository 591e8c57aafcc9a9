import { FormattedMessage } from 'react-intl';
import { AreaPage, LinkButton } from '@konstvagg/ui';

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
