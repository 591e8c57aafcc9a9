import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_ACCESS_ARTIST_LIMIT, earlyAccessEndsAt } from '@konstvagg/rules';
import { keys, type ArtistRecord, type EarlyAccessCounterRecord } from '@konstvagg/domain';
import { getJson, postJson, scanEntity, signUpArtist, tableClient } from '@konstvagg/test-kit';

/**
 * Early access through sign-up: the first 100 artists take a seat each (a counted conditional
 * write on the counter, never a scan), so two sign-ups can never share a seat nor take seat 101.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;
let doc: ReturnType<typeof tableClient>['doc'];
let table: string;
let before: EarlyAccessCounterRecord | undefined;

const setTaken = (taken: number) =>
  doc.send(
    new PutCommand({
      TableName: table,
      Item: {
        ...keys.earlyAccessCounter(),
        entity: 'early_access_counter',
        taken,
        updated_at: new Date().toISOString(),
      },
    }),
  );
const taken = async () =>
  (
    (
      await doc.send(
        new GetCommand({ TableName: table, Key: keys.earlyAccessCounter(), ConsistentRead: true }),
      )
    ).Item as EarlyAccessCounterRecord
  ).taken;
const seatOf = async (artistId: string) =>
  (await scanEntity<ArtistRecord>('artist')).find((a) => a.id === artistId)?.early_access_seat ?? null;

beforeAll(async () => {
  ({ doc, table } = tableClient());
  before = (await doc.send(new GetCommand({ TableName: table, Key: keys.earlyAccessCounter() }))).Item as
    EarlyAccessCounterRecord | undefined;
});

afterAll(async () => {
  // One stack serves every test file: leave the counter as the seed left it.
  if (before)
    await doc.send(new PutCommand({ TableName: table, Item: { ...keys.earlyAccessCounter(), ...before } }));
  doc.destroy();
});

describe('early access', () => {
  it('the seed counts the demo artists, so a new artist takes the next seat and pays 3 % for 6 months', async () => {
    const seeded = (await scanEntity<ArtistRecord>('artist')).map((a) => a.early_access_seat ?? 0);
    expect(before?.taken).toBe(Math.max(...seeded));
    const start = await taken();
    const artist = await signUpArtist();
    expect(await seatOf(artist.artistId)).toBe(start + 1);
    expect(await taken()).toBe(start + 1);
    const me = (await getJson<Body>('/api/v1/artists/profile/me', { token: artist.token })).body.artist;
    expect(me.platform_fee).toEqual({
      percent: 3,
      bps: 300,
      early_access_seat: start + 1,
      early_access_ends_at: earlyAccessEndsAt(me.created_at),
    });
  });

  it('two artists signing up for the last seat at once: exactly one gets it, the other pays 5 %', async () => {
    await setTaken(EARLY_ACCESS_ARTIST_LIMIT - 1);
    const [a, b] = await Promise.all([signUpArtist(), signUpArtist()]);
    const seats = [await seatOf(a.artistId), await seatOf(b.artistId)];
    expect(seats.filter((s) => s === EARLY_ACCESS_ARTIST_LIMIT)).toHaveLength(1);
    expect(seats.filter((s) => s === null)).toHaveLength(1);
    expect(await taken()).toBe(EARLY_ACCESS_ARTIST_LIMIT);
    const loser = seats[0] === null ? a : b;
    const fee = (await getJson<Body>('/api/v1/artists/me/dashboard', { token: loser.token })).body
      .platform_fee;
    expect(fee).toEqual({ percent: 5, bps: 500, early_access_seat: null, early_access_ends_at: null });
  });

  it('after the 100th seat nobody gets one, however many sign up at once', async () => {
    await setTaken(EARLY_ACCESS_ARTIST_LIMIT - 2);
    const artists = await Promise.all([1, 2, 3, 4].map(() => signUpArtist()));
    const seats = await Promise.all(artists.map((x) => seatOf(x.artistId)));
    expect(seats.filter((s) => s !== null).sort((x, y) => x! - y!)).toEqual([
      EARLY_ACCESS_ARTIST_LIMIT - 1,
      EARLY_ACCESS_ARTIST_LIMIT,
    ]);
    expect(await taken()).toBe(EARLY_ACCESS_ARTIST_LIMIT);
  });

  it('venues and buyers take no seat', async () => {
    await setTaken(10);
    const signUp = (role: 'venue' | 'buyer') =>
      postJson<Body>('/api/v1/auth/register', {
        role,
        name: 'Seat Less',
        email: `seatless-${role}-${Date.now()}@test.konstvagg.local`,
        password: 'Konst-Test-2026',
        terms_accepted: true,
        ...(role === 'venue'
          ? { venue_name: 'Kaféet', location: 'Storgatan 1, Malmö', venue_type: 'gallery' }
          : {}),
      });
    expect((await signUp('venue')).status).toBe(201);
    expect((await signUp('buyer')).status).toBe(201);
    expect(await taken()).toBe(10);
  });
});
