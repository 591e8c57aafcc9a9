/**
 * The scanner's messages (the venue's phone as the scanner: /venue/scan*). Spread into the venue
 * area's messages (src/messages/en.ts), whose test checks that both languages have the same keys.
 */
const en = {
  'sidebar.scan': 'Scanner',
  'scan.title': 'Scanner',
  'scan.description':
    'Confirm an artwork’s arrival by scanning the QR code on its label, or hand a sold artwork over by scanning the buyer’s pickup code.',
  'scan.arrivals.title': 'Arrivals to confirm',
  'scan.arrivals.empty': 'No artworks are on their way to you right now.',
  'scan.pickups.title': 'Awaiting pickup',
  'scan.pickups.empty': 'No sold artworks are waiting for their buyers right now.',
  'scan.pickupAny': 'Scan a pickup code',
  'scan.pickupAny.text':
    'A buyer has come for an artwork: scan or type their pickup code, and the artwork it belongs to is found from the code.',
  'scan.pickupAny.description':
    'Scan the pickup code the buyer shows you, or type it in. The code tells which of your sold artworks it is.',
  'scan.onDisplay.title': 'On display, not sold',
  'scan.onDisplay.text': 'Nothing to hand over yet. When one of these is sold, it moves to the list above.',
  'scan.onDisplay.empty': 'No artworks on your walls right now.',
  'scan.pickups.text': 'When a buyer comes to collect an artwork, choose it here and scan their pickup code.',
  'scan.listError': 'Your exhibitions could not be loaded.',
  'scan.retry': 'Try again',
  'scan.loading': 'Loading…',
  'scan.item': '{title}, by {artist}',
  'scan.arrival.title': 'Confirm arrival',
  'scan.arrival.description':
    'Point the camera at the QR code on the artwork’s label. When the code is read, the artwork is on display.',
  'scan.pickup.title': 'Hand over an artwork',
  'scan.pickup.description': 'Scan the pickup code the buyer shows you, or type it in.',
  'scan.expecting': 'Expecting: {title}, by {artist}',
  'scan.handingOver': 'To hand over: {title}, by {artist}',
  'scan.exhibitionError': 'This exhibition could not be loaded.',
  'scan.camera.title': 'Camera',
  'scan.camera.label': 'Camera view for scanning',
  'scan.camera.starting': 'Starting the camera…',
  'scan.camera.looking': 'Hold the QR code inside the frame.',
  'scan.camera.checking': 'Code read. Checking…',
  'scan.camera.denied':
    'The camera is blocked for this site. Allow it in the browser’s settings, or type the code below.',
  'scan.camera.unavailable': 'No camera could be opened on this device. Type the code below instead.',
  'scan.camera.decoderError': 'The QR reader could not be loaded. Type the code below instead.',
  'scan.camera.start': 'Start the camera',
  'scan.torch.on': 'Turn the light on',
  'scan.torch.off': 'Turn the light off',
  'scan.typed.title': 'Type the code instead',
  'scan.typed.arrivalLabel': 'Artwork code',
  'scan.typed.arrivalHint':
    'The arrival code printed under the QR code on the artwork’s label, such as K7QM‑4MXR. Capitals, spaces and dashes do not matter.',
  'scan.typed.pickupLabel': 'Pickup code',
  'scan.typed.pickupHint': 'The short code under the QR code in the buyer’s receipt.',
  'scan.typed.submit': 'Confirm',
  'scan.typed.required': 'Type the code first.',
  'scan.arrival.success': '{title} is now on display.',
  'scan.pickup.success':
    '{title} has been handed over to the buyer. Your commission is paid out on the next business day.',
  'scan.pickup.successNoAccount':
    '{title} has been handed over to the buyer. Your commission waits for you until you connect a payout account.',
  'scan.connect': 'Connect a payout account',
  'scan.failure': 'Not confirmed.',
  'scan.failure.network': 'The server could not be reached. Check the connection and try again.',
  'scan.again': 'Scan another code',
  'scan.back': 'Back to exhibitions',
  'scan.openScanner': 'Open the scanner',
} as const;

export type ScannerMessageKey = keyof typeof en;

const sv: Record<ScannerMessageKey, string> = {
  'sidebar.scan': 'Skanner',
  'scan.title': 'Skanner',
  'scan.description':
    'Bekräfta att ett konstverk har kommit fram genom att skanna QR-koden på etiketten, eller lämna ut ett sålt konstverk genom att skanna köparens hämtkod.',
  'scan.arrivals.title': 'Ankomster att bekräfta',
  'scan.arrivals.empty': 'Inga konstverk är på väg till er just nu.',
  'scan.pickups.title': 'Väntar på hämtning',
  'scan.pickups.empty': 'Inga sålda konstverk väntar på sina köpare just nu.',
  'scan.pickupAny': 'Skanna en hämtkod',
  'scan.pickupAny.text':
    'En köpare har kommit för att hämta ett konstverk: skanna eller skriv in köparens hämtkod, så hittas konstverket utifrån koden.',
  'scan.pickupAny.description':
    'Skanna hämtkoden som köparen visar, eller skriv in den. Koden visar vilket av era sålda konstverk det gäller.',
  'scan.onDisplay.title': 'Visas hos er, inte sålda',
  'scan.onDisplay.text': 'Inget att lämna ut än. När ett av dem säljs flyttas det till listan ovan.',
  'scan.onDisplay.empty': 'Inga konstverk hänger på era väggar just nu.',
  'scan.pickups.text':
    'När en köpare kommer för att hämta ett konstverk väljer ni det här och skannar köparens hämtkod.',
  'scan.listError': 'Era utställningar kunde inte laddas.',
  'scan.retry': 'Försök igen',
  'scan.loading': 'Laddar…',
  'scan.item': '{title}, av {artist}',
  'scan.arrival.title': 'Bekräfta ankomst',
  'scan.arrival.description':
    'Rikta kameran mot QR-koden på konstverkets etikett. När koden är läst visas konstverket hos er.',
  'scan.pickup.title': 'Lämna ut ett konstverk',
  'scan.pickup.description': 'Skanna hämtkoden som köparen visar, eller skriv in den.',
  'scan.expecting': 'Väntar på: {title}, av {artist}',
  'scan.handingOver': 'Att lämna ut: {title}, av {artist}',
  'scan.exhibitionError': 'Utställningen kunde inte laddas.',
  'scan.camera.title': 'Kamera',
  'scan.camera.label': 'Kamerabild för skanning',
  'scan.camera.starting': 'Startar kameran…',
  'scan.camera.looking': 'Håll QR-koden inom ramen.',
  'scan.camera.checking': 'Koden är läst. Kontrollerar…',
  'scan.camera.denied':
    'Kameran är blockerad för den här webbplatsen. Tillåt den i webbläsarens inställningar, eller skriv in koden nedan.',
  'scan.camera.unavailable': 'Ingen kamera kunde startas på den här enheten. Skriv in koden nedan i stället.',
  'scan.camera.decoderError': 'QR-läsaren kunde inte laddas. Skriv in koden nedan i stället.',
  'scan.camera.start': 'Starta kameran',
  'scan.torch.on': 'Tänd lampan',
  'scan.torch.off': 'Släck lampan',
  'scan.typed.title': 'Skriv in koden i stället',
  'scan.typed.arrivalLabel': 'Konstverkets kod',
  'scan.typed.arrivalHint':
    'Ankomstkoden som står under QR-koden på konstverkets etikett, till exempel K7QM‑4MXR. Stora eller små bokstäver, mellanslag och bindestreck spelar ingen roll.',
  'scan.typed.pickupLabel': 'Hämtkod',
  'scan.typed.pickupHint': 'Den korta koden under QR-koden i köparens kvitto.',
  'scan.typed.submit': 'Bekräfta',
  'scan.typed.required': 'Skriv in koden först.',
  'scan.arrival.success': '{title} visas nu hos er.',
  'scan.pickup.success': '{title} är utlämnat till köparen. Er provision betalas ut nästa bankdag.',
  'scan.pickup.successNoAccount':
    '{title} är utlämnat till köparen. Er provision väntar på er tills ni kopplar ett utbetalningskonto.',
  'scan.connect': 'Koppla ett utbetalningskonto',
  'scan.failure': 'Inte bekräftat.',
  'scan.failure.network': 'Servern kunde inte nås. Kontrollera anslutningen och försök igen.',
  'scan.again': 'Skanna en kod till',
  'scan.back': 'Tillbaka till utställningar',
  'scan.openScanner': 'Öppna skannern',
};

export const scannerMessages = { en, sv };
