import { mkdirSync } from 'node:fs';
import { chooseArabic, expect, expectAccessible, newAccount, test } from './fixtures.ts';

/**
 * The public help page (decision 060): the help card for anyone, signed in or not, which every result,
 * report and PDF footer links to. A signed-out reader gets it prerendered (no sign-in, no app), in their
 * language, axe-clean on a phone and a desk; the quick exit leaves it out of the history.
 */

const WORDS = {
  en: {
    title: 'You deserve to feel safe',
    intro: /^If anything in your relationship or at home worries you, you are not alone, and it is not your fault\./,
    exit: 'Quick exit',
    emergency: /call your local emergency number/,
    help: 'Where to find help',
    continue: 'Continue',
  },
  ar: {
    title: 'من حقّك الشعور بالأمان',
    intro: /^إن كان في علاقتك أو في بيتك ما يقلقك، فلست وحدك، وليس ذلك ذنبك\./,
    exit: 'خروج سريع',
    emergency: /رقم الطوارئ/,
    help: 'مصادر المساعدة',
    continue: 'متابعة',
  },
} as const;

const SHOTS = '/tmp/shots-help';

for (const language of ['en', 'ar'] as const) {
  test(`the help page opens for a signed-out reader, prerendered and axe-clean (${language})`, async ({
    page,
    request,
  }) => {
    const w = WORDS[language];
    // The server's HTML already carries the card: nothing asks the reader to sign in.
    const html = await (await request.get('/help', { headers: { 'accept-language': language } })).text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).not.toContain('%HELP_');
    expect(html).toMatch(/islands-[\w-]+\.js/);

    mkdirSync(SHOTS, { recursive: true });
    await page.goto('/');
    if (language === 'ar') await chooseArabic(page);
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/help');
      await expect(page).toHaveURL(/\/help$/);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByText(w.intro)).toBeVisible();
      await expect(page.getByText(w.emergency)).toBeVisible();
      await expect(page.getByRole('link', { name: w.exit })).toBeVisible();
      // Its title says nothing of what it is, as the check-in's.
      await expect(page).not.toHaveTitle(/help|مساعدة/i);
      await expectAccessible(page, { strict: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/help-${language}-${width}x${height}.png`, fullPage: true });
    }

    // The quick exit takes this page's place in the history: Back does not come back to it.
    await page.goto('/pricing');
    await page.goto('/help');
    await page.getByRole('link', { name: w.exit }).click();
    await page.waitForURL(
      (url) => !url.href.startsWith(new URL(page.url()).origin) || !url.pathname.startsWith('/help'),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`a result’s “Where to find help” opens the help page in its place, and “Continue” comes back (${language})`, async ({
    page,
    baseURL,
  }) => {
    const w = WORDS[language];
    const headers = { origin: baseURL ?? '' };
    expect((await page.request.post('/api/auth/sign-up/email', { data: newAccount(), headers })).status()).toBe(200);
    const started = await page.request.post('/api/assessments', { data: { assessment_type: 'values' }, headers });
    const assessment = (await started.json()) as { id: string };
    const type = (await (await page.request.get('/api/assessment-types/values')).json()) as {
      questions: { key: string }[];
    };
    const responses = Object.fromEntries(
      type.questions.flatMap((q) => [
        [`${q.key}_phase1`, 4],
        [`${q.key}_phase2`, 3],
      ]),
    );
    expect(
      (
        await page.request.post(`/api/assessments/${assessment.id}/complete`, { data: { responses }, headers })
      ).status(),
    ).toBe(200);

    await page.goto('/dashboard');
    if (language === 'ar') await chooseArabic(page);
    await page.goto(`/results/${assessment.id}`);
    await page.getByRole('link', { name: w.help }).click();
    await expect(page).toHaveURL(/\/help\?next=%2Fresults%2F[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expectAccessible(page, { strict: true });
    await page.getByRole('link', { name: w.continue }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${assessment.id}$`));
    // The help page replaced the result, and the result replaced it: Back leaves the result at once.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/help/);
  });
}
