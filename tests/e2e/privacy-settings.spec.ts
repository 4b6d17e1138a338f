import { readFile } from 'node:fs/promises';
import { base32Decode } from '../../src/server/two-factor/totp.ts';
import { authenticator } from './authenticator.ts';
import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';

test('a person downloads everything their account holds, then deletes the account', async ({
  page,
  signedIn,
  baseURL,
}) => {
  await page.request.post('/api/assessments', {
    data: { assessment_type: 'values' },
    headers: { origin: baseURL ?? '' },
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const formLayer = (path: string) => /\/use-schema-form-[\w-]+\.js$/.test(path);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Privacy and your data' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy and your data', level: 1 })).toBeVisible();
  await expect(page.getByText(/you agreed that Wifaq stores and analyses your answers/)).toBeVisible();
  await expectAccessible(page, { strict: true });
  // At rest the page has no form and none of the form layer (decision 048): it comes on the first sign
  // that someone is about to open one (focus, here), before the button is pressed.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('form')).toHaveCount(0);
  expect(scripts.filter(formLayer)).toEqual([]);
  const fetched = page.waitForRequest((request) => formLayer(new URL(request.url()).pathname));
  await page.getByRole('button', { name: 'Download my data…' }).focus();
  await fetched;

  // The export holds the private check-in answers: a phone left signed in does not get it without the password.
  await page.getByRole('button', { name: 'Download my data…' }).click();
  const exportSection = page.getByRole('region', { name: 'Download your data' });
  await expect(exportSection.getByLabel('Your password, to confirm')).toBeFocused();
  await exportSection.getByLabel('Your password, to confirm').fill('not the password');
  await exportSection.getByRole('button', { name: 'Download my data' }).click();
  await expect(exportSection.getByRole('alert')).toHaveText('That password is not correct.');
  await expectAccessible(page, { strict: true });
  await exportSection.getByLabel('Your password, to confirm').fill(signedIn.password);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportSection.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  await expect(exportSection.getByLabel('Your password, to confirm')).toHaveCount(0);
  // The download closes the form, and focus is back on the button that opened it.
  await expect(exportSection.getByRole('button', { name: 'Download my data…' })).toBeFocused();
  expect(download.suggestedFilename()).toMatch(/^wifaq-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(exported.account.email).toBe(signedIn.email);
  expect(exported.assessments).toHaveLength(1);

  await page.getByRole('button', { name: 'Delete my account…' }).click();
  await page.getByLabel('Your password, to confirm').fill('not the password');
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not correct. Nothing was deleted.');
  await page.getByLabel('Your password, to confirm').fill(signedIn.password);
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page says it is done (walkthrough m15), and only this once.
  await expect(page.getByRole('status')).toHaveText(
    'Your account has been deleted, with everything in it. A confirmation is on its way to your email address.',
  );
  await expectAccessible(page, { strict: true });
  expect((await page.request.get('/api/profile')).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Your account has been deleted/)).toHaveCount(0);
});

test('with two-factor on, the deletion form asks for a code as well', async ({ page, signedIn, baseURL }) => {
  const headers = { origin: baseURL ?? '' };
  const setup = await page.request.post('/api/security/two-factor/setup', {
    data: { password: signedIn.password },
    headers,
  });
  const app = authenticator(base32Decode(((await setup.json()) as { secret: string }).secret));
  const enabled = await page.request.post('/api/security/two-factor/enable', {
    data: { code: await app.code() },
    headers,
  });
  expect(enabled.status()).toBe(200);

  await page.goto('/settings/privacy');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const code = page.getByLabel('Code from your app, or a backup code');
  await expect(code).toBeVisible();
  await expectAccessible(page, { strict: true });
  await page.getByLabel('Your password, to confirm').fill(signedIn.password);
  await code.fill('000000');
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right or has already been used');
  await code.fill(await app.code());
  await page.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/profile')).status()).toBe(401);
});

test('the privacy page reads right to left in Arabic', async ({ page, signedIn: _ }) => {
  await page.goto('/settings/privacy');
  await chooseArabic(page);
  await expect(page.getByRole('heading', { name: 'الخصوصية وبياناتك', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'نزّل بياناتي' })).toBeVisible();
  await expectAccessible(page, { strict: true });
});
