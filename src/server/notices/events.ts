import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { addressContext } from '../../domain/address.ts';
import { typeTitle } from '../../domain/assessment/kind.ts';
import { knownTimeZone } from '../../domain/dates.ts';
import { atLocalTime, type Day, localDay } from '../../domain/local-time.ts';
import { weekOf, weekStart } from '../../domain/weekly-plan/plan.ts';
import type { Db } from '../db/client.ts';
import {
  assessments,
  coupleLinks,
  familyLinks,
  pairAssessments,
  profiles,
  retakeReminders,
  weeklyPlans,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n.ts';
import { errorClass } from '../jobs/jobs.ts';
import type { Logger } from '../logger.ts';
import { displayName } from '../pairs/names.ts';
import { planAfterResult, planReaders, readPlan } from '../weekly-plans/service.ts';
import type { Notices } from './notify.ts';

/**
 * What happens in the product that people are told about (decision 073), and the words of each: a side
 * of a shared assessment finished, the shared report ready, a plan's new week, a plan that changed, a
 * retake reminder's day. Each writer checks again, when the notice goes, that what it says is still true.
 */

type PairRow = typeof pairAssessments.$inferSelect;
const DAY_MS = 24 * 3600 * 1000;
/** A week's notice is news for its first two days; a server down longer skips it rather than send it late. */
const WEEK_NOTICE_DAYS = 2;
/** A retake reminder comes at ten in the morning of its day, the reader's time (then outside quiet windows). */
const REMINDER_MINUTES = 10 * 60;

/** The people of a pair assessment's link while it lasts: the two partners, or a parent and a child with an account. */
async function pairMembers(db: Db, pair: PairRow): Promise<string[]> {
  switch (pair.kind) {
    case 'couple': {
      const [link] = await db
        .select({ a: coupleLinks.first_user_id, b: coupleLinks.second_user_id })
        .from(coupleLinks)
        .where(and(eq(coupleLinks.id, pair.couple_link_id ?? ''), isNull(coupleLinks.ended_at)));
      return link ? [link.a, link.b].filter((id): id is string => id !== null) : [];
    }
    case 'family': {
      const [link] = await db
        .select({ a: familyLinks.parent_id, b: familyLinks.child_id })
        .from(familyLinks)
        .where(and(eq(familyLinks.id, pair.family_link_id ?? ''), isNull(familyLinks.ended_at)));
      return link ? [link.a, link.b].filter((id): id is string => id !== null) : [];
    }
    default:
      return [];
  }
}

const sideColumn = (pair: PairRow) => (pair.kind === 'family' ? assessments.family_id : assessments.shared_id);

async function pairState(db: Db, pairId: string) {
  const [pair] = await db.select().from(pairAssessments).where(eq(pairAssessments.id, pairId));
  if (!pair) return null;
  const sides = await db
    .select()
    .from(assessments)
    .where(eq(sideColumn(pair), pair.id));
  return { pair, sides, members: await pairMembers(db, pair) };
}

/** A sentence about someone else, its Arabic verb agreeing with them (decision 063), written in the mail's language. */
async function aboutPerson(db: Db, personId: string, key: string, values: Record<string, string>) {
  const [row] = await db.select({ gender: profiles.gender }).from(profiles).where(eq(profiles.id, personId));
  const partner = await displayName(db, personId);
  return (language: 'en' | 'ar') => translate(key, language, { partner, ...values, ...addressContext(row?.gender) });
}

const pairPath = (pair: PairRow, ready: boolean) =>
  pair.kind === 'couple'
    ? ready
      ? `/couple/results/${pair.id}`
      : '/dashboard'
    : ready
      ? `/family/results/${pair.id}`
      : '/family';

const readablePlanOrNull = async (db: Db, userId: string, planId: string, language: 'en' | 'ar', now: Date) => {
  try {
    return await readPlan(db, userId, planId, language, now);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
};

export interface NoticeEvents {
  /** After someone completes an assessment: the other side of a shared one, and the readers of a plan it changed. */
  afterCompletion(actorId: string, assessmentId: string): Promise<void>;
  /** Asks for the notice of every plan week that has begun in the last two days; the job key keeps each once. */
  scheduleWeeks(now?: Date): Promise<number>;
  /** Asks for a reminder's notice on its day (a later date or none makes the earlier one say nothing). */
  remind(userId: string, assessmentType: string, dueOn: string): Promise<void>;
  start(intervalMs?: number): void;
  stop(): void;
}

export function noticeEvents(deps: { db: Db; notices: Notices; logger: Logger; now?: () => number }): NoticeEvents {
  const { db, notices, logger } = deps;
  const clock = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;

  notices.write('partner_finished', async (reader, about) => {
    const state = await pairState(db, String(about.pair_id));
    const actor = String(about.actor_id);
    if (!state?.members.includes(reader.id) || !state.members.includes(actor)) return null;
    const mine = state.sides.find((side) => side.user_id === reader.id);
    // Answered since: the report, not this, is their news.
    if (mine?.status === 'completed') return null;
    const title = typeTitle(state.pair.assessment_type)[reader.language];
    return {
      params: { title, finished: await aboutPerson(db, actor, 'notices.finished', { title }) },
      path: pairPath(state.pair, false),
    };
  });

  notices.write('report_ready', async (reader, about) => {
    const state = await pairState(db, String(about.pair_id));
    const actor = String(about.actor_id);
    if (!state?.members.includes(reader.id) || !state.members.includes(actor)) return null;
    if (state.sides.length < 2 || state.sides.some((side) => side.status !== 'completed')) return null;
    // Whoever answered last read the report on their own screen as they finished: only the others are told.
    const finishedAt = (userId: string) => state.sides.find((side) => side.user_id === userId)?.completed_at ?? null;
    const mine = finishedAt(reader.id);
    const theirs = finishedAt(actor);
    if (!mine || !theirs || mine > theirs) return null;
    return {
      params: {
        title: typeTitle(state.pair.assessment_type)[reader.language],
        answered: await aboutPerson(db, actor, 'notices.answered', {}),
      },
      path: pairPath(state.pair, true),
    };
  });

  notices.write('plan_week', async (reader, about, now) => {
    const plan = await readablePlanOrNull(db, reader.id, String(about.plan_id), reader.language, now);
    // Another week by now, or this one already marked: nothing to say.
    if (!plan || plan.this_week.week !== Number(about.week) || plan.this_week.check_in) return null;
    return {
      params: {
        title: typeTitle(plan.assessment_type)[reader.language],
        exercise: plan.this_week.exercise.title,
        week: plan.this_week.week,
      },
      path: `/weekly-plans/${plan.id}`,
    };
  });

  notices.write('plan_changed', async (reader, about, now) => {
    const plan = await readablePlanOrNull(db, reader.id, String(about.plan_id), reader.language, now);
    if (!plan) return null;
    return { params: { title: typeTitle(plan.assessment_type)[reader.language] }, path: `/weekly-plans/${plan.id}` };
  });

  notices.write('retake_due', async (reader, about) => {
    const type = String(about.assessment_type);
    const [reminder] = await db
      .select()
      .from(retakeReminders)
      .where(and(eq(retakeReminders.user_id, reader.id), eq(retakeReminders.assessment_type, type)));
    if (!reminder || reminder.due_on !== about.due_on) return null;
    // Taken again since the reminder was set: it has done its work.
    const [since] = await db
      .select({ id: assessments.id })
      .from(assessments)
      .where(
        and(
          eq(assessments.user_id, reader.id),
          eq(assessments.assessment_type, type),
          eq(assessments.status, 'completed'),
          gt(assessments.completed_at, reminder.updated_at),
        ),
      )
      .limit(1);
    if (since) return null;
    return { params: { title: typeTitle(type)[reader.language] }, path: `/assessment/${encodeURIComponent(type)}` };
  });

  /** Never throws: the result is saved whatever happens to the telling, and a failure is logged by class. */
  async function afterCompletion(actorId: string, assessmentId: string) {
    try {
      await tellAfterCompletion(actorId, assessmentId);
    } catch (error) {
      logger.warn(
        { event: 'notices_not_asked', reason: errorClass(error) },
        'notices after a completion not asked for',
      );
    }
  }

  async function tellAfterCompletion(actorId: string, assessmentId: string) {
    const [side] = await db.select().from(assessments).where(eq(assessments.id, assessmentId));
    const pairId = side?.shared_id ?? side?.family_id;
    if (side && pairId) {
      const state = await pairState(db, pairId);
      if (state?.members.includes(actorId)) {
        const ready = state.sides.length >= 2 && state.sides.every((s) => s.status === 'completed');
        for (const member of state.members) {
          if (member === actorId) continue;
          const theirs = state.sides.find((s) => s.user_id === member);
          if (ready) {
            await notices.notify({
              userId: member,
              event: 'report_ready',
              ref: pairId,
              about: { pair_id: pairId, actor_id: actorId },
            });
          } else if (theirs?.status !== 'completed') {
            await notices.notify({
              userId: member,
              event: 'partner_finished',
              ref: pairId,
              about: { pair_id: pairId, actor_id: actorId },
            });
          }
        }
      }
    }
    const changed = await planAfterResult(db, actorId, assessmentId, new Date(clock()));
    if (!changed) return;
    for (const reader of changed.readers) {
      // The one whose result it was sees the change on the results page; the others are told.
      if (reader === actorId) continue;
      await notices.notify({
        userId: reader,
        event: 'plan_changed',
        ref: `${changed.planId}:${changed.sourceId}`,
        about: { plan_id: changed.planId },
      });
    }
  }

  async function scheduleWeeks(now = new Date(clock())) {
    const plans = await db
      .select({ id: weeklyPlans.id, started_at: weeklyPlans.started_at })
      .from(weeklyPlans)
      .where(gt(weeklyPlans.started_at, new Date(now.getTime() - 2 * 365 * DAY_MS)))
      .orderBy(desc(weeklyPlans.started_at));
    let asked = 0;
    for (const plan of plans) {
      const week = weekOf(plan.started_at, now) + 1;
      // The first week's exercise is on the screen where the plan was started.
      if (week < 2) continue;
      const start = weekStart(plan.started_at, week - 1);
      if (now.getTime() - start.getTime() > WEEK_NOTICE_DAYS * DAY_MS) continue;
      for (const reader of await planReaders(db, plan.id)) {
        const created = await notices.notify({
          userId: reader,
          event: 'plan_week',
          ref: `${plan.id}:${week}`,
          about: { plan_id: plan.id, week },
          at: start,
        });
        if (created) asked += 1;
      }
    }
    return asked;
  }

  async function remind(userId: string, assessmentType: string, dueOn: string) {
    const rules = await notices.quietRulesOf(userId);
    const zone = knownTimeZone(rules?.timeZone) ?? 'UTC';
    const [year = 0, month = 0, date = 0] = dueOn.split('-').map(Number);
    const day: Day = [year, month, date];
    await notices.notify({
      userId,
      event: 'retake_due',
      ref: `${assessmentType}:${dueOn}`,
      about: { assessment_type: assessmentType, due_on: dueOn },
      at: atLocalTime(day, REMINDER_MINUTES, zone),
    });
  }

  return {
    afterCompletion,
    scheduleWeeks,
    remind,
    start(intervalMs = 15 * 60_000) {
      if (timer) return;
      const tick = () =>
        scheduleWeeks().catch((error: unknown) =>
          logger.warn({ event: 'plan_weeks_not_scheduled', err: error }, 'plan week notices not scheduled; will retry'),
        );
      timer = setInterval(tick, intervalMs);
      timer.unref();
      void tick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** Today in a zone, `YYYY-MM-DD`, and the last day a reminder may be set for (a year on). */
export function reminderDays(now: Date, timeZone: string) {
  const iso = (day: Day) => day.map((part, i) => String(part).padStart(i === 0 ? 4 : 2, '0')).join('-');
  const today = localDay(now, timeZone);
  const later = new Date(Date.UTC(today[0] + 1, today[1] - 1, today[2]));
  return { today: iso(today), last: iso([later.getUTCFullYear(), later.getUTCMonth() + 1, later.getUTCDate()]) };
}
