import type { Page } from '@playwright/test';
import { chooseArabic, expect, expectAccessible, screenshotsAt, test } from './fixtures.ts';

/**
 * Completes a 'values' assessment through the API: hopes 4, today `today` (communication's `communication`),
 * and with `nudge` one finances statement's today and one communication statement's hope a step higher.
 */
async function completeValues(page: Page, baseURL: string, today: number, communication: number, nudge = false) {
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/assessments', { data: { assessment_type: 'values' }, headers });
  const { id } = (await created.json()) as { id: string };
  const { questions } = (await (await page.request.get(`/api/assessments/${id}/questions`)).json()) as {
    questions: { key: string }[];
  };
  const responses = Object.fromEntries(
    questions.flatMap((q) => [
      [`${q.key}_phase1`, nudge && q.key === 'q_2_1' ? 5 : 4],
      [`${q.key}_phase2`, q.key.startsWith('q_2_') ? communication : nudge && q.key === 'q_3_1' ? today + 1 : today],
    ]),
  );
  const done = await page.request.post(`/api/assessments/${id}/complete`, { data: { responses }, headers });
  expect(done.status()).toBe(200);
}

/** Both sizes the screens are checked at, into .tmp/ (never committed) to be looked at. */
const shoot = (page: Page, name: string) => screenshotsAt(page, (width) => `.tmp/analytics-${name}-${width}.png`);

const WORDS = {
  en: {
    title: 'What really changed',
    communication: 'Communication',
    values: 'Values & Faith',
    finances: 'Finances & Goals',
    improvement: 'A reliable improvement',
    noise: 'Within the normal ups and downs of answering',
    same: /^\d+% both times$/,
    areaNoise: 'Nothing in this area changed beyond the normal ups and downs of answering.',
    threshold:
      /fixed rule: a change counts as reliable only when it is more than 10 points|measured from how consistently/,
    moved: 'The statements that moved most',
    movedLine: /^Communication, today: from 2 to 5 out of 5$/,
  },
  ar: {
    title: 'ما الذي تغيّر فعلًا',
    communication: 'التواصل',
    values: 'القيم والإيمان',
    finances: 'المال والأهداف',
    improvement: 'تحسّن موثوق',
    noise: 'ضمن التفاوت المعتاد في الإجابة',
    same: /في المرتين$/,
    areaNoise: 'لم يتغيّر شيء في هذا المجال بما يتجاوز التفاوت المعتاد في الإجابة.',
    threshold: /قاعدة ثابتة: لا يُعدّ التغيّر موثوقًا إلا إذا زاد على 10 نقاط|يُقاس الحدّ لكل رقم/,
    moved: 'العبارات التي تغيّرت الإجابة عنها أكثر من غيرها',
    movedLine: /^التواصل، الواقع اليوم: من 2 إلى 5 من 5$/,
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`progress tells a reliable change from the ups and downs of answering (${language})`, async ({
    page,
    baseURL,
    signedIn: _,
  }) => {
    const words = WORDS[language];
    // Communication's today from 2 to 5 (40 % to 100 %) and one of its hopes a step up; one finances answer a
    // step up (a few points, within the noise); everything else the same both times.
    await completeValues(page, baseURL ?? '', 3, 2);
    await completeValues(page, baseURL ?? '', 3, 5, true);
    await page.goto('/progress');
    if (language === 'ar') await chooseArabic(page);
    const section = page.getByRole('region', { name: words.title });
    await expect(section).toBeVisible();
    await expect(section.getByText(words.threshold)).toBeVisible();

    // A badge may add the bank's threshold after its words, so it is matched by how it starts.
    const area = (name: string) =>
      section.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 4 }) });
    await expect(area(words.communication).getByText(words.improvement)).toBeVisible();
    // Its hopes moved a few points: named for what that is.
    await expect(area(words.communication).getByText(new RegExp(`^${words.noise}`))).toHaveCount(1);
    // A few points in finances, and nothing else there: the area says so once.
    await expect(area(words.finances).getByText(words.areaNoise)).toBeVisible();
    // Nothing moved in values: said once for the area, not once for each figure.
    await expect(area(words.values).getByText(new RegExp(`^${words.noise}`))).toHaveCount(0);
    await expect(area(words.values).getByText(words.same)).toHaveCount(3);
    await expect(area(words.values).getByText(words.areaNoise)).toBeVisible();

    await expect(section.getByRole('heading', { name: words.moved, level: 4 })).toBeVisible();
    const moves = section.getByRole('list').last().getByRole('listitem');
    await expect(moves).toHaveCount(5);
    await expect(moves.first().getByText(words.movedLine)).toBeVisible();

    await expectAccessible(page, { strict: true });
    await shoot(page, language);
  });
}
