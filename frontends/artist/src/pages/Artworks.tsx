import { FormattedMessage } from 'react-intl';
import { AreaPage, LinkButton } from '@konstvagg/ui';

export default function Artworks() {
  return (
    <AreaPage
      id="artworks"
      action={
        <LinkButton to="/artist/artworks/create">
          <FormattedMessage id="action.upload" />
        </LinkButton>
      }
    />
  );
}
