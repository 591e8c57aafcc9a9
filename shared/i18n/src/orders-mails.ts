import type { Language } from './language.ts';

/**
 * The mails of the buying loop (services/orders orders/mails.ts), by key, in both languages: the
 * buyer's receipt and refunds, the artist's and the venue's sold, refund and dispute mails, the
 * admins' dispute mail. Amounts and dates arrive formatted ({price}, {deadline}); `{party, select,
 * artist {...} other {...}}` says "your part" to an artist and "your commission" to a venue.
 */
export const ordersMails = {
  en: {
    'mail.order.weekday.monday': 'Monday',
    'mail.order.weekday.tuesday': 'Tuesday',
    'mail.order.weekday.wednesday': 'Wednesday',
    'mail.order.weekday.thursday': 'Thursday',
    'mail.order.weekday.friday': 'Friday',
    'mail.order.weekday.saturday': 'Saturday',
    'mail.order.weekday.sunday': 'Sunday',
    'mail.order.hours.day': '{day}: {hours}',
    'mail.order.hours.closed': 'closed',
    'mail.order.opening.open_now': 'Open now, until {close}.',
    'mail.order.opening.today': 'Opens today at {open}.',
    'mail.order.opening.tomorrow': 'Opens tomorrow at {open}.',
    'mail.order.opening.later': 'Opens {day} at {open}.',
    'mail.order.order_id': 'Order {id}',
    'mail.order.order_link': 'The order: {url}',
    'mail.order.the_venue': 'the venue',
    'mail.order.receipt.subject': 'Receipt: “{title}” is yours – collect it by {deadline}',
    'mail.order.receipt.thanks': 'Thank you for buying “{title}” by {artist} for {price}.',
    'mail.order.receipt.code':
      'Your pickup code: {code}. Show the QR code on the receipt page, or tell the code, when you collect the work.',
    'mail.order.receipt.place': 'Collect it at: {place}',
    'mail.order.receipt.address': '{venue}, {address}, {postalCode} {city}',
    'mail.order.receipt.hours': 'Opening hours:',
    'mail.order.receipt.deadline':
      'Collect it by {deadline}. If you do not, you get the whole amount back automatically.',
    'mail.order.receipt.link': 'Receipt and pickup code: {url}',
    'mail.order.sold.subject': 'Sold: “{title}”',
    'mail.order.sold.lead': '“{title}” has been sold for {price}.',
    'mail.order.sold.lead_list_price':
      '“{title}” has been sold for {price} (list price {listPrice} at {rate, number, ::.######}).',
    'mail.order.sold.venue':
      "The buyer, {buyer}, collects it from you by {deadline}. Scan the buyer's pickup code when you hand it over. Your commission: {share}.",
    'mail.order.sold.artist':
      'The buyer collects it at {venue} by {deadline}. Your part, {share}, is paid out the business day after the pickup.',
    'mail.order.refund.subject': 'Refund: “{title}”',
    'mail.order.refund.late_payment':
      'Your payment for “{title}” arrived after your reservation had lapsed and someone else had bought the work. We have refunded the whole amount, {price}.',
    'mail.order.refund.admin':
      'We have refunded the whole amount for “{title}”, {price}. If you have questions, reply to this mail.',
    'mail.order.refund.not_collected':
      '“{title}” was not collected in time, so we have refunded the whole amount, {price}.',
    'mail.order.refund.arrives': 'The money shows on your account within a few banking days.',
    'mail.order.dispute_lost.subject': 'Purchase ended: “{title}”',
    'mail.order.dispute_lost.lead':
      'Your bank has decided the dispute about your payment for “{title}” in your favour and paid back {price}.',
    'mail.order.dispute_lost.ended':
      'So the purchase has ended, and the pickup code no longer works. If you have questions, reply to this mail.',
    'mail.order.not_collected.subject': 'Not collected: “{title}” is on display again',
    'mail.order.not_collected.lead':
      'The buyer did not collect “{title}” in time and has been refunded. The work is for sale at {venue} again.',
    'mail.order.admin_refund.subject': 'Sale refunded: “{title}”',
    'mail.order.admin_refund.lead': 'We have refunded the purchase of “{title}” (order {id}) to the buyer.',
    'mail.order.admin_refund.reversed':
      'Your part, {share}, had been paid out and has been taken back from your Stripe account.',
    'mail.order.admin_refund.cancelled': 'Your part, {share}, will not be paid out.',
    'mail.order.admin_refund.kept':
      'You keep your paid-out part, {share}, for now; we will be in touch about it.',
    'mail.order.dispute_reason.fraudulent': 'the cardholder does not recognise the purchase',
    'mail.order.dispute_reason.product_not_received': 'the buyer says the work was not handed over',
    'mail.order.dispute_reason.duplicate': 'charged twice',
    'mail.order.dispute_reason.unrecognized': 'the purchase is not recognised',
    'mail.order.dispute_admin.opened.subject': 'Dispute opened: “{title}” ({id})',
    'mail.order.dispute_admin.opened.lead': "The buyer's bank disputes the payment for “{title}”, {price}.",
    'mail.order.dispute_admin.opened.lead_reason':
      "The buyer's bank disputes the payment for “{title}”, {price} ({reason}).",
    'mail.order.dispute_admin.opened.due': "Answer with evidence in Stripe's dashboard by {due}.",
    'mail.order.dispute_admin.opened.answer': "Answer with evidence in Stripe's dashboard.",
    'mail.order.dispute_admin.opened.on_hold':
      'Payouts to the artist and the venue not yet made are on hold until it is settled.',
    'mail.order.dispute_admin.closed.subject': 'Dispute closed: “{title}” ({id})',
    'mail.order.dispute_admin.closed.won':
      'The dispute was decided in our favour: the payment of {price} stands.',
    'mail.order.dispute_admin.closed.lost_ended':
      'The dispute was lost: the bank has taken {price} back to the buyer. The work had not been collected, so the sale has ended and the work is for sale again; nothing is paid out.',
    'mail.order.dispute_admin.closed.lost':
      'The dispute was lost: the bank has taken {price} back to the buyer. Payouts not yet made stay on hold, and payouts already made are not taken back automatically; decide what should apply.',
    'mail.order.dispute_admin.closed.warning_closed':
      'The inquiry was closed without becoming a dispute. No money has moved.',
    'mail.order.dispute_party.opened.subject': 'Payment disputed: “{title}”',
    'mail.order.dispute_party.closed.subject': 'Dispute closed: “{title}”',
    'mail.order.dispute_party.ended.lead':
      "The buyer's bank has decided the dispute about “{title}” (order {id}) for the buyer and paid the purchase back.",
    'mail.order.dispute_party.ended.for_sale':
      "The work had not been collected, so the sale has ended: it is for sale at {venue} again, and the buyer's pickup code no longer works.",
    'mail.order.dispute_party.ended.do_not_hand_over': 'Do not hand the work over to the buyer.',
    'mail.order.dispute_party.not_paid_out':
      '{party, select, artist {Your part} other {Your commission}}, {share}, is not paid out.',
    'mail.order.dispute_party.opened.lead':
      "The buyer's bank disputes the payment for “{title}” (order {id}).",
    'mail.order.dispute_party.opened.protected':
      "The venue confirmed the pickup with the buyer's own code, so {party, select, artist {your part} other {your commission}}, {share}, is protected: you keep it whatever the bank decides. We send the pickup as evidence.",
    'mail.order.dispute_party.opened.held':
      '{party, select, artist {Your part} other {Your commission}}, {share}, is not paid out while the dispute is open. We answer it with the evidence we have.',
    'mail.order.dispute_party.lost.lead':
      "The buyer's bank has decided the dispute about “{title}” (order {id}) for the buyer and taken the payment back.",
    'mail.order.dispute_party.lost.protected':
      "The venue confirmed the pickup with the buyer's own code, so you keep {party, select, artist {your part} other {your commission}}, {share}. Konstvägg bears the loss.",
    'mail.order.dispute_party.lost.not_validated':
      "The pickup was not confirmed with the buyer's own code, so {party, select, artist {your part} other {your commission}}, {share}, is not paid out, or is taken back if it was already paid.",
    'mail.order.dispute_party.closed.lead':
      'The dispute about the payment for “{title}” (order {id}) is closed, and the payment stands.',
    'mail.order.dispute_party.closed.collected':
      '{party, select, artist {Your part} other {Your commission}}, {share}, is paid out shortly, if it has not been already.',
    'mail.order.dispute_party.closed.not_collected':
      '{party, select, artist {Your part} other {Your commission}}, {share}, is paid out the business day after the pickup, as usual.',
    'mail.order.dispute_party.questions': 'Questions? Reply to this mail.',
  },
  sv: {
    'mail.order.weekday.monday': 'måndag',
    'mail.order.weekday.tuesday': 'tisdag',
    'mail.order.weekday.wednesday': 'onsdag',
    'mail.order.weekday.thursday': 'torsdag',
    'mail.order.weekday.friday': 'fredag',
    'mail.order.weekday.saturday': 'lördag',
    'mail.order.weekday.sunday': 'söndag',
    'mail.order.hours.day': '{day}: {hours}',
    'mail.order.hours.closed': 'stängt',
    'mail.order.opening.open_now': 'Öppet nu, till {close}.',
    'mail.order.opening.today': 'Öppnar i dag kl. {open}.',
    'mail.order.opening.tomorrow': 'Öppnar i morgon kl. {open}.',
    'mail.order.opening.later': 'Öppnar {day} kl. {open}.',
    'mail.order.order_id': 'Beställning {id}',
    'mail.order.order_link': 'Beställningen: {url}',
    'mail.order.the_venue': 'lokalen',
    'mail.order.receipt.subject': 'Kvitto: ”{title}” är ditt – hämta det senast {deadline}',
    'mail.order.receipt.thanks': 'Tack för ditt köp av ”{title}” av {artist} för {price}.',
    'mail.order.receipt.code':
      'Din hämtkod: {code}. Visa QR-koden på kvittosidan, eller säg koden, när du hämtar verket.',
    'mail.order.receipt.place': 'Hämta hos: {place}',
    'mail.order.receipt.address': '{venue}, {address}, {postalCode} {city}',
    'mail.order.receipt.hours': 'Öppettider:',
    'mail.order.receipt.deadline':
      'Hämta senast {deadline}. Hämtar du inte verket i tid får du automatiskt tillbaka hela beloppet.',
    'mail.order.receipt.link': 'Kvitto och hämtkod: {url}',
    'mail.order.sold.subject': 'Sålt: ”{title}”',
    'mail.order.sold.lead': '”{title}” har sålts för {price}.',
    'mail.order.sold.lead_list_price':
      '”{title}” har sålts för {price} (listpris {listPrice} till kursen {rate, number, ::.######}).',
    'mail.order.sold.venue':
      'Köparen, {buyer}, hämtar verket hos er senast {deadline}. Skanna köparens hämtkod när verket lämnas ut. Er provision: {share}.',
    'mail.order.sold.artist':
      'Köparen hämtar verket på {venue} senast {deadline}. Din del, {share}, betalas ut bankdagen efter att verket hämtats.',
    'mail.order.refund.subject': 'Återbetalning: ”{title}”',
    'mail.order.refund.late_payment':
      'Din betalning för ”{title}” kom efter att reservationen gått ut och någon annan hunnit köpa verket. Vi har betalat tillbaka hela beloppet, {price}.',
    'mail.order.refund.admin':
      'Vi har betalat tillbaka hela beloppet för ”{title}”, {price}. Har du frågor kan du svara på det här mejlet.',
    'mail.order.refund.not_collected':
      'Verket ”{title}” hämtades inte i tid, så vi har betalat tillbaka hela beloppet, {price}.',
    'mail.order.refund.arrives': 'Pengarna syns på ditt konto inom några bankdagar.',
    'mail.order.dispute_lost.subject': 'Köpet avbrutet: ”{title}”',
    'mail.order.dispute_lost.lead':
      'Din bank har avgjort bestridandet av betalningen för ”{title}” till din fördel och betalat tillbaka {price}.',
    'mail.order.dispute_lost.ended':
      'Köpet är därmed avbrutet och hämtkoden gäller inte längre. Har du frågor kan du svara på det här mejlet.',
    'mail.order.not_collected.subject': 'Inte hämtat: ”{title}” visas igen',
    'mail.order.not_collected.lead':
      'Köparen hämtade inte ”{title}” i tid och har fått pengarna tillbaka. Verket är till salu på {venue} igen.',
    'mail.order.admin_refund.subject': 'Återbetald försäljning: ”{title}”',
    'mail.order.admin_refund.lead':
      'Vi har betalat tillbaka köpet av ”{title}” (beställning {id}) till köparen.',
    'mail.order.admin_refund.reversed':
      'Din del, {share}, var redan utbetald och har dragits tillbaka från ditt Stripe-konto.',
    'mail.order.admin_refund.cancelled': 'Din del, {share}, kommer inte att betalas ut.',
    'mail.order.admin_refund.kept':
      'Din utbetalda del, {share}, behåller du tills vidare; vi hör av oss om den.',
    'mail.order.dispute_reason.fraudulent': 'kortinnehavaren känner inte igen köpet',
    'mail.order.dispute_reason.product_not_received': 'köparen säger att verket inte lämnades ut',
    'mail.order.dispute_reason.duplicate': 'dragen två gånger',
    'mail.order.dispute_reason.unrecognized': 'köpet känns inte igen',
    'mail.order.dispute_admin.opened.subject': 'Bestridande öppnat: ”{title}” ({id})',
    'mail.order.dispute_admin.opened.lead': 'Köparens bank bestrider betalningen av ”{title}”, {price}.',
    'mail.order.dispute_admin.opened.lead_reason':
      'Köparens bank bestrider betalningen av ”{title}”, {price} ({reason}).',
    'mail.order.dispute_admin.opened.due': 'Svara med underlag i Stripes dashboard senast {due}.',
    'mail.order.dispute_admin.opened.answer': 'Svara med underlag i Stripes dashboard.',
    'mail.order.dispute_admin.opened.on_hold':
      'Utbetalningar till konstnären och lokalen som inte gjorts är pausade tills bestridandet är avgjort.',
    'mail.order.dispute_admin.closed.subject': 'Bestridande avslutat: ”{title}” ({id})',
    'mail.order.dispute_admin.closed.won':
      'Bestridandet är avgjort till vår fördel: betalningen av {price} står kvar.',
    'mail.order.dispute_admin.closed.lost_ended':
      'Bestridandet är förlorat: banken har tagit tillbaka {price} till köparen. Verket hade inte hämtats, så försäljningen är avbruten och verket är till salu igen; inget betalas ut.',
    'mail.order.dispute_admin.closed.lost':
      'Bestridandet är förlorat: banken har tagit tillbaka {price} till köparen. Utbetalningar som inte gjorts förblir pausade, och gjorda utbetalningar dras inte tillbaka automatiskt; bestäm vad som ska gälla.',
    'mail.order.dispute_admin.closed.warning_closed':
      'Förfrågan är avslutad utan att bli ett bestridande. Inga pengar har flyttats.',
    'mail.order.dispute_party.opened.subject': 'Bestriden betalning: ”{title}”',
    'mail.order.dispute_party.closed.subject': 'Bestridandet avslutat: ”{title}”',
    'mail.order.dispute_party.ended.lead':
      'Köparens bank har avgjort bestridandet av ”{title}” (beställning {id}) till köparens fördel och betalat tillbaka köpet.',
    'mail.order.dispute_party.ended.for_sale':
      'Verket hade inte hämtats, så försäljningen är avbruten: verket är till salu på {venue} igen och köparens hämtkod gäller inte längre.',
    'mail.order.dispute_party.ended.do_not_hand_over': 'Lämna inte ut verket till köparen.',
    'mail.order.dispute_party.not_paid_out':
      '{party, select, artist {Din del} other {Er provision}}, {share}, betalas inte ut.',
    'mail.order.dispute_party.opened.lead':
      'Köparens bank bestrider betalningen av ”{title}” (beställning {id}).',
    'mail.order.dispute_party.opened.protected':
      'Lokalen bekräftade hämtningen med köparens egen kod, så {party, select, artist {din del} other {er provision}}, {share}, är skyddad: du behåller den oavsett vad banken beslutar. Vi skickar hämtningen som underlag.',
    'mail.order.dispute_party.opened.held':
      '{party, select, artist {Din del} other {Er provision}}, {share}, betalas inte ut medan bestridandet pågår. Vi svarar på det med underlaget vi har.',
    'mail.order.dispute_party.lost.lead':
      'Köparens bank har avgjort bestridandet av ”{title}” (beställning {id}) till köparens fördel och tagit tillbaka betalningen.',
    'mail.order.dispute_party.lost.protected':
      'Lokalen bekräftade hämtningen med köparens egen kod, så du behåller {party, select, artist {din del} other {er provision}}, {share}. Konstvägg står för förlusten.',
    'mail.order.dispute_party.lost.not_validated':
      'Hämtningen bekräftades inte med köparens egen kod, så {party, select, artist {din del} other {er provision}}, {share}, betalas inte ut, eller dras tillbaka om den redan betalats ut.',
    'mail.order.dispute_party.closed.lead':
      'Bestridandet av betalningen för ”{title}” (beställning {id}) är avslutat och betalningen står kvar.',
    'mail.order.dispute_party.closed.collected':
      '{party, select, artist {Din del} other {Er provision}}, {share}, betalas ut inom kort, om det inte redan har skett.',
    'mail.order.dispute_party.closed.not_collected':
      '{party, select, artist {Din del} other {Er provision}}, {share}, betalas ut bankdagen efter att verket hämtats, som vanligt.',
    'mail.order.dispute_party.questions': 'Frågor? Svara på det här mejlet.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type OrdersMailKey = keyof (typeof ordersMails)['en'];
