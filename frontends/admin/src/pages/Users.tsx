import { AreaPage } from '@konstvagg/ui';

export default function Users() {
  return <AreaPage id="users" />;
}
