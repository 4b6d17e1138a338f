import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pairInvitations } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { snapshot } from '../testing/world.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };
type Invitation = { id: string; token: string; url: string; expires_at: string };

async function person(name: string, age?: number) {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name });
  if (age !== undefined) {
    expect((await client.request('/api/profile', { method: 'PATCH', json: { age } })).status).toBe(200);
  }
  return Object.assign(client, { account });
}

async function invite(client: TestClient) {
  const res = await client.json<Invitation>('/api/couple/invitations', { method: 'POST', json: {} });
  expect(res.status).toBe(201);
  return res.body;
}

describe('partner invitations', () => {
  it('creates a single-use link, stored only as a hash, valid for 7 days', async () => {
    const amal = await person('Amal');
    const invitation = await invite(amal);
    expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invitation.url).toBe(`${ctx.env.appUrl}/couple/join#${invitation.token}`);
    const days = (Date.parse(invitation.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const [row] = await ctx.database.db.select().from(pairInvitations).where(eq(pairInvitations.id, invitation.id));
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(invitation.token);
  });

  it('shows the inviter’s name, then links both accounts on accept', async () => {
    const amal = await person('Amal Haddad');
    const omar = await person('Omar Saleh');
    const { token } = await invite(amal);
    const lookup = await omar.json<{ inviter_name: string }>('/api/couple/invitations/lookup', { json: { token } });
    expect(lookup.body.inviter_name).toBe('Amal Haddad');
    const accepted = await omar.json<{ partner: { name: string } }>('/api/couple/invitations/accept', {
      json: { token },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.partner.name).toBe('Amal Haddad');
    expect((await amal.json<{ partner: { id: string } }>('/api/couple')).body.partner.id).toBe(omar.account.id);
  });

  it.each([
    ['its own inviter', 'own_invitation', 400, 'This is your own invitation link: send it to your partner to accept.'],
    ['a used link', 'invitation_used', 410, 'This invitation has already been answered. Please ask for a new link.'],
    ['a revoked link', 'invitation_revoked', 410, 'This invitation was cancelled. Please ask for a new link.'],
    [
      'an expired link',
      'invitation_expired',
      410,
      'This invitation has expired: links work for 7 days. Please ask for a new one.',
    ],
  ])('refuses %s with its own message', async (_case, code, status, message) => {
    const inviter = await person('Inviter');
    const guest = await person('Guest');
    const invitation = await invite(inviter);
    let actor = guest;
    if (code === 'own_invitation') actor = inviter;
    if (code === 'invitation_used') {
      await (await person('First')).json('/api/couple/invitations/accept', { json: { token: invitation.token } });
    }
    if (code === 'invitation_revoked') {
      expect((await inviter.request(`/api/couple/invitations/${invitation.id}`, { method: 'DELETE' })).status).toBe(
        204,
      );
    }
    if (code === 'invitation_expired') {
      await ctx.database.db
        .update(pairInvitations)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(pairInvitations.id, invitation.id));
    }
    const res = await actor.json<ErrorBody>('/api/couple/invitations/accept', { json: { token: invitation.token } });
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message).toBe(message);
    expect((await actor.json<{ partner: unknown }>('/api/couple')).body.partner).toBeNull();
  });

  it('keeps one active partner per person: inviting or accepting while linked says so', async () => {
    const a = await person('A');
    const b = await person('B');
    const c = await person('C');
    await b.json('/api/couple/invitations/accept', { json: { token: (await invite(a)).token } });
    const again = await a.json<ErrorBody>('/api/couple/invitations', { method: 'POST', json: {} });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'already_linked',
      message: 'Your account is already linked with a partner. Unlink first to link with someone else.',
    });
    const cInvite = await invite(c);
    const bAccepts = await b.json<ErrorBody>('/api/couple/invitations/accept', { json: { token: cInvite.token } });
    expect(bAccepts.body.error.code).toBe('already_linked');
  });

  it('a new link revokes the previous one', async () => {
    const inviter = await person('Inviter');
    const first = await invite(inviter);
    await invite(inviter);
    const res = await (await person('Late')).json<ErrorBody>('/api/couple/invitations/accept', {
      json: { token: first.token },
    });
    expect(res.body.error.code).toBe('invitation_revoked');
  });

  it('declining leaves both unlinked and the link used', async () => {
    const inviter = await person('Inviter');
    const guest = await person('Guest');
    const { token } = await invite(inviter);
    expect((await guest.request('/api/couple/invitations/decline', { json: { token } })).status).toBe(204);
    expect((await guest.json<{ partner: unknown }>('/api/couple')).body.partner).toBeNull();
    const res = await guest.json<ErrorBody>('/api/couple/invitations/accept', { json: { token } });
    expect(res.body.error.code).toBe('invitation_used');
  });

  it('either partner can unlink; both then stand alone and can link again', async () => {
    const a = await person('A');
    const b = await person('B');
    await b.json('/api/couple/invitations/accept', { json: { token: (await invite(a)).token } });
    expect((await b.request('/api/couple', { method: 'DELETE' })).status).toBe(200);
    expect((await a.json<{ partner: unknown }>('/api/couple')).body.partner).toBeNull();
    expect((await b.json<{ partner: unknown }>('/api/couple')).body.partner).toBeNull();
    expect((await a.request('/api/couple', { method: 'DELETE' })).status).toBe(404);
    await b.json('/api/couple/invitations/accept', { json: { token: (await invite(a)).token } });
    expect((await a.json<{ partner: { id: string } }>('/api/couple')).body.partner.id).toBe(b.account.id);
  });

  it('a stranger cannot revoke someone else’s invitation, and unknown tokens are not found', async () => {
    const owner = await person('Owner');
    const stranger = await person('Stranger');
    const invitation = await invite(owner);
    expect((await stranger.request(`/api/couple/invitations/${invitation.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await stranger.request('/api/couple/invitations/not-a-uuid', { method: 'DELETE' })).status).toBe(404);
    const unknown = await stranger.json<ErrorBody>('/api/couple/invitations/lookup', {
      json: { token: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    const junk = await stranger.json<ErrorBody>('/api/couple/invitations/accept', { json: { token: 12 } });
    expect(junk.status).toBe(400);
    // The owner's invitation still works.
    expect((await stranger.json('/api/couple/invitations/accept', { json: { token: invitation.token } })).status).toBe(
      200,
    );
  });

  it('needs a session for everything', async () => {
    const anonymous = new TestClient(ctx);
    expect((await anonymous.request('/api/couple')).status).toBe(401);
    expect((await anonymous.request('/api/couple/invitations', { method: 'POST', json: {} })).status).toBe(401);
    expect(
      (await anonymous.request('/api/couple/invitations/lookup', { json: { token: 'x'.repeat(43) } })).status,
    ).toBe(401);
  });
});

type Lookup = { inviter_name: string; already_linked: boolean; refusal: string | null };
const UNDER_AGE = {
  en: 'Linking with a partner is for people aged 18 and over, so you cannot send or accept a partner invitation.',
  ar: 'ربط الحساب بحساب شريك الحياة متاح لمن أتمّ 18 عامًا، لذا لا يمكنك إرسال دعوة الربط أو قبولها.',
};
const FAMILY_LINK = {
  en: 'You and this person are, or once were, linked as parent and child on Wifaq, so you cannot link as partners.',
  ar: 'أنتما مرتبطان في وِفاق بصلة الآباء والأبناء، أو سبق أن ارتبطتما بها، لذا لا يمكنكما الارتباط بوصفكما شريكَي حياة.',
};

describe('safeguarding: partner links are for adults', () => {
  it('refuses an invitation from someone under 18, in both languages, and changes nothing', async () => {
    const teen = await person('Teen', 17);
    expect((await teen.json<{ under_age: boolean }>('/api/couple')).body.under_age).toBe(true);
    const before = await snapshot(ctx);
    for (const language of ['en', 'ar'] as const) {
      const res = await teen.json<ErrorBody>('/api/couple/invitations', {
        json: {},
        headers: { 'accept-language': language },
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({ code: 'under_age', message: UNDER_AGE[language] });
    }
    expect(await snapshot(ctx)).toBe(before);
  });

  it('lets someone of 18 invite, and someone whose age is not given', async () => {
    const adult = await person('Adult', 18);
    expect((await adult.json<{ under_age: boolean }>('/api/couple')).body.under_age).toBe(false);
    await invite(adult);
    await invite(await person('No age given'));
  });

  it('tells someone under 18 before they answer, refuses their accept, and still lets them decline', async () => {
    const adult = await person('Adult', 30);
    const teen = await person('Teen', 16);
    const { token } = await invite(adult);
    const lookup = await teen.json<Lookup>('/api/couple/invitations/lookup', { json: { token } });
    expect(lookup.status).toBe(200);
    expect(lookup.body.refusal).toBe('under_age');
    const before = await snapshot(ctx);
    const accepted = await teen.json<ErrorBody>('/api/couple/invitations/accept', {
      json: { token },
      headers: { 'accept-language': 'ar' },
    });
    expect(accepted.status).toBe(403);
    expect(accepted.body.error).toEqual({ code: 'under_age', message: UNDER_AGE.ar });
    expect(await snapshot(ctx)).toBe(before);
    expect((await teen.json<{ partner: unknown }>('/api/couple')).body.partner).toBeNull();
    expect((await teen.request('/api/couple/invitations/decline', { json: { token } })).status).toBe(204);
  });

  it('does not let anyone accept an invitation whose sender is now under 18', async () => {
    const sender = await person('Sender', 20);
    const { token } = await invite(sender);
    await sender.request('/api/profile', { method: 'PATCH', json: { age: 17 } });
    const guest = await person('Guest', 25);
    for (const action of ['lookup', 'accept'] as const) {
      const res = await guest.json<ErrorBody>(`/api/couple/invitations/${action}`, {
        json: { token },
        headers: { 'accept-language': 'en' },
      });
      expect(res.status).toBe(410);
      expect(res.body.error).toEqual({
        code: 'invitation_unavailable',
        message: 'This invitation can no longer be accepted.',
      });
    }
    expect((await guest.json<{ partner: unknown }>('/api/couple')).body.partner).toBeNull();
  });
});

describe('safeguarding: a parent and child never link as partners', () => {
  /** A father of 50 and his daughter of 20, linked as family. */
  async function fatherAndDaughter() {
    const father = await person('Father', 50);
    const daughter = await person('Daughter', 20);
    const family = await father.json<{ token: string }>('/api/family/invitations', {
      json: { role: 'parent', pairing: 'father_daughter', age_group: '19-24' },
    });
    const link = await daughter.json<{ id: string }>('/api/family/invitations/accept', {
      json: { token: family.body.token },
    });
    expect(link.status).toBe(200);
    return { father, daughter, familyLinkId: link.body.id };
  }

  it('refuses either of them accepting the other’s partner invitation, and says why before', async () => {
    const { father, daughter } = await fatherAndDaughter();
    for (const [inviter, invitee] of [
      [father, daughter],
      [daughter, father],
    ] as const) {
      const { token } = await invite(inviter);
      const lookup = await invitee.json<Lookup>('/api/couple/invitations/lookup', { json: { token } });
      expect(lookup.body.refusal).toBe('family_link');
      const before = await snapshot(ctx);
      for (const language of ['en', 'ar'] as const) {
        const res = await invitee.json<ErrorBody>('/api/couple/invitations/accept', {
          json: { token },
          headers: { 'accept-language': language },
        });
        expect(res.status).toBe(403);
        expect(res.body.error).toEqual({ code: 'family_link', message: FAMILY_LINK[language] });
      }
      expect(await snapshot(ctx)).toBe(before);
    }
  });

  it('still refuses after the family link has ended', async () => {
    const { father, daughter, familyLinkId } = await fatherAndDaughter();
    expect((await daughter.request(`/api/family/links/${familyLinkId}`, { method: 'DELETE' })).status).toBe(204);
    const { token } = await invite(father);
    const res = await daughter.json<ErrorBody>('/api/couple/invitations/accept', { json: { token } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('family_link');
    // Anyone else may still accept the father's invitation.
    const other = await person('Someone else', 48);
    const lookup = await other.json<Lookup>('/api/couple/invitations/lookup', { json: { token } });
    expect(lookup.body.refusal).toBeNull();
    expect((await other.request('/api/couple/invitations/accept', { json: { token } })).status).toBe(200);
  });
});
