import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';

/** Completes a 'values' assessment through the API: hopes all `hope`, today all `today`. */
async function completeValues(page: Page, baseURL: string, hope: number, today: number) {
  const headers = { origin: baseURL };
  const created = await page.request.post('/api/assessments', { data: { assessment_type: 'values' }, headers });
  const { id } = (await created.json()) as { id: string };
  const questions = (await (await page.request.get(`/api/assessments/${id}/questions`)).json()) as {
    questions: { key: string }[];
  };
  const responses = Object.fromEntries(
    questions.questions.flatMap((q) => [
      [`${q.key}_phase1`, hope],
      [`${q.key}_phase2`, today],
    ]),
  );
  const done = await page.request.post(`/api/assessments/${id}/complete`, { data: { responses }, headers });
  expect(done.status()).toBe(200);
  return id;
}

test.describe('over time', () => {
  test('a milestone added, seen on the timeline in both languages, edited and deleted', async ({
    page,
    signedIn: _,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    const formLayer = () => scripts.some((url) => /\/use-schema-form-[\w-]+\.js$/.test(url));
    await page.goto('/timeline');
    await expect(page.getByRole('heading', { name: 'Your timeline', level: 1 })).toBeVisible();
    await expect(page.getByText('You joined Wifaq')).toBeVisible();
    await expectAccessible(page);
    // The form's code comes when a milestone is added, not with the timeline (issue #18).
    await page.waitForLoadState('networkidle');
    expect(formLayer()).toBe(false);

    await page.getByRole('button', { name: 'Add a milestone' }).click();
    await expect(page.getByRole('combobox', { name: 'Milestone' })).toBeFocused();
    expect(formLayer()).toBe(true);
    // A custom milestone needs a title: said before anything is sent.
    await page.getByRole('combobox', { name: 'Milestone' }).selectOption('custom');
    await page.getByLabel('Date').fill('2024-05-17');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Give this milestone a title.');
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('combobox', { name: 'Milestone' }).selectOption('nikah');
    await page.getByLabel('Note (optional)').fill('With both our families in Amman');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Milestone added.');
    await expect(page.getByRole('button', { name: 'Add a milestone' })).toBeFocused();
    const item = page.getByRole('listitem').filter({ hasText: 'Nikah (marriage contract)' });
    await expect(item).toContainText('May 17, 2024');
    await expect(item).toContainText('With both our families in Amman');

    await chooseArabic(page);
    await expect(page.getByRole('heading', { name: 'مسيرتك', level: 1 })).toBeVisible();
    // The notice still on screen follows the language too.
    await expect(page.getByRole('status')).toHaveText('أُضيفت المناسبة.');
    const arabicItem = page.getByRole('listitem').filter({ hasText: 'عقد القران' });
    // The Gregorian date and, beside it, the Umm al-Qura Hijri date: 17 May 2024 was 9 Dhu al-Qadah 1445.
    await expect(arabicItem).toContainText('17 مايو 2024');
    await expect(arabicItem).toContainText('9 ذو القعدة 1445 هـ');
    await expectAccessible(page);

    // The filter works by keyboard (arrow keys move within the group) and by tapping a choice.
    await page.getByRole('radio', { name: 'الكل' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'التقييمات' })).toBeChecked();
    await expect(page.getByText('عقد القران')).toHaveCount(0);
    await page.locator('label').filter({ hasText: 'المناسبات' }).click();
    await expect(arabicItem).toBeVisible();

    await arabicItem.getByRole('button', { name: /^تعديل/ }).click();
    await page.getByLabel('العنوان (اختياري)').fill('عقد قراننا');
    await page.getByRole('button', { name: 'احفظ' }).click();
    await expect(page.getByRole('status')).toHaveText('حُفظت المناسبة.');
    const renamed = page.getByRole('listitem').filter({ hasText: 'عقد قراننا' });
    await renamed.getByRole('button', { name: /^حذف/ }).click();
    await renamed.getByRole('button', { name: 'نعم، احذفها' }).click();
    await expect(page.getByRole('status')).toHaveText('حُذفت المناسبة.');
    await expect(page.getByText('عقد قراننا')).toHaveCount(0);
  });

  test('progress after a retake, on the progress page and the dashboard', async ({ page, baseURL, signedIn: _ }) => {
    if (!baseURL) throw new Error('baseURL');
    await completeValues(page, baseURL, 5, 3);
    await completeValues(page, baseURL, 5, 4);
    await page.goto('/progress');
    await expect(page.getByRole('heading', { name: 'Your progress', level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: 'Shared values' });
    // Today travels beside the score (decision 055): hopes 5, today 3 then 4 is +20 on both.
    await expect(card.getByText('Score +20', { exact: true })).toBeVisible();
    await expect(card.getByText('Today +20', { exact: true })).toBeVisible();
    await expect(card.getByRole('img')).toHaveAttribute(
      'aria-label',
      /score 60% .* and 80% .* \(\+20 points\)\. Today: 60%, then 80% \(\+20 points\)\./,
    );
    await card.getByText('Show the figures as a table').click();
    await expect(card.getByRole('table')).toBeVisible();
    await expect(card.getByRole('row')).toHaveCount(3);
    await expect(card.getByRole('columnheader', { name: 'Today' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/dashboard');
    await expect(page.getByText('Latest change: Shared values')).toBeVisible();
    await expect(page.getByText('Score +20', { exact: true })).toBeVisible();
    await expect(page.getByText('Today +20', { exact: true })).toBeVisible();

    await page.goto('/progress');
    await chooseArabic(page);
    await expect(page.getByRole('heading', { name: 'تقدّمك', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'القيم المشتركة' }).getByText(/^النتيجة \u200e?\+20$/)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'القيم المشتركة' }).getByText(/^الواقع اليوم \u200e?\+20$/),
    ).toBeVisible();
    // Neither result gave one answer to everything: no note about how they were answered.
    await expect(page.getByText(/بالقيمة نفسها/)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a change measured from a result of almost one answer says so (walkthrough m15)', async ({
    page,
    baseURL,
    signedIn: _,
  }) => {
    if (!baseURL) throw new Error('baseURL');
    await completeValues(page, baseURL, 3, 3);
    await completeValues(page, baseURL, 5, 3);
    const note =
      'The earlier result gave almost the same answer to every statement, so part of this change may come from how it was answered.';
    await page.goto('/progress');
    await expect(page.getByRole('region', { name: 'Shared values' }).getByText(note)).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText(note)).toBeVisible();
    await chooseArabic(page);
    await expect(
      page.getByText(
        'جاءت إجابات النتيجة السابقة كلها تقريبًا بالقيمة نفسها، فقد يرجع جزء من هذا التغيّر إلى طريقة الإجابة.',
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('in Arabic the results page and the dashboard give the Hijri date beside the Gregorian one', async ({
    page,
    baseURL,
    signedIn: _,
  }) => {
    if (!baseURL) throw new Error('baseURL');
    const id = await completeValues(page, baseURL, 5, 3);
    await page.goto(`/results/${id}`);
    await expect(page.getByText(/^Completed /)).toBeVisible();
    await expect(page.getByText(/^Completed /)).not.toContainText('هـ');
    await chooseArabic(page);
    const { gregorian, hijri } = await page.evaluate(() => ({
      gregorian: new Intl.DateTimeFormat('ar-u-nu-latn', { dateStyle: 'long' }).format(new Date()),
      hijri: new Intl.DateTimeFormat('ar-u-ca-islamic-umalqura-nu-latn', { dateStyle: 'long' }).format(new Date()),
    }));
    expect(hijri).toMatch(/هـ$/);
    await expect(page.getByText(/^اكتمل في /)).toHaveText(`اكتمل في ${gregorian} (${hijri})`);
    await page.goto('/dashboard');
    const completed = page.locator(`a[href="/results/${id}"]`);
    await expect(completed).toContainText(`${gregorian} (${hijri})`);
    // And everywhere else a date is shown (walkthrough m8): progress, its retake date, the device list.
    await page.goto('/progress');
    await expect(page.getByText(`اكتمل في ${gregorian} (${hijri})`)).toBeVisible();
    await expect(page.getByText(/يحين موعد إعادته في .+ \(.+ هـ\)/)).toBeVisible();
    await page.goto('/settings/security');
    await expect(page.getByText(`آخر نشاط ${gregorian} (${hijri})`)).toBeVisible();
  });

  test('a result downloaded as a PDF, in English and in Arabic', async ({ page, baseURL, signedIn: _ }) => {
    if (!baseURL) throw new Error('baseURL');
    const id = await completeValues(page, baseURL, 5, 3);
    await page.goto(`/results/${id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wifaq-values-\d{4}-\d{2}-\d{2}\.pdf$/);
    const english = readFileSync(await download.path());
    expect(english.subarray(0, 5).toString()).toBe('%PDF-');

    await chooseArabic(page);
    const [arabic] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'تنزيل ملف PDF' }).click(),
    ]);
    const file = readFileSync(await arabic.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    // A different document: the Arabic one carries the Arabic font.
    expect(file.includes(Buffer.from('NotoSansArabic'))).toBe(true);
    expect(english.includes(Buffer.from('NotoSansArabic'))).toBe(false);
  });
});
