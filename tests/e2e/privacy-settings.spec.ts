import { readFile } from 'node:fs/promises';
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
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Privacy and your data' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy and your data', level: 1 })).toBeVisible();
  await expect(page.getByText(/you agreed that Wifaq stores and analyses your answers/)).toBeVisible();
  await expectAccessible(page, { strict: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
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
  expect((await page.request.get('/api/profile')).status()).toBe(401);
});

test('the privacy page reads right to left in Arabic', async ({ page, signedIn: _ }) => {
  await page.goto('/settings/privacy');
  await chooseArabic(page);
  await expect(page.getByRole('heading', { name: 'الخصوصية وبياناتك', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'نزّل بياناتي' })).toBeVisible();
  await expectAccessible(page, { strict: true });
});
