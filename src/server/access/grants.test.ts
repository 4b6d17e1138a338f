import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerKeys } from '../../domain/assessment/catalogue.ts';
import { familyQuestions } from '../../domain/assessment/family-questions.ts';
import type { SafetyAnswers } from '../../domain/safety.ts';
import { assessments, counsellors, familyLinks, grants, partners } from '../db/schema.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { buildWorld, COUNSELLOR_APPLICATION, type World } from '../testing/world.ts';
import { canRead, type Resource } from './can-read.ts';
import { type GrantLevel, grantAccess, revokeGrants } from './grants.ts';

/**
 * The one access rule (decision 074) on a real database: owners, link members and grantees through
 * `canRead`, and through the routes that serve a grantee today (a result, a run with its answers). The
 * stranger of the test world plays the counsellor, verified here (decision 076); grants are written to the
 * table directly, as `grantAccess` writes them.
 */

let ctx: TestContext;
let w: World;
/** The couple's link, each partner's side of their shared assessment. */
let coupleLinkId: string;
let ownerSide: string;
let partnerSide: string;
/** The owner's supervised daughter (8-12): the link, and both sides of its completed family assessment. */
let supervisedLinkId: string;
let supervisedParentSide: string;
let supervisedChildSide: string;

const FLAGGED: SafetyAnswers = {
  afraid: 'sometimes',
  insulted: 'never',
  controlled: 'never',
  threatened: 'never',
  hurt: 'never',
  forced: 'no_answer',
};

const sideOf = async (column: 'shared_id' | 'family_id', pairId: string, perspective?: string) => {
  const rows = await ctx.database.db.select().from(assessments).where(eq(assessments[column], pairId));
  return rows.filter((row) => perspective === undefined || row.perspective === perspective);
};

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildWorld(ctx);
  await ctx.database.db.update(counsellors).set({ status: 'verified' }).where(eq(counsellors.user_id, w.stranger.id));
  const [link] = await ctx.database.db.select().from(partners).where(eq(partners.user_id, w.owner.id));
  coupleLinkId = link?.link_id ?? '';
  const sides = await sideOf('shared_id', w.sharedId);
  ownerSide = sides.find((s) => s.user_id === w.owner.id)?.id ?? '';
  partnerSide = sides.find((s) => s.user_id === w.partner.id)?.id ?? '';

  // The supervised daughter's session, answered on her father's device, and his own side.
  const [supervised] = await ctx.database.db
    .select()
    .from(familyLinks)
    .where(eq(familyLinks.child_name, 'Noor'))
    .limit(1);
  supervisedLinkId = supervised?.id ?? '';
  const child = await w.owner.json<{ assessment: { id: string } }>(
    `/api/family/assessments/${w.supervisedFamilyId}/child-session`,
    { method: 'POST' },
  );
  supervisedChildSide = child.body.assessment.id;
  supervisedParentSide = (await sideOf('family_id', w.supervisedFamilyId, 'parent'))[0]?.id ?? '';
  for (const [id, side] of [
    [supervisedChildSide, 'child'],
    [supervisedParentSide, 'parent'],
  ] as const) {
    const keys = answerKeys({ questions: familyQuestions('8-12', side, 'father_daughter') });
    const done = await w.owner.json(`/api/assessments/${id}/complete`, {
      json: { responses: Object.fromEntries(keys.map((k) => [k, 3])) },
    });
    expect(done.status).toBe(200);
  }
}, 120_000);
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.delete(grants);
});

/** A grant row as `grantAccess` writes it. */
async function grant(
  by: string,
  level: GrantLevel,
  target: { scope: 'person' } | { scope: 'couple' | 'family'; linkId: string },
  until: Date | null = null,
) {
  await ctx.database.db.insert(grants).values({
    grantee_id: w.stranger.id,
    granted_by: by,
    scope: target.scope,
    level,
    until,
    ...(target.scope === 'couple' ? { couple_link_id: target.linkId } : {}),
    ...(target.scope === 'family' ? { family_link_id: target.linkId } : {}),
  });
}
const couple = () => ({ scope: 'couple' as const, linkId: coupleLinkId });

const as = async (viewer: { id: string }, resource: Resource, level: GrantLevel = 'results') =>
  (await canRead(ctx.database.db, viewer, resource, level))?.as ?? null;
const report = (id: string) => ({ kind: 'pair_report', pair: 'couple', id }) as const;
const family = (id: string) => ({ kind: 'pair_report', pair: 'family', id }) as const;
const run = (id: string) => ({ kind: 'assessment', id }) as const;

describe('owners and members, as today', () => {
  it('lets the owner read their own result and nobody else, partner or family', async () => {
    expect(await as(w.owner, run(w.completedId), 'answers')).toBe('owner');
    for (const other of [w.partner, w.child, w.stranger, w.operator]) {
      expect(await as(other, run(w.completedId))).toBeNull();
      expect((await other.request(`/api/assessments/${w.completedId}/result`)).status).toBe(404);
    }
    expect((await w.owner.request(`/api/assessments/${w.completedId}/result`)).status).toBe(200);
  });

  it('lets both partners read the couple report as members, and family members theirs', async () => {
    expect(await as(w.owner, report(w.sharedId))).toBe('member');
    expect(await as(w.partner, report(w.sharedId))).toBe('member');
    expect(await as(w.child, report(w.sharedId))).toBeNull();
    expect(await as(w.child, family(w.familyId))).toBe('member');
    expect(await as(w.owner, family(w.familyId))).toBe('member');
    expect(await as(w.partner, family(w.familyId))).toBeNull();
    // A pair of one kind is not found as the other.
    expect(await as(w.owner, family(w.sharedId))).toBeNull();
    // Each partner's own side stays their own: a partner reads the other's only through the report.
    expect(await as(w.partner, run(ownerSide))).toBeNull();
    expect(await as(w.partner, run(partnerSide))).toBe('owner');
  });

  it('keeps the progress, kept copies and the safety check their owner’s', async () => {
    for (const kind of ['progress', 'kept_reports', 'safety_check'] as const) {
      expect(await as(w.owner, { kind, of: w.owner.id })).toBe('owner');
      expect(await as(w.partner, { kind, of: w.owner.id })).toBeNull();
    }
    expect(await as(w.owner, { kind: 'kept_report', id: w.sharedId })).toBeNull();
  });
});

describe('a grantee', () => {
  it('reads nothing without a grant', async () => {
    expect(await as(w.stranger, run(w.completedId), 'status')).toBeNull();
    expect(await as(w.stranger, { kind: 'progress', of: w.owner.id }, 'status')).toBeNull();
    expect((await w.stranger.request(`/api/assessments/${w.completedId}/result`)).status).toBe(404);
  });

  it('reads a person’s own results with their grant, up to its level', async () => {
    await grant(w.owner.id, 'results', { scope: 'person' });
    expect(await as(w.stranger, run(w.completedId), 'results')).toBe('grantee');
    expect(await as(w.stranger, { kind: 'progress', of: w.owner.id })).toBe('grantee');
    expect(await as(w.stranger, run(w.completedId), 'answers')).toBeNull();
    const result = await w.stranger.json<{ assessment_id: string }>(`/api/assessments/${w.completedId}/result`);
    expect(result.status).toBe(200);
    expect(result.body.assessment_id).toBe(w.completedId);
    // The run with its answers needs `answers`; the pages written for the owner are 404 whatever the grant.
    expect((await w.stranger.request(`/api/assessments/${w.completedId}`)).status).toBe(404);
    expect((await w.stranger.request(`/api/assessments/${w.completedId}/report.pdf`)).status).toBe(404);
    expect((await w.stranger.request(`/api/assessments/${w.completedId}/questions`)).status).toBe(404);
    // A person's grant is about their own results: not their couple's shared ones, not someone else's.
    expect(await as(w.stranger, run(ownerSide))).toBeNull();
    expect(await as(w.stranger, report(w.sharedId))).toBeNull();
    expect(await as(w.stranger, run(partnerSide))).toBeNull();

    await grant(w.owner.id, 'answers', { scope: 'person' });
    expect(await as(w.stranger, run(w.completedId), 'answers')).toBe('grantee');
    const answers = await w.stranger.json<{ id: string; responses: unknown }>(`/api/assessments/${w.completedId}`);
    expect(answers.status).toBe(200);
    expect(answers.body.responses).toBeTruthy();
  });

  it('reads nothing of a couple on one partner’s grant, and all of it on both', async () => {
    await grant(w.owner.id, 'answers', couple());
    expect(await as(w.stranger, report(w.sharedId))).toBeNull();
    expect(await as(w.stranger, run(ownerSide))).toBeNull();
    expect((await w.stranger.request(`/api/assessments/${ownerSide}/result`)).status).toBe(404);

    await grant(w.partner.id, 'results', couple());
    expect(await as(w.stranger, report(w.sharedId))).toBe('grantee');
    expect(await as(w.stranger, run(ownerSide))).toBe('grantee');
    expect(await as(w.stranger, run(partnerSide))).toBe('grantee');
    expect((await w.stranger.request(`/api/assessments/${ownerSide}/result`)).status).toBe(200);
    // Both said yes to results; only one to answers, so no answers.
    expect(await as(w.stranger, run(ownerSide), 'answers')).toBeNull();
    expect((await w.stranger.request(`/api/assessments/${ownerSide}`)).status).toBe(404);
    // The couple report's view is a partner's ("you", "your partner"): never a grantee's.
    expect((await w.stranger.request(`/api/couple/shared/${w.sharedId}/report`)).status).toBe(404);
    // The couple's grant opens the couple's data, not either person's own.
    expect(await as(w.stranger, run(w.completedId))).toBeNull();
  });

  it('is 404 on the very next request after either partner revokes', async () => {
    await grant(w.owner.id, 'results', couple());
    await grant(w.partner.id, 'results', couple());
    expect((await w.stranger.request(`/api/assessments/${partnerSide}/result`)).status).toBe(200);
    const target = { scope: 'couple', linkId: coupleLinkId, members: [w.owner.id, w.partner.id] } as const;
    expect(await revokeGrants(ctx.database.db, w.partner.id, w.stranger.id, target)).toBe(2);
    expect((await w.stranger.request(`/api/assessments/${partnerSide}/result`)).status).toBe(404);
    expect(await as(w.stranger, report(w.sharedId))).toBeNull();
    // Both rows ended: the couple's access needs both to say yes again.
    const live = await ctx.database.db.execute(sql`select count(*)::int as n from grants where revoked_at is null`);
    expect((live as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    // Someone whose yes it does not need cannot end it.
    await expect(revokeGrants(ctx.database.db, w.child.id, w.stranger.id, target)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('reads nothing once a grant’s `until` has passed', async () => {
    await grant(w.owner.id, 'results', { scope: 'person' }, new Date(Date.now() - 1000));
    expect(await as(w.stranger, run(w.completedId))).toBeNull();
    expect((await w.stranger.request(`/api/assessments/${w.completedId}/result`)).status).toBe(404);
    await grant(w.owner.id, 'results', { scope: 'person' }, new Date(Date.now() + 3_600_000));
    expect(await as(w.stranger, run(w.completedId))).toBe('grantee');
  });

  it('never reads the safety check, nor learns from a result that it showed the help card', async () => {
    await grant(w.owner.id, 'answers', { scope: 'person' });
    expect(await as(w.stranger, { kind: 'safety_check', of: w.owner.id }, 'status')).toBeNull();
    expect((await w.owner.json('/api/safety-check', { method: 'PUT', json: { answers: FLAGGED } })).status).toBe(200);
    const mine = await w.owner.json<{ private_view?: boolean }>(`/api/assessments/${w.completedId}/result`);
    expect(mine.body.private_view).toBe(true);
    const theirs = await w.stranger.json<Record<string, unknown>>(`/api/assessments/${w.completedId}/result`);
    expect(theirs.status).toBe(200);
    expect(theirs.body).not.toHaveProperty('private_view');
    await w.owner.json('/api/safety-check', { method: 'PUT', json: { skipped: true } });
    const calm = await w.owner.json<Record<string, unknown>>(`/api/assessments/${w.completedId}/result`);
    // What the grantee read is what anyone reads of an owner who never took the check.
    expect(theirs.body.ai_analysis).toEqual(calm.body.ai_analysis);
    expect(await as(w.stranger, { kind: 'safety_check', of: w.owner.id }, 'status')).toBeNull();
  });

  it('never reads a supervised child’s answers, results or report, whatever the parent grants', async () => {
    await grant(w.owner.id, 'answers', { scope: 'family', linkId: supervisedLinkId });
    await grant(w.owner.id, 'answers', { scope: 'person' });
    for (const level of ['status', 'results', 'answers'] as const) {
      expect(await as(w.stranger, run(supervisedChildSide), level)).toBeNull();
      expect(await as(w.stranger, family(w.supervisedFamilyId), level)).toBeNull();
    }
    expect((await w.stranger.request(`/api/assessments/${supervisedChildSide}`)).status).toBe(404);
    expect((await w.stranger.request(`/api/assessments/${supervisedChildSide}/result`)).status).toBe(404);
    // The grant itself works: the parent's own side of that link is readable.
    expect(await as(w.stranger, run(supervisedParentSide), 'answers')).toBe('grantee');
    // And the parent still reads the child's session, as today.
    expect(await as(w.owner, run(supervisedChildSide), 'answers')).toBe('owner');
  });

  it('needs both sides of a family link with two accounts', async () => {
    const target = { scope: 'family' as const, linkId: w.familyLinkId };
    await grant(w.owner.id, 'results', target);
    expect(await as(w.stranger, family(w.familyId))).toBeNull();
    await grant(w.child.id, 'results', target);
    expect(await as(w.stranger, family(w.familyId))).toBe('grantee');
    // The family report's view is a member's.
    expect((await w.stranger.request(`/api/family/assessments/${w.familyId}/report`)).status).toBe(404);
  });

  it('cannot be given a grant unless a verified counsellor, never a partner or family', async () => {
    const person = { scope: 'person', of: w.owner.id } as const;
    // The partner and the son are verified counsellors too: still never the owner's (decision 019 extended).
    for (const grantee of [w.partner, w.child]) {
      await ctx.database.db
        .insert(counsellors)
        .values({ user_id: grantee.id, ...COUNSELLOR_APPLICATION, gender: 'female', status: 'verified' })
        .onConflictDoUpdate({ target: counsellors.user_id, set: { status: 'verified' } });
    }
    // Someone who only applied, and someone who never did.
    await ctx.database.db
      .insert(counsellors)
      .values({ user_id: w.operator.id, ...COUNSELLOR_APPLICATION, gender: 'male' })
      .onConflictDoNothing();
    for (const grantee of [w.partner, w.child, w.operator]) {
      await expect(
        grantAccess(ctx.database.db, { granterId: w.owner.id, granteeId: grantee.id, target: person, level: 'status' }),
      ).rejects.toMatchObject({ status: 403, code: 'not_counsellor' });
    }
    // Not for someone else's data, nor to oneself.
    await expect(
      grantAccess(ctx.database.db, {
        granterId: w.partner.id,
        granteeId: w.stranger.id,
        target: person,
        level: 'status',
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      grantAccess(ctx.database.db, { granterId: w.owner.id, granteeId: w.owner.id, target: person, level: 'status' }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await ctx.database.db.select().from(grants)).toEqual([]);
    // A verified counsellor who is neither: granted.
    const row = await grantAccess(ctx.database.db, {
      granterId: w.owner.id,
      granteeId: w.stranger.id,
      target: person,
      level: 'results',
    });
    expect(row.grantee_id).toBe(w.stranger.id);
    expect(await as(w.stranger, run(w.completedId))).toBe('grantee');
    await ctx.database.db.delete(counsellors).where(eq(counsellors.user_id, w.partner.id));
    await ctx.database.db.delete(counsellors).where(eq(counsellors.user_id, w.child.id));
  });

  it('reads nothing of a couple once their link ends, whatever both granted', async () => {
    await grant(w.owner.id, 'answers', couple());
    await grant(w.partner.id, 'answers', couple());
    expect(await as(w.stranger, report(w.sharedId))).toBe('grantee');
    expect((await w.partner.request('/api/couple', { method: 'DELETE' })).status).toBe(200);
    expect(await as(w.stranger, report(w.sharedId))).toBeNull();
    expect(await as(w.stranger, run(ownerSide))).toBeNull();
    // Each partner still reads their own side; the report now only as a kept copy.
    expect(await as(w.owner, run(ownerSide))).toBe('owner');
    expect(await as(w.owner, report(w.sharedId))).toBeNull();
    expect(await as(w.owner, { kind: 'kept_report', id: w.sharedId })).toBe('owner');
    expect(await as(w.stranger, { kind: 'kept_report', id: w.sharedId })).toBeNull();
  });
});
