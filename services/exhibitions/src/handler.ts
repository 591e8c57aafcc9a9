import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { createRequest } from './requests/create-request.ts';
import { acceptRequest, cancelRequest, rejectRequest } from './requests/answer-request.ts';
import { confirmArrival, confirmReturn, requestReturn, shipExhibition } from './flow/shipping.ts';
import { validatePickup, validateVenuePickup } from './flow/pickup.ts';
import { presignDamagePhoto, reportDamage } from './flow/damage.ts';
import {
  artistExhibitions,
  getExhibition,
  venueExhibitionRequests,
  venueExhibitions,
} from './reads/lists.ts';

/** The exhibitions Lambda: requests and proposals, answers, shipping, arrival, pickup, damage, returns and the own lists. */
export const handler = createHttpHandler(routes, {
  createRequest,
  acceptRequest,
  rejectRequest,
  cancelRequest,
  shipExhibition,
  confirmArrival,
  validatePickup,
  validateVenuePickup,
  reportDamage,
  presignDamagePhoto,
  requestReturn,
  confirmReturn,
  getExhibition,
  venueExhibitionRequests,
  venueExhibitions,
  artistExhibitions,
});
