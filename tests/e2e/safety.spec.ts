import type { Page } from '@playwright/test';
import { type Account, chooseArabic, expect, expectAccessible, newAccount, test } from './fixtures.ts';

/**
 * The private safety check (decision 030): offered once before a first couple assessment, a help card
 * after a positive answer or "crisis" at sign-up, and a quick exit that leaves no way Back.
 */

/** The neutral site the quick exit leads to (the default SAFETY_EXIT_URL), answered locally: no internet here. */
const EXIT = 'https://www.google.com/';

async function neutralSite(page: Page) {
  await page.route(`${EXIT}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Search</title><p>Neutral</p>' }),
  );
}

/** Signs up through the API without meeting the check (unlike the shared fixture, which skips it). */
async function freshAccount(page: Page, baseURL: string | undefined): Promise<Account> {
  const account = newAccount();
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(200);
  return account;
}

async function checkState(page: Page) {
  return (await (await page.request.get('/api/safety-check')).json()) as { status: string; flagged: boolean };
}

test.describe('the private check-in', () => {
  test('comes before a first couple assessment; a positive answer shows the help card (English)', async ({
    page,
    baseURL,
  }) => {
    await freshAccount(page, baseURL);
    await page.goto('/assessments');
    await page.getByRole('link', { name: 'Start: Shared values' }).click();
    await expect(page).toHaveURL(/\/check-in\?next=%2Fassessment%2Fvalues$/);
    await expect(page.getByRole('heading', { level: 1, name: 'A short, private check-in' })).toBeVisible();
    // A neutral title: a tab or the history list does not say what this page is.
    await expect(page).toHaveTitle(/^Check-in/);
    await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
    await expectAccessible(page);

    // Every question needs an answer (or "Prefer not to say").
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Please answer each question/);

    const items = page.getByRole('group');
    await expect(items).toHaveCount(5);
    await items.nth(0).getByText('Sometimes', { exact: true }).click();
    for (const i of [1, 2, 3]) await items.nth(i).getByText('Never', { exact: true }).click();
    // By keyboard too: the radios are real radios.
    await items.nth(4).getByRole('radio', { name: 'Never' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(items.nth(4).getByRole('radio', { name: 'Prefer not to say' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'You deserve to feel safe' })).toBeVisible();
    await expect(page.getByText('If you are in immediate danger, call your local emergency number.')).toBeVisible();
    await expect(page.getByText(/a doctor, a family counsellor, or someone you trust/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
    await expectAccessible(page);
    expect(await checkState(page)).toMatchObject({ status: 'taken', flagged: true });

    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByText(/^Question 1 of/)).toBeVisible();

    // Taken once: never asked again on the way to another assessment.
    await page.goto('/assessments');
    await page.getByRole('link', { name: 'Start: Communication' }).click();
    await expect(page.getByText(/^Question 1 of/)).toBeVisible();
    await expect(page).toHaveURL(/\/assessment\/communication$/);
  });

  test('the quick exit leaves at once, and Back does not return to the check', async ({ page, baseURL }) => {
    await neutralSite(page);
    await freshAccount(page, baseURL);
    await page.goto('/dashboard');
    await page.goto('/check-in?next=/assessment/values');
    await expect(page.getByRole('heading', { level: 1, name: 'A short, private check-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Quick exit' }).click();
    await expect(page).toHaveURL(EXIT);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Nothing was stored by leaving.
    expect(await checkState(page)).toMatchObject({ status: 'needed' });
  });

  test('in Arabic: the help card after a positive answer, and Escape twice leaves it', async ({ page, baseURL }) => {
    await neutralSite(page);
    await freshAccount(page, baseURL);
    await page.goto('/dashboard');
    await chooseArabic(page);
    await page.goto('/check-in?next=/assessment/intimacy');
    await expect(page.getByRole('heading', { level: 1, name: 'وقفة قصيرة خاصة بك' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'خروج سريع' })).toBeVisible();
    await expectAccessible(page);
    const items = page.getByRole('group');
    for (const i of [0, 1, 2, 4]) await items.nth(i).getByText('أبدًا', { exact: true }).click();
    await items.nth(3).getByText('كثيرًا', { exact: true }).click();
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'من حقّك أن تشعر بالأمان' })).toBeVisible();
    await expect(page.getByText('إن كنت في خطر داهم، فاتصل برقم الطوارئ المحلي في بلدك.')).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(EXIT);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('in Arabic: skipping goes straight on, and is not asked again', async ({ page, baseURL }) => {
    await freshAccount(page, baseURL);
    await page.goto('/dashboard');
    await chooseArabic(page);
    await page.goto('/assessment/values');
    await expect(page).toHaveURL(/\/check-in\?/);
    await page.getByRole('button', { name: 'تخطّي هذه الوقفة' }).click();
    await expect(page).toHaveURL(/\/assessment\/values$/);
    await expect(page.getByRole('radiogroup').or(page.getByRole('group'))).toBeVisible();
    expect(await checkState(page)).toMatchObject({ status: 'skipped', flagged: false });
    await page.goto('/assessment/relationship');
    await expect(page).toHaveURL(/\/assessment\/relationship$/);
  });

  test('choosing "crisis" at sign-up offers the help card, then goes on', async ({ page }) => {
    const account = newAccount();
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Age').fill('34');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Relationship', { exact: true }).selectOption('married');
    await page.getByLabel('How is the relationship today?').selectOption('crisis');
    await page.getByLabel(/I agree that Wifaq stores and analyses my answers/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/check-in\?next=%2Fdashboard&help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You deserve to feel safe' })).toBeVisible();
    await expect(page.getByText(/Relationships can go through very hard times/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('settings offer the check-in again', async ({ page, signedIn: _ }) => {
    await page.goto('/settings/privacy');
    await page.getByRole('link', { name: 'Take the check-in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'A short, private check-in' })).toBeVisible();
    const items = page.getByRole('group');
    for (let i = 0; i < 5; i++) await items.nth(i).getByText('Never', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    expect(await checkState(page)).toMatchObject({ status: 'taken', flagged: false });
  });
});
