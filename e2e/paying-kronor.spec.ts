import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, uniqueEmail } from './fixtures.ts';
import {
  exhibitedWork,
  expectPickupCode,
  mailTo,
  scanAndStartCheckout,
  useLanguage,
  type Language,
} from './support/buying.ts';

/**
 * Issue 40 in the browser: a Swedish wall is paid in kronor. A guest on a phone scans the QR code,
 * pays with Swish (the local form's "Open Swish" goes to the stand-in's page that plays the Swish
 * app, which comes back to the receipt) and gets the pickup code; a guest on a desktop pays with
 * Klarna (its page, then back). Both in Swedish and in English, with the amount in kronor.
 */

/** "5 200 kr" (sv) or "SEK 5,200" (en): an amount in whole kronor as the page writes it. */
const KRONOR: Record<Language, RegExp> = {
  sv: /\d[\d\s]*\skr\b/,
  en: /SEK\s\d[\d,]*/,
};

/** Our own screens the buyer went through (the stand-in's pages play other apps: Swish, Klarna). */
function screensOf(page: Page): string[] {
  const screens: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (!path.startsWith('/_local/')) screens.push(path);
  });
  return screens;
}

for (const [slot, language] of [
  [10, 'sv'],
  [11, 'en'],
] as const) {
  test(`a guest on a phone pays with Swish from the QR code on the wall and gets the pickup code (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow(); // a real payment through the stand-in's Swish app page and the webhook
    await page.setViewportSize({ width: 390, height: 844 });
    await useLanguage(page, language);
    const work = await exhibitedWork(page, slot);
    const email = uniqueEmail(`swish-${language}`);
    const screens = screensOf(page);

    await scanAndStartCheckout(page, work, email, language);
    // The amount to pay is in kronor, the euro list price beside it.
    await expect(page.getByRole('main')).toContainText(KRONOR[language]);
    await page.getByRole('radio', { name: /^Swish/ }).check();
    await page.screenshot({
      path: test.info().outputPath(`swish-checkout-${language}-390.png`),
      fullPage: true,
    });
    const pay = page.getByRole('button', {
      name: language === 'sv' ? /^Betala .+ kr med Swish$/ : /^Pay SEK .+ with Swish$/,
    });
    await pay.click();
    // On a phone the form switches to the Swish app.
    const open = page.getByRole('link', { name: language === 'sv' ? 'Öppna Swish' : 'Open Swish' });
    await expect(open).toBeVisible();
    expect(await seriousViolations(page), 'axe while Swish waits').toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`swish-open-${language}-390.png`) });
    await open.click();
    // The Swish app (the stand-in's page plays it): the buyer approves.
    await page.getByRole('button', { name: /^Authorize/ }).click();

    const code = await expectPickupCode(page, language);
    await expect(page.getByRole('main')).toContainText(KRONOR[language]);
    await page.screenshot({ path: test.info().outputPath(`swish-paid-${language}-390.png`), fullPage: true });
    // The wall's page, the checkout, the receipt: three of our screens, Swish's app between.
    expect(new Set(screens).size).toBeLessThanOrEqual(3);
    await mailTo(page, email, code);
    expect(consoleErrors).toEqual([]);
  });
}

for (const [slot, language] of [
  [12, 'en'],
  [13, 'sv'],
] as const) {
  test(`a guest on a desktop pays with Klarna and comes back to the pickup code (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLanguage(page, language);
    const work = await exhibitedWork(page, slot);
    const email = uniqueEmail(`klarna-${language}`);

    await scanAndStartCheckout(page, work, email, language);
    await expect(page.getByRole('main')).toContainText(KRONOR[language]);
    // Every method of the Payment Element in kronor is offered, Swish among them.
    for (const name of [/^Swish/, /^Klarna/, /^PayPal/])
      await expect(page.getByRole('radio', { name })).toBeVisible();
    await page.getByRole('radio', { name: /^Klarna/ }).check();
    await page
      .getByRole('button', { name: language === 'sv' ? /^Fortsätt till Klarna/ : /^Continue to Klarna/ })
      .click();
    // Klarna's page (the stand-in plays it, as Stripe's test mode does): the buyer accepts.
    await page.getByRole('button', { name: /^Authorize/ }).click();

    const code = await expectPickupCode(page, language);
    await expect(page.getByRole('main')).toContainText(KRONOR[language]);
    expect(await seriousViolations(page), 'axe on the receipt').toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`klarna-paid-${language}-1280.png`),
      fullPage: true,
    });
    await mailTo(page, email, code);
    expect(consoleErrors).toEqual([]);
  });
}
