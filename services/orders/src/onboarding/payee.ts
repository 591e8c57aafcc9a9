import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PAYOUT_ONBOARDING_PATHS } from '@konstvagg/contracts/site-paths';
import { queries, queryInput, type ArtistRecord, type VenueRecord } from '@konstvagg/domain';
import { AppError, config, forbidden, type Caller } from '@konstvagg/lambda-kit';
import type { ConnectedAccount } from '@konstvagg/lambda-kit/ports/payments';
import { documentClient, tableName } from '@konstvagg/lambda-kit/ports/store';

/** Who receives payouts: an artist (their share of a sale) or a venue (its commission). */
export type PayeeKind = 'artist' | 'venue';

export type PayeeProfile =
  { kind: 'artist'; profile: ArtistRecord } | { kind: 'venue'; profile: VenueRecord };

/** The artist or venue profile the signed-in user owns (queries.profileOfUser). */
export async function payeeOfCaller(caller: Caller | null): Promise<PayeeProfile> {
  const kind = caller?.role;
  if (kind !== 'artist' && kind !== 'venue') throw forbidden();
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...queryInput(queries.profileOfUser(caller!.userId, kind)),
    }),
  );
  const profile = Items?.[0] as ArtistRecord | VenueRecord | undefined;
  if (!profile) throw new AppError(403, 'forbidden', `error.${kind}_profile_missing`);
  return kind === 'artist'
    ? { kind, profile: profile as ArtistRecord }
    : { kind, profile: profile as VenueRecord };
}

/**
 * The pages Stripe sends the user back to, on the site's own origin from configuration (never from
 * request headers, which can be forged).
 */
export function onboardingUrls(kind: PayeeKind): { returnUrl: string; refreshUrl: string } {
  const origin = config.publicBaseUrl.replace(/\/+$/, '');
  const paths = PAYOUT_ONBOARDING_PATHS[kind];
  return { returnUrl: `${origin}${paths.complete}`, refreshUrl: `${origin}${paths.refresh}` };
}

/**
 * What the profile shows of a connected account (docs/decisions.md, "Payout accounts"):
 * - is_kyc_verified: Stripe has the holder's details and needs nothing more now
 *   (details_submitted and no requirement currently due);
 * - can_receive_payouts (the Pro badge): Stripe pays out to it (payouts_enabled).
 */
export function payoutReadiness(account: ConnectedAccount): {
  is_kyc_verified: boolean;
  can_receive_payouts: boolean;
} {
  return {
    is_kyc_verified: account.detailsSubmitted && account.currentlyDue.length === 0,
    can_receive_payouts: account.payoutsEnabled,
  };
}
