import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';
import { linkIn, mailTo } from './mail.ts';

test.describe('a forgotten password', () => {
  test('forgot password → the mailed link → a new password → signed in (English)', async ({
    page,
    existing,
    baseURL,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(existing.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toContainText('a link to choose a new password is on its way');

    const mail = await mailTo(baseURL ?? '', existing.email, 'Choose a new password');
    await page.goto(linkIn(mail, 'reset-password'));
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The token is read from the fragment and then taken out of the address bar.
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectAccessible(page);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters');
    // Built on the person's own name: refused by the server, the field marked; the link still holds.
    await page.getByLabel('New password').fill('noura2026');
    await page.getByLabel('Confirm password').fill('noura2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This password is built on your name, your email address or the name Wifaq, which anyone who knows you could guess. Choose one without them, such as three or four unrelated words.',
    );
    await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('New password')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveCount(0);
    await page.getByLabel('New password').fill('a quieter river 2026');
    await page.getByLabel('Confirm password').fill('a quieter river 2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password is changed');

    // The same link does not work twice (opened afresh, as from the mail again).
    await page.goto('/login');
    await page.goto(linkIn(mail, 'reset-password'));
    await page.getByLabel('New password').fill('yet another one 77');
    await page.getByLabel('Confirm password').fill('yet another one 77');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used. Ask for a new one.');

    await page.goto('/login');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill('a quieter river 2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await mailTo(baseURL ?? '', existing.email, 'Your password was reset');
  });

  test('in Arabic, by keyboard: the same answer for an address with no account', async ({ page }) => {
    await page.goto('/forgot-password');
    await chooseArabic(page);
    await expect(page.getByRole('heading', { name: 'نسيت كلمة المرور؟' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('البريد الإلكتروني').fill('nobody-here@example.test');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('إن كان هناك حساب بالعنوان');
    await expectAccessible(page);
  });
});

test.describe('a confirmed address', () => {
  test('a new account sees the banner, follows the mailed link, and the banner is gone', async ({
    page,
    account,
    baseURL,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Age').fill('34');
    await page.getByLabel('Gender').selectOption('male');
    await page.getByLabel('Relationship', { exact: true }).selectOption('married');
    await page.getByLabel('How is the relationship today?').selectOption('good');
    await page.getByLabel(/I agree that Wifaq stores and analyses my answers/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/check-in|\/dashboard/);
    await page.goto('/dashboard');
    const banner = page.getByRole('region', { name: 'Confirm your email address' });
    await expect(banner).toContainText(account.email);
    await expectAccessible(page);

    const mail = await mailTo(baseURL ?? '', account.email, 'Confirm your email address');
    await page.goto(linkIn(mail, 'verify-email'));
    await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Thank you.');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);
  });
});

test.describe('a change of address', () => {
  test('confirmed from the new address; the old one is told and takes the account back', async ({
    page,
    signedIn,
    baseURL,
  }) => {
    const newEmail = `new-${signedIn.email}`;
    await page.goto('/settings/security');
    const card = page.getByRole('region', { name: 'Email address' });
    await expect(card).toContainText(`You sign in with ${signedIn.email}. It is confirmed.`);
    await card.getByRole('button', { name: 'Change email address' }).click();
    await expect(card.getByLabel('New email address')).toBeFocused();
    await card.getByLabel('New email address').fill(signedIn.email.toUpperCase());
    await card.getByLabel('Password', { exact: true }).fill(signedIn.password);
    await card.getByRole('button', { name: 'Change the address' }).click();
    await expect(card.getByRole('alert')).toHaveText('This is already your email address.');
    await card.getByLabel('New email address').fill(newEmail);
    await card.getByRole('button', { name: 'Change the address' }).click();
    await expect(card.getByRole('status')).toContainText(`We sent a link to ${newEmail}`);
    // The form closes once the link is on its way; focus is back on the button that opened it.
    await expect(card.getByLabel('New email address')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Change email address' })).toBeFocused();
    await expectAccessible(page);

    const confirm = await mailTo(baseURL ?? '', newEmail, 'Confirm your new email address');
    await page.goto(linkIn(confirm, 'verify-email'));
    await expect(page.getByRole('status')).toHaveText('Your email address is confirmed. Thank you.');
    await page.goto('/settings/security');
    await expect(page.getByRole('region', { name: 'Email address' })).toContainText(`You sign in with ${newEmail}.`);

    const notice = await mailTo(baseURL ?? '', signedIn.email, 'Your email address was changed');
    expect(notice.text).toContain(newEmail);
    await page.goto(linkIn(notice, 'undo-email-change'));
    await expect(page.getByRole('heading', { name: 'Undo the change of address' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Restore my old address' }).click();
    await expect(page.getByRole('status')).toContainText(`Your address ${signedIn.email} is restored`);
    await expect(page.getByRole('status')).toContainText('Your old password no longer works');
    // Every session ended: this browser is signed out too.
    await page.goto('/settings/security');
    await expect(page).toHaveURL(/\/login/);
    // The password in use may be the taker's: it no longer works, and a new one is chosen from the mail.
    await page.getByLabel('Email').fill(signedIn.email);
    await page.getByLabel('Password', { exact: true }).fill(signedIn.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    const back = await mailTo(baseURL ?? '', signedIn.email, 'Your account is yours again');
    await page.goto(linkIn(back, 'reset-password'));
    await page.getByLabel('New password').fill('mine again 2026');
    await page.getByLabel('Confirm password').fill('mine again 2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password is changed');
  });
});
