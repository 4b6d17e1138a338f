import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { findAssessmentType } from '../../src/domain/assessment/catalogue.ts';
import { expect, expectAccessible, newAccount, test } from './fixtures.ts';
import { confirmEmail, mailTo } from './mail.ts';

// Decision 062 (issue 29, m3): the partner's timeline says who unlinked, and the report stays readable.

const SHOTS = '/tmp/shots-unlink';
const SIZES = [
  [390, 844],
  [1280, 800],
] as const;

/** One person on their own device, signed up through the API, with a gender and a language. */
async function person(
  browser: Browser,
  baseURL: string,
  name: string,
  profile: { gender: 'male' | 'female'; language: 'en' | 'ar' },
) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
  });
  const page = await context.newPage();
  const account = newAccount({ name });
  const headers = { origin: baseURL };
  expect((await page.request.post('/api/auth/sign-up/email', { data: account, headers })).status()).toBe(200);
  await confirmEmail(page.request, baseURL, account.email);
  const patched = await page.request.patch('/api/profile', {
    data: { gender: profile.gender, language_preference: profile.language },
    headers,
  });
  expect(patched.status()).toBe(200);
  await page.goto('/dashboard');
  // The saved language is the page's: Arabic reads right to left from the first page.
  await expect(page.locator('html')).toHaveAttribute('dir', profile.language === 'ar' ? 'rtl' : 'ltr');
  return { context, page, account, headers };
}

/** Every statement of the intimacy assessment answered, through the API (the questionnaire has its own tests). */
function answers(p1: number, p2: number) {
  const type = findAssessmentType('intimacy');
  if (!type) throw new Error('catalogue');
  return Object.fromEntries(
    type.questions.flatMap((q) => [[`${q.key}_phase1`, p1] as const, [`${q.key}_phase2`, p2] as const]),
  );
}

type Person = Awaited<ReturnType<typeof person>>;

/** Linked (the first invites), and the intimacy assessment taken together and finished by both. */
async function linkedWithReport(amina: Person, omar: Person) {
  const invitation = await amina.page.request.post('/api/couple/invitations', { data: {}, headers: amina.headers });
  const { token } = (await invitation.json()) as { token: string };
  const accept = await omar.page.request.post('/api/couple/invitations/accept', {
    data: { token },
    headers: omar.headers,
  });
  expect(accept.status()).toBe(200);
  const started = await omar.page.request.post('/api/couple/shared', {
    data: { assessment_type: 'intimacy' },
    headers: omar.headers,
  });
  const { shared, assessment } = (await started.json()) as { shared: { id: string }; assessment: { id: string } };
  const joined = await amina.page.request.post(`/api/couple/shared/${shared.id}/join`, { headers: amina.headers });
  const hers = ((await joined.json()) as { assessment: { id: string } }).assessment.id;
  for (const [who, id, responses] of [
    [omar, assessment.id, answers(5, 4)],
    [amina, hers, answers(4, 2)],
  ] as const) {
    const done = await who.page.request.post(`/api/assessments/${id}/complete`, {
      data: { responses },
      headers: who.headers,
    });
    expect(done.status()).toBe(200);
  }
  return shared;
}

/** Checks the page at both sizes, in its language, and keeps a screenshot of each. */
async function lookAt(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await expectAccessible(page, { strict: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('Omar unlinks: Amina’s timeline says he did, she is mailed, and each keeps the couple report', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL');
  const omar = await person(browser, baseURL, 'Omar Haddad', { gender: 'male', language: 'en' });
  const amina = await person(browser, baseURL, 'أمينة الحربي', { gender: 'female', language: 'ar' });

  const shared = await linkedWithReport(amina, omar);

  // Omar unlinks on his page, told what each keeps.
  await omar.page.goto('/couple/invite');
  await omar.page.getByRole('button', { name: 'Unlink' }).click();
  await expect(
    omar.page.getByText('You each keep your own assessments and your own copy of the couple reports'),
  ).toBeVisible();
  await omar.page.getByRole('button', { name: 'Yes, unlink' }).click();
  await expect(omar.page.getByRole('button', { name: 'Create an invitation link' })).toBeVisible();

  // Amina's timeline, in Arabic: he unlinked, not she; the report is still hers to read.
  await amina.page.goto('/timeline');
  await expect(amina.page.getByText('ألغى Omar Haddad الربط بينكما')).toBeVisible();
  await expect(amina.page.getByText(/ألغيت ربط حسابك/)).toHaveCount(0);
  await lookAt(amina.page, 'timeline-ar');
  const mail = await mailTo(baseURL, amina.account.email, 'ألغى Omar Haddad الربط بينكما في وِفاق');
  expect(mail.text).toContain('مرحبًا أمينة الحربي،');

  await amina.page.getByRole('link', { name: 'اقرأ التقرير' }).click();
  await expect(amina.page.getByRole('heading', { name: 'أنت وOmar Haddad' })).toBeVisible();
  await expect(amina.page.getByRole('heading', { name: 'نسختك من هذا التقرير' })).toBeVisible();
  await expect(amina.page.getByText(/ولن تتغيّر بعد الآن/)).toBeVisible();
  await lookAt(amina.page, 'report-after-unlink-ar');
  await amina.page.getByRole('button', { name: 'احذف نسختي' }).click();
  await expect(
    amina.page.getByText('أتريد حذف نسختك من هذا التقرير؟ لا يمكن استعادتها بعد الحذف، وتبقى نسخة Omar Haddad كما هي.'),
  ).toBeVisible();
  // The safe answer has the focus: Enter keeps the copy.
  await expect(amina.page.getByRole('button', { name: 'أبقِها' })).toBeFocused();
  await lookAt(amina.page, 'remove-copy-ar');
  await amina.page.keyboard.press('Enter');
  await expect(amina.page.getByRole('button', { name: 'احذف نسختي' })).toBeVisible();

  // Omar's side, in English: he unlinked; he reads his copy, then removes it.
  await omar.page.goto('/timeline');
  await expect(omar.page.getByText('You unlinked from أمينة الحربي')).toBeVisible();
  await lookAt(omar.page, 'timeline-en');
  await omar.page.getByRole('link', { name: 'Read the report' }).click();
  await expect(omar.page.getByRole('heading', { name: 'You and أمينة الحربي' })).toBeVisible();
  await expect(omar.page.getByRole('heading', { name: 'Your copy of this report' })).toBeVisible();
  await lookAt(omar.page, 'report-after-unlink-en');
  await omar.page.getByRole('button', { name: 'Remove my copy' }).click();
  await expect(omar.page.getByText('Remove your copy of this report? It cannot be brought back.')).toBeVisible();
  await lookAt(omar.page, 'remove-copy-en');
  await omar.page.getByRole('button', { name: 'Yes, remove my copy' }).click();
  // Back on the dashboard, which every plan opens: the copy is no longer among the reports he kept.
  await expect(omar.page).toHaveURL(/\/dashboard$/);
  await expect(omar.page.getByRole('heading', { name: 'Recent assessments' })).toBeVisible();
  await expect(omar.page.getByRole('heading', { name: 'Reports you kept' })).toHaveCount(0);
  await omar.page.goto('/timeline');
  await expect(omar.page.getByText('You can no longer open this report.')).toBeVisible();
  expect((await omar.page.request.get(`/api/couple/shared/${shared.id}/report`)).status()).toBe(404);

  // Amina's copy stays.
  await amina.page.reload();
  await expect(amina.page.getByRole('heading', { name: 'نسختك من هذا التقرير' })).toBeVisible();
  await omar.context.close();
  await amina.context.close();
});

test('After the unlink, each follows “Reports you kept” to their copy: Amina from the mail, Omar from his pages', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL');
  const omar = await person(browser, baseURL, 'Omar Haddad', { gender: 'male', language: 'en' });
  const amina = await person(browser, baseURL, 'أمينة الحربي', { gender: 'female', language: 'ar' });
  const shared = await linkedWithReport(amina, omar);
  // Nothing is kept while the link lasts: the section is not there.
  await amina.page.goto('/dashboard');
  await expect(amina.page.getByRole('heading', { name: 'معًا مع Omar Haddad' })).toBeVisible();
  await expect(amina.page.getByRole('heading', { name: 'التقارير التي احتفظت بها' })).toHaveCount(0);

  // Omar unlinks; he stays on his partner page, where what he kept is listed.
  await omar.page.goto('/couple/invite');
  await omar.page.getByRole('button', { name: 'Unlink' }).click();
  await omar.page.getByRole('button', { name: 'Yes, unlink' }).click();
  await expect(omar.page.getByRole('heading', { name: 'Reports you kept' })).toBeVisible();
  await lookAt(omar.page, 'kept-partner-page-en');

  // Amina follows her mail's button: the dashboard's list, its heading read first.
  const mail = await mailTo(baseURL, amina.account.email, 'ألغى Omar Haddad الربط بينكما في وِفاق');
  expect(mail.text).toContain('اطّلعي على التقارير التي احتفظت بها');
  const link = /https?:\/\/\S+\/dashboard#kept-reports/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link to the kept reports in: ${mail.text}`);
  // Opened from the mail: a fresh page load (a goto from /dashboard to its own #anchor would only scroll).
  await amina.page.goto('about:blank');
  await amina.page.goto(new URL(link).pathname + new URL(link).hash);
  const heading = amina.page.getByRole('heading', { name: 'التقارير التي احتفظت بها' });
  await expect(heading).toBeFocused();
  const section = amina.page.locator('#kept-reports');
  await expect(section.getByRole('link')).toHaveCount(1);
  await expect(section.getByRole('link')).toContainText('مع Omar Haddad');
  await lookAt(amina.page, 'kept-dashboard-ar');
  await shootSection(amina.page, 'kept-section-ar');
  // By keyboard: from the heading, the next stop is the report.
  await amina.page.keyboard.press('Tab');
  await expect(section.getByRole('link')).toBeFocused();
  await amina.page.keyboard.press('Enter');
  await expect(amina.page).toHaveURL(new RegExp(`/couple/results/${shared.id}$`));
  await expect(amina.page.getByRole('heading', { name: 'أنت وOmar Haddad' })).toBeVisible();
  await expect(amina.page.getByRole('heading', { name: 'نسختك من هذا التقرير' })).toBeVisible();

  // Omar, in English, from his dashboard.
  await omar.page.goto('/dashboard');
  const his = omar.page.locator('#kept-reports');
  await expect(omar.page.getByRole('heading', { name: 'Reports you kept' })).toBeVisible();
  await expect(his.getByRole('link')).toContainText('With أمينة الحربي');
  await expect(his.getByRole('link')).toContainText('Completed');
  await lookAt(omar.page, 'kept-dashboard-en');
  await shootSection(omar.page, 'kept-section-en');
  await his.getByRole('link', { name: /Read the report/ }).click();
  await expect(omar.page.getByRole('heading', { name: 'You and أمينة الحربي' })).toBeVisible();
  await expect(omar.page.getByRole('heading', { name: 'Your copy of this report' })).toBeVisible();
  await expectAccessible(omar.page, { strict: true });
  await omar.context.close();
  await amina.context.close();
});

/** The section alone, at both sizes. */
async function shootSection(page: Page, name: string) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.locator('#kept-reports').screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png` });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}
