import { AreaPage } from '@konstvagg/ui';

export default function Settings() {
  return <AreaPage id="settings" />;
}
