import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { childContext, parentContext } from '../../domain/address.ts';
import type { Pairing } from '../../domain/assessment/family-types.ts';
import { typeTitle } from '../../domain/assessment/kind.ts';
import {
  type Milestone,
  type MilestoneKind,
  type MilestoneView,
  matchesFilter,
  type PartnerUnlinkedBy,
  type TimelineEvent,
  type TimelineEventKind,
  type TimelineFilter,
} from '../../domain/timeline.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import {
  assessments,
  coupleLinks,
  familyLinks,
  milestones,
  pairAssessments,
  partners,
  profiles,
  user,
} from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { keptReportsOf } from '../pairs/couple.ts';
import { namesOf } from '../profile/service.ts';
import { ownResults } from '../progress/service.ts';

type MilestoneRow = typeof milestones.$inferSelect;

/**
 * `shared_with_partner` says whether the partner of the current link sees it: a milestone shared on a
 * link that has ended is private again, to the owner as to everyone.
 */
const toMilestoneView = (
  row: MilestoneRow,
  mine: boolean,
  ownerName: string | null,
  currentLinkId: string | null,
): MilestoneView => ({
  id: row.id,
  kind: row.kind as MilestoneKind,
  title: row.title,
  date: row.occurred_on,
  note: row.note,
  shared_with_partner: row.shared_link_id !== null && row.shared_link_id === currentLinkId,
  mine,
  owner_name: ownerName,
});

/** Both sides of each two-sided assessment (shared or family) the caller took part in, by group id. */
async function completedPairs(db: Db, column: 'shared_id' | 'family_id', ids: string[]) {
  if (ids.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({
      group: assessments[column],
      done: sql<number>`count(*) filter (where ${assessments.status} = 'completed')`.mapWith(Number),
      last: sql<Date>`max(${assessments.completed_at})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(assessments)
    .where(inArray(assessments[column], ids))
    .groupBy(assessments[column]);
  return new Map(rows.flatMap((row) => (row.group && row.done >= 2 ? [[row.group, row.last] as const] : [])));
}

/**
 * The person's relationship timeline, newest first: derived from what already happened (so it can
 * never disagree with the rest of the app) plus the milestones they and a linked partner added.
 */
export async function timelineOf(db: Db, userId: string, filter: TimelineFilter): Promise<TimelineEvent[]> {
  const events: TimelineEvent[] = [];
  const [account] = await db.select({ created_at: user.createdAt }).from(user).where(eq(user.id, userId));
  if (account) events.push({ id: 'account', kind: 'account_created', at: account.created_at.toISOString() });

  for (const result of await ownResults(db, userId)) {
    events.push({
      id: `assessment:${result.assessment_id}`,
      kind: 'assessment_completed',
      at: result.completed_at,
      assessment: {
        id: result.assessment_id,
        type: result.assessment_type,
        title: typeTitle(result.assessment_type),
        score: result.score,
        pattern: result.pattern,
      },
    });
  }

  const links = await db
    .select()
    .from(coupleLinks)
    .where(or(eq(coupleLinks.first_user_id, userId), eq(coupleLinks.second_user_id, userId)));
  const families = await db
    .select()
    .from(familyLinks)
    .where(or(eq(familyLinks.parent_id, userId), eq(familyLinks.child_id, userId)));
  const [partner] = await db.select().from(partners).where(eq(partners.user_id, userId));
  const names = await namesOf(db, [
    ...links.map((l) => (l.first_user_id === userId ? l.second_user_id : l.first_user_id)),
    ...families.map((f) => (f.parent_id === userId ? f.child_id : f.parent_id)),
    partner?.partner_id ?? null,
  ]);

  const genders = await gendersOf(
    db,
    links.map((l) => (l.first_user_id === userId ? l.second_user_id : l.first_user_id)),
  );
  for (const link of links) {
    const otherId = link.first_user_id === userId ? link.second_user_id : link.first_user_id;
    const person = { name: (otherId && names.get(otherId)) || null };
    events.push({ id: `couple:${link.id}`, kind: 'partner_linked', at: link.created_at.toISOString(), person });
    if (link.ended_at) {
      events.push({
        id: `couple-end:${link.id}`,
        kind: 'partner_unlinked',
        at: link.ended_at.toISOString(),
        person: { ...person, gender: (otherId && genders.get(otherId)) || null },
        by: endedBy(link, userId),
      });
    }
  }

  for (const link of families) {
    const role = link.parent_id === userId ? 'child' : 'parent';
    const otherId = role === 'child' ? link.child_id : link.parent_id;
    const person = {
      name: (otherId ? names.get(otherId) : link.child_name) || null,
      role,
      supervised: link.child_id === null,
    } as const;
    events.push({ id: `family:${link.id}`, kind: 'family_linked', at: link.created_at.toISOString(), person });
    if (link.ended_at) {
      // The other's gender is the pairing's: the parent when the reader is the child, and the other way round.
      const pairing = link.pairing as Pairing;
      const other = role === 'parent' ? parentContext(pairing) : childContext(pairing);
      events.push({
        id: `family-end:${link.id}`,
        kind: 'family_unlinked',
        at: link.ended_at.toISOString(),
        person: { ...person, gender: other.context === 'female' ? 'female' : 'male' },
        // Told from the reader's side, as a couple link's end is (decision 062); null before it was recorded.
        by: link.ended_by === null ? null : link.ended_by === userId ? 'me' : 'other',
      });
    }
  }

  // Couple reports: those of the current link once both sides are complete, and the copies the caller
  // keeps from ended links (decision 062). A report of an ended link without a copy (removed, or ended
  // before copies were kept) is still told, as no longer the caller's to open.
  const sharedRows = await db
    .select({ id: pairAssessments.id, type: pairAssessments.assessment_type, ended: coupleLinks.ended_at })
    .from(pairAssessments)
    .innerJoin(coupleLinks, eq(coupleLinks.id, pairAssessments.couple_link_id))
    .innerJoin(assessments, and(eq(assessments.shared_id, pairAssessments.id), eq(assessments.user_id, userId)));
  const sharedDone = await completedPairs(
    db,
    'shared_id',
    sharedRows.map((r) => r.id),
  );
  const kept = new Map((await keptReportsOf(db, userId)).map((copy) => [copy.id, copy]));
  const coupleReports = new Map<string, { at: string; type: string; available: boolean }>();
  for (const row of sharedRows) {
    const at = sharedDone.get(row.id);
    if (!at) continue;
    coupleReports.set(row.id, { at: at.toISOString(), type: row.type, available: row.ended === null });
  }
  // A copy outlives the other side's answers (their account deleted): it is told from the copy alone.
  for (const copy of kept.values()) {
    coupleReports.set(copy.id, { at: copy.completed_at, type: copy.assessment_type, available: true });
  }
  for (const [id, report] of coupleReports) {
    events.push({
      id: `couple-report:${id}`,
      kind: 'couple_report_ready',
      at: report.at,
      report: { id, type: report.type, title: typeTitle(report.type), available: report.available },
    });
  }

  // Family reports: on any link the caller is (or was) part of.
  const familyRows =
    families.length === 0
      ? []
      : await db
          .select({
            id: pairAssessments.id,
            link_id: pairAssessments.family_link_id,
            type: pairAssessments.assessment_type,
          })
          .from(pairAssessments)
          .where(
            inArray(
              pairAssessments.family_link_id,
              families.map((f) => f.id),
            ),
          );
  const familyDone = await completedPairs(
    db,
    'family_id',
    familyRows.map((r) => r.id),
  );
  for (const row of familyRows) {
    const at = familyDone.get(row.id);
    const link = families.find((f) => f.id === row.link_id);
    if (!at || !link) continue;
    const type = row.type;
    events.push({
      id: `family-report:${row.id}`,
      kind: 'family_report_ready',
      at: at.toISOString(),
      report: { id: row.id, type, title: typeTitle(type), available: link.ended_at === null },
    });
  }

  // Milestones: the person's own, and those their current partner shared on this very link (never one
  // shared on an earlier link, with someone else or with the same person).
  const ownMilestones = await db.select().from(milestones).where(eq(milestones.user_id, userId));
  const sharedMilestones = partner
    ? await db
        .select()
        .from(milestones)
        .where(and(eq(milestones.user_id, partner.partner_id), eq(milestones.shared_link_id, partner.link_id)))
    : [];
  const partnerName = partner ? (names.get(partner.partner_id) ?? null) : null;
  for (const [row, mine] of [
    ...ownMilestones.map((row) => [row, true] as const),
    ...sharedMilestones.map((row) => [row, false] as const),
  ]) {
    events.push({
      id: `milestone:${row.id}`,
      kind: 'milestone',
      at: row.occurred_on,
      milestone: toMilestoneView(row, mine, mine ? null : partnerName, partner?.link_id ?? null),
    });
  }

  return events.filter((event) => matchesFilter(event.kind, filter)).sort(newestFirst);
}

/** Who ended a partner link, as its reader is told: they did, the other did, or the other's account went. */
function endedBy(link: typeof coupleLinks.$inferSelect, readerId: string): PartnerUnlinkedBy {
  if (link.end_reason === 'account_deleted') return link.ended_by === readerId ? 'me' : 'deleted_account';
  if (link.end_reason === 'unlinked') return link.ended_by === readerId ? 'me' : 'partner';
  // Ended before decision 062 recorded who ended it: told without naming anyone.
  return null;
}

/** The grammatical gender the Arabic uses for each person (a verb of which they are the subject). */
async function gendersOf(db: Db, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map<string, 'male' | 'female'>();
  const rows = await db
    .select({ id: profiles.id, gender: profiles.gender })
    .from(profiles)
    .where(inArray(profiles.id, wanted));
  return new Map(
    rows.flatMap((row) => (row.gender === 'male' || row.gender === 'female' ? [[row.id, row.gender] as const] : [])),
  );
}

/** A calendar day sorts as its noon (UTC), between the instants of that day. */
const sortKey = (at: string) => Date.parse(at.length === 10 ? `${at}T12:00:00Z` : at);
const ORDER_ON_TIE: Record<TimelineEventKind, number> = {
  milestone: 0,
  couple_report_ready: 1,
  family_report_ready: 1,
  assessment_completed: 2,
  partner_unlinked: 3,
  family_unlinked: 3,
  partner_linked: 4,
  family_linked: 4,
  account_created: 5,
};
const newestFirst = (a: TimelineEvent, b: TimelineEvent) =>
  sortKey(b.at) - sortKey(a.at) || ORDER_ON_TIE[a.kind] - ORDER_ON_TIE[b.kind] || a.id.localeCompare(b.id);

/**
 * The caller's active link, which a milestone they share is shared on. Sharing with nobody linked is
 * refused: a share made now must never reach whoever the person links with later.
 */
async function sharingLink(db: Db, userId: string, input: Milestone) {
  const [mine] = await db.select({ link_id: partners.link_id }).from(partners).where(eq(partners.user_id, userId));
  if (input.shared_with_partner && !mine) throw new AppError(409, 'not_linked', 'errors.timeline.not_linked');
  return mine?.link_id ?? null;
}

const milestoneValues = (input: Milestone, linkId: string | null) => ({
  kind: input.kind,
  title: input.title ?? null,
  occurred_on: input.date,
  note: input.note ?? null,
  shared_link_id: input.shared_with_partner ? linkId : null,
});

export async function addMilestone(db: Db, userId: string, input: Milestone) {
  const linkId = await sharingLink(db, userId, input);
  const [row] = await db
    .insert(milestones)
    .values({ user_id: userId, ...milestoneValues(input, linkId) })
    .returning();
  if (!row) throw new Error('milestone insert returned nothing');
  return toMilestoneView(row, true, null, linkId);
}

/** Only the person who added a milestone changes it; anyone else's is "not found". */
/** Sharing again shares on the current link, whatever link it was shared on before. */
export async function updateMilestone(db: Db, userId: string, id: string, input: Milestone) {
  if (!isUuid(id)) throw notFound();
  const [exists] = await db
    .select({ id: milestones.id })
    .from(milestones)
    .where(and(eq(milestones.id, id), eq(milestones.user_id, userId)));
  if (!exists) throw notFound();
  const linkId = await sharingLink(db, userId, input);
  const [row] = await db
    .update(milestones)
    .set(milestoneValues(input, linkId))
    .where(and(eq(milestones.id, id), eq(milestones.user_id, userId)))
    .returning();
  if (!row) throw notFound();
  return toMilestoneView(row, true, null, linkId);
}

export async function deleteMilestone(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const deleted = await db
    .delete(milestones)
    .where(and(eq(milestones.id, id), eq(milestones.user_id, userId)))
    .returning({ id: milestones.id });
  if (deleted.length === 0) throw notFound();
}
