import type { ServiceRoutes } from '@konstvagg/lambda-kit/routes';

/**
 * The admin service's routes (below /api/v1): the two public forms it stores for the team
 * (launch-updates subscriptions, contact messages), artwork moderation, and the admin console:
 * every artwork and unpublishing, users and their suspension, the verified badge, the audit log
 * and the inboxes; the dashboard and the analytics (from the counters, shared/domain stats.ts); the
 * mail suppressions (issue 41). SES's bounce and complaint notifications reach the same Lambda
 * through SNS, not through a route (handler.ts).
 */
export const routes: ServiceRoutes = {
  service: 'admin',
  routes: [
    { method: 'POST', path: '/subscriptions', access: 'public', operation: 'subscribe' },
    { method: 'POST', path: '/contact-messages', access: 'public', operation: 'sendContactMessage' },
    { method: 'GET', path: '/admin/artworks', access: ['admin'], operation: 'adminArtworks' },
    { method: 'GET', path: '/admin/artworks/review-queue', access: ['admin'], operation: 'reviewQueue' },
    { method: 'POST', path: '/admin/artworks/{id}/approve', access: ['admin'], operation: 'approveArtwork' },
    { method: 'POST', path: '/admin/artworks/{id}/reject', access: ['admin'], operation: 'rejectArtwork' },
    {
      method: 'POST',
      path: '/admin/artworks/{id}/unpublish',
      access: ['admin'],
      operation: 'unpublishArtwork',
    },
    { method: 'GET', path: '/admin/users', access: ['admin'], operation: 'listUsers' },
    { method: 'GET', path: '/admin/users/{id}', access: ['admin'], operation: 'userDetail' },
    { method: 'POST', path: '/admin/users/{id}/suspend', access: ['admin'], operation: 'suspendUser' },
    { method: 'POST', path: '/admin/users/{id}/reactivate', access: ['admin'], operation: 'reactivateUser' },
    { method: 'POST', path: '/admin/users/{id}/verify', access: ['admin'], operation: 'verifyProfile' },
    { method: 'GET', path: '/admin/audit', access: ['admin'], operation: 'auditLog' },
    { method: 'GET', path: '/admin/dashboard', access: ['admin'], operation: 'adminDashboard' },
    { method: 'GET', path: '/admin/analytics', access: ['admin'], operation: 'adminAnalytics' },
    { method: 'GET', path: '/admin/contact-messages', access: ['admin'], operation: 'contactMessages' },
    {
      method: 'POST',
      path: '/admin/contact-messages/{id}/handled',
      access: ['admin'],
      operation: 'markContactMessageHandled',
    },
    { method: 'GET', path: '/admin/subscriptions', access: ['admin'], operation: 'subscriptions' },
    {
      method: 'GET',
      path: '/admin/subscriptions/export',
      access: ['admin'],
      operation: 'exportSubscriptions',
    },
    { method: 'GET', path: '/admin/mail-suppressions', access: ['admin'], operation: 'mailSuppressions' },
    {
      method: 'DELETE',
      path: '/admin/mail-suppressions/{email}',
      access: ['admin'],
      operation: 'liftMailSuppression',
    },
  ],
};
