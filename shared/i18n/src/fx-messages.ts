/** Messages of the exchange rates (issue 40: prices in euros, paid in the buyer's currency), by key, in both languages. */
export const fxMessages = {
  en: {
    'error.rate_unavailable':
      'We cannot convert the price into your currency right now: our exchange rate is out of date. Please try again later.',
  },
  sv: {
    'error.rate_unavailable':
      'Vi kan inte räkna om priset till din valuta just nu: vår växelkurs är inte aktuell. Försök igen senare.',
  },
} as const;
