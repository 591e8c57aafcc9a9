import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, signInAs, test, uniqueEmail } from './fixtures.ts';
import { guestPaysByApi, useLanguage } from './support/buying.ts';
import { onDisplayWork, tokenOf } from './support/works.ts';

/**
 * Issue 39 §3, end to end: a refund at the pickup deadline that Stripe refuses every time lands in
 * the dead letters (the scheduler stand-in's list, the task-failures queue on AWS) once the
 * scheduler's two retries are spent, and the admin starting the day sees it first on the dashboard,
 * in Swedish, with the order linked; replayed (`npm run redrive`, here the stand-in's redrive) once
 * Stripe pays again, the order ends refunded.
 *
 * Moves the stack's clock (7 days and a few minutes), so it is a *.clock.spec.ts: it runs after
 * every other spec, alone, and moves time only forward (README, the e2e paragraph).
 */
test.describe.configure({ mode: 'serial' });

const MIN = 60_000;

async function serverNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/_local/clock');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { nowMs: number }).nowMs;
}

/** Moves the stack's clock forward; answers once the schedules that fell due have run. */
async function advanceClock(request: APIRequestContext, ms: number) {
  expect(ms).toBeGreaterThan(0);
  const res = await request.post('/_local/clock/advance', { data: { ms } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Stripe (the stand-in) refuses the next `times` refunds (balance_insufficient); 0 ends it. */
async function refuseRefunds(request: APIRequestContext, times: number) {
  const res = await request.post('/_local/stripe/_standin/refuse-refunds', { data: { times } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The scheduler stand-in of the stack this test talks to. The gateway does not expose it, but the
 * stack writes its engines' ports to `<dataDir>/local-config.json` (the e2e server's throwaway
 * folder in the temp dir, or `.data` for a reused `npm start`), with Cognito's port and pool id,
 * which the issuer of any token the stack hands out names: that picks this stack's file among
 * others running on the machine.
 */
async function schedulerOf(request: APIRequestContext): Promise<string> {
  const token = await tokenOf(request, 'admin');
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    iss?: string;
  };
  const issuer = new URL(claims.iss ?? '');
  const dirs = [
    path.resolve(process.env.KONSTVAGG_DATA_DIR || '.data'),
    ...readdirSync(os.tmpdir())
      .filter((name) => name.startsWith('konstvagg-e2e-'))
      .map((name) => path.join(os.tmpdir(), name)),
  ];
  for (const dir of dirs) {
    const file = path.join(dir, 'local-config.json');
    if (!existsSync(file)) continue;
    let config: { cognito?: { userPoolId?: string }; ports?: { cognito?: number; scheduler?: number } };
    try {
      config = JSON.parse(readFileSync(file, 'utf8')) as typeof config;
    } catch {
      continue;
    }
    if (
      String(config.ports?.cognito) === issuer.port &&
      `/${config.cognito?.userPoolId}` === issuer.pathname &&
      config.ports?.scheduler
    )
      return `http://127.0.0.1:${config.ports.scheduler}`;
  }
  throw new Error(`no local-config.json names the stack whose tokens ${issuer.href} issues`);
}

interface DeadLetter {
  id: string;
  payload: { task?: string; order_id?: string };
  error: string;
  attempts: number;
}

async function deadLetters(request: APIRequestContext, scheduler: string): Promise<DeadLetter[]> {
  const res = await request.get(`${scheduler}/_local/dead-letters`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { deadLetters: DeadLetter[] }).deadLetters;
}

async function readOrder(request: APIRequestContext, id: string, key: string) {
  const res = await request.get(`/api/v1/orders/${id}?key=${encodeURIComponent(key)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { status: string; pickup_deadline: string | null };
}

test('a refund Stripe refuses every time: the admin sees it first on the dashboard, and a redrive refunds it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const request = page.request;
  const scheduler = await schedulerOf(request);
  const work = await onDisplayWork(request, `Vinterskymning ${Date.now()}`, 1650);
  const { orderId, key } = await guestPaysByApi(request, work.artworkId, {
    email: uniqueEmail('needs-attention'),
    name: 'Greta Gäst',
  });
  await expect.poll(async () => (await readOrder(request, orderId, key)).status).toBe('paid');
  const { pickup_deadline: deadline } = await readOrder(request, orderId, key);

  try {
    // Stripe refuses refunds for a while. Every paid order whose deadline the jump passes is
    // refunded in the same minutes and takes three refusals (a try and two retries): plenty of them.
    await refuseRefunds(request, 100);

    // One minute past the deadline the refund runs and fails; the scheduler tries again twice, a
    // minute apart on the stack's clock, then keeps it as a dead letter.
    await advanceClock(request, Date.parse(deadline!) + MIN - (await serverNow(request)));
    const ours = async () =>
      (await deadLetters(request, scheduler)).filter(
        (d) => d.payload.order_id === orderId && d.payload.task === 'refund',
      );
    for (let step = 0; step < 6 && (await ours()).length === 0; step++) {
      await advanceClock(request, MIN + 5_000);
    }
    const [letter] = await ours();
    expect(letter, 'the refund is a dead letter after its retries').toBeTruthy();
    expect(letter!.attempts).toBe(3);
    expect(letter!.error).toMatch(/insufficient|balance/i);
    expect((await readOrder(request, orderId, key)).status).toBe('paid');

    // The admin starts the day, in Swedish: the panel is first, above the figures, with the order.
    await useLanguage(page, 'sv');
    await signInAs(page, 'admin');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const panel = page.getByRole('region', {
      name: /^Behöver åtgärdas: \d+ betalningsuppgift(er)? misslyckades vid varje försök$/,
    });
    await expect(panel).toBeVisible({ timeout: 30_000 });
    const item = panel.getByRole('listitem').filter({ hasText: orderId });
    await expect(item).toContainText('Återbetalning vid hämtningsfristen');
    await expect(item).toContainText('Misslyckades');
    await expect(panel).toContainText('npm run redrive -- task-failures');
    // First on the page: before the figures' cards.
    const above = await panel.evaluate((el) => {
      const figure = document.querySelector('[data-testid="gmv-today"]');
      return Boolean(figure && el.compareDocumentPosition(figure) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(above).toBe(true);

    // The order's link opens its transaction page.
    await item.getByRole('link', { name: `Beställning ${orderId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/transactions/${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  } finally {
    // Stripe pays again, and the replay (what `npm run redrive` does locally) refunds the order.
    await refuseRefunds(request, 0);
    const res = await request.post(`${scheduler}/_local/dead-letters/redrive`);
    expect(res.status(), await res.text()).toBe(200);
  }
  await expect.poll(async () => (await readOrder(request, orderId, key)).status).toBe('refunded');
  expect(
    (await deadLetters(request, scheduler)).filter((d) => d.payload.order_id === orderId),
    'the replayed refund left the dead letters',
  ).toEqual([]);
});
