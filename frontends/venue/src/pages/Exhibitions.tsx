import { AreaPage } from '@konstvagg/ui';

export default function Exhibitions() {
  return <AreaPage id="exhibitions" />;
}
