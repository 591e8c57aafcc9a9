import { AreaPage } from '@konstvagg/ui';

export default function Sales() {
  return <AreaPage id="sales" />;
}
