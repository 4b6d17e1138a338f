import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { signUpRequestSchema } from '../../domain/auth-forms.ts';
import type { Language } from '../../domain/language.ts';
import { type Auth, CLIENT_IP_HEADER } from '../auth.ts';
import type { Db } from '../db/client.ts';
import { session } from '../db/schema.ts';
import { AppError, validationFailed } from '../errors.ts';
import { hasMessage, requestLanguage, translate } from '../i18n.ts';
import type { TwoFactor } from '../two-factor/service.ts';
import type { ClientIpResolver } from './client-ip.ts';
import { errorBody } from './error-handler.ts';
import { signInThrottle } from './sign-in-throttle.ts';

/**
 * Mounts better-auth under /api/auth. Around it the app (1) checks the sign-up payload with the same
 * schema the form uses, so the rules and messages are ours, (2) hands better-auth a client address it
 * can trust for rate limiting, and (3) reshapes its errors into the API's `{error:{code,message}}`.
 */
export function authRoutes(auth: Auth, clientIp: ClientIpResolver, db: Db, twoFactor: TwoFactor) {
  const throttle = signInThrottle(db);
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const language = requestLanguage(c);
    let body: string | undefined;
    let signInEmail: string | null = null;
    if (c.req.method === 'POST') {
      body = await c.req.text();
      if (c.req.path === '/api/auth/sign-up/email') checkSignUp(body);
      if (c.req.path === '/api/auth/sign-in/email') {
        signInEmail = emailOf(body);
        if (signInEmail) await throttle.check(signInEmail);
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const response = await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
    if (signInEmail && response.status === 401) await throttle.failed(signInEmail);
    if (signInEmail && response.ok) {
      // The password was right. With two-factor on, the session only stands with a valid code.
      const refusal = await secondFactor(db, twoFactor, response, codeOf(body));
      if (refusal) {
        await throttle.failed(signInEmail);
        const message = translate(`errors.twoFactor.${refusal}`, language);
        return new Response(JSON.stringify(errorBody(refusal, message)), {
          status: 401,
          headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        });
      }
      await throttle.succeeded(signInEmail);
    }
    return response.status >= 400 ? reshapeError(response, language) : response;
  });
}

/**
 * Checks the second factor of a sign-in better-auth accepted. On refusal the session it just made is
 * deleted (its cookie never reaches the browser) and the reason is returned.
 */
async function secondFactor(
  db: Db,
  twoFactor: TwoFactor,
  response: Response,
  code: string | null,
): Promise<'two_factor_required' | 'invalid_code' | null> {
  const signedIn = (await response.clone().json()) as { token?: string; user?: { id?: string } };
  const userId = signedIn.user?.id;
  if (!userId || !(await twoFactor.enabled(userId))) return null;
  if (code && (await twoFactor.verify(userId, code))) return null;
  if (signedIn.token) await db.delete(session).where(eq(session.token, signedIn.token));
  return code ? 'invalid_code' : 'two_factor_required';
}

function codeOf(body: string | undefined): string | null {
  try {
    const code = (JSON.parse(body ?? '') as { code?: unknown }).code;
    return typeof code === 'string' && code.length <= 20 ? code : null;
  } catch {
    return null;
  }
}

/** The email of a sign-in attempt, if the body names one (better-auth answers the rest). */
function emailOf(body: string): string | null {
  try {
    const email = (JSON.parse(body) as { email?: unknown }).email;
    return typeof email === 'string' && email.length <= 320 ? email : null;
  } catch {
    return null;
  }
}

function checkSignUp(body: string) {
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    throw new AppError(400, 'invalid_json', 'errors.invalidJson');
  }
  const parsed = signUpRequestSchema.safeParse(payload);
  if (!parsed.success) throw validationFailed(parsed.error.issues[0]?.message ?? 'errors.invalidInput');
}

/** better-auth answers `{code, message}` (or plain text for 429); callers get one error shape. */
async function reshapeError(response: Response, language: Language): Promise<Response> {
  let upstream: { code?: unknown; message?: unknown } = {};
  try {
    upstream = (await response.clone().json()) as typeof upstream;
  } catch {
    // not JSON: keep the defaults below
  }
  const status = response.status;
  const code =
    status === 429
      ? 'rate_limited'
      : typeof upstream.code === 'string'
        ? upstream.code.toLowerCase()
        : status === 403
          ? 'forbidden'
          : 'auth_error';
  const key = `errors.auth.${code}`;
  const message = hasMessage(key)
    ? translate(key, language)
    : typeof upstream.message === 'string' && upstream.message
      ? upstream.message
      : translate('errors.generic', language);
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  for (const name of ['set-cookie', 'cache-control']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  const retryAfter = response.headers.get('retry-after') ?? response.headers.get('x-retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  return new Response(JSON.stringify(errorBody(code, message)), { status, headers });
}
