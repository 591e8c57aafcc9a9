import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test, uniqueEmail } from './fixtures.ts';
import { guestPaysByApi } from './support/buying.ts';

/**
 * The admin console's transactions (issue 13): a guest buys a work (checkout and the stand-in's
 * payment, as the buying journey does it); an admin finds the order by the buyer's email, opens it,
 * reads the split and the timeline, refunds it with a reason from a dialog; the timeline then shows
 * the refund and the audit log the action. The shared clock is never moved.
 */

interface ListedArtwork {
  id: string;
  title: string;
  artist_id: string;
}

/** An exhibited work near the end of the list (buying.spec.ts takes its works from the start). */
async function workToBuy(page: Page): Promise<ListedArtwork> {
  const res = await page.request.get('/api/v1/artworks?status=exhibited&limit=48&sort=created_asc');
  expect(res.status()).toBe(200);
  const { artworks } = (await res.json()) as { artworks: ListedArtwork[] };
  const work = artworks[artworks.length - 2];
  expect(work, 'an exhibited work').toBeTruthy();
  return work!;
}

/** A guest checks out and pays with the stand-in's test card; answers once the order is paid. */
async function paidOrder(page: Page, email: string): Promise<string> {
  const work = await workToBuy(page);
  const order = await guestPaysByApi(page.request, work.id, { email, name: 'Tova Transaktion' });
  await expect
    .poll(
      async () => {
        const r = await page.request.get(
          `/api/v1/orders/${order.orderId}?key=${encodeURIComponent(order.key)}`,
        );
        return ((await r.json()) as { status?: string }).status;
      },
      { timeout: 15_000 },
    )
    .toBe('paid');
  return order.orderId;
}

test('an admin finds an order by the buyer email, refunds it with a reason, and the audit log shows it', async ({
  page,
  consoleErrors,
}) => {
  // A purchase, two axe runs and a refund: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = uniqueEmail('tx');
  const orderId = await paidOrder(page, email);

  await signInAs(page, 'admin');
  await page.goto('/admin/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(1);
  // The status line the buyer, artist and venue read (issue 38), not the bare status.
  await expect(rows.first()).toContainText('Paid, awaiting pickup');
  await expect(rows.first().locator('[data-status-line]')).toHaveClass(/kv-badge--warning/);
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: the sort buttons and the row's link are reachable and work.
  await page.getByRole('button', { name: /Amount/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=amount/);
  await rows.first().getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/transactions/${orderId}$`));

  await expect(page.getByTestId('transaction-status')).toContainText('Paid, awaiting pickup');
  // The stored status stays as a technical detail among the facts.
  await expect(page.getByTestId('transaction-system-status')).toContainText('paid');
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toContainText('Checkout: work reserved');
  await expect(timeline).toContainText('Mail: receipt');
  // Stripe's webhook in words, its event type beside the payment's id for Stripe's dashboard.
  const succeeded = timeline.getByRole('listitem').filter({ hasText: 'Stripe: payment succeeded' });
  await expect(succeeded).toContainText(/payment_intent\.succeeded · pi_\w+/);
  // The pickup deadline's schedule says where it stands in words, not the scheduler's state.
  const refundSchedule = timeline.getByRole('listitem').filter({ hasText: 'Refund if not collected' });
  await expect(refundSchedule).toContainText('waits for the deadline');
  await expect(refundSchedule).not.toContainText('pending');
  await expect(page.getByRole('button', { name: 'Retry payout' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill('The buyer changed her mind before pickup');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('p.adm-notice')).toContainText(/Refunded .+ to the buyer/);
  await expect(page.getByTestId('transaction-status')).toContainText('Refunded by Konstvägg');
  await expect(timeline).toContainText('Refunded to the buyer');
  await expect(timeline).toContainText('The buyer changed her mind before pickup');
  await expect(refundSchedule).toContainText('not needed any more');
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  // The order's audit names the admin and the work, with the email and the id on hover (issue 38).
  const own = page.getByTestId('audit-entry').first();
  await expect(own.getByTestId('audit-actor')).toHaveText(/^Klara Engström/);
  await expect(own.getByTestId('audit-actor')).toHaveAttribute('title', 'admin@konstvagg.local');
  await expect(own.getByTestId('audit-target')).toHaveAttribute('title', orderId);
  await expect(own.getByText(orderId, { exact: true })).toHaveCount(0);
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Refunded an order' }).first()).toContainText(
    'Klara Engström',
  );

  await page.goto('/admin/audit');
  const entry = page.getByTestId('audit-entry').filter({ hasText: orderId }).first();
  await expect(entry).toContainText('Refunded an order');
  await expect(entry).toContainText('The buyer changed her mind before pickup');
  expect(consoleErrors).toEqual([]);
});

test('a payment the buyer’s bank disputes: paid with the dispute test card, the admin sees it open, cannot refund it, and sees it won', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // A guest pays in the browser with Stripe's dispute test card (the local form's third card).
  const listed = await page.request.get('/api/v1/artworks?status=exhibited&limit=48&sort=created_asc');
  const { artworks } = (await listed.json()) as { artworks: ListedArtwork[] };
  const work = artworks[artworks.length - 3]!;
  const buyer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await buyer.goto(`/checkout/${work.id}`);
  await buyer.getByLabel('Email', { exact: true }).fill(uniqueEmail('dispute'));
  await buyer.getByLabel('Name', { exact: true }).fill('Dina Dispyt');
  await buyer.getByRole('button', { name: /^Continue to payment/ }).click();
  await expect(buyer.getByText('4000 0000 0000 0259 pays and is then disputed')).toBeVisible();
  await buyer.getByLabel('Test card number').fill('4000 0000 0000 0259');
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer).toHaveURL(/\/orders\/[^/?]+\?key=/);
  const orderId = new URL(buyer.url()).pathname.split('/').pop()!;

  await signInAs(page, 'admin');
  await page.goto(`/admin/transactions/${orderId}`);
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toContainText('Dispute opened', { timeout: 15_000 });
  await expect(page.getByText('Disputed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('dispute-note')).toContainText('cannot be refunded here');
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(timeline).toContainText('Mail: dispute opened (admins)');
  expect(await seriousViolations(page)).toEqual([]);
  // The buyer's own page no longer promises an automatic refund: their bank settles it.
  await buyer.reload();
  await expect(buyer.getByText('Payment disputed')).toBeVisible();
  await expect(buyer.getByTestId('refund-promise')).toHaveText(
    'You have disputed this payment with your bank, so it is not refunded automatically here: your bank’s decision settles it.',
  );

  // Stripe decides it in our favour (evidence "winning_evidence", as in Stripe's test mode).
  const state = (await (await page.request.get('/_local/stripe/_standin/state')).json()) as {
    disputes: Record<string, { id: string; metadata: unknown; payment_intent: string }>;
    payment_intents: Record<string, { id: string; metadata: { order_id?: string } }>;
  };
  const pi = Object.values(state.payment_intents).find((p) => p.metadata.order_id === orderId)!;
  const dispute = Object.values(state.disputes).find((d) => d.payment_intent === pi.id)!;
  const won = await page.request.post(`/_local/stripe/v1/disputes/${dispute.id}`, {
    headers: { authorization: 'Bearer sk_test_konstvagg_local_standin' },
    form: { 'evidence[uncategorized_text]': 'winning_evidence' },
  });
  expect(won.status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(timeline).toContainText('Dispute won: the payment stays', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('Dispute won', { exact: true })).toBeVisible();
  await expect(page.getByTestId('dispute-note')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refund' })).toBeVisible();
  // Won: the payment stands, and the pickup deadline refunds it again if the work is not collected.
  await buyer.reload();
  await expect(buyer.getByText('Dispute settled: the payment stands')).toBeVisible();
  await expect(buyer.getByTestId('refund-promise')).toContainText(
    'the money comes back to you automatically',
  );
  await buyer.close();
  expect(consoleErrors).toEqual([]);
});

test('a demo order paid while the stack started has its Stripe payment in the timeline (the webhook waited for the gateway)', async ({
  page,
  consoleErrors,
}) => {
  // The seed pays the demo's paid orders (order-001 is the first) before the gateway listens.
  const state = (await (await page.request.get('/_local/stripe/_standin/state')).json()) as {
    payment_intents: Record<string, { id: string; metadata: { order_id?: string } }>;
    deliveries: { eventId: string; type: string; attempt: number; status: number | 'network-error' }[];
  };
  const pi = Object.values(state.payment_intents).find((p) => p.metadata.order_id === 'order-001');
  expect(pi, 'the seed paid order-001').toBeTruthy();
  // None was sent to a gateway that did not listen yet (nor later: it listens all along).
  expect(state.deliveries.length).toBeGreaterThan(0);
  expect(state.deliveries.filter((d) => d.status === 'network-error')).toEqual([]);

  await signInAs(page, 'admin');
  await page.goto('/admin/transactions/order-001');
  const succeeded = page
    .getByTestId('timeline')
    .getByRole('listitem')
    .filter({ hasText: 'Stripe: payment succeeded' });
  await expect(succeeded).toContainText(`payment_intent.succeeded · ${pi!.id}`);
  expect(consoleErrors).toEqual([]);
});
