import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, fromPglite } from '../db/client.ts';
import { databaseAt } from '../testing/migrations.ts';
import { listShared } from './couple.ts';
import { listFamilyAssessments } from './family.ts';

/**
 * The migration that merges the couple and family tables into the pair engine's (0011): a database as
 * it was before it, with rows of every kind, then migrated, keeps every invitation, pair assessment,
 * side and link under the same ids, so every stored URL and every side's `shared_id`/`family_id` still
 * leads where it did.
 */

const BEFORE = '0010_forget_unkeyed_signin_hashes';
let client: PGlite;
let close: () => Promise<void>;
let database: Database;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const alice = uuid(1);
const bob = uuid(2);
const parent = uuid(3);
const son = uuid(4);
const coupleLink = uuid(101);
const familyLink = uuid(102);
const supervisedLink = uuid(103);
const acceptedInvite = uuid(201);
const pendingInvite = uuid(202);
const familyInvite = uuid(203);
const shared = uuid(301);
const familyPair = uuid(302);
const supervisedPair = uuid(303);
const aliceSide = uuid(401);
const bobSide = uuid(402);
const parentSide = uuid(403);
const sonSide = uuid(404);
const supervisedParentSide = uuid(405);
const supervisedChildSide = uuid(406);
const advice = { pending: ['ar'], attempted: ['en', 'ar'], translations: { en: { summary: 'kept' } } };

beforeAll(async () => {
  ({ client, close } = await databaseAt(BEFORE, { [alice]: 'Alice', [bob]: 'Bob', [parent]: 'Parent', [son]: 'Son' }));
  await client.query(
    `insert into partner_invitations (id, inviter_id, token_hash, status, expires_at, responded_by, responded_at) values
      ($1, $3, 'hash-accepted', 'accepted', now() + interval '1 day', $4, now()),
      ($2, $4, 'hash-pending', 'pending', now() + interval '3 days', null, null)`,
    [acceptedInvite, pendingInvite, alice, bob],
  );
  await client.query(
    `insert into family_invitations (id, inviter_id, inviter_role, pairing, age_group, token_hash, status, expires_at)
      values ($1, $2, 'parent', 'father_son', '16-18', 'hash-family', 'pending', now() + interval '2 days')`,
    [familyInvite, parent],
  );
  await client.query('insert into couple_links (id, first_user_id, second_user_id) values ($1, $2, $3)', [
    coupleLink,
    alice,
    bob,
  ]);
  await client.query('insert into partners (user_id, partner_id, link_id) values ($1, $2, $3), ($2, $1, $3)', [
    alice,
    bob,
    coupleLink,
  ]);
  await client.query(
    `insert into family_links (id, parent_id, child_id, pairing, age_group, child_name) values
      ($1, $3, $4, 'father_son', '16-18', null),
      ($2, $3, null, 'father_daughter', '8-12', 'Noor')`,
    [familyLink, supervisedLink, parent, son],
  );
  await client.query(
    `insert into shared_assessments (id, link_id, assessment_type, created_by, advice)
      values ($1, $2, 'communication', $3, $4)`,
    [shared, coupleLink, alice, JSON.stringify(advice)],
  );
  await client.query(`insert into family_assessments (id, link_id, created_by) values ($1, $3, $5), ($2, $4, $5)`, [
    familyPair,
    supervisedPair,
    familyLink,
    supervisedLink,
    parent,
  ]);
  await client.query(
    `insert into assessments (id, user_id, assessment_type, status, shared_id, family_id, perspective) values
      ($1, $7, 'communication', 'completed', $9, null, null),
      ($2, $8, 'communication', 'in_progress', $9, null, null),
      ($3, $10, 'family:16-18:father_son', 'completed', null, $11, 'parent'),
      ($4, $12, 'family:16-18:father_son', 'in_progress', null, $11, 'child'),
      ($5, $10, 'family:8-12:father_daughter', 'in_progress', null, $13, 'parent'),
      ($6, $10, 'family:8-12:father_daughter', 'in_progress', null, $13, 'child')`,
    [
      aliceSide,
      bobSide,
      parentSide,
      sonSide,
      supervisedParentSide,
      supervisedChildSide,
      alice,
      bob,
      shared,
      parent,
      familyPair,
      son,
      supervisedPair,
    ],
  );

  database = fromPglite(client);
  await database.migrate();
}, 60_000);

afterAll(() => close());

describe('one table each for pair invitations and pair assessments (migration)', () => {
  it('keeps every invitation of both kinds, with its id, token hash, status and family details', async () => {
    const { rows } = await client.query(
      `select id, kind, inviter_id, inviter_role, pairing, age_group, token_hash, status, responded_by
         from pair_invitations order by id`,
    );
    expect(rows).toEqual([
      {
        id: acceptedInvite,
        kind: 'couple',
        inviter_id: alice,
        inviter_role: null,
        pairing: null,
        age_group: null,
        token_hash: 'hash-accepted',
        status: 'accepted',
        responded_by: bob,
      },
      {
        id: pendingInvite,
        kind: 'couple',
        inviter_id: bob,
        inviter_role: null,
        pairing: null,
        age_group: null,
        token_hash: 'hash-pending',
        status: 'pending',
        responded_by: null,
      },
      {
        id: familyInvite,
        kind: 'family',
        inviter_id: parent,
        inviter_role: 'parent',
        pairing: 'father_son',
        age_group: '16-18',
        token_hash: 'hash-family',
        status: 'pending',
        responded_by: null,
      },
    ]);
  });

  it('keeps every pair assessment under its id, on its link, with its type and the couple’s advice', async () => {
    const { rows } = await client.query(
      `select id, kind, couple_link_id, family_link_id, assessment_type, created_by, advice
         from pair_assessments order by id`,
    );
    expect(rows).toEqual([
      {
        id: shared,
        kind: 'couple',
        couple_link_id: coupleLink,
        family_link_id: null,
        assessment_type: 'communication',
        created_by: alice,
        advice,
      },
      {
        id: familyPair,
        kind: 'family',
        couple_link_id: null,
        family_link_id: familyLink,
        assessment_type: 'family:16-18:father_son',
        created_by: parent,
        advice: {},
      },
      {
        id: supervisedPair,
        kind: 'family',
        couple_link_id: null,
        family_link_id: supervisedLink,
        assessment_type: 'family:8-12:father_daughter',
        created_by: parent,
        advice: {},
      },
    ]);
  });

  it('leaves every side pointing at its pair assessment, and the links and partners as they were', async () => {
    const sides = await client.query('select id, shared_id, family_id, perspective from assessments order by id');
    expect(sides.rows).toEqual([
      { id: aliceSide, shared_id: shared, family_id: null, perspective: null },
      { id: bobSide, shared_id: shared, family_id: null, perspective: null },
      { id: parentSide, shared_id: null, family_id: familyPair, perspective: 'parent' },
      { id: sonSide, shared_id: null, family_id: familyPair, perspective: 'child' },
      { id: supervisedParentSide, shared_id: null, family_id: supervisedPair, perspective: 'parent' },
      { id: supervisedChildSide, shared_id: null, family_id: supervisedPair, perspective: 'child' },
    ]);
    const links = await client.query('select id from couple_links union all select id from family_links order by id');
    expect(links.rows).toEqual([{ id: coupleLink }, { id: familyLink }, { id: supervisedLink }]);
    const partners = await client.query('select user_id, link_id from partners order by user_id');
    expect(partners.rows).toEqual([
      { user_id: alice, link_id: coupleLink },
      { user_id: bob, link_id: coupleLink },
    ]);
  });

  it('serves the migrated rows through the engine, to each side of each link', async () => {
    const [aliceView] = await listShared(database.db, alice);
    expect(aliceView).toMatchObject({ id: shared, mine: { assessment_id: aliceSide }, partner_completed: false });
    const [bobView] = await listShared(database.db, bob);
    expect(bobView).toMatchObject({ id: shared, mine: { assessment_id: bobSide }, partner_completed: true });
    const sonView = await listFamilyAssessments(database.db, son);
    expect(sonView).toEqual([
      expect.objectContaining({ id: familyPair, link_id: familyLink, role: 'child', other_completed: true }),
    ]);
    const parentView = await listFamilyAssessments(database.db, parent);
    expect(parentView.map((p) => p.id).sort()).toEqual([familyPair, supervisedPair]);
    expect(parentView.find((p) => p.id === supervisedPair)?.child_session).toEqual({
      assessment_id: supervisedChildSide,
      status: 'in_progress',
    });
  });

  it('drops the four old tables, and a side must name a real pair assessment', async () => {
    const { rows } = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_name in ('partner_invitations', 'family_invitations', 'shared_assessments', 'family_assessments')`,
    );
    expect(rows).toEqual([]);
    await expect(
      client.query('update assessments set shared_id = $1 where id = $2', [uuid(999), aliceSide]),
    ).rejects.toThrow(/foreign key/);
    await expect(
      client.query(
        `insert into pair_assessments (kind, family_link_id, assessment_type, content_version) values ('couple', $1, 'x', 1)`,
        [familyLink],
      ),
    ).rejects.toThrow(/pair_assessments_link_check/);
  });

  it('records that every row from before bank versions was answered in version 1 (migration 0012)', async () => {
    for (const table of ['assessments', 'pair_assessments']) {
      const { rows } = await client.query<{ content_version: number }>(`select distinct content_version from ${table}`);
      expect(rows, table).toEqual([{ content_version: 1 }]);
    }
    // From now on an insert must say which version it means.
    await expect(
      client.query(`insert into assessments (user_id, assessment_type) values ($1, 'values')`, [alice]),
    ).rejects.toThrow(/content_version/);
  });
});
