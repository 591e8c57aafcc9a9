import { FormattedMessage } from 'react-intl';
import { AreaPage, LinkButton } from '@konstvagg/ui';

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
