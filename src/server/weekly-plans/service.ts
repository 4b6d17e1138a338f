import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Address, addressFor, pairAreas, personalAreas } from '../../domain/advice/template.ts';
import { typeAtVersion } from '../../domain/assessment/catalogue.ts';
import { CATEGORY_TITLES, type CategoryId } from '../../domain/assessment/categories.ts';
import { analyze } from '../../domain/assessment/scoring.ts';
import { adultExerciseAt, EXERCISE_BANKS, exerciseBankVersion } from '../../domain/content/exercises/index.ts';
import type { Language } from '../../domain/language.ts';
import { comparePair } from '../../domain/pair/compare.ts';
import { readAdult } from '../../domain/weekly-plan/exercise.ts';
import {
  type CheckInStatus,
  checkInsShared,
  focusAreas,
  nextExercise,
  type PlanKind,
  tally,
  weekOf,
  weekStart,
} from '../../domain/weekly-plan/plan.ts';
import type { CheckInBody } from '../../domain/weekly-plan/requests.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import {
  assessments,
  pairAssessments,
  partners,
  profiles,
  weeklyPlanCheckIns,
  weeklyPlanSharing,
  weeklyPlans,
  weeklyPlanWeeks,
} from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { readerFlagged } from '../safety/service.ts';

/**
 * Weekly plans (decision 068). Who may read one: its owner (one person's plan), or either partner of the
 * couple link it belongs to while the link lasts (a couple's joint plan). Everyone else, an ended link
 * and a malformed id get the same 404. A couple's check-ins are each partner's own; the other sees them
 * only while both have said yes (`weekly_plan_sharing`).
 */

type PlanRow = typeof weeklyPlans.$inferSelect;
interface Source {
  id: string;
  completed_at: Date;
  focus: CategoryId[];
}

// Ranking reads figures, never words: the labels only fill sentences, which a plan does not write.
const label = (id: CategoryId) => CATEGORY_TITLES[id].en;

const planError = (status: 404 | 409, code: string) => new AppError(status, code, `errors.weeklyPlan.${code}`);

/** One person's latest result of a type, on their own (never a side of a couple's or a family's). */
async function latestOwnResult(db: Db, userId: string, type: string): Promise<Source | null> {
  const [row] = await db
    .select({ id: assessments.id, completed_at: assessments.completed_at, responses: assessments.responses })
    .from(assessments)
    .where(
      and(
        eq(assessments.user_id, userId),
        eq(assessments.assessment_type, type),
        eq(assessments.status, 'completed'),
        isNull(assessments.shared_id),
        isNull(assessments.family_id),
      ),
    )
    .orderBy(desc(assessments.completed_at))
    .limit(1);
  if (!row?.completed_at) return null;
  const analysis = analyze(row.responses.responses, row.responses.importance);
  return { id: row.id, completed_at: row.completed_at, focus: focusAreas(personalAreas(analysis, label, 'en')) };
}

/** A couple link's latest shared assessment of a type that both partners finished, and its growth areas. */
async function latestCoupleResult(db: Db, linkId: string, type: string): Promise<Source | null> {
  const rows = await db
    .select({ pair: pairAssessments, side: assessments })
    .from(pairAssessments)
    .innerJoin(assessments, eq(assessments.shared_id, pairAssessments.id))
    .where(
      and(
        eq(pairAssessments.couple_link_id, linkId),
        eq(pairAssessments.assessment_type, type),
        eq(assessments.status, 'completed'),
      ),
    );
  const byPair = new Map<string, typeof rows>();
  for (const row of rows) byPair.set(row.pair.id, [...(byPair.get(row.pair.id) ?? []), row]);
  let latest: Source | null = null;
  for (const sides of byPair.values()) {
    const [a, b] = sides;
    if (!a || !b || !a.side.completed_at || !b.side.completed_at) continue;
    const completedAt = a.side.completed_at > b.side.completed_at ? a.side.completed_at : b.side.completed_at;
    if (latest && latest.completed_at >= completedAt) continue;
    const bank = typeAtVersion(a.pair.assessment_type, a.pair.content_version);
    if (!bank) continue;
    const comparison = comparePair(bank.questions, a.side.responses, b.side.responses);
    latest = { id: a.pair.id, completed_at: completedAt, focus: focusAreas(pairAreas(comparison, label, 'en')) };
  }
  return latest;
}

const latestResult = (db: Db, plan: Pick<PlanRow, 'kind' | 'user_id' | 'couple_link_id' | 'assessment_type'>) =>
  plan.kind === 'couple'
    ? latestCoupleResult(db, plan.couple_link_id ?? '', plan.assessment_type)
    : latestOwnResult(db, plan.user_id ?? '', plan.assessment_type);

async function linkOf(db: Db, userId: string) {
  const [row] = await db.select().from(partners).where(eq(partners.user_id, userId));
  return row ?? null;
}

/** The plan if this person may read it, with their partner when it is a couple's; else 404. */
async function readablePlan(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [plan] = await db.select().from(weeklyPlans).where(eq(weeklyPlans.id, id));
  if (!plan) throw notFound();
  if (plan.kind === 'individual') {
    if (plan.user_id !== userId) throw notFound();
    return { plan, partnerId: null };
  }
  const link = await linkOf(db, userId);
  if (!link || link.link_id !== plan.couple_link_id) throw notFound();
  return { plan, partnerId: link.partner_id };
}

/**
 * A later result of the plan's type sets its areas (decision 068); weeks given and every check-in stay.
 * This week's exercise is chosen again from the new areas while nobody has checked in to it.
 */
async function refresh(db: Db, plan: PlanRow, now: Date): Promise<PlanRow> {
  const source = await latestResult(db, plan);
  if (!source || source.completed_at <= plan.source_completed_at) return plan;
  const [updated] = await db
    .update(weeklyPlans)
    .set({ focus: source.focus, source_id: source.id, source_completed_at: source.completed_at })
    .where(and(eq(weeklyPlans.id, plan.id), sql`${weeklyPlans.source_completed_at} < ${source.completed_at}`))
    .returning();
  if (!updated) return plan;
  const week = weekOf(plan.started_at, now) + 1;
  await db
    .delete(weeklyPlanWeeks)
    .where(
      and(
        eq(weeklyPlanWeeks.plan_id, plan.id),
        eq(weeklyPlanWeeks.week, week),
        sql`not exists (select 1 from ${weeklyPlanCheckIns} where ${weeklyPlanCheckIns.plan_id} = ${plan.id} and ${weeklyPlanCheckIns.week} = ${week})`,
      ),
    );
  return updated;
}

/** The plan's weeks so far, this week's exercise chosen (once, whoever asks first) if it has none yet. */
async function weeksUpTo(db: Db, plan: PlanRow, now: Date) {
  const current = weekOf(plan.started_at, now) + 1;
  const read = () =>
    db.select().from(weeklyPlanWeeks).where(eq(weeklyPlanWeeks.plan_id, plan.id)).orderBy(asc(weeklyPlanWeeks.week));
  const weeks = await read();
  if (weeks.some((w) => w.week === current)) return { weeks, current };
  const bank = EXERCISE_BANKS[plan.kind as PlanKind];
  const key = nextExercise(
    bank.questions,
    plan.focus,
    weeks.map((w) => w.exercise_key),
  );
  await db
    .insert(weeklyPlanWeeks)
    .values({
      plan_id: plan.id,
      week: current,
      exercise_key: key,
      bank_version: exerciseBankVersion(plan.kind as PlanKind),
    })
    .onConflictDoNothing();
  return { weeks: await read(), current };
}

interface Reader {
  userId: string;
  partnerId: string | null;
  language: Language;
  address: Address;
  /** The reader's last safety check showed the help card (decision 054): nothing asks the two of them together. */
  private: boolean;
}

/**
 * An exercise as this reader reads it. A couple's exercise for a reader whose check showed the help card
 * is the one-person exercise of the same area and number: their view asks nothing of the two together.
 */
function exerciseFor(plan: PlanRow, key: string, version: number, reader: Reader) {
  const kind = plan.kind as PlanKind;
  const [bank, shownKey] =
    kind === 'couple' && reader.private
      ? (['individual', key.replace(/^couple\./, 'individual.')] as const)
      : [kind, key];
  const exercise = adultExerciseAt(bank, shownKey, Math.min(version, exerciseBankVersion(bank)));
  if (!exercise) throw new Error(`plan ${plan.id} holds an unknown exercise ${key}`);
  return readAdult(exercise, reader.language, reader.address);
}

const checkInOf = (row: { status: string; rating: number | null } | undefined) =>
  row ? { status: row.status as CheckInStatus, rating: row.rating } : null;

async function view(db: Db, plan: PlanRow, reader: Reader, now: Date) {
  const { weeks, current } = await weeksUpTo(db, plan, now);
  const checkIns = await db.select().from(weeklyPlanCheckIns).where(eq(weeklyPlanCheckIns.plan_id, plan.id));
  const sharing = await db.select().from(weeklyPlanSharing).where(eq(weeklyPlanSharing.plan_id, plan.id));
  const saidYes = (userId: string | null) => userId !== null && sharing.some((row) => row.user_id === userId);
  const partnerFlagged = reader.partnerId ? await readerFlagged(db, reader.partnerId) : false;
  // A yes given before a check showed the help card no longer counts (decision 054): neither sees the other's.
  const mine = saidYes(reader.userId) && !reader.private;
  const theirs = saidYes(reader.partnerId) && !partnerFlagged;
  const shared = checkInsShared(mine, theirs);
  const own = checkIns.filter((c) => c.user_id === reader.userId);
  const partners = shared ? checkIns.filter((c) => c.user_id === reader.partnerId) : [];
  const weekView = (w: (typeof weeks)[number]) => ({
    week: w.week,
    starts_at: weekStart(plan.started_at, w.week - 1).toISOString(),
    check_in: checkInOf(own.find((c) => c.week === w.week)),
    partner_check_in: shared ? checkInOf(partners.find((c) => c.week === w.week)) : null,
  });
  const thisWeek = weeks.find((w) => w.week === current);
  if (!thisWeek) throw new Error(`plan ${plan.id} has no week ${current}`);
  return {
    id: plan.id,
    kind: plan.kind as PlanKind,
    assessment_type: plan.assessment_type,
    focus: plan.focus,
    started_at: plan.started_at.toISOString(),
    updated_at: plan.source_completed_at.toISOString(),
    private_view: plan.kind === 'couple' && reader.private,
    this_week: {
      ...weekView(thisWeek),
      exercise: exerciseFor(plan, thisWeek.exercise_key, thisWeek.bank_version, reader),
    },
    // Every week given, newest first, with the exercise's name: the plan's history.
    weeks: weeks
      .toReversed()
      .map((w) => ({ ...weekView(w), exercise: titleOnly(exerciseFor(plan, w.exercise_key, w.bank_version, reader)) })),
    ...tally(own.map((c) => ({ status: c.status as CheckInStatus }))),
    partner:
      plan.kind === 'couple'
        ? {
            sharing: { mine, theirs },
            ...(shared
              ? { weeks_done: tally(partners.map((c) => ({ status: c.status as CheckInStatus }))).weeks_done }
              : {}),
          }
        : null,
  };
}

const titleOnly = (e: { key: string; category: CategoryId; title: string }) => ({
  key: e.key,
  category: e.category,
  title: e.title,
});

export type WeeklyPlanView = Awaited<ReturnType<typeof view>>;

async function readerOf(db: Db, userId: string, partnerId: string | null, language: Language): Promise<Reader> {
  const [profile] = await db.select({ gender: profiles.gender }).from(profiles).where(eq(profiles.id, userId));
  return {
    userId,
    partnerId,
    language,
    address: addressFor(profile?.gender),
    private: await readerFlagged(db, userId),
  };
}

/**
 * Starts the plan of a result, or opens it when it exists: one's own completed assessment gives one's own
 * plan of its type; one's side of a couple's shared assessment gives the couple's joint plan, once both
 * have finished. A family assessment has no plan yet (decision 068).
 */
export async function startPlan(db: Db, userId: string, assessmentId: string, language: Language, now = new Date()) {
  if (!isUuid(assessmentId)) throw notFound();
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.user_id, userId), eq(assessments.status, 'completed')));
  if (!row) throw notFound();
  if (row.family_id) throw planError(409, 'family');
  let partnerId: string | null = null;
  let key: Pick<PlanRow, 'kind' | 'user_id' | 'couple_link_id' | 'assessment_type'>;
  if (row.shared_id) {
    const link = await linkOf(db, userId);
    const [shared] = link
      ? await db
          .select()
          .from(pairAssessments)
          .where(and(eq(pairAssessments.id, row.shared_id), eq(pairAssessments.couple_link_id, link.link_id)))
      : [];
    // A side of an ended link's assessment: that report is hidden from both, and so is its plan.
    if (!link || !shared) throw notFound();
    partnerId = link.partner_id;
    key = { kind: 'couple', user_id: null, couple_link_id: link.link_id, assessment_type: row.assessment_type };
  } else {
    key = { kind: 'individual', user_id: userId, couple_link_id: null, assessment_type: row.assessment_type };
  }
  const source = await latestResult(db, key);
  if (!source) throw planError(409, 'waiting');
  const inserted = await db
    .insert(weeklyPlans)
    .values({ ...key, focus: source.focus, source_id: source.id, source_completed_at: source.completed_at })
    .onConflictDoNothing()
    .returning({ id: weeklyPlans.id });
  const [plan] = await db
    .select()
    .from(weeklyPlans)
    .where(
      and(
        eq(weeklyPlans.kind, key.kind),
        eq(weeklyPlans.assessment_type, key.assessment_type),
        key.kind === 'couple'
          ? eq(weeklyPlans.couple_link_id, key.couple_link_id ?? '')
          : eq(weeklyPlans.user_id, key.user_id ?? ''),
      ),
    );
  if (!plan) throw new Error('weekly plan insert returned nothing');
  const reader = await readerOf(db, userId, partnerId, language);
  return { created: inserted.length > 0, plan: await view(db, await refresh(db, plan, now), reader, now) };
}

export async function readPlan(db: Db, userId: string, id: string, language: Language, now = new Date()) {
  const { plan, partnerId } = await readablePlan(db, userId, id);
  return view(db, await refresh(db, plan, now), await readerOf(db, userId, partnerId, language), now);
}

/** Every plan this person reads: their own, and their current couple link's; newest first. */
export async function listPlans(db: Db, userId: string, language: Language, now = new Date()) {
  const link = await linkOf(db, userId);
  const plans = await db
    .select()
    .from(weeklyPlans)
    .where(
      link
        ? sql`${weeklyPlans.user_id} = ${userId} or ${weeklyPlans.couple_link_id} = ${link.link_id}`
        : eq(weeklyPlans.user_id, userId),
    )
    .orderBy(desc(weeklyPlans.started_at));
  const reader = await readerOf(db, userId, link?.partner_id ?? null, language);
  const views: WeeklyPlanView[] = [];
  for (const plan of plans) views.push(await view(db, await refresh(db, plan, now), reader, now));
  return views;
}

/** One's own check-in for a week already given (this week or an earlier one); any other week is 404. */
export async function checkIn(
  db: Db,
  userId: string,
  id: string,
  weekParam: string,
  body: CheckInBody,
  language: Language,
  now = new Date(),
) {
  const { plan, partnerId } = await readablePlan(db, userId, id);
  const week = /^[1-9]\d{0,5}$/.test(weekParam) ? Number(weekParam) : null;
  if (week === null || week > weekOf(plan.started_at, now) + 1) throw notFound();
  const [given] = await db
    .select()
    .from(weeklyPlanWeeks)
    .where(and(eq(weeklyPlanWeeks.plan_id, plan.id), eq(weeklyPlanWeeks.week, week)));
  if (!given) throw notFound();
  const values = { status: body.status, rating: body.status === 'done' ? (body.rating ?? null) : null };
  await db
    .insert(weeklyPlanCheckIns)
    .values({ plan_id: plan.id, week, user_id: userId, ...values })
    .onConflictDoUpdate({
      target: [weeklyPlanCheckIns.plan_id, weeklyPlanCheckIns.week, weeklyPlanCheckIns.user_id],
      set: values,
    });
  return view(db, plan, await readerOf(db, userId, partnerId, language), now);
}

/**
 * A partner's yes or no to seeing each other's check-ins. A plan of one's own has nobody to share with;
 * after a check that showed the help card, yes is refused (decision 054), no is always allowed.
 */
export async function setSharing(
  db: Db,
  userId: string,
  id: string,
  share: boolean,
  language: Language,
  now = new Date(),
) {
  const { plan, partnerId } = await readablePlan(db, userId, id);
  if (plan.kind !== 'couple') throw planError(409, 'notCouple');
  const reader = await readerOf(db, userId, partnerId, language);
  if (share && reader.private) throw planError(409, 'checkInsPrivate');
  if (share) await db.insert(weeklyPlanSharing).values({ plan_id: plan.id, user_id: userId }).onConflictDoNothing();
  else
    await db
      .delete(weeklyPlanSharing)
      .where(and(eq(weeklyPlanSharing.plan_id, plan.id), eq(weeklyPlanSharing.user_id, userId)));
  return view(db, plan, reader, now);
}

/**
 * What the data export holds of weekly plans (the right of access): each week the person marked, in any
 * plan, with its exercise; never a partner's marks.
 */
export function exportedWeeks(db: Db, userId: string) {
  return db
    .select({
      plan_kind: weeklyPlans.kind,
      assessment_type: weeklyPlans.assessment_type,
      week: weeklyPlanCheckIns.week,
      exercise_key: weeklyPlanWeeks.exercise_key,
      status: weeklyPlanCheckIns.status,
      rating: weeklyPlanCheckIns.rating,
      updated_at: weeklyPlanCheckIns.updated_at,
    })
    .from(weeklyPlanCheckIns)
    .innerJoin(weeklyPlans, eq(weeklyPlans.id, weeklyPlanCheckIns.plan_id))
    .innerJoin(
      weeklyPlanWeeks,
      and(eq(weeklyPlanWeeks.plan_id, weeklyPlanCheckIns.plan_id), eq(weeklyPlanWeeks.week, weeklyPlanCheckIns.week)),
    )
    .where(eq(weeklyPlanCheckIns.user_id, userId))
    .orderBy(asc(weeklyPlans.assessment_type), asc(weeklyPlanCheckIns.week));
}

/**
 * After a result: the plan it feeds (the person's own plan of its type, or their couple's, once both
 * sides are in) brought to it at once rather than on its next read, so the people who share the plan can
 * be told (the `plan_changed` notice). Returns the plan and who reads it when its areas changed, else null.
 */
export async function planAfterResult(
  db: Db,
  userId: string,
  assessmentId: string,
  now = new Date(),
): Promise<{ planId: string; sourceId: string; readers: string[] } | null> {
  const [row] = await db.select().from(assessments).where(eq(assessments.id, assessmentId));
  if (!row || row.user_id !== userId || row.status !== 'completed' || row.family_id) return null;
  const link = row.shared_id ? await linkOf(db, userId) : null;
  if (row.shared_id && !link) return null;
  const [plan] = await db
    .select()
    .from(weeklyPlans)
    .where(
      link
        ? and(eq(weeklyPlans.couple_link_id, link.link_id), eq(weeklyPlans.assessment_type, row.assessment_type))
        : and(eq(weeklyPlans.user_id, userId), eq(weeklyPlans.assessment_type, row.assessment_type)),
    );
  if (!plan) return null;
  const updated = await refresh(db, plan, now);
  if (updated === plan) return null;
  return {
    planId: plan.id,
    sourceId: updated.source_id,
    readers: link ? [userId, link.partner_id] : [userId],
  };
}

/** Who reads a plan today: its owner, or both partners while the couple's link lasts. */
export async function planReaders(db: Db, planId: string): Promise<string[]> {
  const [plan] = await db.select().from(weeklyPlans).where(eq(weeklyPlans.id, planId));
  if (!plan) return [];
  if (plan.kind === 'individual') return plan.user_id ? [plan.user_id] : [];
  const rows = await db
    .select({ user_id: partners.user_id })
    .from(partners)
    .where(eq(partners.link_id, plan.couple_link_id ?? ''));
  return rows.map((r) => r.user_id);
}
