import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { AI_APP_PORT, BILLING_APP_PORT, E2E_DATA_DIRS } from '../../playwright.config.ts';
import { type ParsedMail, parseMail, tokenIn } from '../../src/server/testing/fake-smtp.ts';

/**
 * The e2e servers run without SMTP_URL, so every mail they send is an `.eml` file in their DATA_DIR
 * (decision 035): the tests read them as a person would open their inbox.
 */
const DATA_DIRS: Record<string, string> = {
  [String(AI_APP_PORT)]: E2E_DATA_DIRS.ai,
  [String(BILLING_APP_PORT)]: E2E_DATA_DIRS.billing,
};
const mailFolder = (baseURL: string) => path.join(DATA_DIRS[new URL(baseURL).port] ?? E2E_DATA_DIRS.main, 'mail');

async function mailsTo(baseURL: string, to: string): Promise<ParsedMail[]> {
  const folder = mailFolder(baseURL);
  const names = (await readdir(folder).catch(() => [] as string[])).sort();
  const mails: ParsedMail[] = [];
  for (const name of names) {
    const raw = await readFile(path.join(folder, name), 'utf8');
    if (raw.includes(`To: ${to}`)) mails.push(parseMail({ to: [to], raw }));
  }
  return mails;
}

/** The newest mail to an address with this subject, once it has arrived (the outbox sends at once). */
export async function mailTo(baseURL: string, to: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(baseURL, to)).findLast((m) => m.subject === subject);
        return Boolean(found);
      },
      { message: `a mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The notices (mail a person can unsubscribe from, decision 073) an address has received so far. */
export async function noticesTo(baseURL: string, to: string): Promise<ParsedMail[]> {
  return (await mailsTo(baseURL, to)).filter((mail) => mail.header('List-Unsubscribe') !== '');
}

/** The link in a mail to one of the product's pages, with its token. */
export const linkIn = (mail: ParsedMail, page: string) => `/${page}#token=${encodeURIComponent(tokenIn(mail, page))}`;

/** Confirms an account's address through the link mailed at sign-up, as its owner would. */
export async function confirmEmail(api: APIRequestContext, baseURL: string, email: string) {
  const token = tokenIn(await mailTo(baseURL, email, 'Confirm your email address'), 'verify-email');
  const response = await api.post('/api/auth/verify-email', { data: { token }, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}
