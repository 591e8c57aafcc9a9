import { AreaPage } from '../components/AreaPage.tsx';

export default function Settings() {
  return <AreaPage id="settings" />;
}
