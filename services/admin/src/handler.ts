import type { Context } from 'aws-lambda';
import { createHttpHandler, type HttpEvent } from '@konstvagg/lambda-kit';
import { tracedHandler } from '@konstvagg/lambda-kit/tracing';
import { routes } from './routes.ts';
import { subscribe } from './public/subscribe.ts';
import { sendContactMessage } from './public/contact-message.ts';
import { adminArtworks } from './artworks/list-artworks.ts';
import { unpublishArtwork } from './artworks/unpublish.ts';
import { approveArtwork, rejectArtwork } from './moderation/decide.ts';
import { reviewQueue } from './moderation/review-queue.ts';
import { listUsers } from './users/list-users.ts';
import { userDetail } from './users/user-detail.ts';
import { reactivateUser, suspendUser, verifyProfile } from './users/suspend.ts';
import { auditLog } from './audit/audit-log.ts';
import { adminDashboard } from './dashboard/dashboard.ts';
import { adminAnalytics } from './analytics/analytics.ts';
import {
  contactMessages,
  exportSubscriptions,
  markContactMessageHandled,
  subscriptions,
} from './inboxes/inboxes.ts';
import { isSnsEvent, type SnsEvent } from './mail/ses-events.ts';
import { handleSesNotifications, liftMailSuppression, mailSuppressions } from './mail/suppressions.ts';

const http = createHttpHandler(routes, {
  subscribe,
  sendContactMessage,
  adminArtworks,
  reviewQueue,
  approveArtwork,
  rejectArtwork,
  unpublishArtwork,
  listUsers,
  userDetail,
  suspendUser,
  reactivateUser,
  verifyProfile,
  auditLog,
  adminDashboard,
  adminAnalytics,
  contactMessages,
  markContactMessageHandled,
  subscriptions,
  exportSubscriptions,
  mailSuppressions,
  liftMailSuppression,
});

/**
 * The admin Lambda: the public forms it keeps for the team, moderation, and the admin console
 * (HTTP); and SES's bounce and complaint notifications, which SNS delivers to it (issue 41:
 * mail/suppressions.ts). SNS invokes asynchronously and retries a delivery that throws; each
 * feedback id counts once, so a redelivery changes nothing.
 */
export const handler = Object.assign(
  tracedHandler('admin', async (event: HttpEvent | SnsEvent, context: Context) => {
    if (isSnsEvent(event)) return handleSesNotifications(event);
    return http(event, context);
  }),
  { operations: http.operations },
);
