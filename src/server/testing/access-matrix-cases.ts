import { describe, expect, it } from 'vitest';
import type { RequestOptions, TestContext } from './test-app.ts';
import {
  buildWorld,
  COUNSELLOR_APPLICATION,
  fullAnswers,
  PASSWORD,
  snapshot,
  unknownToken,
  type World,
} from './world.ts';

/**
 * The rows of the access matrix (src/server/security), run in three test files (access-matrix.test.ts, -2 and -3) so that each
 * has its own database: every refusal is checked against a snapshot of the whole database, which grows
 * with every world built, and one file of all rows took three minutes on its own.
 *
 * Every /api route, called by the owner of the data, their linked partner, their son linked as family,
 * a stranger, an operator (who runs the service) and an anonymous visitor. What is allowed answers as it
 * should; what is refused answers 404 (as if the thing did not exist) or 401, and the database is
 * byte-for-byte the same afterwards. An operator is a stranger to everyone's answers, results, reports,
 * milestones, safety check and links; the console (/api/admin) is there for operators only.
 */

type Role = 'owner' | 'partner' | 'child' | 'stranger' | 'operator' | 'anonymous';
const ROLES: Role[] = ['owner', 'partner', 'child', 'stranger', 'operator', 'anonymous'];

/**
 * A signed-in person's whole proof: the password and, for the operator (two-factor sign-in on, as the
 * console asks: decision 058), one of their backup codes.
 */
export const proof = (w: World, role: Role) => ({
  password: PASSWORD,
  ...(role === 'operator' ? { code: w.operatorBackupCodes.pop() } : {}),
});

interface Case {
  /** `METHOD /path` exactly as the app registers it. */
  route: string;
  path: (w: World) => string;
  body?: (w: World, role: Role) => unknown;
  /** The status each role gets. Refusals (401, 404) must leave the database unchanged. */
  expect: Record<Role, number>;
  /** Roles whose allowed call changes state the next role depends on: each gets its own world. */
  isolate?: boolean;
}

const everyone = (status: number) => ({
  owner: status,
  partner: status,
  child: status,
  stranger: status,
  operator: status,
  anonymous: status,
});
const signedIn = (status: number) => ({
  owner: status,
  partner: status,
  child: status,
  stranger: status,
  operator: status,
  anonymous: 401,
});
const ownerOnly = (status: number) => ({
  owner: status,
  partner: 404,
  child: 404,
  stranger: 404,
  operator: 404,
  anonymous: 401,
});
const couple = (status: number) => ({
  owner: status,
  partner: status,
  child: 404,
  stranger: 404,
  operator: 404,
  anonymous: 401,
});
const family = (status: number) => ({
  owner: status,
  partner: 404,
  child: status,
  stranger: 404,
  operator: 404,
  anonymous: 401,
});
/** The console: as if it did not exist (404) for everyone who is not an operator, signed in or not. */
const operatorOnly = (status: number) => ({
  owner: 404,
  partner: 404,
  child: 404,
  stranger: 404,
  operator: status,
  anonymous: 404,
});

export const CASES: Case[] = [
  { route: 'GET /api/health', path: () => '/api/health', expect: everyone(200) },
  { route: 'GET /api/assessment-types', path: () => '/api/assessment-types', expect: everyone(200) },
  { route: 'GET /api/assessment-types/:type', path: () => '/api/assessment-types/values', expect: everyone(200) },
  { route: 'GET /api/plans', path: () => '/api/plans', expect: everyone(200) },
  { route: 'GET /api/figures', path: () => '/api/figures', expect: everyone(200) },
  { route: 'GET /api/processing', path: () => '/api/processing', expect: everyone(200) },
  { route: 'GET /api/profile', path: () => '/api/profile', expect: signedIn(200) },
  { route: 'GET /api/safety-resources', path: () => '/api/safety-resources', expect: everyone(200) },
  { route: 'GET /api/safety-check', path: () => '/api/safety-check', expect: signedIn(200) },
  {
    route: 'PUT /api/safety-check',
    path: () => '/api/safety-check',
    body: () => ({ skipped: true }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/profile',
    path: () => '/api/profile',
    body: () => ({ full_name: 'Changed' }),
    expect: signedIn(200),
  },
  { route: 'GET /api/assessments', path: () => '/api/assessments', expect: signedIn(200) },
  {
    route: 'POST /api/assessments',
    path: () => '/api/assessments',
    body: () => ({ assessment_type: 'values' }),
    expect: signedIn(201),
  },
  { route: 'GET /api/assessments/open', path: () => '/api/assessments/open?type=values', expect: signedIn(200) },
  { route: 'GET /api/assessments/:id', path: (w) => `/api/assessments/${w.completedId}`, expect: ownerOnly(200) },
  {
    route: 'GET /api/assessments/:id/questions',
    path: (w) => `/api/assessments/${w.openId}/questions`,
    expect: ownerOnly(200),
  },
  {
    route: 'PATCH /api/assessments/:id/answers',
    path: (w) => `/api/assessments/${w.openId}/answers`,
    body: () => ({ responses: { q_1_1_phase1: 5 } }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/assessments/:id/complete',
    path: (w) => `/api/assessments/${w.openId}/complete`,
    body: () => ({ responses: fullAnswers('values') }),
    expect: ownerOnly(200),
  },
  {
    route: 'GET /api/assessments/:id/report.pdf',
    path: (w) => `/api/assessments/${w.completedId}/report.pdf`,
    expect: ownerOnly(200),
  },
  {
    route: 'GET /api/assessments/:id/result',
    path: (w) => `/api/assessments/${w.completedId}/result`,
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/assessments/:id/insights',
    path: (w) => `/api/assessments/${w.completedId}/insights`,
    body: () => ({ language: 'ar' }),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/contact',
    path: () => '/api/contact',
    body: () => ({ name: 'Visitor', email: 'visitor@example.test', message: 'A question about the plans.' }),
    expect: everyone(201),
  },
  { route: 'GET /api/couple', path: () => '/api/couple', expect: signedIn(200) },
  {
    route: 'DELETE /api/couple',
    path: () => '/api/couple',
    expect: { owner: 200, partner: 200, child: 404, stranger: 404, operator: 404, anonymous: 401 },
    isolate: true,
  },
  {
    route: 'POST /api/couple/invitations',
    path: () => '/api/couple/invitations',
    body: () => ({}),
    // Linked people are told they are linked; nothing changes for them.
    expect: { owner: 409, partner: 409, child: 201, stranger: 201, operator: 201, anonymous: 401 },
  },
  {
    route: 'DELETE /api/couple/invitations/:id',
    path: (w) => `/api/couple/invitations/${w.invitation.id}`,
    expect: { owner: 404, partner: 404, child: 404, stranger: 204, operator: 404, anonymous: 401 },
  },
  ...(['lookup', 'accept', 'decline'] as const).map(
    (action): Case => ({
      route: `POST /api/couple/invitations/${action}`,
      path: () => `/api/couple/invitations/${action}`,
      // Without the link's token nobody learns or changes anything.
      body: () => ({ token: unknownToken() }),
      expect: signedIn(404),
    }),
  ),
  { route: 'GET /api/couple/shared', path: () => '/api/couple/shared', expect: signedIn(200) },
  // Each signed-in person's own kept copies (decision 062), by owner: nobody's list holds another's copies
  // (couple/unlink.test.ts makes copies and proves it).
  { route: 'GET /api/couple/kept', path: () => '/api/couple/kept', expect: signedIn(200) },
  {
    route: 'POST /api/couple/shared',
    path: () => '/api/couple/shared',
    body: () => ({ assessment_type: 'values' }),
    expect: { owner: 201, partner: 201, child: 409, stranger: 409, operator: 409, anonymous: 401 },
  },
  {
    route: 'POST /api/couple/shared/:id/join',
    path: (w) => `/api/couple/shared/${w.sharedId}/join`,
    expect: couple(200),
  },
  {
    route: 'PUT /api/couple/shared/:id/share-answers',
    path: (w) => `/api/couple/shared/${w.sharedId}/share-answers`,
    body: () => ({ share: true }),
    expect: couple(200),
  },
  {
    route: 'GET /api/couple/shared/:id/report',
    path: (w) => `/api/couple/shared/${w.sharedId}/report`,
    expect: couple(200),
  },
  {
    // Only a copy kept from an ended link can be removed (decision 062): this link is live, so nobody holds one.
    route: 'DELETE /api/couple/shared/:id/report',
    path: (w) => `/api/couple/shared/${w.sharedId}/report`,
    expect: signedIn(404),
  },
  {
    route: 'GET /api/couple/shared/:id/report.pdf',
    path: (w) => `/api/couple/shared/${w.sharedId}/report.pdf`,
    expect: couple(200),
  },
  { route: 'GET /api/progress', path: () => '/api/progress', expect: signedIn(200) },
  // The owner's own result against their latest of the type (their side of the shared one): another's is 404.
  {
    route: 'GET /api/progress/analytics',
    path: (w) => `/api/progress/analytics?type=intimacy&from=${w.completedId}`,
    expect: ownerOnly(200),
  },
  // Each reader's own couple series (decision 075): nothing in the path names anyone else's.
  { route: 'GET /api/progress/analytics/couple', path: () => '/api/progress/analytics/couple', expect: signedIn(200) },
  { route: 'GET /api/timeline', path: () => '/api/timeline', expect: signedIn(200) },
  {
    route: 'POST /api/timeline/milestones',
    path: () => '/api/timeline/milestones',
    body: () => ({ kind: 'custom', title: 'Our first trip', date: '2025-03-01' }),
    expect: signedIn(201),
  },
  {
    route: 'PUT /api/timeline/milestones/:id',
    path: (w) => `/api/timeline/milestones/${w.milestoneId}`,
    body: () => ({ kind: 'wedding', date: '2024-06-01' }),
    expect: ownerOnly(200),
  },
  {
    route: 'DELETE /api/timeline/milestones/:id',
    path: (w) => `/api/timeline/milestones/${w.milestoneId}`,
    expect: ownerOnly(204),
  },
  { route: 'GET /api/weekly-plans', path: () => '/api/weekly-plans', expect: signedIn(200) },
  {
    route: 'POST /api/weekly-plans',
    path: () => '/api/weekly-plans',
    body: (w) => ({ assessment_id: w.completedId }),
    expect: ownerOnly(200),
  },
  { route: 'GET /api/weekly-plans/:id', path: (w) => `/api/weekly-plans/${w.couplePlanId}`, expect: couple(200) },
  {
    route: 'PUT /api/weekly-plans/:id/weeks/:week',
    path: (w) => `/api/weekly-plans/${w.couplePlanId}/weeks/1`,
    body: () => ({ status: 'done', rating: 3 }),
    expect: couple(200),
  },
  {
    route: 'PUT /api/weekly-plans/:id/sharing',
    path: (w) => `/api/weekly-plans/${w.couplePlanId}/sharing`,
    body: () => ({ share: true }),
    expect: couple(200),
  },
  { route: 'GET /api/notices/preferences', path: () => '/api/notices/preferences', expect: signedIn(200) },
  {
    route: 'PUT /api/notices/preferences',
    path: () => '/api/notices/preferences',
    body: () => ({ event: 'monthly_report', channel: 'mail', on: false }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/notices/quiet',
    path: () => '/api/notices/quiet',
    body: () => ({ quiet_hours: { from: '22:00', to: '07:00' }, prayer_city: 'riyadh' }),
    expect: signedIn(200),
  },
  // Only ever one's own reminders; the notices they make: notices/notices.test.ts.
  { route: 'GET /api/retake-reminders', path: () => '/api/retake-reminders', expect: signedIn(200) },
  {
    route: 'PUT /api/retake-reminders',
    path: () => '/api/retake-reminders',
    body: () => ({ assessment_type: 'intimacy', due_on: null }),
    expect: signedIn(200),
  },
  // The signed token alone says whose preference a one-click unsubscribe changes (decision 067): a session
  // counts for nothing, and a token that is not one of ours is refused alike for everyone. Real tokens:
  // monthly/monthly.test.ts.
  { route: 'GET /api/unsubscribe', path: () => '/api/unsubscribe?token=not-ours', expect: everyone(400) },
  {
    route: 'POST /api/unsubscribe',
    path: () => '/api/unsubscribe?token=not-ours',
    body: () => ({ 'List-Unsubscribe': 'One-Click' }),
    expect: everyone(415),
  },
  {
    route: 'POST /api/account/export',
    path: () => '/api/account/export',
    body: proof,
    expect: signedIn(200),
  },
  { route: 'GET /api/family', path: () => '/api/family', expect: signedIn(200) },
  {
    route: 'POST /api/family/children',
    path: () => '/api/family/children',
    body: () => ({ pairing: 'father_son', name: 'Ali' }),
    expect: signedIn(201),
  },
  {
    route: 'DELETE /api/family/links/:id',
    path: (w) => `/api/family/links/${w.familyLinkId}`,
    expect: family(204),
    isolate: true,
  },
  {
    route: 'POST /api/family/links/:id/assessments',
    path: (w) => `/api/family/links/${w.familyLinkId}/assessments`,
    expect: family(201),
  },
  {
    route: 'POST /api/family/invitations',
    path: () => '/api/family/invitations',
    body: () => ({ role: 'parent', pairing: 'mother_daughter', age_group: '13-15' }),
    expect: signedIn(201),
  },
  {
    route: 'DELETE /api/family/invitations/:id',
    path: (w) => `/api/family/invitations/${w.familyInvitationId}`,
    expect: { owner: 404, partner: 404, child: 404, stranger: 204, operator: 404, anonymous: 401 },
  },
  ...(['lookup', 'accept', 'decline'] as const).map(
    (action): Case => ({
      route: `POST /api/family/invitations/${action}`,
      path: () => `/api/family/invitations/${action}`,
      body: () => ({ token: unknownToken() }),
      expect: signedIn(404),
    }),
  ),
  { route: 'GET /api/family/assessments', path: () => '/api/family/assessments', expect: signedIn(200) },
  {
    route: 'POST /api/family/assessments/:id/join',
    path: (w) => `/api/family/assessments/${w.familyId}/join`,
    expect: family(200),
  },
  {
    route: 'POST /api/family/assessments/:id/child-session',
    path: (w) => `/api/family/assessments/${w.supervisedFamilyId}/child-session`,
    expect: ownerOnly(200),
  },
  {
    route: 'PUT /api/family/assessments/:id/share-answers',
    path: (w) => `/api/family/assessments/${w.familyId}/share-answers`,
    body: () => ({ share: true }),
    expect: family(200),
  },
  {
    route: 'GET /api/family/assessments/:id/report',
    path: (w) => `/api/family/assessments/${w.familyId}/report`,
    expect: family(200),
  },
  {
    route: 'GET /api/family/assessments/:id/report.pdf',
    path: (w) => `/api/family/assessments/${w.familyId}/report.pdf`,
    expect: family(200),
  },
  { route: 'GET /api/security', path: () => '/api/security', expect: signedIn(200) },
  {
    route: 'POST /api/security/two-factor/setup',
    path: () => '/api/security/two-factor/setup',
    body: () => ({ password: PASSWORD }),
    // The operator's is on already (decision 058).
    expect: { ...signedIn(200), operator: 409 },
  },
  {
    route: 'POST /api/security/two-factor/enable',
    path: () => '/api/security/two-factor/enable',
    body: () => ({ code: '000000' }),
    expect: { ...signedIn(400), operator: 409 },
  },
  {
    route: 'POST /api/security/two-factor/disable',
    path: () => '/api/security/two-factor/disable',
    // The members have no two-factor to turn off (the code is not asked); the operator gives a backup code.
    body: (w, role) => (role === 'operator' ? proof(w, role) : { password: PASSWORD, code: '123456' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/security/passkeys/options',
    path: () => '/api/security/passkeys/options',
    body: proof,
    expect: signedIn(200),
  },
  {
    // An answer to no ceremony of one's own: refused, and nothing stored.
    route: 'POST /api/security/passkeys',
    path: () => '/api/security/passkeys',
    body: () => ({
      name: 'Phone',
      response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30' } },
    }),
    expect: signedIn(400),
  },
  {
    route: 'POST /api/security/passkeys/:id/remove',
    path: (w) => `/api/security/passkeys/${w.ownerPasskeyId}/remove`,
    body: () => ({ password: PASSWORD }),
    expect: ownerOnly(204),
  },
  {
    route: 'POST /api/security/sessions/revoke-others',
    path: () => '/api/security/sessions/revoke-others',
    body: proof,
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/security/sessions/:id',
    path: (w) => `/api/security/sessions/${w.ownerSessionId}`,
    body: () => ({ password: PASSWORD }),
    expect: ownerOnly(204),
  },
  {
    route: 'POST /api/account/delete',
    path: () => '/api/account/delete',
    body: proof,
    expect: signedIn(200),
    isolate: true,
  },
  {
    // Public by design (the link mailed to an old address); a token nobody was sent undoes nothing.
    route: 'POST /api/account/email-change/undo',
    path: () => '/api/account/email-change/undo',
    body: () => ({ token: 'x'.repeat(43) }),
    expect: everyone(404),
  },
  { route: 'GET /api/admin/me', path: () => '/api/admin/me', expect: operatorOnly(200) },
  { route: 'GET /api/admin/inbox', path: () => '/api/admin/inbox', expect: operatorOnly(200) },
  {
    route: 'GET /api/admin/inbox/:id',
    path: (w) => `/api/admin/inbox/${w.contactMessageId}`,
    expect: operatorOnly(200),
  },
  {
    route: 'POST /api/admin/inbox/:id/replies',
    path: (w) => `/api/admin/inbox/${w.contactMessageId}/replies`,
    body: () => ({ body: 'Thank you for writing.' }),
    expect: operatorOnly(201),
  },
  {
    route: 'POST /api/admin/inbox/:id/close',
    path: (w) => `/api/admin/inbox/${w.contactMessageId}/close`,
    expect: operatorOnly(200),
  },
  {
    route: 'POST /api/admin/inbox/:id/reopen',
    path: (w) => `/api/admin/inbox/${w.contactMessageId}/reopen`,
    expect: operatorOnly(200),
  },
  {
    route: 'POST /api/admin/people/search',
    path: () => '/api/admin/people/search',
    body: () => ({ email: 'person-' }),
    expect: operatorOnly(200),
  },
  { route: 'GET /api/admin/people/:id', path: (w) => `/api/admin/people/${w.owner.id}`, expect: operatorOnly(200) },
  {
    // Without Stripe (this world's server) there is no payment to refund: still for operators alone.
    route: 'POST /api/admin/people/:id/refund',
    path: (w) => `/api/admin/people/${w.owner.id}/refund`,
    body: () => ({}),
    expect: operatorOnly(404),
  },
  {
    // Helping a person under attack: the owner's sessions end and their factors go, for operators alone.
    route: 'POST /api/admin/people/:id/sessions/revoke-all',
    path: (w) => `/api/admin/people/${w.owner.id}/sessions/revoke-all`,
    expect: operatorOnly(200),
  },
  {
    route: 'POST /api/admin/people/:id/factors/reset',
    path: (w) => `/api/admin/people/${w.owner.id}/factors/reset`,
    expect: operatorOnly(200),
  },
  { route: 'GET /api/billing', path: () => '/api/billing', expect: signedIn(200) },
  {
    route: 'POST /api/billing/checkout',
    path: () => '/api/billing/checkout',
    body: () => ({ plan: 'couple', period: 'monthly' }),
    expect: signedIn(404),
  },
  { route: 'POST /api/billing/portal', path: () => '/api/billing/portal', body: () => ({}), expect: signedIn(404) },
  { route: 'POST /api/billing/refund', path: () => '/api/billing/refund', body: () => ({}), expect: signedIn(404) },
  {
    // Stripe's deliveries, read before any session: without Stripe configured it does not exist.
    route: 'POST /api/billing/webhook',
    path: () => '/api/billing/webhook',
    body: () => ({ id: 'evt_1', type: 'invoice.paid' }),
    expect: everyone(404),
  },
  // Counsellors (decision 076): the world's stranger has applied and is not verified yet.
  { route: 'GET /api/counsellors', path: () => '/api/counsellors?language=ar', expect: signedIn(200) },
  {
    route: 'POST /api/counsellors/application',
    path: () => '/api/counsellors/application',
    body: () => COUNSELLOR_APPLICATION,
    expect: { owner: 201, partner: 201, child: 201, stranger: 409, operator: 201, anonymous: 401 },
  },
  {
    route: 'GET /api/counsellors/me',
    path: () => '/api/counsellors/me',
    expect: { owner: 404, partner: 404, child: 404, stranger: 200, operator: 404, anonymous: 401 },
  },
  {
    route: 'PUT /api/counsellors/me/listing',
    path: () => '/api/counsellors/me/listing',
    body: () => ({ listed: true }),
    expect: { owner: 404, partner: 404, child: 404, stranger: 409, operator: 404, anonymous: 401 },
  },
  { route: 'GET /api/admin/counsellors', path: () => '/api/admin/counsellors', expect: operatorOnly(200) },
  {
    route: 'POST /api/admin/counsellors/:id/verify',
    path: (w) => `/api/admin/counsellors/${w.stranger.id}/verify`,
    expect: operatorOnly(200),
  },
  {
    route: 'POST /api/admin/counsellors/:id/reject',
    path: (w) => `/api/admin/counsellors/${w.stranger.id}/reject`,
    expect: operatorOnly(200),
  },
  {
    // Never verified, so there is nothing to suspend: still for operators alone.
    route: 'POST /api/admin/counsellors/:id/suspend',
    path: (w) => `/api/admin/counsellors/${w.stranger.id}/suspend`,
    expect: operatorOnly(409),
  },
  { route: 'GET /api/admin/figures', path: () => '/api/admin/figures?days=90', expect: operatorOnly(200) },
  { route: 'GET /api/admin/audit', path: () => '/api/admin/audit', expect: operatorOnly(200) },
  { route: 'GET /api/admin/jobs', path: () => '/api/admin/jobs', expect: operatorOnly(200) },
  // Web Push: each person's own browsers; nothing of anyone else's is named or reachable.
  { route: 'GET /api/push/key', path: () => '/api/push/key', expect: signedIn(200) },
  {
    route: 'POST /api/push/subscriptions',
    path: () => '/api/push/subscriptions',
    body: (_w, role) => ({
      endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${role}`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
    expect: signedIn(204),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    path: () => '/api/push/subscriptions',
    body: (_w, role) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${role}` }),
    expect: signedIn(204),
  },
  { route: 'POST /api/push/test', path: () => '/api/push/test', body: () => ({}), expect: signedIn(200) },
];

/** better-auth's own endpoints are covered by the auth, password and throttle tests. */
export const ELSEWHERE = new Set(['GET /api/auth/*', 'POST /api/auth/*']);

const request = (w: World, role: Role, c: Case) => {
  const options: RequestOptions = { method: c.route.split(' ')[0] as string };
  if (c.body) options.json = c.body(w, role);
  return w[role].request(c.path(w), options);
};

/**
 * Part `part` (0-based) of `parts` of the rows, each in a test file of its own with its own app and
 * database (`context` gives the file's app once its `beforeAll` has made it).
 */
export function accessMatrixRows(part: number, parts: number, context: () => TestContext) {
  const rows = CASES.filter((_, index) => index % parts === part);
  describe(`access matrix, rows (${part + 1} of ${parts})`, () => {
    it.each(rows.map((c) => [c.route, c] as const))('%s', async (_route, c) => {
      let world = await buildWorld(context());
      const refused = ROLES.filter((role) => c.expect[role] === 401 || c.expect[role] === 404);
      for (const role of refused) {
        const before = await snapshot(context());
        const response = await request(world, role, c);
        expect({ role, status: response.status }).toEqual({ role, status: c.expect[role] });
        expect(await snapshot(context()), `${role} changed something`).toBe(before);
      }
      for (const role of ROLES.filter((r) => !refused.includes(r))) {
        if (c.isolate) world = await buildWorld(context());
        const before = c.expect[role] >= 400 ? await snapshot(context()) : null;
        const response = await request(world, role, c);
        expect({ role, status: response.status }).toEqual({ role, status: c.expect[role] });
        if (before !== null) expect(await snapshot(context()), `${role}'s refused call changed something`).toBe(before);
      }
    });
  });
}
