import { AreaPage } from '../components/AreaPage.tsx';

export default function Sales() {
  return <AreaPage id="sales" />;
}
