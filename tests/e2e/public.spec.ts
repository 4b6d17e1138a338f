import { chooseArabic, expect, expectAccessible, test } from './fixtures.ts';

const PUBLIC_PAGES = ['/', '/pricing', '/privacy', '/terms', '/how-we-score', '/contact', '/login', '/signup'];

test.describe('the public pages', () => {
  for (const language of ['en', 'ar'] as const) {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      test(`have no accessibility violation of any impact (${language}, ${width}px)`, async ({ page }) => {
        // Eight pages, each read whole by axe (1.5-3.5 s a page on a quiet machine): more than one page's budget.
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height });
        await page.goto('/');
        if (language === 'ar') await chooseArabic(page);
        for (const path of PUBLIC_PAGES) {
          await page.goto(path);
          await expect(page.locator('main h1')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectAccessible(page, { strict: true });
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        }
      });
    }
  }
});

test.describe('landing', () => {
  test('shows the three paths, each leading to sign-up with the path chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Understand each other. Grow together.');
    await expect(page.getByText('5 specialised assessments')).toBeVisible();
    for (const age of ['8–12', '13–15', '16–18', '19–24', '25+'])
      await expect(page.getByText(age, { exact: true })).toBeVisible();
    for (const pairing of ['Father and son', 'Father and daughter', 'Mother and son', 'Mother and daughter']) {
      await expect(page.getByText(pairing, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Sample', { exact: true })).toHaveCount(3);
    // No figures the software cannot know: none are shown until an operator sets real ones.
    await expect(page.getByText('assessments completed')).toHaveCount(0);
    await expect(page.getByText('satisfaction')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Wifaq. All rights reserved.`)).toBeVisible();

    await page.getByRole('link', { name: 'Start here: Married couples' }).click();
    await expect(page).toHaveURL(/\/signup\?path=married$/);
    await page.getByLabel('Full name').fill('Path Person');
    await page.getByLabel('Email').fill('path@example.test');
    await page.getByLabel('Password', { exact: true }).fill('long enough 1');
    await page.getByLabel('Confirm password').fill('long enough 1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Relationship', { exact: true })).toHaveValue('married');
  });

  test('the assessment chooser lists the catalogue and leads to sign-up when signed out', async ({ page }) => {
    await page.goto('/');
    const chooser = page.getByRole('region', { name: 'Choose an assessment' });
    await expect(chooser.getByRole('link')).toHaveCount(5);
    await chooser.getByRole('link', { name: /Shared values/ }).click();
    await expect(page).toHaveURL(/\/signup\?assessment=values$/);
  });

  test('Watch a sample opens an accessible dialog with a computed sample result, and gives focus back', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Watch a sample' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'A sample result' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Fictional couple')).toBeVisible();
    await expect(dialog.getByText(/^\d+%$/).first()).toBeVisible();
    // Rules version 3: four areas strong (family exactly at 80) and today at 74 make Layla's sample High
    // Alignment, with finances named furthest short (decision 055).
    await expect(dialog.getByText('High Alignment', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Finances & Goals', { exact: true })).toBeVisible();
    await expectAccessible(page, { strict: true });

    // Focus stays inside the dialog while it is open.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });
});

test.describe('the islands pages (decision 043)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('work without the app: family choices ride to sign-up, the menu answers the keyboard', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const start = page.getByRole('link', { name: 'Start here: Parents and children' });
    await expect(start).toHaveAttribute('href', '/signup?path=parent-child');
    await page.getByText('13–15', { exact: true }).click();
    await page.getByText('Mother and daughter', { exact: true }).click();
    await expect(start).toHaveAttribute('href', '/signup?path=parent-child&ages=13-15&pairing=mother_daughter');

    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    // Nothing of the app came with the page: not its entry, not React.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/assets\/(index|client|jsx-runtime)-/.test(script))).toEqual([]);

    await start.click();
    await expect(page).toHaveURL(/\/signup\?path=parent-child&ages=13-15&pairing=mother_daughter$/);
    await expect(page.getByLabel('Full name')).toBeVisible();
  });

  test('a signed-in visitor gets the app, which shows them signed in', async ({ page, signedIn: _ }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('pricing', () => {
  test('shows the four plans and the yearly prices computed from 20 % off', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    const prices = page.locator('li .text-4xl');
    await expect(prices).toHaveText(['$0', '$19', '$39', '$79']);
    await expect(page.getByText('Most popular')).toBeVisible();

    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeEnabled(); // the page is hydrated
    await page.getByText('Yearly', { exact: true }).click();
    // The exact price per month, never rounded down, beside what the year costs (issue 29, m13).
    await expect(prices).toHaveText(['$0', '$15.20', '$31.20', '$63.20']);
    for (const [total, saving] of [
      ['$182.40', '$45.60'],
      ['$374.40', '$93.60'],
      ['$758.40', '$189.60'],
    ])
      await expect(page.getByText(`${total} billed yearly · Save ${saving} a year`)).toBeVisible();

    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Progress tracking' })).toBeVisible();
    const faq = page.getByRole('region', { name: 'Questions and answers' });
    await expect(faq.locator('details')).toHaveCount(7);
    await faq.getByText('What if it is not right for us?').click();
    await expect(faq.getByText(/30-day money-back guarantee/)).toBeVisible();
    await expect(faq.getByText(/allows 1 assessment per month/)).toBeHidden();
  });

  test('formats prices in Arabic through Intl', async ({ page }) => {
    await page.goto('/pricing');
    await chooseArabic(page);
    await expect(page.getByRole('radio', { name: /سنوي/ })).toBeEnabled();
    await page.getByText('سنوي', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'اختر خطتك' })).toBeVisible();
    const usd = (amount: number) =>
      new Intl.NumberFormat('ar-u-nu-latn', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
        .format(amount)
        .replace('US$', '\u2066US$\u2069');
    const price = page.locator('li .text-4xl').nth(1);
    await expect(price).toHaveText(usd(15.2));
    await expect(page.getByText(`يُدفع ${usd(182.4)} مرةً في السنة`)).toBeVisible();
    // On screen it reads "US$ 15.20": the symbol whole, to the left of the amount, its "$" not detached.
    const boxes = await price.evaluate((element) => {
      const node = element.firstChild as Text;
      const box = (text: string) => {
        const range = document.createRange();
        const start = node.data.indexOf(text);
        range.setStart(node, start);
        range.setEnd(node, start + text.length);
        return range.getBoundingClientRect();
      };
      return { us: box('US'), dollar: box('$'), amount: box('15.20') };
    });
    expect(boxes.us.right).toBeLessThanOrEqual(boxes.dollar.left + 1);
    expect(boxes.dollar.right).toBeLessThan(boxes.amount.left);
  });
});

test.describe('privacy, terms and contact', () => {
  test('the privacy policy and the terms are real documents in both languages', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'AI advice' })).toBeVisible();
    await expect(page.locator('article h2')).toHaveCount(11);
    await chooseArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'شروط الخدمة' })).toBeVisible();
  });

  test('"How we score" is prerendered in both languages and reached from the footer', async ({ page, request }) => {
    // The server's HTML already carries the text: the page reads before any JavaScript runs.
    const english = await (await request.get('/how-we-score', { headers: { 'accept-language': 'en' } })).text();
    expect(english).toContain('What the numbers do not measure');
    expect(english).toContain('They are not a prediction');
    const arabic = await (await request.get('/how-we-score', { headers: { 'accept-language': 'ar' } })).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('ما لا تقيسه الأرقام');

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'How we score' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How we score' })).toBeVisible();
    await expect(page.getByText('High Alignment', { exact: true })).toBeVisible();
    await expect(page.getByText('In Harmony', { exact: true })).toBeVisible();
    // Rules version 3's thresholds, from the scoring constants: 70 for each side, 60 for every area.
    await expect(page.getByText(/each of you rates today at 70% or more, and no area is below 60%/)).toBeVisible();
    await chooseArabic(page);
    await expect(page.getByRole('heading', { level: 1, name: 'كيف نحسب النتائج' })).toBeVisible();
    await expect(page.getByText('بين الحلم والواقع', { exact: true })).toBeVisible();
    await expectAccessible(page, { strict: true });
  });

  test('a message is validated, sent and confirmed', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    // Every empty field is marked at once, each with its own message, and focus goes to the first.
    const name = page.getByLabel('Your name');
    const email = page.getByLabel('Your email');
    const message = page.getByLabel('Your message');
    await expect(name).toHaveAccessibleDescription('Please enter your name');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(message).toHaveAccessibleDescription('Please write a message of at least 10 characters');
    for (const field of [name, email, message]) await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await name.fill('Fatima');
    // Fixing one field clears only its own mark.
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('fatima@example.test');
    await message.fill('short');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(message).toHaveAccessibleDescription('Please write a message of at least 10 characters');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Your message').fill('Do you offer the assessments for parents of teenagers?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible();
  });
});
