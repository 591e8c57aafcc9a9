import type { Language } from './language.ts';

/**
 * The artist's mail about a moderation decision (services/admin moderation/mails.ts), by key, in
 * both languages: approved, rejected (with what to change), unpublished (with why).
 */
export const moderationMails = {
  en: {
    'mail.moderation.approved.subject': '“{title}” is approved and in the marketplace',
    'mail.moderation.approved.lead':
      'Good news: your work “{title}” has been approved. Buyers and venues can see it now.',
    'mail.moderation.approved.action': 'See it in the marketplace',
    'mail.moderation.rejected.subject': '“{title}” needs a few changes',
    'mail.moderation.rejected.lead':
      'We have looked at your work “{title}” and sent it back to you as a draft. Please change it and submit it again.',
    'mail.moderation.rejected.action': 'Edit the work',
    'mail.moderation.rejected.reason_label': 'What to change:',
    'mail.moderation.unpublished.subject': '“{title}” has been taken off the marketplace',
    'mail.moderation.unpublished.lead':
      'We have taken your work “{title}” off the marketplace and made it a draft again: buyers and venues no longer see it. Change what the reason names and submit it for review again.',
    'mail.moderation.unpublished.action': 'Edit the work',
    'mail.moderation.unpublished.reason_label': 'Why:',
  },
  sv: {
    'mail.moderation.approved.subject': '”{title}” är godkänt och finns på marknadsplatsen',
    'mail.moderation.approved.lead':
      'Goda nyheter: ditt verk ”{title}” har godkänts. Köpare och lokaler kan se det nu.',
    'mail.moderation.approved.action': 'Se verket på marknadsplatsen',
    'mail.moderation.rejected.subject': '”{title}” behöver några ändringar',
    'mail.moderation.rejected.lead':
      'Vi har gått igenom ditt verk ”{title}” och skickat tillbaka det till dig som utkast. Ändra det och skicka in det igen.',
    'mail.moderation.rejected.action': 'Redigera verket',
    'mail.moderation.rejected.reason_label': 'Det här behöver ändras:',
    'mail.moderation.unpublished.subject': '”{title}” har tagits bort från marknadsplatsen',
    'mail.moderation.unpublished.lead':
      'Vi har tagit bort ditt verk ”{title}” från marknadsplatsen och gjort det till ett utkast igen: köpare och lokaler ser det inte längre. Ändra det som anledningen nämner och skicka in verket för granskning igen.',
    'mail.moderation.unpublished.action': 'Redigera verket',
    'mail.moderation.unpublished.reason_label': 'Varför:',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ModerationMailKey = keyof (typeof moderationMails)['en'];
