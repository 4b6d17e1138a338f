import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { knownTimeZone } from '../../domain/dates.ts';
import { type RetakeReminder, retakeReminderSchema } from '../../domain/notices.ts';
import type { Db } from '../db/client.ts';
import { profiles, retakeReminders } from '../db/schema.ts';
import { validationFailed } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJson } from '../http/json.ts';
import { requireUser } from '../http/session.ts';
import { ensureProfile } from '../profile/service.ts';
import { type NoticeEvents, reminderDays } from './events.ts';

/**
 * /api/retake-reminders: the dates a person asked to be reminded to take an assessment type again, only
 * ever their own. Setting one asks for its notice on that day; clearing or moving it makes the earlier
 * notice say nothing when its day comes (decision 073).
 */
export function retakeReminderRoutes(deps: { db: Db; events: NoticeEvents; now?: () => number }) {
  const { db, events } = deps;
  const clock = deps.now ?? Date.now;
  const list = async (userId: string): Promise<RetakeReminder[]> =>
    db
      .select({ assessment_type: retakeReminders.assessment_type, due_on: retakeReminders.due_on })
      .from(retakeReminders)
      .where(eq(retakeReminders.user_id, userId))
      .orderBy(asc(retakeReminders.due_on));
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await list(requireUser(c).id)))
    .put('/', async (c) => {
      const me = requireUser(c);
      const change = await readJson(c, retakeReminderSchema);
      if (!findAssessmentType(change.assessment_type)) throw validationFailed('errors.invalidInput');
      await ensureProfile(db, { id: me.id, email: me.email, full_name: me.name });
      if (change.time_zone) {
        await db.update(profiles).set({ time_zone: change.time_zone }).where(eq(profiles.id, me.id));
      }
      const mine = and(eq(retakeReminders.user_id, me.id), eq(retakeReminders.assessment_type, change.assessment_type));
      if (change.due_on === null) {
        await db.delete(retakeReminders).where(mine);
        return c.json(await list(me.id));
      }
      const [profile] = await db.select({ zone: profiles.time_zone }).from(profiles).where(eq(profiles.id, me.id));
      const { today, last } = reminderDays(new Date(clock()), knownTimeZone(profile?.zone) ?? 'UTC');
      // Strings of one shape compare as dates; a day that does not exist (02-31) is refused too.
      if (change.due_on < today || change.due_on > last || !isRealDay(change.due_on)) {
        throw validationFailed('validation.retakeDateInvalid');
      }
      await db
        .insert(retakeReminders)
        .values({ user_id: me.id, assessment_type: change.assessment_type, due_on: change.due_on })
        .onConflictDoUpdate({
          target: [retakeReminders.user_id, retakeReminders.assessment_type],
          set: { due_on: change.due_on, updated_at: new Date() },
        });
      await events.remind(me.id, change.assessment_type, change.due_on);
      return c.json(await list(me.id));
    });
}

const isRealDay = (iso: string) => {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
