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
    'error.artwork_not_public': 'This work is not in the marketplace, so there is nothing to unpublish.',
    'error.artwork_taken':
      'This work is reserved or sold: a buyer is paying or has paid for it. Refund the order instead.',
    'error.artwork_at_venue':
      'This work hangs at a venue or is promised to one for an exhibition. Its artist or the venue asks for its return under Exhibitions; once it is back with the artist, it can be unpublished.',
    'validation.calendar_day': 'Give a date as YYYY-MM-DD.',
    'validation.date_range_order': 'The end date must not be before the start date.',
    'validation.date_range_too_long': 'Choose at most {max}\u00a0days.',
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
    'error.artwork_not_public': 'Verket finns inte på marknadsplatsen, så det finns inget att avpublicera.',
    'error.artwork_taken':
      'Verket är reserverat eller sålt: en köpare betalar eller har betalat för det. Återbetala ordern i stället.',
    'error.artwork_at_venue':
      'Verket hänger hos en lokal eller är utlovat till en utställning. Konstnären eller lokalen begär retur under Utställningar; när verket är tillbaka hos konstnären kan det avpubliceras.',
    'validation.calendar_day': 'Ange ett datum som ÅÅÅÅ-MM-DD.',
    'validation.date_range_order': 'Slutdatumet får inte vara före startdatumet.',
    'validation.date_range_too_long': 'Välj högst {max}\u00a0dagar.',
  },
} as const;
