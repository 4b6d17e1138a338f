import type { Locator, Page } from '@playwright/test';
import { reminderDays } from '../../src/web/features/progress/retake-days.ts';
import { chooseArabic, expect, expectAccessible, screenshotsAt, test } from './fixtures.ts';

test.use({ timezoneId: 'Asia/Riyadh' });

const shots = (page: Page, name: string) => screenshotsAt(page, (width) => `.tmp/notices-${name}-${width}.png`);

/** The switch for one event on one channel: each event's switches are a group named by its title. */
const switchOf = (page: Page, event: string | RegExp, channel: string) =>
  page.getByRole('group', { name: event }).getByRole('switch', { name: channel });

/** Turns a switch with the keyboard and waits for the server to have saved it. */
async function pressSpace(page: Page, control: Locator) {
  await control.focus();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/notices/preferences') && r.request().method() === 'PUT',
  );
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  // Focus stays on the switch while it saves (it is never disabled).
  await expect(control).toBeFocused();
}

test('a person chooses each notice by mail and on their devices, with the keyboard, in both languages (decision 067)', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/settings');
  await page.getByRole('link', { name: /Notices/ }).click();
  await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
  // Every event is on until turned off; the monthly report is a PDF, which a push cannot carry.
  for (const event of [
    'Your partner finished',
    'A report is ready',
    'This week’s exercise',
    'Your plan changed',
    'Time to retake',
  ]) {
    await expect(switchOf(page, event, 'By mail')).toBeChecked();
    await expect(switchOf(page, event, 'On your devices')).toBeChecked();
  }
  await expect(switchOf(page, 'Monthly report', 'By mail')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Monthly report' }).getByRole('switch')).toHaveCount(1);
  // A new account is on UTC until the device's zone is saved; the page offers it.
  await expect(page.getByText('Timed in your time zone: UTC.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Use this device/ })).toBeVisible();
  const device = page.getByRole('region', { name: 'Notices on this device' });
  await expect(device.getByRole('list', { name: 'Reaching your devices:' }).getByRole('listitem')).toHaveCount(5);
  // Quiet nights are the default, read on the person's clock; prayer times are opt-in.
  const quiet = page.getByRole('region', { name: 'Quiet times' });
  await expect(quiet.getByRole('definition').first()).toHaveText('From 10:00 PM to 8:00 AM');
  await expect(quiet.getByRole('definition').last()).toHaveText('Not kept quiet');
  await expectAccessible(page, { strict: true });
  await shots(page, 'en');

  // Off on devices for one event, off by mail for another: each saved at once, with the device's zone.
  await pressSpace(page, switchOf(page, 'Your partner finished', 'On your devices'));
  await expect(switchOf(page, 'Your partner finished', 'On your devices')).not.toBeChecked();
  await expect(device.getByRole('listitem')).toHaveCount(4);
  await expect(device.getByRole('listitem').filter({ hasText: 'Your partner finished' })).toHaveCount(0);
  await pressSpace(page, switchOf(page, 'Monthly report', 'By mail'));
  await expect(page.getByText('Timed in your time zone: Asia/Riyadh.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Use this device/ })).toHaveCount(0);
  await page.reload();
  await expect(switchOf(page, 'Your partner finished', 'On your devices')).not.toBeChecked();
  await expect(switchOf(page, 'Your partner finished', 'By mail')).toBeChecked();
  await expect(switchOf(page, 'Monthly report', 'By mail')).not.toBeChecked();

  // A woman reads her Arabic in the feminine (decision 063); a man would read «شريكة حياتك».
  await page.request.patch('/api/profile', {
    data: { gender: 'female' },
    headers: { origin: new URL(page.url()).origin },
  });
  await page.reload();
  await chooseArabic(page);
  await expect(page.getByRole('heading', { name: 'التنبيهات', level: 1 })).toBeVisible();
  await expect(page.getByText(/^اختاري ما يُعلمكِ به وِفاق/)).toBeVisible();
  await expect(page.getByText(/النتائج التي أكملتِها/)).toBeVisible();
  const partner = switchOf(page, 'أنهى شريك حياتك إجاباته', 'على أجهزتك');
  await expect(partner).not.toBeChecked();
  await pressSpace(page, partner);
  await expect(partner).toBeChecked();
  await expect(switchOf(page, 'التقرير الشهري', 'عبر البريد')).not.toBeChecked();
  await expectAccessible(page, { strict: true });
  await shots(page, 'ar');
  await page.reload();
  await expect(switchOf(page, 'أنهى شريك حياتك إجاباته', 'على أجهزتك')).toBeChecked();
});

test('a person sets quiet hours and a prayer city, with the keyboard, in both languages (decision 072)', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/settings/notices');
  const quiet = page.getByRole('region', { name: 'Quiet times' });
  // The form opens in place from the keyboard, its first field focused, as the server's view fills it.
  const change = quiet.getByRole('button', { name: 'Change quiet times' });
  // A new account's hours are read in UTC until it takes the device's zone; focus stays in the card.
  await expect(quiet.getByText('Read on your clock in UTC.')).toBeVisible();
  await quiet.getByRole('button', { name: 'Use this device’s time zone (Asia/Riyadh)' }).click();
  await expect(quiet.getByText('Read on your clock in Asia/Riyadh.')).toBeVisible();
  await expect(change).toBeFocused();
  await page.keyboard.press('Enter');
  const keep = quiet.getByRole('checkbox', { name: 'Keep quiet hours' });
  await expect(keep).toBeFocused();
  await expect(keep).toBeChecked();
  await expect(quiet.getByLabel('From', { exact: true })).toHaveValue('22:00');
  await expect(quiet.getByLabel('To', { exact: true })).toHaveValue('08:00');
  // The schema the server checks with says what is wrong before anything is sent.
  let sent = 0;
  page.on('request', (r) => r.url().endsWith('/api/notices/quiet') && sent++);
  await quiet.getByLabel('From', { exact: true }).fill('08:00');
  await quiet.getByRole('button', { name: 'Save quiet times' }).click();
  await expect(quiet.getByText('Quiet hours need a start and an end that differ.')).toBeVisible();
  await expect(quiet.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(quiet.getByLabel('To', { exact: true })).toBeFocused();
  expect(sent).toBe(0);
  await quiet.getByLabel('From', { exact: true }).fill('23:00');
  await quiet.getByLabel('To', { exact: true }).fill('06:30');
  const city = quiet.getByRole('combobox', { name: 'Keep prayer times quiet in' });
  await expect(city.getByRole('option').nth(1)).toHaveText('Abu Dhabi');
  await city.selectOption({ label: 'Cairo' });
  await expectAccessible(page, { strict: true });
  await shots(page, 'quiet-form-en');
  await quiet.getByRole('button', { name: 'Save quiet times' }).click();
  await expect(quiet.getByRole('status')).toHaveText('Quiet times saved.');
  await expect(change).toBeFocused();
  await expect(quiet.getByRole('definition').first()).toHaveText('From 11:00 PM to 6:30 AM');
  await expect(quiet.getByRole('definition').last()).toHaveText('Kept quiet in Cairo');
  // Saved with the device's zone, which they are read in.
  await page.reload();
  await expect(quiet.getByRole('definition').first()).toHaveText('From 11:00 PM to 6:30 AM');
  await expect(quiet.getByRole('definition').last()).toHaveText('Kept quiet in Cairo');
  await expect(page.getByText('Read on your clock in Asia/Riyadh.')).toBeVisible();

  // In Arabic: the cities in Arabic order; quiet hours off, the city kept.
  await chooseArabic(page);
  const arabic = page.getByRole('region', { name: 'أوقات الهدوء' });
  await expect(arabic.getByRole('definition').first()).toHaveText('من 11:00 م إلى 6:30 ص');
  await expect(arabic.getByRole('definition').last()).toHaveText('تُراعى في القاهرة');
  await arabic.getByRole('button', { name: 'تغيير أوقات الهدوء' }).click();
  const arabicCity = arabic.getByRole('combobox', { name: 'مراعاة أوقات الصلاة في' });
  await expect(arabicCity).toHaveValue('cairo');
  await expect(arabicCity.getByRole('option').nth(1)).toHaveText('أبوظبي');
  await expect(arabic.getByText(/وفي رمضان حول السحور والإفطار والتراويح/)).toBeVisible();
  await expectAccessible(page, { strict: true });
  await shots(page, 'quiet-form-ar');
  await arabic.getByRole('checkbox', { name: 'تفعيل ساعات الهدوء' }).press('Space');
  await expect(arabic.getByLabel('من', { exact: true })).toHaveCount(0);
  await arabic.getByRole('button', { name: 'حفظ أوقات الهدوء' }).click();
  await expect(arabic.getByRole('status')).toHaveText('حُفظت أوقات الهدوء.');
  await page.reload();
  await expect(arabic.getByRole('definition').first()).toHaveText('بلا ساعات هدوء');
  await expect(arabic.getByRole('definition').last()).toHaveText('تُراعى في القاهرة');
});

test('a switch the server refuses goes back and says so, keeping focus', async ({ page, signedIn: _ }) => {
  await page.route('**/api/notices/preferences', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await page.goto('/settings/notices');
  const report = switchOf(page, 'A report is ready', 'By mail');
  await report.focus();
  await page.keyboard.press('Space');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('group', { name: 'A report is ready' }) });
  await expect(row.getByRole('alert')).toHaveText('Your choice could not be saved. Try again in a moment.');
  await expect(report).toBeChecked();
  await expect(report).toBeFocused();
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

/** Completes a 'values' assessment through the API, every hope 5 and every today 4. */
async function completeValues(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/assessments', { data: { assessment_type: 'values' }, headers });
  const { id } = (await created.json()) as { id: string };
  const { questions } = (await (await page.request.get(`/api/assessments/${id}/questions`)).json()) as {
    questions: { key: string }[];
  };
  const responses = Object.fromEntries(
    questions.flatMap((q) => [
      [`${q.key}_phase1`, 5],
      [`${q.key}_phase2`, 4],
    ]),
  );
  const done = await page.request.post(`/api/assessments/${id}/complete`, { data: { responses }, headers });
  expect(done.status()).toBe(200);
}

/** A calendar day as the English page writes it. */
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

test('a retake reminder set from the progress page, kept after a reload, refused out of range and stopped, in both languages', async ({
  page,
  baseURL,
  signedIn: _,
}) => {
  if (!baseURL) throw new Error('baseURL');
  await completeValues(page, baseURL);
  const days = reminderDays(new Date().toISOString(), new Date(), 'Asia/Riyadh');
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  const formLayer = () => scripts.some((url) => /\/use-schema-form-[\w-]+\.js$/.test(url));

  await page.goto('/progress');
  const item = page.getByRole('listitem').filter({ hasText: 'Shared values' });
  const open = item.getByRole('button', { name: 'Remind me to take it again (Shared values)' });
  await expect(open).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The date form's code comes when it is asked for, not with the page (decision 048).
  expect(formLayer()).toBe(false);
  await open.focus();
  await page.keyboard.press('Enter');
  const day = item.getByLabel('Remind me on');
  await expect(day).toBeFocused();
  // Suggested: the day a retake falls due, three months after this result.
  await expect(day).toHaveValue(days.due);
  await expect(day).toHaveAttribute('min', days.today);
  await expect(day).toHaveAttribute('max', days.last);
  await expect(item.getByText(`Three months after your latest result: ${longDate(days.due)}.`)).toBeVisible();
  await expectAccessible(page, { strict: true });
  await shots(page, 'reminder-form-en');

  // More than a year ahead: the server says so, in the person's words.
  const [year, month, date] = days.today.split('-');
  await day.fill(`${Number(year) + 2}-${month}-${date}`);
  await item.getByRole('button', { name: 'Set the reminder' }).click();
  await expect(item.getByRole('alert')).toHaveText('Choose a date from today to a year from now.');

  // Five weeks on, then Enter: saved, the date shown, focus back on the button that opened the form.
  const chosen = new Date(Date.parse(`${days.today}T12:00:00Z`) + 35 * 86_400_000).toISOString().slice(0, 10);
  await day.fill(chosen);
  await day.press('Enter');
  await expect(item.getByRole('status')).toHaveText('Reminder set.');
  await expect(item.getByText(`We’ll remind you to take it again on ${longDate(chosen)}.`)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Change the date (Shared values)' })).toBeFocused();
  await page.reload();
  await expect(item.getByText(`We’ll remind you to take it again on ${longDate(chosen)}.`)).toBeVisible();
  await expectAccessible(page, { strict: true });
  await shots(page, 'reminder-en');

  // In Arabic: the date with the Hijri one beside it; the form in Arabic; then the reminder stopped.
  await chooseArabic(page);
  const arabic = page.getByRole('listitem').filter({ hasText: 'القيم المشتركة' });
  await expect(arabic.getByText(/^سنذكّرك بإعادته في .+\(.+ هـ\)\.$/)).toBeVisible();
  await arabic.getByRole('button', { name: 'تغيير الموعد (القيم المشتركة)' }).click();
  await expect(arabic.getByLabel('ذكّرني في')).toHaveValue(chosen);
  await expectAccessible(page, { strict: true });
  await shots(page, 'reminder-form-ar');
  await arabic.getByRole('button', { name: 'إلغاء' }).click();
  await expect(arabic.getByRole('button', { name: 'تغيير الموعد (القيم المشتركة)' })).toBeFocused();
  await shots(page, 'reminder-ar');
  await arabic.getByRole('button', { name: 'إيقاف التذكير (القيم المشتركة)' }).click();
  await expect(arabic.getByRole('status')).toHaveText('أُوقف التذكير.');
  await expect(arabic.getByRole('button', { name: 'ذكّرني بإعادته (القيم المشتركة)' })).toBeFocused();
  await expect(arabic.getByText(/^سنذكّرك/)).toHaveCount(0);
  await page.reload();
  await expect(arabic.getByRole('button', { name: 'ذكّرني بإعادته (القيم المشتركة)' })).toBeVisible();
  await expect(arabic.getByText(/^سنذكّرك/)).toHaveCount(0);
  expect((await (await page.request.get('/api/retake-reminders')).json()) as unknown[]).toEqual([]);
});

test('a reminder whose day has passed says when it was for, not that it will come', async ({
  page,
  baseURL,
  signedIn: _,
}) => {
  if (!baseURL) throw new Error('baseURL');
  await completeValues(page, baseURL);
  // The server keeps a reminder after its day (the notice has gone, or was not needed).
  await page.route('**/api/retake-reminders', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: [{ assessment_type: 'values', due_on: '2026-01-04' }] })
      : route.fallback(),
  );
  await page.goto('/progress');
  const item = page.getByRole('listitem').filter({ hasText: 'Shared values' });
  await expect(item.getByText('Your reminder was for January 4, 2026.')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Remove the reminder (Shared values)' })).toBeVisible();
  await expect(item.getByText(/We’ll remind you/)).toHaveCount(0);
});
