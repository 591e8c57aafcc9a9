import type { Browser, Page } from '@playwright/test';
import { expect, signInAs, test, uniqueEmail } from './fixtures.ts';
import { apiCall, demoToken } from './support/api.ts';
import { guestPaysByApi, mailTo } from './support/buying.ts';
import { onDisplayWork } from './support/works.ts';

/**
 * Issue 38: every link in a mail to a buyer opens its page for its reader in a fresh browser with
 * no session. A guest buys (the checkout and the stand-in's payment through the API); the receipt's
 * link, read from the dev outbox, opens the order with its pickup code in a new browser context;
 * after our team refunds it, the refund mail's link opens the order as refunded (with the status line
 * the admin reads, and no claim that it was not collected in time). A signed-in buyer
 * opening the same link sees the order too, and a receipt link of the old form
 * (/buyer/purchases/{id}?key=, in mails already sent) still opens it for a guest.
 */

/** The path and query of the first link to this site's `/orders/` in a mail's text. */
function orderLink(text: string): string {
  const match = text.match(/https?:\/\/[^\s/]+(\/orders\/[^\s?]+\?key=[^\s]+)/);
  expect(match, `an /orders/ link in:\n${text}`).not.toBeNull();
  return match![1]!;
}

/** A guest buys a new work on display and pays with the stand-in's test card. */
async function guestPurchase(page: Page, email: string) {
  const work = await onDisplayWork(page.request, `Mejllänken ${Date.now()}`, 1450);
  const order = await guestPaysByApi(page.request, work.artworkId, { email, name: 'Mira Mejl' });
  return { ...order, title: work.title };
}

/** Opens `path` in a new browser context: no storage, no session, as from a mail app. */
async function openFresh(browser: Browser, path: string) {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

test('the links in a guest buyer’s mails open the order in a browser with no session', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('mail-links');
  const { orderId, key, title } = await guestPurchase(page, email);

  // The receipt: its link opens the order with the pickup code, not the login page.
  const receipt = await mailTo(page, email, 'Receipt and pickup code');
  const receiptLink = orderLink(receipt.text);
  expect(receiptLink).toContain(`/orders/${orderId}?key=`);
  const guest = await openFresh(browser, receiptLink);
  await expect(guest.page.getByRole('heading', { level: 1, name: `Paid. “${title}” is yours` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(guest.page.getByRole('img', { name: 'Pickup code as a QR code' })).toBeVisible();
  await expect(guest.page.locator('.mp-order__short-code')).toHaveText(/^[A-Z0-9]{6,12}$/);
  expect(new URL(guest.page.url()).pathname).toBe(`/orders/${orderId}`);
  await guest.context.close();

  // A link of the old form, in receipts sent before, opens the same page for a guest.
  const old = await openFresh(browser, `/buyer/purchases/${orderId}?key=${encodeURIComponent(key)}`);
  await expect(old.page).toHaveURL(new RegExp(`/orders/${orderId}\\?key=`));
  await expect(old.page.getByRole('heading', { level: 1, name: `Paid. “${title}” is yours` })).toBeVisible({
    timeout: 20_000,
  });
  await old.context.close();

  // A signed-in buyer (here the demo buyer, in a context of its own) sees the order through the link too.
  const signedIn = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signInAs(signedIn, 'buyer');
  await signedIn.goto(receiptLink);
  await expect(signedIn.getByRole('heading', { level: 1, name: `Paid. “${title}” is yours` })).toBeVisible({
    timeout: 20_000,
  });
  await signedIn.context().close();

  // Our team refunds it: the refund mail's link opens the order, refunded, in a fresh browser.
  const admin = await demoToken(page.request, 'admin');
  await apiCall(page.request, admin, 'POST', `/admin/transactions/${orderId}/refund`, {
    reason: 'The buyer asked us to cancel',
  });
  const refund = await mailTo(page, email, 'We have refunded the whole amount');
  const refundLink = orderLink(refund.text);
  expect(refundLink).toBe(receiptLink);
  const later = await openFresh(browser, refundLink);
  await expect(later.page.getByRole('heading', { level: 1, name: `“${title}” was refunded` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(later.page).not.toHaveURL(/\/login/);
  // It reads the order's status line, as the admin's page does, and says who refunded it.
  await expect(later.page.locator('.mp-order__header [data-status-line]')).toHaveText(
    'Refunded by Konstvägg',
  );
  await expect(later.page.getByText(/^We refunded the full price to you on /)).toBeVisible();
  await later.context.close();
});
