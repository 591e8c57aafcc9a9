import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dynamoClient, ensureTable } from '../bootstrap.ts';
import { startTableStream, type StreamRecord, type TableStream } from './table-stream.ts';

/**
 * The table stream against the suite's DynamoDB Local, on a table of its own, through a proxy that
 * counts the requests the poller makes: an idle stack must not keep DynamoDB Local (and the Node
 * process signing the requests) busy, and a change must still arrive at once when the API says
 * something was written.
 */
describe('the table stream poller', () => {
  const tableName = `stream-test-${Date.now()}`;
  let endpoint: string;
  let proxy: http.Server;
  let requests = 0;
  let stream: TableStream | undefined;
  const delivered: StreamRecord[] = [];
  const logged: string[] = [];

  beforeAll(async () => {
    const target = new URL(inject('stackEnv').AWS_ENDPOINT_URL_DYNAMODB!);
    await ensureTable(target.origin, tableName);
    proxy = http.createServer((req, res) => {
      requests += 1;
      const forward = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await stream?.stop();
    await new Promise((resolve) => proxy.close(resolve));
  });

  const put = (pk: string) =>
    dynamoClient(endpoint).send(
      new PutItemCommand({ TableName: tableName, Item: { PK: { S: pk }, SK: { S: 'META' } } }),
    );
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('slows down while nothing changes, and a nudge makes it read a change at once', async () => {
    stream = await startTableStream({
      endpoint,
      tableName,
      filter: (record) => record.dynamodb?.Keys?.PK?.S?.startsWith('ART#') ?? false,
      deliver: async (event) => {
        delivered.push(...event.Records);
      },
      pollMs: 50,
      idlePollMs: 60_000,
      log: (line) => logged.push(line),
    });
    // Idle: waits of 50, 100, 200, 400, 800, 1600 ms ... about 7 polls in the first 3 s, where a
    // steady 50 ms would make 60 (each poll is two requests: the shard list and its records).
    const before = requests;
    await sleep(3_000);
    expect(requests - before).toBeLessThanOrEqual(20);

    // The poller now waits 3.2 s or more: a change with a nudge arrives long before that.
    await put('ART#nudged');
    const written = Date.now();
    stream.nudge();
    await expect
      .poll(() => delivered.map((r) => r.dynamodb?.Keys?.PK?.S), { timeout: 1_000, interval: 25 })
      .toContain('ART#nudged');
    expect(Date.now() - written).toBeLessThan(1_000);

    // After a change it polls quickly again: the next change arrives without a nudge.
    await put('ART#following');
    await expect
      .poll(() => delivered.map((r) => r.dynamodb?.Keys?.PK?.S), { timeout: 1_000, interval: 25 })
      .toContain('ART#following');
    // Idle again for 2 s (waits up to 1.6 s by then): a change without a nudge still arrives, and
    // the poller is quick again after it, not at the pace it had reached.
    await sleep(2_000);
    await put('ART#unannounced');
    await expect
      .poll(() => delivered.map((r) => r.dynamodb?.Keys?.PK?.S), { timeout: 5_000, interval: 25 })
      .toContain('ART#unannounced');
    await put('ART#right-after');
    const after = Date.now();
    await expect
      .poll(() => delivered.map((r) => r.dynamodb?.Keys?.PK?.S), { timeout: 1_000, interval: 25 })
      .toContain('ART#right-after');
    expect(Date.now() - after).toBeLessThan(1_000);

    // Records the filter drops are not delivered.
    await put('USER#other');
    await stream.settled();
    expect(delivered.map((r) => r.dynamodb?.Keys?.PK?.S)).toEqual([
      'ART#nudged',
      'ART#following',
      'ART#unannounced',
      'ART#right-after',
    ]);
    // The table was empty when reading started (DynamoDB Local refuses a LATEST iterator of an
    // empty shard): no poll failed for it.
    expect(logged).toEqual([]);
  });
});
