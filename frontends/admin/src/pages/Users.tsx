import { AreaPage } from '../components/AreaPage.tsx';

export default function Users() {
  return <AreaPage id="users" />;
}
