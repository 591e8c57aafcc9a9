import { AreaPage } from '@konstvagg/ui';

export default function Dashboard() {
  return <AreaPage id="dashboard" />;
}
