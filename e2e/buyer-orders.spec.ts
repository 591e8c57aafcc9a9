import { expect, signInAs, test } from './fixtures.ts';
import { apiCall, demoToken } from './support/api.ts';

/**
 * Issue 38: the buyer's pages read an order's one status line (the API's `status_line`, in the UI
 * kit's words), as the artist's, the venue's and the admin's pages do: the demo buyer's seeded
 * paid-out purchase reads "Collected and paid out", not a status of its own, and its purchase
 * awaiting pickup shows the pickup code (the seed once left it out). (A refunded order's
 * line on the guest's page: e2e/mail-links.spec.ts.)
 */

const LINES = {
  en: {
    awaiting_pickup: 'Paid, awaiting pickup',
    paid_out: 'Collected and paid out',
  },
  sv: {
    paid_out: 'Hämtad och utbetald',
  },
} as const;

test('the buyer’s purchases and a purchase’s page read the order’s status line', async ({
  page,
  consoleErrors,
}) => {
  const token = await demoToken(page.request, 'buyer');
  const { purchases: data } = await apiCall<{
    purchases: { id: string; status_line: string; artwork: { title: string } }[];
  }>(page.request, token, 'GET', '/buyer/purchases');
  const paidOut = data.find((o) => o.status_line === 'paid_out');
  const awaiting = data.find((o) => o.status_line === 'awaiting_pickup');
  expect(paidOut, 'the seeded paid-out purchase').toBeTruthy();
  expect(awaiting, 'the seeded purchase awaiting pickup').toBeTruthy();

  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await signInAs(page, 'buyer');
  await page.goto('/buyer/purchases');
  const items = page.locator('.mp-purchases__item');
  await expect(items).toHaveCount(data.length);
  // Every row carries its order's line.
  for (const order of data) {
    const row = items.filter({ has: page.locator(`a[href="/buyer/purchases/${order.id}"]`) });
    await expect(row.locator('[data-status-line]')).toHaveAttribute('data-status-line', order.status_line);
  }
  const row = (id: string) => items.filter({ has: page.locator(`a[href="/buyer/purchases/${id}"]`) });
  await expect(row(paidOut!.id).locator('[data-status-line]')).toHaveText(LINES.en.paid_out);
  await expect(row(awaiting!.id).locator('[data-status-line]')).toHaveText(LINES.en.awaiting_pickup);
  // In the kit's tones (a production build once compiled the tone table into messages: all grey).
  await expect(row(paidOut!.id).locator('[data-status-line]')).toHaveClass(/\bkv-badge--success\b/);
  await expect(row(awaiting!.id).locator('[data-status-line]')).toHaveClass(/\bkv-badge--warning\b/);

  // The purchase's own page says the same, in either language.
  await row(paidOut!.id).getByRole('link', { name: paidOut!.artwork.title }).click();
  await expect(page).toHaveURL(new RegExp(`/buyer/purchases/${paidOut!.id}$`));
  const badge = page.locator('.mp-order__header [data-status-line]');
  await expect(badge).toHaveText(LINES.en.paid_out);
  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(badge).toHaveText(LINES.sv.paid_out);

  // The seeded purchase awaiting pickup shows its pickup code, as the page promises.
  await page.goto(`/buyer/purchases/${awaiting!.id}`);
  // (Each page load starts in English: the init script above.)
  await expect(badge).toHaveText(LINES.en.awaiting_pickup);
  await expect(page.getByRole('img', { name: 'Pickup code as a QR code' })).toBeVisible();
  await expect(page.locator('.mp-order__short-code')).toHaveText(/^[A-Z0-9]{8}$/);
  expect(consoleErrors).toEqual([]);
});
