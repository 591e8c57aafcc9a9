import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { SERVICE_NAMES, type ServiceName } from '@konstvagg/lambda-kit/routes';
import { writeJsonAtomic } from '../local-config.ts';
import { listenPreferred } from '../ports.ts';

/**
 * A local stand-in for EventBridge Scheduler: the REST-JSON subset that
 * @aws-sdk/client-scheduler sends (CreateSchedule, GetSchedule, UpdateSchedule, DeleteSchedule,
 * ListSchedules) for one-time `at(...)` schedules whose target is one of our Lambdas
 * (`arn:aws:lambda:<region>:<account>:function:konstvagg-<service>`).
 *
 * Time is the stack's controllable clock: due schedules fire on a poll and right after the
 * clock moves (POST /_local/clock/advance), so a test can jump 7 days and see the refund run.
 *
 * At least once, as on AWS: a schedule is done (deleted, or moved to its next period) only after
 * its target succeeded, so one whose run a crash cut short runs again on the next start; every
 * target is safe to run twice. A failing target is retried twice, one local minute apart (Lambda's
 * two retries of an asynchronous invoke, which is how Scheduler calls it), then lands in the
 * dead-letter list (the task-failures queue on AWS, docs/operations.md), kept in the state file.
 * `GET /_local/dead-letters` lists it; `POST /_local/dead-letters/redrive` runs each again and
 * drops the ones that succeed, so running it twice is safe. `POST /_local/refuse-creates
 * {"times": n}` makes the next n CreateSchedule calls fail, as an outage would (tests).
 */

export interface ScheduleRecord {
  Name: string;
  GroupName: string;
  Arn: string;
  ScheduleExpression: string;
  ScheduleExpressionTimezone?: string;
  State: 'ENABLED' | 'DISABLED';
  Description?: string;
  ActionAfterCompletion: 'NONE' | 'DELETE';
  FlexibleTimeWindow: { Mode: string; MaximumWindowInMinutes?: number };
  Target: {
    Arn: string;
    RoleArn: string;
    Input?: string;
    RetryPolicy?: { MaximumRetryAttempts?: number; MaximumEventAgeInSeconds?: number };
  } & Record<string, unknown>;
  CreationDate: number;
  LastModificationDate: number;
  /** Epoch ms when it is due (from the expression). */
  dueAt: number;
  /** A recurring `rate(...)` schedule: due again this many ms after each run. */
  everyMs?: number;
  attempts: number;
  retryAt?: number;
  lastError?: string;
}

export interface Invocation {
  schedule: string;
  group: string;
  service: ServiceName;
  at: number;
  attempt: number;
  ok: boolean;
  error?: string;
}

export type InvokeTarget = (service: ServiceName, event: unknown) => Promise<unknown>;

/** A scheduled run that failed every try (on AWS: a message in the task-failures queue). */
export interface DeadLetter {
  id: string;
  schedule: string;
  group: string;
  service: ServiceName;
  /** The event the target was given, to run it again. */
  payload: unknown;
  error: string;
  attempts: number;
  /** Clock ms of the last failed try. */
  at: number;
}

export interface SchedulerOptions {
  invoke: InvokeTarget;
  now: () => number;
  /** Persist schedules here (`<dataDir>/schedules.json`); in memory only when omitted. */
  stateFile?: string;
  /** Moves the clock (exposed as POST /_local/clock/advance); omit to not expose it. */
  advanceClock?: (ms: number) => Promise<number>;
  pollMs?: number;
  /**
   * Runs no target until `start()`: a stack starting again after a crash has due schedules, and
   * their targets need the table, the environment and the gateway the stack sets up after this.
   */
  paused?: boolean;
  region?: string;
  accountId?: string;
  preferredPort?: number;
  log?: (line: string) => void;
  /**
   * Recurring schedules the stack keeps (e.g. the orders service's payout sweep, which the CDK app
   * creates on AWS as a `rate(...)` schedule): each runs every `everyMs` of the stack's clock, and
   * once right after the clock jumps past it.
   */
  recurring?: readonly {
    name: string;
    expression: string;
    everyMs: number;
    service: ServiceName;
    payload: unknown;
  }[];
}

export interface SchedulerEngine {
  endpoint: string;
  port: number;
  /** Fires every due schedule now; resolves with how many targets ran (none while paused). */
  fireDue(): Promise<number>;
  /** Ends `paused`: due schedules run now, and from then on as they fall due. */
  start(): Promise<number>;
  schedules(): ScheduleRecord[];
  invocations(): Invocation[];
  deadLetters(): DeadLetter[];
  /** Runs every dead letter again; the ones that succeed leave the list. */
  redrive(): Promise<{ redriven: number; failed: number }>;
  stop(): Promise<void>;
}

const DEFAULT_GROUP = 'default';
/** Lambda retries a failed asynchronous invoke twice. */
const LOCAL_RETRY_LIMIT = 2;
const RETRY_AFTER_MS = 60_000;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}
const validation = (m: string) => new ApiError(400, 'ValidationException', m);

/** `at(2026-05-01T12:00:00)` in the given IANA zone (default UTC) -> epoch ms. */
export function parseAtExpression(expr: string, timeZone = 'UTC'): number {
  const m = /^at\((\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\)$/.exec(expr.trim());
  if (!m)
    throw validation(
      `Invalid Schedule Expression ${expr}. The local scheduler supports one-time schedules only: at(yyyy-mm-ddThh:mm:ss).`,
    );
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (Number.isNaN(wall)) throw validation(`Invalid Schedule Expression ${expr}.`);
  if (timeZone === 'UTC') return wall;
  // Find the instant whose wall-clock time in `timeZone` is `wall` (twice, to settle DST edges).
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  return guess;
}

function zoneOffsetMs(instant: number, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(instant));
  } catch {
    throw validation(`Invalid ScheduleExpressionTimezone ${timeZone}.`);
  }
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** `arn:aws:lambda:eu-north-1:123:function:konstvagg-orders` -> 'orders'. */
export function serviceOfTargetArn(arn: string): ServiceName {
  const m = /^arn:aws:lambda:[^:]*:[^:]*:function:konstvagg-([a-z]+)(?::[^:]+)?$/.exec(arn);
  const name = m?.[1];
  if (!name || !(SERVICE_NAMES as readonly string[]).includes(name)) {
    throw validation(
      `Invalid target ARN ${arn}: the local scheduler invokes only Konstvägg Lambdas (function:konstvagg-<service>).`,
    );
  }
  return name as ServiceName;
}

export async function startScheduler(opts: SchedulerOptions): Promise<SchedulerEngine> {
  const log = opts.log ?? (() => {});
  const region = opts.region ?? 'eu-north-1';
  const accountId = opts.accountId ?? '000000000000';
  const store = new Map<string, ScheduleRecord>();
  let deadLetters: DeadLetter[] = [];
  if (opts.stateFile && existsSync(opts.stateFile)) {
    const saved = JSON.parse(readFileSync(opts.stateFile, 'utf8')) as
      ScheduleRecord[] | { schedules: ScheduleRecord[]; deadLetters: DeadLetter[] };
    const schedules = Array.isArray(saved) ? saved : saved.schedules;
    deadLetters = Array.isArray(saved) ? [] : saved.deadLetters;
    for (const s of schedules) {
      // Written by a version that marked a schedule fired before its run: not done, so due.
      delete (s as { firedAt?: number }).firedAt;
      store.set(keyOf(s.GroupName, s.Name), s);
    }
  }
  for (const r of opts.recurring ?? []) {
    const at = opts.now();
    store.set(keyOf(DEFAULT_GROUP, r.name), {
      Name: r.name,
      GroupName: DEFAULT_GROUP,
      Arn: `arn:aws:scheduler:${region}:${accountId}:schedule/${DEFAULT_GROUP}/${r.name}`,
      ScheduleExpression: r.expression,
      State: 'ENABLED',
      ActionAfterCompletion: 'NONE',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: `arn:aws:lambda:${region}:${accountId}:function:konstvagg-${r.service}`,
        RoleArn: `arn:aws:iam::${accountId}:role/konstvagg-scheduler`,
        Input: JSON.stringify(r.payload),
      },
      CreationDate: Math.floor(at / 1000),
      LastModificationDate: Math.floor(at / 1000),
      dueAt: at + r.everyMs,
      everyMs: r.everyMs,
      attempts: 0,
    });
  }
  const invocations: Invocation[] = [];
  const save = () => {
    if (opts.stateFile) writeJsonAtomic(opts.stateFile, { schedules: [...store.values()], deadLetters });
  };

  function keyOf(group: string, name: string) {
    return `${group}/${name}`;
  }

  function validateAndBuild(
    name: string,
    body: Record<string, unknown>,
    existing?: ScheduleRecord,
  ): ScheduleRecord {
    if (!/^[0-9a-zA-Z-_.]{1,64}$/.test(name))
      throw validation(`Invalid schedule name ${name}: 1-64 characters of [0-9a-zA-Z-_.].`);
    const expr = body.ScheduleExpression;
    if (typeof expr !== 'string') throw validation('ScheduleExpression is required.');
    const tz =
      typeof body.ScheduleExpressionTimezone === 'string' ? body.ScheduleExpressionTimezone : undefined;
    const dueAt = parseAtExpression(expr, tz);
    const target = body.Target as ScheduleRecord['Target'] | undefined;
    if (!target || typeof target.Arn !== 'string') throw validation('Target.Arn is required.');
    if (typeof target.RoleArn !== 'string') throw validation('Target.RoleArn is required.');
    serviceOfTargetArn(target.Arn);
    if (target.Input !== undefined) {
      try {
        JSON.parse(target.Input);
      } catch {
        throw validation('Target.Input must be valid JSON.');
      }
    }
    const ftw = body.FlexibleTimeWindow as ScheduleRecord['FlexibleTimeWindow'] | undefined;
    if (!ftw || (ftw.Mode !== 'OFF' && ftw.Mode !== 'FLEXIBLE'))
      throw validation('FlexibleTimeWindow.Mode is required (OFF or FLEXIBLE).');
    const group = typeof body.GroupName === 'string' && body.GroupName ? body.GroupName : DEFAULT_GROUP;
    const now = Math.floor(opts.now() / 1000);
    return {
      Name: name,
      GroupName: group,
      Arn: `arn:aws:scheduler:${region}:${accountId}:schedule/${group}/${name}`,
      ScheduleExpression: expr,
      ...(tz ? { ScheduleExpressionTimezone: tz } : {}),
      State: body.State === 'DISABLED' ? 'DISABLED' : 'ENABLED',
      ...(typeof body.Description === 'string' ? { Description: body.Description } : {}),
      ActionAfterCompletion: body.ActionAfterCompletion === 'DELETE' ? 'DELETE' : 'NONE',
      FlexibleTimeWindow: ftw,
      Target: target,
      CreationDate: existing?.CreationDate ?? now,
      LastModificationDate: now,
      dueAt,
      attempts: 0,
    };
  }

  function publicView(s: ScheduleRecord) {
    const { dueAt: _d, attempts: _a, retryAt: _r, lastError: _e, ...rest } = s;
    return rest;
  }

  let firing: Promise<number> | null = null;
  async function fireDueOnce(): Promise<number> {
    let ran = 0;
    for (const s of [...store.values()]) {
      const now = opts.now();
      // The clock moved back (a test undoing its jump): a recurring schedule is due within one period.
      if (s.everyMs && s.dueAt > now + s.everyMs) s.dueAt = now + s.everyMs;
      if (s.State !== 'ENABLED') continue;
      if (s.dueAt > now || (s.retryAt !== undefined && s.retryAt > now)) continue;
      // The try is counted before it runs (so a crash does not reset the retries), but the schedule
      // stays due until its target succeeds: a run a crash cut short runs again (at least once).
      s.attempts += 1;
      save();
      const service = serviceOfTargetArn(s.Target.Arn);
      const event: unknown = s.Target.Input === undefined ? {} : JSON.parse(s.Target.Input);
      const record: Invocation = {
        schedule: s.Name,
        group: s.GroupName,
        service,
        at: now,
        attempt: s.attempts,
        ok: true,
      };
      try {
        await opts.invoke(service, event);
        log(`schedule ${s.GroupName}/${s.Name} -> konstvagg-${service} ok`);
        delete s.retryAt;
        delete s.lastError;
        if (s.everyMs) {
          s.attempts = 0;
          s.dueAt = now + s.everyMs;
        } else if (s.ActionAfterCompletion === 'DELETE') store.delete(keyOf(s.GroupName, s.Name));
        else s.State = 'DISABLED'; // a one-time schedule kept after completion never runs again
      } catch (err) {
        record.ok = false;
        record.error = (err as Error).message;
        s.lastError = record.error;
        const limit = Math.min(
          s.Target.RetryPolicy?.MaximumRetryAttempts ?? LOCAL_RETRY_LIMIT,
          LOCAL_RETRY_LIMIT,
        );
        if (s.attempts <= limit) {
          s.retryAt = now + RETRY_AFTER_MS; // due again after the retry delay
        } else {
          // Every try failed: kept as a dead letter, never dropped.
          deadLetters.push({
            id: crypto.randomUUID(),
            schedule: s.Name,
            group: s.GroupName,
            service,
            payload: event,
            error: record.error,
            attempts: s.attempts,
            at: now,
          });
          delete s.retryAt;
          if (s.everyMs) {
            s.attempts = 0;
            s.dueAt = now + s.everyMs;
          } else store.delete(keyOf(s.GroupName, s.Name));
        }
        log(
          `schedule ${s.GroupName}/${s.Name} -> konstvagg-${service} failed (attempt ${s.attempts}): ${record.error}`,
        );
      }
      invocations.push(record);
      ran += 1;
      save();
    }
    return ran;
  }

  async function redrive(): Promise<{ redriven: number; failed: number }> {
    let redriven = 0;
    let failed = 0;
    for (const letter of [...deadLetters]) {
      try {
        await opts.invoke(letter.service, letter.payload);
        deadLetters = deadLetters.filter((d) => d.id !== letter.id);
        redriven += 1;
        log(`dead letter ${letter.schedule} -> konstvagg-${letter.service} redriven`);
      } catch (err) {
        letter.error = (err as Error).message;
        letter.attempts += 1;
        letter.at = opts.now();
        failed += 1;
      }
      save();
    }
    return { redriven, failed };
  }

  let paused = opts.paused ?? false;
  /** Serialised: overlapping calls (poll + clock change) wait for the running pass, then run again. */
  async function fireDue(): Promise<number> {
    if (paused) return 0;
    while (firing) await firing.catch(() => 0);
    firing = fireDueOnce();
    try {
      return await firing;
    } finally {
      firing = null;
    }
  }

  function sendJson(
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-amzn-requestid': crypto.randomUUID(),
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  /** How many CreateSchedule calls are still to be refused (POST /_local/refuse-creates). */
  let refuseCreates = 0;

  async function route(method: string, url: URL, body: Record<string, unknown>): Promise<[number, unknown]> {
    if (url.pathname === '/_local/clock/advance' && method === 'POST' && opts.advanceClock) {
      const ms = Number(body.ms);
      if (!Number.isFinite(ms)) throw validation('ms must be a number');
      const now = await opts.advanceClock(ms);
      return [200, { now: new Date(now).toISOString(), nowMs: now }];
    }
    if (url.pathname === '/_local/schedules/fire' && method === 'POST')
      return [200, { fired: await fireDue() }];
    if (url.pathname === '/_local/invocations' && method === 'GET') return [200, { invocations }];
    if (url.pathname === '/_local/dead-letters' && method === 'GET') return [200, { deadLetters }];
    if (url.pathname === '/_local/dead-letters/redrive' && method === 'POST') return [200, await redrive()];
    if (url.pathname === '/_local/refuse-creates' && method === 'POST') {
      const times = Number(body.times);
      if (!Number.isInteger(times) || times < 0) throw validation('times must be a whole number, 0 or more');
      refuseCreates = times;
      return [200, { refuseCreates }];
    }
    if (url.pathname === '/schedules' && method === 'GET') {
      const group = url.searchParams.get('ScheduleGroup');
      const prefix = url.searchParams.get('NamePrefix') ?? '';
      const list = [...store.values()].filter(
        (s) => (!group || s.GroupName === group) && s.Name.startsWith(prefix),
      );
      return [
        200,
        {
          Schedules: list.map((s) => ({
            Arn: s.Arn,
            Name: s.Name,
            GroupName: s.GroupName,
            State: s.State,
            CreationDate: s.CreationDate,
            LastModificationDate: s.LastModificationDate,
            Target: { Arn: s.Target.Arn },
          })),
        },
      ];
    }
    const m = /^\/schedules\/([^/]+)$/.exec(url.pathname);
    if (!m)
      throw new ApiError(404, 'ResourceNotFoundException', `Unknown operation ${method} ${url.pathname}`);
    const name = decodeURIComponent(m[1]!);
    const queryGroup = url.searchParams.get('groupName') || DEFAULT_GROUP;
    if (method === 'POST' && refuseCreates > 0) {
      // A test's injected outage (POST /_local/refuse-creates): what Scheduler answers when it
      // cannot take the call, which the SDK retries and then throws.
      refuseCreates -= 1;
      throw new ApiError(500, 'InternalServerException', 'Scheduler refused the call (a test asked it to).');
    }
    if (method === 'POST' || method === 'PUT') {
      const group = typeof body.GroupName === 'string' && body.GroupName ? body.GroupName : DEFAULT_GROUP;
      const existing = store.get(keyOf(group, name));
      if (method === 'POST' && existing)
        throw new ApiError(409, 'ConflictException', `Schedule ${name} already exists.`);
      if (method === 'PUT' && !existing)
        throw new ApiError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
      const record = validateAndBuild(name, body, existing);
      store.set(keyOf(record.GroupName, name), record);
      save();
      // Already due (a time in the past): Scheduler runs it right away.
      setImmediate(() => void fireDue().catch(() => 0));
      return [200, { ScheduleArn: record.Arn }];
    }
    const existing = store.get(keyOf(queryGroup, name));
    if (!existing) throw new ApiError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    if (method === 'GET') return [200, publicView(existing)];
    if (method === 'DELETE') {
      store.delete(keyOf(queryGroup, name));
      save();
      return [200, {}];
    }
    throw new ApiError(405, 'ValidationException', `Method ${method} not allowed`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      let body: Record<string, unknown> = {};
      try {
        const raw = Buffer.concat(chunks).toString('utf8');
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        sendJson(res, 400, { Message: 'Malformed JSON body' }, { 'x-amzn-errortype': 'ValidationException' });
        return;
      }
      route(req.method ?? 'GET', url, body).then(
        ([status, out]) => sendJson(res, status, out),
        (err: unknown) => {
          if (err instanceof ApiError)
            sendJson(
              res,
              err.status,
              { Message: err.message, message: err.message },
              { 'x-amzn-errortype': err.type },
            );
          else {
            log(`scheduler error: ${(err as Error).stack ?? String(err)}`);
            sendJson(
              res,
              500,
              { Message: 'Internal error' },
              { 'x-amzn-errortype': 'InternalServerException' },
            );
          }
        },
      );
    });
  });

  const port = await listenPreferred(server, opts.preferredPort);

  const poll = setInterval(() => void fireDue().catch(() => 0), opts.pollMs ?? 1000);
  poll.unref();

  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    fireDue,
    start() {
      paused = false;
      return fireDue();
    },
    schedules: () => [...store.values()].map((s) => ({ ...s })),
    invocations: () => [...invocations],
    deadLetters: () => deadLetters.map((d) => ({ ...d })),
    redrive: async () => {
      while (firing) await firing.catch(() => 0);
      return redrive();
    },
    async stop() {
      clearInterval(poll);
      while (firing) await firing.catch(() => 0);
      save();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
