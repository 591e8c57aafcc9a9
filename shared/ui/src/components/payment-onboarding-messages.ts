/**
 * The payout-account page's messages (PaymentOnboardingPage): the same for every area that has one.
 * An area spreads them into its own messages and adds `payments.title` and `payments.description`;
 * the venue area overrides the Swedish texts that address the reader (ni, not du).
 */
export const paymentOnboardingMessages = {
  en: {
    'payments.statusTitle': 'Status',
    'payments.retry': 'Try again',
    'payments.loadError': 'The status of the payout account could not be loaded.',
    'payments.notStarted.title': 'Not connected yet',
    'payments.notStarted.text':
      'Verify your identity and add a bank account with our payment provider, Stripe. It takes a few minutes.',
    'payments.missing.title': 'Some details are missing',
    'payments.missing.text': 'Stripe still needs:',
    'payments.checking.title': 'Stripe is checking the details',
    'payments.checking.text':
      'Nothing more is needed right now. This page shows the result when it is ready.',
    'payments.ready.title': 'Ready for payouts',
    'payments.ready.badge': 'Pro',
    'payments.ready.text':
      'The account can receive payouts. The profile shows the Pro badge, which tells others that the identity and bank account are verified.',
    'payments.start': 'Start',
    'payments.continue': 'Continue',
    'payments.update': 'Update details',
    'payments.opening': 'Opening Stripe…',
    'payments.startError': 'Stripe could not be reached. Try again in a moment.',
    'payments.complete.title': 'Back from Stripe',
    'payments.complete.text':
      'Coming back here does not mean the setup is finished: the status below is what Stripe reports now.',
    'payments.refresh.title': 'That link has expired',
    'payments.refresh.text':
      'Setup links work once and only for a few minutes. Press “Continue” to get a new one and carry on where you left off.',
    'payments.due.external_account': 'A bank account for payouts',
    'payments.due.document': 'A photo of an identity document',
    'payments.due.id_number': 'A personal identity number',
    'payments.due.tos': 'Accepting Stripe’s terms',
    'payments.due.business': 'Details about the business',
    'payments.due.person': 'Name, address and date of birth',
    'payments.due.contact': 'Email address and phone number',
    'payments.due.other': 'Other details',
  },
  sv: {
    'payments.statusTitle': 'Status',
    'payments.retry': 'Försök igen',
    'payments.loadError': 'Utbetalningskontots status kunde inte laddas.',
    'payments.notStarted.title': 'Inte kopplat än',
    'payments.notStarted.text':
      'Verifiera din identitet och lägg till ett bankkonto hos vår betalleverantör Stripe. Det tar några minuter.',
    'payments.missing.title': 'Några uppgifter saknas',
    'payments.missing.text': 'Stripe behöver fortfarande:',
    'payments.checking.title': 'Stripe kontrollerar uppgifterna',
    'payments.checking.text': 'Inget mer behövs just nu. Sidan visar resultatet när det är klart.',
    'payments.ready.title': 'Redo för utbetalningar',
    'payments.ready.badge': 'Proffs',
    'payments.ready.text':
      'Kontot kan ta emot utbetalningar. Profilen visar märket Proffs, som visar andra att identitet och bankkonto är verifierade.',
    'payments.start': 'Börja',
    'payments.continue': 'Fortsätt',
    'payments.update': 'Uppdatera uppgifter',
    'payments.opening': 'Öppnar Stripe…',
    'payments.startError': 'Stripe gick inte att nå. Försök igen om en stund.',
    'payments.complete.title': 'Tillbaka från Stripe',
    'payments.complete.text':
      'Att du är tillbaka här betyder inte att kopplingen är klar: statusen nedan är vad Stripe rapporterar nu.',
    'payments.refresh.title': 'Länken har gått ut',
    'payments.refresh.text':
      'Länkarna fungerar en gång och bara några minuter. Tryck på ”Fortsätt” för att få en ny och fortsätta där du slutade.',
    'payments.due.external_account': 'Ett bankkonto för utbetalningar',
    'payments.due.document': 'Ett foto av en id-handling',
    'payments.due.id_number': 'Ett personnummer',
    'payments.due.tos': 'Godkännande av Stripes villkor',
    'payments.due.business': 'Uppgifter om företaget',
    'payments.due.person': 'Namn, adress och födelsedatum',
    'payments.due.contact': 'E-postadress och telefonnummer',
    'payments.due.other': 'Andra uppgifter',
  },
} as const;
