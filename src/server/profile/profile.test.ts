import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, profiles, user } from '../db/schema.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { snapshot } from '../testing/world.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };

describe('GET /api/profile', () => {
  it('needs a session', async () => {
    const res = await new TestClient(ctx).json<ErrorBody>('/api/profile');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('creates a missing profile on first read with language en and tier free', async () => {
    const visitor = new TestClient(ctx);
    const account = await visitor.signUp({ name: 'Huda' });
    await ctx.database.db.delete(profiles).where(eq(profiles.id, account.id));

    const res = await visitor.json<Record<string, unknown>>('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: account.id,
      email: account.email,
      full_name: 'Huda',
      language_preference: 'en',
      subscription_tier: 'free',
      age: null,
    });
    const rows = await ctx.database.db.select().from(profiles).where(eq(profiles.id, account.id));
    expect(rows).toHaveLength(1);
  });
});

describe('what the profile tells the page (issue 29, m10)', () => {
  it('says whether the person holds the operator role, so no other page asks the console', async () => {
    const visitor = new TestClient(ctx);
    const account = await visitor.signUp({ name: 'Operator To Be' });
    expect((await visitor.json<{ operator: boolean }>('/api/profile')).body.operator).toBe(false);
    await ctx.database.db.update(user).set({ role: 'operator' }).where(eq(user.id, account.id));
    expect((await visitor.json<{ operator: boolean }>('/api/profile')).body.operator).toBe(true);
    const patched = await visitor.json<{ operator: boolean }>('/api/profile', { method: 'PATCH', json: { age: 40 } });
    expect([patched.status, patched.body.operator]).toEqual([200, true]);
  });
});

describe('PATCH /api/profile', () => {
  it('saves step 2 of sign-up and partial updates', async () => {
    const visitor = new TestClient(ctx);
    await visitor.signUp();
    const step2 = await visitor.json<Record<string, unknown>>('/api/profile', {
      method: 'PATCH',
      json: { age: 29, gender: 'female', relationship_type: 'pre-marriage', relationship_status: 'good' },
    });
    expect(step2.status).toBe(200);
    expect(step2.body).toMatchObject({ age: 29, gender: 'female', relationship_type: 'pre-marriage' });

    const language = await visitor.json<Record<string, unknown>>('/api/profile', {
      method: 'PATCH',
      json: { language_preference: 'ar' },
    });
    expect(language.body).toMatchObject({ language_preference: 'ar', age: 29, relationship_status: 'good' });
  });

  it.each([
    [{ age: 12 }, 'Age must be between 13 and 120'],
    [{ age: 121 }, 'Age must be between 13 and 120'],
    [{ age: 30.5 }, 'Please give your age in whole years'],
    [{ age: '30' }, 'Age must be between 13 and 120'],
    [{ gender: 'unknown' }, 'Please choose a gender from the list'],
    [{ relationship_type: 'friends' }, 'Please choose a relationship from the list'],
    [{ relationship_status: 'great' }, 'Please choose how the relationship is today from the list'],
    [{ language_preference: 'fr' }, 'Language must be English or Arabic'],
    [{ subscription_tier: 'premium' }, 'The request contains a field that cannot be changed'],
    [{ id: '00000000-0000-0000-0000-000000000000' }, 'The request contains a field that cannot be changed'],
    [{ full_name: '   ' }, 'Please enter your full name'],
    [[1, 2], 'Some of the information sent is not valid.'],
  ])('refuses %j with a readable 400 and keeps what was saved', async (patch, message) => {
    const visitor = new TestClient(ctx);
    await visitor.signUp();
    await visitor.json('/api/profile', { method: 'PATCH', json: { age: 40 } });
    const res = await visitor.json<ErrorBody>('/api/profile', { method: 'PATCH', json: patch });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    const profile = await visitor.json<Record<string, unknown>>('/api/profile');
    expect(profile.body).toMatchObject({ age: 40, subscription_tier: 'free' });
  });

  it('only ever touches the caller’s own row', async () => {
    const alice = new TestClient(ctx);
    const bob = new TestClient(ctx);
    const aliceAccount = await alice.signUp({ name: 'Alice' });
    await bob.signUp({ name: 'Bob' });
    await bob.json('/api/profile', { method: 'PATCH', json: { full_name: 'Bob Changed' } });
    const aliceProfile = await alice.json<Record<string, unknown>>('/api/profile');
    expect(aliceProfile.body).toMatchObject({ id: aliceAccount.id, full_name: 'Alice' });
  });
});

/** Someone signed up, with an age when given. */
async function person(name: string, age?: number) {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name });
  if (age !== undefined) {
    expect((await client.request('/api/profile', { method: 'PATCH', json: { age } })).status).toBe(200);
  }
  return Object.assign(client, { account });
}

/** Two adults linked as partners through the real invitation routes. */
async function partnersOf(first: string, second: string) {
  const [a, b] = [await person(first, 30), await person(second, 31)];
  const invitation = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
  const accepted = await b.request('/api/couple/invitations/accept', { json: { token: invitation.body.token } });
  expect(accepted.status).toBe(200);
  return [a, b] as const;
}

const PARTNER_AGE = {
  en: 'You are linked with a partner, and partner links are for people aged 18 and over, so your age cannot be under 18 while the link lasts. If you are under 18, unlink from your partner first, then change your age.',
  ar: 'حسابك مرتبط بحساب شريك الحياة، وهذا الربط متاح لمن أتمّ 18 عامًا، لذا لا يمكن أن يكون عمرك أقل من 18 عامًا ما دام الربط قائمًا. إن كان عمرك أقل من 18 عامًا، فألغِ الربط مع شريك حياتك أولًا، ثم غيّر عمرك.',
};

describe('PATCH /api/profile: one name', () => {
  it('changes the account’s name with the profile’s, so the session and the partner see the new one', async () => {
    const [amal, omar] = await partnersOf('Amal', 'Omar');
    const res = await amal.json<Record<string, unknown>>('/api/profile', {
      method: 'PATCH',
      json: { full_name: '  أمل حداد  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.full_name).toBe('أمل حداد');
    const session = await amal.json<{ user: { name: string } }>('/api/auth/get-session');
    expect(session.body.user.name).toBe('أمل حداد');
    const seen = await omar.json<{ partner: { name: string } }>('/api/couple');
    expect(seen.body.partner.name).toBe('أمل حداد');
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, amal.account.id));
    expect(row?.name).toBe('أمل حداد');
  });

  it('changes neither name when the new one is refused', async () => {
    const huda = await person('Huda');
    const before = await snapshot(ctx);
    for (const full_name of ['x'.repeat(101), 'Huda\u202eadmin', 42, null]) {
      const res = await huda.json<ErrorBody>('/api/profile', { method: 'PATCH', json: { full_name } });
      expect(res.status).toBe(400);
    }
    expect(await snapshot(ctx)).toBe(before);
    const session = await huda.json<{ user: { name: string } }>('/api/auth/get-session');
    expect(session.body.user.name).toBe('Huda');
  });

  it('leaves the account’s name alone when the name is not part of the change', async () => {
    const huda = await person('Huda');
    await huda.request('/api/profile', { method: 'PATCH', json: { gender: 'female' } });
    const session = await huda.json<{ user: { name: string } }>('/api/auth/get-session');
    expect(session.body.user.name).toBe('Huda');
  });
});

describe('PATCH /api/profile: age and safeguarding (decision 036)', () => {
  it('refuses an age under 18 while linked with a partner, in both languages, and changes nothing', async () => {
    const [amal, omar] = await partnersOf('Amal', 'Omar');
    const before = await snapshot(ctx);
    for (const language of ['en', 'ar'] as const) {
      for (const age of [17, 13]) {
        const res = await amal.json<ErrorBody>('/api/profile', {
          method: 'PATCH',
          json: { full_name: 'Amal Changed', age },
          headers: { 'accept-language': language },
        });
        expect(res.status).toBe(409);
        expect(res.body.error).toEqual({ code: 'partner_age', message: PARTNER_AGE[language] });
      }
    }
    // Not even the name of a refused change is saved: the change is one.
    expect(await snapshot(ctx)).toBe(before);
    expect((await omar.json<{ partner: { name: string } }>('/api/couple')).body.partner.name).toBe('Amal');
  });

  it('lets a linked person give 18 or more, or clear the age', async () => {
    const [amal] = await partnersOf('Amal', 'Omar');
    for (const age of [18, 64, null]) {
      const res = await amal.json<Record<string, unknown>>('/api/profile', { method: 'PATCH', json: { age } });
      expect(res.status).toBe(200);
      expect(res.body.age).toBe(age);
    }
  });

  it('lets someone unlinked give an age under 18, and after unlinking too', async () => {
    const single = await person('Single', 30);
    expect((await single.request('/api/profile', { method: 'PATCH', json: { age: 16 } })).status).toBe(200);
    const [amal] = await partnersOf('Amal', 'Omar');
    expect((await amal.request('/api/couple', { method: 'DELETE' })).status).toBeLessThan(300);
    const res = await amal.json<Record<string, unknown>>('/api/profile', { method: 'PATCH', json: { age: 17 } });
    expect(res.status).toBe(200);
    expect(res.body.age).toBe(17);
  });

  it('still saves the rest for someone linked before the rule, whose unchanged age is under 18', async () => {
    const [amal] = await partnersOf('Amal', 'Omar');
    await ctx.database.db.update(profiles).set({ age: 16 }).where(eq(profiles.id, amal.account.id));
    const res = await amal.json<Record<string, unknown>>('/api/profile', {
      method: 'PATCH',
      json: { full_name: 'Amal H', age: 16, relationship_status: 'good' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ full_name: 'Amal H', age: 16 });
    // Any other age under 18 is a new statement and meets the rule.
    const other = await amal.json<ErrorBody>('/api/profile', { method: 'PATCH', json: { age: 15 } });
    expect(other.body.error.code).toBe('partner_age');
    expect(await ctx.database.db.select().from(partners).where(eq(partners.user_id, amal.account.id))).toHaveLength(1);
  });

  it('lets the child and the parent of a family link give any age: family links are for every age', async () => {
    const [father, son] = [await person('Yousef', 45), await person('Sami', 15)];
    const invitation = await father.json<{ token: string }>('/api/family/invitations', {
      json: { role: 'parent', pairing: 'father_son', age_group: '13-15' },
    });
    expect(
      (await son.request('/api/family/invitations/accept', { json: { token: invitation.body.token } })).status,
    ).toBe(200);
    for (const age of [14, 16, 17]) {
      expect((await son.request('/api/profile', { method: 'PATCH', json: { age } })).status).toBe(200);
    }
    expect((await father.request('/api/profile', { method: 'PATCH', json: { age: 50 } })).status).toBe(200);
  });
});

describe('an age under 18, once given (decision 057)', () => {
  const minorUntil = async (id: string) =>
    (await ctx.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]?.minor_until ?? null;

  it('cannot be cleared or raised to 18 until the person could be 18, so the partner rule holds', async () => {
    const teen = await person('Teen', 15);
    const until = await minorUntil(teen.account.id);
    // The latest day someone who is 15 today turns 18: three years from now.
    expect(until?.getTime()).toBeGreaterThan(Date.now() + (3 * 365 - 2) * 24 * 3600 * 1000);
    for (const age of [null, 18, 30]) {
      const res = await teen.json<ErrorBody>('/api/profile', {
        method: 'PATCH',
        json: { age, full_name: 'Changed too' },
        headers: { 'accept-language': age === null ? 'ar' : 'en' },
      });
      expect([res.status, res.body.error.code]).toEqual([409, 'age_locked']);
      expect(res.body.error.message).toMatch(age === null ? /دون 18 عامًا/ : /under 18/);
    }
    // Nothing of the refused change was saved; an age under 18 may still be corrected, never shortening the wait.
    expect((await teen.json<{ age: number; full_name: string }>('/api/profile')).body).toMatchObject({
      age: 15,
      full_name: 'Teen',
    });
    expect((await teen.request('/api/profile', { method: 'PATCH', json: { age: 17 } })).status).toBe(200);
    expect(await minorUntil(teen.account.id)).toEqual(until);
    // The review's path (clear the age, then accept an invitation) stays shut.
    const adult = await person('Adult', 30);
    const invitation = await adult.json<{ token: string }>('/api/couple/invitations', { json: {} });
    const accepted = await teen.json<ErrorBody>('/api/couple/invitations/accept', {
      json: { token: invitation.body.token },
    });
    expect(accepted.body.error.code).toBe('under_age');
    // And the profile API shows the spec's fields and what the rule means today, never its date.
    expect(Object.keys((await teen.json('/api/profile')).body)).not.toContain('minor_until');
    expect((await teen.json<{ minor: boolean }>('/api/profile')).body.minor).toBe(true);
    expect((await adult.json<{ minor: boolean }>('/api/profile')).body.minor).toBe(false);
  });

  it('counts for the partner rule even with no age stated, and lifts on the day the person could be 18', async () => {
    const teen = await person('Legacy Teen', 16);
    await ctx.database.db.update(profiles).set({ age: null }).where(eq(profiles.id, teen.account.id));
    const adult = await person('Adult Two', 30);
    const invitation = await adult.json<{ token: string }>('/api/couple/invitations', { json: {} });
    const refused = await teen.json<ErrorBody>('/api/couple/invitations/accept', {
      json: { token: invitation.body.token },
    });
    expect(refused.body.error.code).toBe('under_age');
    // The pages are told too, so they offer no partner link (issue 29, m12).
    expect((await teen.json<{ age: null; minor: boolean }>('/api/profile')).body).toMatchObject({
      age: null,
      minor: true,
    });
    // Two years later: the person may now say 18, and link.
    await ctx.database.db
      .update(profiles)
      .set({ minor_until: new Date(Date.now() - 1000) })
      .where(eq(profiles.id, teen.account.id));
    const grown = await teen.json<{ minor: boolean }>('/api/profile', { method: 'PATCH', json: { age: 18 } });
    expect([grown.status, grown.body.minor]).toEqual([200, false]);
    expect(
      (await teen.request('/api/couple/invitations/accept', { json: { token: invitation.body.token } })).status,
    ).toBe(200);
  });
});
