import { type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { signUpRequestSchema } from '../../domain/auth-forms.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../domain/limits.ts';
import { AppError } from '../errors.ts';
import type { BreachCheck } from './breached.ts';
import { type PasswordOwner, passwordProblem } from './password-strength.ts';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Every better-auth endpoint that takes a new password, and the body field holding it. `set-password`
 * is reachable only from the server's own code; it is listed so that no way to a password skips the rule.
 */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
  '/set-password': 'newPassword',
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Refuses a new password that is easy to guess (password-strength.ts) with a 400 `validation_failed`
 * naming the field, before better-auth hashes or stores anything. It runs in better-auth's `before`
 * hook on the body better-auth parsed, so no encoding or path gets around it (decision 021). What the
 * other rules refuse is left to them, in their own words: a malformed sign-up, a password of the wrong
 * length, a change without a session, a reset link that is not valid.
 *
 * With a breach check configured (PWNED_PASSWORDS_URL), a password that passes here is also looked up
 * there. When the service cannot answer, the password is accepted on the local check alone and the
 * outage is logged: sign-up and a reset must not stop because a service elsewhere is down.
 */
export async function refuseGuessablePassword(ctx: AuthContext, breached?: BreachCheck | null) {
  const field = NEW_PASSWORD_FIELD[ctx.path];
  if (!field) return;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const password = body[field];
  if (typeof password !== 'string' || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
  const owner = await ownerOf(ctx, body);
  if (!owner) return;
  const problem = passwordProblem(password, owner);
  if (problem) throw new AppError(400, 'validation_failed', problem, { details: { field } });
  const answer = breached ? await breached(password) : 'not_found';
  if (answer === 'breached') {
    throw new AppError(400, 'validation_failed', 'validation.passwordBreached', { details: { field } });
  }
  if (answer === 'unknown')
    ctx.context.logger.warn('breached-password check unavailable: the local check alone applied');
}

/** Whose password it is: the name and address of the new account, of the reset link's account, or of the session's. */
async function ownerOf(ctx: AuthContext, body: Record<string, unknown>): Promise<PasswordOwner | null> {
  if (ctx.path === '/sign-up/email') {
    return signUpRequestSchema.safeParse(body).success ? { name: textOf(body.name), email: textOf(body.email) } : null;
  }
  if (ctx.path === '/reset-password') {
    const token = textOf(body.token) || textOf(ctx.query?.token);
    if (!token) return null;
    const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!verification || verification.expiresAt < new Date()) return null;
    return ctx.context.internalAdapter.findUserById(verification.value);
  }
  return (await getSessionFromCtx(ctx))?.user ?? null;
}
