import type { Browser, Page } from '@playwright/test';
import { answerEverything, chooseArabic, expect, expectAccessible, newAccount, test } from './fixtures.ts';
import { mailTo, noticesTo } from './mail.ts';

const QUESTIONS = 35; // the intimacy assessment, the shortest

async function answerAll(page: Page, phase1: number, phase2: number, complete: string) {
  await answerEverything(page, QUESTIONS, phase1, phase2, complete);
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
}

/** A second person on their own phone, signed up and in Arabic. */
async function arabicPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
  });
  const page = await context.newPage();
  const account = newAccount({ name: 'عمر' });
  const response = await page.request.post('/api/auth/sign-up/email', { data: account, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
  await page.goto('/dashboard');
  await chooseArabic(page);
  return { context, page, account };
}

const digits = (text: string | null) => text?.replace(/\D/g, '') ?? '';
const percentAr = (value: number) => new Intl.NumberFormat('ar-u-nu-latn', { style: 'percent' }).format(value / 100);

test('two partners answer privately on their own phones and each reads the couple report in their language', async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL');
  await page.setViewportSize({ width: 390, height: 844 }); // Amal's phone
  const omar = await arabicPhone(browser, baseURL);
  const invitation = await page.request.post('/api/couple/invitations', { data: {}, headers: { origin: baseURL } });
  const { token } = (await invitation.json()) as { token: string };
  const accepted = await omar.page.request.post('/api/couple/invitations/accept', {
    data: { token },
    headers: { origin: baseURL },
  });
  expect(accepted.status()).toBe(200);
  // Each keeps quiet hours, a window away from now (decision 073): the notices below come outside them.
  const clock = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3600_000).toISOString().slice(11, 16);
  for (const [who, from, to] of [
    [page, 3, 5],
    [omar.page, 2, 4],
  ] as const) {
    const quiet = await who.request.put('/api/notices/quiet', {
      data: { quiet_hours: { from: clock(from), to: clock(to) }, prayer_city: null, time_zone: 'UTC' },
      headers: { origin: baseURL },
    });
    expect(quiet.status()).toBe(200);
  }

  // Amal (English) starts the intimacy assessment together and answers it.
  await page.goto('/couple/invite');
  await expect(page.getByRole('heading', { name: 'Take an assessment together' })).toBeVisible();
  await page.getByRole('button', { name: 'Start together: Intimacy' }).click();
  await answerAll(page, 5, 5, 'Complete');
  await page.getByRole('link', { name: 'Couple report' }).click();
  await expect(page.getByRole('status')).toHaveText('Waiting for عمر to finish.');
  await expect(page.getByText('Neither of you sees anything of the other’s answers')).toBeVisible();
  await expectAccessible(page, { strict: true });

  // Omar is told by mail, in Arabic, that she has answered (her profile names no gender: the general form).
  const told = await mailTo(baseURL, omar.account.email, `أنهى ${signedIn.name} إجاباته في «المودّة والقرب»`);
  expect(told.text).toContain('يصبح تقرير «المودّة والقرب» جاهزًا لكليكما');
  expect(told.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // Omar (Arabic) is invited on his dashboard and answers differently.
  await omar.page.goto('/dashboard');
  await expect(
    omar.page.getByText(`دعوة من ${signedIn.name} لتُجريا هذا التقييم معًا، وتبقى إجاباتك خاصة بك.`),
  ).toBeVisible();
  await expect(omar.page.getByText(`اكتملت إجابات ${signedIn.name}`)).toHaveCount(0);
  await omar.page.getByRole('button', { name: 'ابدأ: المودّة والقرب' }).click();
  // His first couple assessment: the private check-in comes first (decision 030), and he skips it.
  await omar.page.getByRole('button', { name: 'تخطّي هذه الوقفة' }).click();
  // The check's own answer groups stay on screen until the skip is saved; the questionnaire comes after.
  await expect(omar.page).toHaveURL(/\/assessment\/intimacy\?/);
  await answerAll(omar.page, 1, 2, 'إكمال');
  await omar.page.getByRole('link', { name: 'تقرير الشريكين' }).click();
  await expect(omar.page.getByRole('heading', { name: `أنت و${signedIn.name}` })).toBeVisible();
  await expect(omar.page.getByRole('heading', { name: 'موضوعات للحوار' })).toBeVisible();
  await expect(omar.page.getByText(/تتقارب إجاباتكما بدرجة/)).toBeVisible();
  // Each side's level of today beside the agreement: Omar's today is 2 of 5, Amal's 5 of 5.
  const omarToday = omar.page.getByText('الواقع اليوم لدى كلٍّ منكما').locator('+ dl');
  await expect(omarToday.locator('dt')).toHaveText(['أنت', signedIn.name]);
  await expect(omarToday.locator('dd')).toHaveText([percentAr(40), percentAr(100)]);
  await expect(omar.page.getByRole('link', { name: 'كيف نحسب النتائج' }).first()).toBeVisible();
  await expectAccessible(omar.page, { strict: true });
  const omarAgreement = digits(await omar.page.getByText('درجة التقارب بينكما').locator('+ span').textContent());
  // Amal, who finished first, is told the report is ready, in English; Omar read it as he finished.
  const ready = await mailTo(baseURL, signedIn.email, 'The report of “Intimacy” is ready');
  expect(ready.text).toContain('عمر has answered too: the report of “Intimacy” is ready for you both');
  expect((await noticesTo(baseURL, signedIn.email)).map((m) => m.subject)).toEqual([
    'The report of “Intimacy” is ready',
  ]);
  expect(await noticesTo(baseURL, omar.account.email)).toHaveLength(1);

  // Amal reads the same report in English.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You and عمر' })).toBeVisible();
  const agreement = digits(await page.getByText('Agreement between you').locator('+ span').textContent());
  expect(agreement).toBe(omarAgreement);
  expect(agreement).toBe('30'); // hopes 4 apart, today 3 apart: average 3.5 → (5 − 3.5) / 5
  await expect(page.getByText(/^Your answers are 30% close/)).toBeVisible();
  const today = page.getByText('Today, for each of you').locator('+ dl');
  await expect(today.locator('dt')).toHaveText(['You', 'عمر']);
  await expect(today.locator('dd')).toHaveText(['100%', '40%']);
  // Each side's own alignment with its level of today under it, the overall row last.
  const each = page.getByRole('region', { name: 'Each of you: hopes and today' });
  await expect(each.getByRole('row').last()).toContainText('today 100%');
  await expect(each.getByRole('row').last()).toContainText('today 40%');
  // Neither rates today well where the other does, nor badly where the other does: no shared lists.
  await expect(page.getByRole('heading', { name: 'Shared strengths' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Worth talking about together' })).toHaveCount(0);
  const topics = page.getByRole('region', { name: 'Topics to talk about' }).getByRole('listitem');
  await expect(topics).toHaveCount(5);
  await expect(topics.first()).not.toContainText('You:');
  await expectAccessible(page, { strict: true });

  // Who answered what shows only once both have said yes.
  await page.getByLabel('Show my answers to عمر').check();
  await expect(page.getByText('عمر has not turned it on.')).toBeVisible();
  await expect(topics.first()).not.toContainText('You:');
  await omar.page.getByLabel(`أظهر إجاباتي لـ${signedIn.name}`).check();
  await expect(omar.page.getByText(`الخيار مفعّل لدى ${signedIn.name}.`)).toBeVisible();
  await expect(omar.page.getByRole('region', { name: 'موضوعات للحوار' }).getByRole('listitem').first()).toContainText(
    `أنت: التطلع 1، والواقع 2 · ${signedIn.name}: التطلع 5، والواقع 5`,
  );
  await page.reload();
  await expect(topics.first()).toContainText('You: hope 5, today 5 · عمر: hope 1, today 2');

  // A third person cannot open it.
  const stranger = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.250' } });
  const strangerPage = await stranger.newPage();
  await strangerPage.request.post('/api/auth/sign-up/email', { data: newAccount(), headers: { origin: baseURL } });
  await strangerPage.goto(page.url());
  await expect(strangerPage.getByRole('alert')).toContainText('This couple report is not available');
  await stranger.close();
  await omar.context.close();
});
