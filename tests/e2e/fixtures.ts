import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page, request } from '@playwright/test';
import { confirmEmail } from './mail.ts';

export interface Account {
  name: string;
  email: string;
  password: string;
  /** Sent with API sign-ups; the form ticks its box instead. */
  consent: true;
}

const octet = () => Math.floor(Math.random() * 250) + 1;

export const newAccount = (overrides: Partial<Account> = {}): Account => ({
  name: 'Noura Al-Sayed',
  email: `e2e-${randomUUID()}@example.test`,
  password: 'a calm river 2025',
  consent: true,
  ...overrides,
});

/** Creates an account through the API without signing this browser in. */
export async function createAccount(baseURL: string, account: Account = newAccount()): Promise<Account> {
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': `198.19.${octet()}.${octet()}` },
  });
  const response = await api.post('/api/auth/sign-up/email', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  await skipCheckIn(api, baseURL);
  // Fixture accounts confirm their address through the mailed link, so the banner asking for it stays
  // out of specs about other features (recovery.spec.ts covers it).
  await confirmEmail(api, baseURL, account.email);
  await api.dispose();
  return account;
}

/**
 * Skips the private safety check (decision 030) for accounts made by the fixtures, so specs about other
 * features reach their assessment without it; safety.spec.ts signs up on its own to meet it.
 */
async function skipCheckIn(api: APIRequestContext, baseURL: string) {
  const response = await api.put('/api/safety-check', { data: { skipped: true }, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

export const test = base.extend<{ account: Account; signedIn: Account; existing: Account }>({
  // Each test is its own visitor (own address through the trusted local proxy), so rate limits never
  // couple one test to another.
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${octet()}.${octet()}` });
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern here
  account: async ({}, use) => {
    await use(newAccount());
  },
  /** An account created and signed in through the API (not the form), cookie placed in the browser. */
  signedIn: async ({ page, account, baseURL }, use) => {
    const response = await page.request.post('/api/auth/sign-up/email', {
      data: account,
      headers: { origin: baseURL ?? '' },
    });
    expect(response.status(), await response.text()).toBe(200);
    await skipCheckIn(page.request, baseURL ?? '');
    await confirmEmail(page.request, baseURL ?? '', account.email);
    await use(account);
  },
  /** An account that exists but is not signed in in this browser. */
  existing: async ({ baseURL }, use) => {
    await use(await createAccount(baseURL ?? ''));
  },
});

export { expect };

/** The first part of every message key: the main catalogue's groups and the page catalogues' (i18n/pages). */
const KEY_GROUPS = (() => {
  const dir = new URL('../../src/web/i18n/', import.meta.url);
  const files = ['en.json', ...readdirSync(new URL('pages/', dir)).map((file) => `pages/${file}`)];
  return [...new Set(files.flatMap((file) => Object.keys(JSON.parse(readFileSync(new URL(file, dir), 'utf8')))))];
})();

/**
 * No raw message key on the page, in its text or in the names and hints of its controls: a key shows
 * when a page's words are not loaded with it (its route in router.tsx names its page catalogues).
 */
export async function expectNoRawKeys(page: Page) {
  const texts = await page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ]);
  const key = new RegExp(`(?<![\\w@/.-])(?:${KEY_GROUPS.join('|')})\\.[a-zA-Z][\\w.]*`, 'g');
  expect(texts.flatMap((text) => text.match(key) ?? [])).toEqual([]);
}

/**
 * axe on the current page, in whatever language it is in: nothing serious or critical, or, with
 * `strict`, no violation of any impact (the public pages' bar). Also checks that no raw key shows.
 */
export async function expectAccessible(page: Page, options: { strict?: boolean } = {}) {
  await expectNoRawKeys(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => options.strict || v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export async function chooseArabic(page: Page) {
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Arabic on screen for someone whose saved language may already be Arabic: the page may show English
 * until the profile arrives and then switch by itself, so this retries until the page is right to
 * left, pressing the toggle only while it is there.
 */
export async function readInArabic(page: Page) {
  await expect(async () => {
    if ((await page.locator('html').getAttribute('dir')) !== 'rtl') {
      await page.getByRole('button', { name: 'العربية' }).click({ timeout: 2_000 });
    }
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 2_000 });
  }).toPass();
}

/**
 * Answers every statement of both phases with the keyboard (phase 1 all `phase1`, phase 2 all
 * `phase2`), then presses the completion button, as a fast person would.
 */
export async function answerEverything(
  page: Page,
  questions: number,
  phase1: number,
  phase2: number,
  complete: string,
) {
  // The answer scale: a teenager's page also has a help card, whose <details> is a group too.
  const scale = page.getByRole('group').filter({ has: page.getByRole('radio') });
  await expect(page.getByRole('radiogroup').or(scale)).toBeVisible();
  for (let i = 0; i < questions * 2; i++) {
    await page.keyboard.press(String(i < questions ? phase1 : phase2));
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    if (i < questions * 2 - 1) await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: complete }).click();
}

/** The sizes every screen is looked at in: a phone and a laptop. */
export const LOOK_SIZES = [
  [390, 844],
  [1280, 800],
] as const;

/**
 * Full-page screenshots at both sizes, to be looked at (never compared, never committed); `path` names
 * each by its width. The page is left at the laptop size.
 */
export async function screenshotsAt(page: Page, path: (width: number) => string) {
  for (const [width, height] of LOOK_SIZES) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path(width), fullPage: true });
  }
}
