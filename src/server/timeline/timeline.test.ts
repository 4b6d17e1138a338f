import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyLinks } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { buildWorld, snapshot } from '../testing/world.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Event {
  id: string;
  kind: string;
  at: string;
  assessment?: { id: string; score: number; pattern: string | null; title: { en: string } };
  person?: { name: string | null; role?: string; supervised?: boolean; gender?: string | null };
  by?: string | null;
  report?: { id: string; available: boolean };
  milestone?: {
    id: string;
    kind: string;
    title: string | null;
    date: string;
    note?: string | null;
    shared_with_partner?: boolean;
    mine: boolean;
    owner_name: string | null;
  };
}
const timeline = async (client: TestClient, filter = 'all') =>
  (await client.json<{ events: Event[] }>(`/api/timeline?filter=${filter}`)).body.events;
const kinds = (events: Event[]) => events.map((e) => e.kind);

describe('the relationship timeline', () => {
  it('tells each partner the story from what happened, newest first', async () => {
    const w = await buildWorld(ctx);
    const events = await timeline(w.owner);
    expect(kinds(events)).toEqual(
      expect.arrayContaining([
        'account_created',
        'assessment_completed',
        'partner_linked',
        'couple_report_ready',
        'family_linked',
        'family_report_ready',
        'milestone',
      ]),
    );
    const times = events.map((e) => Date.parse(e.at.length === 10 ? `${e.at}T12:00:00Z` : e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(events.at(-1)?.kind === 'account_created' || events.at(-1)?.kind === 'milestone').toBe(true);
    const completed = events.find((e) => e.assessment?.id === w.completedId);
    // Every answer 3 ("Neutral"): today is 60, so rules version 3 say Growth Opportunity, not High Alignment.
    expect(completed?.assessment).toMatchObject({
      score: 100,
      pattern: 'growth_opportunity',
      title: { en: 'Intimacy' },
    });
    expect(events.find((e) => e.kind === 'partner_linked')?.person?.name).toBe('Partner');
    expect(events.find((e) => e.kind === 'family_linked' && e.person?.supervised)?.person?.name).toBe('Noor');
    expect(events.find((e) => e.kind === 'couple_report_ready')?.report).toEqual(
      expect.objectContaining({ id: w.sharedId, available: true }),
    );
    // The partner sees the same couple events from their side.
    const partners = await timeline(w.partner);
    expect(partners.find((e) => e.kind === 'partner_linked')?.person?.name).toBe('Owner');
    expect(partners.find((e) => e.kind === 'couple_report_ready')?.report?.id).toBe(w.sharedId);
  });

  it('filters into assessments, together and milestones', async () => {
    const w = await buildWorld(ctx);
    expect(new Set(kinds(await timeline(w.owner, 'assessments')))).toEqual(new Set(['assessment_completed']));
    expect(new Set(kinds(await timeline(w.owner, 'milestones')))).toEqual(new Set(['milestone', 'account_created']));
    const together = new Set(kinds(await timeline(w.owner, 'together')));
    expect(together.has('partner_linked') && together.has('family_report_ready')).toBe(true);
    expect(together.has('assessment_completed')).toBe(false);
    const bad = await w.owner.json<{ error: { code: string } }>('/api/timeline?filter=everything');
    expect(bad.status).toBe(400);
  });
});

describe('milestones', () => {
  it('are added, changed and deleted by their owner, with dates as calendar days', async () => {
    const me = new TestClient(ctx);
    await me.signUp({ name: 'Dina Fares' });
    const added = await me.json<{ id: string; kind: string; date: string; title: string | null }>(
      '/api/timeline/milestones',
      { json: { kind: 'custom', title: 'Our first home in Amman', date: '2023-09-30', note: 'Boxes everywhere' } },
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ kind: 'custom', date: '2023-09-30', title: 'Our first home in Amman' });
    const changed = await me.json(`/api/timeline/milestones/${added.body.id}`, {
      method: 'PUT',
      json: { kind: 'new_home', title: '', date: '2023-10-01' },
    });
    expect(changed.body).toMatchObject({ kind: 'new_home', title: null, note: null, date: '2023-10-01' });
    const onTimeline = (await timeline(me)).find((e) => e.kind === 'milestone');
    expect(onTimeline).toMatchObject({ at: '2023-10-01', milestone: { id: added.body.id, mine: true } });
    expect((await me.request(`/api/timeline/milestones/${added.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await timeline(me)).some((e) => e.kind === 'milestone')).toBe(false);
  });

  it('refuses a bad milestone with a clear message, and keeps what was saved', async () => {
    const w = await buildWorld(ctx);
    const before = await snapshot(ctx);
    const noTitle = await w.owner.json<{ error: { code: string; message: string } }>('/api/timeline/milestones', {
      json: { kind: 'custom', date: '2025-01-01' },
      headers: { 'accept-language': 'en' },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.message).toBe('Give this milestone a title.');
    const badDay = await w.owner.json<{ error: { message: string } }>(`/api/timeline/milestones/${w.milestoneId}`, {
      method: 'PUT',
      json: { kind: 'wedding', date: '2025-02-30' },
      headers: { 'accept-language': 'ar' },
    });
    expect(badDay.status).toBe(400);
    expect(badDay.body.error.message).toBe('أدخل تاريخًا صحيحًا بين عامَي 1900 و2100.');
    const long = await w.owner.json<{ error: { message: string } }>('/api/timeline/milestones', {
      json: { kind: 'wedding', date: '2025-01-01', note: 'x'.repeat(501) },
      headers: { 'accept-language': 'en' },
    });
    expect(long.body.error.message).toBe('Please keep the note to 500 characters.');
    expect(await snapshot(ctx)).toBe(before);
  });

  it('shows a shared milestone to the linked partner, read-only, and a private one to nobody else', async () => {
    const w = await buildWorld(ctx);
    const privateOne = await w.owner.json<{ id: string }>('/api/timeline/milestones', {
      json: { kind: 'anniversary', date: '2025-05-17', note: 'Just us' },
    });
    const partners = await timeline(w.partner, 'milestones');
    const shared = partners.find((e) => e.milestone?.id === w.milestoneId);
    expect(shared?.milestone).toMatchObject({ kind: 'nikah', mine: false, owner_name: 'Owner' });
    expect(partners.some((e) => e.milestone?.id === privateOne.body.id)).toBe(false);
    expect(
      (
        await w.partner.request(`/api/timeline/milestones/${w.milestoneId}`, {
          method: 'PUT',
          json: { kind: 'wedding', date: '2024-06-01' },
        })
      ).status,
    ).toBe(404);
    expect((await w.partner.request(`/api/timeline/milestones/${w.milestoneId}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await timeline(w.stranger)).some((e) => e.kind === 'milestone' && e.milestone?.mine === false)).toBe(false);
  });

  it('after unlinking: each is told who ended it, keeps the reports, and shared milestones stop showing', async () => {
    const w = await buildWorld(ctx);
    expect((await w.partner.request('/api/couple', { method: 'DELETE' })).status).toBe(200);
    for (const [client, by] of [
      [w.owner, 'partner'],
      [w.partner, 'me'],
    ] as const) {
      const events = await timeline(client);
      expect(events.find((e) => e.kind === 'partner_unlinked')?.by).toBe(by);
      // Each keeps their copy of the couple report (decision 062).
      expect(events.find((e) => e.kind === 'couple_report_ready')?.report?.available).toBe(true);
    }
    expect((await timeline(w.partner)).some((e) => e.milestone?.id === w.milestoneId)).toBe(false);
    expect((await timeline(w.owner)).some((e) => e.milestone?.id === w.milestoneId)).toBe(true);
  });

  it('keeps a milestone shared on one link from the next partner, until its owner shares it again', async () => {
    const w = await buildWorld(ctx);
    expect((await w.partner.request('/api/couple', { method: 'DELETE' })).status).toBe(200);
    const carol = new TestClient(ctx);
    await carol.signUp({ name: 'Carol' });
    const invite = await w.owner.json<{ token: string }>('/api/couple/invitations', { json: {} });
    expect((await carol.request('/api/couple/invitations/accept', { json: { token: invite.body.token } })).status).toBe(
      200,
    );
    expect((await timeline(carol)).some((e) => e.milestone?.id === w.milestoneId)).toBe(false);
    // The owner sees it as not shared with the partner they have now.
    const own = (await timeline(w.owner)).find((e) => e.milestone?.id === w.milestoneId);
    expect(own?.milestone).toMatchObject({ mine: true, shared_with_partner: false });
    // Sharing it again is a new choice, made for this partner.
    const again = await w.owner.json(`/api/timeline/milestones/${w.milestoneId}`, {
      method: 'PUT',
      json: { kind: 'nikah', date: '2024-05-17', note: 'With both families', shared_with_partner: true },
    });
    expect(again.body).toMatchObject({ shared_with_partner: true });
    const carols = (await timeline(carol)).find((e) => e.milestone?.id === w.milestoneId);
    expect(carols?.milestone).toMatchObject({ mine: false, owner_name: 'Owner', note: 'With both families' });
    // …and the former partner, linked again with nobody, still sees nothing of it.
    expect((await timeline(w.partner)).some((e) => e.milestone?.id === w.milestoneId)).toBe(false);
  });

  it('does not show a milestone shared on an earlier link when the same two link again', async () => {
    const w = await buildWorld(ctx);
    await w.partner.request('/api/couple', { method: 'DELETE' });
    const invite = await w.owner.json<{ token: string }>('/api/couple/invitations', { json: {} });
    await w.partner.request('/api/couple/invitations/accept', { json: { token: invite.body.token } });
    expect((await timeline(w.partner)).some((e) => e.milestone?.id === w.milestoneId)).toBe(false);
  });

  it('shares only with a linked partner: sharing with nobody linked is refused and nothing is saved', async () => {
    const me = new TestClient(ctx);
    await me.signUp({ name: 'Huda' });
    const before = await snapshot(ctx);
    const milestone = { kind: 'engagement', date: '2025-02-14', shared_with_partner: true };
    const en = await me.json<{ error: { code: string; message: string } }>('/api/timeline/milestones', {
      json: milestone,
      headers: { 'accept-language': 'en' },
    });
    expect(en.status).toBe(409);
    expect(en.body.error).toEqual({
      code: 'not_linked',
      message: 'Link with your partner first: a milestone is shared with the partner you are linked with now.',
    });
    const ar = await me.json<{ error: { message: string } }>('/api/timeline/milestones', {
      json: milestone,
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.body.error.message).toBe(
      'اربط حسابك بحساب شريك حياتك أولًا، فالمناسبة تُشارَك مع الشريك المرتبط بحسابك الآن.',
    );
    expect(await snapshot(ctx)).toBe(before);
    const kept = await me.json<{ id: string; shared_with_partner: boolean }>('/api/timeline/milestones', {
      json: { ...milestone, shared_with_partner: false },
    });
    expect(kept.status).toBe(201);
    const put = await me.json<{ error: { code: string } }>(`/api/timeline/milestones/${kept.body.id}`, {
      method: 'PUT',
      json: milestone,
    });
    expect(put.status).toBe(409);
    expect(put.body.error.code).toBe('not_linked');
  });

  it('keeps the partner’s link history after their account is deleted, without their name', async () => {
    const w = await buildWorld(ctx);
    const gone = await w.partner.request('/api/account/delete', {
      json: { password: 'correct horse 42' },
    });
    expect(gone.status).toBe(200);
    const events = await timeline(w.owner);
    const linked = events.find((e) => e.kind === 'partner_linked');
    expect(linked?.person?.name ?? null).toBeNull();
    expect(events.find((e) => e.kind === 'partner_unlinked')).toMatchObject({
      by: 'deleted_account',
      person: { name: null },
    });
  });
});

/** A parent and a grown child, each with an account, linked by the parent's invitation. */
async function family(pairing: 'mother_daughter' | 'father_son', parentName: string, childName: string) {
  const parent = new TestClient(ctx);
  await parent.signUp({ name: parentName });
  const child = new TestClient(ctx);
  await child.signUp({ name: childName });
  const invitation = await parent.json<{ token: string }>('/api/family/invitations', {
    json: { role: 'parent', pairing, age_group: '19-24' },
  });
  expect(invitation.status).toBe(201);
  const accepted = await child.json<{ id: string }>('/api/family/invitations/accept', {
    json: { token: invitation.body.token },
  });
  expect(accepted.status).toBe(200);
  return { parent, child, linkId: accepted.body.id };
}
const ended = async (client: TestClient) =>
  (await timeline(client, 'together')).find((event) => event.kind === 'family_unlinked');

// Issue 29 item 2 (decision 063, as 062 for a couple): the one who did not end a family link is not told
// "You unlinked"; they read who did, and the Arabic verb agrees with that person, whom the pairing names.
describe('the end of a family link on each timeline', () => {
  it('tells a mother her daughter ended it, and the daughter that she did', async () => {
    const { parent, child, linkId } = await family('mother_daughter', 'Mariam Odeh', 'Huda Odeh');
    expect((await child.request(`/api/family/links/${linkId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await ended(parent)).toMatchObject({
      by: 'other',
      person: { name: 'Huda Odeh', role: 'child', gender: 'female' },
    });
    expect(await ended(child)).toMatchObject({
      by: 'me',
      person: { name: 'Mariam Odeh', role: 'parent', gender: 'female' },
    });
  });

  it('tells a son his father ended it, and the father that he did', async () => {
    const { parent, child, linkId } = await family('father_son', 'Yousef Nasser', 'Sami Nasser');
    expect((await parent.request(`/api/family/links/${linkId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await ended(child)).toMatchObject({
      by: 'other',
      person: { name: 'Yousef Nasser', role: 'parent', gender: 'male' },
    });
    expect(await ended(parent)).toMatchObject({ by: 'me', person: { name: 'Sami Nasser', gender: 'male' } });
  });

  it('names nobody as the one who ended a link ended before that was recorded', async () => {
    const { parent, child, linkId } = await family('father_son', 'Karim Saad', 'Omar Saad');
    // As a link ended before migration 0026 reads: ended, with nobody recorded.
    await ctx.database.db.update(familyLinks).set({ ended_at: new Date() }).where(eq(familyLinks.id, linkId));
    expect(await ended(parent)).toMatchObject({ by: null });
    expect(await ended(child)).toMatchObject({ by: null });
  });
});
