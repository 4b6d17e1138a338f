import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

// The installable app (decision 064): its worker is what these tests are about.
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  icons: { src: string; purpose: string }[];
}

/** What Chromium itself says about installing the page it shows, through the DevTools protocol. */
async function installability(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { data } = await cdp.send('Page.getAppManifest');
  await cdp.detach();
  return { errors: installabilityErrors, manifest: JSON.parse(data ?? 'null') as Manifest | null };
}

test('Chromium can install the app, named and laid out in the reader’s language', async ({ playwright, baseURL }) => {
  // An incognito context is never installable ("in-incognito"): a profile on disk, as a person's browser.
  const profile = mkdtempSync(path.join(tmpdir(), 'wifaq-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    locale: 'en-GB',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await installability(context, page)).errors).toEqual([]);
    const english = (await installability(context, page)).manifest;
    expect(english).toMatchObject({ name: 'Wifaq', short_name: 'Wifaq', lang: 'en', dir: 'ltr' });
    expect(english?.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable', 'maskable']);

    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect.poll(async () => (await installability(context, page)).errors).toEqual([]);
    const arabic = (await installability(context, page)).manifest;
    expect(arabic).toMatchObject({ name: 'وِفاق', short_name: 'وِفاق', lang: 'ar', dir: 'rtl' });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** Answers the current question with the keyboard (digit, then Enter). */
async function answerWithKeys(page: Page, value: number) {
  await page.keyboard.press(String(value));
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Enter');
}

async function serverAnswers(page: Page) {
  const list = (await (await page.request.get('/api/assessments')).json()) as {
    assessment_type: string;
    status: string;
    responses: { responses: Record<string, number> };
  }[];
  return list.find((a) => a.assessment_type === 'values' && a.status === 'in_progress')?.responses.responses ?? {};
}

/** Every address in this origin's Cache Storage, with the cache it is in. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) found.push(new URL(request.url).pathname);
    }
    return found;
  });

/** The build's own files, the same for everyone: what the worker may keep (decision 064). */
const BUILD_FILE =
  /^\/(assets\/[\w.-]+\.(js|css|woff2)|offline\/(en|ar)\.html|offline\.js|favicon\.svg|icons\/[\w-]+\.png)$/;

test('the questionnaire goes on offline, a page load shows the offline page in either language, and the answers reach the server once back', async ({
  page,
  context,
  signedIn: _,
}) => {
  test.setTimeout(90_000);
  await page.goto('/assessment/values');
  await expect(page.getByRole('radiogroup').or(page.getByRole('group'))).toBeVisible();
  // The worker has precached the build and controls the page (it claims the pages open when it starts).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await answerWithKeys(page, 4);
  await expect(page.getByText('All answers saved')).toBeVisible();

  await context.setOffline(true);
  await answerWithKeys(page, 2);
  await answerWithKeys(page, 5);
  await expect(page.getByText('Offline: your answers are kept on this device')).toBeVisible();
  await expect(page.getByText('Question 4 of 40')).toBeVisible();

  // A reload finds no network: the offline page, in the language the app showed.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/assessment\/values$/);
  await expectAccessible(page, { strict: true });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.keyboard.press('Enter'); // still offline: the same page again
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();

  // Another page load, after the app was switched to Arabic on this device: the Arabic offline page.
  await context.addCookies([{ name: 'wifaq_lang', value: 'ar', domain: 'localhost', path: '/' }]);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'لا يوجد اتصال بالإنترنت' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page, { strict: true });
  await expect(page.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();

  // Nothing but the build is in Cache Storage: no API answer, no page of anyone's.
  const cached = await cachedAddresses(page);
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((address) => !BUILD_FILE.test(address))).toEqual([]);

  // Back online, the offline page loads the address by itself, and the answers kept here are sent.
  await context.addCookies([{ name: 'wifaq_lang', value: 'en', domain: 'localhost', path: '/' }]);
  await page.goto('/assessment/values').catch(() => {}); // offline: the worker's page again
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect
    .poll(() => serverAnswers(page))
    .toEqual({
      q_1_1_phase1: 4,
      q_1_2_phase1: 2,
      q_1_3_phase1: 5,
    });
  await expect(page.getByRole('heading', { level: 1, name: 'Continue where you left off' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue where you left off' }).click();
  await expect(page.getByText('Question 4 of 40')).toBeVisible();

  // After signing out, Cache Storage still holds the build alone.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const afterSignOut = await cachedAddresses(page);
  expect(afterSignOut.filter((address) => !BUILD_FILE.test(address))).toEqual([]);
});
