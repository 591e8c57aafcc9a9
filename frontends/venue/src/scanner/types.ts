import type { ExhibitionListResponse, ExhibitionView } from '@konstvagg/contracts';

/** An exhibition as the exhibitions service answers it (type only: browser code imports no zod). */
export type ScanExhibition = ExhibitionView;

/** GET /venues/me/exhibitions?status=… */
export type ScanExhibitionList = ExhibitionListResponse;
