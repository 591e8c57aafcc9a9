import { AreaPage } from '@konstvagg/ui';

export default function Analytics() {
  return <AreaPage id="analytics" />;
}
