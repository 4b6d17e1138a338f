import { mkdirSync } from 'node:fs';
import { chooseArabic, expect, expectAccessible, newAccount, screenshotsAt, test } from './fixtures.ts';
import { confirmEmail, mailTo } from './mail.ts';

test('two people link their accounts with an invitation link, each in their own language', async ({
  page,
  browser,
  signedIn,
}) => {
  // Two people, two browsers, two languages and eleven pages: more than one page's budget.
  test.setTimeout(90_000);
  // Amal (English) creates the link.
  await page.goto('/couple/invite');
  await expect(page.getByRole('heading', { name: 'Invite your partner' })).toBeVisible();
  await expectAccessible(page, { strict: true });
  await page.getByRole('button', { name: 'Create an invitation link' }).click();
  const link = await page.getByLabel('Your invitation link').inputValue();
  expect(link).toMatch(/\/couple\/join#[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );

  // Omar opens it on his own phone, signed out, in Arabic: signs up, comes back, accepts.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' },
  });
  const omarPage = await phone.newPage();
  await omarPage.goto('/');
  await chooseArabic(omarPage);
  await omarPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(omarPage.getByRole('heading', { name: 'دعوة من شريك الحياة' })).toBeVisible();
  await omarPage.getByRole('link', { name: 'أنشئ حسابًا' }).click();
  const omar = newAccount({ name: 'عمر' });
  await omarPage.getByLabel('الاسم الكامل').fill(omar.name);
  await omarPage.getByLabel('البريد الإلكتروني').fill(omar.email);
  await omarPage.getByLabel('كلمة المرور', { exact: true }).fill(omar.password);
  await omarPage.getByLabel('تأكيد كلمة المرور').fill(omar.password);
  await omarPage.getByRole('button', { name: 'تابع' }).click();
  await omarPage.getByLabel('العمر').fill('30');
  await omarPage.getByLabel('الجنس').selectOption('male');
  await omarPage.getByLabel('نوع العلاقة').selectOption('pre-marriage');
  await omarPage.getByLabel('كيف حال العلاقة اليوم؟').selectOption('good');
  await omarPage.getByLabel(/أوافق على أن يحفظ وِفاق إجاباتي/).check();
  await omarPage.getByRole('button', { name: /أنشئ الحساب/ }).click();

  await expect(omarPage.getByText(`يدعوك ${signedIn.name} إلى ربط حسابيكما.`)).toBeVisible();
  await expectAccessible(omarPage, { strict: true });
  await omarPage.getByRole('button', { name: 'قبول' }).click();
  await expect(omarPage.getByText(`أصبح حسابك مرتبطًا بحساب ${signedIn.name}.`)).toBeVisible();

  // The same link cannot be used again.
  await omarPage.goto('/dashboard');
  await omarPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(omarPage.getByRole('alert')).toContainText('سبق الرد على هذه الدعوة');

  // Amal sees the link on her dashboard and can end it.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: `Your partner: عمر` })).toBeVisible();
  await page.getByRole('link', { name: `Your partner: عمر` }).click();
  await expect(page.getByText('You are linked with عمر.')).toBeVisible();
  await page.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('button', { name: 'Yes, unlink' }).click();
  await expect(page.getByRole('button', { name: 'Create an invitation link' })).toBeVisible();
  await phone.close();
});

test('an invitation link that does not exist says so', async ({ page, signedIn: _ }) => {
  await page.goto(`/couple/join#${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText('This invitation link is not valid. Please ask for a new one.');
});

test('someone under 18 is offered no partner link and none of the adult assessments (issue 29, m12)', async ({
  page,
  baseURL,
  signedIn: _,
}) => {
  const origin = baseURL ?? '';
  expect((await page.request.patch('/api/profile', { data: { age: 14 }, headers: { origin } })).status()).toBe(200);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const available = page.getByRole('region', { name: 'Available assessments' });
  await expect(available.getByRole('link', { name: /Relationship health/ })).toBeVisible();
  await expect(available.getByRole('link', { name: /Before marriage|Intimacy/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Invite your partner|partner/i })).toHaveCount(0);
  await expectAccessible(page);
  // Nor does the phone menu lead to one.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: /partner/i })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/assessments');
  await expect(page.getByRole('link', { name: 'Start: Communication' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Start: (Before marriage|Intimacy)/ })).toHaveCount(0);
  // An address typed by hand leads back to the list; nothing was started.
  await page.goto('/assessment/intimacy');
  await expect(page).toHaveURL(/\/assessments$/);
  expect(await (await page.request.get('/api/assessments')).json()).toEqual([]);
});

test('someone under 18 is told that partner links are for adults, before anything fails', async ({
  page,
  browser,
  baseURL,
  signedIn: _,
}) => {
  const origin = baseURL ?? '';
  expect((await page.request.patch('/api/profile', { data: { age: 16 }, headers: { origin } })).status()).toBe(200);
  await page.goto('/couple/invite');
  await expect(page.getByRole('heading', { name: 'Partner links are for adults' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create an invitation link' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the family page' })).toBeVisible();
  await expectAccessible(page, { strict: true });

  // An adult's invitation link says the same, with nothing to accept.
  const adult = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.42' } });
  const signUp = await adult.request.post('/api/auth/sign-up/email', {
    data: newAccount({ name: 'Adult' }),
    headers: { origin },
  });
  expect(signUp.status()).toBe(200);
  const invitation = await adult.request.post('/api/couple/invitations', { data: {}, headers: { origin } });
  const { token } = (await invitation.json()) as { token: string };
  await page.goto(`/couple/join#${token}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Linking with a partner is for people aged 18 and over, so you cannot send or accept a partner invitation.',
  );
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await adult.close();
});

test('at rest the partner page fetches no form code; the email form loads when wanted and works by keyboard', async ({
  page,
  baseURL,
  signedIn,
}) => {
  const origin = baseURL ?? '';
  await confirmEmail(page.request, origin, signedIn.email);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const formLayer = (path: string) => /\/use-schema-form-[\w-]+\.js$/.test(path);
  const formCode = (path: string) => formLayer(path) || /\/InviteByEmailForm-[\w-]+\.js$/.test(path);
  await page.goto('/couple/invite');
  const opener = page.getByRole('button', { name: 'Invite by email' });
  await expect(opener).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Two buttons at rest: no form, and none of the form layer (react-hook-form, zod/mini).
  await expect(page.locator('form')).toHaveCount(0);
  expect(scripts.filter(formCode)).toEqual([]);
  await expectAccessible(page, { strict: true });
  mkdirSync('/tmp/budget', { recursive: true });
  await screenshotsAt(page, (width) => `/tmp/budget/partner-en-${width}-rest.png`);

  // Focus on the button is intent enough: the download starts before the key is pressed.
  const fetched = page.waitForRequest((request) => formLayer(new URL(request.url()).pathname));
  await opener.focus();
  await fetched;
  await page.keyboard.press('Enter');
  const email = page.getByLabel("Your partner's email");
  await expect(email).toBeFocused();
  await expectAccessible(page, { strict: true });
  await screenshotsAt(page, (width) => `/tmp/budget/partner-en-${width}-open.png`);

  // Escape closes it, and focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(email).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The form is for the address: a blank one is a problem of the field, a good one makes the link and
  // mails it, and the link takes the focus, ready to copy.
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  const partner = newAccount();
  await page.keyboard.type(partner.email);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Your invitation link')).toBeFocused();
  await expect(page.getByText('We also sent the link by email.')).toBeVisible();
  await expect(email).toHaveCount(0);
  await mailTo(origin, partner.email, `${signedIn.name} invites you to Wifaq`);
  // The form came in one download, once.
  expect(scripts.filter(formCode)).toHaveLength(2);
});

test('the partner page in Arabic: the email form opens in place and closes back onto its button', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/dashboard');
  await chooseArabic(page);
  await page.goto('/couple/invite');
  const opener = page.getByRole('button', { name: 'أرسل الدعوة بالبريد الإلكتروني' });
  await expect(page.getByRole('button', { name: 'أنشئ رابط دعوة' })).toBeVisible();
  await expect(opener).toBeVisible();
  await expectAccessible(page, { strict: true });
  await screenshotsAt(page, (width) => `/tmp/budget/partner-ar-${width}-rest.png`);
  await opener.click();
  const email = page.getByLabel('البريد الإلكتروني لشريك حياتك');
  await expect(email).toBeFocused();
  await expectAccessible(page, { strict: true });
  await screenshotsAt(page, (width) => `/tmp/budget/partner-ar-${width}-open.png`);
  await page.getByRole('button', { name: 'إلغاء' }).click();
  await expect(email).toHaveCount(0);
  await expect(opener).toBeFocused();
});
