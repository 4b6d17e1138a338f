import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * What the app's own navigation code does (decision 046: React Router's declarative mode, with the
 * scroll restoration, error boundaries and Suspense boundary written in the app).
 */

const PHONE = { width: 390, height: 844 };

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * Scrolls to `y` and, in the same task, leaves: by the footer link named `link` (a tap once the person
 * has scrolled to it, without Playwright first scrolling it into view) or by the browser's back
 * button. The scroll's event has not fired yet when the next page comes: the place left must be
 * recorded all the same.
 */
const scrollAndLeave = (page: Page, y: number, link: string | 'back') =>
  page.evaluate(
    ({ to, name }) => {
      window.scrollTo(0, to);
      if (name === 'back') return history.back();
      const footer = document.querySelector('footer') as HTMLElement;
      const anchor = [...footer.querySelectorAll('a')].find((a) => a.textContent?.trim() === name);
      anchor?.click();
    },
    { to: y, name: link },
  );

test.describe('scroll', () => {
  test.use({ viewport: PHONE });

  test('a new page starts at the top; back and forward return to where the person was, also after a reload', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(heading(page, 'Terms of Service')).toBeVisible();

    // To a short page: the long page's place is kept though the short one could not hold it.
    await scrollAndLeave(page, 1500, 'Contact');
    await expect(heading(page, 'Contact us')).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(heading(page, 'Terms of Service')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(1500);

    await scrollAndLeave(page, 2000, 'Privacy');
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await scrollAndLeave(page, 900, 'back');
    await expect(heading(page, 'Terms of Service')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(2000);

    await page.goForward();
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(900);

    // The places are kept for the tab's life: a reload comes back to the same one, and so does back.
    await page.reload();
    await expect(heading(page, 'Privacy Policy')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(900);
    await page.goBack();
    await expect(heading(page, 'Terms of Service')).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(2000);
  });
});

test('while the next page loads, the page on screen stays (no spinner over it)', async ({ page, signedIn: _ }) => {
  await page.goto('/dashboard');
  const dashboard = page.locator('main h1');
  await expect(dashboard).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  const heading = await dashboard.textContent();

  // The progress page's module is held until the page on screen has been checked.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/ProgressPage-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const requested = page.waitForRequest('**/assets/ProgressPage-*.js');
  await page.getByRole('banner').getByRole('link', { name: 'Progress' }).click();
  await requested;

  // The address has changed, the dashboard is still shown, and nothing says "loading" over it.
  await expect(page).toHaveURL(/\/progress$/);
  await expect(dashboard).toHaveText(heading ?? '');
  await expect(page.getByRole('status')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
});

test.describe('a page whose module cannot be fetched', () => {
  test('on arrival, shows the error panel inside the layout; the layout still leads elsewhere', async ({
    page,
    signedIn: _,
  }) => {
    await page.route('**/assets/ProgressPage-*.js', (route) => route.abort());
    await page.goto('/progress');

    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page, { strict: true });

    // Each page fails on its own, and leaving clears the error.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
  });

  test('a public page too: the panel offers the way home', async ({ page }) => {
    await page.route('**/assets/LegalPage-*.js', (route) => route.abort());
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});
