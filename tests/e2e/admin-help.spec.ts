import type { APIRequestContext } from '@playwright/test';
import { request } from '@playwright/test';
import { base32Decode, codeAt, currentStep } from '../../src/server/two-factor/totp.ts';
import { createAccount, expect, expectAccessible, newAccount, readInArabic, test } from './fixtures.ts';
import { mailTo } from './mail.ts';
import { signInAsOperator } from './operator-session.ts';

/**
 * An operator helps a person under attack from the console (issue 27, item 7): the person's devices are
 * signed out and their two-factor sign-in removed, each only after the operator confirms the identity
 * check, and each mailed to the person.
 */

/** A person with two-factor on, signed in through their own API context (their "phone"). */
async function personWithTwoFactor(baseURL: string, name: string) {
  const account = await createAccount(baseURL, newAccount({ name }));
  const phone = await request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': `198.20.${Math.floor(Math.random() * 250) + 1}.9` },
  });
  const signIn = await phone.post('/api/auth/sign-in/email', { data: account });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const setup = await phone.post('/api/security/two-factor/setup', { data: { password: account.password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const secret = base32Decode(((await setup.json()) as { secret: string }).secret);
  const enable = await phone.post('/api/security/two-factor/enable', { data: { code: codeAt(secret, currentStep()) } });
  expect(enable.status(), await enable.text()).toBe(200);
  return { account, phone };
}

const profileStatus = async (api: APIRequestContext) => (await api.get('/api/profile')).status();

test('an operator signs a person out of every device and removes their two-factor sign-in, after the identity check', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const { account, phone } = await personWithTwoFactor(base, 'Samira Under-Attack');
  expect(await profileStatus(phone)).toBe(200);

  await signInAsOperator(page.context(), base, 'en');
  await page.goto('/admin/people');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: /Samira Under-Attack/ }).click();
  const help = page.getByRole('region', { name: 'A person under attack, or without their authenticator' });
  await expect(help).toContainText('after the identity check');

  // Signing out: the button asks again, and the confirmation waits for the identity check.
  await help.getByRole('button', { name: 'Sign out of every device' }).click();
  const signOut = help.getByRole('group', { name: 'Sign out of every device' });
  await expect(signOut).toContainText('Samira Under-Attack is signed out on every device');
  const check = signOut.getByRole('checkbox', { name: /I checked who is asking/ });
  await expect(check).toHaveAccessibleName(new RegExp(`the request came from ${account.email.replace(/[.]/g, '\\.')}`));
  await expect(check).toBeFocused();
  const confirm = signOut.getByRole('button', { name: 'Sign out of every device now' });
  await expect(confirm).toBeDisabled();
  await expectAccessible(page);
  await check.check();
  await confirm.click();
  // Signed in twice: at sign-up, and on the phone.
  await expect(help.getByRole('status')).toHaveText(
    'Samira Under-Attack was signed out of 2 devices and told by mail.',
  );
  expect(await profileStatus(phone)).toBe(401);
  const signedOutMail = await mailTo(base, account.email, 'You were signed out of every device');
  expect(signedOutMail.text).toContain('As you asked us, the Wifaq team signed your account out of every device');

  // Removing two-factor: asked again, confirmed, and the summary says it is off.
  await expect(page.getByText('Two-factor sign-in', { exact: true }).locator('..')).toContainText('Yes');
  await help.getByRole('button', { name: 'Remove two-factor sign-in and passkeys' }).click();
  const reset = help.getByRole('group', { name: 'Remove two-factor sign-in and passkeys' });
  await reset.getByRole('checkbox', { name: /I checked who is asking/ }).check();
  await reset.getByRole('button', { name: 'Remove them now' }).click();
  await expect(help.getByRole('status')).toHaveText(
    'Two-factor sign-in and passkeys were removed, and Samira Under-Attack was told by mail.',
  );
  await expect(help).toContainText('No two-factor sign-in or passkey to remove.');
  await expect(page.getByText('Two-factor sign-in', { exact: true }).locator('..')).toContainText('No');
  const resetMail = await mailTo(
    base,
    account.email,
    'Two-step verification and passkeys were removed from your account',
  );
  expect(resetMail.text).toContain('Two-step verification was turned off.');
  // The person signs in with the password alone.
  const back = await phone.post('/api/auth/sign-in/email', { data: account });
  expect(back.status(), await back.text()).toBe(200);
  await phone.dispose();

  // Both actions are in the audit log, in words.
  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page.getByText('Signed out of every device').first()).toBeVisible();
  await expect(page.getByText('Two-factor sign-in and passkeys removed').first()).toBeVisible();
  await expectAccessible(page);
});

test('in Arabic, the person page states the identity check before either action', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const account = await createAccount(base, newAccount({ name: 'سميرة' }));
  await signInAsOperator(page.context(), base, 'ar');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The Arabic operator may already read in Arabic (admin.spec.ts chose it for them on this server).
  await readInArabic(page);
  await page.goto('/admin/people');
  await page.getByLabel('عنوان البريد الإلكتروني').fill(account.email);
  await page.getByRole('button', { name: 'ابحث', exact: true }).click();
  await page.getByRole('link', { name: /سميرة/ }).click();
  const help = page.getByRole('region', { name: 'شخص يتعرّض حسابه لهجوم، أو فقد تطبيق المصادقة' });
  await help.getByRole('button', { name: 'تسجيل الخروج من جميع الأجهزة' }).click();
  const group = help.getByRole('group', { name: 'تسجيل الخروج من جميع الأجهزة' });
  await expect(group.getByRole('checkbox')).toHaveAccessibleName(/تحققت من هوية صاحب الطلب/);
  await expect(group.getByRole('button', { name: 'سجّل الخروج من جميع الأجهزة الآن' })).toBeDisabled();
  await expectAccessible(page);
  // Escape closes it, with nothing done, and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(group).toHaveCount(0);
  await expect(help.getByRole('button', { name: 'تسجيل الخروج من جميع الأجهزة' })).toBeFocused();
  // Nothing to remove: the second action is not offered, and says so.
  await expect(help).toContainText('لا يوجد تحقق بخطوتين ولا مفتاح مرور لإزالته.');
});
