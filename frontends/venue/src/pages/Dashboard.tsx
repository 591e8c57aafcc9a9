import { FormattedMessage } from 'react-intl';
import { AreaPage, LinkButton } from '@konstvagg/ui';

export default function Dashboard() {
  return (
    <AreaPage
      id="dashboard"
      action={
        <LinkButton to="/venue/browse">
          <FormattedMessage id="action.browse" />
        </LinkButton>
      }
    />
  );
}
