import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';

test.describe('sign up', () => {
  test('creates an account in two steps and lands on the dashboard', async ({ page, account }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Age').fill('31');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Relationship', { exact: true }).selectOption('married');
    await page.getByLabel('How is the relationship today?').selectOption('good');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please agree to how your answers are used: without it we cannot give you results.',
    );
    await page.getByLabel(/I agree that Wifaq stores and analyses my answers/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${account.name}` })).toBeVisible();
    await expect(page.getByText('No assessments yet')).toBeVisible();
    await expectAccessible(page);

    const profile = await (await page.request.get('/api/profile')).json();
    expect(profile).toMatchObject({
      full_name: account.name,
      age: 31,
      gender: 'female',
      relationship_type: 'married',
      relationship_status: 'good',
      language_preference: 'en',
    });
    expect(Date.parse(profile.data_consent_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('explains each step-1 rule and clears the message on edit', async ({ page }) => {
    await page.goto('/signup');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    const alert = page.getByRole('alert');

    await continueButton.click();
    await expect(alert).toHaveText('All fields are required');
    // Every blank field is marked at once, each pointing at the one message (issue 29, m6).
    for (const label of ['Full name', 'Email', 'Confirm password']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Full name')).toBeFocused();

    // Several problems of their own: the first in the alert, each other one under its field.
    await page.getByLabel('Full name').fill('Yusuf');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await continueButton.click();
    await expect(alert).toHaveText('All fields are required');
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Confirm password').fill('short');
    await continueButton.click();
    await expect(alert).toHaveText('Please enter a valid email address');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /Password must be at least 8 characters/,
    );
    await page.getByLabel('Email').fill('');

    await page.getByLabel('Full name').fill('Yusuf');
    await expect(alert).toHaveCount(0);
    await page.getByLabel('Email').fill('yusuf@example.test');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await continueButton.click();
    await expect(alert).toHaveText('Password must be at least 8 characters');

    await page.getByLabel('Password', { exact: true }).fill('long enough 1');
    await continueButton.click();
    await expect(alert).toHaveText('Passwords do not match');

    await page.getByLabel('Confirm password').fill('long enough 1');
    await page.getByLabel('Email').fill('yusuf at example');
    await continueButton.click();
    await expect(alert).toHaveText('Please enter a valid email address');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('checks step 2, goes back without losing step 1, and preselects the landing path', async ({ page }) => {
    await page.goto('/signup?path=pre-marriage');
    await page.getByLabel('Full name').fill('Khalid');
    await page.getByLabel('Email').fill('khalid@example.test');
    await page.getByLabel('Password', { exact: true }).fill('long enough 1');
    await page.getByLabel('Confirm password').fill('long enough 1');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByLabel('Relationship', { exact: true })).toHaveValue('pre-marriage');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('All profile fields are required');

    for (const label of ['Age', 'Gender', 'How is the relationship today?']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.getByLabel('Relationship', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');

    // An age out of range beside two blank choices: all three marked at once (issue 29, m6).
    await page.getByLabel('Age').fill('12');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('All profile fields are required');
    await expect(page.getByLabel('Age')).toHaveAccessibleDescription('Age must be between 13 and 120');
    await expect(page.getByLabel('Gender')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('How is the relationship today?')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Gender').selectOption('male');
    await page.getByLabel('How is the relationship today?').selectOption('fair');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Age must be between 13 and 120');

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Khalid');
    await expect(page.getByLabel('Email')).toHaveValue('khalid@example.test');
  });

  test('shows the server’s message when the email is taken', async ({ page, existing }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Second');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('long enough 1');
    await page.getByLabel('Confirm password').fill('long enough 1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Age').fill('40');
    await page.getByLabel('Gender').selectOption('male');
    await page.getByLabel('Relationship', { exact: true }).selectOption('married');
    await page.getByLabel('How is the relationship today?').selectOption('good');
    await page.getByLabel(/I agree that Wifaq stores/).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('already exists');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  test('refuses a guessable password with its reason, back at the password field, in both languages', async ({
    page,
    account,
  }) => {
    const password = page.getByLabel('Password', { exact: true });
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await password.fill('wifaq123');
    await page.getByLabel('Confirm password').fill('wifaq123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Age').fill('34');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Relationship', { exact: true }).selectOption('married');
    await page.getByLabel('How is the relationship today?').selectOption('good');
    await page.getByLabel(/I agree that Wifaq stores/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    // Back at step 1, the field marked and focused, the reason and what to do in the alert it points at.
    await expect(page.getByText('Step 1 of 2')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      'This password is built on your name, your email address or the name Wifaq, which anyone who knows you could guess. Choose one without them, such as three or four unrelated words.',
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toBeFocused();
    await expectAccessible(page);
    await password.fill('wifaq1234');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('12345678');
    await page.getByLabel('تأكيد كلمة المرور').fill('12345678');
    await page.getByRole('button', { name: 'تابع' }).click();
    await page.getByRole('button', { name: 'أنشئ الحساب' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'يسهل تخمين كلمة المرور هذه، فهي شائعة أو تتبع نمطًا بسيطًا. اختر كلمة مرور أطول لا تستخدمها في مكان آخر، كثلاث كلمات أو أربع لا رابط بينها.',
    );
    await expect(page.getByLabel('كلمة المرور', { exact: true })).toBeFocused();

    // A passphrase goes through, with step 2 as it was left.
    await page.getByLabel('كلمة المرور', { exact: true }).fill(account.password);
    await page.getByLabel('تأكيد كلمة المرور').fill(account.password);
    await page.getByRole('button', { name: 'تابع' }).click();
    await page.getByRole('button', { name: 'أنشئ الحساب' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('log in and out', () => {
  test('logs out to the landing page and back in to the dashboard', async ({ page, signedIn }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome, ${signedIn.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.goto('/login');
    await expectAccessible(page);
    await page.getByLabel('Email').fill(signedIn.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();

    await page.getByLabel('Password').fill(signedIn.password);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the guard sends a visitor to login and back to the page they wanted', async ({ page, existing }) => {
    await page.goto('/couple/invite');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill(existing.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/couple\/invite$/);
    await expect(page.getByRole('heading', { name: 'Invite your partner' })).toBeVisible();
  });
});

test.describe('Arabic', () => {
  test('switching to Arabic mirrors the page, survives a reload and is saved to the profile', async ({
    page,
    signedIn,
  }) => {
    await page.goto('/dashboard');
    await chooseArabic(page);
    await expect(page.getByRole('heading', { name: `أهلًا بك، ${signedIn.name}` })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expectAccessible(page);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: `أهلًا بك، ${signedIn.name}` })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/profile')).json()).language_preference)
      .toBe('ar');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('a new device adopts the language saved in the profile at login', async ({ page, browser, signedIn }) => {
    await page.goto('/dashboard');
    await chooseArabic(page);
    await expect
      .poll(async () => (await (await page.request.get('/api/profile')).json()).language_preference)
      .toBe('ar');

    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto('/login');
    await expect(phone.locator('html')).toHaveAttribute('dir', 'ltr');
    await phone.getByLabel('Email').fill(signedIn.email);
    await phone.getByLabel('Password').fill(signedIn.password);
    await phone.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(phone.getByRole('heading', { name: `أهلًا بك، ${signedIn.name}` })).toBeVisible();
    await other.close();
  });

  test('shows validation messages in Arabic', async ({ page }) => {
    await page.goto('/signup');
    await chooseArabic(page);
    await page.getByRole('button', { name: 'تابع' }).click();
    await expect(page.getByRole('alert')).toHaveText('جميع الحقول مطلوبة');
  });
});

test.describe('routes', () => {
  test('unknown paths answer 404 with the page-not-found page, at the address asked for', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    // A real 404, not a soft one (issue 29, m11); every page of the route table stays a 200.
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
    for (const known of ['/', '/signup', '/contact', '/dashboard', '/results/x', '/couple/join', '/settings/billing']) {
      expect((await page.request.get(known)).status(), known).toBe(200);
    }
  });

  test('both selection paths show the selection screen', async ({ page, signedIn: _ }) => {
    for (const path of ['/assessments', '/assessment-selection']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Choose an assessment' })).toBeVisible();
    }
  });

  for (const language of ['en', 'ar'] as const) {
    // Accessibility of the public pages, strictly and at both sizes: tests/e2e/public.spec.ts.
    test(`public pages fit a 390 px phone without sideways scrolling (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      if (language === 'ar') await chooseArabic(page);
      for (const path of ['/', '/pricing', '/login', '/signup']) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      }
    });
  }
});
