import { BILLING_APP_PORT } from '../../playwright.config.ts';
import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';

// Issue 26, item 11: the pricing page promises only what works, and choosing Premium says so before
// Stripe's page. Run against the app that sells plans (PLANS_MODE=billing, the local fake Stripe).
test.use({ baseURL: `http://localhost:${BILLING_APP_PORT}` });

const words = {
  en: {
    soon: 'Coming soon',
    premiumLines: [
      '24/7 support',
      'Monthly coaching sessions',
      'Early access to new features',
      'Custom assessment creation',
      'API access',
    ],
    builtLine: 'Shared couple assessments',
    premiumBuilt: 'Action plans',
    premiumAnalytics: 'Advanced analytics',
    coachingRow: 'Monthly coaching sessions',
    premiumToday: /^For now, the Premium plan includes exactly what the Couple plan includes/,
    choosePremium: 'Get started: Premium',
    premium: /^Premium/,
    couple: /^Couple/,
    noticeTitle: 'What the Premium plan includes today',
    noticeSame: 'Today it gives exactly what the Couple plan gives, and nothing more yet.',
    cheaper: 'Until they arrive, the Couple plan gives you the same for $39 a month.',
    chooseCouple: 'Choose the Couple plan instead',
    coupleTitle: 'What the Couple plan includes today',
    coupleSoon: 'Priority support for both',
    pay: 'Continue to payment',
  },
  ar: {
    soon: 'قريبًا',
    premiumLines: [
      'دعم على مدار الساعة',
      'جلسات توجيه شهرية',
      'وصول مبكر إلى الميزات الجديدة',
      'إنشاء تقييمات مخصّصة',
      'الوصول إلى واجهة برمجة التطبيقات (API)',
    ],
    builtLine: 'تقييمات مشتركة للشريكين',
    premiumBuilt: 'خطط عمل',
    premiumAnalytics: 'تحليلات متقدمة',
    coachingRow: 'جلسات توجيه شهرية',
    premiumToday: /^تتضمّن الخطة المميزة حاليًا ما تتضمّنه خطة الشريكين تمامًا/,
    choosePremium: 'ابدأ الآن: الخطة المميزة',
    premium: /^الخطة المميزة/,
    couple: /^خطة الشريكين/,
    noticeTitle: 'ما تتضمّنه الخطة المميزة اليوم',
    noticeSame: 'تمنحك اليوم ما تمنحه خطة الشريكين تمامًا، ولا شيء غيره بعد.',
    cheaper: /^وإلى أن تتوفّر، تمنحك خطة الشريكين الشيء نفسه مقابل .*39.* شهريًا\.$/,
    chooseCouple: 'اختر خطة الشريكين بدلًا منها',
    coupleTitle: 'ما تتضمّنه خطة الشريكين اليوم',
    coupleSoon: 'أولوية في الدعم لكليكما',
    pay: 'المتابعة إلى الدفع',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const w = words[language];

  test(`the pricing page marks every Premium line not built yet "coming soon" (${language})`, async ({ page }) => {
    await page.goto('/pricing');
    if (language === 'ar') await chooseArabic(page);
    const premium = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: w.premium }) });
    for (const line of w.premiumLines) {
      // The words are part of the line: what a screen reader reads with it, not a colour beside it.
      await expect(premium.getByRole('listitem').filter({ hasText: line })).toHaveText(`${line} ${w.soon}`);
    }
    // A line that works has its tick and no such words.
    const couple = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: w.couple }) });
    await expect(couple.getByRole('listitem').filter({ hasText: w.builtLine })).toHaveText(w.builtLine);
    // Premium's weekly plan works (decision 068): its line has no such words, and the card no longer says
    // Premium gives only what Couple gives.
    await expect(premium.getByRole('listitem').filter({ hasText: w.premiumBuilt })).toHaveText(w.premiumBuilt);
    // Its deeper analytics works too (decision 070).
    await expect(premium.getByRole('listitem').filter({ hasText: w.premiumAnalytics })).toHaveText(w.premiumAnalytics);
    await expect(page.getByText(w.premiumToday)).toHaveCount(0);
    // The comparison says the same in Premium's column.
    const coaching = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: w.coachingRow }) });
    await expect(coaching.getByRole('cell').last()).toHaveText(w.soon);
    await expectAccessible(page, { strict: true });
  });

  test(`choosing Premium says what it gives today before Stripe's page (${language})`, async ({
    page,
    signedIn: _,
  }) => {
    await page.goto('/settings/billing?plan=premium&period=monthly');
    if (language === 'ar') await chooseArabic(page);
    await expect(page.getByRole('radio', { name: w.premium })).toBeChecked();
    const notice = page.getByRole('region', { name: w.noticeTitle });
    await expect(notice).toBeVisible();
    // It names the lines still to come; since its weekly plan works, it no longer says Couple gives the same.
    await expect(notice.getByRole('listitem')).toHaveText([...w.premiumLines]);
    await expect(notice.getByText(w.noticeSame)).toHaveCount(0);
    await expect(notice.getByText(w.cheaper)).toHaveCount(0);
    await expect(notice.getByRole('button', { name: w.chooseCouple })).toHaveCount(0);
    // The button that pays is described by the notice, so a screen reader hears it on the way.
    await expect(page.getByRole('button', { name: w.pay })).toHaveAccessibleDescription(new RegExp(w.noticeTitle));
    await expectAccessible(page, { strict: true });

    // Couple chosen instead: its one line still to come is named as well.
    await page.getByRole('radio', { name: w.couple }).check();
    await expect(page.getByRole('radio', { name: w.couple })).toBeChecked();
    await expect(notice).toHaveCount(0);
    const coupleNotice = page.getByRole('region', { name: w.coupleTitle });
    await expect(coupleNotice.getByRole('listitem')).toHaveText([w.coupleSoon]);
    await expect(coupleNotice.getByRole('button')).toHaveCount(0);

    // Premium is not refused: chosen again, the notice is back, and payment goes on to Stripe's page.
    await page.getByRole('radio', { name: w.premium }).check();
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: w.pay }).click();
    await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  });
}
