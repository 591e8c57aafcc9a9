/** Messages of the admin console's routes (users, suspension, inboxes, audit), by key, in both languages. */
export const adminMessages = {
  en: {
    'error.account_suspended':
      'This account is suspended. Write to us through the contact page if you think this is a mistake.',
    'error.user_not_found': 'There is no user with that id.',
    'error.already_suspended': 'This account is already suspended.',
    'error.not_suspended': 'This account is not suspended.',
    'error.cannot_suspend_admin': 'Admin accounts cannot be suspended here.',
    'error.not_a_profile_account': 'Only artist and venue accounts carry the verified badge.',
    'error.message_not_found': 'There is no contact message with that id.',
    'validation.calendar_day': 'Give a date as YYYY-MM-DD.',
    'validation.date_range_order': 'The end date must not be before the start date.',
    'validation.date_range_too_long': 'Choose at most {max} days.',
  },
  sv: {
    'error.account_suspended':
      'Det här kontot är avstängt. Skriv till oss via kontaktsidan om du tror att det är ett misstag.',
    'error.user_not_found': 'Det finns ingen användare med det id:t.',
    'error.already_suspended': 'Kontot är redan avstängt.',
    'error.not_suspended': 'Kontot är inte avstängt.',
    'error.cannot_suspend_admin': 'Adminkonton kan inte stängas av här.',
    'error.not_a_profile_account': 'Bara konstnärs- och lokalkonton kan få verifieringsmärket.',
    'error.message_not_found': 'Det finns inget kontaktmeddelande med det id:t.',
    'validation.calendar_day': 'Ange ett datum som ÅÅÅÅ-MM-DD.',
    'validation.date_range_order': 'Slutdatumet får inte vara före startdatumet.',
    'validation.date_range_too_long': 'Välj högst {max} dagar.',
  },
} as const;
