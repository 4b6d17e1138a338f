import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { chooseArabic, createAccount, expect, expectAccessible, newAccount, readInArabic, test } from './fixtures.ts';
import { mailTo } from './mail.ts';
import { signInAsOperator } from './operator-session.ts';

/** The operator console (decision 041) in both languages, from a contact message to the figures. */

const WORDS = {
  en: {
    contactName: 'Your name',
    contactEmail: 'Your email',
    contactMessage: 'Your message',
    contactSend: 'Send message',
    sent: 'Thank you, your message has been sent',
    people: 'People',
    figures: 'Figures',
    audit: 'Audit log',
    reply: 'Your reply',
    send: 'Send the reply',
    close: 'Close',
    reopen: 'Reopen',
    emailLabel: 'Email address',
    search: 'Search',
    linked: 'Linked to a partner',
    found: '1 account found',
    recentActions: 'Recent actions on this account',
    openMessage: 'Open the message',
    signUps: 'Sign-ups',
    subject: 'Our reply to your message',
    notFound: 'Page not found',
    console: 'Operator console',
  },
  ar: {
    contactName: 'الاسم',
    contactEmail: 'البريد الإلكتروني',
    contactMessage: 'الرسالة',
    contactSend: 'أرسل الرسالة',
    sent: 'شكرًا لك، وصلتنا رسالتك',
    people: 'الأشخاص',
    figures: 'الأرقام',
    audit: 'سجل التدقيق',
    reply: 'ردّك',
    send: 'أرسل الرد',
    close: 'إغلاق',
    reopen: 'إعادة الفتح',
    emailLabel: 'عنوان البريد الإلكتروني',
    search: 'ابحث',
    linked: 'مرتبط بشريك',
    found: 'عُثر على حساب واحد',
    recentActions: 'آخر الإجراءات على هذا الحساب',
    openMessage: 'افتح الرسالة',
    signUps: 'التسجيلات',
    subject: 'ردّنا على رسالتك',
    notFound: 'الصفحة غير موجودة',
    console: 'لوحة التشغيل',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  const w = WORDS[language];
  test(`an operator answers a contact message, finds a person and reads the figures (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers, a mail and four axe scans: longer than the suite's 60 s on a busy two-core machine.
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    // A visitor writes through the contact page, in this language.
    const visitor = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.${Math.floor(Math.random() * 250) + 1}.7` },
    });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/contact');
    if (language === 'ar') await chooseArabic(visitorPage);
    const sender = { name: `Huda ${randomUUID().slice(0, 6)}`, email: `visitor-${randomUUID()}@example.test` };
    await visitorPage.getByLabel(w.contactName).fill(sender.name);
    await visitorPage.getByLabel(w.contactEmail).fill(sender.email);
    await visitorPage.getByLabel(w.contactMessage).fill('Does the family plan cover two teenagers?');
    await visitorPage.getByRole('button', { name: w.contactSend }).click();
    await expect(visitorPage.getByText(w.sent)).toBeVisible();
    await visitor.close();

    // A member with a partner, to look up.
    const person = await createAccount(base, newAccount({ name: 'Layla Person' }));

    await signInAsOperator(page.context(), base, language);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The Arabic operator may read in Arabic already: admin-help.spec.ts chooses it for them too.
    if (language === 'ar') await readInArabic(page);
    await page.getByRole('link', { name: new RegExp(w.console) }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('link', { name: new RegExp(sender.name) }).click();
    await expect(
      page.getByRole('article').getByText('Does the family plan cover two teenagers?', { exact: true }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(w.reply).fill('Yes: one family plan covers every child you link.');
    await page.getByRole('button', { name: w.send }).click();
    await expect(
      page.getByRole('article').getByText('Yes: one family plan covers every child you link.', { exact: true }),
    ).toBeVisible();
    const mail = await mailTo(base, sender.email, w.subject);
    expect(mail.text).toContain('Yes: one family plan covers every child you link.');
    expect(mail.text).not.toContain('Does the family plan cover two teenagers?');

    await page.getByRole('button', { name: w.close, exact: true }).click();
    await expect(page.getByRole('button', { name: w.reopen })).toBeVisible();

    await page.getByRole('link', { name: w.people, exact: true }).click();
    await page.getByLabel(w.emailLabel).fill(person.email.slice(0, 20).toUpperCase());
    await page.getByRole('button', { name: w.search, exact: true }).click();
    await page.getByRole('link', { name: /Layla Person/ }).click();
    await expect(page.getByText(w.linked)).toBeVisible();
    await expect(page.getByRole('heading', { name: w.recentActions })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: w.figures, exact: true }).click();
    await expect(page.getByRole('img', { name: new RegExp(w.signUps) })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: w.audit, exact: true }).click();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    // What each entry did, in words (walkthrough m9): the search's count, a link to the message replied to.
    await expect(page.getByText(w.found).first()).toBeVisible();
    await expect(page.getByRole('link', { name: w.openMessage }).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/results: |message_id|via: |changed: /);
    await expectAccessible(page);
  });

  test(`a member visiting /admin sees the not-found page and no console link (${language})`, async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.email).toBeTruthy();
    await page.goto('/settings');
    if (language === 'ar') await chooseArabic(page);
    await expect(page.getByRole('link', { name: /Security|الأمان/ })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(w.console) })).toHaveCount(0);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.notFound);
    await page.goto('/admin/people');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.notFound);
    await expectAccessible(page);
  });
}

/**
 * Whether the console's section links were ever on screen since `watchForConsole`: the role is asked
 * before the console renders (decision 046), so a member must never see it, not even for a moment.
 */
async function watchForConsole(page: Page) {
  await page.evaluate(() => {
    const seen = () => document.querySelector('nav[aria-label="Console sections"]') !== null;
    const flags = window as unknown as { consoleSeen: boolean };
    flags.consoleSeen = seen();
    new MutationObserver(() => {
      if (seen()) flags.consoleSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { consoleSeen: boolean }).consoleSeen);
}

/** Goes to `path` inside the app, as a link would (the app reads the address the history now has). */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('a member who reaches /admin inside the app gets the not-found page, the console never shown', async ({
  page,
  signedIn: _,
}) => {
  await page.goto('/dashboard');
  await expect(page.locator('main h1')).toBeVisible();
  const consoleSeen = await watchForConsole(page);
  await navigateInApp(page, '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await navigateInApp(page, '/admin/figures');
  await expect(page.getByText('/admin/figures', { exact: true })).toBeVisible();
  expect(await consoleSeen()).toBe(false);
});

test('an operator at a section the console does not have gets the not-found page', async ({ page, baseURL }) => {
  await signInAsOperator(page.context(), baseURL ?? '', 'en');
  await page.goto('/admin/figures');
  await expect(page.getByRole('heading', { level: 1, name: 'Figures' })).toBeVisible();
  await navigateInApp(page, '/admin/secrets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Figures' })).toBeVisible();
});

test('an operator without two-factor sign-in is told to turn it on before the console opens, in both languages', async ({
  page,
  baseURL,
}) => {
  await signInAsOperator(page.context(), baseURL ?? '', 'withoutTwoFactor');
  await page.goto('/settings');
  await page.getByRole('link', { name: /Operator console/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn on two-factor sign-in to use the console');
  await expect(page.getByRole('navigation', { name: 'Console sections' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);

  await chooseArabic(page);
  await page.goto('/admin/people');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('فعّل التحقق بخطوتين لاستخدام لوحة التشغيل');
  await expect(page.getByRole('link', { name: 'فعّل التحقق بخطوتين' })).toHaveAttribute('href', '/settings/security');
  await expectAccessible(page);
});
