import { chooseArabic, expect, expectAccessible, screenshotsAt, test } from './fixtures.ts';

test.use({ timezoneId: 'Asia/Riyadh' });

const shots = (page: import('@playwright/test').Page, name: string) =>
  screenshotsAt(page, (width) => `.tmp/notices-${name}-${width}.png`);

test('a person turns the monthly report off and on from the settings, with the keyboard, in both languages (decision 067)', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: /Notices/ }).click();
  await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  const monthly = page.getByRole('checkbox', { name: 'Send me the monthly report by mail' });
  await expect(monthly).toBeChecked();
  // A new account is on UTC until the device's zone is saved; the page offers it.
  await expect(page.getByText('Timed in your time zone: UTC.')).toBeVisible();
  await expectAccessible(page, { strict: true });
  await shots(page, 'en');

  await monthly.focus();
  await page.keyboard.press('Space');
  await expect(monthly).not.toBeChecked();
  await expect(page.getByText('Timed in your time zone: Asia/Riyadh.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Use this device/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Send me the monthly report by mail' })).not.toBeChecked();

  // A woman reads her Arabic in the feminine (decision 063).
  await page.request.patch('/api/profile', {
    data: { gender: 'female' },
    headers: { origin: new URL(page.url()).origin },
  });
  await page.reload();
  await chooseArabic(page);
  await expect(page.getByRole('heading', { name: 'التنبيهات', level: 1 })).toBeVisible();
  await expect(page.getByText(/^اختاري الرسائل التي يرسلها إليكِ وِفاق/)).toBeVisible();
  await expect(page.getByText(/النتائج التي أكملتِها/)).toBeVisible();
  const arabic = page.getByRole('checkbox', { name: 'أرسل إليّ التقرير الشهري عبر البريد' });
  await expect(arabic).not.toBeChecked();
  await arabic.focus();
  await page.keyboard.press('Space');
  await expect(arabic).toBeChecked();
  await expectAccessible(page, { strict: true });
  await shots(page, 'ar');
});

test.describe('notices on this device (Web Push)', () => {
  // The worker is what subscribes: allowed here, as in pwa.spec.ts.
  test.use({ serviceWorkers: 'allow' });

  test('say what the browser allows, in both languages, and never claim a device is on when its push service was not reached', async ({
    page,
    context,
    signedIn: _,
  }) => {
    await page.goto('/settings/notices');
    const card = page.getByRole('region', { name: 'Notices on this device' });
    await expect(card.getByRole('status')).toHaveText('Off on this device.');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // Allowed, but this machine reaches no push service (as a phone offline): the page says so, and the
    // server was told nothing.
    await context.grantPermissions(['notifications']);
    const told: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/push/subscriptions')) told.push(request.method());
    });
    await card.getByRole('button', { name: 'Turn on notices here' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'This browser could not reach its notice service. Please check the connection and try again.',
    );
    expect(told).toEqual([]);
    await expect(card.getByRole('status')).toHaveText('Off on this device.');
    await expectAccessible(page, { strict: true });

    await chooseArabic(page);
    const arabic = page.getByRole('region', { name: 'التنبيهات على هذا الجهاز' });
    await expect(arabic.getByRole('button', { name: 'تفعيل التنبيهات هنا' })).toBeVisible();
    await expect(arabic.getByRole('alert')).toHaveText(
      'تعذّر على هذا المتصفح الوصول إلى خدمة التنبيهات. يُرجى التحقق من الاتصال والمحاولة مرة أخرى.',
    );
    await expectAccessible(page, { strict: true });
    await shots(page, 'device-ar');
  });

  test('a browser that blocked notices is told where to allow them', async ({ page, signedIn: _ }) => {
    // Blocked: what the browser reports for a site the person said no to.
    await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
    await page.goto('/settings/notices');
    const card = page.getByRole('region', { name: 'Notices on this device' });
    await expect(card.getByRole('status')).toHaveText(
      'Notices from Wifaq are blocked in this browser’s settings. Allow them there, then turn them on here.',
    );
    await expect(card.getByRole('button')).toHaveCount(0);
  });
});
