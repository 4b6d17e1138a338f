import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../web/i18n/en.json' with { type: 'json' };
import {
  createTestApp,
  type TestClient,
  TestClient as TestClientClass,
  type TestContext,
  uniqueEmail,
} from '../testing/test-app.ts';
import { buildWorld, snapshot, unknownToken, type World } from '../testing/world.ts';

/**
 * Every route that reads a body gets random and hostile bodies: wrong types, huge strings and
 * arrays, deep nesting, prototype keys, injection strings, invalid UTF-8, out-of-range answers.
 * Never a 5xx; a refusal leaves every table unchanged; the server keeps answering.
 */

let ctx: TestContext;
let world: World;
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildWorld(ctx);
});
afterAll(() => ctx.close());

const RUNS = 30;

const INJECTIONS = [
  "'; drop table users; --",
  "1' or '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '../../../etc/passwd',
  '\u0000',
  '\u202e\u0627\u0644\u0633\u0644\u0627\u0645',
  '😀'.repeat(200),
  'x'.repeat(10_000),
];
const ANSWERS = [0, 6, 2.5, '5', -1, 1e308, null, true, [], {}];
const KEYS = [
  'full_name',
  'language_preference',
  'age',
  'assessment_type',
  'responses',
  'importance',
  'language',
  'name',
  'email',
  'message',
  'token',
  'share',
  'password',
  'code',
  'currentPassword',
  'newPassword',
  'revokeOtherSessions',
  'pairing',
  'age_group',
  'role',
  'kind',
  'title',
  'date',
  'note',
  'shared_with_partner',
  'q_1_1_phase1',
  'q_1_1',
  '__proto__',
  'constructor',
  'prototype',
];

const hostileString = fc.oneof(fc.string({ maxLength: 50 }), fc.constantFrom(...INJECTIONS));
const hostileLeaf = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(...ANSWERS),
);
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, hostileLeaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 8 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 })), tie('value'), {
    maxKeys: 6,
  }),
}));
/** Bodies shaped like the real ones, with hostile values under the real keys. */
const shapedBody = fc.dictionary(fc.constantFrom(...KEYS), hostileValue, { maxKeys: 5 });
const answersBody = fc.record({
  responses: fc.dictionary(
    fc.oneof(fc.constantFrom('q_1_1_phase1', 'q_2_3_phase2', 'q_9_9_phase1', '__proto__'), fc.string()),
    fc.oneof(fc.constantFrom(...ANSWERS), hostileValue),
    { maxKeys: 6 },
  ),
});
/** Raw texts JSON.stringify cannot make: prototype keys as own keys, deep nesting, broken JSON. */
const RAW_BODIES = [
  '{"__proto__":{"admin":true},"responses":{"__proto__":{"q_1_1_phase1":5}}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
  `{"responses":{${Array.from({ length: 2000 }, (_, i) => `"q_1_${i}_phase1":5`).join(',')}}}`,
  JSON.stringify({ message: 'x'.repeat(300_000) }),
  '{"full_name": "unterminated',
  'null',
  '"just a string"',
  '',
];
/** Bytes that are not UTF-8 at all. */
const INVALID_UTF8: Uint8Array<ArrayBuffer>[] = [
  Uint8Array.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
  Uint8Array.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1]),
];

/** Names the routes in test titles without a real world. */
const placeholderWorld = {
  openId: ':id',
  completedId: ':id',
  sharedId: ':id',
  familyId: ':id',
  planId: ':id',
} as unknown as World;

interface Target {
  method: string;
  path: (w: World) => string;
  actor: (w: World) => TestClient;
}
const owner = (w: World) => w.owner;
const TARGETS: Target[] = [
  { method: 'PATCH', path: () => '/api/profile', actor: owner },
  { method: 'POST', path: () => '/api/assessments', actor: owner },
  { method: 'PATCH', path: (w) => `/api/assessments/${w.openId}/answers`, actor: owner },
  { method: 'POST', path: (w) => `/api/assessments/${w.openId}/complete`, actor: owner },
  { method: 'POST', path: (w) => `/api/assessments/${w.completedId}/insights`, actor: owner },
  { method: 'POST', path: () => '/api/contact', actor: owner },
  { method: 'POST', path: () => '/api/couple/invitations', actor: (w) => w.stranger },
  { method: 'POST', path: () => '/api/couple/invitations/lookup', actor: owner },
  { method: 'POST', path: () => '/api/couple/invitations/accept', actor: owner },
  { method: 'POST', path: () => '/api/couple/invitations/decline', actor: owner },
  { method: 'POST', path: () => '/api/couple/shared', actor: owner },
  { method: 'PUT', path: (w) => `/api/couple/shared/${w.sharedId}/share-answers`, actor: owner },
  { method: 'POST', path: () => '/api/account/delete', actor: owner },
  { method: 'POST', path: () => '/api/account/export', actor: owner },
  { method: 'POST', path: () => '/api/security/two-factor/setup', actor: owner },
  { method: 'POST', path: () => '/api/security/two-factor/enable', actor: owner },
  { method: 'POST', path: () => '/api/security/two-factor/disable', actor: owner },
  { method: 'POST', path: () => '/api/auth/change-password', actor: owner },
  { method: 'POST', path: () => '/api/family/children', actor: owner },
  { method: 'POST', path: () => '/api/family/invitations', actor: owner },
  { method: 'POST', path: () => '/api/family/invitations/accept', actor: owner },
  { method: 'PUT', path: (w) => `/api/family/assessments/${w.familyId}/share-answers`, actor: owner },
  { method: 'POST', path: () => '/api/timeline/milestones', actor: owner },
  { method: 'PUT', path: (w) => `/api/timeline/milestones/${w.milestoneId}`, actor: owner },
  { method: 'POST', path: () => '/api/weekly-plans', actor: owner },
  { method: 'PUT', path: (w) => `/api/weekly-plans/${w.planId}/weeks/1`, actor: owner },
  { method: 'PUT', path: (w) => `/api/weekly-plans/${w.planId}/sharing`, actor: owner },
  { method: 'PUT', path: () => '/api/notices/preferences', actor: owner },
  { method: 'POST', path: () => '/api/counsellors/application', actor: owner },
  { method: 'PUT', path: () => '/api/counsellors/me/listing', actor: (w) => w.stranger },
  { method: 'POST', path: () => '/api/auth/sign-up/email', actor: (w) => w.anonymous },
  { method: 'POST', path: () => '/api/auth/sign-in/email', actor: (w) => w.anonymous },
  { method: 'POST', path: () => '/api/auth/sign-out', actor: (w) => w.anonymous },
];

/** Routes that read a query string (readQuery), with the parameter they read and one value they accept. */
const QUERY_TARGETS = [
  { path: '/api/assessments/open', key: 'type', valid: 'values' },
  { path: '/api/timeline', key: 'filter', valid: 'all' },
  { path: '/api/counsellors', key: 'language', valid: 'ar' },
];
/** Query strings no encoder would make: repeated, empty, stray and broken keys. */
const RAW_QUERIES = ['', '?', '?=', '?&&&', '?%', '?%zz=1', '?__proto__=1', '?constructor[prototype]=1'];

/**
 * Every field that takes a person's text, with the hidden characters each must refuse: control
 * characters (NUL, C0, DEL, C1) everywhere, direction overrides and isolates in names, titles and
 * emails (a note or a message may keep them), and `null` where a text is required.
 */
interface TextField {
  name: string;
  method: string;
  path: (w: World) => string;
  /** Anonymous routes get a new visitor each time, so their per-address limits never answer first. */
  actor: (w: World) => TestClient;
  body: (value: unknown) => Record<string, unknown>;
  line: boolean;
  required: boolean;
}
const fresh = () => new TestClientClass(ctx);
const CONTACT = { name: 'Layla', email: 'layla@example.test', message: 'A question about plans.' };
const SIGN_UP = { name: 'Layla', email: 'signup-hostile@example.test', password: 'correct horse 42', consent: true };
const TEXT_FIELDS: TextField[] = [
  {
    name: 'PATCH /api/profile full_name',
    method: 'PATCH',
    path: () => '/api/profile',
    actor: owner,
    body: (v) => ({ full_name: v }),
    line: true,
    required: true,
  },
  {
    name: 'POST /api/auth/sign-up/email name',
    method: 'POST',
    path: () => '/api/auth/sign-up/email',
    actor: fresh,
    // A new address each time: one address tried over and over is itself limited (http/rate-limit.ts).
    body: (v) => ({ ...SIGN_UP, email: uniqueEmail(), name: v }),
    line: true,
    required: true,
  },
  {
    name: 'POST /api/auth/sign-up/email email',
    method: 'POST',
    path: () => '/api/auth/sign-up/email',
    actor: fresh,
    body: (v) => ({ ...SIGN_UP, email: typeof v === 'string' ? `a${v}@example.test` : v }),
    line: true,
    required: true,
  },
  {
    name: 'POST /api/family/children name',
    method: 'POST',
    path: () => '/api/family/children',
    actor: owner,
    body: (v) => ({ pairing: 'mother_son', name: v }),
    line: true,
    required: true,
  },
  {
    name: 'POST /api/contact name',
    method: 'POST',
    path: () => '/api/contact',
    actor: fresh,
    body: (v) => ({ ...CONTACT, name: v }),
    line: true,
    required: true,
  },
  {
    name: 'POST /api/contact email',
    method: 'POST',
    path: () => '/api/contact',
    actor: fresh,
    body: (v) => ({ ...CONTACT, email: typeof v === 'string' ? `a${v}@example.test` : v }),
    line: true,
    required: true,
  },
  {
    name: 'POST /api/contact message',
    method: 'POST',
    path: () => '/api/contact',
    actor: fresh,
    body: (v) => ({ ...CONTACT, message: typeof v === 'string' ? `A question ${v} about plans.` : v }),
    line: false,
    required: true,
  },
  {
    name: 'POST /api/timeline/milestones title',
    method: 'POST',
    path: () => '/api/timeline/milestones',
    actor: owner,
    body: (v) => ({ kind: 'custom', date: '2024-05-17', title: v }),
    line: true,
    required: false,
  },
  {
    name: 'POST /api/timeline/milestones note',
    method: 'POST',
    path: () => '/api/timeline/milestones',
    actor: owner,
    body: (v) => ({ kind: 'wedding', date: '2024-05-17', note: v }),
    line: false,
    required: false,
  },
  {
    name: 'PUT /api/timeline/milestones/:id title',
    method: 'PUT',
    path: (w) => `/api/timeline/milestones/${w.milestoneId}`,
    actor: owner,
    body: (v) => ({ kind: 'custom', date: '2024-05-17', title: v }),
    line: true,
    required: false,
  },
  {
    name: 'PUT /api/timeline/milestones/:id note',
    method: 'PUT',
    path: (w) => `/api/timeline/milestones/${w.milestoneId}`,
    actor: owner,
    body: (v) => ({ kind: 'nikah', date: '2024-05-17', note: v }),
    line: false,
    required: false,
  },
  {
    name: 'POST /api/couple/invitations email',
    method: 'POST',
    path: () => '/api/couple/invitations',
    actor: (w) => w.stranger,
    body: (v) => ({ email: typeof v === 'string' ? `a${v}@example.test` : v }),
    line: true,
    required: false,
  },
];
type TextMessage = 'textControlCharacters' | 'textDirectionCharacters';
const CONTROL_TEXTS: [string, string][] = [
  ['NUL', 'Lay\u0000la'],
  ['NUL alone', '\u0000'],
  ['ESC', '\u001b[2J'],
  ['DEL', 'Lay\u007fla'],
  ['C1 NEL', 'Lay\u0085la'],
  ['C1 CSI', '\u009b31m'],
];
const DIRECTION_TEXTS: [string, string][] = [
  ['RLO', 'Lay\u202ela'],
  ['RLE…PDF', '\u202bLayla\u202c'],
  ['LRI…PDI', '\u2066Layla\u2069'],
];
const TEXT_PROBES: { label: string; field: TextField; value: unknown; message?: TextMessage }[] = TEXT_FIELDS.flatMap(
  (field) => [
    ...CONTROL_TEXTS.map(([name, value]) => ({
      label: `${field.name} ← ${name}`,
      field,
      value,
      message: 'textControlCharacters' as const,
    })),
    ...(field.line
      ? DIRECTION_TEXTS.map(([name, value]) => ({
          label: `${field.name} ← ${name}`,
          field,
          value,
          message: 'textDirectionCharacters' as const,
        }))
      : []),
    ...(field.required ? [{ label: `${field.name} ← null`, field, value: null }] : []),
  ],
);

/** Sends one body and checks the rules; returns the status for the summary. */
async function probe(target: Target, body: string | Uint8Array<ArrayBuffer>) {
  const client = target.actor(world);
  const before = await snapshot(ctx);
  const beforeOthers = await snapshot(ctx, { except: ['assessments'] });
  const headers = new Headers({
    'content-type': 'application/json',
    origin: ctx.env.appUrl,
    'x-test-client-ip': client.ip,
  });
  if (client.cookieHeader) headers.set('cookie', client.cookieHeader);
  const response = await ctx.app.request(`${ctx.env.appUrl}${target.path(world)}`, {
    method: target.method,
    headers,
    body,
  });
  const label = `${target.method} ${target.path(world)} ← ${typeof body === 'string' ? body.slice(0, 120) : '[bytes]'}`;
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    const payload = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof payload.error?.code, label).toBe('string');
    expect(typeof payload.error?.message, label).toBe('string');
    // "Incomplete" keeps the valid answers it was sent, as autosave would; nothing else may change.
    if (payload.error?.code === 'incomplete') {
      expect(await snapshot(ctx, { except: ['assessments'] }), `${label} changed the database`).toBe(beforeOthers);
    } else {
      expect(await snapshot(ctx), `${label} changed the database`).toBe(before);
    }
  }
  return response.status;
}

describe('hostile input', () => {
  it.each(TARGETS.map((t) => [`${t.method} ${t.path(placeholderWorld)}`, t] as const))(
    '%s is never answered with a 5xx and a refusal changes nothing',
    async (_name, target) => {
      const bodies = fc.oneof(hostileValue, shapedBody, answersBody).map((value) => JSON.stringify(value) ?? 'null');
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          await probe(target, body);
        }),
        { numRuns: RUNS },
      );
      for (const raw of RAW_BODIES) await probe(target, raw);
      for (const bytes of INVALID_UTF8) await probe(target, bytes);
      // An invitation token that exists, in a hostile shape around it.
      await probe(target, JSON.stringify({ token: [world.invitation.token], extra: unknownToken() }));
    },
  );

  it.each(TEXT_PROBES.map((p) => [p.label, p] as const))('%s: a clear 400, nothing stored', async (_label, probe) => {
    const field = probe.field;
    const client = field.actor(world);
    const before = await snapshot(ctx);
    const headers = new Headers({ 'content-type': 'application/json', origin: ctx.env.appUrl });
    headers.set('x-test-client-ip', client.ip);
    if (client.cookieHeader) headers.set('cookie', client.cookieHeader);
    const response = await ctx.app.request(`${ctx.env.appUrl}${field.path(world)}`, {
      method: field.method,
      headers,
      body: JSON.stringify(field.body(probe.value)),
    });
    const body = (await response.json()) as { error?: { code?: string; message?: string } };
    expect({ status: response.status, code: body.error?.code }).toEqual({ status: 400, code: 'validation_failed' });
    if (probe.message) expect(body.error?.message).toBe(en.validation[probe.message]);
    expect(await snapshot(ctx), 'the refusal changed the database').toBe(before);
  });

  it.each(QUERY_TARGETS.map((t) => [`GET ${t.path}`, t] as const))(
    '%s: hostile query strings are a clear 400 or an answer, never a 5xx',
    async (_name, target) => {
      const check = async (query: string) => {
        const before = await snapshot(ctx);
        const response = await world.owner.request(`${target.path}${query}`);
        expect(response.status, query).toBeLessThan(500);
        if (response.status >= 400) {
          const payload = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
          expect(typeof payload.error?.message, query).toBe('string');
        }
        expect(await snapshot(ctx), `${query} changed the database`).toBe(before);
      };
      await fc.assert(
        fc.asyncProperty(hostileString, async (value) => {
          await check(`?${target.key}=${encodeURIComponent(value)}`);
        }),
        { numRuns: RUNS },
      );
      for (const raw of RAW_QUERIES) await check(raw);
      await check(`?${target.key}=${target.valid}&${target.key}=${encodeURIComponent(INJECTIONS[0] ?? '')}`);
      await check(`?${target.key}=${target.valid}&extra=1`);
    },
  );

  it('still answers its health check afterwards', async () => {
    expect((await world.anonymous.request('/api/health')).status).toBe(200);
  });
});
