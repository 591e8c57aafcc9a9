import { AreaPage } from '../components/AreaPage.tsx';

export default function Analytics() {
  return <AreaPage id="analytics" />;
}
