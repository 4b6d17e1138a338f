import { expect, expectAccessible, readInArabic, screenshotsAt, test } from './fixtures.ts';
import { signInAsOperator } from './operator-session.ts';

/** The console's jobs section (decision 066): counts, and the dead letters by kind and failure class. */

const WORDS = {
  en: { jobs: 'Jobs', waiting: 'Waiting', dead: 'Dead letters', mail: 'Mail', none: 'No job has failed for good.' },
  ar: {
    jobs: 'الأعمال المؤجّلة',
    waiting: 'في الانتظار',
    dead: 'الأعمال المتعذّرة',
    mail: 'بريد',
    none: 'لم يفشل أي عمل نهائيًا.',
  },
} as const;

/** Two dead letters as the server lists them; the e2e server writes mail to files, which never fails. */
const DEAD = {
  counts: { waiting: 2, retrying: 1, running: 0, done_today: 1234, dead: 2 },
  dead: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'mail',
      detail: 'verify_email',
      attempts: 6,
      last_error: 'smtp_550',
      created_at: '2026-11-20T08:00:00.000Z',
      dead_at: '2026-11-21T10:30:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      kind: 'reset_request',
      detail: null,
      attempts: 6,
      last_error: 'ECONNREFUSED',
      created_at: '2026-11-19T08:00:00.000Z',
      dead_at: '2026-11-20T09:00:00.000Z',
    },
  ],
};

for (const language of ['en', 'ar'] as const) {
  const w = WORDS[language];
  test(`an operator reads the jobs and their dead letters (${language})`, async ({ page, baseURL }) => {
    await signInAsOperator(page.context(), baseURL ?? '', language);
    await page.goto('/admin/figures');
    if (language === 'ar') await readInArabic(page);
    await page.getByRole('link', { name: w.jobs, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    // The real server's counts.
    await expect(page.getByRole('heading', { level: 1, name: w.jobs })).toBeVisible();
    await expect(page.getByText(w.waiting, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.dead })).toBeVisible();
    await expectAccessible(page);

    // With dead letters to show (the answer replaced, the page as it is).
    await page.route('**/api/admin/jobs', (route) => route.fulfill({ json: DEAD }));
    await page.reload();
    const table = page.getByRole('region', { name: w.dead });
    await expect(table.getByRole('rowheader', { name: w.mail })).toBeVisible();
    await expect(table.getByText('smtp_550')).toBeVisible();
    await expect(page.getByText(w.none)).toHaveCount(0);
    // Numbers through Intl: 1,234 in English, ١٬٢٣٤ or 1,234 in Arabic by the reader's numerals.
    await expect(page.getByText(/1,234|١٬٢٣٤/)).toBeVisible();
    await expectAccessible(page);
    // The table scrolls on a phone from the keyboard.
    await table.focus();
    await expect(table).toBeFocused();
    await screenshotsAt(page, (width) => `.tmp/shots-jobs/admin-jobs-${language}-${width}.png`);
  });
}
