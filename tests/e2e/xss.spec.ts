import type { Page } from '@playwright/test';
import { expect, newAccount, test } from './fixtures.ts';

const NAME = '<img src=x onerror="window.__xss=1">Sami<script>window.__xss=2</script>';

/** Marks the page so any script that ran from stored text would show. */
const ranInjected = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

test('a name typed as markup is shown to the partner as text, never run', async ({ page, browser, baseURL }) => {
  if (!baseURL) throw new Error('baseURL');
  // Sami signs up with markup for a name and invites Huda.
  const sami = newAccount({ name: NAME });
  await page.request.post('/api/auth/sign-up/email', { data: sami, headers: { origin: baseURL } });
  const invitation = await page.request.post('/api/couple/invitations', { data: {}, headers: { origin: baseURL } });
  const { url } = (await invitation.json()) as { url: string };

  const huda = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.201' } });
  const hudaPage = await huda.newPage();
  await hudaPage.request.post('/api/auth/sign-up/email', { data: newAccount(), headers: { origin: baseURL } });
  await hudaPage.goto(url.replace(/^https?:\/\/[^/]+/, ''));
  await expect(hudaPage.getByText(`${NAME} has invited you to link your accounts.`)).toBeVisible();
  await hudaPage.getByRole('button', { name: 'Accept' }).click();
  await hudaPage.goto('/dashboard');
  await expect(hudaPage.getByText(`Your partner: ${NAME}`)).toBeVisible();
  await hudaPage.goto('/couple/invite');
  await expect(hudaPage.getByText(`You are linked with ${NAME}.`)).toBeVisible();
  expect(await ranInjected(hudaPage)).toBeUndefined();
  expect(await hudaPage.locator('img[src="x"]').count()).toBe(0);

  // And on Sami's own pages and the contact form.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${NAME}` })).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByLabel('Your name')).toHaveValue(NAME); // filled in from the profile
  await page.getByLabel('Your message').fill('<script>window.__xss=3</script> a question about plans');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message has been sent')).toBeVisible();
  expect(await ranInjected(page)).toBeUndefined();
  await huda.close();
});

test('the content security policy refuses inline script', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-inline');
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), {
          once: true,
        });
        const script = document.createElement('script');
        script.textContent = 'window.__inline = 1';
        document.head.append(script);
      }),
  );
  expect(await violation).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
});
