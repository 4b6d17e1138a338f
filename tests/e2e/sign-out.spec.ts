import { expect, test } from './fixtures.ts';

/** Answers the current question with the keyboard (digit, then Enter). */
async function answer(page: import('@playwright/test').Page, value: number) {
  await page.keyboard.press(String(value));
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Enter');
}

const unsentKeys = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('wifaq.pending-answers.')));

test('logging out with answers not yet sent says how many, and removes them from the device only when the person goes on (decision 050)', async ({
  page,
  context,
  signedIn: _,
}) => {
  await page.goto('/assessment/values');
  await expect(page.getByRole('radiogroup').or(page.getByRole('group'))).toBeVisible();
  await context.setOffline(true);
  await answer(page, 2);
  await answer(page, 5);
  await expect(page.getByText('Offline: your answers are kept on this device')).toBeVisible();

  // Staying: nothing is lost.
  const said: string[] = [];
  page.once('dialog', (dialog) => {
    said.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => said.length).toBe(1);
  expect(said[0]).toBe(
    'Answers on this device have not reached Wifaq yet (2). Logging out now removes them from this device. Log out anyway?',
  );
  await expect(page).toHaveURL(/\/assessment\/values$/);
  expect(await unsentKeys(page)).toHaveLength(1);

  // Going on: the answers leave the device with the session.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await unsentKeys(page)).toEqual([]);
});

test('logging out with everything sent asks nothing, and the browser is told to drop its cache', async ({
  page,
  signedIn: _,
}) => {
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page.goto('/dashboard');
  const signOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-out'));
  await page.getByRole('button', { name: 'Log out' }).click();
  expect((await (await signOut).allHeaders())['clear-site-data']).toBe('"cache"');
  await expect(page).toHaveURL(/\/$/);
  expect(asked).toBe(false);
});
