import { eq } from 'drizzle-orm';
import { profiles, user } from '../db/schema.ts';
import type { Reader } from './kind.ts';

/** The name a person is shown to the other side of a pair by: their full name, else their account name. */
export async function displayName(db: Reader, userId: string) {
  const [row] = await db
    .select({ name: user.name, full_name: profiles.full_name })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row?.full_name || row?.name || '';
}
