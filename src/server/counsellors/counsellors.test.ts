import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNSELLOR_BIO_MAX } from '../../domain/limits.ts';
import { canRead } from '../access/can-read.ts';
import { auditLog, counsellors, grants } from '../db/schema.ts';
import { translate } from '../i18n.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { signedInOperator } from '../testing/two-factor.ts';
import { COUNSELLOR_APPLICATION, fullAnswers } from '../testing/world.ts';

/** Counsellor accounts (issue 31 item 2, decision 076): applying, verifying, the directory, and suspension. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string } };
type Listing = Record<string, unknown> & { public_id: string; display_name: string };

async function member() {
  const client = new TestClient(ctx);
  return Object.assign(client, await client.signUp());
}

const application = (overrides: Record<string, unknown> = {}) => ({ ...COUNSELLOR_APPLICATION, ...overrides });

/** A person who applied with `overrides`, verified by `op` when asked. */
async function counsellor(
  op: TestClient | null,
  overrides: Record<string, unknown> = {},
  listed = true,
): Promise<TestClient & { id: string; email: string }> {
  const person = await member();
  expect((await person.json('/api/counsellors/application', { json: application(overrides) })).status).toBe(201);
  if (op) {
    expect((await op.json(`/api/admin/counsellors/${person.id}/verify`, { method: 'POST' })).status).toBe(200);
    if (listed)
      expect((await person.json('/api/counsellors/me/listing', { method: 'PUT', json: { listed: true } })).status).toBe(
        200,
      );
  }
  return person;
}

describe('applying', () => {
  it('takes one application per account and shows it to its owner as applied', async () => {
    const person = await member();
    expect((await person.request('/api/counsellors/me')).status).toBe(404);
    const sent = await person.json<{ status: string; listed: boolean }>('/api/counsellors/application', {
      json: application(),
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'applied', listed: false, country: 'JO', languages: ['ar', 'en'] });
    const mine = await person.json<{ status: string; display_name: string }>('/api/counsellors/me');
    expect(mine.body).toMatchObject({ status: 'applied', display_name: COUNSELLOR_APPLICATION.display_name });
    // The application is the person's own data: in their export, without the operators' record of who decided.
    const exported = await person.json<{ counsellor_application: Record<string, unknown> | null }>(
      '/api/account/export',
      { json: { password: person.password } },
    );
    expect(exported.status).toBe(200);
    expect(exported.body.counsellor_application).toMatchObject({ status: 'applied', country: 'JO' });
    expect(exported.body.counsellor_application).not.toHaveProperty('verified_by');
    const again = await person.json<ErrorBody>('/api/counsellors/application', { json: application() });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_applied');
    // Not verified: not listed, and not in the directory.
    const listing = await person.json<ErrorBody>('/api/counsellors/me/listing', {
      method: 'PUT',
      json: { listed: true },
    });
    expect(listing.status).toBe(409);
    expect(listing.body.error.code).toBe('not_verified');
  });

  it.each([
    ['display_name missing', { display_name: undefined }, 'validation.counsellorNameRequired'],
    ['display_name blank', { display_name: '   ' }, 'validation.counsellorNameRequired'],
    ['display_name too long', { display_name: 'x'.repeat(101) }, 'validation.counsellorNameLong'],
    ['credential missing', { credential: undefined }, 'validation.counsellorCredentialRequired'],
    ['credential too long', { credential: 'x'.repeat(201) }, 'validation.counsellorCredentialLong'],
    ['country lower case', { country: 'jo' }, 'validation.countryInvalid'],
    ['country of three letters', { country: 'JOR' }, 'validation.countryInvalid'],
    ['country missing', { country: undefined }, 'validation.countryInvalid'],
    ['a language not offered', { languages: ['fr'] }, 'validation.counsellorLanguageInvalid'],
    ['no language', { languages: [] }, 'validation.counsellorLanguageInvalid'],
    ['a language twice', { languages: ['ar', 'ar'] }, 'validation.counsellorLanguageInvalid'],
    ['languages not a list', { languages: 'ar' }, 'validation.counsellorLanguageInvalid'],
    ['gender not offered', { gender: 'other' }, 'validation.genderInvalid'],
    ['gender missing', { gender: undefined }, 'validation.genderInvalid'],
    ['bio missing', { bio: undefined }, 'validation.counsellorBioRequired'],
    ['bio too long', { bio: 'x'.repeat(COUNSELLOR_BIO_MAX + 1) }, 'validation.counsellorBioLong'],
    ['a name with a direction override', { display_name: 'Salma \u202eHaddad' }, 'validation.textDirectionCharacters'],
    ['an unknown field', { status: 'verified' }, 'validation.unknownField'],
  ])('refuses %s with 400, storing nothing', async (_name, overrides, key) => {
    const person = await member();
    const refused = await person.json<ErrorBody>('/api/counsellors/application', {
      json: JSON.parse(JSON.stringify(application(overrides))),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(translate(key, 'en'));
    expect(await ctx.database.db.select().from(counsellors).where(eq(counsellors.user_id, person.id))).toEqual([]);
  });

  it('takes a bio of exactly the limit, and says the limit in Arabic', async () => {
    const person = await member();
    const arabic = await person.json<ErrorBody>('/api/counsellors/application', {
      json: application({ bio: 'x'.repeat(COUNSELLOR_BIO_MAX + 1) }),
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body.error.message).toBe(`لا تتجاوز النبذة ${COUNSELLOR_BIO_MAX} حرفًا.`);
    const fits = await person.json('/api/counsellors/application', {
      json: application({ bio: 'x'.repeat(COUNSELLOR_BIO_MAX) }),
    });
    expect(fits.status).toBe(201);
  });

  it('refuses someone under 18, storing nothing', async () => {
    const person = await member();
    expect((await person.json('/api/profile', { method: 'PATCH', json: { age: 16 } })).status).toBe(200);
    const refused = await person.json<ErrorBody>('/api/counsellors/application', { json: application() });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('under_age');
    expect(await ctx.database.db.select().from(counsellors).where(eq(counsellors.user_id, person.id))).toEqual([]);
  });

  it('needs a signed-in person', async () => {
    expect((await new TestClient(ctx).json('/api/counsellors/application', { json: application() })).status).toBe(401);
    expect((await new TestClient(ctx).request('/api/counsellors')).status).toBe(401);
  });
});

describe('the operator', () => {
  it('lists applications and verifies one, audited; a verified counsellor may list themselves', async () => {
    const op = await signedInOperator(ctx);
    const person = await counsellor(null);
    const list = await op.json<{ counsellors: { id: string; email: string; status: string }[] }>(
      '/api/admin/counsellors?status=applied',
    );
    expect(list.body.counsellors.find((row) => row.id === person.id)).toMatchObject({
      email: person.email,
      status: 'applied',
    });
    const verified = await op.json<{ status: string }>(`/api/admin/counsellors/${person.id}/verify`, {
      method: 'POST',
    });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('verified');
    const [row] = await ctx.database.db.select().from(counsellors).where(eq(counsellors.user_id, person.id));
    expect(row).toMatchObject({ status: 'verified', verified_by: op.id, listed: false });
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_user_id, person.id), eq(auditLog.action, 'counsellor.verify')));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_id: op.id, details: { from: 'applied', to: 'verified' } });
    // A decision that does not follow from where it stands.
    const again = await op.json<ErrorBody>(`/api/admin/counsellors/${person.id}/reject`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await op.json('/api/admin/counsellors?status=nonsense')).status).toBe(400);
    expect((await op.request('/api/admin/counsellors/not-a-uuid/verify', { method: 'POST' })).status).toBe(404);
    const listed = await person.json<{ listed: boolean }>('/api/counsellors/me/listing', {
      method: 'PUT',
      json: { listed: true },
    });
    expect(listed.body.listed).toBe(true);
  });

  it('rejects an application, audited; the rejected person cannot apply again', async () => {
    const op = await signedInOperator(ctx);
    const person = await counsellor(null);
    expect((await op.json(`/api/admin/counsellors/${person.id}/reject`, { method: 'POST' })).status).toBe(200);
    expect((await person.json<{ status: string }>('/api/counsellors/me')).body.status).toBe('rejected');
    expect((await person.json('/api/counsellors/application', { json: application() })).status).toBe(409);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_user_id, person.id), eq(auditLog.action, 'counsellor.reject')));
    expect(audited).toHaveLength(1);
  });

  it('is the only one who reaches the admin routes: anyone else gets 404 and changes nothing', async () => {
    const person = await counsellor(null);
    const other = await member();
    for (const client of [person, other, new TestClient(ctx)]) {
      expect((await client.request('/api/admin/counsellors')).status).toBe(404);
      for (const decision of ['verify', 'reject', 'suspend'])
        expect(
          (await client.request(`/api/admin/counsellors/${person.id}/${decision}`, { method: 'POST' })).status,
        ).toBe(404);
    }
    expect((await person.json<{ status: string }>('/api/counsellors/me')).body.status).toBe('applied');
  });
});

describe('the directory', () => {
  it('shows only verified, listed counsellors, filtered, with public fields only', async () => {
    const op = await signedInOperator(ctx);
    const tag = crypto.randomUUID().slice(0, 8);
    const arabicWoman = await counsellor(op, { display_name: `A ${tag}`, languages: ['ar'], country: 'SA' });
    const bothMan = await counsellor(op, {
      display_name: `B ${tag}`,
      languages: ['en', 'ar'],
      country: 'AE',
      gender: 'male',
    });
    const englishWoman = await counsellor(op, { display_name: `C ${tag}`, languages: ['en'], country: 'SA' });
    const unlisted = await counsellor(op, { display_name: `D ${tag}` }, false);
    const applied = await counsellor(null, { display_name: `E ${tag}` });
    const suspended = await counsellor(op, { display_name: `F ${tag}` });
    expect((await op.json(`/api/admin/counsellors/${suspended.id}/suspend`, { method: 'POST' })).status).toBe(200);

    const client = await member();
    const names = async (query: string) => {
      const res = await client.json<{ counsellors: Listing[] }>(`/api/counsellors${query}`);
      expect(res.status).toBe(200);
      return res.body.counsellors.map((c) => c.display_name).filter((name) => name.endsWith(tag));
    };
    expect(await names('')).toEqual([`A ${tag}`, `B ${tag}`, `C ${tag}`]);
    expect(await names('?language=ar')).toEqual([`A ${tag}`, `B ${tag}`]);
    expect(await names('?language=en&country=SA')).toEqual([`C ${tag}`]);
    expect(await names('?gender=male')).toEqual([`B ${tag}`]);
    expect(await names('?gender=female&country=SA&language=ar')).toEqual([`A ${tag}`]);
    expect((await client.request('/api/counsellors?country=sa')).status).toBe(400);
    expect((await client.request('/api/counsellors?language=fr')).status).toBe(400);
    expect((await client.request('/api/counsellors?gender=other')).status).toBe(400);

    // Nothing that names an account: no address, no account id, anywhere in the answer.
    const raw = await (await client.request('/api/counsellors')).text();
    for (const person of [arabicWoman, bothMan, englishWoman, unlisted, applied, suspended]) {
      expect(raw).not.toContain(person.id);
      expect(raw.toLowerCase()).not.toContain(person.email.toLowerCase());
    }
    const all = (await client.json<{ counsellors: Listing[] }>('/api/counsellors')).body.counsellors;
    const mine = all.find((c) => c.display_name === `A ${tag}`);
    expect(Object.keys(mine ?? {}).sort()).toEqual(
      ['bio', 'country', 'credential', 'display_name', 'gender', 'languages', 'public_id'].sort(),
    );
    const [row] = await ctx.database.db.select().from(counsellors).where(eq(counsellors.user_id, arabicWoman.id));
    expect(mine?.public_id).toBe(row?.public_id);
    expect(row?.public_id).not.toBe(arabicWoman.id);

    // Unlisting takes them out at once.
    await arabicWoman.json('/api/counsellors/me/listing', { method: 'PUT', json: { listed: false } });
    expect(await names('?language=ar')).toEqual([`B ${tag}`]);
  });
});

describe('suspension', () => {
  it('stops a grant from holding on the next read, and verifying again restores it', async () => {
    const op = await signedInOperator(ctx);
    const reader = await counsellor(op);
    const client = await member();
    const started = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'values' } });
    const done = await client.json(`/api/assessments/${started.body.id}/complete`, {
      json: { responses: fullAnswers('values') },
    });
    expect(done.status).toBe(200);
    await ctx.database.db
      .insert(grants)
      .values({ grantee_id: reader.id, granted_by: client.id, scope: 'person', level: 'results' });
    const resource = { kind: 'assessment', id: started.body.id } as const;
    const reads = async () => (await canRead(ctx.database.db, reader, resource, 'results'))?.as ?? null;

    expect(await reads()).toBe('grantee');
    expect((await reader.request(`/api/assessments/${started.body.id}/result`)).status).toBe(200);

    const suspended = await op.json<{ status: string; listed: boolean }>(
      `/api/admin/counsellors/${reader.id}/suspend`,
      { method: 'POST' },
    );
    expect(suspended.body).toMatchObject({ status: 'suspended', listed: false });
    expect(await reads()).toBeNull();
    expect((await reader.request(`/api/assessments/${started.body.id}/result`)).status).toBe(404);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_user_id, reader.id), eq(auditLog.action, 'counsellor.suspend')));
    expect(audited).toHaveLength(1);
    // A suspended counsellor cannot list themselves back.
    expect((await reader.json('/api/counsellors/me/listing', { method: 'PUT', json: { listed: true } })).status).toBe(
      409,
    );

    expect((await op.json(`/api/admin/counsellors/${reader.id}/verify`, { method: 'POST' })).status).toBe(200);
    expect(await reads()).toBe('grantee');
  });
});
