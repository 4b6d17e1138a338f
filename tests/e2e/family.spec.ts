import type { Page } from '@playwright/test';
import { familyQuestions } from '../../src/domain/assessment/family-questions.ts';
import { answerEverything, chooseArabic, expect, expectAccessible, newAccount, test } from './fixtures.ts';

const QUESTIONS = 25;
const percentAr = (value: number) => new Intl.NumberFormat('ar-u-nu-latn', { style: 'percent' }).format(value / 100);

async function answerAll(page: Page, phase1: number, phase2: number, complete: string) {
  await answerEverything(page, QUESTIONS, phase1, phase2, complete);
}

/** One phase by keyboard, as answerEverything does; `next` moves on to the other phase at the end. */
async function answerPhase(page: Page, value: number, next: boolean) {
  for (let i = 0; i < QUESTIONS; i++) {
    await page.keyboard.press(String(value));
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    if (next || i < QUESTIONS - 1) await page.keyboard.press('Enter');
  }
}

test('a mother runs a supervised session with her 10-year-old daughter and reads the family report in Arabic', async ({
  page,
  signedIn: _,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await chooseArabic(page);
  await page.getByRole('link', { name: 'الأسرة' }).click();
  await expect(page.getByRole('heading', { name: 'أسرتك', level: 1 })).toBeVisible();
  await expectAccessible(page, { strict: true });

  const adding = page.getByRole('region', { name: 'أضف طفلًا من 8 إلى 12 سنة' });
  await adding.getByRole('button', { name: 'أضف الطفل' }).click();
  await adding.getByLabel('الاسم الأول لطفلك').fill('لينا');
  await adding.getByLabel('أنا', { exact: true }).selectOption('mother');
  await adding.getByLabel('صلة القرابة').selectOption('daughter');
  await expectAccessible(page, { strict: true });
  await adding.getByRole('button', { name: 'أضف الطفل' }).click();
  const card = page.getByRole('region', { name: 'لينا' });
  await expect(card).toContainText('ابنتك');
  await expect(adding.getByRole('status')).toHaveText('تمت إضافة لينا إلى أسرتك.');

  // The mother's side, in her own words about her daughter.
  await card.getByRole('button', { name: 'ابدأ تقييم الأسرة' }).click();
  const first = familyQuestions('8-12', 'parent', 'mother_daughter')[0];
  await expect(page.getByText(first?.phase1.ar ?? '')).toBeVisible();
  await answerAll(page, 5, 2, 'إكمال');
  await expect(page).toHaveURL(/\/results\//);
  // The mother's own result speaks the family's labels.
  await expect(page.getByText('المودّة والثقة').first()).toBeVisible();
  await expect(page.getByText('المودّة والقرب')).toHaveCount(0);

  // The daughter's turn: full screen, bigger words, faces; then the device goes back to the mother.
  await page.goto('/family');
  await page.getByRole('region', { name: 'لينا' }).getByRole('button', { name: 'دور لينا' }).click();
  // Spoken to as the daughter the family record says she is (decision 063).
  await expect(page.getByText('دور طفلتك')).toBeVisible();
  const childFirst = familyQuestions('8-12', 'child', 'mother_daughter')[0];
  await expect(page.getByText(childFirst?.phase1.ar ?? '')).toBeVisible();
  // Phase 1 asks how much she wishes for it, Phase 2 how often it happens: each its own ordered words.
  await expect(page.getByRole('group', { name: 'إلى أيّ حدّ تتمنّين ذلك؟' })).toBeVisible();
  await expect(page.getByText('كثيرًا جدًّا', { exact: true })).toBeVisible();
  await expectAccessible(page, { strict: true });
  await answerPhase(page, 5, true);
  await expect(page.getByText(childFirst?.phase2.ar ?? '')).toBeVisible();
  await expect(page.getByRole('group', { name: 'كم مرةً يحدث ذلك؟' })).toBeVisible();
  await expect(page.getByText('دائمًا', { exact: true })).toBeVisible();
  await expect(page.getByText('كثيرًا جدًّا', { exact: true })).toHaveCount(0);
  await answerPhase(page, 2, false);
  await page.getByRole('button', { name: 'إكمال' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'حُفظت الإجابات' })).toBeVisible();

  await page.getByRole('region', { name: 'لينا' }).getByRole('link', { name: 'اقرأ تقرير الأسرة' }).click();
  await expect(page.getByRole('heading', { name: 'أنت ولينا' })).toBeVisible();
  await expect(page.getByText('تعبّر هذه الإجابات عن نظرة لينا')).toBeVisible();
  await expect(page.getByText('المسؤولية والاستقلالية').first()).toBeVisible();
  // The report is dated, with the Hijri date beside the Gregorian one.
  await expect(page.getByText(/^اكتمل في .+ \(.+ هـ\)$/)).toBeVisible();
  await expect(page.getByText('أظهر إجاباتي')).toHaveCount(0);
  // Both say today is hard everywhere: the same answers, yet a shared concern, never "in harmony".
  await expect(page.getByText('على وفاق')).toHaveCount(0);
  const concerns = page.getByRole('region', { name: 'يستحق أن تتحدثا فيه معًا' });
  await expect(concerns.getByText('اتفاقكما عليها ليس وفاقًا')).toBeVisible();
  await expect(concerns.getByRole('listitem').first()).toContainText(/[\u0600-\u06FF]{3,}/);
  await expect(page.getByRole('heading', { name: 'نقاط قوة مشتركة' })).toHaveCount(0);
  const today = page.getByText('الواقع اليوم لدى كلٍّ منكما').locator('+ dl');
  await expect(today.locator('dd')).toHaveText([percentAr(40), percentAr(40)]);
  await expectAccessible(page, { strict: true });
});

test('a 16-year-old son with his own account and his father both answer, and each reads the report', async ({
  page,
  browser,
  baseURL,
  signedIn,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL');
  await page.goto('/family');
  const invite = page.getByRole('region', { name: 'Invite a child of 13 or older, or a parent' });
  await invite.getByRole('button', { name: 'Create an invitation link' }).click();
  await invite.getByLabel('I am the').selectOption('father');
  await invite.getByLabel('My child is my').selectOption('son');
  await invite.getByLabel('The child’s age').selectOption('16-18');
  await invite.getByRole('button', { name: 'Create an invitation link' }).click();
  // The link takes the form's place, and the focus, ready to copy.
  await expect(invite.getByLabel('Your invitation link')).toBeFocused();
  await expect(invite.getByLabel('The child’s age')).toHaveCount(0);
  const link = await invite.getByLabel('Your invitation link').inputValue();
  expect(link).toMatch(/\/family\/join#[A-Za-z0-9_-]{43}$/);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.171' },
  });
  const son = await phone.newPage();
  const sami = newAccount({ name: 'Sami' });
  await son.request.post('/api/auth/sign-up/email', { data: sami, headers: { origin: baseURL } });
  await son.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(
    son.getByText(`${signedIn.name} invites you to link your accounts as father and son (ages 16-18).`),
  ).toBeVisible();
  await expectAccessible(son, { strict: true });
  await son.getByRole('button', { name: 'Accept' }).click();
  await expect(son.getByText(`You are now linked with ${signedIn.name}.`)).toBeVisible();

  await page.reload();
  await page.getByRole('region', { name: 'Sami' }).getByRole('button', { name: 'Start the family assessment' }).click();
  await answerAll(page, 5, 4, 'Complete');

  await son.goto('/family');
  await son.getByRole('region', { name: signedIn.name }).getByRole('button', { name: 'Answer your side' }).click();
  await expect(son).toHaveURL(/\/assessment\/family[^?]*\?id=/);
  const sonFirst = familyQuestions('16-18', 'child', 'father_son')[0];
  await expect(son.getByText(sonFirst?.phase1.en ?? '')).toBeVisible();
  await answerAll(son, 5, 2, 'Complete');
  await son.goto('/family');
  await son.getByRole('link', { name: 'Read the family report' }).click();
  await expect(son.getByRole('heading', { name: `You and ${signedIn.name}` })).toBeVisible();
  await expect(son.getByText('Affection & Trust').first()).toBeVisible();

  await page.goto('/family');
  await page.getByRole('link', { name: 'Read the family report' }).click();
  await expect(page.getByRole('heading', { name: 'You and Sami' })).toBeVisible();
  const agreement = (await page.getByText('Agreement between you').locator('+ span').textContent())?.replace(/\D/g, '');
  expect(agreement).toBe('80');
  // Each side's level of today beside the agreement: the father's today is 4 of 5, Sami's 2 of 5.
  await expect(page.getByText('Today, for each of you').locator('+ dl').locator('dd')).toHaveText(['80%', '40%']);
  await expect(page.getByRole('heading', { name: 'Shared strengths' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Worth talking about together' })).toHaveCount(0);
  await expect(page.getByText(/^Completed [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
  // A father and his son are not partners: nothing on their report calls them so (walkthrough m15).
  await expect(page.getByRole('main')).not.toContainText(/partner/i);
  await expectAccessible(page, { strict: true });
  await phone.close();
});

test('the age group and pairing chosen on the landing page carry through sign-up to the family page', async ({
  page,
  account,
}) => {
  await page.goto('/');
  const card = page.getByRole('article').filter({ hasText: 'Parents and children' });
  await card.getByText('Mother and daughter').click();
  await card.getByText('16–18').click();
  await card.getByRole('link', { name: /Parents and children/ }).click();
  await expect(page).toHaveURL(/\/signup\?path=parent-child&ages=16-18&pairing=mother_daughter$/);

  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Relationship', { exact: true })).toHaveValue('parent-child');
  await page.getByLabel('Age').fill('44');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('How is the relationship today?').selectOption('good');
  await page.getByLabel(/I agree that Wifaq stores/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/family\?ages=16-18&pairing=mother_daughter$/);
  // What the person came to do is open; the other form waits for its button.
  const invite = page.getByRole('region', { name: 'Invite a child of 13 or older, or a parent' });
  await expect(
    page.getByRole('region', { name: 'Add a child of 8-12' }).getByLabel('Your child’s first name'),
  ).toHaveCount(0);
  await expect(invite.getByLabel('I am the')).toHaveValue('mother');
  await expect(invite.getByLabel('My child is my')).toHaveValue('daughter');
  await expect(invite.getByLabel('The child’s age')).toHaveValue('16-18');
});

test('a 14-year-old is the child in a family: no child to add, and only a parent to invite', async ({
  page,
  baseURL,
  signedIn: _,
}) => {
  const profile = await page.request.patch('/api/profile', { data: { age: 14 }, headers: { origin: baseURL ?? '' } });
  expect(profile.status()).toBe(200);
  await page.goto('/family');
  await expect(page.getByText('No parent linked yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a child of 8-12' })).toHaveCount(0);
  const invite = page.getByRole('region', { name: 'Invite your father or mother' });
  await invite.getByRole('button', { name: 'Create an invitation link' }).click();
  const me = invite.getByLabel('I am the');
  await expect(me).toHaveValue('son');
  await expect(me.locator('option:not([value=""])')).toHaveText(['Son', 'Daughter']);
  await expect(invite.getByLabel('My parent is my')).toHaveValue('father');
  await expect(invite.getByLabel('The child’s age')).toHaveValue('13-15');
  await expectAccessible(page);
});

test('at rest the family page fetches no form code; each form loads when wanted and works by keyboard', async ({
  page,
  signedIn: _,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const formLayer = (path: string) => /\/use-schema-form-[\w-]+\.js$/.test(path);
  const formCode = (path: string) => formLayer(path) || /\/FamilyForms-[\w-]+\.js$/.test(path);
  await page.goto('/family');
  const adding = page.getByRole('region', { name: 'Add a child of 8-12' });
  const inviting = page.getByRole('region', { name: 'Invite a child of 13 or older, or a parent' });
  const addOpener = adding.getByRole('button', { name: 'Add child' });
  const inviteOpener = inviting.getByRole('button', { name: 'Create an invitation link' });
  await expect(addOpener).toBeVisible();
  await expect(inviteOpener).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Only the cards and their buttons at rest: no form, and none of the form layer (react-hook-form, zod/mini).
  await expect(page.locator('form')).toHaveCount(0);
  expect(scripts.filter(formCode)).toEqual([]);
  await expectAccessible(page, { strict: true });

  // Focus on the button is intent enough: the download starts before the key is pressed.
  const fetched = page.waitForRequest((request) => formLayer(new URL(request.url()).pathname));
  await addOpener.focus();
  await fetched;
  await page.keyboard.press('Enter');
  const name = adding.getByLabel('Your child’s first name');
  await expect(name).toBeFocused();
  await expectAccessible(page, { strict: true });

  // Escape closes it from any field, and focus is back on the button.
  await page.keyboard.press('Tab');
  await expect(adding.getByLabel('I am the')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(name).toHaveCount(0);
  await expect(addOpener).toBeFocused();

  // Enter submits from a field, with the form's problems as before; a child added closes the form,
  // says so, and gives focus back to the button.
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await page.keyboard.type('Omar');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Omar' })).toContainText('your son');
  await expect(adding.getByRole('status')).toHaveText('Omar is added to your family.');
  await expect(name).toHaveCount(0);
  await expect(addOpener).toBeFocused();

  // The invitation's form: focus in its first field, Cancel gives it back to the button.
  await inviteOpener.focus();
  await page.keyboard.press('Enter');
  const me = inviting.getByLabel('I am the');
  await expect(me).toBeFocused();
  await inviting.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(me).toHaveCount(0);
  await expect(inviteOpener).toBeFocused();
  // Both forms came in one download, once.
  expect(scripts.filter(formCode)).toHaveLength(2);
});
