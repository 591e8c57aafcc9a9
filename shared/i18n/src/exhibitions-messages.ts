/** Messages of the exhibitions routes (issue 11), by key, in both languages. */
export const exhibitionsMessages = {
  en: {
    'error.exhibition_not_found': 'That exhibition does not exist.',
    'error.request_exists': 'There is already an open request for this work at this venue.',
    'error.artwork_not_requestable':
      'This work cannot be requested now: it is not available, or it is already on its way to a venue.',
    'error.exhibition_wrong_status': 'That is not possible while the exhibition is {status}.',
    'error.exhibition_not_your_turn': 'Only the other party can answer this request.',
    'error.exhibition_not_requester': 'Only the party that asked can cancel this request.',
    'error.exhibition_wrong_party': 'This step is not yours to take in this exhibition.',
    'error.venue_id_required': 'Choose the venue to propose the work to.',
    'error.qr_mismatch': 'This code belongs to another work than the one in this exhibition.',
    'error.no_paid_order':
      'No paid order for this work is waiting at this venue, so there is nothing to hand over yet.',
    'error.pickup_code_invalid': 'This pickup code does not match the paid order for this work.',
    'error.pickup_code_unknown':
      'No paid order waiting for pickup at this venue has this code. Check it with the buyer, or scan the code in their receipt mail.',
    'error.pickup_deadline_passed':
      'The pickup deadline for this order has passed. The buyer is refunded; do not hand over the work.',
    'error.damage_photos_too_many': 'Attach at most {max} photos.',
    'validation.qr_mismatch': 'This code names another work. Scan the label of the work in this exhibition.',
    'validation.pickup_code_invalid': 'This is not the pickup code of the paid order.',
    'validation.pickup_code_unknown': 'No order waiting here has this pickup code.',
    'validation.venue_id_required': 'Required when an artist proposes a work.',
    'validation.damage_photos_too_many': 'Attach at most {max} photos.',
    'validation.damage_photo_type': 'Only JPEG, PNG and WebP photos are accepted.',
    'validation.damage_photo_too_large': 'A photo may be at most 15 MB.',
  },
  sv: {
    'error.exhibition_not_found': 'Utställningen finns inte.',
    'error.request_exists': 'Det finns redan en öppen förfrågan om det här verket för den här lokalen.',
    'error.artwork_not_requestable':
      'Verket kan inte efterfrågas nu: det är inte tillgängligt, eller så är det redan på väg till en lokal.',
    'error.exhibition_wrong_status': 'Det går inte medan utställningen har status {status}.',
    'error.exhibition_not_your_turn': 'Bara den andra parten kan svara på den här förfrågan.',
    'error.exhibition_not_requester': 'Bara den part som frågade kan avbryta förfrågan.',
    'error.exhibition_wrong_party': 'Det här steget är inte ditt att ta i den här utställningen.',
    'error.venue_id_required': 'Välj lokalen som verket ska föreslås för.',
    'error.qr_mismatch': 'Koden hör till ett annat verk än det i den här utställningen.',
    'error.no_paid_order':
      'Det finns ingen betald beställning av verket som väntar i den här lokalen, så det finns inget att lämna ut än.',
    'error.pickup_code_invalid': 'Hämtkoden stämmer inte med den betalda beställningen av verket.',
    'error.pickup_code_unknown':
      'Ingen betald beställning som väntar på hämtning hos er har den här koden. Kontrollera den med köparen, eller skanna koden i kvittomejlet.',
    'error.pickup_deadline_passed':
      'Tiden för hämtning av beställningen har gått ut. Köparen får pengarna tillbaka; lämna inte ut verket.',
    'error.damage_photos_too_many': 'Bifoga högst {max} foton.',
    'validation.qr_mismatch':
      'Koden hör till ett annat verk. Skanna etiketten på verket i den här utställningen.',
    'validation.pickup_code_invalid': 'Det här är inte hämtkoden för den betalda beställningen.',
    'validation.pickup_code_unknown': 'Ingen beställning som väntar här har den här hämtkoden.',
    'validation.venue_id_required': 'Krävs när en konstnär föreslår ett verk.',
    'validation.damage_photos_too_many': 'Bifoga högst {max} foton.',
    'validation.damage_photo_type': 'Bara JPEG-, PNG- och WebP-foton tas emot.',
    'validation.damage_photo_too_large': 'Ett foto får vara högst 15 MB.',
  },
} as const;
