import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { assessments, familyLinks, keptCoupleReports, PAIR_KINDS, pairAssessments, partners } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { PairAssessmentRow } from '../pairs/assessments.ts';
import { PAIR_COLUMNS, type PairKindId } from '../pairs/kind.ts';
import { type GrantLevel, type GrantTarget, grantHolds } from './grants.ts';

/**
 * Who may read what (decision 074): the one rule every read of a result, a pair report, a kept copy, a PDF
 * and progress goes through. A reader is the owner of the data, a current member of the link it belongs
 * to, or a grantee (grants.ts: every person whose yes it needs has a live grant). Anyone else gets null,
 * which the routes answer as 404, exactly as for something that does not exist, never 403.
 *
 * Kinds are tables: `RULES` has a rule per resource kind and `PAIRS` one per pair kind, so adding a kind of
 * either is named by the compiler here before anything can read it.
 */

export interface Viewer {
  id: string;
}

/** Everything a person may be asked to read, one variant per kind. */
export type Resource =
  /** One run of an assessment (a person's own, or one side of a pair assessment) and its result. */
  | { kind: 'assessment'; id: string }
  /** The report of a pair assessment, computed now from both sides. */
  | { kind: 'pair_report'; pair: PairKindId; id: string }
  /** A person's own copy of a couple report, frozen when the link ended (decision 062). */
  | { kind: 'kept_report'; id: string }
  /** The list of a person's kept copies. */
  | { kind: 'kept_reports'; of: string }
  /** A person's results over time (the progress page, analytics, a result PDF's "since" line). */
  | { kind: 'progress'; of: string }
  /** The private safety check (decision 030): its owner's alone, under any grant. */
  | { kind: 'safety_check'; of: string };

export type ResourceKind = Resource['kind'];
type ResourceOf<K extends ResourceKind> = Extract<Resource, { kind: K }>;

/** How the viewer reads: as the data's owner, as a current member of its link, or by grants. */
export type ReaderRole = 'owner' | 'member' | 'grantee';

type AssessmentRow = typeof assessments.$inferSelect;
type KeptRow = typeof keptCoupleReports.$inferSelect;

/** A pair assessment on a link still active, with whose yes a grant on it needs. */
interface LivePair {
  pair: PairAssessmentRow;
  linkId: string;
  /** The link's current members with an account: who reads it as a member, and whose grants it needs. */
  members: string[];
  /**
   * The perspective of a side whose person cannot consent (a supervised child, decision 017), or null:
   * that side, and the report built from it, never reach a grantee.
   */
  sideWithoutConsent: string | null;
}

/** What each kind of resource resolves to, besides who reads it: the rows the caller reads next. */
interface Found {
  assessment: { row: AssessmentRow };
  pair_report: LivePair;
  kept_report: { row: KeptRow };
  kept_reports: Record<never, never>;
  progress: Record<never, never>;
  safety_check: Record<never, never>;
}

export type Access<K extends ResourceKind = ResourceKind> = { as: ReaderRole; level: GrantLevel } & Found[K];

type Reader = Pick<Db, 'select'>;
type Rule<K extends ResourceKind> = (
  db: Reader,
  viewer: Viewer,
  resource: ResourceOf<K>,
  level: GrantLevel,
) => Promise<Access<K> | null>;

async function pairRow(db: Reader, kind: PairKindId, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(pairAssessments)
    .where(and(eq(pairAssessments.id, id), eq(pairAssessments.kind, kind)));
  return row ?? null;
}

/** Each pair kind's link: whether it is active and who its members are. */
const PAIRS: Record<PairKindId, (db: Reader, pairId: string) => Promise<LivePair | null>> = {
  // Partners: the two `partners` rows of the link, which exist only while it is active.
  async couple(db, pairId) {
    const pair = await pairRow(db, 'couple', pairId);
    const linkId = pair?.couple_link_id;
    if (!pair || !linkId) return null;
    const rows = await db.select({ id: partners.user_id }).from(partners).where(eq(partners.link_id, linkId));
    if (rows.length === 0) return null;
    return { pair, linkId, members: rows.map((row) => row.id), sideWithoutConsent: null };
  },
  // A parent and a child; a supervised child (8-12) has no account, so the parent alone is a member.
  async family(db, pairId) {
    const pair = await pairRow(db, 'family', pairId);
    const linkId = pair?.family_link_id;
    if (!pair || !linkId) return null;
    const [link] = await db
      .select()
      .from(familyLinks)
      .where(and(eq(familyLinks.id, linkId), isNull(familyLinks.ended_at)));
    if (!link) return null;
    return {
      pair,
      linkId,
      members: link.child_id ? [link.parent_id, link.child_id] : [link.parent_id],
      sideWithoutConsent: link.child_id ? null : 'child',
    };
  },
};

/**
 * Whose yes a grantee needs to read one assessment: a side of a pair assessment is the link's data (both
 * partners' yes), a supervised child's side is nobody's to give; anything else is its owner's own.
 */
async function assessmentTarget(db: Reader, row: AssessmentRow): Promise<GrantTarget | null> {
  for (const kind of PAIR_KINDS) {
    const pairId = row[PAIR_COLUMNS[kind].side];
    if (!pairId) continue;
    const live = await PAIRS[kind](db, pairId);
    if (!live) return null;
    if (live.sideWithoutConsent !== null && row.perspective === live.sideWithoutConsent) return null;
    return { scope: kind, linkId: live.linkId, members: live.members };
  }
  return { scope: 'person', of: row.user_id };
}

const RULES: { [K in ResourceKind]: Rule<K> } = {
  async assessment(db, viewer, { id }, level) {
    if (!isUuid(id)) return null;
    const [row] = await db.select().from(assessments).where(eq(assessments.id, id));
    if (!row) return null;
    if (row.user_id === viewer.id) return { as: 'owner', level, row };
    const target = await assessmentTarget(db, row);
    return target && (await grantHolds(db, viewer.id, target, level)) ? { as: 'grantee', level, row } : null;
  },
  async pair_report(db, viewer, { pair: kind, id }, level) {
    const live = await PAIRS[kind](db, id);
    if (!live) return null;
    if (live.members.includes(viewer.id)) return { as: 'member', level, ...live };
    if (live.sideWithoutConsent !== null) return null;
    const target = { scope: kind, linkId: live.linkId, members: live.members };
    return (await grantHolds(db, viewer.id, target, level)) ? { as: 'grantee', level, ...live } : null;
  },
  // A kept copy is its holder's record of a link that has ended: nobody else's, under any grant.
  async kept_report(db, viewer, { id }, level) {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select()
      .from(keptCoupleReports)
      .where(and(eq(keptCoupleReports.owner_id, viewer.id), eq(keptCoupleReports.pair_assessment_id, id)));
    return row ? { as: 'owner', level, row } : null;
  },
  async kept_reports(_db, viewer, { of }, level) {
    return of === viewer.id ? { as: 'owner', level } : null;
  },
  async progress(db, viewer, { of }, level) {
    if (of === viewer.id) return { as: 'owner', level };
    return (await grantHolds(db, viewer.id, { scope: 'person', of }, level)) ? { as: 'grantee', level } : null;
  },
  // Never leaves its owner: no grant, link or role reads it.
  async safety_check(_db, viewer, { of }, level) {
    return of === viewer.id ? { as: 'owner', level } : null;
  },
};

/**
 * How `viewer` may read `resource` at `level`, with the rows it resolved; null when they may not. Owners
 * and members read at every level their own pages show; a grantee only as far as their grants reach.
 */
export async function canRead<K extends ResourceKind>(
  db: Reader,
  viewer: Viewer,
  resource: ResourceOf<K>,
  level: GrantLevel,
): Promise<Access<K> | null> {
  const rule = RULES[resource.kind] as Rule<K>;
  return rule(db, viewer, resource, level);
}

/**
 * `canRead` for a route whose view is written for some readers only (a page that says "you" is its owner's,
 * a report from one side is a member's): anyone else, grantees included, gets 404, never 403.
 */
export async function readOr404<K extends ResourceKind, R extends ReaderRole>(
  db: Reader,
  viewer: Viewer,
  resource: ResourceOf<K>,
  level: GrantLevel,
  readers: readonly R[],
): Promise<Access<K> & { as: R }> {
  const access = await canRead(db, viewer, resource, level);
  if (!access || !(readers as readonly ReaderRole[]).includes(access.as)) throw notFound();
  return access as Access<K> & { as: R };
}
