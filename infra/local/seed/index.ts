/**
 * Demo data seed: accounts in Cognito, generated images in the media bucket, and every item
 * (users, artist and venue profiles, artworks, orders) in the table. Deterministic (fixed ids,
 * seeded PRNG, timestamps relative to a fixed "now") and safe to run again on the same stack:
 * existing accounts are reused, items and objects are overwritten with the same content.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  GetGroupCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  buildItems,
  buildSeedPlan,
  DEMO_PASSWORD,
  type PlannedArtwork,
  type PlannedUser,
  type TableItem,
} from './build.ts';
import {
  encodeSizes,
  renderArtistAvatar,
  renderArtworkRaw,
  renderDetail,
  renderRoomView,
  renderVenueFacade,
  renderVenueInterior,
  resizeRaw,
  decodeJpeg,
  type Raw,
} from './images.ts';
import { seedPaidOrderPayments } from './payments.ts';
import {
  applyPayees,
  plannedPayouts,
  planPayees,
  seedPayoutAccounts,
  seedTransfers,
  stripeAccountItems,
} from './payouts.ts';

export interface SeedContext {
  env: Record<string, string>;
  log: (line: string) => void;
}

export interface SeedResult {
  logins: { role: string; email: string; password: string }[];
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function required(env: Record<string, string>, name: string): string {
  const v = env[name];
  if (!v) throw new Error(`seed: ${name} is not set`);
  return v;
}

function clientConfig(env: Record<string, string>, endpoint: string | undefined) {
  return {
    region: env.AWS_REGION || 'eu-north-1',
    ...(endpoint ? { endpoint } : {}),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {}),
  };
}

/** Runs `fn` over `items` with at most `limit` in flight. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i] as T, i);
    }
  });
  await Promise.all(workers);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const errorName = (e: unknown) =>
  e && typeof e === 'object' && 'name' in e ? String((e as { name: unknown }).name) : '';
const errorMessage = (e: unknown) => (e instanceof Error ? e.message : String(e));

// ---------------------------------------------------------------- Cognito

async function ensureAccount(
  cognito: CognitoIdentityProviderClient,
  poolId: string,
  user: PlannedUser,
  state: { customRole: boolean },
): Promise<string> {
  const baseAttributes: AttributeType[] = [
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'given_name', Value: user.first_name },
    { Name: 'family_name', Value: user.last_name },
  ];
  let sub: string | undefined;
  const create = async (withRole: boolean) =>
    cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: poolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: withRole
          ? [...baseAttributes, { Name: 'custom:role', Value: user.role }]
          : baseAttributes,
      }),
    );
  try {
    let created;
    try {
      created = await create(state.customRole);
    } catch (e) {
      // A pool without custom:role (or without given/family name) rejects the attribute: go on without it.
      if (state.customRole && errorName(e) === 'InvalidParameterException') {
        state.customRole = false;
        created = await create(false);
      } else throw e;
    }
    sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? created.User?.Username;
  } catch (e) {
    if (errorName(e) !== 'UsernameExistsException') throw e;
    const existing = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: poolId, Username: user.email }),
    );
    sub = existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? existing.Username;
  }
  if (!sub) throw new Error(`seed: no sub for ${user.email}`);

  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: user.email,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );

  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: poolId, Username: user.email, GroupName: user.role }),
  );
  return sub;
}

/** The role groups normally come with the pool (CDK, local bootstrap); create any that are missing. */
async function ensureGroups(
  cognito: CognitoIdentityProviderClient,
  poolId: string,
  roles: Iterable<string>,
  log: (line: string) => void,
) {
  for (const role of roles) {
    try {
      await cognito.send(new GetGroupCommand({ UserPoolId: poolId, GroupName: role }));
      continue;
    } catch {
      // Missing (cognito-local answers a 500 for a pool without any group): create it below.
    }
    try {
      await cognito.send(new CreateGroupCommand({ UserPoolId: poolId, GroupName: role }));
      log(`seed: created Cognito group ${role}`);
    } catch (e) {
      if (errorName(e) !== 'GroupExistsException')
        log(`seed: could not create group ${role}: ${errorMessage(e)}`);
    }
  }
}

// ---------------------------------------------------------------- DynamoDB

async function batchWrite(
  doc: DynamoDBDocumentClient,
  table: string,
  items: TableItem[],
  log: (line: string) => void,
): Promise<void> {
  const chunks: TableItem[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  await eachLimited(chunks, 4, async (chunk) => {
    let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 8)
        throw new Error(`seed: ${requests.length} items still unprocessed after ${attempt} attempts`);
      if (attempt > 0) await sleep(Math.min(2_000, 50 * 2 ** attempt));
      const out = await doc.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      const left = out.UnprocessedItems?.[table] ?? [];
      if (left.length) log(`seed: retrying ${left.length} unprocessed items`);
      requests = left as typeof requests;
    }
  });
}

// ---------------------------------------------------------------- entry point

export async function seedDemoData(ctx: SeedContext): Promise<SeedResult> {
  const { env, log } = ctx;
  const started = Date.now();
  const table = required(env, 'TABLE_NAME');
  const bucket = required(env, 'MEDIA_BUCKET');
  const poolId = required(env, 'COGNITO_USER_POOL_ID');

  // The demo lives in the present: timestamps end this morning (UTC), so pickup deadlines lie ahead.
  // SEED_NOW pins it (unit tests use DEFAULT_SEED_NOW).
  const plan = buildSeedPlan(env.SEED_NOW || todayAtTen());
  const doc = DynamoDBDocumentClient.from(
    new DynamoDBClient(clientConfig(env, env.AWS_ENDPOINT_URL_DYNAMODB || env.AWS_ENDPOINT_URL)),
    {
      marshallOptions: { removeUndefinedValues: true },
    },
  );
  const s3 = new S3Client({
    ...clientConfig(env, env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const cognito = new CognitoIdentityProviderClient(
    clientConfig(env, env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER || env.AWS_ENDPOINT_URL),
  );

  try {
    // Accounts and images are independent: run them side by side.
    const accounts = (async () => {
      const t = Date.now();
      const subs = new Map<string, string>();
      const state = { customRole: true };
      await ensureGroups(cognito, poolId, new Set(plan.users.map((u) => u.role)), log);
      // A few at a time: cognito-local rewrites one JSON file per pool on every change.
      await eachLimited(plan.users, 4, async (u) => {
        subs.set(u.email, await ensureAccount(cognito, poolId, u, state));
      });
      log(
        `seed: ${subs.size} accounts ready in Cognito (${Date.now() - t} ms${state.customRole ? '' : ', pool has no custom:role'})`,
      );
      return subs;
    })();

    const media = (async () => {
      const t = Date.now();
      await ensureBucket(s3, bucket, log);
      const put = (key: string, body: Buffer) =>
        s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: key.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
            CacheControl: CACHE_CONTROL,
          }),
        );
      const renderers = Math.max(1, Math.min(4, availableParallelism()));
      const cache = await imageCache(env.SEED_IMAGE_CACHE_DIR, log);
      const small = new Map<string, Raw>();
      let files = 0;
      let fromCache = 0;
      await eachLimited(plan.artworks, renderers, async (art: PlannedArtwork) => {
        const rec = art.record;
        const [main, ...extra] = rec.images;
        if (!main) return;
        const keys = rec.images.flatMap((img) => [img.key, img.thumbKey, img.mediumKey, img.largeWebpKey]);
        let bodies = await cache.getAll(keys);
        if (bodies) {
          fromCache += bodies.length;
          if (rec.venue_id) small.set(rec.id, await decodeJpeg(bodies[1] as Buffer));
        } else {
          const raw = await renderArtworkRaw(rec, main.width, main.height);
          const encoded = await encodeSizes(
            raw,
            { width: main.thumb_width, height: main.thumb_height },
            { width: main.medium_width, height: main.medium_height },
          );
          bodies = [encoded.large, encoded.thumb, encoded.medium, encoded.largeWebp];
          for (const img of extra) {
            const drawn =
              img.kind === 'room'
                ? await renderRoomView(raw, rec, img.width, img.height)
                : await renderDetail(raw, img.width, img.height, rec.id);
            const p = await encodeSizes(
              drawn,
              { width: img.thumb_width, height: img.thumb_height },
              { width: img.medium_width, height: img.medium_height },
            );
            bodies.push(p.large, p.thumb, p.medium, p.largeWebp);
          }
          // Works that hang in a venue reappear in the venue's interior picture.
          if (rec.venue_id) small.set(rec.id, await resizeRaw(raw, main.thumb_width, main.thumb_height));
          await cache.setAll(keys, bodies);
        }
        await Promise.all(keys.map((key, i) => put(key, bodies[i] as Buffer)));
        files += keys.length;
      });
      log(
        `seed: ${files} artwork images uploaded, ${files - fromCache} rendered (${Date.now() - t} ms, ${renderers} at a time)`,
      );

      const t2 = Date.now();
      const once = async (key: string, render: () => Promise<Buffer>) => {
        let body = (await cache.getAll([key]))?.[0];
        if (!body) {
          body = await render();
          await cache.setAll([key], [body]);
        }
        await put(key, body);
      };
      await eachLimited(plan.artists, renderers, async (a) => {
        await once(`artists/${a.id}.jpg`, () => renderArtistAvatar(a.id));
      });
      await eachLimited(plan.venues, renderers, async (v) => {
        const hanging = plan.artworks
          .filter((w) => w.record.venue_id === v.id)
          .sort((x, y) => Number(y.record.status === 'exhibited') - Number(x.record.status === 'exhibited'))
          .map((w) => small.get(w.record.id))
          .filter((x): x is Raw => Boolean(x));
        await Promise.all([
          once(`venues/${v.id}.jpg`, () => renderVenueFacade(v)),
          once(`venues/${v.id}-gallery-1.jpg`, () => renderVenueInterior(v, hanging)),
        ]);
      });
      log(
        `seed: ${plan.artists.length} artist and ${plan.venues.length * 2} venue images uploaded (${Date.now() - t2} ms)`,
      );
    })();

    // The money loop: payout accounts, the orders' payments, the paid-out orders' transfers (payouts.ts).
    const money = (async () => {
      const { connected, waiting } = planPayees(plan);
      const [payees] = await Promise.all([
        seedPayoutAccounts(connected, env, log),
        seedPaidOrderPayments(plan.orders, env, log),
      ]);
      if (payees.size) applyPayees(plan, payees, waiting);
      return { payees, transfers: await seedTransfers(plan, payees, env) };
    })();

    const [subs, , paid] = await Promise.all([accounts, media, money]);
    const t = Date.now();
    const items = [
      ...buildItems(plan, subs),
      ...stripeAccountItems(paid.payees, plan.now),
      ...plannedPayouts(plan, paid.transfers),
    ];
    await batchWrite(doc, table, items, log);
    log(
      `seed: ${items.length} items written (${plan.users.length} users, ${plan.artists.length} artists, ${plan.venues.length} venues, ` +
        `${plan.artworks.length} artworks, ${plan.orders.length} orders) in ${Date.now() - t} ms; total ${Date.now() - started} ms`,
    );
    return { logins: plan.logins.map((l) => ({ ...l })) };
  } finally {
    doc.destroy();
    s3.destroy();
    cognito.destroy();
  }
}

/**
 * Optional on-disk cache of the rendered JPEGs (SEED_IMAGE_CACHE_DIR), keyed by a hash of the seed's
 * own source, so a second seed (tests, npm run reset) only uploads. Disabled when unset.
 */
async function imageCache(dir: string | undefined, log: (line: string) => void) {
  const off = {
    getAll: async (_keys: string[]): Promise<Buffer[] | null> => null,
    setAll: async (_k: string[], _b: Buffer[]) => {},
  };
  if (!dir) return off;
  let version: string;
  try {
    const hash = createHash('sha1');
    for (const file of [
      'images.ts',
      'build.ts',
      'prng.ts',
      'data/artists.ts',
      'data/venues.ts',
      'data/artworks.ts',
    ]) {
      hash.update(await readFile(new URL(`./${file}`, import.meta.url)));
    }
    version = hash.digest('hex').slice(0, 12);
  } catch {
    log('seed: image cache disabled (seed sources not readable)');
    return off;
  }
  const root = join(dir, version);
  return {
    getAll: async (keys: string[]) => {
      try {
        return await Promise.all(keys.map((k) => readFile(join(root, k))));
      } catch {
        return null;
      }
    },
    setAll: async (keys: string[], bodies: Buffer[]) => {
      await Promise.all(
        keys.map(async (k, i) => {
          const path = join(root, k);
          await mkdir(dirname(path), { recursive: true });
          await writeFile(path, bodies[i] as Buffer);
        }),
      );
    },
  };
}

async function ensureBucket(s3: S3Client, bucket: string, log: (line: string) => void): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (e) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404 && errorName(e) !== 'NotFound' && errorName(e) !== 'NoSuchBucket') {
      log(`seed: could not check bucket ${bucket} (${errorMessage(e)}), uploading anyway`);
      return;
    }
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    log(`seed: created bucket ${bucket}`);
  }
}

export { buildSeedPlan, buildItems } from './build.ts';

function todayAtTen(): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 10)).toISOString();
}
