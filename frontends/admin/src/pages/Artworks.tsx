import { AreaPage } from '@konstvagg/ui';

export default function Artworks() {
  return <AreaPage id="artworks" />;
}
