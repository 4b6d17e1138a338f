import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Hydration mismatches (React error #418 and its kin) are reported through console.error or as page errors. */
function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /418|hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/418|hydrat/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

async function withLanguageState(page: Page, baseURL: string, cookie: string, stored: string | null) {
  await page.context().addCookies([{ name: 'wifaq_lang', value: cookie, url: baseURL }]);
  if (stored) {
    await page.addInitScript((language) => {
      // Only before the first load: the app may change it afterwards.
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('wifaq.language', language);
      sessionStorage.setItem('seeded', '1');
    }, stored);
  }
}

test.describe('the first render of a prerendered page', () => {
  test.use({ locale: 'en-GB' });

  for (const path of ['/', '/pricing', '/login']) {
    test(`shows ${path} in the language the server sent, then follows this device's choice`, async ({
      page,
      baseURL,
    }) => {
      const errors = collectHydrationErrors(page);
      // The cookie says Arabic (the server sends the Arabic page), the choice stored here says English.
      await withLanguageState(page, baseURL as string, 'ar', 'en');
      // Asked first: the islands pages (decision 043) load the English page at once, and the first
      // answer's body is gone with it.
      expect(await (await page.request.get(path)).text()).toContain('<html lang="ar" dir="rtl">');
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('button', { name: 'العربية' })).toBeEnabled(); // working, now English
      expect(errors).toEqual([]);
      // The cookie now matches, so the next load is English from the start.
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'wifaq_lang')?.value).toBe('en');
    });
  }

  test('an Arabic cookie with no stored choice and an English browser stays Arabic, without a mismatch', async ({
    page,
    baseURL,
  }) => {
    const errors = collectHydrationErrors(page);
    await withLanguageState(page, baseURL as string, 'ar', null);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'English' })).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(errors).toEqual([]);
  });
});
