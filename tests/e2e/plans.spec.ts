import type { Page } from '@playwright/test';
import { BILLING_APP_PORT } from '../../playwright.config.ts';
import { chooseArabic, createAccount, expect, expectAccessible, newAccount, test } from './fixtures.ts';

/**
 * The upgrade path (decision 042): on a server with PLANS_MODE=billing every locked feature shows a card
 * naming the plans that include it and a link to them, never an error; on an open server (the other
 * specs' default) nothing says "Upgrade" and the pricing page says everything is included.
 */

const BILLING = `http://localhost:${BILLING_APP_PORT}`;

const words = {
  en: {
    upgrade: 'Upgrade',
    seePlans: 'See the plans',
    yourPlan: 'Your plan',
    assessments: 'The Free plan includes 1 new assessment per month.',
    startFamily: 'Start the family assessment',
    pdf: 'Download PDF',
    pdfCard: 'PDF reports come with the Individual, Couple and Premium plans.',
    progressCard: 'Progress tracking and the relationship timeline come with',
    analyticsCard:
      'Deeper analytics, which tell a real change from the ups and downs of answering, come with the Premium plan.',
    coupleCard: 'Shared assessments and couple reports come with the Couple and Premium plans.',
    openSubtitle: 'On this server every account has every feature, free of charge.',
    billedSubtitle: 'Start free. Upgrade when you want the full picture, together.',
  },
  ar: {
    upgrade: 'ترقية الخطة',
    seePlans: 'اطّلع على الخطط',
    yourPlan: 'خطتك',
    assessments: 'تتيح الخطة المجانية تقييمًا جديدًا واحدًا كل شهر.',
    startFamily: 'ابدأ تقييم الأسرة',
    pdf: 'تنزيل ملف PDF',
    pdfCard: 'تقارير PDF متاحة في الخطة الفردية وخطة الشريكين والخطة المميزة.',
    progressCard: 'متابعة التقدّم ومسيرة العلاقة متاحتان',
    analyticsCard:
      'التحليلات المتقدمة، التي تميّز التغيّر الحقيقي من التفاوت المعتاد في الإجابة، متاحة في الخطة المميزة.',
    coupleCard: 'التقييمات المشتركة وتقارير الشريكين متاحة في خطة الشريكين والخطة المميزة',
    openSubtitle: 'في هذه النسخة من وِفاق، كل المزايا متاحة لكل حساب مجانًا.',
    billedSubtitle: 'ابدأ مجانًا، وانتقل إلى خطة أشمل متى أردت الصورة الكاملة معًا.',
  },
} as const;

/** This month's one assessment, completed through the API; its id. */
async function completeValues(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/assessments', { data: { assessment_type: 'values' }, headers });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const { questions } = (await (await page.request.get(`/api/assessments/${id}/questions`)).json()) as {
    questions: { key: string }[];
  };
  const responses = Object.fromEntries(
    questions.flatMap((q) => [
      [`${q.key}_phase1`, 4],
      [`${q.key}_phase2`, 3],
    ]),
  );
  expect((await page.request.post(`/api/assessments/${id}/complete`, { data: { responses }, headers })).status()).toBe(
    200,
  );
  return id;
}

/** The upgrade card: its message and a link to the plans, nothing of an error. */
async function expectCard(page: Page, w: (typeof words)['en' | 'ar'], message: string) {
  const card = page.getByTestId('upgrade-card').filter({ hasText: message });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: w.seePlans })).toHaveAttribute('href', '/settings/billing');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
}

for (const language of ['en', 'ar'] as const) {
  const w = words[language];

  test.describe(`PLANS_MODE=billing (${language})`, () => {
    test.use({ baseURL: BILLING });

    test('a free account past its month meets the upgrade path to start anything new', async ({
      page,
      signedIn: _,
    }) => {
      await completeValues(page, BILLING);
      const child = await page.request.post('/api/family/children', {
        data: { pairing: 'mother_daughter', name: 'Lina' },
        headers: { origin: BILLING },
      });
      expect(child.status()).toBe(201);

      await page.goto('/dashboard');
      if (language === 'ar') await chooseArabic(page);
      await expect(page.getByRole('link', { name: w.upgrade })).toHaveAttribute('href', '/settings/billing');

      // A new assessment over the month's one.
      await page.goto('/assessment/communication');
      await expect(page.getByRole('heading', { name: w.yourPlan, level: 1 })).toBeVisible();
      await expectCard(page, w, w.assessments);

      // A family assessment the parent starts counts the same.
      await page.goto('/family');
      await page.getByRole('button', { name: w.startFamily }).click();
      await expectCard(page, w, w.assessments);
    });

    test('a free account meets the upgrade path for the PDF, progress and the timeline', async ({
      page,
      signedIn: _,
    }) => {
      const resultId = await completeValues(page, BILLING);
      await page.goto(`/results/${resultId}`);
      if (language === 'ar') await chooseArabic(page);
      await page.getByRole('button', { name: w.pdf }).click();
      await expectCard(page, w, w.pdfCard);

      for (const path of ['/progress', '/timeline']) {
        await page.goto(path);
        await expectCard(page, w, w.progressCard);
        // The progress page names Premium's deeper analytics the same way (decision 070).
        if (path === '/progress') await expectCard(page, w, w.analyticsCard);
      }
    });

    test('a free couple sees what the Couple plan gives, and the way to it', async ({ page, signedIn: _ }) => {
      const partner = await createAccount(BILLING, newAccount({ name: 'Karim Nasser' }));
      const invitation = await page.request.post('/api/couple/invitations', { data: {}, headers: { origin: BILLING } });
      const { token } = (await invitation.json()) as { token: string };
      const other = await page.context().browser()?.newContext({ baseURL: BILLING });
      const api = other?.request;
      if (!api) throw new Error('no second context');
      await api.post('/api/auth/sign-in/email', {
        data: { email: partner.email, password: partner.password },
        headers: { origin: BILLING },
      });
      expect(
        (await api.post('/api/couple/invitations/accept', { data: { token }, headers: { origin: BILLING } })).status(),
      ).toBe(200);
      await other?.close();

      await page.goto('/couple/invite');
      if (language === 'ar') await chooseArabic(page);
      await expectCard(page, w, w.coupleCard);
    });

    test('the pricing page offers the plans', async ({ page }) => {
      await page.goto('/pricing');
      if (language === 'ar') await chooseArabic(page);
      await expect(page.getByText(w.billedSubtitle)).toBeVisible();
      await expect(page.getByText(w.openSubtitle)).toHaveCount(0);
    });
  });

  test.describe(`PLANS_MODE=open (${language})`, () => {
    test('the pricing page says everything is included, and nothing says Upgrade', async ({ page, signedIn: _ }) => {
      await page.goto('/pricing');
      if (language === 'ar') await chooseArabic(page);
      await expect(page.getByText(w.openSubtitle)).toBeVisible();
      await expect(page.getByText(w.billedSubtitle)).toHaveCount(0);
      await expect(page.getByText(w.upgrade)).toHaveCount(0);
      await expectAccessible(page, { strict: true });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(w.upgrade)).toHaveCount(0);
    });
  });
}

test.describe('PLANS_MODE=billing: what a page knows it cannot have', () => {
  test.use({ baseURL: BILLING });

  test('a Free account’s dashboard and settings ask neither its progress nor the console (issue 29, m10)', async ({
    page,
    signedIn: _,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: /Plan and payments/ })).toBeVisible();
    await page.getByRole('link', { name: /Security/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked).toContain('/api/couple');
    expect(asked.filter((path) => path === '/api/progress' || path.startsWith('/api/admin'))).toEqual([]);
  });

  test('a Free account making a partner link is told what the plan gives before the partner joins (issue 29, m14)', async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/couple/invite');
    const card = page
      .getByTestId('upgrade-card')
      .filter({ hasText: 'Linking is free. What you then do together, the shared assessments and the couple report' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/settings/billing');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create an invitation link' }).click();
    await expect(page.getByText('Your invitation link')).toBeVisible();
    await expect(card).toBeVisible();
  });
});
