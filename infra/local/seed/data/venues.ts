import type { OpeningHours, VenueType } from '@konstvagg/contracts';

export type SeedCity = 'Stockholm' | 'Gothenburg' | 'Malmö';

/** A demo venue at a real street with its real coordinates (WGS84). */
export interface VenueSeed {
  id: string;
  venue_name: string;
  venue_type: VenueType;
  /** In one language: Swedish, or English where the venue's guests mostly are not Swedish speakers. */
  description: string;
  address: string;
  city: SeedCity;
  /** The district, for logs and the image palette. */
  district: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  /** Public contact address shown on the profile. */
  email: string | null;
  website: string | null;
  is_verified: boolean;
  is_featured: boolean;
  accepts_commission_only: boolean;
  opening_hours: OpeningHours;
  /** Account holder (the venue login). The first venue is the demo venue login. */
  contact: { first_name: string; last_name: string; email: string; language: 'sv' | 'en' };
}

const CAFE: OpeningHours = {
  monday: '07:30-18:00',
  tuesday: '07:30-18:00',
  wednesday: '07:30-18:00',
  thursday: '07:30-18:00',
  friday: '07:30-18:00',
  saturday: '09:00-17:00',
  sunday: '10:00-16:00',
};
const RESTAURANT_CLOSED_MONDAY: OpeningHours = {
  monday: null,
  tuesday: '11:30-22:00',
  wednesday: '11:30-22:00',
  thursday: '11:30-23:00',
  friday: '11:30-23:30',
  saturday: '12:00-23:30',
  sunday: '12:00-21:00',
};
const BAR: OpeningHours = {
  monday: null,
  tuesday: '16:00-23:00',
  wednesday: '16:00-23:00',
  thursday: '16:00-23:30',
  friday: '15:00-23:59',
  saturday: '14:00-23:59',
  sunday: null,
};
const HOTEL: OpeningHours = {
  monday: '06:00-23:00',
  tuesday: '06:00-23:00',
  wednesday: '06:00-23:00',
  thursday: '06:00-23:00',
  friday: '06:00-23:59',
  saturday: '07:00-23:59',
  sunday: '07:00-23:00',
};
const GALLERY: OpeningHours = {
  monday: null,
  tuesday: null,
  wednesday: '11:00-18:00',
  thursday: '11:00-19:00',
  friday: '11:00-18:00',
  saturday: '12:00-16:00',
  sunday: '12:00-16:00',
};
const COWORKING: OpeningHours = {
  monday: '07:00-20:00',
  tuesday: '07:00-20:00',
  wednesday: '07:00-20:00',
  thursday: '07:00-20:00',
  friday: '07:00-18:00',
  saturday: null,
  sunday: null,
};

export const VENUES: readonly VenueSeed[] = [
  {
    id: 'venue-01',
    venue_name: 'Kafé Blåklint',
    venue_type: 'cafe',
    description:
      'Litet kvarterskafé vid Nytorget med surdegsbullar, kaffe från ett rosteri i Hammarby och en vägg som byter konst varannan månad. Allt du ser på väggen kan du köpa direkt via QR-koden.',
    address: 'Skånegatan 79',
    city: 'Stockholm',
    district: 'Södermalm',
    postal_code: '116 37',
    latitude: 59.31372,
    longitude: 18.08296,
    phone: '+46 8 465 004 12',
    email: 'hej@kafeblaklint.se',
    website: 'https://kafeblaklint.se',
    is_verified: true,
    is_featured: true,
    accepts_commission_only: true,
    opening_hours: CAFE,
    contact: { first_name: 'Karin', last_name: 'Öberg', email: 'venue@konstvagg.local', language: 'sv' },
  },
  {
    id: 'venue-02',
    venue_name: 'Bistro Lykta',
    venue_type: 'restaurant',
    description:
      'Kvartersbistro vid Odenplan med svenska klassiker och en fransk touch. På den långa väggen i matsalen hänger fyra till sex verk av Stockholmskonstnärer åt gången.',
    address: 'Odengatan 83',
    city: 'Stockholm',
    district: 'Vasastan',
    postal_code: '113 22',
    latitude: 59.34281,
    longitude: 18.04658,
    phone: '+46 8 465 004 27',
    email: 'bord@bistrolykta.se',
    website: 'https://bistrolykta.se',
    is_verified: true,
    is_featured: false,
    accepts_commission_only: true,
    opening_hours: RESTAURANT_CLOSED_MONDAY,
    contact: {
      first_name: 'Henrik',
      last_name: 'Dahl',
      email: 'henrik.dahl@konstvagg.local',
      language: 'sv',
    },
  },
  {
    id: 'venue-03',
    venue_name: 'Hotell Norrsken',
    venue_type: 'hotel',
    description:
      'Boutique hotel on Birger Jarlsgatan with 48 rooms and guests from all over the world. The lobby, the library bar and the breakfast room are a rotating exhibition space for contemporary Swedish photography and painting.',
    address: 'Birger Jarlsgatan 41',
    city: 'Stockholm',
    district: 'Östermalm',
    postal_code: '111 45',
    latitude: 59.34024,
    longitude: 18.06912,
    phone: '+46 8 465 004 40',
    email: 'reception@hotellnorrsken.se',
    website: 'https://hotellnorrsken.se',
    is_verified: true,
    is_featured: true,
    accepts_commission_only: false,
    opening_hours: HOTEL,
    contact: {
      first_name: 'Sara',
      last_name: 'Lindberg',
      email: 'sara.lindberg@konstvagg.local',
      language: 'en',
    },
  },
  {
    id: 'venue-04',
    venue_name: 'Galleri Västerlång',
    venue_type: 'gallery',
    description:
      'Galleri i ett 1600-talshus i Gamla stan. Vi visar måleri och fotografi av unga och etablerade konstnärer, med nya hängningar var sjätte vecka och vernissage på torsdagar.',
    address: 'Västerlånggatan 52',
    city: 'Stockholm',
    district: 'Gamla stan',
    postal_code: '111 29',
    latitude: 59.32384,
    longitude: 18.07006,
    phone: '+46 8 465 004 55',
    email: 'info@gallerivasterlang.se',
    website: 'https://gallerivasterlang.se',
    is_verified: true,
    is_featured: true,
    accepts_commission_only: true,
    opening_hours: GALLERY,
    contact: {
      first_name: 'Magnus',
      last_name: 'Ridderstad',
      email: 'magnus.ridderstad@konstvagg.local',
      language: 'sv',
    },
  },
  {
    id: 'venue-05',
    venue_name: 'Verkstan Cowork',
    venue_type: 'coworking',
    description:
      'Coworking in an old print shop at Hornstull: 120 desks, two meeting rooms and a café. Our members come from more than thirty countries, and they vote on the art that goes up next.',
    address: 'Hornsgatan 172',
    city: 'Stockholm',
    district: 'Hornstull',
    postal_code: '117 28',
    latitude: 59.31579,
    longitude: 18.03382,
    phone: null,
    email: 'hello@verkstancowork.se',
    website: 'https://verkstancowork.se',
    is_verified: false,
    is_featured: false,
    accepts_commission_only: true,
    opening_hours: COWORKING,
    contact: { first_name: 'Ali', last_name: 'Hassan', email: 'ali.hassan@konstvagg.local', language: 'en' },
  },
  {
    id: 'venue-06',
    venue_name: 'Café Kanelgränd',
    venue_type: 'cafe',
    description:
      'Kafé i ett landshövdingehus på Haga Nygata, känt för sina jättelika kanelbullar. Konsten på väggarna kommer från Göteborgskonstnärer och byts ut varje säsong.',
    address: 'Haga Nygata 14',
    city: 'Gothenburg',
    district: 'Haga',
    postal_code: '411 22',
    latitude: 57.69879,
    longitude: 11.95546,
    phone: '+46 31 390 06 18',
    email: 'fika@kanelgrand.se',
    website: 'https://kanelgrand.se',
    is_verified: true,
    is_featured: true,
    accepts_commission_only: true,
    opening_hours: {
      ...CAFE,
      monday: '08:00-18:00',
      tuesday: '08:00-18:00',
      wednesday: '08:00-18:00',
      thursday: '08:00-18:00',
      friday: '08:00-19:00',
    },
    contact: {
      first_name: 'Emma',
      last_name: 'Johansson',
      email: 'emma.johansson@konstvagg.local',
      language: 'sv',
    },
  },
  {
    id: 'venue-07',
    venue_name: 'Linnéterrassen',
    venue_type: 'restaurant',
    description:
      'Fisk- och skaldjursrestaurang på Linnégatan med inglasad terrass. Skaldjur från västkusten, naturvin och en noga utvald vägg med fotografi från Bohuslän och Göteborgs skärgård.',
    address: 'Linnégatan 32',
    city: 'Gothenburg',
    district: 'Linnéstaden',
    postal_code: '413 04',
    latitude: 57.69553,
    longitude: 11.95178,
    phone: '+46 31 390 06 42',
    email: 'boka@linneterrassen.se',
    website: 'https://linneterrassen.se',
    is_verified: true,
    is_featured: false,
    accepts_commission_only: true,
    opening_hours: RESTAURANT_CLOSED_MONDAY,
    contact: {
      first_name: 'Fredrik',
      last_name: 'Olsson',
      email: 'fredrik.olsson@konstvagg.local',
      language: 'sv',
    },
  },
  {
    id: 'venue-08',
    venue_name: 'Bar Kajuta',
    venue_type: 'bar',
    description:
      'Cocktailbar på Andra Långgatan med mörkt trä, vinylskivor och neon. Vi hänger gatukonst och fotografi som tål att ses i halvmörker.',
    address: 'Andra Långgatan 16',
    city: 'Gothenburg',
    district: 'Olivedal',
    postal_code: '413 03',
    latitude: 57.69949,
    longitude: 11.94752,
    phone: '+46 31 390 06 77',
    email: 'hej@barkajuta.se',
    website: null,
    is_verified: true,
    is_featured: true,
    accepts_commission_only: true,
    opening_hours: BAR,
    contact: {
      first_name: 'Tobias',
      last_name: 'Karlsson',
      email: 'tobias.karlsson@konstvagg.local',
      language: 'sv',
    },
  },
  {
    id: 'venue-09',
    venue_name: 'Galleri Vasa',
    venue_type: 'gallery',
    description:
      'Litet galleri vid Vasaplatsen som visar nordiskt måleri i ett vitt, avskalat rum. Vernissage första torsdagen varje månad, och i grafikrummet är allt till salu.',
    address: 'Vasagatan 43',
    city: 'Gothenburg',
    district: 'Vasastaden',
    postal_code: '411 37',
    latitude: 57.69941,
    longitude: 11.97022,
    phone: '+46 31 390 06 90',
    email: 'info@gallerivasa.se',
    website: 'https://gallerivasa.se',
    is_verified: true,
    is_featured: false,
    accepts_commission_only: false,
    opening_hours: { ...GALLERY, tuesday: '12:00-18:00' },
    contact: {
      first_name: 'Anna',
      last_name: 'Bergqvist',
      email: 'anna.bergqvist@konstvagg.local',
      language: 'en',
    },
  },
  {
    id: 'venue-10',
    venue_name: 'Kafé Möllan',
    venue_type: 'cafe',
    description:
      'Kaffe, falafel och konst ett stenkast från Möllevångstorget. Vi gillar färgstarkt och gärna lokalt: de flesta verken kommer från konstnärer som bor inom en kilometer.',
    address: 'Bergsgatan 28',
    city: 'Malmö',
    district: 'Möllevången',
    postal_code: '214 22',
    latitude: 55.59236,
    longitude: 13.00262,
    phone: '+46 40 628 04 21',
    email: 'hej@kafemollan.se',
    website: null,
    is_verified: true,
    is_featured: false,
    accepts_commission_only: true,
    opening_hours: { ...CAFE, sunday: null },
    contact: {
      first_name: 'Leila',
      last_name: 'Haddad',
      email: 'leila.haddad@konstvagg.local',
      language: 'sv',
    },
  },
  {
    id: 'venue-11',
    venue_name: 'Västra Hamnen Kök',
    venue_type: 'restaurant',
    description:
      'Restaurang vid vattnet i Västra Hamnen med utsikt över Öresundsbron. Skånska råvaror efter säsong, stora fönster och konst i stora format som klarar allt dagsljus.',
    address: 'Stapelbäddsgatan 3',
    city: 'Malmö',
    district: 'Västra Hamnen',
    postal_code: '211 19',
    latitude: 55.61219,
    longitude: 12.98186,
    phone: '+46 40 628 04 35',
    email: 'info@vhkok.se',
    website: 'https://vastrahamnenkok.se',
    is_verified: true,
    is_featured: true,
    accepts_commission_only: true,
    opening_hours: RESTAURANT_CLOSED_MONDAY,
    contact: {
      first_name: 'Johan',
      last_name: 'Persson',
      email: 'johan.persson@konstvagg.local',
      language: 'sv',
    },
  },
  {
    id: 'venue-12',
    venue_name: 'Hotell Kvarnen',
    venue_type: 'hotel',
    description:
      'Hotell vid Lilla Torg i ett kornmagasin från 1800-talet. Lobbyn och de 32 rummen visar konst från Skånes konstnärer, och allt som hänger är till salu.',
    address: 'Lilla Torg 3',
    city: 'Malmö',
    district: 'Gamla staden',
    postal_code: '211 34',
    latitude: 55.60468,
    longitude: 12.99862,
    phone: '+46 40 628 04 60',
    email: 'reception@hotellkvarnen.se',
    website: 'https://hotellkvarnen.se',
    is_verified: true,
    is_featured: true,
    accepts_commission_only: false,
    opening_hours: HOTEL,
    contact: {
      first_name: 'Maria',
      last_name: 'Nilsson',
      email: 'maria.nilsson@konstvagg.local',
      language: 'sv',
    },
  },
  {
    id: 'venue-13',
    venue_name: 'Davidshall Vinbar',
    venue_type: 'bar',
    description:
      'Vinbar i Davidshall med fyrtio viner på glas, smårätter och en vägg som visar en konstnär i taget. Fråga personalen om månadens konstnär.',
    address: 'Davidshallsgatan 14',
    city: 'Malmö',
    district: 'Davidshall',
    postal_code: '211 45',
    latitude: 55.59781,
    longitude: 12.99752,
    phone: '+46 40 628 04 88',
    email: 'skal@davidshallvinbar.se',
    website: null,
    is_verified: false,
    is_featured: false,
    accepts_commission_only: true,
    opening_hours: { ...BAR, sunday: '16:00-22:00' },
    contact: {
      first_name: 'Olivia',
      last_name: 'Svensson',
      email: 'olivia.svensson@konstvagg.local',
      language: 'en',
    },
  },
];

/** Rough bounding boxes of the three cities (used by the tests and for sanity checks). */
export const CITY_BOUNDS: Record<
  SeedCity,
  { minLat: number; maxLat: number; minLng: number; maxLng: number }
> = {
  Stockholm: { minLat: 59.25, maxLat: 59.42, minLng: 17.85, maxLng: 18.2 },
  Gothenburg: { minLat: 57.62, maxLat: 57.78, minLng: 11.8, maxLng: 12.1 },
  Malmö: { minLat: 55.53, maxLat: 55.64, minLng: 12.9, maxLng: 13.1 },
};
