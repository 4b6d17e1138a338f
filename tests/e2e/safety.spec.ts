import type { Page } from '@playwright/test';
import { type Account, chooseArabic, expect, expectAccessible, newAccount, test } from './fixtures.ts';

/**
 * The private safety check (decision 030): offered once before a first couple assessment, a help card
 * after a positive answer or "crisis" at sign-up, and a quick exit that leaves no way Back.
 */

/** The neutral site the quick exit leads to (the default SAFETY_EXIT_URL), answered locally: no internet here. */
const EXIT = 'https://www.google.com/';

async function neutralSite(page: Page) {
  await page.route(`${EXIT}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Search</title><p>Neutral</p>' }),
  );
}

/** Signs up through the API without meeting the check (unlike the shared fixture, which skips it). */
async function freshAccount(page: Page, baseURL: string | undefined): Promise<Account> {
  const account = newAccount();
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(200);
  return account;
}

async function checkState(page: Page) {
  return (await (await page.request.get('/api/safety-check')).json()) as { status: string; flagged: boolean };
}

test.describe('the private check-in', () => {
  test('comes before a first couple assessment; a positive answer shows the help card (English)', async ({
    page,
    baseURL,
  }) => {
    await freshAccount(page, baseURL);
    await page.goto('/assessments');
    await page.getByRole('link', { name: 'Start: Shared values' }).click();
    await expect(page).toHaveURL(/\/check-in\?next=%2Fassessment%2Fvalues$/);
    await expect(page.getByRole('heading', { level: 1, name: 'A short, private check-in' })).toBeVisible();
    // A neutral title: a tab or the history list does not say what this page is.
    await expect(page).toHaveTitle(/^Check-in/);
    await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
    await expectAccessible(page);

    // Every question needs an answer (or "Prefer not to say").
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Please answer each question/);

    const items = page.getByRole('group');
    await expect(items).toHaveCount(6);
    // "Afraid" names a former partner too, and insults, humiliation and screaming are asked about (HITS, HARK).
    await expect(items.nth(0)).toContainText('your partner or a former partner');
    await expect(items.nth(1)).toContainText('Does someone insult you, humiliate you or scream at you?');
    await items.nth(0).getByText('Sometimes', { exact: true }).click();
    for (const i of [1, 2, 3, 4]) await items.nth(i).getByText('Never', { exact: true }).click();
    // By keyboard too: the radios are real radios.
    await items.nth(5).getByRole('radio', { name: 'Never' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(items.nth(5).getByRole('radio', { name: 'Prefer not to say' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'You deserve to feel safe' })).toBeVisible();
    // Its first sentence is kind, whatever was answered: no verdict on what was described.
    await expect(
      page.getByText(/^If any of this worries you, you are not alone, and it is not your fault\./),
    ).toBeVisible();
    await expect(page.getByText('If you are in immediate danger, call your local emergency number.')).toBeVisible();
    await expect(page.getByText(/a doctor, a family counsellor, or someone you trust/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
    await expectAccessible(page);
    expect(await checkState(page)).toMatchObject({ status: 'taken', flagged: true });

    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByText(/^Question 1 of/)).toBeVisible();

    // Taken once, and never asked again; but since it showed the card, the card comes again before the
    // next couple assessment, and the person chooses to go on (decision 054).
    await page.goto('/assessments');
    await page.getByRole('link', { name: 'Start: Communication' }).click();
    await expect(page).toHaveURL(/\/check-in\?next=%2Fassessment%2Fcommunication$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You deserve to feel safe' })).toBeVisible();
    await expect(page.getByText(/^Before you go on: help is here whenever you want it\./)).toBeVisible();
    await expect(page.getByRole('group')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go on to the assessment' }).click();
    await expect(page.getByText(/^Question 1 of/)).toBeVisible();
    await expect(page).toHaveURL(/\/assessment\/communication$/);
  });

  test('the quick exit leaves at once, and Back does not return to the check', async ({ page, baseURL }) => {
    await neutralSite(page);
    await freshAccount(page, baseURL);
    await page.goto('/dashboard');
    await page.goto('/check-in?next=/assessment/values');
    await expect(page.getByRole('heading', { level: 1, name: 'A short, private check-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Quick exit' }).click();
    await expect(page).toHaveURL(EXIT);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Nothing was stored by leaving.
    expect(await checkState(page)).toMatchObject({ status: 'needed' });
  });

  test('in Arabic: the help card after a positive answer, and Escape twice leaves it', async ({ page, baseURL }) => {
    await neutralSite(page);
    await freshAccount(page, baseURL);
    await page.goto('/dashboard');
    await chooseArabic(page);
    await page.goto('/check-in?next=/assessment/intimacy');
    await expect(page.getByRole('heading', { level: 1, name: 'وقفة قصيرة خاصة بك' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'خروج سريع' })).toBeVisible();
    await expectAccessible(page);
    const items = page.getByRole('group');
    // No gender on this profile: the words fit anyone, with no masculine vowel (decision 031).
    await expect(items.nth(0)).toContainText('هل يخيفك شريك حياتك أو شريكك السابق، أو أحدٌ يعيش معك؟');
    await expect(items.nth(1)).toContainText('هل يهينك أحدٌ أو يحقّرك أو يصرخ في وجهك؟');
    for (const i of [0, 1, 2, 3, 5]) await items.nth(i).getByText('أبدًا', { exact: true }).click();
    await items.nth(4).getByText('كثيرًا', { exact: true }).click();
    await page.getByRole('button', { name: 'متابعة' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'من حقّك الشعور بالأمان' })).toBeVisible();
    await expect(
      page.getByText('إن كان شيءٌ من هذا يقلقك، فلست وحدك، وليس الذنب ذنبك.', { exact: false }),
    ).toBeVisible();
    await expect(
      page.getByText('إن كان الخطر داهمًا، فالاتصال برقم الطوارئ المحلي في بلدك هو الخطوة الأولى.'),
    ).toBeVisible();
    // A fatha on a second-person ending («ـتَ», «ـكَ») would speak to a man alone.
    await expect(page.locator('main')).not.toContainText(/[تك]\u064e(?=[\s،.؟]|$)/);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(EXIT);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('in Arabic: skipping goes straight on, and is not asked again', async ({ page, baseURL }) => {
    await freshAccount(page, baseURL);
    await page.goto('/dashboard');
    await chooseArabic(page);
    await page.goto('/assessment/values');
    await expect(page).toHaveURL(/\/check-in\?/);
    await page.getByRole('button', { name: 'تخطّي هذه الوقفة' }).click();
    await expect(page).toHaveURL(/\/assessment\/values$/);
    await expect(page.getByRole('radiogroup').or(page.getByRole('group'))).toBeVisible();
    expect(await checkState(page)).toMatchObject({ status: 'skipped', flagged: false });
    await page.goto('/assessment/relationship');
    await expect(page).toHaveURL(/\/assessment\/relationship$/);
  });

  test('choosing "crisis" at sign-up offers the help card, then goes on', async ({ page }) => {
    const account = newAccount();
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password').fill(account.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Age').fill('34');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Relationship', { exact: true }).selectOption('married');
    await page.getByLabel('How is the relationship today?').selectOption('crisis');
    await page.getByLabel(/I agree that Wifaq stores and analyses my answers/).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/check-in\?next=%2Fdashboard&help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You deserve to feel safe' })).toBeVisible();
    await expect(page.getByText(/Relationships can go through very hard times/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Quick exit' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('settings offer the check-in again', async ({ page, signedIn: _ }) => {
    await page.goto('/settings/privacy');
    await page.getByRole('link', { name: 'Take the check-in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'A short, private check-in' })).toBeVisible();
    const items = page.getByRole('group');
    for (let i = 0; i < 6; i++) await items.nth(i).getByText('Never', { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    expect(await checkState(page)).toMatchObject({ status: 'taken', flagged: false });
  });
});

/** The words each language's pages are found by. */
const WORDS = {
  en: {
    nav: 'Main',
    dashboard: 'Dashboard',
    takeAssessment: 'Take an assessment',
    start: 'Start: Shared values',
    help: 'Where to find help',
    card: 'You deserve to feel safe',
    often: 'Often',
    never: 'Never',
    submit: 'Continue',
    exit: 'Quick exit',
  },
  ar: {
    nav: 'القائمة الرئيسية',
    dashboard: 'لوحة التحكم',
    takeAssessment: 'ابدأ تقييمًا',
    start: 'ابدأ: القيم المشتركة',
    help: 'مصادر المساعدة',
    card: 'من حقّك الشعور بالأمان',
    often: 'كثيرًا',
    never: 'أبدًا',
    submit: 'متابعة',
    exit: 'خروج سريع',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`after a quick exit, no safety page is one Back away, nor further back (${language}, walkthrough M2)`, async ({
    page,
    baseURL,
  }) => {
    const w = WORDS[language];
    await neutralSite(page);
    await freshAccount(page, baseURL);
    await page.goto('/dashboard');
    if (language === 'ar') await chooseArabic(page);
    // The help page first (decision 060), from settings, and left by the menu, not by its button.
    await page.goto('/settings/privacy');
    await page.getByRole('link', { name: w.help }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.card })).toBeVisible();
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.dashboard, exact: true }).click();
    await page.getByRole('link', { name: w.takeAssessment }).click();
    await page.getByRole('link', { name: w.start }).click();
    // Then the check, answered so that the card shows, and the exit from it.
    await expect(page).toHaveURL(/\/check-in\?next=/);
    const items = page.getByRole('group');
    await expect(items).toHaveCount(6);
    await items.nth(0).getByText(w.often, { exact: true }).click();
    for (const i of [1, 2, 3, 4, 5]) await items.nth(i).getByText(w.never, { exact: true }).click();
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.card })).toBeVisible();
    await page.getByRole('button', { name: w.exit }).click();
    await expect(page).toHaveURL(EXIT);

    // Back, and back again to where this tab began: every page there is the app's, none a safety page.
    const seen: string[] = [];
    for (let step = 0; step < 8 && page.url() !== 'about:blank'; step++) {
      const before = page.url();
      await page.goBack();
      if (page.url() === before) break;
      seen.push(new URL(page.url()).pathname);
      if (page.url() === 'about:blank') break;
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByRole('heading', { name: w.card })).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.exit })).toHaveCount(0);
    }
    expect(seen.slice(0, 2)).toEqual(['/assessments', '/dashboard']);
    expect(seen.filter((path) => path.startsWith('/check-in') || path.startsWith('/help'))).toEqual([]);
  });
}

test('on a phone, the quick exit says nothing of a keyboard; with a mouse it names Esc', async ({
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await freshAccount(page, baseURL);
  await page.goto('/check-in?help');
  await expect(page.locator('#quick-exit-hint')).toHaveText('Leaves this page at once for a neutral website.');
  await phone.close();

  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await freshAccount(deskPage, baseURL);
  await deskPage.goto('/check-in?help');
  await expect(deskPage.locator('#quick-exit-hint')).toHaveText(
    'Leaves this page at once for a neutral website. You can also press Esc twice.',
  );
  await desk.close();
});
