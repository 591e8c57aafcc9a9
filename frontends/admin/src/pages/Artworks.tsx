import { AreaPage } from '../components/AreaPage.tsx';

export default function Artworks() {
  return <AreaPage id="artworks" />;
}
