import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite } from '../db/client.ts';
import { databaseAt } from '../testing/migrations.ts';

/**
 * The migration that ties a shared milestone to one partner link: a database as it was before it
 * (milestones with a `shared_with_partner` flag), then migrated, keeps every milestone and shares
 * only those whose owner is linked now, on that link.
 */

const BEFORE = '0008_timeline';
let client: PGlite;
let close: () => Promise<void>;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [alice, bob, carol, dina] = [uuid(1), uuid(2), uuid(3), uuid(4)] as const;
const [oldLink, currentLink] = [uuid(101), uuid(102)] as const;

beforeAll(async () => {
  ({ client, close } = await databaseAt(BEFORE, { [alice]: 'Alice', [bob]: 'Bob', [carol]: 'Carol', [dina]: 'Dina' }));
  // Alice was linked with Bob (ended), and is linked with Carol now. Dina is linked with nobody.
  await client.query(
    `insert into couple_links (id, created_at, ended_at, first_user_id, second_user_id) values
      ($1, now() - interval '2 years', now() - interval '1 year', $3, $4),
      ($2, now() - interval '1 month', null, $3, $5)`,
    [oldLink, currentLink, alice, bob, carol],
  );
  await client.query('insert into partners (user_id, partner_id, link_id) values ($1, $2, $3), ($2, $1, $3)', [
    alice,
    carol,
    currentLink,
  ]);
  await client.query(
    `insert into milestones (id, user_id, kind, title, occurred_on, note, shared_with_partner) values
      ($1, $5, 'wedding', null, '2023-04-01', 'shared note A', true),
      ($2, $5, 'custom', 'Just me', '2023-05-01', null, false),
      ($3, $6, 'anniversary', null, '2024-04-01', 'Carol shares', true),
      ($4, $7, 'engagement', null, '2022-01-01', 'Dina shared once', true)`,
    [uuid(201), uuid(202), uuid(203), uuid(204), alice, carol, dina],
  );

  await fromPglite(client).migrate();
}, 60_000);

afterAll(() => close());

describe('tying shared milestones to a link (migration)', () => {
  it('keeps every milestone and what it says', async () => {
    const { rows } = await client.query<{ id: string; title: string | null; note: string | null; kind: string }>(
      'select id, kind, title, note from milestones order by id',
    );
    expect(rows).toEqual([
      { id: uuid(201), kind: 'wedding', title: null, note: 'shared note A' },
      { id: uuid(202), kind: 'custom', title: 'Just me', note: null },
      { id: uuid(203), kind: 'anniversary', title: null, note: 'Carol shares' },
      { id: uuid(204), kind: 'engagement', title: null, note: 'Dina shared once' },
    ]);
  });

  it('shares a shared milestone on its owner’s current link, and makes the rest private', async () => {
    const { rows } = await client.query<{ id: string; shared_link_id: string | null }>(
      'select id, shared_link_id from milestones order by id',
    );
    expect(rows).toEqual([
      { id: uuid(201), shared_link_id: currentLink },
      { id: uuid(202), shared_link_id: null },
      { id: uuid(203), shared_link_id: currentLink },
      { id: uuid(204), shared_link_id: null },
    ]);
  });

  it('drops the old flag, and a link id must name a real link', async () => {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'milestones' order by column_name`,
    );
    expect(rows.map((r) => r.column_name)).not.toContain('shared_with_partner');
    await expect(
      client.query('update milestones set shared_link_id = $1 where id = $2', [uuid(999), uuid(202)]),
    ).rejects.toThrow(/foreign key/);
  });
});
