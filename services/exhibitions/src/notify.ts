import type {
  ArtistRecord,
  ArtworkRecord,
  ExhibitionRecord,
  UserRecord,
  VenueRecord,
} from '@konstvagg/domain';
import { createLogger } from '@konstvagg/lambda-kit';
import { sendMail } from '@konstvagg/lambda-kit/ports/mail';
import { exhibitionMail, type ExhibitionMailEvent, type Recipient } from './mails.ts';
import { accountOf, adminAccounts } from './store.ts';

const log = createLogger('konstvagg-exhibitions');

export interface MailContext {
  exhibition: ExhibitionRecord;
  artwork: ArtworkRecord;
  artist: ArtistRecord | undefined;
  venue: VenueRecord;
}

/**
 * Mails `to` about an event of the exhibition, each in their own language. The change is already
 * written: a mail that cannot go out is logged, never turned into an error for the caller.
 */
export async function notify(
  event: ExhibitionMailEvent,
  ctx: MailContext,
  to: readonly Recipient[],
  options: { actor: 'artist' | 'venue' | 'system'; note?: string | null },
): Promise<void> {
  const { artwork, artist, venue, exhibition } = ctx;
  const artistName = artist?.artist_name ?? artwork.artist_name;
  const other =
    options.actor === 'artist' ? artistName : options.actor === 'venue' ? venue.venue_name : 'Konstvägg';
  const facts = {
    title: artwork.title,
    other,
    venue: venue.venue_name,
    tracking: exhibition.tracking_number,
  };
  const accounts: { user: UserRecord; as: Recipient }[] = [];
  try {
    for (const who of new Set(to)) {
      if (who === 'admin') for (const user of await adminAccounts()) accounts.push({ user, as: 'admin' });
      else {
        const user = await accountOf(who === 'artist' ? artist : venue);
        if (user) accounts.push({ user, as: who });
      }
    }
    await Promise.all(
      accounts.map(({ user, as }) =>
        sendMail(
          exhibitionMail(
            event,
            user.language === 'sv' ? 'sv' : 'en',
            { email: user.email, name: user.first_name, as },
            facts,
            options.note ?? null,
          ),
        ),
      ),
    );
  } catch (err) {
    log.error('Exhibition mail could not be sent', { error: err as Error, event, exhibition: exhibition.id });
  }
}
