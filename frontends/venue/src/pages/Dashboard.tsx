import { FormattedMessage } from 'react-intl';
import { LinkButton } from '@konstvagg/ui';
import { AreaPage } from '../components/AreaPage.tsx';

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
