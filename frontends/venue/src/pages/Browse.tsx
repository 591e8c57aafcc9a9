import { FormattedMessage } from 'react-intl';
import { AreaPage, LinkButton } from '@konstvagg/ui';

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
