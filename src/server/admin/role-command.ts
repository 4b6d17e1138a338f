import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, profiles, user } from '../db/schema.ts';
import { type Role, setRole } from './roles.ts';

const USAGE =
  'Usage: npm run admin:grant -- EMAIL   |   npm run admin:revoke -- EMAIL   |   npm run admin:age -- EMAIL AGE';

/**
 * `admin:grant` and `admin:revoke` without the process around them (scripts/admin-role.ts): what to
 * print and the exit code. An unknown address fails, so a typo never passes for a grant.
 */
export async function roleCommand(argv: readonly string[], db: Db): Promise<{ code: number; message: string }> {
  if (argv[0] === 'age') return ageCommand(argv.slice(1), db);
  const [verb, email, ...rest] = argv;
  const role: Role | undefined = verb === 'grant' ? 'operator' : verb === 'revoke' ? 'member' : undefined;
  if (!role || !email || rest.length > 0) return { code: 2, message: USAGE };
  const result = await setRole(db, email, role);
  if (result.status === 'unknown_email') {
    return { code: 1, message: `No account has the address ${email.trim()}; nothing changed.` };
  }
  const what = role === 'operator' ? 'is an operator' : 'is no longer an operator';
  const already = role === 'operator' ? 'was already an operator' : 'was not an operator';
  return {
    code: 0,
    message:
      result.status === 'changed'
        ? `${result.email} ${what} (the change is in the audit log).`
        : `${result.email} ${already}; nothing changed (recorded in the audit log).`,
  };
}

/**
 * `admin:age -- EMAIL AGE`: an operator corrects an age the person gave by mistake (decision 057), after
 * the identity check of docs/security.md. The person cannot raise an age under 18 themselves; this sets
 * the age and lifts the wait, with an audit row naming both ages. `AGE` may be `none` (no age).
 */
async function ageCommand(argv: readonly string[], db: Db): Promise<{ code: number; message: string }> {
  const [email, given, ...rest] = argv;
  const age = given === 'none' ? null : Number(given);
  if (
    !email ||
    given === undefined ||
    rest.length > 0 ||
    (age !== null && !(Number.isInteger(age) && age >= 13 && age <= 120))
  )
    return { code: 2, message: USAGE };
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: user.id, email: user.email, age: profiles.age })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
      .for('update');
    if (!found) return { code: 1, message: `No account has the address ${email.trim()}; nothing changed.` };
    await tx.update(profiles).set({ age, minor_until: null, updated_at: new Date() }).where(eq(profiles.id, found.id));
    await tx.insert(auditLog).values({
      actor_id: null,
      action: 'profile.age_correct',
      target_user_id: found.id,
      details: { from: found.age, to: age, via: 'command' },
    });
    return { code: 0, message: `${found.email}: age ${found.age ?? 'none'} → ${age ?? 'none'} (in the audit log).` };
  });
}
