import { AreaPage } from '@konstvagg/ui';

export default function Transactions() {
  return <AreaPage id="transactions" />;
}
