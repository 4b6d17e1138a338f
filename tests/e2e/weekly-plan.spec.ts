import type { Page } from '@playwright/test';
import { chooseArabic, expect, expectAccessible, screenshotsAt, test } from './fixtures.ts';

/** Completes a 'values' assessment through the API: today below the hope in every area. */
async function completeValues(page: Page, baseURL: string) {
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/assessments', { data: { assessment_type: 'values' }, headers });
  const { id } = (await created.json()) as { id: string };
  const { questions } = (await (await page.request.get(`/api/assessments/${id}/questions`)).json()) as {
    questions: { key: string }[];
  };
  const responses = Object.fromEntries(
    questions.flatMap((q, i) => [
      [`${q.key}_phase1`, 5],
      [`${q.key}_phase2`, q.key.startsWith('q_2_') ? 2 : 3 + (i % 2)],
    ]),
  );
  const done = await page.request.post(`/api/assessments/${id}/complete`, { data: { responses }, headers });
  expect(done.status()).toBe(200);
  return id;
}

/** Both sizes the screens are checked at (the PNGs go to the test's output folder, to be looked at). */
const shoot = (page: Page, name: string) =>
  screenshotsAt(page, (width) => test.info().outputPath(`${name}-${width}.png`));

const WORDS = {
  en: {
    start: 'Start a weekly plan',
    title: 'Your weekly plan',
    thisWeek: 'This week’s exercise',
    done: 'Mark as done',
    marked: 'You marked this week done.',
    oneDone: '1 week done',
    rating: 'How did it go? (optional)',
    progress: 'Weekly plans',
    dashboard: 'This week’s exercise',
  },
  ar: {
    start: 'ابدأ خطة أسبوعية',
    title: 'خطتك الأسبوعية',
    thisWeek: 'تمرين هذا الأسبوع',
    done: 'سجّله منجزًا',
    marked: 'سجّلت هذا الأسبوع منجزًا.',
    oneDone: 'أسبوع واحد منجز',
    rating: 'كيف كان؟ (اختياري)',
    progress: 'الخطط الأسبوعية',
    dashboard: 'تمرين هذا الأسبوع',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`a result starts a weekly plan, its week is marked done and progress shows it (${language})`, async ({
    page,
    baseURL,
    signedIn: _,
  }) => {
    // Four pages, each checked by axe and photographed at two sizes.
    test.slow();
    const words = WORDS[language];
    // A woman reads the Arabic addressed to her (decision 031).
    await page.request.patch('/api/profile', { data: { gender: 'female' }, headers: { origin: baseURL ?? '' } });
    const id = await completeValues(page, baseURL ?? '');
    await page.goto(`/results/${id}`);
    if (language === 'ar') await chooseArabic(page);
    const start = page.getByRole('button', { name: words.start });
    await expect(start).toBeVisible();
    await shoot(page, `${language}-result`);
    await start.click();

    await expect(page).toHaveURL(/\/weekly-plans\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.thisWeek })).toBeVisible();
    const title = (await page.getByTestId('exercise-title').textContent()) ?? '';
    expect(title.length).toBeGreaterThan(3);
    // The first area is communication, the furthest below the hope; in Arabic its steps speak to a woman.
    expect(title).toBe(language === 'en' ? 'Listening to understand' : 'الاستماع بقصد الفهم');
    if (language === 'ar') await expect(page.getByText('استمعي دون مقاطعة', { exact: false })).toBeVisible();
    await expectAccessible(page);

    // Marked with the keyboard alone.
    await page.getByRole('button', { name: words.done }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(words.marked);
    await expect(page.getByTestId('weeks-done')).toContainText(words.oneDone);
    await expect(page.getByRole('button', { name: words.done })).toHaveAttribute('aria-pressed', 'true');
    const rating = page.getByRole('group', { name: words.rating });
    await rating.locator('label').nth(3).click();
    await expect(rating.getByRole('radio').nth(3)).toBeChecked();
    await expectAccessible(page);
    await shoot(page, `${language}-plan`);

    await page.goto('/progress');
    const plans = page.getByRole('region', { name: words.progress });
    await expect(plans.getByRole('link', { name: title })).toBeVisible();
    await expect(plans.getByTestId('plan-weeks-done')).toHaveText(words.oneDone);
    await expectAccessible(page);
    await shoot(page, `${language}-progress`);

    await page.goto('/dashboard');
    const week = page.getByRole('region', { name: words.dashboard });
    await expect(week.getByRole('link', { name: title })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, `${language}-dashboard`);
  });
}
