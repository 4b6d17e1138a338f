import type { APIRequestContext, Browser } from '@playwright/test';
import { findAssessmentType } from '../../src/domain/assessment/catalogue.ts';
import { chooseArabic, expect, expectAccessible, LOOK_SIZES, newAccount, screenshotsAt, test } from './fixtures.ts';

// Decision 075: a couple's two sides over time, under "What really changed" on the progress page.

const TYPE = 'intimacy';
const type = findAssessmentType(TYPE);
if (!type) throw new Error('catalogue');

/** Every hope 4, every today `today`. */
const answers = (today: number) =>
  Object.fromEntries(
    type.questions.flatMap((q) => [
      [`${q.key}_phase1`, 4],
      [`${q.key}_phase2`, today],
    ]),
  );

/** Omar, on his own device, linked with the signed-in reader through the API. */
async function partner(browser: Browser, api: APIRequestContext, baseURL: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
  });
  const headers = { origin: baseURL };
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: newAccount({ name: 'عمر' }),
    headers,
  });
  expect(signUp.status()).toBe(200);
  const invitation = await api.post('/api/couple/invitations', { data: {}, headers });
  const { token } = (await invitation.json()) as { token: string };
  expect((await context.request.post('/api/couple/invitations/accept', { data: { token }, headers })).status()).toBe(
    200,
  );
  return context;
}

/** A shared intimacy assessment both complete: the reader's today `mine`, Omar's `his`. */
async function together(api: APIRequestContext, his: APIRequestContext, baseURL: string, mine: number, theirs: number) {
  const headers = { origin: baseURL };
  const started = (await (
    await api.post('/api/couple/shared', { data: { assessment_type: TYPE }, headers })
  ).json()) as { shared: { id: string }; assessment: { id: string } };
  const joined = (await (await his.post(`/api/couple/shared/${started.shared.id}/join`, { headers })).json()) as {
    assessment: { id: string };
  };
  for (const [client, id, today] of [
    [api, started.assessment.id, mine],
    [his, joined.assessment.id, theirs],
  ] as const) {
    const done = await client.post(`/api/assessments/${id}/complete`, { data: { responses: answers(today) }, headers });
    expect(done.status()).toBe(200);
  }
}

const WORDS = {
  en: {
    section: 'What really changed',
    title: 'The two of you over time',
    card: 'Intimacy: you and عمر',
    mine: 'Your today',
    his: "عمر's today",
    closer: 'Reliably closer in how you see today',
    improvement: 'A reliable improvement',
    area: 'Area shown in the chart',
    table: 'Show the figures as a table',
  },
  ar: {
    section: 'ما الذي تغيّر فعلًا',
    title: 'أنتما الاثنان عبر الزمن',
    card: 'المودّة والقرب: أنت وعمر',
    mine: 'واقعك اليوم',
    his: 'واقع عمر اليوم',
    closer: 'تقارب موثوق في نظرتكما إلى الواقع اليوم',
    improvement: 'تحسّن موثوق',
    area: 'المجال المعروض في الرسم البياني',
    table: 'اعرض الأرقام في جدول',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`progress shows a couple's two sides over time, each change against the threshold (${language})`, async ({
    page,
    browser,
    baseURL,
    signedIn: _,
  }) => {
    test.setTimeout(90_000);
    if (!baseURL) throw new Error('baseURL');
    const words = WORDS[language];
    const omar = await partner(browser, page.request, baseURL);
    // Her today 2 then 5; his 4 both times: two steps apart, then one.
    await together(page.request, omar.request, baseURL, 2, 4);
    await together(page.request, omar.request, baseURL, 5, 4);

    await page.goto('/progress');
    if (language === 'ar') await chooseArabic(page);
    const section = page.getByRole('region', { name: words.section });
    await expect(section.getByRole('heading', { name: words.title, level: 3 })).toBeVisible();
    const card = section
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: words.card, level: 4 }) })
      .last();
    await expect(card).toBeVisible();
    const area = card
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 5 }) })
      .first();
    await expect(area.getByText(words.mine)).toBeVisible();
    await expect(area.getByText(words.his)).toBeVisible();
    await expect(area.getByText(words.improvement)).toHaveCount(1);
    await expect(area.getByText(words.closer)).toBeVisible();
    // Nothing of any statement's answer: the card names no statement.
    await expect(card.getByText(/out of 5|من 5/)).toHaveCount(0);

    // The chart's area is chosen by keyboard; its figures are a table one press away.
    const select = card.getByLabel(words.area);
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await card.getByText(words.table).click();
    const table = card.getByRole('table');
    await expect(table.getByRole('columnheader', { name: words.his })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);

    await expectAccessible(page, { strict: true });
    await card.scrollIntoViewIfNeeded();
    await screenshotsAt(page, (width) => `/tmp/budget/couple-analytics-${language}-${width}.png`);
    // The card alone at both sizes, to be looked at closely (the whole page is long).
    for (const [width, height] of LOOK_SIZES) {
      await page.setViewportSize({ width, height });
      await card.screenshot({ path: `/tmp/budget/couple-card-${language}-${width}.png` });
    }
    await omar.close();
  });
}
