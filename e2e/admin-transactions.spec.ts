import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test, uniqueEmail } from './fixtures.ts';

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
  const co = await page.request.post(`/api/v1/checkout/${work.id}`, {
    data: { email, name: 'Tova Transaktion' },
  });
  expect(co.status(), await co.text()).toBe(201);
  const body = (await co.json()) as {
    order: { id: string; access_key: string };
    payment: { client_secret: string; publishable_key: string };
  };
  const pi = body.payment.client_secret.split('_secret_')[0];
  const paid = await page.request.post(`/_local/stripe/v1/payment_intents/${pi}/confirm`, {
    headers: { authorization: `Bearer ${body.payment.publishable_key}` },
    form: { client_secret: body.payment.client_secret, payment_method: 'pm_card_visa' },
  });
  expect(paid.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const r = await page.request.get(
          `/api/v1/orders/${body.order.id}?key=${encodeURIComponent(body.order.access_key)}`,
        );
        return ((await r.json()) as { status?: string }).status;
      },
      { timeout: 15_000 },
    )
    .toBe('paid');
  return body.order.id;
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
  await expect(rows.first()).toContainText('Paid');
  expect(await seriousViolations(page)).toEqual([]);

  // Keyboard: the sort buttons and the row's link are reachable and work.
  await page.getByRole('button', { name: /Amount/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=amount/);
  await rows.first().getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/transactions/${orderId}$`));

  await expect(page.getByTestId('transaction-status')).toContainText('Paid');
  const timeline = page.getByTestId('timeline');
  await expect(timeline).toContainText('Checkout: work reserved');
  await expect(timeline).toContainText('Mail: receipt');
  await expect(page.getByRole('button', { name: 'Retry payout' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill('The buyer changed her mind before pickup');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('p.adm-notice')).toContainText(/Refunded .+ to the buyer/);
  await expect(page.getByTestId('transaction-status')).toContainText('Refunded');
  await expect(timeline).toContainText('Refunded to the buyer');
  await expect(timeline).toContainText('The buyer changed her mind before pickup');
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  await page.goto('/admin/audit');
  const entry = page.getByTestId('audit-entry').filter({ hasText: orderId }).first();
  await expect(entry).toContainText('Refunded an order');
  await expect(entry).toContainText('The buyer changed her mind before pickup');
  expect(consoleErrors).toEqual([]);
});
