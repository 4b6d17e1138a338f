import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { answerKeys, findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { familyQuestions } from '../../domain/assessment/family-questions.ts';
import { addPasskey } from './passkey-authenticator.ts';
import type { TestClient, TestContext } from './test-app.ts';
import { TestClient as Client } from './test-app.ts';
import { makeOperator } from './two-factor.ts';

export const PASSWORD = 'correct horse 42';

/** A counsellor's application, as the stranger of the world sends it. */
export const COUNSELLOR_APPLICATION = {
  display_name: 'Dr. Salma Haddad',
  credential: 'Licensed family therapist, Jordan Ministry of Health',
  country: 'JO',
  languages: ['ar', 'en'],
  gender: 'female',
  bio: 'Fifteen years with couples and families, in Arabic and English.',
};

/** Every answer of a type, `value` for all: a complete answer set. */
export function fullAnswers(typeId: string, value = 3) {
  const type = findAssessmentType(typeId);
  if (!type) throw new Error(typeId);
  return Object.fromEntries(answerKeys(type).map((k) => [k, value]));
}

export interface World {
  owner: TestClient & { id: string };
  partner: TestClient & { id: string };
  stranger: TestClient & { id: string };
  /** The owner's son (16-18) with his own account, linked as family; never the owner's partner. */
  child: TestClient & { id: string };
  /** Someone who runs the service (the /admin console): to everyone's data, a stranger like any other. */
  operator: TestClient & { id: string };
  /** The operator's unused backup codes: two-factor sign-in is on, as the console asks (decision 058). */
  operatorBackupCodes: string[];
  anonymous: TestClient;
  /** A message a visitor sent through the contact page. */
  contactMessageId: string;
  /** The owner's completed assessment of their own. */
  completedId: string;
  /** The owner's assessment still being answered. */
  openId: string;
  /** A shared assessment both partners completed. */
  sharedId: string;
  /** The stranger's pending invitation. */
  invitation: { id: string; token: string };
  /** The owner's session. */
  ownerSessionId: string;
  /** The owner's passkey (added through the real routes with a software authenticator). */
  ownerPasskeyId: string;
  /** The owner (father) and the child (his son, 16-18), linked as family; one assessment both completed. */
  familyLinkId: string;
  familyId: string;
  /** The owner's supervised child (8-12) and its family assessment. */
  supervisedFamilyId: string;
  /** The stranger's pending family invitation. */
  familyInvitationId: string;
  /** The owner's milestone, shared with the partner (who may read it, never change it). */
  milestoneId: string;
  /** The owner's weekly plan from their completed assessment, and the couple's from the shared one. */
  planId: string;
  couplePlanId: string;
}

async function person(ctx: TestContext, name: string) {
  const client = new Client(ctx);
  const { id, email } = await client.signUp({ name, password: PASSWORD });
  await client.confirmAddress();
  return Object.assign(client, { id, email });
}

/**
 * Four people and a visitor: an owner with assessments, the owner's linked partner (a shared
 * assessment both completed), the owner's son linked as family, and a stranger with a pending
 * invitation of their own. A partner is never also family (decision 019).
 */
export async function buildWorld(ctx: TestContext): Promise<World> {
  const [owner, partner, stranger, child, operator] = await Promise.all([
    person(ctx, 'Owner'),
    person(ctx, 'Partner'),
    person(ctx, 'Stranger'),
    person(ctx, 'Child'),
    person(ctx, 'Operator'),
  ]);
  const { backupCodes: operatorBackupCodes } = await makeOperator(ctx, operator, {
    email: operator.email,
    password: PASSWORD,
  });
  const contactEmail = `contact-${randomBytes(6).toString('hex')}@example.test`;
  await new Client(ctx).json('/api/contact', {
    json: { name: 'Visitor', email: contactEmail, message: 'A question about the plans, please.' },
  });
  const [contact] = (
    (await ctx.database.db.execute(sql`select id from contact_messages where email = ${contactEmail}`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const invite = await owner.json<{ token: string }>('/api/couple/invitations', { json: {} });
  await partner.json('/api/couple/invitations/accept', { json: { token: invite.body.token } });
  const completed = await owner.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'intimacy' } });
  await owner.json(`/api/assessments/${completed.body.id}/complete`, { json: { responses: fullAnswers('intimacy') } });
  const open = await owner.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'values' } });
  const shared = await owner.json<{ shared: { id: string }; assessment: { id: string } }>('/api/couple/shared', {
    json: { assessment_type: 'intimacy' },
  });
  const side = await partner.json<{ assessment: { id: string } }>(`/api/couple/shared/${shared.body.shared.id}/join`, {
    method: 'POST',
  });
  await owner.json(`/api/assessments/${shared.body.assessment.id}/complete`, {
    json: { responses: fullAnswers('intimacy', 4) },
  });
  await partner.json(`/api/assessments/${side.body.assessment.id}/complete`, {
    json: { responses: fullAnswers('intimacy', 2) },
  });
  const invitation = await stranger.json<{ id: string; token: string }>('/api/couple/invitations', { json: {} });
  // The stranger has applied to be a counsellor, not yet verified (decision 076).
  await stranger.json('/api/counsellors/application', { json: COUNSELLOR_APPLICATION });
  const security = await owner.json<{ sessions: { id: string }[] }>('/api/security');
  const passkey = await addPasskey(owner, ctx.env.appUrl, { password: PASSWORD });

  const familyInvite = await owner.json<{ token: string }>('/api/family/invitations', {
    json: { role: 'parent', pairing: 'father_son', age_group: '16-18' },
  });
  const familyLink = await child.json<{ id: string }>('/api/family/invitations/accept', {
    json: { token: familyInvite.body.token },
  });
  type Started = { family: { id: string }; assessment: { id: string } };
  const family = await owner.json<Started>(`/api/family/links/${familyLink.body.id}/assessments`, { method: 'POST' });
  const childSide = await child.json<Started>(`/api/family/assessments/${family.body.family.id}/join`, {
    method: 'POST',
  });
  const familyAnswers = (value: number) =>
    Object.fromEntries(
      answerKeys({ questions: familyQuestions('16-18', 'parent', 'father_son') }).map((k) => [k, value]),
    );
  await owner.json(`/api/assessments/${family.body.assessment.id}/complete`, { json: { responses: familyAnswers(4) } });
  await child.json(`/api/assessments/${childSide.body.assessment.id}/complete`, {
    json: { responses: familyAnswers(3) },
  });
  const supervised = await owner.json<{ id: string }>('/api/family/children', {
    json: { pairing: 'father_daughter', name: 'Noor' },
  });
  const supervisedFamily = await owner.json<Started>(`/api/family/links/${supervised.body.id}/assessments`, {
    method: 'POST',
  });
  const familyInvitation = await stranger.json<{ id: string }>('/api/family/invitations', {
    json: { role: 'child', pairing: 'mother_daughter', age_group: '19-24' },
  });
  const milestone = await owner.json<{ id: string }>('/api/timeline/milestones', {
    json: { kind: 'nikah', date: '2024-05-17', note: 'With both families', shared_with_partner: true },
  });
  const plan = await owner.json<{ id: string }>('/api/weekly-plans', { json: { assessment_id: completed.body.id } });
  const couplePlan = await owner.json<{ id: string }>('/api/weekly-plans', {
    json: { assessment_id: shared.body.assessment.id },
  });
  return {
    planId: plan.body.id,
    couplePlanId: couplePlan.body.id,
    milestoneId: milestone.body.id,
    familyLinkId: familyLink.body.id,
    familyId: family.body.family.id,
    supervisedFamilyId: supervisedFamily.body.family.id,
    familyInvitationId: familyInvitation.body.id,
    ownerSessionId: security.body.sessions[0]?.id ?? '',
    ownerPasskeyId: passkey.id,
    owner,
    partner,
    stranger,
    child,
    operator,
    operatorBackupCodes,
    anonymous: new Client(ctx),
    contactMessageId: contact?.id ?? '',
    completedId: completed.body.id,
    openId: open.body.id,
    sharedId: shared.body.shared.id,
    invitation: { id: invitation.body.id, token: invitation.body.token },
  };
}

/** A well-formed token that matches no invitation. */
export const unknownToken = () => randomBytes(32).toString('base64url');

/**
 * Everything people and their data live in, as one comparable string. Rate-limit counters are left
 * out: counting a refused request is their job.
 */
const SNAPSHOT_TABLES = [
  'users',
  'accounts',
  'sessions',
  'profiles',
  'assessments',
  'assessment_results',
  'pair_invitations',
  'couple_links',
  'partners',
  'pair_assessments',
  'contact_messages',
  'ai_usage',
  'verifications',
  'two_factors',
  'backup_codes',
  'passkeys',
  'family_links',
  'milestones',
  'safety_checks',
  'contact_replies',
  'audit_log',
  'subscriptions',
  'weekly_plans',
  'weekly_plan_weeks',
  'weekly_plan_check_ins',
  'weekly_plan_sharing',
  'kept_couple_reports',
  'push_subscriptions',
  'grants',
  'counsellors',
];

export async function snapshot(ctx: TestContext, options: { except?: string[] } = {}): Promise<string> {
  const parts: string[] = [];
  for (const table of SNAPSHOT_TABLES.filter((t) => !options.except?.includes(t))) {
    const result = await ctx.database.db.execute(
      sql.raw(`select coalesce(json_agg(t order by t::text), '[]'::json)::text as rows from ${table} t`),
    );
    const rows = (result as unknown as { rows: { rows: string }[] }).rows;
    parts.push(`${table}:${rows[0]?.rows}`);
  }
  return parts.join('\n');
}
