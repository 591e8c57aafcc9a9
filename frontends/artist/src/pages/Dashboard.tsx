import { FormattedMessage } from 'react-intl';
import { AreaPage, LinkButton } from '@konstvagg/ui';

export default function Dashboard() {
  return (
    <AreaPage
      id="dashboard"
      action={
        <LinkButton to="/artist/artworks/create">
          <FormattedMessage id="action.upload" />
        </LinkButton>
      }
    />
  );
}
