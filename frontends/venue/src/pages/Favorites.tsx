import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@konstvagg/ui';
import { AreaPage } from '../components/AreaPage.tsx';

export default function Favorites() {
  return (
    <AreaPage
      id="favorites"
      action={
        <LinkButton to="/venue/browse" variant="secondary">
          <FormattedMessage id="action.browse" />
        </LinkButton>
      }
    />
  );
}
