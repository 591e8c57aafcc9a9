import type { InfoMessageId } from './en.ts';

/** The information pages' texts in Swedish: the same keys as en.ts (the type enforces it). */
export const sv: Record<InfoMessageId, string> = {
  'info/about.title': 'Om Konstvägg',
  'info/about.lead':
    'Konstvägg sätter originalkonst på väggarna där människor redan tillbringar sin tid, och låter vem som helst köpa den på plats.',
  'info/about.body.0':
    'Konstnärer lägger upp målningar och fotografier. Kaféer, restauranger, hotell, gallerier och andra lokaler i Stockholm, Göteborg och Malmö hänger upp dem gratis. En besökare som faller för ett verk skannar QR-koden bredvid, betalar på under en minut och hämtar verket i lokalen inom {pickupDays}\u00a0dagar.',
  'info/about.body.1':
    'Konstnären sätter priset och är säljare, lokalen får en provision som konstnären väljer och Konstvägg tar en liten plattformsavgift. Norge, Danmark och Finland är planerade till 2026.',
  'info/about.link/how-it-works': 'Så fungerar det',
  'info/how-it-works.title': 'Så fungerar det',
  'info/how-it-works.lead': 'Från ateljén till din vägg i fyra steg.',
  'info/how-it-works.body.0':
    'Konstnärer laddar upp ett verk, sätter priset (inklusive moms, minst {minPrice}\u00a0€) och provisionen till lokalen: allt från {commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard. Nya verk granskas inom {moderationHours}\u00a0timmar och det kostar ingenting att lägga upp dem.',
  'info/how-it-works.body.1':
    'En lokal begär de verk som passar dess väggar och konstnären skickar dem dit utan kostnad. Varje verk hänger med en QR-kod. En besökare skannar koden, betalar och får hämtinstruktioner direkt.',
  'info/how-it-works.body.2':
    'Köparen hämtar verket på samma plats inom {pickupDays}\u00a0dagar, annars återbetalas köpet automatiskt. Efter hämtningen får konstnären betalt nästa svenska bankdag och lokalen får sin provision automatiskt.',
  'info/how-it-works.link/how-it-works/venues': 'Så fungerar det för lokaler',
  'info/how-it-works.link/how-it-works/pickup': 'Så går hämtningen till',
  'info/how-it-works/venues.title': 'Så fungerar det för lokaler',
  'info/how-it-works/venues.lead': 'Gratis konst på väggarna och provision på varje försäljning.',
  'info/how-it-works/venues.body.0':
    'Bläddra i katalogen och begär de verk som passar er lokal. Konstnären skickar dem till er utan kostnad och ni bekräftar ankomsten genom att skanna QR-etiketten. Det kostar ingenting att visa konsten och ni har inget ansvar för den.',
  'info/how-it-works/venues.body.1':
    'När en besökare köper ett verk kommer köparen tillbaka inom {pickupDays}\u00a0dagar med en hämtkod som ni skannar i appen. Provisionen som konstnären har satt ({commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard) betalas ut till er automatiskt nästa svenska bankdag efter hämtningen.',
  'info/how-it-works/venues.link/register?role=venue': 'Börja visa konst',
  'info/how-it-works/pickup.title': 'Så går hämtningen till',
  'info/how-it-works/pickup.lead': 'Betala på under en minut, hämta inom {pickupDays}\u00a0dagar.',
  'info/how-it-works/pickup.body.0':
    'Direkt efter betalningen får du en hämtkod, på skärmen och via e-post, och adressen till lokalen där verket hänger. Visa koden för personalen inom {pickupDays}\u00a0dagar så skannar de den och lämnar över verket.',
  'info/how-it-works/pickup.body.1':
    'Hämtgarantin på {pickupDays}\u00a0dagar: hämtas verket inte inom {pickupDays}\u00a0dagar från betalningen får du automatiskt hela beloppet tillbaka och verket visas igen.',
  'info/contact.title': 'Kontakta oss',
  'info/contact.lead':
    'Vår support svarar vardagar {supportOpens}–{supportCloses} CET, på svenska och engelska.',
  'info/contact.body.0':
    'Frågor om ett köp, en hämtning, en utställning eller en utbetalning är alla välkomna. Ha ditt order- eller verksnummer till hands så kan vi hjälpa dig snabbare.',
  'info/contact.body.1':
    'Skriv till oss i formuläret nedan så svarar vi via e-post, oftast inom en arbetsdag. Vi sparar ditt meddelande bara så länge vi behöver det för att hjälpa dig.',
  'info/contact.link/report-an-issue': 'Rapportera ett problem',
  'info/terms.title': 'Användar\u00advillkor',
  'info/terms.lead': 'De viktigaste reglerna för att köpa och sälja på Konstvägg, i korthet.',
  'info/terms.body.0':
    'Konstnären är säljare av varje verk och ansvarar för momsen; priserna visas exakt som konstnären har angett dem, inklusive moms. Konstvägg tillhandahåller marknadsplatsen och hanterar betalningen.',
  'info/terms.body.1':
    'Ett köpt verk hämtas i lokalen inom {pickupDays}\u00a0dagar, annars återbetalas betalningen automatiskt. Lokalen får den provision konstnären har satt ({commissionMin} till {commissionMax}\u00a0%) och Konstvägg tar ut en plattformsavgift av konstnären på {platformFee}\u00a0% av priset ({earlyFee}\u00a0% för de första {earlyArtists} konstnärerna under deras första {earlyMonths}\u00a0månader).',
  'info/terms.body.2':
    'Sammanfattningen ersätter inte de fullständiga villkoren, som kommer att publiceras på den här sidan.',
  'info/privacy.title': 'Integritet',
  'info/privacy.lead': 'Vi samlar in det vi behöver för att driva marknadsplatsen, och inget mer.',
  'info/privacy.body.0':
    'För ett konto sparar vi ditt namn, din e-postadress, din roll och, om du anger det, ditt telefonnummer. För ett köp sparar vi ordern, hämtningen och kvittot. Kortuppgifter går direkt till vår betalleverantör; vi ser eller sparar dem aldrig.',
  'info/privacy.body.1':
    'Konstnärer och lokaler får betalt via betalleverantören, som verifierar deras identitet en gång före den första utbetalningen.',
  'info/privacy.link/gdpr': 'Dina rättigheter enligt GDPR',
  'info/privacy.link/cookies': 'Cookies och lokal lagring',
  'info/gdpr.title': 'Dina rättigheter enligt GDPR',
  'info/gdpr.lead': 'Du bestämmer över dina personuppgifter.',
  'info/gdpr.body.0':
    'Du kan begära en kopia av de uppgifter vi har om dig, få dem rättade eller raderade. Vissa uppgifter, till exempel kvitton, måste sparas så länge bokföringslagen kräver.',
  'info/gdpr.body.1':
    'Skicka din begäran till vår support, vardagar {supportOpens}–{supportCloses} CET på svenska eller engelska. Du kan också klaga hos Integritetsskyddsmyndigheten (IMY).',
  'info/gdpr.link/contact': 'Kontakta supporten',
  'info/cookies.title': 'Cookies och lokal lagring',
  'info/cookies.lead': 'Bara det som tjänsten behöver för att fungera.',
  'info/cookies.body.0':
    'Konstvägg sparar din inloggning, när du loggar in, i webbläsarens lokala lagring. Utan den skulle du loggas ut vid varje besök.',
  'info/cookies.body.1':
    'Ditt språkval och rubriken som startsidan visade dig sparas i den lokala lagringen och i två små cookies (language och hero), så att nästa sida kommer från våra servrar på ditt språk och med samma rubrik. De innehåller inget annat och används inte för spårning.',
  'info/cookies.body.2': 'I kassan kan betalleverantören sätta egna cookies för att förhindra bedrägerier.',
  'info/refund-policy.title': 'Återbetalning',
  'info/refund-policy.lead': 'Hämtgarantin på {pickupDays}\u00a0dagar.',
  'info/refund-policy.body.0':
    'Hämtas ett verk du köpt inte inom {pickupDays}\u00a0dagar från betalningen återbetalas hela beloppet automatiskt till det sätt du betalade med, och verket visas igen. Du behöver inte be om det.',
  'info/refund-policy.body.1':
    'Om ett verk är skadat eller inte kan lämnas ut, kontakta vår support så får du hela beloppet tillbaka.',
  'info/refund-policy.link/how-it-works/pickup': 'Så går hämtningen till',
  'info/artist-agreement.title': 'Avtal för konstnärer',
  'info/artist-agreement.lead': 'Det här godkänner du när du säljer på Konstvägg.',
  'info/artist-agreement.body.0':
    'Du är säljare av dina verk och ansvarar för momsen. Du sätter varje pris (inklusive moms, minst {minPrice}\u00a0€) och provisionen till lokalen ({commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard). Du skickar godkända verk till lokalen på egen bekostnad.',
  'info/artist-agreement.body.1':
    'Vid varje försäljning behåller Konstvägg en plattformsavgift på {platformFee}\u00a0% ({earlyFee}\u00a0% för de första {earlyArtists} konstnärerna under deras första {earlyMonths}\u00a0månader), lokalen får sin provision och du får resten, utbetalt nästa svenska bankdag efter hämtningen. För att få betalt verifierar du din identitet en gång hos vår betalleverantör.',
  'info/artist-agreement.body.2': 'Det fullständiga avtalet kommer att publiceras på den här sidan.',
  'info/venue-agreement.title': 'Avtal för lokaler',
  'info/venue-agreement.lead': 'Det här godkänner du när du visar konst från Konstvägg.',
  'info/venue-agreement.body.0':
    'Ni visar de verk ni har tackat ja till, utan kostnad, med QR-etiketterna synliga. Ni bekräftar ankomsten genom att skanna etiketten och lämnar bara ut ett sålt verk till en köpare vars hämtkod ni har skannat.',
  'info/venue-agreement.body.1':
    'Ni har inget ansvar för verken och får den provision varje konstnär har satt ({commissionMin} till {commissionMax}\u00a0%) på varje försäljning, utbetald nästa svenska bankdag efter hämtningen. Det fullständiga avtalet kommer att publiceras på den här sidan.',
  'info/faq.title': 'Hjälpcenter',
  'info/faq.lead': 'Korta svar på de frågor vi får oftast.',
  'info/faq.body.0':
    'Ingår moms i priserna? Ja. Varje pris visas exakt som konstnären har angett det, inklusive moms; konstnären är säljare.',
  'info/faq.body.1':
    'Vad händer om jag inte hinner hämta mitt verk? Hämtas det inte inom {pickupDays}\u00a0dagar från betalningen får du automatiskt pengarna tillbaka.',
  'info/faq.body.2':
    'När svarar supporten? Vardagar {supportOpens}–{supportCloses} CET, på svenska och engelska.',
  'info/faq.link/faq/artists': 'Frågor från konstnärer',
  'info/faq.link/contact': 'Kontakta oss',
  'info/faq/artists.title': 'Frågor från konstnärer',
  'info/faq/artists.lead': 'Att sälja via Konstvägg, i korthet.',
  'info/faq/artists.body.0':
    'Vad kostar det? Inga avgifter för att lägga upp verk. Vid en försäljning behåller Konstvägg {platformFee}\u00a0% av priset ({earlyFee}\u00a0% för de första {earlyArtists} konstnärerna i {earlyMonths}\u00a0månader), lokalen får den provision du har satt ({commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard) och resten är ditt. Exempel: ett verk för {examplePrice}\u00a0€ med {commissionDefault}\u00a0% ger lokalen {exampleVenue}\u00a0€, plattformen {examplePlatform}\u00a0€ och dig {exampleArtist}\u00a0€.',
  'info/faq/artists.body.1': 'När får jag betalt? Nästa svenska bankdag efter att köparen har hämtat verket.',
  'info/faq/artists.body.2': 'Vem hanterar momsen? Det gör du: du är säljare och ditt pris inkluderar moms.',
  'info/faq/artists.link/commission-calculator': 'Provisionskalkylator',
  'info/testimonials.title': 'Det här säger andra',
  'info/testimonials.lead': 'Berättelser från konstnärer, lokaler och köpare.',
  'info/testimonials.body.0':
    'Tre berättelser från konstnärerna, lokalerna och köparna som använder Konstvägg i Stockholm, Göteborg och Malmö. Vi publicerar bara berättelser som personerna själva har gått med på att dela.',
  'info/subscribe.title': 'Lanserings\u00adnyheter',
  'info/subscribe.lead': 'Få veta först när Konstvägg öppnar i en ny stad.',
  'info/subscribe.body.0':
    'Vi finns i Stockholm, Göteborg och Malmö, och Norge, Danmark och Finland är planerade till 2026. Anmäl dig nedan: vi sparar din e-postadress och ditt samtycke, mejlar dig bara om lanseringar och du kan avsluta när du vill.',
  'info/demo.title': 'Demo på 60 sekunder',
  'info/demo.lead': 'Se ett köp från skanning till hämtning.',
  'info/demo.body.0':
    'Fyra steg, femton sekunder vardera: en besökare skannar QR-koden bredvid en målning, ser verkets sida, betalar på under en minut och får hämtinstruktionerna. Tryck på ”Spela”, eller gå igenom stegen i din egen takt.',
  'info/demo.link/how-it-works': 'Så fungerar det',
  'info/artists/onboard.title': 'Börja ställa ut',
  'info/artists/onboard.lead': 'Visa din konst där människor lever sina liv.',
  'info/artists/onboard.body.0':
    'Skapa ett konstnärskonto, ladda upp dina målningar eller fotografier och sätt priser (inklusive moms, minst {minPrice}\u00a0€) och provision till lokalen ({commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard). Vi granskar nya verk inom {moderationHours}\u00a0timmar.',
  'info/artists/onboard.body.1':
    'De första {earlyArtists} konstnärerna betalar {earlyFee}\u00a0% i plattformsavgift i stället för {platformFee}\u00a0% under sina första {earlyMonths}\u00a0månader. För att få utbetalningar verifierar du din identitet en gång hos vår betalleverantör.',
  'info/artists/onboard.link/register?role=artist': 'Skapa ett konstnärskonto',
  'info/venues/join.title': 'Visa konst hos er',
  'info/venues/join.lead': 'Gratis konst på väggarna och provision på varje försäljning.',
  'info/venues/join.body.0':
    'Kaféer, restauranger, barer, hotell, gallerier och coworkingytor i Stockholm, Göteborg och Malmö kan vara med. Skapa ett konto för er lokal, berätta om era väggar och begär de verk ni gillar.',
  'info/venues/join.body.1':
    'Att visa konst kostar ingenting och ni har inget ansvar för verken. På varje försäljning får ni den provision konstnären har satt, utbetald nästa svenska bankdag efter hämtningen.',
  'info/venues/join.link/register?role=venue': 'Skapa ett konto för er lokal',
  'info/shipping-and-pickup.title': 'Frakt och hämtning',
  'info/shipping-and-pickup.lead': 'Konstnärer skickar till lokaler; köpare hämtar på plats.',
  'info/shipping-and-pickup.body.0':
    'När en lokal tackar ja till ett verk skickar konstnären det dit utan kostnad för lokalen, och lokalen bekräftar ankomsten genom att skanna verkets QR-etikett.',
  'info/shipping-and-pickup.body.1':
    'Köpare betalar ingen frakt: du hämtar verket i lokalen inom {pickupDays}\u00a0dagar från betalningen med din hämtkod. Hämtas det inte i tid får du automatiskt pengarna tillbaka.',
  'info/shipping-and-pickup.link/how-it-works/pickup': 'Så går hämtningen till',
  'info/upload-guidelines.title': 'Riktlinjer för uppladdning',
  'info/upload-guidelines.lead': 'Bra bilder säljer konst.',
  'info/upload-guidelines.body.0':
    'Ladda upp originalmålningar eller fotografier som du själv har gjort och har rätt att sälja. Fotografera hela verket rakt framifrån i dagsljus, utan att ramen skär av kanterna, och lägg gärna till närbilder på detaljer.',
  'info/upload-guidelines.body.1':
    'Ange den verkliga storleken i centimeter, teknik och år. Sätt priset inklusive moms (minst {minPrice}\u00a0€). Vi granskar varje nytt verk inom {moderationHours}\u00a0timmar.',
  'info/payouts.title': 'Utbetalningar',
  'info/payouts.lead': 'Betalt nästa svenska bankdag efter hämtningen.',
  'info/payouts.body.0':
    'Ingenting betalas ut så länge en köpare fortfarande kan få pengarna tillbaka. När lokalen har skannat hämtkoden förs konstnärens del och lokalens provision över nästa svenska bankdag; helger och svenska helgdagar räknas inte.',
  'info/payouts.body.1':
    'Utbetalningarna går till kontot du har kopplat hos vår betalleverantör, efter en engångskontroll av din identitet.',
  'info/marketing-resources.title': 'Marknadsförings\u00admaterial',
  'info/marketing-resources.lead': 'Berätta för din publik var dina verk hänger.',
  'info/marketing-resources.body.0':
    'Varje verk har en egen sida och QR-kod: dela länken till verkets sida i sociala medier så kan dina följare köpa på under en minut. Logotyper, bilder och färdiga inlägg för konstnärer och lokaler kommer att finnas att ladda ner här.',
  'info/exhibition-guide.title': 'Utställnings\u00adguide för lokaler',
  'info/exhibition-guide.lead': 'Att hänga konst som säljer.',
  'info/exhibition-guide.body.0':
    'Häng varje verk i ögonhöjd, med bra ljus och QR-etiketten synlig bredvid. Skanna etiketten när ett verk kommer fram så att det visas som utställt. När en köpare kommer med en hämtkod skannar ni den innan ni lämnar över verket.',
  'info/exhibition-guide.body.1':
    'Om ett verk skadas, rapportera det i appen med en bild; ni har inget ansvar.',
  'info/commission-calculator.title': 'Provisions\u00adkalkylator',
  'info/commission-calculator.lead': 'Vad varje part får av en försäljning.',
  'info/commission-calculator.body.0':
    'Av en försäljning till priset P får lokalen den provision konstnären har satt ({commissionMin} till {commissionMax}\u00a0%, {commissionDefault}\u00a0% som standard), Konstvägg behåller en plattformsavgift på {platformFee}\u00a0% ({earlyFee}\u00a0% för de första {earlyArtists} konstnärerna under deras första {earlyMonths}\u00a0månader) och konstnären får resten.',
  'info/commission-calculator.body.1':
    'Exempel: ett verk som säljs för {examplePrice}\u00a0€ med {commissionDefault}\u00a0% provision ger lokalen {exampleVenue}\u00a0€, plattformen {examplePlatform}\u00a0€ och konstnären {exampleArtist}\u00a0€. En interaktiv kalkylator kommer att finnas på den här sidan.',
  'info/report-an-issue.title': 'Rapportera ett problem',
  'info/report-an-issue.lead': 'Något fel med ett verk, en hämtning eller webbplatsen?',
  'info/report-an-issue.body.0':
    'Berätta för vår support vad som har hänt och, om du kan, order- eller verksnumret. Vi svarar vardagar {supportOpens}–{supportCloses} CET, på svenska och engelska.',
  'info/report-an-issue.body.1': 'Lokaler rapporterar skador på ett verk direkt i appen, med bilder.',
  'info/report-an-issue.link/contact': 'Kontakta supporten',
};
