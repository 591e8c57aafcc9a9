/**
 * The information pages' texts in English (/about, /terms, /faq/artists …: features/info), a table
 * of their own that only those pages load (messages/index.ts). A page's keys are `info` and its
 * path, then `.title`, `.lead`, `.body.0` and on (its paragraphs) and `.link` and a path (the label
 * of its link to that page); features/info/content.ts says how many paragraphs and which links each
 * page has. sv.ts has exactly the same keys. The product's rules are `{name}` values, filled from
 * @konstvagg/rules (docs/architecture.md §4), so a changed rule changes every page.
 */
export const en = {
  'info/about.title': 'About Konstvägg',
  'info/about.lead':
    'Konstvägg puts original art on the walls where people already spend their time, and lets anyone buy it on the spot.',
  'info/about.body.0':
    'Artists list paintings and photographs. Cafés, restaurants, hotels, galleries and other venues in Stockholm, Gothenburg and Malmö hang them for free. A visitor who falls for a piece scans the QR code beside it, pays in under a minute and collects it at the venue within {pickupDays}\u00a0days.',
  'info/about.body.1':
    'The artist sets the price and is the seller; the venue earns a commission the artist chooses; Konstvägg keeps a small platform fee. Norway, Denmark and Finland are planned for 2026.',
  'info/about.link/how-it-works': 'How it works',
  'info/how-it-works.title': 'How it works',
  'info/how-it-works.lead': 'From the studio to your wall in four steps.',
  'info/how-it-works.body.0':
    'Artists upload a work, set its price (VAT included, at least {minPrice}\u00a0€) and the venue commission: anything from {commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default. New works are reviewed within {moderationHours}\u00a0hours and there are no listing fees.',
  'info/how-it-works.body.1':
    'A venue requests the works that suit its walls and the artist ships them there for free. Each work hangs with a QR code. A visitor scans it, pays and gets pickup instructions at once.',
  'info/how-it-works.body.2':
    'The buyer collects the work at the same venue within {pickupDays}\u00a0days, or is refunded automatically. After pickup the artist is paid the next Swedish business day and the venue receives its commission automatically.',
  'info/how-it-works.link/how-it-works/venues': 'How it works for venues',
  'info/how-it-works.link/how-it-works/pickup': 'How pickup works',
  'info/how-it-works/venues.title': 'How it works for venues',
  'info/how-it-works/venues.lead': 'Free art on your walls, and a commission on every sale.',
  'info/how-it-works/venues.body.0':
    'Browse the catalogue and request the works that fit your space. The artist ships them to you for free, and you confirm arrival by scanning the QR label. You pay nothing to display art and carry no liability for it.',
  'info/how-it-works/venues.body.1':
    'When a visitor buys a work, the buyer comes back within {pickupDays}\u00a0days with a pickup code that you scan in the app. The commission the artist set ({commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default) is paid to you automatically the next Swedish business day after pickup.',
  'info/how-it-works/venues.link/register?role=venue': 'Start hosting',
  'info/how-it-works/pickup.title': 'How pickup works',
  'info/how-it-works/pickup.lead': 'Pay in under a minute, collect within {pickupDays}\u00a0days.',
  'info/how-it-works/pickup.body.0':
    'Right after paying you receive a pickup code, on screen and by email, and the address of the venue where the work hangs. Show the code to the staff within {pickupDays}\u00a0days; they scan it and hand you the work.',
  'info/how-it-works/pickup.body.1':
    'The {pickupDays}-day pickup guarantee: if the work is not collected within {pickupDays}\u00a0days of payment, you are refunded in full automatically and the work goes back on display.',
  'info/contact.title': 'Contact us',
  'info/contact.lead':
    'Our support team answers weekdays {supportOpens}–{supportCloses} CET, in Swedish and English.',
  'info/contact.body.0':
    'Questions about a purchase, a pickup, an exhibition or a payout are all welcome. Have your order or artwork number at hand and we can help faster.',
  'info/contact.body.1':
    'Write to us with the form below and we answer by email, usually within one business day. We keep your message only as long as we need it to help you.',
  'info/contact.link/report-an-issue': 'Report an issue',
  'info/terms.title': 'Terms of use',
  'info/terms.lead': 'The main rules of buying and selling on Konstvägg, in short.',
  'info/terms.body.0':
    'The artist is the seller of record of every work and handles the VAT; prices are shown exactly as the artist entered them, VAT included. Konstvägg provides the marketplace and handles the payment.',
  'info/terms.body.1':
    'A bought work is collected at the venue within {pickupDays}\u00a0days; otherwise the payment is refunded automatically. The venue earns the commission the artist set ({commissionMin} to {commissionMax}\u00a0%), and Konstvägg charges the artist a platform fee of {platformFee}\u00a0% of the price ({earlyFee}\u00a0% for the first {earlyArtists} artists during their first {earlyMonths}\u00a0months).',
  'info/terms.body.2': 'This summary does not replace the full terms, which will be published on this page.',
  'info/privacy.title': 'Privacy',
  'info/privacy.lead': 'We collect what we need to run the marketplace, and nothing more.',
  'info/privacy.body.0':
    'For an account we keep your name, email address, role and, if you give it, your phone number. For a purchase we keep the order, the pickup and the receipt. Card details go straight to our payment provider; we never see or store them.',
  'info/privacy.body.1':
    'Artists and venues are paid through the payment provider, which verifies their identity once before the first payout.',
  'info/privacy.link/gdpr': 'Your rights under GDPR',
  'info/privacy.link/cookies': 'Cookies and local storage',
  'info/gdpr.title': 'Your rights under GDPR',
  'info/gdpr.lead': 'You decide over your personal data.',
  'info/gdpr.body.0':
    'You may ask for a copy of the data we hold about you, have it corrected, or have it deleted. Some records, such as receipts, must be kept for as long as Swedish accounting law requires.',
  'info/gdpr.body.1':
    'Send your request to our support, weekdays {supportOpens}–{supportCloses} CET in Swedish or English. You can also complain to the Swedish Authority for Privacy Protection (IMY).',
  'info/gdpr.link/contact': 'Contact support',
  'info/cookies.title': 'Cookies and local storage',
  'info/cookies.lead': 'Only what the service needs to work.',
  'info/cookies.body.0':
    "Konstvägg keeps your session, when you log in, in your browser's local storage. Without it you would be logged out on every visit.",
  'info/cookies.body.1':
    'Your language choice and the headline the home page showed you are kept in local storage and in two small cookies (language and hero), so the next page comes from our servers in your language and with the same headline. They hold nothing else and are not used for tracking.',
  'info/cookies.body.2': 'During checkout the payment provider may set its own cookies to prevent fraud.',
  'info/refund-policy.title': 'Refund policy',
  'info/refund-policy.lead': 'The {pickupDays}-day pickup guarantee.',
  'info/refund-policy.body.0':
    'If a work you bought is not collected within {pickupDays}\u00a0days of payment, the full amount is refunded automatically to the way you paid, and the work goes back on display. You do not need to ask.',
  'info/refund-policy.body.1':
    'If a work is damaged or cannot be handed over, contact our support and we refund you in full.',
  'info/refund-policy.link/how-it-works/pickup': 'How pickup works',
  'info/artist-agreement.title': 'Artist agreement',
  'info/artist-agreement.lead': 'What you agree to when you sell on Konstvägg.',
  'info/artist-agreement.body.0':
    'You are the seller of record of your works and handle the VAT; you set each price (VAT included, at least {minPrice}\u00a0€) and the venue commission ({commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default). You ship accepted works to the venue at your own cost.',
  'info/artist-agreement.body.1':
    'For each sale Konstvägg keeps a platform fee of {platformFee}\u00a0% ({earlyFee}\u00a0% for the first {earlyArtists} artists during their first {earlyMonths}\u00a0months), the venue receives its commission and you receive the rest, paid the next Swedish business day after pickup. To be paid you verify your identity once with our payment provider.',
  'info/artist-agreement.body.2': 'The full agreement will be published on this page.',
  'info/venue-agreement.title': 'Venue agreement',
  'info/venue-agreement.lead': 'What you agree to when you show art from Konstvägg.',
  'info/venue-agreement.body.0':
    'You display the works you accepted, free of charge, with their QR labels visible. You confirm arrival by scanning the label, and hand a sold work only to a buyer whose pickup code you have scanned.',
  'info/venue-agreement.body.1':
    'You carry no liability for the works and earn the commission each artist set ({commissionMin} to {commissionMax}\u00a0%) on every sale, paid the next Swedish business day after pickup. The full agreement will be published on this page.',
  'info/faq.title': 'Help center',
  'info/faq.lead': 'Short answers to the questions we hear most.',
  'info/faq.body.0':
    'Do prices include VAT? Yes. Every price is shown exactly as the artist entered it, VAT included; the artist is the seller.',
  'info/faq.body.1':
    'What if I cannot collect my work in time? If it is not collected within {pickupDays}\u00a0days of payment you are refunded automatically.',
  'info/faq.body.2':
    'When do I get an answer from support? Weekdays {supportOpens}–{supportCloses} CET, in Swedish and English.',
  'info/faq.link/faq/artists': 'Questions from artists',
  'info/faq.link/contact': 'Contact us',
  'info/faq/artists.title': 'Questions from artists',
  'info/faq/artists.lead': 'Selling through Konstvägg, in short.',
  'info/faq/artists.body.0':
    'What does it cost? No listing fees. On a sale Konstvägg keeps {platformFee}\u00a0% of the price ({earlyFee}\u00a0% for the first {earlyArtists} artists for {earlyMonths}\u00a0months), the venue gets the commission you set ({commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default), and the rest is yours. Example: a {examplePrice}\u00a0€ work at {commissionDefault}\u00a0% gives the venue {exampleVenue}\u00a0€, the platform {examplePlatform}\u00a0€ and you {exampleArtist}\u00a0€.',
  'info/faq/artists.body.1':
    'When am I paid? The next Swedish business day after the buyer collects the work.',
  'info/faq/artists.body.2':
    'Who handles VAT? You do: you are the seller of record and your price includes VAT.',
  'info/faq/artists.link/commission-calculator': 'Commission calculator',
  'info/testimonials.title': 'What people say',
  'info/testimonials.lead': 'Stories from artists, venues and buyers.',
  'info/testimonials.body.0':
    'Three stories from the artists, venues and buyers who use Konstvägg in Stockholm, Gothenburg and Malmö. We only publish stories people have agreed to share.',
  'info/subscribe.title': 'Launch updates',
  'info/subscribe.lead': 'Hear first when Konstvägg opens in a new city.',
  'info/subscribe.body.0':
    'We are live in Stockholm, Gothenburg and Malmö, with Norway, Denmark and Finland planned for 2026. Sign up below: we store your email address and the consent you give, only email you about launches, and you can unsubscribe at any time.',
  'info/demo.title': 'The 60-second demo',
  'info/demo.lead': 'See a purchase from scan to pickup.',
  'info/demo.body.0':
    'Four steps, fifteen seconds each: a visitor scans the QR code beside a painting, sees the artwork page, pays in under a minute and gets the pickup instructions. Press “Play”, or go through the steps at your own pace.',
  'info/demo.link/how-it-works': 'How it works',
  'info/artists/onboard.title': 'Start exhibiting',
  'info/artists/onboard.lead': 'Show your work where people live their lives.',
  'info/artists/onboard.body.0':
    'Create an artist account, upload your paintings or photographs and set your prices (VAT included, at least {minPrice}\u00a0€) and venue commission ({commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default). We review new works within {moderationHours}\u00a0hours.',
  'info/artists/onboard.body.1':
    'The first {earlyArtists} artists pay a platform fee of {earlyFee}\u00a0% instead of {platformFee}\u00a0% for their first {earlyMonths}\u00a0months. To receive payouts you verify your identity once with our payment provider.',
  'info/artists/onboard.link/register?role=artist': 'Create an artist account',
  'info/venues/join.title': 'Show art at your venue',
  'info/venues/join.lead': 'Free art on your walls, and a commission on every sale.',
  'info/venues/join.body.0':
    'Cafés, restaurants, bars, hotels, galleries and coworking spaces in Stockholm, Gothenburg and Malmö can join. Create a venue account, tell us about your walls, and request the works you like.',
  'info/venues/join.body.1':
    'Displaying art costs you nothing and you carry no liability. On every sale you earn the commission the artist set, paid the next Swedish business day after pickup.',
  'info/venues/join.link/register?role=venue': 'Create a venue account',
  'info/shipping-and-pickup.title': 'Shipping and pickup',
  'info/shipping-and-pickup.lead': 'Artists ship to venues; buyers collect at the venue.',
  'info/shipping-and-pickup.body.0':
    'When a venue accepts a work, the artist ships it there at no cost to the venue, and the venue confirms arrival by scanning its QR label.',
  'info/shipping-and-pickup.body.1':
    'Buyers do not pay for shipping: you collect the work at the venue within {pickupDays}\u00a0days of payment with your pickup code. If it is not collected in time, you are refunded automatically.',
  'info/shipping-and-pickup.link/how-it-works/pickup': 'How pickup works',
  'info/upload-guidelines.title': 'Upload guidelines',
  'info/upload-guidelines.lead': 'Good photos sell art.',
  'info/upload-guidelines.body.0':
    'Upload original paintings or photographs that you made and have the right to sell. Photograph the whole work straight on, in daylight, without frames cutting the edges, and add close-ups of details if you like.',
  'info/upload-guidelines.body.1':
    'Give the real size in centimetres, the medium and the year. Set the price including VAT (at least {minPrice}\u00a0€). Our team reviews each new work within {moderationHours}\u00a0hours.',
  'info/payouts.title': 'Payouts',
  'info/payouts.lead': 'Paid the next Swedish business day after pickup.',
  'info/payouts.body.0':
    'Nothing is paid out while a buyer can still be refunded. Once the venue scans the pickup code, the artist share and the venue commission are transferred on the next Swedish business day; weekends and Swedish public holidays are skipped.',
  'info/payouts.body.1':
    'Payouts go to the account you connected with our payment provider, after a one-time identity check.',
  'info/marketing-resources.title': 'Marketing resources',
  'info/marketing-resources.lead': 'Tell your audience where your work hangs.',
  'info/marketing-resources.body.0':
    'Every work has its own page and QR code: share the link to your artwork page on social media, and your followers can buy in under a minute. Logos, photos and ready-made posts for artists and venues will be available for download on this page.',
  'info/exhibition-guide.title': 'Exhibition guide for venues',
  'info/exhibition-guide.lead': 'Hanging art that sells.',
  'info/exhibition-guide.body.0':
    'Hang each work at eye level, with good light and its QR label visible beside it. Scan the label when a work arrives so it shows as on display. When a buyer comes with a pickup code, scan it before you hand over the work.',
  'info/exhibition-guide.body.1':
    'If a work is damaged, report it in the app with a photo; you carry no liability.',
  'info/commission-calculator.title': 'Commission calculator',
  'info/commission-calculator.lead': 'What each party receives from a sale.',
  'info/commission-calculator.body.0':
    'From a sale at price P, the venue receives the commission the artist set ({commissionMin} to {commissionMax}\u00a0%, {commissionDefault}\u00a0% by default), Konstvägg keeps a platform fee of {platformFee}\u00a0% ({earlyFee}\u00a0% for the first {earlyArtists} artists during their first {earlyMonths}\u00a0months), and the artist receives the rest.',
  'info/commission-calculator.body.1':
    'Example: a work sold for {examplePrice}\u00a0€ with a {commissionDefault}\u00a0% commission gives the venue {exampleVenue}\u00a0€, the platform {examplePlatform}\u00a0€ and the artist {exampleArtist}\u00a0€. An interactive calculator will be available on this page.',
  'info/report-an-issue.title': 'Report an issue',
  'info/report-an-issue.lead': 'Something wrong with a work, a pickup or the site?',
  'info/report-an-issue.body.0':
    'Tell our support what happened and, if you can, the order or artwork number. We answer weekdays {supportOpens}–{supportCloses} CET, in Swedish and English.',
  'info/report-an-issue.body.1': 'Venues report damage to a work directly in the app, with photos.',
  'info/report-an-issue.link/contact': 'Contact support',
} as const;

export type InfoMessageId = keyof typeof en;
