import {
  centsToEuros,
  DEFAULT_COMMISSION_PERCENT,
  eurosToCents,
  MESSAGE_NUMBERS,
  splitSale,
} from '@konstvagg/rules';
import type { Language } from '@konstvagg/i18n';
import type { InfoPath } from './paths.ts';

/**
 * The information and legal pages' text, in both languages (the types require both). Loaded only
 * with InfoPage. The product's rules appear as `{name}` placeholders filled from @konstvagg/rules'
 * MESSAGE_NUMBERS (docs/architecture.md §4), so a changed rule changes every page.
 */
export interface InfoText {
  /**
   * A Swedish compound longer than a phone's line ("Marknadsföringsmaterial") carries a soft hyphen
   * (U+00AD) at its joint, so the heading breaks as "Marknadsförings-/material" and not at whatever
   * letter the width runs out; useDocumentMeta drops it from the document title. A value
   * and its unit are joined by a no-break space (`{minPrice}\u00a0€`), as in the messages.
   */
  title: string;
  lead: string;
  body: string[];
  links?: { to: string; label: string }[];
}

/** The texts as written, with `{name}` values (scripts/messages.test.ts reads these). */
export const INFO_TEMPLATES: Record<InfoPath, Record<Language, InfoText>> = {
  '/about': {
    en: {
      title: 'About Konstvägg',
      lead: 'Konstvägg puts original art on the walls where people already spend their time, and lets anyone buy it on the spot.',
      body: [
        'Artists list paintings and photographs. Cafés, restaurants, hotels, galleries and other venues in Stockholm, Gothenburg and Malmö hang them for free. A visitor who falls for a piece scans the QR code beside it, pays in under a minute and collects it at the venue within {pickupDays}\u00a0days.',
        'The artist sets the price and is the seller; the venue earns a commission the artist chooses; Konstvägg keeps a small platform fee. Norway, Denmark and Finland are planned for 2026.',
      ],
      links: [{ to: '/how-it-works', label: 'How it works' }],
    },
    sv: {
      title: 'Om Konstvägg',
      lead: 'Konstvägg sätter originalkonst på väggarna där människor redan tillbringar sin tid, och låter vem som helst köpa den på plats.',
      body: [
        'Konstnärer lägger upp målningar och fotografier. Kaféer, restauranger, hotell, gallerier och andra lokaler i Stockholm, Göteborg och Malmö hänger upp dem gratis. En besökare som faller för ett verk skannar QR-koden bredvid, betalar på under en minut och hämtar verket i lokalen inom {pickupDays}\u00a0dagar.',
        'Konstnären sätter priset och är säljare, lokalen får en provision som konstnären väljer och Konstvägg tar en liten plattformsavgift. Norge, Danmark och Finland är planerade till 2026.',
      ],
      links: [{ to: '/how-it-works', label: 'Så fungerar det' }],
    },
  },
  '/how-it-works': {
    en: {
      title: 'How it works',
      lead: 'From the studio to your wall in four steps.',
      body: [
        'Artists upload a work, set its price (VAT included, at least {minPrice}\u00a0€) and the venue commission: anything from {commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default. New works are reviewed within {moderationHours}\u00a0hours and there are no listing fees.',
        'A venue requests the works that suit its walls and the artist ships them there for free. Each work hangs with a QR code. A visitor scans it, pays and gets pickup instructions at once.',
        'The buyer collects the work at the same venue within {pickupDays}\u00a0days, or is refunded automatically. After pickup the artist is paid the next Swedish business day and the venue receives its commission automatically.',
      ],
      links: [
        { to: '/how-it-works/venues', label: 'How it works for venues' },
        { to: '/how-it-works/pickup', label: 'How pickup works' },
      ],
    },
    sv: {
      title: 'Så fungerar det',
      lead: 'Från ateljén till din vägg i fyra steg.',
      body: [
        'Konstnärer laddar upp ett verk, sätter priset (inklusive moms, minst {minPrice}\u00a0€) och provisionen till lokalen: allt från {commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard. Nya verk granskas inom {moderationHours}\u00a0timmar och det kostar ingenting att lägga upp dem.',
        'En lokal begär de verk som passar dess väggar och konstnären skickar dem dit utan kostnad. Varje verk hänger med en QR-kod. En besökare skannar koden, betalar och får hämtinstruktioner direkt.',
        'Köparen hämtar verket på samma plats inom {pickupDays}\u00a0dagar, annars återbetalas köpet automatiskt. Efter hämtningen får konstnären betalt nästa svenska bankdag och lokalen får sin provision automatiskt.',
      ],
      links: [
        { to: '/how-it-works/venues', label: 'Så fungerar det för lokaler' },
        { to: '/how-it-works/pickup', label: 'Så går hämtningen till' },
      ],
    },
  },
  '/how-it-works/venues': {
    en: {
      title: 'How it works for venues',
      lead: 'Free art on your walls, and a commission on every sale.',
      body: [
        'Browse the catalogue and request the works that fit your space. The artist ships them to you for free, and you confirm arrival by scanning the QR label. You pay nothing to display art and carry no liability for it.',
        'When a visitor buys a work, the buyer comes back within {pickupDays}\u00a0days with a pickup code that you scan in the app. The commission the artist set ({commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default) is paid to you automatically the next Swedish business day after pickup.',
      ],
      links: [{ to: '/register?role=venue', label: 'Start hosting' }],
    },
    sv: {
      title: 'Så fungerar det för lokaler',
      lead: 'Gratis konst på väggarna och provision på varje försäljning.',
      body: [
        'Bläddra i katalogen och begär de verk som passar er lokal. Konstnären skickar dem till er utan kostnad och ni bekräftar ankomsten genom att skanna QR-etiketten. Det kostar ingenting att visa konsten och ni har inget ansvar för den.',
        'När en besökare köper ett verk kommer köparen tillbaka inom {pickupDays}\u00a0dagar med en hämtkod som ni skannar i appen. Provisionen som konstnären har satt ({commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard) betalas ut till er automatiskt nästa svenska bankdag efter hämtningen.',
      ],
      links: [{ to: '/register?role=venue', label: 'Börja visa konst' }],
    },
  },
  '/how-it-works/pickup': {
    en: {
      title: 'How pickup works',
      lead: 'Pay in under a minute, collect within {pickupDays}\u00a0days.',
      body: [
        'Right after paying you receive a pickup code, on screen and by email, and the address of the venue where the work hangs. Show the code to the staff within {pickupDays}\u00a0days; they scan it and hand you the work.',
        'The {pickupDays}-day pickup guarantee: if the work is not collected within {pickupDays}\u00a0days of payment, you are refunded in full automatically and the work goes back on display.',
      ],
    },
    sv: {
      title: 'Så går hämtningen till',
      lead: 'Betala på under en minut, hämta inom {pickupDays}\u00a0dagar.',
      body: [
        'Direkt efter betalningen får du en hämtkod, på skärmen och via e-post, och adressen till lokalen där verket hänger. Visa koden för personalen inom {pickupDays}\u00a0dagar så skannar de den och lämnar över verket.',
        'Hämtgarantin på {pickupDays}\u00a0dagar: hämtas verket inte inom {pickupDays}\u00a0dagar från betalningen får du automatiskt hela beloppet tillbaka och verket visas igen.',
      ],
    },
  },
  '/contact': {
    en: {
      title: 'Contact us',
      lead: 'Our support team answers weekdays {supportOpens}–{supportCloses} CET, in Swedish and English.',
      body: [
        'Questions about a purchase, a pickup, an exhibition or a payout are all welcome. Have your order or artwork number at hand and we can help faster.',
        'Write to us with the form below and we answer by email, usually within one business day. We keep your message only as long as we need it to help you.',
      ],
      links: [{ to: '/report-an-issue', label: 'Report an issue' }],
    },
    sv: {
      title: 'Kontakta oss',
      lead: 'Vår support svarar vardagar {supportOpens}–{supportCloses} CET, på svenska och engelska.',
      body: [
        'Frågor om ett köp, en hämtning, en utställning eller en utbetalning är alla välkomna. Ha ditt order- eller verksnummer till hands så kan vi hjälpa dig snabbare.',
        'Skriv till oss i formuläret nedan så svarar vi via e-post, oftast inom en arbetsdag. Vi sparar ditt meddelande bara så länge vi behöver det för att hjälpa dig.',
      ],
      links: [{ to: '/report-an-issue', label: 'Rapportera ett problem' }],
    },
  },
  '/terms': {
    en: {
      title: 'Terms of use',
      lead: 'The main rules of buying and selling on Konstvägg, in short.',
      body: [
        'The artist is the seller of record of every work and handles the VAT; prices are shown exactly as the artist entered them, VAT included. Konstvägg provides the marketplace and handles the payment.',
        'A bought work is collected at the venue within {pickupDays}\u00a0days; otherwise the payment is refunded automatically. The venue earns the commission the artist set ({commissionMin} to {commissionMax}\u00a0%), and Konstvägg charges the artist a platform fee of {platformFee}\u00a0% of the price ({earlyFee}\u00a0% for the first {earlyArtists} artists during their first {earlyMonths}\u00a0months).',
        'This summary does not replace the full terms, which will be published on this page.',
      ],
    },
    sv: {
      title: 'Användar\u00advillkor',
      lead: 'De viktigaste reglerna för att köpa och sälja på Konstvägg, i korthet.',
      body: [
        'Konstnären är säljare av varje verk och ansvarar för momsen; priserna visas exakt som konstnären har angett dem, inklusive moms. Konstvägg tillhandahåller marknadsplatsen och hanterar betalningen.',
        'Ett köpt verk hämtas i lokalen inom {pickupDays}\u00a0dagar, annars återbetalas betalningen automatiskt. Lokalen får den provision konstnären har satt ({commissionMin} till {commissionMax}\u00a0%) och Konstvägg tar ut en plattformsavgift av konstnären på {platformFee}\u00a0% av priset ({earlyFee}\u00a0% för de första {earlyArtists} konstnärerna under deras första {earlyMonths}\u00a0månader).',
        'Sammanfattningen ersätter inte de fullständiga villkoren, som kommer att publiceras på den här sidan.',
      ],
    },
  },
  '/privacy': {
    en: {
      title: 'Privacy',
      lead: 'We collect what we need to run the marketplace, and nothing more.',
      body: [
        'For an account we keep your name, email address, role and, if you give it, your phone number. For a purchase we keep the order, the pickup and the receipt. Card details go straight to our payment provider; we never see or store them.',
        'Artists and venues are paid through the payment provider, which verifies their identity once before the first payout.',
      ],
      links: [
        { to: '/gdpr', label: 'Your rights under GDPR' },
        { to: '/cookies', label: 'Cookies and local storage' },
      ],
    },
    sv: {
      title: 'Integritet',
      lead: 'Vi samlar in det vi behöver för att driva marknadsplatsen, och inget mer.',
      body: [
        'För ett konto sparar vi ditt namn, din e-postadress, din roll och, om du anger det, ditt telefonnummer. För ett köp sparar vi ordern, hämtningen och kvittot. Kortuppgifter går direkt till vår betalleverantör; vi ser eller sparar dem aldrig.',
        'Konstnärer och lokaler får betalt via betalleverantören, som verifierar deras identitet en gång före den första utbetalningen.',
      ],
      links: [
        { to: '/gdpr', label: 'Dina rättigheter enligt GDPR' },
        { to: '/cookies', label: 'Cookies och lokal lagring' },
      ],
    },
  },
  '/gdpr': {
    en: {
      title: 'Your rights under GDPR',
      lead: 'You decide over your personal data.',
      body: [
        'You may ask for a copy of the data we hold about you, have it corrected, or have it deleted. Some records, such as receipts, must be kept for as long as Swedish accounting law requires.',
        'Send your request to our support, weekdays {supportOpens}–{supportCloses} CET in Swedish or English. You can also complain to the Swedish Authority for Privacy Protection (IMY).',
      ],
      links: [{ to: '/contact', label: 'Contact support' }],
    },
    sv: {
      title: 'Dina rättigheter enligt GDPR',
      lead: 'Du bestämmer över dina personuppgifter.',
      body: [
        'Du kan begära en kopia av de uppgifter vi har om dig, få dem rättade eller raderade. Vissa uppgifter, till exempel kvitton, måste sparas så länge bokföringslagen kräver.',
        'Skicka din begäran till vår support, vardagar {supportOpens}–{supportCloses} CET på svenska eller engelska. Du kan också klaga hos Integritetsskyddsmyndigheten (IMY).',
      ],
      links: [{ to: '/contact', label: 'Kontakta supporten' }],
    },
  },
  '/cookies': {
    en: {
      title: 'Cookies and local storage',
      lead: 'Only what the service needs to work.',
      body: [
        "Konstvägg keeps your session, when you log in, in your browser's local storage. Without it you would be logged out on every visit.",
        'Your language choice and the headline the home page showed you are kept in local storage and in two small cookies (language and hero), so the next page comes from our servers in your language and with the same headline. They hold nothing else and are not used for tracking.',
        'During checkout the payment provider may set its own cookies to prevent fraud.',
      ],
    },
    sv: {
      title: 'Cookies och lokal lagring',
      lead: 'Bara det som tjänsten behöver för att fungera.',
      body: [
        'Konstvägg sparar din inloggning, när du loggar in, i webbläsarens lokala lagring. Utan den skulle du loggas ut vid varje besök.',
        'Ditt språkval och rubriken som startsidan visade dig sparas i den lokala lagringen och i två små cookies (language och hero), så att nästa sida kommer från våra servrar på ditt språk och med samma rubrik. De innehåller inget annat och används inte för spårning.',
        'I kassan kan betalleverantören sätta egna cookies för att förhindra bedrägerier.',
      ],
    },
  },
  '/refund-policy': {
    en: {
      title: 'Refund policy',
      lead: 'The {pickupDays}-day pickup guarantee.',
      body: [
        'If a work you bought is not collected within {pickupDays}\u00a0days of payment, the full amount is refunded automatically to the way you paid, and the work goes back on display. You do not need to ask.',
        'If a work is damaged or cannot be handed over, contact our support and we refund you in full.',
      ],
      links: [{ to: '/how-it-works/pickup', label: 'How pickup works' }],
    },
    sv: {
      title: 'Återbetalning',
      lead: 'Hämtgarantin på {pickupDays}\u00a0dagar.',
      body: [
        'Hämtas ett verk du köpt inte inom {pickupDays}\u00a0dagar från betalningen återbetalas hela beloppet automatiskt till det sätt du betalade med, och verket visas igen. Du behöver inte be om det.',
        'Om ett verk är skadat eller inte kan lämnas ut, kontakta vår support så får du hela beloppet tillbaka.',
      ],
      links: [{ to: '/how-it-works/pickup', label: 'Så går hämtningen till' }],
    },
  },
  '/artist-agreement': {
    en: {
      title: 'Artist agreement',
      lead: 'What you agree to when you sell on Konstvägg.',
      body: [
        'You are the seller of record of your works and handle the VAT; you set each price (VAT included, at least {minPrice}\u00a0€) and the venue commission ({commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default). You ship accepted works to the venue at your own cost.',
        'For each sale Konstvägg keeps a platform fee of {platformFee}\u00a0% ({earlyFee}\u00a0% for the first {earlyArtists} artists during their first {earlyMonths}\u00a0months), the venue receives its commission and you receive the rest, paid the next Swedish business day after pickup. To be paid you verify your identity once with our payment provider.',
        'The full agreement will be published on this page.',
      ],
    },
    sv: {
      title: 'Avtal för konstnärer',
      lead: 'Det här godkänner du när du säljer på Konstvägg.',
      body: [
        'Du är säljare av dina verk och ansvarar för momsen. Du sätter varje pris (inklusive moms, minst {minPrice}\u00a0€) och provisionen till lokalen ({commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard). Du skickar godkända verk till lokalen på egen bekostnad.',
        'Vid varje försäljning behåller Konstvägg en plattformsavgift på {platformFee}\u00a0% ({earlyFee}\u00a0% för de första {earlyArtists} konstnärerna under deras första {earlyMonths}\u00a0månader), lokalen får sin provision och du får resten, utbetalt nästa svenska bankdag efter hämtningen. För att få betalt verifierar du din identitet en gång hos vår betalleverantör.',
        'Det fullständiga avtalet kommer att publiceras på den här sidan.',
      ],
    },
  },
  '/venue-agreement': {
    en: {
      title: 'Venue agreement',
      lead: 'What you agree to when you show art from Konstvägg.',
      body: [
        'You display the works you accepted, free of charge, with their QR labels visible. You confirm arrival by scanning the label, and hand a sold work only to a buyer whose pickup code you have scanned.',
        'You carry no liability for the works and earn the commission each artist set ({commissionMin} to {commissionMax}\u00a0%) on every sale, paid the next Swedish business day after pickup. The full agreement will be published on this page.',
      ],
    },
    sv: {
      title: 'Avtal för lokaler',
      lead: 'Det här godkänner du när du visar konst från Konstvägg.',
      body: [
        'Ni visar de verk ni har tackat ja till, utan kostnad, med QR-etiketterna synliga. Ni bekräftar ankomsten genom att skanna etiketten och lämnar bara ut ett sålt verk till en köpare vars hämtkod ni har skannat.',
        'Ni har inget ansvar för verken och får den provision varje konstnär har satt ({commissionMin} till {commissionMax}\u00a0%) på varje försäljning, utbetald nästa svenska bankdag efter hämtningen. Det fullständiga avtalet kommer att publiceras på den här sidan.',
      ],
    },
  },
  '/faq': {
    en: {
      title: 'Help center',
      lead: 'Short answers to the questions we hear most.',
      body: [
        'Do prices include VAT? Yes. Every price is shown exactly as the artist entered it, VAT included; the artist is the seller.',
        'What if I cannot collect my work in time? If it is not collected within {pickupDays}\u00a0days of payment you are refunded automatically.',
        'When do I get an answer from support? Weekdays {supportOpens}–{supportCloses} CET, in Swedish and English.',
      ],
      links: [
        { to: '/faq/artists', label: 'Questions from artists' },
        { to: '/contact', label: 'Contact us' },
      ],
    },
    sv: {
      title: 'Hjälpcenter',
      lead: 'Korta svar på de frågor vi får oftast.',
      body: [
        'Ingår moms i priserna? Ja. Varje pris visas exakt som konstnären har angett det, inklusive moms; konstnären är säljare.',
        'Vad händer om jag inte hinner hämta mitt verk? Hämtas det inte inom {pickupDays}\u00a0dagar från betalningen får du automatiskt pengarna tillbaka.',
        'När svarar supporten? Vardagar {supportOpens}–{supportCloses} CET, på svenska och engelska.',
      ],
      links: [
        { to: '/faq/artists', label: 'Frågor från konstnärer' },
        { to: '/contact', label: 'Kontakta oss' },
      ],
    },
  },
  '/faq/artists': {
    en: {
      title: 'Questions from artists',
      lead: 'Selling through Konstvägg, in short.',
      body: [
        'What does it cost? No listing fees. On a sale Konstvägg keeps {platformFee}\u00a0% of the price ({earlyFee}\u00a0% for the first {earlyArtists} artists for {earlyMonths}\u00a0months), the venue gets the commission you set ({commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default), and the rest is yours. Example: a {examplePrice}\u00a0€ work at {commissionDefault}\u00a0% gives the venue {exampleVenue}\u00a0€, the platform {examplePlatform}\u00a0€ and you {exampleArtist}\u00a0€.',
        'When am I paid? The next Swedish business day after the buyer collects the work.',
        'Who handles VAT? You do: you are the seller of record and your price includes VAT.',
      ],
      links: [{ to: '/commission-calculator', label: 'Commission calculator' }],
    },
    sv: {
      title: 'Frågor från konstnärer',
      lead: 'Att sälja via Konstvägg, i korthet.',
      body: [
        'Vad kostar det? Inga avgifter för att lägga upp verk. Vid en försäljning behåller Konstvägg {platformFee}\u00a0% av priset ({earlyFee}\u00a0% för de första {earlyArtists} konstnärerna i {earlyMonths}\u00a0månader), lokalen får den provision du har satt ({commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard) och resten är ditt. Exempel: ett verk för {examplePrice}\u00a0€ med {commissionDefault}\u00a0% ger lokalen {exampleVenue}\u00a0€, plattformen {examplePlatform}\u00a0€ och dig {exampleArtist}\u00a0€.',
        'När får jag betalt? Nästa svenska bankdag efter att köparen har hämtat verket.',
        'Vem hanterar momsen? Det gör du: du är säljare och ditt pris inkluderar moms.',
      ],
      links: [{ to: '/commission-calculator', label: 'Provisionskalkylator' }],
    },
  },
  '/testimonials': {
    en: {
      title: 'What people say',
      lead: 'Stories from artists, venues and buyers.',
      body: [
        'Three stories from the artists, venues and buyers who use Konstvägg in Stockholm, Gothenburg and Malmö. We only publish stories people have agreed to share.',
      ],
    },
    sv: {
      title: 'Det här säger andra',
      lead: 'Berättelser från konstnärer, lokaler och köpare.',
      body: [
        'Tre berättelser från konstnärerna, lokalerna och köparna som använder Konstvägg i Stockholm, Göteborg och Malmö. Vi publicerar bara berättelser som personerna själva har gått med på att dela.',
      ],
    },
  },
  '/subscribe': {
    en: {
      title: 'Launch updates',
      lead: 'Hear first when Konstvägg opens in a new city.',
      body: [
        'We are live in Stockholm, Gothenburg and Malmö, with Norway, Denmark and Finland planned for 2026. Sign up below: we store your email address and the consent you give, only email you about launches, and you can unsubscribe at any time.',
      ],
    },
    sv: {
      title: 'Lanserings\u00adnyheter',
      lead: 'Få veta först när Konstvägg öppnar i en ny stad.',
      body: [
        'Vi finns i Stockholm, Göteborg och Malmö, och Norge, Danmark och Finland är planerade till 2026. Anmäl dig nedan: vi sparar din e-postadress och ditt samtycke, mejlar dig bara om lanseringar och du kan avsluta när du vill.',
      ],
    },
  },
  '/demo': {
    en: {
      title: 'The 60-second demo',
      lead: 'See a purchase from scan to pickup.',
      body: [
        'Four steps, fifteen seconds each: a visitor scans the QR code beside a painting, sees the artwork page, pays in under a minute and gets the pickup instructions. Press “Play”, or go through the steps at your own pace.',
      ],
      links: [{ to: '/how-it-works', label: 'How it works' }],
    },
    sv: {
      title: 'Demo på 60 sekunder',
      lead: 'Se ett köp från skanning till hämtning.',
      body: [
        'Fyra steg, femton sekunder vardera: en besökare skannar QR-koden bredvid en målning, ser verkets sida, betalar på under en minut och får hämtinstruktionerna. Tryck på ”Spela”, eller gå igenom stegen i din egen takt.',
      ],
      links: [{ to: '/how-it-works', label: 'Så fungerar det' }],
    },
  },
  '/artists/onboard': {
    en: {
      title: 'Start exhibiting',
      lead: 'Show your work where people live their lives.',
      body: [
        'Create an artist account, upload your paintings or photographs and set your prices (VAT included, at least {minPrice}\u00a0€) and venue commission ({commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default). We review new works within {moderationHours}\u00a0hours.',
        'The first {earlyArtists} artists pay a platform fee of {earlyFee}\u00a0% instead of {platformFee}\u00a0% for their first {earlyMonths}\u00a0months. To receive payouts you verify your identity once with our payment provider.',
      ],
      links: [{ to: '/register?role=artist', label: 'Create an artist account' }],
    },
    sv: {
      title: 'Börja ställa ut',
      lead: 'Visa din konst där människor lever sina liv.',
      body: [
        'Skapa ett konstnärskonto, ladda upp dina målningar eller fotografier och sätt priser (inklusive moms, minst {minPrice}\u00a0€) och provision till lokalen ({commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard). Vi granskar nya verk inom {moderationHours}\u00a0timmar.',
        'De första {earlyArtists} konstnärerna betalar {earlyFee}\u00a0% i plattformsavgift i stället för {platformFee}\u00a0% under sina första {earlyMonths}\u00a0månader. För att få utbetalningar verifierar du din identitet en gång hos vår betalleverantör.',
      ],
      links: [{ to: '/register?role=artist', label: 'Skapa ett konstnärskonto' }],
    },
  },
  '/venues/join': {
    en: {
      title: 'Show art at your venue',
      lead: 'Free art on your walls, and a commission on every sale.',
      body: [
        'Cafés, restaurants, bars, hotels, galleries and coworking spaces in Stockholm, Gothenburg and Malmö can join. Create a venue account, tell us about your walls, and request the works you like.',
        'Displaying art costs you nothing and you carry no liability. On every sale you earn the commission the artist set, paid the next Swedish business day after pickup.',
      ],
      links: [{ to: '/register?role=venue', label: 'Create a venue account' }],
    },
    sv: {
      title: 'Visa konst hos er',
      lead: 'Gratis konst på väggarna och provision på varje försäljning.',
      body: [
        'Kaféer, restauranger, barer, hotell, gallerier och coworkingytor i Stockholm, Göteborg och Malmö kan vara med. Skapa ett konto för er lokal, berätta om era väggar och begär de verk ni gillar.',
        'Att visa konst kostar ingenting och ni har inget ansvar för verken. På varje försäljning får ni den provision konstnären har satt, utbetald nästa svenska bankdag efter hämtningen.',
      ],
      links: [{ to: '/register?role=venue', label: 'Skapa ett konto för er lokal' }],
    },
  },
  '/shipping-and-pickup': {
    en: {
      title: 'Shipping and pickup',
      lead: 'Artists ship to venues; buyers collect at the venue.',
      body: [
        'When a venue accepts a work, the artist ships it there at no cost to the venue, and the venue confirms arrival by scanning its QR label.',
        'Buyers do not pay for shipping: you collect the work at the venue within {pickupDays}\u00a0days of payment with your pickup code. If it is not collected in time, you are refunded automatically.',
      ],
      links: [{ to: '/how-it-works/pickup', label: 'How pickup works' }],
    },
    sv: {
      title: 'Frakt och hämtning',
      lead: 'Konstnärer skickar till lokaler; köpare hämtar på plats.',
      body: [
        'När en lokal tackar ja till ett verk skickar konstnären det dit utan kostnad för lokalen, och lokalen bekräftar ankomsten genom att skanna verkets QR-etikett.',
        'Köpare betalar ingen frakt: du hämtar verket i lokalen inom {pickupDays}\u00a0dagar från betalningen med din hämtkod. Hämtas det inte i tid får du automatiskt pengarna tillbaka.',
      ],
      links: [{ to: '/how-it-works/pickup', label: 'Så går hämtningen till' }],
    },
  },
  '/upload-guidelines': {
    en: {
      title: 'Upload guidelines',
      lead: 'Good photos sell art.',
      body: [
        'Upload original paintings or photographs that you made and have the right to sell. Photograph the whole work straight on, in daylight, without frames cutting the edges, and add close-ups of details if you like.',
        'Give the real size in centimetres, the medium and the year. Set the price including VAT (at least {minPrice}\u00a0€). Our team reviews each new work within {moderationHours}\u00a0hours.',
      ],
    },
    sv: {
      title: 'Riktlinjer för uppladdning',
      lead: 'Bra bilder säljer konst.',
      body: [
        'Ladda upp originalmålningar eller fotografier som du själv har gjort och har rätt att sälja. Fotografera hela verket rakt framifrån i dagsljus, utan att ramen skär av kanterna, och lägg gärna till närbilder på detaljer.',
        'Ange den verkliga storleken i centimeter, teknik och år. Sätt priset inklusive moms (minst {minPrice}\u00a0€). Vi granskar varje nytt verk inom {moderationHours}\u00a0timmar.',
      ],
    },
  },
  '/payouts': {
    en: {
      title: 'Payouts',
      lead: 'Paid the next Swedish business day after pickup.',
      body: [
        'Nothing is paid out while a buyer can still be refunded. Once the venue scans the pickup code, the artist share and the venue commission are transferred on the next Swedish business day; weekends and Swedish public holidays are skipped.',
        'Payouts go to the account you connected with our payment provider, after a one-time identity check.',
      ],
    },
    sv: {
      title: 'Utbetalningar',
      lead: 'Betalt nästa svenska bankdag efter hämtningen.',
      body: [
        'Ingenting betalas ut så länge en köpare fortfarande kan få pengarna tillbaka. När lokalen har skannat hämtkoden förs konstnärens del och lokalens provision över nästa svenska bankdag; helger och svenska helgdagar räknas inte.',
        'Utbetalningarna går till kontot du har kopplat hos vår betalleverantör, efter en engångskontroll av din identitet.',
      ],
    },
  },
  '/marketing-resources': {
    en: {
      title: 'Marketing resources',
      lead: 'Tell your audience where your work hangs.',
      body: [
        'Every work has its own page and QR code: share the link to your artwork page on social media, and your followers can buy in under a minute. Logos, photos and ready-made posts for artists and venues will be available for download on this page.',
      ],
    },
    sv: {
      title: 'Marknadsförings\u00admaterial',
      lead: 'Berätta för din publik var dina verk hänger.',
      body: [
        'Varje verk har en egen sida och QR-kod: dela länken till verkets sida i sociala medier så kan dina följare köpa på under en minut. Logotyper, bilder och färdiga inlägg för konstnärer och lokaler kommer att finnas att ladda ner här.',
      ],
    },
  },
  '/exhibition-guide': {
    en: {
      title: 'Exhibition guide for venues',
      lead: 'Hanging art that sells.',
      body: [
        'Hang each work at eye level, with good light and its QR label visible beside it. Scan the label when a work arrives so it shows as on display. When a buyer comes with a pickup code, scan it before you hand over the work.',
        'If a work is damaged, report it in the app with a photo; you carry no liability.',
      ],
    },
    sv: {
      title: 'Utställnings\u00adguide för lokaler',
      lead: 'Att hänga konst som säljer.',
      body: [
        'Häng varje verk i ögonhöjd, med bra ljus och QR-etiketten synlig bredvid. Skanna etiketten när ett verk kommer fram så att det visas som utställt. När en köpare kommer med en hämtkod skannar ni den innan ni lämnar över verket.',
        'Om ett verk skadas, rapportera det i appen med en bild; ni har inget ansvar.',
      ],
    },
  },
  '/commission-calculator': {
    en: {
      title: 'Commission calculator',
      lead: 'What each party receives from a sale.',
      body: [
        'From a sale at price P, the venue receives the commission the artist set ({commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default), Konstvägg keeps a platform fee of {platformFee}\u00a0% ({earlyFee}\u00a0% for the first {earlyArtists} artists during their first {earlyMonths}\u00a0months), and the artist receives the rest.',
        'Example: a work sold for {examplePrice}\u00a0€ with a {commissionDefault}\u00a0% commission gives the venue {exampleVenue}\u00a0€, the platform {examplePlatform}\u00a0€ and the artist {exampleArtist}\u00a0€. An interactive calculator will be available on this page.',
      ],
    },
    sv: {
      title: 'Provisions\u00adkalkylator',
      lead: 'Vad varje part får av en försäljning.',
      body: [
        'Av en försäljning till priset P får lokalen den provision konstnären har satt ({commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard), Konstvägg behåller en plattformsavgift på {platformFee}\u00a0% ({earlyFee}\u00a0% för de första {earlyArtists} konstnärerna under deras första {earlyMonths}\u00a0månader) och konstnären får resten.',
        'Exempel: ett verk som säljs för {examplePrice}\u00a0€ med {commissionDefault}\u00a0% provision ger lokalen {exampleVenue}\u00a0€, plattformen {examplePlatform}\u00a0€ och konstnären {exampleArtist}\u00a0€. En interaktiv kalkylator kommer att finnas på den här sidan.',
      ],
    },
  },
  '/report-an-issue': {
    en: {
      title: 'Report an issue',
      lead: 'Something wrong with a work, a pickup or the site?',
      body: [
        'Tell our support what happened and, if you can, the order or artwork number. We answer weekdays {supportOpens}–{supportCloses} CET, in Swedish and English.',
        'Venues report damage to a work directly in the app, with photos.',
      ],
      links: [{ to: '/contact', label: 'Contact support' }],
    },
    sv: {
      title: 'Rapportera ett problem',
      lead: 'Något fel med ett verk, en hämtning eller webbplatsen?',
      body: [
        'Berätta för vår support vad som har hänt och, om du kan, order- eller verksnumret. Vi svarar vardagar {supportOpens}–{supportCloses} CET, på svenska och engelska.',
        'Lokaler rapporterar skador på ett verk direkt i appen, med bilder.',
      ],
      links: [{ to: '/contact', label: 'Kontakta supporten' }],
    },
  },
};

/** The worked example of a sale: an illustrative price at the default commission, split by the real rule. */
const EXAMPLE_PRICE_EUROS = 450;
const example = splitSale(eurosToCents(EXAMPLE_PRICE_EUROS), DEFAULT_COMMISSION_PERCENT);
const VALUES: Record<string, number> = {
  ...MESSAGE_NUMBERS,
  examplePrice: EXAMPLE_PRICE_EUROS,
  exampleVenue: centsToEuros(example.venueCents),
  examplePlatform: centsToEuros(example.platformCents),
  exampleArtist: centsToEuros(example.artistCents),
};

/** "22.50" in English and "22,50" in Swedish; whole numbers without decimals. */
function formatNumber(value: number, lang: Language): string {
  const decimals = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(lang === 'sv' ? 'sv-SE' : 'en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value);
}

function fill(text: string, lang: Language): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = VALUES[name];
    if (value === undefined) throw new Error(`info text: no value for {${name}}`);
    return formatNumber(value, lang);
  });
}

export const INFO_CONTENT = Object.fromEntries(
  Object.entries(INFO_TEMPLATES).map(([path, texts]) => [
    path,
    Object.fromEntries(
      (Object.entries(texts) as [Language, InfoText][]).map(([lang, t]) => [
        lang,
        {
          title: fill(t.title, lang),
          lead: fill(t.lead, lang),
          body: t.body.map((p) => fill(p, lang)),
          ...(t.links ? { links: t.links.map((l) => ({ ...l, label: fill(l.label, lang) })) } : {}),
        },
      ]),
    ),
  ]),
) as Record<InfoPath, Record<Language, InfoText>>;
