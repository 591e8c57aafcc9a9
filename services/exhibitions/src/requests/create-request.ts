import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  exhibitionRequestBodySchema,
  exhibitionSchema,
  isOneOf,
  PUBLIC_ARTWORK_STATUSES,
} from '@konstvagg/contracts';
import {
  EXHIBITION_LIFECYCLE,
  exhibitionIndexKeys,
  keys,
  type ArtistRecord,
  type ExhibitionRecord,
  type VenueRecord,
} from '@konstvagg/domain';
import { AppError, defineOperation, notFound, nowIso, ValidationError } from '@konstvagg/lambda-kit';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';
import {
  artworkIsFree,
  artworkUnavailable,
  explainFailure,
  putOpenRequestGuard,
  requestExists,
  type ExtraItem,
} from '../commit.ts';
import { answer } from '../context.ts';
import { notify } from '../notify.ts';
import { getItem, loadArtwork, partyOfCaller } from '../store.ts';
import { partsOf, toExhibitionView } from '../view.ts';

/**
 * POST /exhibitions/requests: a venue asks for an available work (the venue is itself), or an
 * artist proposes one of their available works to a venue (venue_id required). One open request
 * per artwork and venue: the exhibition is written in one transaction with its pair's guard item
 * (a conditional put, so of two requests at once one wins) and a check that the work is still
 * available and held by no accepted exhibition. The other party is mailed.
 */
export const createRequest = defineOperation({
  status: 201,
  errors: ['request_exists', 'artwork_unavailable'],
  response: exhibitionSchema,
  body: exhibitionRequestBodySchema,
  async run({ body, caller }) {
    const party = await partyOfCaller(caller);
    const artwork = await loadArtwork(body.artwork_id);
    let venue: VenueRecord | undefined;
    let artist: ArtistRecord | undefined;
    if (party.role === 'artist') {
      if (!artwork || artwork.artist_id !== party.artist.id) throw notFound('error.artwork_not_found');
      if (!body.venue_id) throw new ValidationError({ venue_id: { key: 'validation.venue_id_required' } });
      venue = await getItem<VenueRecord>(keys.venue(body.venue_id));
      if (!venue) throw notFound('error.venue_not_found');
      artist = party.artist;
    } else if (party.role === 'venue') {
      // A venue sees only what the marketplace shows; drafts and withdrawn works do not exist for it.
      if (!artwork || !isOneOf(PUBLIC_ARTWORK_STATUSES, artwork.status))
        throw notFound('error.artwork_not_found');
      if (body.venue_id && body.venue_id !== party.venue.id)
        throw new ValidationError({ venue_id: { key: 'validation.invalid' } });
      venue = party.venue;
      artist = await getItem<ArtistRecord>(keys.artist(artwork.artist_id));
    } else throw notFound('error.artwork_not_found');
    if (artwork.status !== 'available' || artwork.exhibition_id) throw artworkUnavailable();

    const at = nowIso();
    const id = randomUUID();
    const requestedBy = party.role;
    const record: ExhibitionRecord = {
      entity: 'exhibition',
      id,
      artwork_id: artwork.id,
      venue_id: venue.id,
      artist_id: artwork.artist_id,
      requested_by: requestedBy,
      requested_by_user_id: party.userId,
      message: body.message || null,
      status: EXHIBITION_LIFECYCLE.initial,
      history: [
        {
          at,
          by: party.userId,
          by_role: requestedBy,
          by_name: requestedBy === 'artist' ? (artist?.artist_name ?? null) : venue.venue_name,
          what: 'requested',
          note: body.message || null,
        },
      ],
      shipping_carrier: null,
      tracking_number: null,
      shipped_at: null,
      arrived_at: null,
      reason: null,
      created_at: at,
      updated_at: at,
      version: 1,
    };
    const extra: ExtraItem[] = [putOpenRequestGuard(artwork.id, venue.id, id, at), artworkIsFree(artwork.id)];
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: { ...keys.exhibition(id), ...exhibitionIndexKeys(record), ...record },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            ...extra.map((x) => x.item),
          ],
        }),
      );
    } catch (err) {
      const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
      // The exhibition's own put cannot collide (a new id); the guard and the artwork decide.
      const failure = await explainFailure(
        reasons ? Object.assign(err as object, { CancellationReasons: reasons.slice(1) }) : err,
        null,
        extra,
      );
      // Two requests for one pair that collided inside DynamoDB: if the pair's guard stands, one won.
      // (The winner may still be committing: look twice.)
      if (failure instanceof AppError && failure.code === 'conflict') {
        for (let look = 0; look < 2; look++) {
          if (await getItem(keys.openRequest(artwork.id, venue.id))) throw requestExists();
          await new Promise((done) => setTimeout(done, 100));
        }
      }
      throw failure;
    }
    await notify(
      requestedBy === 'venue' ? 'requested_by_venue' : 'proposed_by_artist',
      { exhibition: record, artwork, artist, venue },
      [requestedBy === 'venue' ? 'artist' : 'venue'],
      { actor: requestedBy, note: record.message },
    );
    return answer(toExhibitionView(record, partsOf(artwork, artist, venue), requestedBy), 201);
  },
});
