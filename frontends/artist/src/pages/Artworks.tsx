import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@konstvagg/ui';
import { AreaPage } from '../components/AreaPage.tsx';

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
