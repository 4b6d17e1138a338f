import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETED_ASSESSMENTS_SLOT, COMPLETED_ASSESSMENTS_THRESHOLD } from '../../domain/public-figures.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { fullAnswers } from '../testing/world.ts';
import { FIGURES_MAX_AGE_MS } from './figures.ts';

// The prerendered landing in both variants and languages, as scripts/prerender.ts writes them.
const webRoot = mkdtempSync(path.join(tmpdir(), 'wifaq-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<html><div id="root"></div>');
for (const language of ['en', 'ar']) {
  mkdirSync(path.join(webRoot, 'prerendered', language), { recursive: true });
  writeFileSync(path.join(webRoot, 'prerendered', language, 'index.html'), `<html lang="${language}"><p>landing</p>`);
  writeFileSync(
    path.join(webRoot, 'prerendered', language, 'index.figures.html'),
    `<html lang="${language}"><dl><dd>${COMPLETED_ASSESSMENTS_SLOT}</dd><dt>completed</dt></dl>`,
  );
}

let ctx: TestContext;
let clock = Date.parse('2026-11-26T09:00:00Z');
beforeAll(async () => {
  ctx = await createTestApp({}, { webRoot, figuresClock: () => clock });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** Completes one assessment through the API, as a person does. */
async function completeOne(client: TestClient) {
  const created = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'values' } });
  const done = await client.request(`/api/assessments/${created.body.id}/complete`, {
    json: { responses: fullAnswers('values') },
  });
  expect(done.status).toBe(200);
}

/** Many people's completed assessments at once (the API would take minutes for a thousand). */
async function completedElsewhere(userId: string, how_many: number) {
  await ctx.database.db.execute(sql`
    insert into assessments (user_id, assessment_type, status, completed_at, content_version)
    select ${userId}, 'values', 'completed', now(), 1 from generate_series(1, ${how_many})`);
}

describe("the landing's count of completed assessments", () => {
  it('is absent below the threshold, and in the HTML in the visitor’s language once reached', async () => {
    const person = new TestClient(ctx);
    const { id } = await person.signUp();
    const visitor = new TestClient(ctx);
    const landing = async (language: 'en' | 'ar') =>
      (await visitor.request('/', { headers: { 'accept-language': language } })).text();

    // A started assessment does not count; one short of the threshold shows nothing.
    await person.json('/api/assessments', { json: { assessment_type: 'intimacy' } });
    await completedElsewhere(id, COMPLETED_ASSESSMENTS_THRESHOLD - 2);
    await completeOne(person);
    expect(await landing('en')).toBe('<html lang="en"><p>landing</p>');
    expect((await visitor.json('/api/figures')).body).toEqual({ completed_assessments: null });

    // The next completion reaches it; the count is taken again once the last one is ten minutes old.
    await completeOne(person);
    expect(await landing('en')).not.toContain('<dl>');
    clock += FIGURES_MAX_AGE_MS;
    expect(await landing('en')).toBe('<html lang="en"><dl><dd>1,000</dd><dt>completed</dt></dl>');
    expect(await landing('ar')).toBe('<html lang="ar"><dl><dd>1,000</dd><dt>completed</dt></dl>');
    const figures = await visitor.json('/api/figures');
    expect(figures.body).toEqual({ completed_assessments: 1000 });
    expect(figures.headers.get('cache-control')).toBe('public, max-age=600');

    // A signed-in visitor gets the app, which shows them signed in (and asks for the figures itself).
    const app = await person.request('/');
    expect(await app.text()).toBe('<html><div id="root"></div>');
  });
});
