import type { Page } from '@playwright/test';
import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };

const words = {
  en: {
    menu: 'Menu',
    pricing: 'Pricing',
    progress: 'Progress',
    upgrade: 'Upgrade',
    timeline: 'Timeline',
    family: 'Family',
    settings: 'Settings',
    security: 'Security',
    privacy: 'Privacy and your data',
    login: 'Log in',
    logout: 'Log out',
    notFound: 'Page not found',
    home: 'Go to the home page',
    dashboard: 'Go to your dashboard',
    title: 'Page not found · Wifaq',
  },
  ar: {
    menu: 'القائمة',
    pricing: 'الأسعار',
    progress: 'التقدّم',
    upgrade: 'ترقية الخطة',
    timeline: 'المسيرة',
    family: 'الأسرة',
    settings: 'الإعدادات',
    security: 'الأمان',
    privacy: 'الخصوصية وبياناتك',
    login: 'تسجيل الدخول',
    logout: 'تسجيل الخروج',
    notFound: 'الصفحة غير موجودة',
    home: 'الانتقال إلى الصفحة الرئيسية',
    dashboard: 'الانتقال إلى لوحة التحكم',
    title: 'الصفحة غير موجودة · وِفاق',
  },
} as const;

const menuButton = (page: Page, language: 'en' | 'ar') =>
  page.getByRole('banner').getByRole('button', { name: words[language].menu });

/** The panel the menu button controls (found through aria-controls, as assistive technology does). */
async function menuPanel(page: Page, language: 'en' | 'ar') {
  const id = await menuButton(page, language).getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe('the phone menu', () => {
  test.use({ viewport: PHONE });

  for (const language of ['en', 'ar'] as const) {
    const w = words[language];

    test(`reaches every signed-in destination, by touch and by keyboard (${language})`, async ({
      page,
      signedIn: _,
    }) => {
      await page.goto('/dashboard');
      if (language === 'ar') await chooseArabic(page);
      const button = menuButton(page, language);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // The wide-screen links are not in the bar on a phone: the menu is the way to them.
      await expect(page.getByRole('banner').getByRole('link', { name: w.progress, exact: true })).toHaveCount(0);
      // The dashboard itself, not its loading state, is what axe should read.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Every feature is open on this server (PLANS_MODE=open): nothing to upgrade to.
      await expect(page.getByRole('link', { name: w.upgrade })).toHaveCount(0);
      await expectAccessible(page, { strict: true });

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = await menuPanel(page, language);
      await expect(panel).toBeVisible();
      for (const name of [w.progress, w.timeline, w.family, w.pricing, w.security, w.privacy]) {
        await expect(panel.getByRole('link', { name })).toBeVisible();
      }
      await expect(panel.getByRole('list', { name: w.settings })).toBeVisible();
      await expect(panel.getByRole('button', { name: w.logout })).toBeVisible();
      await expectAccessible(page, { strict: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // Following a link closes the menu.
      let shownHeading = (await page.locator('main h1').textContent()) ?? '';
      await panel.getByRole('link', { name: w.progress }).click();
      await expect(page).toHaveURL(/\/progress$/);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(page.locator('main h1')).not.toHaveText(shownHeading);
      shownHeading = (await page.locator('main h1').textContent()) ?? '';

      // The keyboard: Enter opens, Tab walks the entries in order, Escape closes and returns focus.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab'); // dashboard
      await page.keyboard.press('Tab'); // progress
      await page.keyboard.press('Tab'); // timeline
      await expect(panel.getByRole('link', { name: w.timeline })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/timeline$/);
      await expect(panel).toBeHidden();

      for (const [name, path] of [
        [w.pricing, /\/pricing$/],
        [w.security, /\/settings\/security$/],
        [w.privacy, /\/settings\/privacy$/],
      ] as const) {
        // The address changes at once, the page once its module is here; a navigation closes the
        // menu, so it is opened on the page that arrived (decision 046).
        await expect(page.locator('main h1')).not.toHaveText(shownHeading);
        shownHeading = (await page.locator('main h1').textContent()) ?? '';
        await button.click();
        // Pricing is a public page: its header (and so its panel) is another one.
        const current = await menuPanel(page, language);
        await current.getByRole('link', { name }).click();
        await expect(page).toHaveURL(path);
        await expect(current).toBeHidden();
      }
      await expect(page.locator('main h1')).not.toHaveText(shownHeading);
    });

    test(`on the public pages reaches pricing and log in, and closes on a tap outside (${language})`, async ({
      page,
    }) => {
      await page.goto('/');
      if (language === 'ar') await chooseArabic(page);
      const button = menuButton(page, language);
      await button.click();
      const panel = await menuPanel(page, language);
      await expect(panel.getByRole('link', { name: w.pricing })).toBeVisible();
      await expect(panel.getByRole('link', { name: w.login })).toBeVisible();
      await expectAccessible(page, { strict: true });

      await page.mouse.click(PHONE.width / 2, PHONE.height - 40);
      await expect(panel).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await button.click();
      await panel.getByRole('link', { name: w.pricing }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(panel).toBeHidden();
    });
  }

  test('logs out from the menu', async ({ page, signedIn: _ }) => {
    await page.goto('/dashboard');
    await menuButton(page, 'en').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The address changes at once; the signed-out header comes with the landing page (decision 046).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
    await menuButton(page, 'en').click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test('wide screens keep the links in the bar and have no menu button', async ({ page, signedIn: _ }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const bar = page.getByRole('banner');
  // The family page too (walkthrough m15: there was no way to it but the dashboard).
  for (const name of ['Dashboard', 'Progress', 'Timeline', 'Family', 'Settings']) {
    await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(bar.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(menuButton(page, 'en')).toBeHidden();
});

test.describe('page not found', () => {
  for (const language of ['en', 'ar'] as const) {
    const w = words[language];

    test(`an unknown address says so and leads home (${language})`, async ({ page }) => {
      await page.goto('/');
      if (language === 'ar') await chooseArabic(page);
      await page.goto('/no/such/page');
      await expect(page).toHaveURL(/\/no\/such\/page$/);
      await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
      await expect(page).toHaveTitle(w.title);
      await expect(page.getByText('/no/such/page')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expectAccessible(page, { strict: true });
      await page.getByRole('main').getByRole('link', { name: w.home }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test(`signed in, it offers the dashboard (${language})`, async ({ page, signedIn: _ }) => {
      await page.goto('/dashboard');
      if (language === 'ar') await chooseArabic(page);
      // Settings exist now (issue #17); their notifications page does not yet.
      await page.goto('/settings/notifications');
      await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: w.home })).toBeVisible();
      await expectAccessible(page, { strict: true });
      await page.getByRole('main').getByRole('link', { name: w.dashboard }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  }
});

test('a page that fails to load shows a calm error inside the layout, and a reload recovers', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/dashboard');
  await expect(page.locator('main h1')).toBeVisible();
  // The progress page's module cannot be fetched (a lost connection, or a deploy that removed it).
  const blocked = '**/assets/ProgressPage-*.js';
  await page.route(blocked, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Progress' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveTitle('Something went wrong · Wifaq');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await expectAccessible(page, { strict: true });

  await page.unroute(blocked);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
});
