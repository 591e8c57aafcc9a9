import type { Page } from '@playwright/test';
import { expect, seriousViolations, signInAs, test, uniqueEmail } from './fixtures.ts';

/**
 * The admin console (issue 13): an admin finds a freshly signed-up artist by part of her name,
 * suspends her from the keyboard alone with a reason, her open session is sent to /login and her
 * next login says why; the admin reactivates her and the audit log lists both; a contact message
 * is marked handled; axe on every console page.
 */
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Sus-Pended-2026';

async function noSerious(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('an admin suspends and reactivates a new artist; her session ends and the audit log shows both', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const marker = `Zelda${Date.now().toString(36)}`;
  const name = `${marker} Ekholm`;
  const email = uniqueEmail('suspend');
  const reg = await page.request.post('/api/v1/auth/register', {
    data: {
      role: 'artist',
      name,
      email,
      password: PASSWORD,
      terms_accepted: true,
      artist_name: name,
      bio: 'I paint harbours and light in oil, mostly at dawn.',
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);

  // Her own browser, signed in.
  const artistContext = await browser.newContext();
  const artistPage = await artistContext.newPage();
  const login = await artistPage.request.post('/api/v1/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { user: unknown; accessToken: string; refreshToken: string };
  await artistPage.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  await artistPage.goto('/artist/dashboard');
  await expect(artistPage).toHaveURL(/\/artist\/dashboard$/);

  // The admin searches by part of her name; the search lands in the URL.
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await noSerious(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(marker.slice(0, -1));
  await expect(page).toHaveURL(new RegExp(`q=${marker.slice(0, 9)}`));
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const userId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await noSerious(page);

  // Suspend, keyboard only: the dialog traps focus, Escape closes it, a short reason is refused.
  const suspend = page.getByRole('button', { name: 'Suspend account' });
  await suspend.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Suspend ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(suspend).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await noSerious(page);
  await page.keyboard.type('No');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Write at least 5 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').focus();
  await page.keyboard.type(' more: repeated fake listings, see the reports.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Suspend account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${name} is suspended.`);
  await expect(page.getByTestId('user-status')).toHaveText('Suspended');

  // Her open page: the next API call ends the session and sends her to /login, where logging in says why.
  await artistPage.goto('/artist/dashboard');
  await expect(artistPage).toHaveURL(/\/login/);
  await artistPage.getByLabel('Email').fill(email);
  await artistPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await artistPage.locator('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(artistPage.locator('main').getByText(/This account is suspended/)).toBeVisible();
  await artistContext.close();

  // Reactivate with a note.
  await page.getByRole('button', { name: 'Reactivate account' }).click();
  const again = page.getByRole('dialog', { name: `Reactivate ${name}` });
  await again.getByLabel('Note (optional)').fill('Cleared after a talk on the phone.');
  await again.getByRole('button', { name: 'Reactivate account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`${name} is active again.`);
  await expect(page.getByTestId('user-status')).toHaveText('Active');

  // The audit log, newest first: the reactivation, then the suspension with its reason. Other
  // tests' admin actions land in the same log meanwhile, so read this account's entries.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible({ timeout: 30_000 });
  const entries = page.getByTestId('audit-entry').filter({ hasText: userId });
  await expect(entries.nth(0)).toContainText('Reactivated an account');
  await expect(entries.nth(0)).toContainText('Cleared after a talk on the phone.');
  await expect(entries.nth(1)).toContainText('Suspended an account');
  await expect(entries.nth(1)).toContainText('No more: repeated fake listings');
  await page.getByRole('checkbox', { name: 'Only my actions' }).check();
  await expect(page.getByTestId('audit-entry').first()).toContainText('admin@konstvagg.local');
  await noSerious(page);
  expect(consoleErrors).toEqual([]);
});

test('a contact message is marked handled; the dashboard counts unread ones; Swedish too', async ({
  page,
  consoleErrors,
}) => {
  const subject = `Question ${Date.now().toString(36)}`;
  const sent = await page.request.post('/api/v1/contact-messages', {
    data: {
      name: 'Vera Nilsson',
      email: uniqueEmail('contact'),
      subject,
      message: 'Can a café with one long wall take part as a venue?',
      language: 'en',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInAs(page, 'admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByTestId('unread-messages')).toContainText(/unread message/);
  await noSerious(page);
  await page.getByRole('link', { name: 'Open the inbox' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole('tab', { name: 'Contact messages' })).toHaveAttribute('aria-selected', 'true');
  const message = page.getByTestId('contact-message').filter({ hasText: subject });
  await expect(message).toBeVisible();
  await noSerious(page);
  await message.getByRole('button', { name: `Mark “${subject}” handled` }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`“${subject}” is marked handled.`);
  await expect(page.getByTestId('contact-message').filter({ hasText: subject })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('handled');
  await expect(page.getByTestId('contact-message').filter({ hasText: subject })).toBeVisible();

  await page.getByRole('tab', { name: 'Launch subscriptions' }).click();
  await expect(page).toHaveURL(/tab=subscriptions/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await noSerious(page);

  // The same pages in Swedish.
  await page.evaluate(() => localStorage.setItem('language', 'sv'));
  for (const [path, heading] of [
    ['/admin/users', 'Användare'],
    ['/admin/audit', 'Händelselogg'],
    ['/admin/inbox', 'Inkorg'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await noSerious(page);
  }
  expect(consoleErrors).toEqual([]);
});
