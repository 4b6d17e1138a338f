import type { APIRequestContext, Page } from '@playwright/test';
import { AI_APP_PORT, FAKE_AI_PORT } from '../../playwright.config.ts';
import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';

// This file runs against the app instance that has an AI provider configured (the local fake).
test.use({ baseURL: `http://localhost:${AI_APP_PORT}` });

const control = (request: APIRequestContext, action: 'hold' | 'release') =>
  request.post(`http://127.0.0.1:${FAKE_AI_PORT}/__control/${action}`);

/** Takes an assessment through the API (the questionnaire has its own tests) and returns its id. */
async function completedAssessment(page: Page) {
  const type = await (await page.request.get('/api/assessment-types/intimacy')).json();
  const responses: Record<string, number> = {};
  type.questions.forEach((q: { key: string }, i: number) => {
    responses[`${q.key}_phase1`] = 5;
    responses[`${q.key}_phase2`] = (i % 4) + 2;
  });
  const origin = `http://localhost:${AI_APP_PORT}`;
  const created = await (
    await page.request.post('/api/assessments', { data: { assessment_type: 'intimacy' }, headers: { origin } })
  ).json();
  const done = await page.request.post(`/api/assessments/${created.id}/complete`, {
    data: { responses },
    headers: { origin },
  });
  expect(done.status()).toBe(200);
  return created.id as string;
}

test('the score and built-in advice show at once; the model’s advice replaces them without a reload', async ({
  page,
  request,
  signedIn: _,
}) => {
  await control(request, 'hold'); // the provider is slow: nothing comes back until released
  try {
    const id = await completedAssessment(page);
    await page.goto(`/results/${id}`);
    await expect(page.getByText('Alignment of hopes and reality', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Your overall alignment between hopes and reality is \d+%/)).toBeVisible();
    await expect(
      page.getByText('Personalised advice is being written from your scores.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommendations' })).toBeVisible();
    await expectAccessible(page);

    await control(request, 'release');
    await expect(page.getByText(/^Personalised by the model: your results show/)).toBeVisible();
    await expect(page.getByText('Personalised advice written by AI from your scores.')).toBeVisible();
    await expect(page.getByText(/^Your overall alignment between hopes and reality is/)).toHaveCount(0);

    // The other language: built-in Arabic at once, then the model's, fetched on demand and stored.
    await chooseArabic(page);
    await expect(page.getByRole('heading', { name: 'التوصيات' })).toBeVisible();
    await expect(page.getByText('نصائح مخصّصة كتبها الذكاء الاصطناعي بناءً على نتائجك.')).toBeVisible();
    const stored = await (await page.request.get(`/api/assessments/${id}/result`)).json();
    expect(stored.ai_analysis.translations.ar.source).toBe('e2e-model');
    expect(stored.ai_analysis.translations.en.source).toBe('e2e-model');
  } finally {
    await control(request, 'release');
  }
});
