import { Hono, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { Language } from '../../domain/language.ts';
import { CONTROL_CHARACTERS, TEXT_CONTROL_MESSAGE } from '../../domain/text.ts';
import type { Auth } from '../auth.ts';
import { AppError, notFound, tooManyAttempts, validationFailed } from '../errors.ts';
import { hasMessage, translate } from '../i18n.ts';
import type { AppEnv } from './app-env.ts';
import { CLIENT_IP_HEADER, type ClientIpResolver } from './client-ip.ts';
import { errorBody } from './error-handler.ts';
import { languageOf } from './language.ts';

/**
 * The better-auth endpoints the product uses; every other path under /api/auth answers 404, so an
 * endpoint the library adds or exposes (update-user, list-sessions, verify-password …) cannot get
 * around the product's rules. The rules themselves live inside better-auth (sign-in/hooks.ts).
 */
export const AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  'GET /api/auth/get-session',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-out',
  'POST /api/auth/change-password',
  // Accounts people can keep (decision 034): reset, verification and a change of address.
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'POST /api/auth/send-verification-email',
  // The token in the body (ASVS 14.2.1): better-auth's own `GET verify-email?token=` is not reachable.
  'POST /api/auth/verify-email',
  'POST /api/auth/change-email',
  // Logging in with a passkey (decision 037).
  'POST /api/auth/passkey/sign-in/options',
  'POST /api/auth/passkey/sign-in',
]);

/**
 * Mounts better-auth under /api/auth: only the allowed endpoints (JSON bodies only, app-wide), with a client
 * address better-auth can trust for its limits; responses never carry a session token (the cookie
 * is the session), and errors take the API's `{error:{code,message}}` shape in the caller's language.
 */
export function authRoutes(
  auth: Auth,
  clientIp: ClientIpResolver,
  /** What runs before an endpoint reaches better-auth (the product's limits), by endpoint as in AUTH_ENDPOINTS. */
  before: Partial<Record<string, MiddlewareHandler<AppEnv>[]>> = {},
) {
  const guards = new Map(Object.entries(before).map(([endpoint, handlers = []]) => [endpoint, every(...handlers)]));
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const endpoint = `${c.req.method} ${c.req.path}`;
    if (!AUTH_ENDPOINTS.has(endpoint)) throw notFound();
    if (hasControlCharacters([...new URL(c.req.url).searchParams].flat())) throw controlCharacters();
    let body: string | undefined;
    if (c.req.method === 'POST') {
      // Any body here is JSON already (requireJsonBodies refused the rest with 415).
      body = await c.req.text();
      if (body && !parsesAsJson(body)) throw new AppError(400, 'invalid_json', 'errors.invalidJson');
      if (body && hasControlCharacters(JSON.parse(body))) throw controlCharacters();
      body = withoutRedirects(body);
    }
    // A guard refuses by throwing (a 429); otherwise it only reads the request and sets the session. It
    // runs on a request already known to be well formed, so a malformed one is told so, not counted.
    await guards.get(endpoint)?.(c, async () => {});
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const response =
      endpoint === VERIFY_EMAIL
        ? await verifyEmail(auth, headers, body)
        : await auth.handler(new Request(withoutRedirectQuery(c.req.url), { method: c.req.method, headers, body }));
    const language = languageOf(c);
    if (response.status >= 400) return reshapeError(response, language);
    const answer = await withoutTokens(response);
    // Signed out: the browser drops what it cached of the signed-in pages (ASVS 14.3.1). Not "storage":
    // it would also take the device's language; the page itself removes the answers it had not sent.
    if (c.req.method === 'POST' && c.req.path === '/api/auth/sign-out')
      answer.headers.set('Clear-Site-Data', '"cache"');
    return answer;
  });
}

const VERIFY_EMAIL = 'POST /api/auth/verify-email';
/** Far longer than any confirmation token better-auth signs (a JWT of a few hundred characters). */
const TOKEN_MAX = 4096;

/**
 * Confirms an address (or a change of address) from the token the confirmation page posts in its body:
 * better-auth takes it only as a query, which proxies and access logs keep, so its endpoint is called
 * here in the server instead (with the product's hooks, as through its handler). The page's own limit
 * (rate-limit.ts, VERIFY_EMAIL_LIMIT) stands in for better-auth's, which only counts its handler.
 */
function verifyEmail(auth: Auth, headers: Headers, body: string | undefined): Promise<Response> {
  const parsed: unknown = body ? JSON.parse(body) : null;
  const token = parsed && typeof parsed === 'object' ? (parsed as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || !token || token.length > TOKEN_MAX) throw validationFailed('errors.invalidInput');
  return auth.api.verifyEmail({ query: { token }, headers, asResponse: true });
}

/**
 * The product's mails link to its own pages, built on the server; a caller never chooses where
 * better-auth sends a person afterwards (`callbackURL`, `redirectTo`), so those are dropped from every
 * body and query rather than checked case by case.
 */
const REDIRECT_FIELDS = ['callbackURL', 'redirectTo'];

function withoutRedirects(body: string): string {
  if (!body) return body;
  const parsed: unknown = JSON.parse(body);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return body;
  const kept = Object.fromEntries(Object.entries(parsed).filter(([key]) => !REDIRECT_FIELDS.includes(key)));
  return JSON.stringify(kept);
}

function withoutRedirectQuery(url: string): string {
  const parsed = new URL(url);
  for (const field of REDIRECT_FIELDS) parsed.searchParams.delete(field);
  return parsed.toString();
}

/**
 * No field of an auth request (an address, a password, a code, a token) holds a character nobody types:
 * one such, a NUL in a reset token, reached the database's lookup and failed there as a 500. Checked on
 * every string of the body, keys included, and of the query, before better-auth sees any.
 */
function hasControlCharacters(value: unknown): boolean {
  // A loop rather than recursion: a body nested 3,000 deep must be a 400, not a stack overflow.
  const waiting: unknown[] = [value];
  while (waiting.length > 0) {
    const next = waiting.pop();
    if (typeof next === 'string') {
      if (CONTROL_CHARACTERS.test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) waiting.push(item);
    } else if (next && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (CONTROL_CHARACTERS.test(key)) return true;
        waiting.push(inner);
      }
    }
  }
  return false;
}

const controlCharacters = () => validationFailed(TEXT_CONTROL_MESSAGE);

function parsesAsJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Removes every `token` field from a JSON response (sign-in, sign-up and get-session carry one). */
async function withoutTokens(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  const cleaned = text ? JSON.stringify(JSON.parse(text, (key, value) => (key === 'token' ? undefined : value))) : text;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(cleaned, { status: response.status, headers });
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
  const retryAfter = response.headers.get('retry-after') ?? response.headers.get('x-retry-after');
  const key = `errors.auth.${code}`;
  const message =
    status === 429 && retryAfter && Number(retryAfter) > 0
      ? waitMessage(Number(retryAfter), language)
      : hasMessage(key)
        ? translate(key, language)
        : typeof upstream.message === 'string' && upstream.message
          ? upstream.message
          : translate('errors.generic', language);
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
  for (const name of ['set-cookie', 'cache-control']) {
    for (const value of name === 'set-cookie' ? response.headers.getSetCookie() : [response.headers.get(name)]) {
      if (value) headers.append(name, value);
    }
  }
  if (retryAfter) headers.set('retry-after', retryAfter);
  return new Response(JSON.stringify(errorBody(code, message)), { status, headers });
}

/** How long better-auth's own limits (reset and verification mails, passkey sign-in) ask to wait, as ours say it. */
function waitMessage(seconds: number, language: Language) {
  const { messageKey, params } = tooManyAttempts(seconds);
  return translate(messageKey, language, params);
}
