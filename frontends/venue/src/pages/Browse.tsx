import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@konstvagg/ui';
import { AreaPage } from '../components/AreaPage.tsx';

export default function Browse() {
  return (
    <AreaPage
      id="browse"
      action={
        <LinkButton to="/artworks" variant="secondary">
          <FormattedMessage id="action.catalogue" />
        </LinkButton>
      }
    />
  );
}
