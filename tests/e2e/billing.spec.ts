import { BILLING_APP_PORT } from '../../playwright.config.ts';
import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';
import { mailTo } from './mail.ts';
import { signInAsOperator } from './operator-session.ts';

// This file runs against the app instance with PLANS_MODE=billing and Stripe (the local fake).
test.use({ baseURL: `http://localhost:${BILLING_APP_PORT}` });

test('a person pays for the Couple plan on Stripe’s page, comes back to it, and has their money back', async ({
  page,
  signedIn,
}) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: /Plan and payments/ }).click();
  await expect(page.getByRole('heading', { name: 'Your plan: Free' })).toBeVisible();
  await expectAccessible(page);

  await page.getByText('Yearly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Yearly', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: /Couple/ }).check();
  // What the year costs, billed at once, beside the exact price per month (issue 29, m13).
  await expect(page.getByText('$374.40 billed yearly · Save $93.60 a year')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Couple/ })).toHaveAccessibleName(/\$31\.20/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // Stripe's page (the local fake): pay.
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page.getByRole('heading', { name: 'Your plan: Couple' })).toBeVisible();
  await expect(page.getByText('Thank you: your payment went through and your plan is ready.')).toBeVisible();
  // Said once: the address no longer carries ?checkout=done, so a reload does not thank again (issue 29, m14).
  await expect(page).toHaveURL(/\/settings\/billing$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your plan: Couple' })).toBeVisible();
  await expect(page.getByText(/Thank you: your payment went through/)).toHaveCount(0);
  await expect(page.getByText(/^Billed yearly\. It renews on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage payment and plan' })).toBeVisible();
  await expectAccessible(page);
  const receipt = await mailTo(page.url(), signedIn.email, 'Your payment for Wifaq Couple');
  expect(receipt.text).toContain('$374.40');

  await page.getByRole('button', { name: 'Refund my payment' }).click();
  await expect(page.getByText(/Your payment is returned to your card/)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, refund and end my plan' }).click();
  await expect(page.getByText(/The refund is on its way/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your plan: Free' })).toBeVisible();
  await expect(page.getByText(/^Refunded on /)).toBeVisible();
  await mailTo(page.url(), signedIn.email, 'Your money is on its way back');
});

test('in Arabic, the billing page reads right to left and leaving Stripe’s page takes nothing', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/settings/billing?plan=premium&period=monthly');
  await chooseArabic(page);
  await expect(page.getByRole('heading', { name: 'خطتك: الخطة المجانية' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /الخطة المميزة/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'شهري', exact: true })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByText('لم يُخصم أي مبلغ. يمكنك اختيار خطة متى شئت.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'خطتك: الخطة المجانية' })).toBeVisible();
});

test('an operator finds a payer in the console and refunds their payment', async ({ page, browser, signedIn }) => {
  await page.goto('/settings/billing');
  await page.getByRole('radio', { name: /Individual/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Your plan: Individual' })).toBeVisible();

  const origin = `http://localhost:${BILLING_APP_PORT}`;
  const operatorContext = await browser.newContext({ baseURL: origin });
  const operator = await operatorContext.newPage();
  await signInAsOperator(operatorContext, origin, 'en');
  await operator.goto('/admin/people');
  await operator.getByLabel('Email address').fill(signedIn.email);
  await operator.getByRole('button', { name: 'Search', exact: true }).click();
  await operator.getByRole('link', { name: new RegExp(signedIn.name) }).click();
  await operator.getByRole('button', { name: 'Refund the latest payment' }).click();
  await expect(operator.getByText(/The latest payment goes back to their card/)).toBeVisible();
  await expectAccessible(operator);
  await operator.getByRole('button', { name: 'Refund and end the plan' }).click();
  await expect(operator.getByRole('button', { name: 'Refund the latest payment' })).toHaveCount(0);
  await expect(operator.getByText('Refunded', { exact: true })).toBeVisible();
  await operator.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(operator.getByText('Refund made').first()).toBeVisible();
  await operatorContext.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your plan: Free' })).toBeVisible();
  await mailTo(page.url(), signedIn.email, 'Your money is on its way back');
});

test('the pricing page of a server that sells plans leads to the billing page with the plan and period chosen', async ({
  page,
  browser,
}) => {
  // A visitor: the prerendered page; the toggle carries the period into the way through sign-up.
  await page.goto('/pricing');
  await page.getByText('Yearly', { exact: true }).click();
  const choose = page.getByRole('link', { name: 'Get started: Couple' });
  await expect(choose).toHaveAttribute(
    'href',
    `/signup?next=${encodeURIComponent('/settings/billing?plan=couple&period=yearly')}`,
  );
  await expect(page.getByRole('link', { name: 'Start free: Free' })).toHaveAttribute('href', '/signup?plan=free');

  // Signed in: the app's pricing page goes straight there.
  const context = await browser.newContext({ baseURL: `http://localhost:${BILLING_APP_PORT}` });
  const signedIn = await context.newPage();
  const origin = `http://localhost:${BILLING_APP_PORT}`;
  const account = {
    name: 'Rima Buyer',
    email: `buyer-${Date.now()}@example.test`,
    password: 'a calm river 2025',
    consent: true,
  };
  expect(
    (await signedIn.request.post('/api/auth/sign-up/email', { data: account, headers: { origin } })).status(),
  ).toBe(200);
  await signedIn.goto('/pricing');
  await signedIn.getByText('Yearly', { exact: true }).click();
  await signedIn.getByRole('link', { name: 'Get started: Premium' }).click();
  await expect(signedIn).toHaveURL(/\/settings\/billing\?plan=premium&period=yearly$/);
  await expect(signedIn.getByRole('radio', { name: /Premium/ })).toBeChecked();
  await expect(signedIn.getByRole('radio', { name: 'Yearly', exact: true })).toBeChecked();
  await context.close();
});
