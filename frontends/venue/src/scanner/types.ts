/**
 * The parts of an exhibition (ExhibitionView, docs/api.md: exhibitions) the scanner reads. A
 * type-only copy: browser code does not import the zod contracts.
 */
export interface ScanExhibition {
  id: string;
  status: string;
  artwork: { id: string; title: string };
  artist: { id: string; artist_name: string };
  venue: { id: string; venue_name: string };
}

/** GET /venues/me/exhibitions?status=… */
export interface ScanExhibitionList {
  data: ScanExhibition[];
}
