import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { cognitoClient, dynamoClient, s3Client } from './bootstrap.ts';
import { startLocalStack, type LocalStack } from './stack.ts';

/** Every process below `pid` (the engines' guard shells: java, node, sh, cat). */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=']).toString().trim().split('\n');
  const children = new Map<number, number[]>();
  for (const row of rows) {
    const [p, pp] = row.trim().split(/\s+/).map(Number) as [number, number];
    children.set(pp, [...(children.get(pp) ?? []), p]);
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

/** Alive = exists and is not a zombie (a zombie has exited; only its table entry is left). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

// Starting Java and cognito-local takes seconds, more on a busy machine.
describe('the local stack', { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kv-stack-'));
  let stack: LocalStack | undefined;

  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts every engine, creates the table, the bucket and the Cognito pool, and stops without leaving processes behind', async () => {
    stack = await startLocalStack({ port: 0, dataDir, seed: 'none', serveFrontends: false, quiet: true });
    const { env } = stack;

    const ddb = dynamoClient(env.AWS_ENDPOINT_URL_DYNAMODB!);
    const table = await ddb.send(new DescribeTableCommand({ TableName: env.TABLE_NAME }));
    ddb.destroy();
    expect(table.Table?.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(table.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual([
      'GSI1',
      'GSI2',
      'GSI3',
      'GSI4',
      'GSI5',
    ]);

    const s3 = s3Client(env.AWS_ENDPOINT_URL_S3!);
    await expect(s3.send(new HeadBucketCommand({ Bucket: env.MEDIA_BUCKET }))).resolves.toBeDefined();
    s3.destroy();

    const cognito = cognitoClient(env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!);
    const pool = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: env.COGNITO_USER_POOL_ID }));
    expect(pool.UserPool?.UsernameAttributes).toEqual(['email']);
    const client = await cognito.send(
      new DescribeUserPoolClientCommand({
        UserPoolId: env.COGNITO_USER_POOL_ID,
        ClientId: env.COGNITO_CLIENT_ID,
      }),
    );
    expect(client.UserPoolClient?.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    const groups = await cognito.send(new ListGroupsCommand({ UserPoolId: env.COGNITO_USER_POOL_ID }));
    expect(groups.Groups?.map((g) => g.GroupName).sort()).toEqual(['admin', 'artist', 'buyer', 'venue']);
    cognito.destroy();
    expect(env.COGNITO_ISSUER).toBe(
      `${env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER}/${env.COGNITO_USER_POOL_ID}`,
    );
    const jwks = await fetch(env.COGNITO_JWKS_URL!);
    expect(((await jwks.json()) as { keys: unknown[] }).keys).toHaveLength(1);

    // The gateway answers (no route here is a 404 JSON, which proves the API path is live).
    const res = await fetch(`${stack.baseUrl}/api/v1/no-such-route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });

    const engineProcesses = [
      ...descendants(stack.engines.dynamodbPid),
      ...descendants(stack.engines.cognitoPid),
    ];
    expect(engineProcesses.map(commandOf)).toEqual(expect.arrayContaining(['java', 'node']));

    await stack.stop();
    stack = undefined;
    const survivors = [stack, ...engineProcesses].filter(
      (p): p is number => typeof p === 'number' && alive(p),
    );
    expect(survivors.map((p) => `${p} ${commandOf(p)}`)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'dynamodb', 'shared-local-instance.db'))).toBe(true);
  });

  it('reuses the saved pool and keeps the data on a second start', async () => {
    const saved = JSON.parse(readFileSync(path.join(dataDir, 'local-config.json'), 'utf8')) as {
      cognito: { userPoolId: string; clientId: string };
    };
    stack = await startLocalStack({ port: 0, dataDir, seed: 'none', serveFrontends: false, quiet: true });
    expect(stack.env.COGNITO_USER_POOL_ID).toBe(saved.cognito.userPoolId);
    expect(stack.env.COGNITO_CLIENT_ID).toBe(saved.cognito.clientId);
    const ddb = dynamoClient(stack.env.AWS_ENDPOINT_URL_DYNAMODB!);
    expect(
      (await ddb.send(new DescribeTableCommand({ TableName: stack.env.TABLE_NAME }))).Table?.TableStatus,
    ).toBe('ACTIVE');
    ddb.destroy();
  });

  it('brings a killed DynamoDB Local back with its data, answering 503 meanwhile, and keeps its clock across a restart', async () => {
    // The stack of the test before is still running on this data folder.
    const running = stack!;
    const health = async () => (await fetch(`${running.baseUrl}/api/v1/health`)).status;
    expect(await health()).toBe(200);
    await fetch(`${running.baseUrl}/_local/clock/advance`, { method: 'POST', body: '{"ms": 3600000}' });

    const killed = running.engines.dynamodbPid;
    process.kill(-killed, 'SIGKILL'); // the engine's whole process group, as the OOM killer would
    const seen = new Set<number>();
    const end = Date.now() + 90_000;
    while (Date.now() < end) {
      const status = await health();
      seen.add(status);
      if (status === 200 && running.engines.dynamodbPid !== killed) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(running.engines.dynamodbPid).not.toBe(killed);
    expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]); // never a 500
    expect(await health()).toBe(200);
    const ddb = dynamoClient(running.env.AWS_ENDPOINT_URL_DYNAMODB!);
    expect(
      (await ddb.send(new DescribeTableCommand({ TableName: running.env.TABLE_NAME }))).Table?.TableStatus,
    ).toBe('ACTIVE');
    ddb.destroy();

    await running.stop();
    stack = await startLocalStack({ port: 0, dataDir, seed: 'none', serveFrontends: false, quiet: true });
    const clock = (await (await fetch(`${stack.baseUrl}/_local/clock`)).json()) as { offsetMs: number };
    expect(clock.offsetMs).toBe(3_600_000);
    await fetch(`${stack.baseUrl}/_local/clock/advance`, { method: 'POST', body: '{"ms": -3600000}' });
  });
});
