import type { Page, TestInfo } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config.ts';
import { expect, expectAccessible, screenshotsAt, test } from './fixtures.ts';

/**
 * Every reader addressed as who they are (issue 29 item 2, walkthrough m7; decision 063): where the app
 * knows a person's gender, the Arabic speaks to or of them in it; where it does not, in the form for anyone.
 */

type Gender = 'female' | 'male' | null;

/** The app's own page address: the API refuses a write from any other (decision 034). */
const ORIGIN = { origin: E2E_BASE_URL };

/** The signed-in person's profile in Arabic, with the gender given (or none). */
async function arabicProfile(page: Page, gender: Gender) {
  const saved = await page.request.patch('/api/profile', {
    data: { language_preference: 'ar', gender, age: 34, relationship_type: 'married' },
    headers: ORIGIN,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Looked at, not compared: each screen as a phone and a laptop show it. */
const shots = (page: Page, testInfo: TestInfo, name: string) =>
  screenshotsAt(page, (width) => testInfo.outputPath(`${name}-${width}.png`));

// A fatha or a kasra on a second-person ending speaks to a man (-tَ, -kَ) or a woman (-tِ, -kِ) alone.
const MASCULINE_VOWEL = /[تك]\u064e(?=[\s،.؟:]|$)/;
const FEMININE_VOWEL = /[تك]\u0650(?=[\s،.؟:]|$)/;

const HELP: Record<string, { title: string; intro: string; emergency: string; not: RegExp }> = {
  female: {
    title: 'من حقّكِ أن تشعري بالأمان',
    intro: 'إن كان شيءٌ من هذا يقلقكِ، فلستِ وحدكِ، وليس الذنب ذنبكِ.',
    emergency: 'إن كنتِ في خطر داهم، فاتصلي برقم الطوارئ المحلي في بلدك.',
    not: MASCULINE_VOWEL,
  },
  male: {
    title: 'من حقّك أن تشعر بالأمان',
    intro: 'إن كان شيءٌ من هذا يقلقك، فلستَ وحدك، وليس الذنب ذنبك.',
    emergency: 'إن كنتَ في خطر داهم، فاتصل برقم الطوارئ المحلي في بلدك.',
    not: FEMININE_VOWEL,
  },
  unspecified: {
    title: 'من حقّك الشعور بالأمان',
    intro: 'إن كان شيءٌ من هذا يقلقك، فلست وحدك، وليس الذنب ذنبك.',
    emergency: 'إن كان الخطر داهمًا، فالاتصال برقم الطوارئ المحلي في بلدك هو الخطوة الأولى.',
    not: new RegExp(`${MASCULINE_VOWEL.source}|${FEMININE_VOWEL.source}`),
  },
};

for (const gender of ['female', 'male', null] as const) {
  const name = gender ?? 'unspecified';
  const words = HELP[name] as (typeof HELP)[string];
  test(`the help card after the check-in speaks to a reader whose profile says ${name}`, async ({
    page,
    signedIn: _,
  }, testInfo) => {
    await arabicProfile(page, gender);
    // The check-in again, from settings: one "often" shows the card.
    await page.goto('/check-in');
    const items = page.getByRole('group');
    await expect(items).toHaveCount(6);
    for (const i of [0, 1, 2, 3, 5]) await items.nth(i).getByText('أبدًا', { exact: true }).click();
    await items.nth(4).getByText('كثيرًا', { exact: true }).click();
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByText(words.intro, { exact: false })).toBeVisible();
    await expect(page.getByText(words.emergency)).toBeVisible();
    await expect(page.locator('main')).not.toContainText(words.not);
    await expectAccessible(page, { strict: true });
    if (gender !== 'male') await shots(page, testInfo, `help-card-${name}-ar`);

    // The profile page's note on choosing "in crisis" speaks the same way.
    await page.goto('/settings/profile');
    await page.getByLabel('كيف حال العلاقة اليوم؟').selectOption('crisis');
    // The form asks for an answer: "prefer not to say" is the unspecified one.
    if (gender === null) await page.getByLabel('الجنس').selectOption('prefer_not_to_say');
    await page.getByRole('button', { name: 'احفظ التغييرات' }).click();
    const note = {
      female: 'ذكرتِ أن العلاقة تمرّ بأزمة. لستِ وحدكِ في مواجهتها.',
      male: 'ذكرتَ أن العلاقة تمرّ بأزمة. لستَ وحدك في مواجهتها.',
      unspecified: 'أخبرتنا أن العلاقة تمرّ بأزمة، وليس عليك مواجهتها وحدك.',
    }[name];
    await expect(page.getByRole('status').getByText(note)).toBeVisible();
  });
}

/** Adds a supervised child of 8-12 and starts the family assessment, so the child's turn can be opened. */
async function supervisedChild(page: Page, pairing: string, childName: string) {
  const added = await page.request.post('/api/family/children', {
    data: { pairing, name: childName },
    headers: ORIGIN,
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  const started = await page.request.post(`/api/family/links/${id}/assessments`, { data: {}, headers: ORIGIN });
  expect(started.status(), await started.text()).toBe(201);
}

test('a mother’s family cards and each child’s turn speak of and to a son as a son and a daughter as a daughter', async ({
  page,
  signedIn: _,
}, testInfo) => {
  test.setTimeout(240_000);
  await arabicProfile(page, 'female');
  await supervisedChild(page, 'mother_son', 'سامي');
  await supervisedChild(page, 'mother_daughter', 'مريم');

  await page.goto('/family');
  const son = page.getByRole('region', { name: 'سامي' });
  const daughter = page.getByRole('region', { name: 'مريم' });
  await expect(son.getByText('يجيب معك على جهازك.')).toBeVisible();
  await expect(daughter.getByText('تجيب معك على جهازك.')).toBeVisible();
  await expectAccessible(page, { strict: true });
  await shots(page, testInfo, 'family-cards-ar');

  const turns = {
    سامي: {
      title: 'دور طفلك',
      phase1: 'ما تتمنّاه',
      hint: 'اختر الإجابة التي تُبيّن كيف تحبّ أن تكون الأمور.',
      scale: 'إلى أيّ حدّ تتمنّى ذلك؟',
      phase2: 'الجُمل نفسها مرة أخرى، واختر هذه المرة كيف هي الأمور الآن.',
    },
    مريم: {
      title: 'دور طفلتك',
      phase1: 'ما تتمنّينه',
      hint: 'اختاري الإجابة التي تُبيّن كيف تحبّين أن تكون الأمور.',
      scale: 'إلى أيّ حدّ تتمنّين ذلك؟',
      phase2: 'الجُمل نفسها مرة أخرى، واختاري هذه المرة كيف هي الأمور الآن.',
    },
  };
  for (const [child, words] of Object.entries(turns)) {
    await page.goto('/family');
    await page
      .getByRole('region', { name: child })
      .getByRole('button', { name: `دور ${child}` })
      .click();
    await expect(page.getByText(words.title, { exact: true })).toBeVisible();
    await expect(page.getByText(words.phase1, { exact: true })).toBeVisible();
    await expect(page.getByText(words.hint)).toBeVisible();
    await expect(page.getByRole('group', { name: words.scale })).toBeVisible();
    await expectAccessible(page, { strict: true });
    if (child === 'مريم') await shots(page, testInfo, 'child-turn-daughter-ar');
    // Phase 2's words, after every statement of Phase 1 has its answer.
    const questions = Number((await page.getByText(/^السؤال 1 من \d+$/).textContent())?.match(/\d+$/)?.[0]);
    for (let i = 0; i < questions; i++) {
      await page.keyboard.press('4');
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText(words.phase2)).toBeVisible();
  }
});

test('in English the family cards and the child’s turn read as before, and lay out alike', async ({
  page,
  signedIn: _,
}, testInfo) => {
  await supervisedChild(page, 'father_daughter', 'Maryam');
  await page.goto('/family');
  const card = page.getByRole('region', { name: 'Maryam' });
  await expect(card.getByText('Answers with you on your device.')).toBeVisible();
  await shots(page, testInfo, 'family-cards-en');
  const turn = card.getByRole('button', { name: 'Maryam’s turn', exact: true });
  // Read as laid out, not only as named: the name and "’s turn" touch, with no gap between them.
  const gap = await turn.evaluate((button) => {
    const name = button.querySelector('bdi');
    const rest = name?.nextSibling;
    if (!name || !rest) return Number.NaN;
    const range = document.createRange();
    range.selectNodeContents(rest);
    return range.getBoundingClientRect().left - name.getBoundingClientRect().right;
  });
  expect(Math.abs(gap)).toBeLessThan(1);
  await turn.click();
  await expect(page.getByRole('group', { name: 'How much do you wish for this?' })).toBeVisible();
  await expectAccessible(page, { strict: true });
  await shots(page, testInfo, 'child-turn-en');
});

// A man's partner is a woman: «شريكة حياتك» (decision 063's addendum); a woman, and anyone who gave no gender,
// read «شريك حياتك», the word the app always used.
const PARTNER_PAGE: Record<string, { title: string; body: string; email: string; not: string }> = {
  male: {
    title: 'ادعُ شريكة حياتك',
    body: 'أرسل إلى شريكة حياتك رابطًا خاصًا، وعند قبولها الدعوة يُربط الحسابان.',
    email: 'البريد الإلكتروني لشريكة حياتك',
    not: 'شريك حياتك',
  },
  female: {
    title: 'ادعُ شريك حياتك',
    body: 'أرسل إلى شريك حياتك رابطًا خاصًا، وعند قبوله يُربط الحسابان.',
    email: 'البريد الإلكتروني لشريك حياتك',
    not: 'شريكة',
  },
};
PARTNER_PAGE.unspecified = PARTNER_PAGE.female as (typeof PARTNER_PAGE)[string];

for (const gender of ['male', 'female', null] as const) {
  const name = gender ?? 'unspecified';
  const words = PARTNER_PAGE[name] as (typeof PARTNER_PAGE)[string];
  test(`the partner page names the partner of a reader whose profile says ${name}`, async ({
    page,
    signedIn: _,
  }, testInfo) => {
    await arabicProfile(page, gender);
    await page.goto('/couple/invite');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await expect(page.getByText(words.body)).toBeVisible();
    // The email form opens on request (decision 048): its label names the partner too.
    await page.getByRole('button', { name: 'أرسل الدعوة بالبريد الإلكتروني' }).click();
    await expect(page.getByLabel(words.email, { exact: true })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(words.not);
    // The dashboard's invitation says the same.
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: words.title })).toBeVisible();
    if (gender === 'male') {
      await page.goto('/couple/invite');
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expectAccessible(page, { strict: true });
      await shots(page, testInfo, 'partner-page-male-ar');
    }
  });
}

test('the dashboard tells a woman answering a shared assessment «أنتِ تجيبين الآن»', async ({
  page,
  signedIn: _,
  existing,
}) => {
  await arabicProfile(page, 'female');
  const invitation = await page.request.post('/api/couple/invitations', { data: {}, headers: ORIGIN });
  expect(invitation.status(), await invitation.text()).toBe(201);
  const { token } = (await invitation.json()) as { token: string };
  // Her husband accepts from his own session, then she starts an assessment for them both.
  const husband = await page.context().browser()?.newContext({ baseURL: E2E_BASE_URL });
  if (!husband) throw new Error('no second context');
  const his = husband.request;
  const signedInHim = await his.post('/api/auth/sign-in/email', {
    data: { email: existing.email, password: existing.password },
    headers: ORIGIN,
  });
  expect(signedInHim.status(), await signedInHim.text()).toBe(200);
  expect((await his.post('/api/couple/invitations/accept', { data: { token }, headers: ORIGIN })).status()).toBe(200);
  const started = await page.request.post('/api/couple/shared', {
    data: { assessment_type: 'values' },
    headers: ORIGIN,
  });
  expect(started.status(), await started.text()).toBe(201);

  await page.goto('/dashboard');
  await expect(page.getByText('أنتِ تجيبين الآن، وإجاباتك تبقى خاصة بك.')).toBeVisible();
  await husband.close();
});
