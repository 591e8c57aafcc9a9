/**
 * The marketplace's messages in English. sv.ts has exactly the same keys (its type says so, and
 * messages.test.ts checks the values too). ICU syntax: {name}, {count, plural, ...}.
 */
export const en = {
  'app.name': 'Konstvägg',
  'common.tryAgain': 'Try again',
  'common.browseArtworks': 'Browse artworks',
  'common.goHome': 'Go to the home page',
  'common.comingSoon': 'Coming soon',
  'common.loadingPage': 'Loading the page…',

  'browse.title': 'Browse artworks',
  'browse.lead':
    'Original paintings and photographs on the walls of cafés, restaurants, hotels and galleries in Stockholm, Gothenburg and Malmö. Every price includes VAT.',
  'browse.metaDescription':
    'Browse original paintings and photographs on display in Stockholm, Gothenburg and Malmö. Filter by style, size, price and city, and buy in under a minute.',
  'browse.resultCount': '{count, plural, one {# artwork} other {# artworks}}',
  'browse.showing': 'Showing {shown} of {total}',
  'browse.loadMore': 'Load more',
  'browse.allShown': 'That is every artwork matching your choice.',
  'browse.listLabel': 'Artworks',

  'filters.heading': 'Filters',
  'filters.show': 'Show filters',
  'filters.hide': 'Hide filters',
  'filters.activeCount': '{count, plural, one {# active} other {# active}}',
  'filters.search': 'Search',
  'filters.searchPlaceholder': 'Title or artist',
  'filters.category': 'Category',
  'filters.allCategories': 'All categories',
  'filters.style': 'Style',
  'filters.size': 'Size',
  'filters.price': 'Price in EUR, incl. VAT',
  'filters.minPrice': 'Lowest price',
  'filters.maxPrice': 'Highest price',
  'filters.priceError': 'The highest price must be at least the lowest price.',
  'filters.city': 'City',
  'filters.allCities': 'All cities',
  'filters.clearAll': 'Clear all filters',
  'sort.label': 'Sort by',
  'sort.created_desc': 'Newest first',
  'sort.created_asc': 'Oldest first',
  'sort.price_asc': 'Price: low to high',
  'sort.price_desc': 'Price: high to low',
  'sort.title_asc': 'Title: A to Ö',
  'sort.title_desc': 'Title: Ö to A',

  'detail.loading': 'Loading the artwork…',
  'detail.notFoundTitle': "This artwork doesn't exist",
  'detail.notFoundBody': 'The artist may have removed it, or the link may be mistyped.',
  'detail.errorTitle': 'The artwork could not be loaded',
  'detail.errorBody': 'Check your connection and try again.',
  'detail.backToArtworks': 'All artworks',
  'detail.byArtist': 'by {artist}',
  'detail.factsHeading': 'Details',
  'detail.category': 'Category',
  'detail.style': 'Style',
  'detail.size': 'Size',
  'detail.sizeValue': '{dimensions} · {code} ({name})',
  'detail.medium': 'Medium',
  'detail.year': 'Year',
  'detail.price': 'Price',
  'detail.status': 'Status',
  'detail.notGiven': 'Not given',
  'detail.inclVat': 'incl. VAT',
  'detail.descriptionHeading': 'About the work',
  'detail.whereHeading': 'Where it hangs',
  'detail.hangsAt': 'On the wall at {venue}, {city}.',
  'detail.seeVenue': 'About {venue}',
  'detail.notOnDisplay': 'This work is not on display at a venue right now.',
  'detail.buy': 'Buy now',
  'detail.buyNoteVenue':
    'Pay in under a minute, then collect the work at {venue} within 7 days. If it is not collected in time, you are refunded automatically.',
  'detail.buyNote':
    'Pay in under a minute and get pickup instructions at once. If the work is not collected within 7 days, you are refunded automatically.',
  'detail.sellerNote': 'The artist is the seller. The price includes VAT.',
  'detail.soldNote': 'This work has been sold.',
  'detail.reservedNote':
    'Someone is paying for this work right now. If they do not finish, it can be bought again in a few minutes.',
  'detail.unavailableNote': 'This work cannot be bought right now.',
  'detail.share': 'Share',
  'detail.shareCopied': 'Link copied to the clipboard.',
  'detail.shareManual': 'Copy this link to share the work:',
  'detail.shareLinkLabel': 'Link to this artwork',
  'detail.shareText': '{title} by {artist} on Konstvägg',
  'detail.galleryLabel': 'Images of the artwork',
  'detail.galleryThumbs': 'Choose an image',
  'detail.galleryThumb': 'Image {n} of {total}',
  'detail.noImage': 'No image yet',
  'detail.metaDescription': '{title} by {artist}: {category}, {dimensions}, {price} incl. VAT. {place}',
  'detail.metaOnDisplay': 'On display at {venue}, {city}.',

  'home.metaTitle': 'Konstvägg: original art on the walls of your city',
  'home.metaDescription':
    'Artists show paintings and photographs for free in cafés, restaurants, hotels and galleries in Stockholm, Gothenburg and Malmö. Scan the QR code, pay in under a minute, collect within 7 days.',
  'home.hero.eyebrow': 'Stockholm · Gothenburg · Malmö',
  'home.hero.title': 'Art on every wall. Yours in under a minute.',
  'home.hero.lead':
    'Artists show their paintings and photographs in cafés, restaurants, hotels and galleries, for free. See a piece you love? Scan its QR code, pay, and collect it at the venue within 7 days.',
  'home.hero.exhibit': 'Start Exhibiting',
  'home.hero.exhibitFor': 'For artists: show your work where people live their lives.',
  'home.hero.host': 'Start Hosting',
  'home.hero.hostFor': 'For venues: free art on your walls, and a commission on every sale.',
  'home.hero.discover': 'Start Discovering',
  'home.hero.discoverFor': 'For art lovers: find original art near you.',
  'home.hero.seeHow': 'See How It Works',
  'home.featured.title': 'New on the walls',
  'home.featured.lead': 'The newest works you can buy right now.',
  'home.featured.all': 'See all artworks',
  'home.featured.listLabel': 'Newest artworks',
  'home.how.title': 'How It Works',
  'home.how.lead': 'Four steps from the studio to your wall.',
  'home.how.step': 'Step {n}',
  'home.how.step1.title': 'Artists upload their work',
  'home.how.step1.body':
    'Artists upload paintings or photographs and set the price, VAT included and at least 50 €, and the venue commission: 0 to 15 %, 10 % by default. New works are reviewed within 24 hours. There are no listing fees.',
  'home.how.step2.title': 'Venues hang it for free',
  'home.how.step2.body':
    'Cafés, restaurants, hotels and galleries request the works that suit their walls. The artist ships the piece to the venue for free. The venue pays nothing, carries no liability and earns the commission on every sale.',
  'home.how.step3.title': 'Visitors scan and pay',
  'home.how.step3.body':
    'Every work has a QR code beside it. Scan it, pay, and get the pickup instructions at once: the whole purchase takes less than a minute. The artist is the seller and the price includes VAT.',
  'home.how.step4.title': 'Collect within 7 days',
  'home.how.step4.body':
    'Collect the work at the same venue within 7 days; the venue scans your pickup code. If it is not collected in time, you are refunded automatically. The artist is paid the next Swedish business day after pickup, and the venue receives its commission automatically.',
  'home.stats.title': 'Konstvägg in numbers',
  'home.stats.loading': 'Loading the numbers…',
  'home.stats.artworks': 'Artworks',
  'home.stats.artists': 'Artists',
  'home.stats.venues': 'Venues',
  'home.stats.sales': 'Works sold',
  'home.stats.exhibitions': 'On display now',
  'home.stats.cities': 'Cities',
  'home.cta.title': 'Put art on the wall',
  'home.cta.body':
    'Whether you make art, have walls to fill or are looking for your next piece, getting started takes a minute.',

  'upcoming.artists.title': 'Artists',
  'upcoming.artists.body':
    'Here you will browse the painters and photographers on Konstvägg, with their city, a short bio, verified and Pro badges and how many of their works hang in venues right now. The artist directory opens with a coming release.',
  'upcoming.artist.title': 'Artist profile',
  'upcoming.artist.body':
    "This page will show the artist's bio, website and Instagram, and every work they have on Konstvägg with where it hangs. Artist profiles open with a coming release.",
  'upcoming.venues.title': 'Venues',
  'upcoming.venues.body':
    "Here you will find the cafés, restaurants, hotels and galleries in Stockholm, Gothenburg and Malmö that show art from Konstvägg, with today's opening hours and how many works hang there now. The venue directory opens with a coming release.",
  'upcoming.venue.title': 'Venue',
  'upcoming.venue.body':
    'This page will show the venue: its address and opening hours, photos, and the works on its walls right now. Venue pages open with a coming release.',
  'upcoming.checkout.title': 'Checkout',
  'upcoming.checkout.body':
    'Here you will pay for the artwork in under a minute, as a guest with your email address or signed in, and get your pickup code at once. You collect the work at the venue within 7 days, or you are refunded automatically. Checkout opens with a coming release.',
  'upcoming.checkout.back': 'Back to the artwork',
  'upcoming.purchases.title': 'My purchases',
  'upcoming.purchases.body':
    'Your purchases will be listed here: each artwork with its pickup code, the venue where you collect it and the last day to do so. This list opens with a coming release.',
  'upcoming.purchase.title': 'Purchase',
  'upcoming.purchase.body':
    'This page will show one purchase: the artwork, your receipt, the pickup code as a QR code, where to collect the work and the deadline. It opens with a coming release.',
  'upcoming.purchase.back': 'All my purchases',

  'info.notFoundTitle': "We couldn't find that page",
  'info.notFoundBody': 'The link may be old or mistyped. The home page is a good place to start again.',
} as const;

export type MessageId = keyof typeof en;
