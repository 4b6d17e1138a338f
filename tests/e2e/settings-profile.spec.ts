import { request } from '@playwright/test';
import { createAccount, expect, expectAccessible, test } from './fixtures.ts';

type Profile = Record<string, unknown>;

test('the settings index leads to the profile, which is edited by keyboard alone', async ({ page, signedIn: _ }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // Only pages that exist: the notices came with the monthly report's mail (decision 067).
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(4);
  await expect(page.getByRole('link', { name: /^Notices/ })).toHaveAttribute('href', '/settings/notices');
  await expect(page.getByRole('link', { name: /^Security/ })).toHaveAttribute('href', '/settings/security');
  await expect(page.getByRole('link', { name: /^Privacy and your data/ })).toHaveAttribute('href', '/settings/privacy');
  await expectAccessible(page, { strict: true });

  await page.getByRole('link', { name: /^Your profile/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Noura Al-Sayed');
  await expectAccessible(page, { strict: true });

  // The account was made without sign-up's second step: saving names every missing answer, and the
  // first field with a problem takes the focus.
  await page.getByRole('button', { name: 'Save changes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Age', { exact: true })).toBeFocused();
  await expect(page.getByText('Age must be between 13 and 120')).toBeVisible();
  await expect(page.getByText('Please choose a gender from the list')).toBeVisible();
  await expect(page.getByText('Please choose a relationship from the list')).toBeVisible();
  await expect(page.getByText('Please choose how the relationship is today from the list')).toBeVisible();
  await expectAccessible(page, { strict: true });

  await page.keyboard.type('29.5');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Gender')).toBeFocused();
  await page.keyboard.type('Female');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Married');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Good');
  // Enter on a select opens its list: on to the language, then to the button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^Western/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please give your age in whole years')).toBeVisible();
  await expect(page.getByLabel('Age', { exact: true })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('29');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Noura Haddad');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Your profile is saved.');
  await expect(page.getByText(/whole years|between 13/)).toHaveCount(0);

  const profile = (await (await page.request.get('/api/profile')).json()) as Profile;
  expect(profile).toMatchObject({
    full_name: 'Noura Haddad',
    age: 29,
    gender: 'female',
    relationship_type: 'married',
    relationship_status: 'good',
    language_preference: 'en',
  });
  // One name: the account's (what the session carries) changed with the profile's.
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { name: string } };
  expect(session.user.name).toBe('Noura Haddad');
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Noura Haddad');
  await expect(page.getByLabel('Relationship', { exact: true })).toHaveValue('married');
});

test('choosing Arabic turns the page at once, and the profile is edited in Arabic', async ({
  page,
  signedIn: _,
  baseURL,
}) => {
  await page.request.patch('/api/profile', {
    data: { age: 34, gender: 'male', relationship_type: 'pre-marriage', relationship_status: 'fair' },
    headers: { origin: baseURL ?? '' },
  });
  await page.goto('/settings/profile');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  // Arrow keys move through the two languages, as in any radio group.
  await page.getByRole('radio', { name: 'English' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'العربية' })).toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: 'ملفك الشخصي', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('حُفظ ملفك الشخصي.');
  // The header's language button now offers English: one switch, whichever way it was made.
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeVisible();
  await expectAccessible(page, { strict: true });

  const age = page.getByLabel('العمر', { exact: true });
  await age.fill('12');
  await page.getByRole('button', { name: 'احفظ التغييرات' }).click();
  await expect(page.getByText('يجب أن يكون العمر بين 13 و120 عامًا')).toBeVisible();
  await expect(age).toBeFocused();
  await expectAccessible(page, { strict: true });
  // Typed on an Arabic keyboard: the same age (decision 005).
  await age.fill('٣٥');
  await page.getByLabel('الاسم الكامل').fill('نورة حداد');
  await page.getByLabel('كيف حال العلاقة اليوم؟').selectOption('good');
  await page.getByRole('button', { name: 'احفظ التغييرات' }).click();
  await expect(page.getByRole('status')).toHaveText('حُفظ ملفك الشخصي.');
  const profile = (await (await page.request.get('/api/profile')).json()) as Profile;
  expect(profile).toMatchObject({
    full_name: 'نورة حداد',
    age: 35,
    relationship_status: 'good',
    language_preference: 'ar',
  });

  // A later visit opens in Arabic, from the saved preference; the index mirrors too.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'الإعدادات', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(page, { strict: true });
  await page.getByRole('link', { name: /^ملفك الشخصي/ }).click();

  // And back to English the same way.
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('button', { name: 'احفظ التغييرات' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('status')).toHaveText('Your profile is saved.');
  // The way back to the index, in the page's language.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('someone linked with a partner is told why their age cannot go under 18', async ({
  page,
  signedIn: _,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await page.request.patch('/api/profile', {
    data: { age: 30, gender: 'female', relationship_type: 'married', relationship_status: 'good' },
    headers: { origin },
  });
  const invitation = (await (
    await page.request.post('/api/couple/invitations', { data: {}, headers: { origin } })
  ).json()) as { token: string };
  const partner = await createAccount(origin);
  const partnerApi = await request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { origin, 'x-forwarded-for': '198.51.100.117' },
  });
  expect(
    (
      await partnerApi.post('/api/auth/sign-in/email', { data: { email: partner.email, password: partner.password } })
    ).status(),
  ).toBe(200);
  expect(
    (await partnerApi.post('/api/couple/invitations/accept', { data: { token: invitation.token } })).status(),
  ).toBe(200);
  await partnerApi.dispose();

  await page.goto('/settings/profile');
  await page.getByLabel('Age', { exact: true }).fill('17');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You are linked with a partner, and partner links are for people aged 18 and over, so your age cannot be under 18 while the link lasts. If you are under 18, unlink from your partner first, then change your age.',
  );
  await expect(page.getByLabel('Age', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, { strict: true });
  expect(((await (await page.request.get('/api/profile')).json()) as Profile).age).toBe(30);
});

test('Arabic-Indic digits, once chosen, write every number and date of the signed-in pages and of the server’s answers', async ({
  page,
  signedIn: _,
  baseURL,
}) => {
  await page.request.patch('/api/profile', {
    data: {
      age: 41,
      gender: 'male',
      relationship_type: 'married',
      relationship_status: 'good',
      language_preference: 'ar',
    },
    headers: { origin: baseURL ?? '' },
  });
  await page.goto('/settings/profile');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('2026');
  const western = page.getByRole('radio', { name: /^الأرقام الغربية/ });
  await expect(western).toBeChecked();
  await page.getByRole('radio', { name: /^الأرقام الهندية/ }).check();
  await expectAccessible(page, { strict: true });
  await page.getByRole('button', { name: 'احفظ التغييرات' }).click();
  await expect(page.getByRole('status')).toHaveText('حُفظ ملفك الشخصي.');
  expect(((await (await page.request.get('/api/profile')).json()) as Profile).numerals).toBe('arab');

  // The page turns at once: the footer's year, then every page's dates, in Arabic-Indic digits.
  await expect(footer).toContainText('٢٠٢٦');
  await expect(footer).not.toContainText('2026');
  // The server is told on every call, so its words come in the same digits.
  const call = page.waitForRequest((request) => request.url().includes('/api/timeline'));
  await page.goto('/timeline');
  expect((await call).headers()['accept-language']).toBe('ar-u-nu-arab');
  await expect(page.getByRole('main')).toContainText('١٤٤٨'); // the account's start, Hijri year included
  await expect(page.getByRole('main')).not.toContainText('2026');
  await expectAccessible(page, { strict: true });

  // English always writes Western digits, whatever was chosen for Arabic.
  await page.goto('/settings/profile');
  await page.getByRole('radio', { name: /^English/ }).check();
  await page.getByRole('button', { name: 'احفظ التغييرات' }).click();
  await expect(page.getByRole('status')).toHaveText('Your profile is saved.');
  await expect(footer).toContainText('2026'); // digits only change Arabic
});
