import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Skeleton } from '@konstvagg/ui';
import type { Artist, Venue } from '@konstvagg/contracts';
import { formatHours } from './hours.ts';
import { useT } from '../../messages/index.ts';

/** A profile's picture, or a neutral block with the initial when there is none. */
export function ProfileImage({
  src,
  alt,
  name,
  className,
  eager = false,
}: {
  src: string | null;
  alt: string;
  name: string;
  className: string;
  eager?: boolean;
}) {
  if (!src) {
    return (
      <div className={`${className} mp-profile-img--empty`} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '·'}
      </div>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={400}
      height={300}
    />
  );
}

/** Skeleton cards while a list of artists or venues loads. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="mp-pcard mp-pcard--skeleton" aria-hidden="true">
          <Skeleton className="mp-pcard__img" height="auto" radius={0} />
          <div className="mp-pcard__body">
            <Skeleton width="70%" height="1.25rem" />
            <Skeleton width="40%" />
            <Skeleton width="90%" />
          </div>
        </li>
      ))}
    </>
  );
}

/** A link to an outside page, in a new tab, said so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="kv-visually-hidden"> {t('artist.opensNewTab')}</span>
    </a>
  );
}

/** The Verified and Pro badges of an artist. */
export function ArtistBadges({ artist }: { artist: Pick<Artist, 'is_verified' | 'can_receive_payouts'> }) {
  const t = useT();
  if (!artist.is_verified && !artist.can_receive_payouts) return null;
  return (
    <p className="mp-badges">
      {artist.is_verified && <span className="kv-badge kv-badge--success">{t('profiles.verified')}</span>}
      {artist.can_receive_payouts && (
        <Badge tone="accent" hint={t('profiles.proHint')} hintLabel={t('profiles.proWhat')}>
          {t('profiles.pro')}
        </Badge>
      )}
    </p>
  );
}

/** "Open now" or "Closed", and today's hours. */
export function OpenToday({ venue }: { venue: Pick<Venue, 'opening_hours'> }) {
  const t = useT();
  const today = venue.opening_hours.today;
  const hours = formatHours(today.hours);
  return (
    <p className="mp-open">
      <span className={`kv-badge ${today.open_now ? 'kv-badge--success' : 'kv-badge--neutral'}`}>
        {today.open_now ? t('venues.openNow') : hours ? t('venues.closed') : t('venues.closedToday')}
      </span>
      {hours && <span className="mp-pcard__meta">{t('venues.todayHours', { hours })}</span>}
    </p>
  );
}

/** The frame of an artist or venue card in a list: image, the name as the card's one link, then the details. */
export function ProfileCard({
  href,
  image,
  imageAlt,
  name,
  children,
}: {
  href: string;
  image: string | null;
  imageAlt: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <li className="mp-pcard">
      <ProfileImage className="mp-pcard__img" src={image} alt={imageAlt} name={name} />
      <div className="mp-pcard__body">
        <h3 className="mp-pcard__title">
          <Link to={href} className="mp-pcard__link">
            {name}
          </Link>
        </h3>
        {children}
      </div>
    </li>
  );
}
