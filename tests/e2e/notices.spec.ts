import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';

test.use({ timezoneId: 'Asia/Riyadh' });

const shots = async (page: import('@playwright/test').Page, name: string) => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `.tmp/notices-${name}-${width}.png`, fullPage: true });
  }
};

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
