import { MESSAGE_NUMBERS } from '@konstvagg/rules';
import type { Language } from '@konstvagg/i18n';

/** The pickup window a buyer's quote mentions: the business rule's, never written out. */
const PICKUP_DAYS = MESSAGE_NUMBERS.pickupDays;

/**
 * The three static testimonials, in both languages. Names, places and
 * figures are illustrative launch copy; the avatar is drawn from the initials (no outside images).
 */
export interface Testimonial {
  id: string;
  name: string;
  city: string;
  /** Avatar background, from the palette of the design tokens. */
  color: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: Record<Language, { role: string; badge: string; quote: string; stats: string[] }>;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'maja',
    name: 'Maja Lindqvist',
    city: 'Stockholm',
    color: '#9a3412',
    rating: 5,
    text: {
      en: {
        role: 'Painter',
        badge: 'Artist',
        quote:
          'My paintings used to sit in the studio. Now they hang in two cafés on Södermalm, and people buy them while they have their coffee. I set the price and the commission myself, and the money arrives the day after pickup.',
        stats: ['9 works sold', '2 venues'],
      },
      sv: {
        role: 'Målare',
        badge: 'Konstnär',
        quote:
          'Förut stod mina målningar i ateljén. Nu hänger de på två kaféer på Södermalm, och folk köper dem medan de dricker sitt kaffe. Jag sätter priset och provisionen själv, och pengarna kommer dagen efter hämtningen.',
        stats: ['9 sålda verk', '2 lokaler'],
      },
    },
  },
  {
    id: 'johan',
    name: 'Johan Ekberg',
    city: 'Gothenburg',
    color: '#166534',
    rating: 5,
    text: {
      en: {
        role: 'Owner, café in Haga',
        badge: 'Venue',
        quote:
          'The walls were bare and we had no budget for art. Now we change the exhibition every season, guests talk about it, and the commission pays for our coffee beans. The pickups take a minute: we scan the code and hand the work over.',
        stats: ['14 works shown', '6 sold'],
      },
      sv: {
        role: 'Ägare, kafé i Haga',
        badge: 'Lokal',
        quote:
          'Väggarna var tomma och vi hade ingen budget för konst. Nu byter vi utställning varje säsong, gästerna pratar om den och provisionen betalar våra kaffebönor. Hämtningarna tar en minut: vi skannar koden och lämnar över verket.',
        stats: ['14 visade verk', '6 sålda'],
      },
    },
  },
  {
    id: 'sofia',
    name: 'Sofia Haddad',
    city: 'Malmö',
    color: '#1d4ed8',
    rating: 5,
    text: {
      en: {
        role: 'Art lover',
        badge: 'Buyer',
        quote: `I saw a photograph at a restaurant in Västra Hamnen, scanned the code and paid with Swish before dessert. I picked it up two days later. Knowing I had ${PICKUP_DAYS}\u00a0days, and my money back otherwise, made it easy to say yes.`,
        stats: ['2 works bought'],
      },
      sv: {
        role: 'Konstälskare',
        badge: 'Köpare',
        quote: `Jag såg ett fotografi på en restaurang i Västra Hamnen, skannade koden och betalade med Swish före efterrätten. Två dagar senare hämtade jag det. Att jag hade ${PICKUP_DAYS}\u00a0dagar på mig, och annars fick pengarna tillbaka, gjorde det lätt att säga ja.`,
        stats: ['2 köpta verk'],
      },
    },
  },
];

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
