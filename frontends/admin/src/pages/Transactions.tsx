import { AreaPage } from '../components/AreaPage.tsx';

export default function Transactions() {
  return <AreaPage id="transactions" />;
}
