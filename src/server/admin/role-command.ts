import type { Db } from '../db/client.ts';
import { type Role, setRole } from './roles.ts';

const USAGE = 'Usage: npm run admin:grant -- EMAIL   |   npm run admin:revoke -- EMAIL';

/**
 * `admin:grant` and `admin:revoke` without the process around them (scripts/admin-role.ts): what to
 * print and the exit code. An unknown address fails, so a typo never passes for a grant.
 */
export async function roleCommand(argv: readonly string[], db: Db): Promise<{ code: number; message: string }> {
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
