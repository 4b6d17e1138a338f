import type { CDPSession, Page } from '@playwright/test';
import { base32Decode } from '../../src/server/two-factor/totp.ts';
import { authenticator } from './authenticator.ts';
import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';

/**
 * Chromium's virtual authenticator through the DevTools protocol: a platform authenticator that holds
 * discoverable credentials and verifies the person (as a fingerprint would), so the page runs the real
 * WebAuthn ceremony against the real server.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('adding a passkey in settings, then logging in with it', async ({ page, signedIn }) => {
  test.setTimeout(90_000);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await page.goto('/settings/security');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByLabel('Name for this passkey')).toBeFocused();
  await card.getByLabel('Name for this passkey').fill('Test laptop');
  await card.getByLabel('Password', { exact: true }).fill('not my password');
  await card.getByRole('button', { name: 'Create the passkey' }).click();
  await expect(card.getByRole('alert')).toHaveText('That password is not correct.');
  await card.getByLabel('Password', { exact: true }).fill(signedIn.password);
  await card.getByRole('button', { name: 'Create the passkey' }).click();
  await expect(card.getByRole('status')).toHaveText('Passkey added. You can now log in with it.');
  await expect(card.getByText('Test laptop')).toBeVisible();
  await expect(card.getByText(/^Added .+ · not used yet$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add a passkey' })).toBeFocused();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  await expectAccessible(page, { strict: true });

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/login');
  await expectAccessible(page, { strict: true });
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Removing it takes the password; then it no longer logs anyone in.
  await page.goto('/settings/security');
  const remove = card.getByRole('button', { name: 'Remove the passkey “Test laptop”' });
  await remove.click();
  await expect(card.getByLabel('Password', { exact: true })).toBeFocused();
  // Escape takes the person back to the button they came from.
  await page.keyboard.press('Escape');
  await expect(remove).toBeFocused();
  await remove.click();
  await card.getByLabel('Password', { exact: true }).fill(signedIn.password);
  await card.getByRole('button', { name: 'Remove the passkey' }).click();
  await expect(card.getByRole('status')).toHaveText('Passkey removed.');
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('This passkey could not be verified');
});

test('with two-factor on, a passkey stands in for the code (in Arabic)', async ({ page, signedIn, baseURL }) => {
  test.setTimeout(90_000);
  // Two-factor on through the API (its own spec covers the page).
  const origin = { origin: baseURL ?? '' };
  const setup = await page.request.post('/api/security/two-factor/setup', {
    data: { password: signedIn.password },
    headers: origin,
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const app = authenticator(base32Decode(((await setup.json()) as { secret: string }).secret));
  const enable = await page.request.post('/api/security/two-factor/enable', {
    data: { code: await app.code() },
    headers: origin,
  });
  expect(enable.status(), await enable.text()).toBe(200);

  await virtualAuthenticator(page);
  await page.goto('/settings/security');
  await chooseArabic(page);
  const card = page.getByRole('region', { name: 'مفاتيح المرور' });
  await card.getByRole('button', { name: 'أضف مفتاح مرور' }).click();
  await card.getByLabel('اسم مفتاح المرور').fill('هاتفي');
  await card.getByLabel('كلمة المرور', { exact: true }).fill(signedIn.password);
  await card.getByLabel('الرمز من التطبيق، أو رمز احتياطي').fill(await app.code());
  await card.getByRole('button', { name: 'أنشئ مفتاح المرور' }).click();
  await expect(card.getByRole('status')).toHaveText('أُضيف مفتاح المرور، ويمكنك الآن تسجيل الدخول به.');
  await expectAccessible(page, { strict: true });

  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني').fill(signedIn.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(signedIn.password);
  await page.getByRole('button', { name: 'سجّل الدخول', exact: true }).click();
  await expect(page.getByLabel('الرمز من تطبيق المصادقة')).toBeFocused();
  await expectAccessible(page, { strict: true });
  await page.getByRole('button', { name: 'استخدم مفتاح مرور بدلًا من الرمز' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the login page fetches the passkey code only when asked, and says so plainly when it cannot', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in with a passkey' })).toBeEnabled();
  const before = new Set(fetched);

  // The connection drops as the person asks: the module never arrives.
  await page.route('**/assets/**', async (route) => {
    const known = before.has(new URL(route.request().url()).pathname);
    await (known ? route.continue() : route.abort('internetdisconnected'));
  });
  await page.getByRole('button', { name: 'Log in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your device could not complete the passkey request. Please try again.',
  );
  // It was asked for then, not with the page.
  expect(fetched.filter((path) => !before.has(path) && path.startsWith('/assets/')).length).toBeGreaterThan(0);
});
