import { CITIES, type City } from '@konstvagg/contracts';
import { canonicalCity, encodeGeohash, foldText } from '@konstvagg/domain';

/**
 * Where a new venue is, from the free-text "location" of the sign-up form. If the text names one
 * of our cities (Stockholm, Gothenburg/Göteborg, Malmö, in either language), the venue gets that
 * city and the coordinates of its centre (the venue corrects its address and position later in its
 * settings); it is then found by city filters and by near-me searches around the city centre.
 * Any other place keeps the text's last part as its city, with no position yet: it is listed, but
 * no near-me search finds it until it has an address.
 */
const CITY_CENTRES: Record<City, { lat: number; lng: number }> = {
  // Sergels torg, Stockholm
  Stockholm: { lat: 59.33258, lng: 18.0649 },
  // Gustaf Adolfs torg, Gothenburg
  Gothenburg: { lat: 57.70716, lng: 11.96679 },
  // Stortorget, Malmö
  Malmö: { lat: 55.60587, lng: 13.00073 },
};

export interface VenuePlace {
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  /** Precision 7 like the seeded venues; empty when the place has no position. */
  geohash: string;
}

function cityInText(location: string): City | null {
  const words = foldText(location)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  for (const word of words) {
    const city = canonicalCity(word);
    if ((CITIES as readonly string[]).includes(city)) return city as City;
  }
  return null;
}

export function placeFromLocation(location: string): VenuePlace {
  const address = location.trim().replace(/\s+/g, ' ');
  const city = cityInText(address);
  if (city) {
    const { lat, lng } = CITY_CENTRES[city];
    return { address, city, latitude: lat, longitude: lng, geohash: encodeGeohash(lat, lng, 7) };
  }
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return { address, city: parts[parts.length - 1] ?? address, latitude: 0, longitude: 0, geohash: '' };
}
