import { base32Decode } from '../../src/server/two-factor/totp.ts';
import { authenticator } from './authenticator.ts';
import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';

test('turning on two-factor, then signing in with a code from the app', async ({ page, signedIn }) => {
  // Set-up, sign-out, sign-in with a code, a backup code and turning it off: more than one page's budget.
  test.setTimeout(90_000);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await expectAccessible(page, { strict: true });

  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  // The password first, so someone holding an unlocked phone cannot tie the account to their app.
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not correct.');
  await page.getByLabel('Password', { exact: true }).fill(signedIn.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add Wifaq to your authenticator app' })).toBeVisible();
  const app = authenticator(base32Decode((await page.getByTestId('totp-secret').textContent()) ?? ''));
  await expectAccessible(page, { strict: true });
  await page.getByLabel('Code from your authenticator app').fill(await app.code());
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Two-factor sign-in is on.');
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  const backupCode =
    (await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').first().textContent()) ?? '';
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On. You have 10 backup codes left.')).toBeVisible();

  // Sign out, then in: the password alone is not enough.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/login');
  await page.getByLabel('Email').fill(signedIn.email);
  await page.getByLabel('Password', { exact: true }).fill(signedIn.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const codeField = page.getByLabel('Code from your authenticator app');
  await expect(codeField).toBeFocused();
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right or has already been used');
  // Only the code was wrong: the address and password stay unmarked (issue 29, m6).
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await codeField.fill(await app.code());
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning it off takes the password and a code: neither a borrowed session nor a known password is enough.
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  const offPassword = page.getByLabel('Password', { exact: true });
  await expect(offPassword).toBeFocused();
  await offPassword.fill(signedIn.password);
  const offCode = page.getByLabel('Code from your app, or a backup code');
  await offCode.fill('000000');
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right or has already been used');
  await expectAccessible(page, { strict: true });
  await offCode.fill(backupCode); // the app's next code was used to sign in; a backup code works too
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(page.getByText(/^Off\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeFocused();
});

test('signing another device out takes the password, so a borrowed session cannot do it (issue 27)', async ({
  page,
  browser,
  signedIn,
  baseURL,
}) => {
  const phone = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.212' } });
  const phonePage = await phone.newPage();
  await phonePage.request.post('/api/auth/sign-in/email', {
    data: { email: signedIn.email, password: signedIn.password },
    headers: { origin: baseURL ?? '' },
  });
  await page.goto('/settings/security');
  const card = page.getByRole('region', { name: 'Where you are signed in' });
  const signOut = card.getByRole('button', { name: /^Sign out: / });
  await expect(signOut).toHaveCount(1);
  await signOut.click();
  const password = card.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(card).toContainText(/To sign out .+, enter your password\./);
  await expectAccessible(page, { strict: true });
  await password.fill('not my password');
  await card.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(card.getByRole('alert')).toHaveText('That password is not correct.');
  expect((await phonePage.request.get('/api/profile')).status()).toBe(200);
  await password.fill(signedIn.password);
  await card.getByRole('button', { name: 'Sign out', exact: true }).click();
  // The row's own button hides while its form is open, so wait for the form to give way to the list:
  // it does so only after the server has answered.
  await expect(password).toBeHidden();
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByRole('button', { name: /^Sign out: / })).toHaveCount(0);
  expect((await phonePage.request.get('/api/profile')).status()).toBe(401);
  await phone.close();
});

test('changing the password signs out the other devices', async ({ page, browser, signedIn, baseURL }) => {
  const phone = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.211' } });
  const phonePage = await phone.newPage();
  await phonePage.request.post('/api/auth/sign-in/email', {
    data: { email: signedIn.email, password: signedIn.password },
    headers: { origin: baseURL ?? '' },
  });
  await page.goto('/settings/security');
  await expect(page.getByRole('button', { name: /^Sign out: / })).toHaveCount(1);
  const card = page.getByRole('region', { name: 'Your password' });
  await card.getByRole('button', { name: 'Change password' }).click();
  await card.getByLabel('Current password').fill('not my password');
  await card.getByLabel('New password').fill('a brand new secret 7');
  await card.getByLabel('Confirm password').fill('a brand new secret 8');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('alert')).toHaveText('Passwords do not match');
  await card.getByLabel('Confirm password').fill('a brand new secret 7');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('alert')).toHaveText('That password is not correct.');
  await card.getByLabel('Current password').fill(signedIn.password);
  // A keyboard row is refused with its reason, the new password's field marked; nothing changes.
  await card.getByLabel('New password').fill('qwertyuiop');
  await card.getByLabel('Confirm password').fill('qwertyuiop');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('alert')).toHaveText(
    'This password is too easy to guess: it is common or follows a simple pattern. Choose a longer one you do not use elsewhere, such as three or four unrelated words.',
  );
  await expect(card.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByLabel('New password')).toBeFocused();
  await expect(page.getByRole('button', { name: /^Sign out: / })).toHaveCount(1);
  await card.getByLabel('New password').fill('a brand new secret 7');
  await card.getByLabel('Confirm password').fill('a brand new secret 7');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed, and every other device has been signed out.',
  );
  // The form closes; focus goes back to the button that opened it.
  await expect(card.getByLabel('Current password')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Change password' })).toBeFocused();
  await expect(page.getByRole('button', { name: /^Sign out: / })).toHaveCount(0);
  expect((await phonePage.request.get('/api/profile')).status()).toBe(401);
  await phone.close();
});

test('with two-factor on, changing the password asks for the code first and changes nothing without it', async ({
  page,
  signedIn,
  baseURL,
}) => {
  const headers = { origin: baseURL ?? '' };
  const setup = await page.request.post('/api/security/two-factor/setup', {
    data: { password: signedIn.password },
    headers,
  });
  const app = authenticator(base32Decode(((await setup.json()) as { secret: string }).secret));
  expect(
    (
      await page.request.post('/api/security/two-factor/enable', {
        data: { code: await app.code() },
        headers,
      })
    ).status(),
  ).toBe(200);
  await page.goto('/settings/security');
  const card = page.getByRole('region', { name: 'Your password' });
  await card.getByRole('button', { name: 'Change password' }).click();
  // The code field is there from the start: every proof is asked for before anything changes.
  const code = card.getByLabel('Code from your app, or a backup code');
  await expect(code).toBeVisible();
  await expectAccessible(page, { strict: true });
  await card.getByLabel('Current password').fill(signedIn.password);
  await card.getByLabel('New password').fill('a brand new secret 7');
  await card.getByLabel('Confirm password').fill('a brand new secret 7');
  await code.fill('000000');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('alert')).toContainText('That code is not right or has already been used');
  // Nothing changed: still signed in here, and the old password is still the password.
  expect((await page.request.get('/api/profile')).status()).toBe(200);
  const old = await page.request.post('/api/auth/sign-in/email', {
    data: { email: signedIn.email, password: signedIn.password },
    headers: { ...headers, 'x-forwarded-for': '198.51.100.77' },
  });
  expect(((await old.json()) as { error?: { code: string } }).error?.code).toBe('two_factor_required');
  await code.fill(await app.code());
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed, and every other device has been signed out.',
  );
  expect((await page.request.get('/api/profile')).status()).toBe(200);
});

test('the security page reads right to left in Arabic', async ({ page, signedIn }) => {
  await page.goto('/settings/security');
  await chooseArabic(page);
  await expect(page.getByRole('heading', { name: 'الأمان', level: 1 })).toBeVisible();
  const password = page.getByRole('region', { name: 'كلمة مرورك' });
  await password.getByRole('button', { name: 'غيّر كلمة المرور' }).click();
  await expect(password.getByLabel('كلمة المرور الحالية')).toBeFocused();
  await expectAccessible(page, { strict: true });
  await password.getByRole('button', { name: 'إلغاء' }).click();
  await expect(password.getByRole('button', { name: 'غيّر كلمة المرور' })).toBeFocused();
  await page.getByRole('button', { name: 'فعّل التحقق بخطوتين' }).click();
  await expect(page.getByText('أدخل كلمة المرور أولًا')).toBeVisible();
  await expectAccessible(page, { strict: true });
  await page.getByLabel('كلمة المرور', { exact: true }).fill(signedIn.password);
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByRole('img', { name: 'رمز QR لإضافة وِفاق إلى تطبيق المصادقة' })).toBeVisible();
  await expectAccessible(page, { strict: true });
});

test('at rest the page fetches no form code; the password form loads when wanted and works by keyboard', async ({
  page,
  signedIn,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const formCode = (path: string) => /\/use-schema-form-[\w-]+\.js$/.test(path);
  await page.goto('/settings/security');
  const card = page.getByRole('region', { name: 'Your password' });
  const opener = card.getByRole('button', { name: 'Change password' });
  await expect(card).toContainText('Changing it signs out every other device.');
  await expect(page.getByRole('region', { name: 'Email address' }).getByRole('button')).toHaveText(
    'Change email address',
  );
  await page.waitForLoadState('networkidle');
  // Only status and buttons at rest: no form, and none of the form layer (react-hook-form, zod/mini).
  await expect(page.locator('form')).toHaveCount(0);
  expect(scripts.filter(formCode)).toEqual([]);
  await expectAccessible(page, { strict: true });

  // Focus on the button is intent enough: the download starts before the key is pressed.
  const fetched = page.waitForRequest((request) => formCode(new URL(request.url()).pathname));
  await opener.focus();
  await fetched;
  await page.keyboard.press('Enter');
  const current = card.getByLabel('Current password');
  await expect(current).toBeFocused();
  await expectAccessible(page, { strict: true });

  // Escape closes it from any field, and focus is back on the button.
  await page.keyboard.press('Tab');
  await expect(card.getByLabel('New password')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(current).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Enter submits from a field; the problems are the form's as before.
  await page.keyboard.press('Enter');
  await expect(current).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('alert')).toHaveText('All fields are required');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type(signedIn.password);
  await page.keyboard.press('Tab');
  await page.keyboard.type('short');
  await page.keyboard.press('Tab');
  await page.keyboard.type('short');
  await page.keyboard.press('Enter');
  await expect(card.getByRole('alert')).toContainText('at least 8 characters');

  // Cancel closes it too, and a second opening starts empty.
  await card.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(current).toHaveCount(0);
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(current).toHaveValue('');
  expect(scripts.filter(formCode)).toHaveLength(1);
});

test('a form whose code cannot be fetched shows the page’s error panel, with a reload', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/settings/security');
  const card = page.getByRole('region', { name: 'Your password' });
  await expect(card.getByRole('button', { name: 'Change password' })).toBeVisible();
  // The connection drops as the person opens the form: its module never arrives.
  await page.route(/\/assets\/(PasswordForm|use-schema-form)-[\w-]+\.js$/, (route) =>
    route.abort('internetdisconnected'),
  );
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toBeVisible();
  await expectAccessible(page, { strict: true });
});
