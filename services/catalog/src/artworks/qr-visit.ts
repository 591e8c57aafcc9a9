import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { emptyResponseSchema } from '@konstvagg/contracts';
import { qrVisitStats, statUpdateItems } from '@konstvagg/domain';
import { defineOperation, nowIso } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import { artworkIdSchema } from './get-artwork.ts';
import { getPublicArtwork } from './public-artwork.ts';

/**
 * POST /artworks/{id}/qr-visit: the artwork page was opened from its printed QR code (`?src=qr`);
 * the page sends this once per browser session. The visit is the event and the day's `qr_visits`
 * counter its only write (stats.ts), the first step of the admin's funnel QR -> checkout -> paid.
 * Not counted on `GET /artworks/{id}` itself: that answer is cached and read by more than the page.
 */
export const qrVisit = defineOperation({
  response: emptyResponseSchema,
  params: z.object({ id: artworkIdSchema }),
  async run({ params }) {
    await getPublicArtwork(params.id);
    const at = nowIso();
    const [item] = statUpdateItems(qrVisitStats(at), tableName(), at);
    await documentClient().send(new UpdateCommand(item!.Update));
    return { status: 204, headers: { 'Cache-Control': 'no-store' } };
  },
});
