/** Messages of the buying routes (checkout, orders, sales, commissions), by key, in both languages. */
export const ordersMessages = {
  en: {
    'error.artwork_unavailable':
      'Someone else is buying this work right now, or it has been sold. Try again in a few minutes, or look at other works.',
    'error.artwork_not_on_display':
      'This work is not on display at a venue right now, so it cannot be bought and collected. Ask the artist about it.',
    'error.own_artwork': 'This is your own work: you cannot buy it.',
    'error.order_not_found': 'There is no such order, or you may not see it.',
    'payout.waiting.no_account':
      'Waiting for a payout account: connect one on the payout account page to receive this payout.',
    'payout.waiting.payouts_disabled':
      'Waiting: Stripe needs more details before it can pay out to the account.',
    'payout.waiting.failed': 'The transfer failed and will be tried again automatically.',
    'payout.held.dispute_open':
      'On hold: the buyer has disputed the payment with their bank. The pickup was not confirmed with the buyer’s own code, so this payout goes out only if the dispute ends in our favour.',
    'payout.held.dispute_lost':
      'Not paid: the buyer’s bank decided the dispute for the buyer and took the payment back, and the pickup was not confirmed with the buyer’s own code.',
    'payout.protected.evidence_pending':
      'The buyer has disputed the payment with their bank. The venue confirmed the pickup with the buyer’s own code, so you keep this payout whatever the bank decides: it goes out as soon as our evidence is with Stripe.',
    'payout.protected.dispute_open':
      'The buyer has disputed the payment with their bank. The venue confirmed the pickup with the buyer’s own code, so you keep this payout whatever the bank decides.',
    'payout.protected.dispute_lost':
      'The buyer’s bank decided a dispute for the buyer, but the venue confirmed the pickup with the buyer’s own code, so you keep this payout. Konstvägg bears the loss.',
    'payout.dispute_lost.taken_back':
      'The buyer’s bank decided a dispute for the buyer and took the payment back. The pickup was not confirmed with the buyer’s own code, so this payout was cancelled, or taken back if it had been sent.',
    'error.already_refunded': 'This order has been refunded already.',
    'error.not_refundable': 'This order was never paid, so there is nothing to refund.',
    'error.payment_disputed':
      'The buyer’s bank disputes this payment. It cannot be refunded while the dispute is open or after it was lost: answer the dispute in Stripe’s dashboard.',
    'error.nothing_to_retry': 'No payout of this order has failed, so there is nothing to retry.',
    'error.refund_refused':
      'Stripe refused the refund, so nothing was refunded: usually the platform’s balance does not cover it yet. Try again later; the next try is a new request to Stripe.',
    'error.payout_held_by_dispute':
      'The buyer’s bank disputes this payment, so its payouts are on hold: they go out with the next payout run once the dispute is won, and not at all after a lost one.',
    'validation.date_range': 'The end date must be on or after the start date.',
  },
  sv: {
    'error.artwork_unavailable':
      'Någon annan köper verket just nu, eller så är det sålt. Försök igen om några minuter, eller titta på andra verk.',
    'error.artwork_not_on_display':
      'Verket hänger inte på någon lokal just nu, så det går inte att köpa och hämta. Fråga konstnären om det.',
    'error.own_artwork': 'Det här är ditt eget verk: du kan inte köpa det.',
    'error.order_not_found': 'Beställningen finns inte, eller så får du inte se den.',
    'payout.waiting.no_account':
      'Väntar på ett utbetalningskonto: anslut ett på sidan för utbetalningskonto för att få utbetalningen.',
    'payout.waiting.payouts_disabled':
      'Väntar: Stripe behöver fler uppgifter innan pengarna kan betalas ut till kontot.',
    'payout.waiting.failed': 'Överföringen misslyckades och görs om automatiskt.',
    'payout.held.dispute_open':
      'Pausad: köparen har bestridit betalningen hos sin bank. Hämtningen bekräftades inte med köparens egen kod, så utbetalningen görs bara om bestridandet avgörs till vår fördel.',
    'payout.held.dispute_lost':
      'Betalas inte ut: köparens bank avgjorde bestridandet till köparens fördel och tog tillbaka betalningen, och hämtningen bekräftades inte med köparens egen kod.',
    'payout.protected.evidence_pending':
      'Köparen har bestridit betalningen hos sin bank. Lokalen bekräftade hämtningen med köparens egen kod, så du behåller utbetalningen oavsett vad banken beslutar: den görs så snart vårt underlag har lämnats till Stripe.',
    'payout.protected.dispute_open':
      'Köparen har bestridit betalningen hos sin bank. Lokalen bekräftade hämtningen med köparens egen kod, så du behåller utbetalningen oavsett vad banken beslutar.',
    'payout.protected.dispute_lost':
      'Köparens bank avgjorde ett bestridande till köparens fördel, men lokalen bekräftade hämtningen med köparens egen kod, så du behåller utbetalningen. Konstvägg står för förlusten.',
    'payout.dispute_lost.taken_back':
      'Köparens bank avgjorde ett bestridande till köparens fördel och tog tillbaka betalningen. Hämtningen bekräftades inte med köparens egen kod, så utbetalningen ställdes in, eller drogs tillbaka om den redan hade gjorts.',
    'error.already_refunded': 'Beställningen är redan återbetald.',
    'error.not_refundable': 'Beställningen betalades aldrig, så det finns inget att betala tillbaka.',
    'error.payment_disputed':
      'Köparens bank bestrider betalningen. Den kan inte betalas tillbaka medan bestridandet pågår eller efter att det förlorats: svara på bestridandet i Stripes dashboard.',
    'error.nothing_to_retry':
      'Ingen utbetalning av beställningen har misslyckats, så det finns inget att göra om.',
    'error.refund_refused':
      'Stripe nekade återbetalningen, så inget har betalats tillbaka: oftast räcker plattformens saldo inte till ännu. Försök igen senare; nästa försök blir en ny begäran till Stripe.',
    'error.payout_held_by_dispute':
      'Köparens bank bestrider betalningen, så utbetalningarna är pausade: de görs vid nästa utbetalningskörning om bestridandet vinns, och inte alls om det förloras.',
    'validation.date_range': 'Slutdatumet måste vara samma dag som eller efter startdatumet.',
  },
} as const;
