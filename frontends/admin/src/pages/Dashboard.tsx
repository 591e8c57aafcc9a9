import { AreaPage } from '../components/AreaPage.tsx';

export default function Dashboard() {
  return <AreaPage id="dashboard" />;
}
