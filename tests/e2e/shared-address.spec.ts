import type { Browser, Page } from '@playwright/test';
import { base32Decode, codeAt, currentStep } from '../../src/server/two-factor/totp.ts';
import { type Account, chooseArabic, expect, newAccount, test } from './fixtures.ts';
import { confirmEmail } from './mail.ts';

/**
 * A couple on home Wi-Fi (walkthrough 2026-11-27, m1): both phones reach the server from the router's one
 * address, which the trusted local proxy passes on as X-Forwarded-For.
 */
const home = () => `198.51.100.${Math.floor(Math.random() * 200) + 20}`;

async function phoneAt(browser: Browser, address: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  return context.newPage();
}

async function signUp(page: Page, account: Account) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Age').fill('30');
  await page.getByLabel('Gender').selectOption(account.name === 'Sara' ? 'female' : 'male');
  await page.getByLabel('Relationship', { exact: true }).selectOption('married');
  await page.getByLabel('How is the relationship today?').selectOption('good');
  await page.getByLabel(/I agree that Wifaq stores and analyses my answers/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function logIn(page: Page, account: Account, wrongTries: number) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  for (let i = 0; i < wrongTries; i++) {
    await page.getByLabel('Password').fill(`not the password ${i}`);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  }
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function turnOnTwoFactor(page: Page, account: Account, baseURL: string) {
  // A second way in is added to a confirmed address only: the owner opens the mailed link first.
  await confirmEmail(page.request, baseURL, account.email);
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = base32Decode((await page.getByTestId('totp-secret').textContent()) ?? '');
  await page.getByLabel('Code from your authenticator app').fill(codeAt(secret, currentStep()));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Two-factor sign-in is on.');
}

test('a couple on one address sign up, log in and turn on two-factor together; a guesser there is still stopped', async ({
  browser,
  baseURL,
}) => {
  // Two people's sign-up, log-in and two-factor set-up, then a guesser: more than one flow's budget.
  test.setTimeout(120_000);
  const address = home();
  const sara = { page: await phoneAt(browser, address), account: newAccount({ name: 'Sara' }) };
  const omar = { page: await phoneAt(browser, address), account: newAccount({ name: 'Omar' }) };
  const both = [sara, omar];

  await Promise.all(both.map(({ page, account }) => signUp(page, account)));
  // Sara mistypes her password twice, as in the walkthrough; neither is told to wait.
  await Promise.all(both.map(({ page, account }) => logIn(page, account, page === sara.page ? 2 : 0)));
  await Promise.all(both.map(({ page, account }) => turnOnTwoFactor(page, account, baseURL ?? '')));

  // Someone else on the same Wi-Fi guesses at Omar's password: they are stopped, and told how long to wait.
  const guesser = await phoneAt(browser, address);
  await guesser.goto('/login');
  await chooseArabic(guesser);
  await guesser.getByLabel('البريد الإلكتروني').fill(omar.account.email);
  const alert = guesser.getByRole('alert');
  const waitText = /^محاولات كثيرة جدًّا\. يُرجى المحاولة مرة أخرى بعد (ثانية واحدة|ثانيتين|\d+\s(ثوانٍ|ثانيةً?))\.$/;
  let stoppedAfter = 0;
  for (let guess = 1; guess <= 7 && !stoppedAfter; guess++) {
    await guesser.getByLabel('كلمة المرور', { exact: true }).fill(`guess number ${guess}`);
    await guesser.getByRole('button', { name: 'سجّل الدخول', exact: true }).click();
    await expect(alert).toHaveText(/كثيرة جدًّا|غير صحيحة/);
    if (waitText.test((await alert.textContent()) ?? '')) stoppedAfter = guess;
    else await expect(guesser.getByRole('button', { name: 'سجّل الدخول', exact: true })).toBeEnabled();
  }
  // Three requests in 10 s per person at an address, or five failures for the account, whichever first.
  expect(stoppedAfter).toBeGreaterThan(0);
  expect(stoppedAfter).toBeLessThanOrEqual(6);
  await guesser.screenshot({ path: '/tmp/shared-address-guesser-ar.png' });
  for (const page of [sara.page, omar.page, guesser]) await page.context().close();
});
