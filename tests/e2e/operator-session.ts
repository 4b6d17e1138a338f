import type { BrowserContext } from '@playwright/test';
import { BILLING_APP_PORT, E2E_DATA_DIRS } from '../../playwright.config.ts';
import { type OPERATORS, operatorCookies } from './operators.ts';

const dataDir = (baseURL: string) =>
  new URL(baseURL).port === String(BILLING_APP_PORT) ? E2E_DATA_DIRS.billing : E2E_DATA_DIRS.main;

/**
 * Signs a browser in as an operator of operators.ts on the server at `baseURL`, with the session the
 * seed opened (two-factor sign-in on, decision 058, except for `withoutTwoFactor`).
 */
export async function signInAsOperator(
  context: BrowserContext,
  baseURL: string,
  which: keyof typeof OPERATORS | 'withoutTwoFactor',
) {
  await context.addCookies(await operatorCookies(dataDir(baseURL), which, baseURL));
}
