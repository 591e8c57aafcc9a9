import { AreaPage } from '../components/AreaPage.tsx';

export default function Exhibitions() {
  return <AreaPage id="exhibitions" />;
}
