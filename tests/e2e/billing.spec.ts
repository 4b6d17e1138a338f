import { BILLING_APP_PORT } from '../../playwright.config.ts';
import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';
import { mailTo } from './mail.ts';

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
  await expect(page.getByText('Billed yearly · Save $93.60')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // Stripe's page (the local fake): pay.
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/settings\/billing\?checkout=done$/);
  await expect(page.getByRole('heading', { name: 'Your plan: Couple' })).toBeVisible();
  await expect(page.getByText('Thank you: your payment went through and your plan is ready.')).toBeVisible();
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
