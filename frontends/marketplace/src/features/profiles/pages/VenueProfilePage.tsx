import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import type { Venue } from '@konstvagg/contracts';
import { Container } from '@konstvagg/ui';
import { cityName, useArtworkWords } from '@konstvagg/ui/artwork';
import { useVenue, useVenueArtworks } from '../../../common/api/profiles.ts';
import { useDocumentMeta } from '../../../common/useDocumentMeta.ts';
import { VenueMap } from '../../../common/map/VenueMap.tsx';
import { mapPoints } from '../../../common/map/points.ts';
import { useLang, useT } from '../../../messages/index.ts';
import { dayName, weekRows } from '../../../common/profiles/hours.ts';
import { webLink } from '../../../common/profiles/links.ts';
import { ExternalLink, OpenToday, ProfileImage } from '../../../common/profiles/parts.tsx';
import { ProfileWorks } from '../components/lists.tsx';
import { ProfileQueryState } from '../components/ProfileQueryState.tsx';
import '../../../marketplace.css';
import '../../../common/profiles/profiles.css';

/** /venues/{id}: where the venue is, when it is open, and the art on its walls. */
export default function VenueProfilePage() {
  const { id = '' } = useParams();
  const query = useVenue(id);
  if (!query.isSuccess) return <ProfileQueryState kind="venue" query={query} />;
  return <VenueProfile venue={query.data} key={query.data.id} />;
}

function VenueProfile({ venue }: { venue: Venue }) {
  const t = useT();
  const lang = useLang();
  const words = useArtworkWords();
  const name = venue.venue_name.trim() || words.word('artwork.unknownVenue');
  const works = useVenueArtworks(venue.id, true);
  const hoursId = useId();
  const aboutId = useId();
  const mapId = useId();
  const points = useMemo(() => mapPoints([{ ...venue, venue_name: name }]), [venue, name]);
  const website = venue.website ? webLink(venue.website) : null;
  const city = cityName(venue.city, words);

  useDocumentMeta(
    name,
    venue.description.trim() ? venue.description.slice(0, 160) : t('venues.metaDescription'),
  );

  return (
    <Container className="mp-profile">
      <header className="mp-profile__header">
        <ProfileImage
          className="mp-profile__img"
          src={venue.profile_image_url}
          alt={t('venues.imageAlt', { name })}
          name={name}
          eager
        />
        <div className="mp-profile__intro">
          <p className="mp-profile__eyebrow">{t(`venueType.${venue.venue_type}`)}</p>
          <h1 className="mp-profile__name">{name}</h1>
          {venue.is_verified && (
            <p className="mp-badges">
              <span className="kv-badge kv-badge--success">{t('profiles.verified')}</span>
            </p>
          )}
          <OpenToday venue={venue} />
          <dl className="mp-facts">
            <div>
              <dt>{t('venue.addressLabel')}</dt>
              <dd>
                <address>
                  {venue.address}
                  <br />
                  {venue.postal_code} {city}
                </address>
              </dd>
            </div>
            {venue.phone && (
              <div>
                <dt>{t('venue.phone')}</dt>
                <dd>
                  <a href={`tel:${venue.phone.replace(/[^\d+]/g, '')}`}>{venue.phone}</a>
                </dd>
              </div>
            )}
            {website && (
              <div>
                <dt>{t('venue.website')}</dt>
                <dd>
                  <ExternalLink href={website.href}>{website.label}</ExternalLink>
                </dd>
              </div>
            )}
          </dl>
        </div>
      </header>

      <div className="mp-profile__columns">
        <section className="mp-profile__section" aria-labelledby={hoursId}>
          <h2 id={hoursId}>{t('venue.hoursHeading')}</h2>
          <table className="mp-hours">
            <thead className="kv-visually-hidden">
              <tr>
                <th scope="col">{t('venue.dayColumn')}</th>
                <th scope="col">{t('venue.hoursColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {weekRows(venue.opening_hours).map((row) => (
                <tr
                  key={row.day}
                  className={row.today ? 'is-today' : undefined}
                  aria-current={row.today ? 'date' : undefined}
                >
                  <th scope="row">
                    {dayName(row.day, lang)}
                    {row.today && <span className="mp-hours__today"> ({t('venue.today')})</span>}
                  </th>
                  <td>{row.hours ?? t('venues.closed')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        {venue.description.trim() && (
          <section className="mp-profile__section" aria-labelledby={aboutId}>
            <h2 id={aboutId}>{t('venue.about', { name })}</h2>
            <p className="mp-profile__bio">{venue.description}</p>
          </section>
        )}
      </div>

      {points.length > 0 && (
        <section className="mp-profile__section" aria-labelledby={mapId}>
          <h2 id={mapId}>{t('venue.mapHeading')}</h2>
          {/* The address is in the header above; the map adds where that is. */}
          <VenueMap points={points} label={t('map.label', { name })} />
        </section>
      )}

      <ProfileWorks works={works} heading={t('venue.artworksHeading')} />
    </Container>
  );
}
