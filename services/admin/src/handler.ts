import { createHttpHandler } from '@konstvagg/lambda-kit';
import { routes } from './routes.ts';
import { subscribe } from './public/subscribe.ts';
import { sendContactMessage } from './public/contact-message.ts';
import { adminArtworks } from './artworks/list-artworks.ts';
import { unpublishArtwork } from './artworks/unpublish.ts';
import { approveArtwork, rejectArtwork } from './moderation/decide.ts';
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

/** The admin Lambda: the public forms it keeps for the team, moderation, and the admin console. */
export const handler = createHttpHandler(routes, {
  subscribe,
  sendContactMessage,
  adminArtworks,
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
});
