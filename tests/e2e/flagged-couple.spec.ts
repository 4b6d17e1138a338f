import type { Browser, Page } from '@playwright/test';
import { chooseArabic, expect, expectAccessible, newAccount, test } from './fixtures.ts';

/**
 * A check-in that showed the help card changes what follows, for its owner alone (decision 054): the card
 * again before a couple assessment, no prompt to invite, and a couple report that asks nothing of the two
 * together, keeps "show my answers" off and puts support first. The partner's pages stay as they are,
 * "Where to find help" included, which every result and report carries for everyone.
 */

type Language = 'en' | 'ar';

const WORDS = {
  en: {
    start: 'Start: Intimacy',
    sometimes: 'Sometimes',
    never: 'Never',
    submit: 'Continue',
    card: 'You deserve to feel safe',
    continue: 'Continue',
    question: /^Question 1 of/,
    before: /^Before you go on: help is here whenever you want it\./,
    goOn: 'Go on to the assessment',
    invite: 'Invite your partner',
    hisInvite: 'Invite your partner',
    linking: 'Linking with a partner',
    linkChoice: /^You do not have to link with anyone/,
    begin: 'Start: Intimacy',
    startAnother: 'Start one together',
    coupleReport: 'Couple report',
    privateSummary: /^This report is yours to read on your own/,
    support: /^Support for yourself comes first/,
    privateTopics: 'Where your answers are furthest apart',
    topics: 'Topics to talk about',
    shareOff: /^We keep “show my answers” off for you/,
    shareLabel: (name: string) => `Show my answers to ${name}`,
    help: 'Where to find help',
    jointSummary: /^Your answers are \d+% close/,
    strengths: 'Strengths',
    starters: 'Conversation starters',
    privateResult: /^This result is yours alone/,
    familyPrivate: /^This report is yours to read on your own.+anyone in your family/,
    familyTopics: 'Where your answers are furthest apart',
  },
  ar: {
    start: 'ابدأ: المودّة والقرب',
    sometimes: 'أحيانًا',
    never: 'أبدًا',
    submit: 'متابعة',
    card: 'من حقّكِ أن تشعري بالأمان',
    continue: 'متابعة',
    question: /^السؤال 1 من/,
    before: /^قبل المتابعة: المساعدة متاحة متى أردتها\./,
    goOn: 'متابعة التقييم',
    invite: 'ادعُ شريك حياتك',
    // A man's partner is a woman (decision 063).
    hisInvite: 'ادعُ شريكة حياتك',
    linking: 'الربط مع شريك الحياة',
    linkChoice: /^لا شيء يُلزمك بالربط مع أحد/,
    begin: 'ابدأ: المودّة والقرب',
    startAnother: 'ابدآ تقييمًا معًا',
    coupleReport: 'تقرير الشريكين',
    privateSummary: /^هذا التقرير لك، ولا عجلة في قراءته/,
    support: /^الدعم لك أنت أولًا/,
    privateTopics: 'حيث تتباعد الإجابات أكثر من غيرها',
    topics: 'موضوعات للحوار',
    shareOff: /^نُبقي خيار «أظهر إجاباتي» معطّلًا لك/,
    shareLabel: (name: string) => `أظهر إجاباتي لـ${name}`,
    help: 'مصادر المساعدة',
    jointSummary: /^تتقارب إجاباتكما بدرجة/,
    strengths: 'نقاط القوة',
    starters: 'مداخل للحوار',
    privateResult: /^هذه النتيجة لك وحدك/,
    familyPrivate: /^هذا التقرير لك، ولا عجلة في قراءته.+أحد من أسرتك/,
    familyTopics: 'حيث تتباعد الإجابات أكثر من غيرها',
  },
} as const;

const other = (language: Language): Language => (language === 'en' ? 'ar' : 'en');

/** One person on their own phone, signed up through the API, in their language, with a gender on file. */
async function phone(browser: Browser, baseURL: string, name: string, gender: 'female' | 'male', language: Language) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: {
      'x-forwarded-for': `198.51.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 200) + 20}`,
    },
  });
  const page = await context.newPage();
  const headers = { origin: baseURL };
  const account = newAccount({ name });
  expect((await page.request.post('/api/auth/sign-up/email', { data: account, headers })).status()).toBe(200);
  expect((await page.request.patch('/api/profile', { data: { gender }, headers })).status()).toBe(200);
  await page.goto('/dashboard');
  if (language === 'ar') await chooseArabic(page);
  return { context, page, name };
}

const post = async (page: Page, baseURL: string, path: string, data: unknown = {}) => {
  const response = await page.request.post(path, { data, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
};

/** Every statement of the intimacy assessment answered through the API (the questionnaire has its own tests). */
async function completeThroughApi(page: Page, baseURL: string, assessmentId: string, hope: number, today: number) {
  const type = (await (await page.request.get('/api/assessment-types/intimacy')).json()) as {
    questions: { key: string }[];
  };
  const responses: Record<string, number> = {};
  type.questions.forEach((question, i) => {
    responses[`${question.key}_phase1`] = hope;
    responses[`${question.key}_phase2`] = i % 3 === 0 ? today : 3;
  });
  await post(page, baseURL, `/api/assessments/${assessmentId}/complete`, { responses });
}

for (const language of ['en', 'ar'] as const) {
  test(`after a check that showed help, what follows changes for her alone (${language}; her partner reads ${other(language)})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    if (!baseURL) throw new Error('baseURL');
    const w = WORDS[language];
    const pw = WORDS[other(language)];
    const her = await phone(browser, baseURL, language === 'en' ? 'Amal' : 'ليلى', 'female', language);
    const him = await phone(browser, baseURL, language === 'en' ? 'Omar' : 'Khalid', 'male', other(language));
    await him.page.request.put('/api/safety-check', { data: { skipped: true }, headers: { origin: baseURL } });

    // Her first couple assessment brings the check; "sometimes" afraid shows the card, and she goes on.
    await her.page.goto('/assessments');
    await her.page.getByRole('link', { name: w.start }).click();
    const items = her.page.getByRole('group');
    await expect(items).toHaveCount(6);
    if (language === 'ar') {
      // She is a woman: the Arabic speaks to her so (decision 031).
      await expect(items.nth(0)).toContainText('هل تشعرين بالخوف من شريك حياتك أو من شريكك السابق');
    }
    await items.nth(0).getByText(w.sometimes, { exact: true }).click();
    for (const i of [1, 2, 3, 4, 5]) await items.nth(i).getByText(w.never, { exact: true }).click();
    await her.page.getByRole('button', { name: w.submit }).click();
    await expect(her.page.getByRole('heading', { level: 1, name: w.card })).toBeVisible();
    await expectAccessible(her.page);
    await her.page.getByRole('link', { name: w.continue }).click();
    await expect(her.page.getByText(w.question)).toBeVisible();

    // Nothing prompts her to invite a partner: the dashboard and the partner page only say it is a choice.
    await her.page.goto('/dashboard');
    await expect(her.page.getByRole('link', { name: w.linking })).toBeVisible();
    await expect(her.page.getByRole('link', { name: w.invite })).toHaveCount(0);
    await her.page.getByRole('link', { name: w.linking }).click();
    await expect(her.page.getByRole('heading', { level: 1, name: w.linking })).toBeVisible();
    await expect(her.page.getByText(w.linkChoice)).toBeVisible();
    await expectAccessible(her.page);
    // His dashboard still invites, as anyone's does.
    await him.page.goto('/dashboard');
    await expect(him.page.getByRole('link', { name: pw.hisInvite })).toBeVisible();

    // She links (her choice); he starts an assessment together and finishes his side.
    const { token } = await post(her.page, baseURL, '/api/couple/invitations');
    await post(him.page, baseURL, '/api/couple/invitations/accept', { token });
    const started = await post(him.page, baseURL, '/api/couple/shared', { assessment_type: 'intimacy' });
    await completeThroughApi(him.page, baseURL, started.assessment.id, 5, 2);

    // Before this couple assessment, the card again; she chooses to go on.
    await her.page.goto('/dashboard');
    await expect(her.page.getByRole('link', { name: w.startAnother })).toHaveCount(0);
    await her.page.getByRole('button', { name: w.begin }).click();
    await expect(her.page.getByRole('heading', { level: 1, name: w.card })).toBeVisible();
    await expect(her.page.getByText(w.before)).toBeVisible();
    await expectAccessible(her.page);
    await her.page.getByRole('link', { name: w.goOn }).click();
    await expect(her.page.getByText(w.question)).toBeVisible();
    const herSide = new URL(her.page.url()).searchParams.get('id') ?? '';
    await completeThroughApi(her.page, baseURL, herSide, 4, 4);

    // Her couple report: support first, nothing asked of the two together, her answers kept to her.
    const report = `/couple/results/${started.shared.id}`;
    await her.page.goto(report);
    await expect(her.page.getByText(w.privateSummary)).toBeVisible();
    await expect(her.page.getByText(w.support)).toBeVisible();
    await expect(her.page.getByRole('heading', { name: w.privateTopics })).toBeVisible();
    await expect(her.page.getByRole('heading', { name: w.topics })).toHaveCount(0);
    await expect(her.page.getByText(w.shareOff)).toBeVisible();
    await expect(her.page.getByRole('checkbox')).toHaveCount(0);
    await expect(her.page.getByText(w.jointSummary)).toHaveCount(0);
    await expect(her.page.getByRole('link', { name: w.help })).toBeVisible();
    // Nothing that speaks to the two of them: no strengths, growth areas or conversation starters at all.
    await expect(her.page.getByRole('heading', { name: w.strengths, exact: true })).toHaveCount(0);
    await expect(her.page.getByRole('heading', { name: w.starters })).toHaveCount(0);
    await expectAccessible(her.page, { strict: true });
    await her.page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(her.page, { strict: true });

    // Her own result, from her side of it, speaks to her alone too: support first, no steps with him.
    await her.page.setViewportSize({ width: 390, height: 844 });
    await her.page.goto(`/results/${herSide}`);
    await expect(her.page.getByText(w.privateResult)).toBeVisible();
    await expect(her.page.getByText(w.support)).toBeVisible();
    await expect(her.page.getByRole('heading', { name: w.strengths, exact: true })).toHaveCount(0);
    await expect(her.page.getByRole('heading', { name: w.starters })).toHaveCount(0);
    await expect(her.page.getByRole('link', { name: w.help })).toBeVisible();
    await expectAccessible(her.page, { strict: true });
    await her.page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(her.page, { strict: true });

    // His report is the joint one: the topics to talk about, his choice to show his answers, and help.
    await him.page.goto(report);
    await expect(him.page.getByText(pw.jointSummary)).toBeVisible();
    await expect(him.page.getByRole('heading', { name: pw.topics })).toBeVisible();
    await expect(him.page.getByRole('checkbox', { name: pw.shareLabel(her.name) })).toBeVisible();
    await expect(him.page.getByText(pw.privateSummary)).toHaveCount(0);
    await expect(him.page.getByRole('link', { name: pw.help })).toBeVisible();
    await expect(him.page.getByRole('heading', { name: pw.starters })).toBeVisible();
    await expectAccessible(him.page, { strict: true });
    await him.page.goto('/dashboard');
    await expect(him.page.getByRole('link', { name: pw.startAnother })).toBeVisible();

    // His own result keeps its lists and its conversation starters.
    await him.page.goto(`/results/${started.assessment.id}`);
    await expect(him.page.getByRole('heading', { name: pw.starters })).toBeVisible();
    await expect(him.page.getByText(pw.privateResult)).toHaveCount(0);

    // On his own result too, for everyone alike: the link opens the card, and "Continue" comes back.
    await him.page.goto(`/results/${started.assessment.id}`);
    await him.page.getByRole('link', { name: pw.help }).click();
    await expect(him.page).toHaveURL(/\/help\?next=%2Fresults%2F[0-9a-f-]+$/);
    await expect(him.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(him.page);
    await him.page.getByRole('link', { name: pw.continue }).click();
    await expect(him.page).toHaveURL(new RegExp(`/results/${started.assessment.id}$`));

    await her.context.close();
    await him.context.close();
  });
}

/** A mother and her daughter of 16, linked, each having answered a family assessment through the API. */
async function motherAndDaughter(mother: Page, daughter: Page, baseURL: string) {
  const { token } = await post(mother, baseURL, '/api/family/invitations', {
    role: 'parent',
    pairing: 'mother_daughter',
    age_group: '16-18',
  });
  const link = await post(daughter, baseURL, '/api/family/invitations/accept', { token });
  const started = await post(mother, baseURL, `/api/family/links/${link.id}/assessments`);
  const joined = await post(daughter, baseURL, `/api/family/assessments/${started.family.id}/join`);
  for (const [page, id, today] of [
    [mother, started.assessment.id, 2],
    [daughter, joined.assessment.id, 4],
  ] as const) {
    const own = (await (await page.request.get(`/api/assessments/${id}/questions`)).json()) as {
      questions: { key: string }[];
    };
    const responses: Record<string, number> = {};
    own.questions.forEach((question, i) => {
      responses[`${question.key}_phase1`] = 5;
      responses[`${question.key}_phase2`] = i % 2 === 0 ? today : 3;
    });
    await post(page, baseURL, `/api/assessments/${id}/complete`, { responses });
  }
  return `/family/results/${started.family.id}`;
}

for (const language of ['en', 'ar'] as const) {
  test(`a family report after a mother’s check showed help speaks to her alone; her daughter’s is the joint one (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    if (!baseURL) throw new Error('baseURL');
    const w = WORDS[language];
    const mother = await phone(browser, baseURL, language === 'en' ? 'Huda' : 'هدى', 'female', language);
    const daughter = await phone(browser, baseURL, language === 'en' ? 'Maryam' : 'مريم', 'female', language);
    await daughter.page.request.put('/api/safety-check', { data: { skipped: true }, headers: { origin: baseURL } });
    const flagged = {
      afraid: 'sometimes',
      insulted: 'never',
      controlled: 'never',
      threatened: 'never',
      hurt: 'never',
      forced: 'never',
    };
    const put = await mother.page.request.put('/api/safety-check', {
      data: { answers: flagged },
      headers: { origin: baseURL },
    });
    expect(put.status()).toBe(200);
    const report = await motherAndDaughter(mother.page, daughter.page, baseURL);

    await mother.page.goto(report);
    await expect(mother.page.getByText(w.familyPrivate)).toBeVisible();
    await expect(mother.page.getByText(w.support)).toBeVisible();
    await expect(mother.page.getByRole('heading', { name: w.familyTopics })).toBeVisible();
    await expect(mother.page.getByText(w.shareOff)).toBeVisible();
    await expect(mother.page.getByRole('checkbox')).toHaveCount(0);
    await expect(mother.page.getByRole('heading', { name: w.starters })).toHaveCount(0);
    await expect(mother.page.getByRole('link', { name: w.help })).toBeVisible();
    await expectAccessible(mother.page, { strict: true });
    await mother.page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(mother.page, { strict: true });

    await daughter.page.goto(report);
    await expect(daughter.page.getByRole('heading', { name: w.starters })).toBeVisible();
    await expect(daughter.page.getByText(w.familyPrivate)).toHaveCount(0);
    await expect(daughter.page.getByRole('heading', { name: w.topics })).toBeVisible();
    await expect(daughter.page.getByRole('checkbox')).toHaveCount(1);

    await mother.context.close();
    await daughter.context.close();
  });
}
