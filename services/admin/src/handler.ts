import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { subscribe } from './public/subscribe.ts';
import { sendContactMessage } from './public/contact-message.ts';
import { reviewQueue } from './moderation/review-queue.ts';
import { approveArtwork, rejectArtwork } from './moderation/decide.ts';

/** The admin Lambda: the public forms (launch updates, contact messages) it keeps for the team, and moderation. */
export const handler = createHttpHandler(routes, {
  subscribe,
  sendContactMessage,
  reviewQueue,
  approveArtwork,
  rejectArtwork,
});
