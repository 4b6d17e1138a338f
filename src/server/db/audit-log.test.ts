import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { makeOperator } from '../testing/two-factor.ts';
import { auditLog, user } from './schema.ts';

/**
 * The audit log is append-only for the app's own database role (migration 0020, ASVS 16.4.2): no
 * UPDATE, DELETE or TRUNCATE, except the nulling of actor_id / target_user_id that deleting an account
 * makes through the foreign keys. On PGlite here, on PostgreSQL in the api-postgres project.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

/** An operator who viewed a person's account: one audit line naming both. */
async function auditedView() {
  const person = new TestClient(ctx);
  const personAccount = await person.signUp({ name: 'Person' });
  const operator = new TestClient(ctx);
  const operatorAccount = await operator.signUp({ name: 'Operator' });
  await makeOperator(ctx, operator, operatorAccount);
  expect((await operator.json(`/api/admin/people/${personAccount.id}`)).status).toBe(200);
  const [line] = await db().select().from(auditLog).where(eq(auditLog.target_user_id, personAccount.id));
  if (!line) throw new Error('no audit line');
  return { line, person, personAccount, operator, operatorAccount };
}

const lineById = async (id: string) => (await db().select().from(auditLog).where(eq(auditLog.id, id)))[0];

/** The SQLSTATE of a refused statement (drizzle wraps the driver's error in `cause`). */
async function refusal(statement: Promise<unknown>) {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    return cause.code;
  }
  return 'not refused';
}

describe('the audit log', () => {
  it('refuses every change of a line and every removal, leaving it as written', async () => {
    const { line, operatorAccount } = await auditedView();
    const other = await new TestClient(ctx).signUp();
    const attempts = [
      db().update(auditLog).set({ action: 'contact.read' }).where(eq(auditLog.id, line.id)),
      db()
        .update(auditLog)
        .set({ details: { results: 0 } })
        .where(eq(auditLog.id, line.id)),
      db()
        .update(auditLog)
        .set({ created_at: new Date(0) })
        .where(eq(auditLog.id, line.id)),
      // Moving a line to someone else, or un-naming someone who still exists.
      db().update(auditLog).set({ actor_id: other.id }).where(eq(auditLog.id, line.id)),
      db().update(auditLog).set({ target_user_id: other.id }).where(eq(auditLog.id, line.id)),
      db().update(auditLog).set({ actor_id: null }).where(eq(auditLog.id, line.id)),
      db().update(auditLog).set({ target_user_id: null }).where(eq(auditLog.id, line.id)),
      db().delete(auditLog).where(eq(auditLog.id, line.id)),
      db().delete(auditLog),
      db().execute(sql`truncate audit_log`),
    ];
    for (const attempt of attempts) expect(await refusal(attempt)).toBe('42501');
    expect(await lineById(line.id)).toEqual(line);
    expect(line.actor_id).toBe(operatorAccount.id);
  });

  it('keeps the line when the person acted on deletes their account: only the name goes', async () => {
    const { line, person, personAccount } = await auditedView();
    expect((await person.json('/api/account/delete', { json: { password: personAccount.password } })).status).toBe(200);
    expect(await lineById(line.id)).toEqual({ ...line, target_user_id: null });
  });

  it('keeps the line when the operator’s own account is deleted, and the nulling is all that was allowed', async () => {
    const { line, operatorAccount } = await auditedView();
    await db().delete(user).where(eq(user.id, operatorAccount.id));
    const kept = await lineById(line.id);
    expect(kept).toEqual({ ...line, actor_id: null });
    // Once nulled, a line cannot be re-pointed at anyone.
    const other = await new TestClient(ctx).signUp();
    expect(await refusal(db().update(auditLog).set({ actor_id: other.id }).where(eq(auditLog.id, line.id)))).toBe(
      '42501',
    );
  });
});
