import type { Language } from './language.ts';
import { formatText, type MessageValues } from './format.ts';
import { authMessages } from './auth-messages.ts';
import { paymentsMessages } from './payments-messages.ts';
import { exhibitionsMessages } from './exhibitions-messages.ts';
import { adminMessages } from './admin-messages.ts';
import { ordersMessages } from './orders-messages.ts';
import { disputeMessages } from './dispute-messages.ts';
import { fxMessages } from './fx-messages.ts';

/**
 * Messages the API returns in error bodies, by key, in both languages (the same keys; a test checks).
 * Field-level keys start with 'validation.'.
 */
export const apiMessages = {
  en: {
    ...authMessages.en,
    ...paymentsMessages.en,
    ...exhibitionsMessages.en,
    ...adminMessages.en,
    ...ordersMessages.en,
    ...disputeMessages.en,
    ...fxMessages.en,
    'error.validation_failed': 'Some fields are not valid.',
    'error.bad_json': 'The request body is not valid JSON.',
    'error.form_expected': 'This address takes a form (application/x-www-form-urlencoded).',
    'error.unauthorized': 'You need to log in to do this.',
    'error.token_invalid': 'Your session is not valid. Please log in again.',
    'error.token_expired': 'Your session has expired. Please log in again.',
    'error.forbidden': 'You do not have permission to do this.',
    'error.not_found': 'Not found.',
    'error.route_not_found': 'There is no such API route.',
    'error.artwork_not_found': 'That artwork does not exist.',
    'error.artist_not_found': 'That artist does not exist.',
    'error.venue_not_found': 'That venue does not exist.',
    'error.venue_profile_missing': 'Your account has no venue profile yet.',
    'error.conflict': 'Someone changed this at the same time. Please try again.',
    'error.rate_limited': 'Too many attempts. Please wait a moment and try again.',
    'error.payload_too_large': 'The request is too large.',
    'error.internal': 'Something went wrong on our side. Please try again.',
    'error.invalid_cursor': 'This page link is not valid. Start again from the first page.',
    'error.unavailable': 'The service is busy right now. Please try again in a moment.',
    'error.store_unreachable': 'We cannot reach our database right now. Please try again in a minute.',
    'error.origin_forbidden': 'Requests must come through the site.',
    'validation.text_characters':
      'Contains characters that are not allowed (control or text-direction characters).',
    'validation.reserved_key': 'This field name is not allowed.',
    'validation.too_deep': 'The body is nested too deeply (at most {max} levels).',
    'validation.required': 'This field is required.',
    'validation.invalid_type': 'This value has the wrong type.',
    'validation.invalid_value': 'Must be one of: {allowed}.',
    'validation.too_small': 'Must be at least {min}.',
    'validation.too_big': 'Must be at most {max}.',
    'validation.too_short': 'Must be at least {min} characters.',
    'validation.too_long': 'Must be at most {max} characters.',
    'validation.email': 'Please enter a valid email address.',
    'validation.invalid_format': 'This value has the wrong format.',
    'validation.invalid_cursor': 'This page link is no longer valid. Start again from the first page.',
    'validation.priceRange': 'The maximum price must be at least the minimum price.',
    'validation.unknown_field': 'This field is not accepted here.',
    'validation.invalid': 'This value is not valid.',
    'error.artist_profile_missing': 'Your account has no artist profile yet.',
    'validation.multipart_required': 'Send the image as a file in a multipart/form-data form.',
    'validation.image_too_large': 'The image may be at most 15 MB.',
    'validation.image_type': 'Only JPEG, PNG and WebP images are accepted.',
    'validation.image_unreadable': 'The file is damaged or is not a readable image.',
    'validation.image_too_many_pixels': 'The image may be at most 100 megapixels.',
    'validation.upload_missing': 'No uploaded file was found. Upload the image again.',
    'validation.consent_required': 'Please tick the box to give your consent.',
    // Artist studio and moderation (issue 10)
    'validation.whole_cents': 'Use at most two decimals.',
    'validation.nothing_to_change': 'Send at least one field to change.',
    'validation.url': 'Enter a full web address starting with http:// or https://.',
    'validation.instagram': 'Enter an Instagram handle: letters, digits, dots and underscores, at most 30.',
    'validation.image_not_yours': 'Only images you uploaded yourself can be used.',
    'error.email_unverified_publish':
      'Verify your email address before you submit a work. Use the link in the mail we sent you, or ask for a new one.',
    'error.artwork_locked': 'This work is reserved, sold or delivered and can no longer be changed.',
    'error.artwork_on_display':
      'This work hangs at a venue: only its price, commission and size can change until it is back.',
    'error.artwork_wrong_status': 'That is not possible while the work is {status}.',
    'error.artwork_not_deletable':
      'Only drafts and works that have never hung at a venue can be deleted. Withdraw it instead.',
    'error.already_decided': 'This work has already been decided on (by another admin or an edit).',
    'error.artwork_promised':
      'This work is promised to a venue for an exhibition: cancel or finish that exhibition first.',
    'validation.time_of_day': 'Enter a time as HH:MM, for example 09:30.',
    'validation.close_after_open': 'The closing time must be after the opening time.',
    'validation.date': 'Enter a date as YYYY-MM-DD.',
    'validation.duplicate_date': 'This date is already listed.',
    'validation.postal_code': 'Enter a Swedish postal code: five digits, for example 123 45.',
    'validation.outside_sweden': 'The position must be in Sweden.',
    'validation.position_pair': 'Set both latitude and longitude, or neither.',
    'validation.phone': 'Enter a phone number: digits, with spaces, dashes or a leading +.',
    'validation.duplicate_image': 'Each photo can be used only once.',
    'error.venue_stale': 'Your venue profile was changed elsewhere. Reload it and make your changes again.',
    'error.favorite_not_found': 'This artwork is not among your favourites.',
  },
  sv: {
    ...authMessages.sv,
    ...paymentsMessages.sv,
    ...exhibitionsMessages.sv,
    ...adminMessages.sv,
    ...ordersMessages.sv,
    ...disputeMessages.sv,
    ...fxMessages.sv,
    'error.validation_failed': 'Några fält är inte giltiga.',
    'error.bad_json': 'Förfrågans innehåll är inte giltig JSON.',
    'error.form_expected': 'Adressen tar emot ett formulär (application/x-www-form-urlencoded).',
    'error.unauthorized': 'Du behöver logga in för att göra detta.',
    'error.token_invalid': 'Din session är inte giltig. Logga in igen.',
    'error.token_expired': 'Din session har gått ut. Logga in igen.',
    'error.forbidden': 'Du har inte behörighet att göra detta.',
    'error.not_found': 'Hittades inte.',
    'error.route_not_found': 'Det finns ingen sådan API-väg.',
    'error.artwork_not_found': 'Konstverket finns inte.',
    'error.artist_not_found': 'Konstnären finns inte.',
    'error.venue_not_found': 'Lokalen finns inte.',
    'error.venue_profile_missing': 'Ditt konto har ingen lokalprofil ännu.',
    'error.conflict': 'Någon ändrade detta samtidigt. Försök igen.',
    'error.rate_limited': 'För många försök. Vänta en stund och försök igen.',
    'error.payload_too_large': 'Förfrågan är för stor.',
    'error.internal': 'Något gick fel hos oss. Försök igen.',
    'error.invalid_cursor': 'Sidlänken är inte giltig. Börja om från första sidan.',
    'error.unavailable': 'Tjänsten är upptagen just nu. Försök igen om en stund.',
    'error.store_unreachable': 'Vi når inte vår databas just nu. Försök igen om en minut.',
    'error.origin_forbidden': 'Förfrågningar måste gå via webbplatsen.',
    'validation.text_characters':
      'Innehåller tecken som inte är tillåtna (styrtecken eller textriktningstecken).',
    'validation.reserved_key': 'Fältnamnet är inte tillåtet.',
    'validation.too_deep': 'Innehållet är nästlat för djupt (högst {max} nivåer).',
    'validation.required': 'Fältet är obligatoriskt.',
    'validation.invalid_type': 'Värdet har fel typ.',
    'validation.invalid_value': 'Måste vara ett av: {allowed}.',
    'validation.too_small': 'Måste vara minst {min}.',
    'validation.too_big': 'Får vara högst {max}.',
    'validation.too_short': 'Måste vara minst {min} tecken.',
    'validation.too_long': 'Får vara högst {max} tecken.',
    'validation.email': 'Ange en giltig e-postadress.',
    'validation.invalid_format': 'Värdet har fel format.',
    'validation.invalid_cursor': 'Sidlänken gäller inte längre. Börja om från första sidan.',
    'validation.priceRange': 'Högsta pris måste vara minst lika med lägsta pris.',
    'validation.unknown_field': 'Fältet tas inte emot här.',
    'validation.invalid': 'Värdet är inte giltigt.',
    'error.artist_profile_missing': 'Ditt konto har ingen konstnärsprofil ännu.',
    'validation.multipart_required': 'Skicka bilden som en fil i ett multipart/form-data-formulär.',
    'validation.image_too_large': 'Bilden får vara högst 15 MB.',
    'validation.image_type': 'Endast bilder i JPEG, PNG och WebP tas emot.',
    'validation.image_unreadable': 'Filen är skadad eller går inte att läsa som en bild.',
    'validation.image_too_many_pixels': 'Bilden får vara högst 100 megapixlar.',
    'validation.upload_missing': 'Ingen uppladdad fil hittades. Ladda upp bilden igen.',
    'validation.consent_required': 'Kryssa i rutan för att ge ditt samtycke.',
    // Konstnärens studio och granskning (issue 10)
    'validation.whole_cents': 'Ange högst två decimaler.',
    'validation.nothing_to_change': 'Skicka minst ett fält att ändra.',
    'validation.url': 'Ange en fullständig webbadress som börjar med http:// eller https://.',
    'validation.instagram': 'Ange ett Instagramnamn: bokstäver, siffror, punkter och understreck, högst 30.',
    'validation.image_not_yours': 'Bara bilder som du själv har laddat upp kan användas.',
    'error.email_unverified_publish':
      'Verifiera din e-postadress innan du skickar in ett verk. Använd länken i mejlet vi skickade, eller be om en ny.',
    'error.artwork_locked': 'Verket är reserverat, sålt eller levererat och kan inte längre ändras.',
    'error.artwork_on_display':
      'Verket hänger i en lokal: bara pris, provision och mått kan ändras tills det är tillbaka.',
    'error.artwork_wrong_status': 'Det går inte medan verket har status {status}.',
    'error.artwork_not_deletable':
      'Bara utkast och verk som aldrig har hängt i en lokal kan raderas. Dra tillbaka verket i stället.',
    'error.already_decided': 'Verket har redan beslutats (av en annan admin eller genom en ändring).',
    'error.artwork_promised':
      'Verket är utlovat till en lokal för en utställning: avbryt eller avsluta den utställningen först.',
    'validation.time_of_day': 'Ange en tid som TT:MM, till exempel 09:30.',
    'validation.close_after_open': 'Stängningstiden måste vara efter öppningstiden.',
    'validation.date': 'Ange ett datum som ÅÅÅÅ-MM-DD.',
    'validation.duplicate_date': 'Datumet finns redan i listan.',
    'validation.postal_code': 'Ange ett svenskt postnummer: fem siffror, till exempel 123 45.',
    'validation.outside_sweden': 'Positionen måste ligga i Sverige.',
    'validation.position_pair': 'Ange både latitud och longitud, eller ingen av dem.',
    'validation.phone': 'Ange ett telefonnummer: siffror, med mellanslag, bindestreck eller ett inledande +.',
    'validation.duplicate_image': 'Varje foto kan bara användas en gång.',
    'error.venue_stale':
      'Lokalens profil har ändrats någon annanstans. Ladda om den och gör dina ändringar igen.',
    'error.favorite_not_found': 'Konstverket finns inte bland dina favoriter.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ApiMessageKey = keyof (typeof apiMessages)['en'];

/**
 * The message for `key` in `lang` (English, then the key itself, as fallbacks), formatted as ICU
 * MessageFormat with the values given (shared/i18n format.ts).
 */
export function apiMessage(lang: Language, key: string, values?: MessageValues): string {
  const table = apiMessages[lang] as Record<string, string>;
  const text = table[key] ?? (apiMessages.en as Record<string, string>)[key] ?? key;
  return formatText(lang, text, values);
}
