import { setRole } from '../admin/roles.ts';
import { base32Decode, codeAt, currentStep } from '../two-factor/totp.ts';
import { TestClient, type TestContext } from './test-app.ts';

/**
 * Turns two-factor on for a signed-in test client through the real routes (password, then a first
 * code). Codes are checked against the test app's still clock (`ctx.totpClock`), and a code is taken
 * only from the current step or the one before, each step once:
 * - `code(offset)`: what the person's app shows `offset` steps from the clock's now (the setup used 0);
 * - `freshCode()`: moves the clock one step on and returns the code then current, as a person who
 *   signs in a little later reads it.
 */
export async function turnOnTwoFactor(client: TestClient, password: string) {
  await client.confirmAddress();
  const clock = client.ctx.totpClock;
  const setup = await client.json<{ secret: string; uri: string; qr: string }>('/api/security/two-factor/setup', {
    json: { password },
  });
  if (setup.status !== 200) throw new Error(`two-factor setup failed: ${JSON.stringify(setup.body)}`);
  const secret = base32Decode(setup.body.secret);
  const code = (offset = 0) => codeAt(secret, currentStep(clock.now()) + offset);
  const freshCode = () => {
    clock.advanceSteps(1);
    return code();
  };
  const enabled = await client.json<{ backup_codes: string[] }>('/api/security/two-factor/enable', {
    json: { code: code() },
  });
  if (enabled.status !== 200) throw new Error(`two-factor enable failed: ${JSON.stringify(enabled.body)}`);
  return { setup: setup.body, code, freshCode, backupCodes: enabled.body.backup_codes };
}

/** A new person, signed in, with two-factor turned on (see turnOnTwoFactor for `code`). */
export async function personWithTwoFactor(ctx: TestContext, password: string) {
  const client = new TestClient(ctx);
  const account = await client.signUp({ password });
  return { client, account, ...(await turnOnTwoFactor(client, password)) };
}

/**
 * Makes a signed-in test client's account an operator (decision 041) with two-factor sign-in on, as the
 * console requires (decision 058). Returns what turnOnTwoFactor does.
 */
export async function makeOperator(ctx: TestContext, client: TestClient, account: { email: string; password: string }) {
  const twoFactor = await turnOnTwoFactor(client, account.password);
  await setRole(ctx.database.db, account.email, 'operator');
  return twoFactor;
}

/** A new person, signed in, made an operator with two-factor sign-in on (makeOperator). */
export async function signedInOperator(ctx: TestContext, name = 'Omar Operator') {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name });
  const { freshCode } = await makeOperator(ctx, client, account);
  return Object.assign(client, account, { freshCode });
}
