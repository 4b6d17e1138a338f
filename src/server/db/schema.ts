import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AiAnalysis, CoupleAdviceState } from '../../domain/advice/ai-analysis.ts';
import type { CategoryId } from '../../domain/assessment/categories.ts';
import type { CategoryScores } from '../../domain/assessment/scoring.ts';
import { COUNSELLOR_GENDERS, COUNSELLOR_STATUSES } from '../../domain/counsellors.ts';
import { COUNSELLOR_BIO_MAX } from '../../domain/limits.ts';
import type { SafetyAnswers } from '../../domain/safety.ts';

/** Every timestamp is timestamptz: people answer from many time zones and the server may move. */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---- better-auth's tables (core schema with UUID ids; keys match its model names) ----

export const user = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /**
     * `member`, or `operator` for the people who run the service (the /admin console). Set only by
     * `npm run admin:grant`. better-auth is not told of the column, so none of its endpoints reads or sets it.
     */
    role: text('role').notNull().default('member'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('member', 'operator')`)],
);

export const session = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Rate-limit counters live in the database so several app instances share them. */
export const rateLimit = pgTable('rate_limits', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  // Milliseconds since the epoch: does not fit in a 32-bit integer.
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---- Wifaq's tables (spec section 3 column names) ----

export const profiles = pgTable(
  'profiles',
  {
    /** Equals the auth user id (spec: "id (equals the auth user id)"). */
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    full_name: text('full_name'),
    language_preference: text('language_preference').notNull().default('en'),
    /** The digits Arabic is shown in: `latn` (0123, the default) or `arab` (٠١٢٣), decision 005. */
    numerals: text('numerals').notNull().default('latn'),
    subscription_tier: text('subscription_tier').notNull().default('free'),
    /**
     * When a paid tier lapses without a further word from the card provider: the end of a payment
     * grace period or of a cancelled period. Null: the tier holds until changed (set by hand, or active).
     */
    subscription_tier_until: timestamptz('subscription_tier_until'),
    age: integer('age'),
    /**
     * Until when the person counts as under 18, whatever age they give later (issue 27, decision 057): set
     * when an age under 18 is stated, to the latest date they could turn 18, and never moved earlier by
     * the person; an operator corrects a genuine mistake (audited).
     */
    minor_until: timestamptz('minor_until'),
    gender: text('gender'),
    relationship_type: text('relationship_type'),
    relationship_status: text('relationship_status'),
    /** When the person agreed, at sign-up, to the processing of their relationship answers. */
    data_consent_at: timestamptz('data_consent_at'),
    /**
     * The IANA zone scheduled mail is timed in (the monthly report on the 1st at 9:00, decision 067): the
     * browser's, saved with the profile or a notice preference; UTC until one is saved.
     */
    time_zone: text('time_zone').notNull().default('UTC'),
    /**
     * The person's own quiet hours, local `HH:MM` in `time_zone` (decision 073): no notice reaches them
     * between the two; `from` after `to` wraps midnight. Both null: none. Nights are quiet by default.
     */
    quiet_from: text('quiet_from').default('22:00'),
    quiet_to: text('quiet_to').default('08:00'),
    /** Opt-in: quiet around the five prayers of this city (domain/prayer-cities.ts; decision 072). */
    prayer_city: text('prayer_city'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('profiles_language_check', sql`${t.language_preference} in ('en', 'ar')`),
    check('profiles_numerals_check', sql`${t.numerals} in ('latn', 'arab')`),
    check('profiles_tier_check', sql`${t.subscription_tier} in ('free', 'individual', 'couple', 'premium')`),
    check('profiles_age_check', sql`${t.age} is null or ${t.age} between 13 and 120`),
    check(
      'profiles_quiet_hours_check',
      sql`(${t.quiet_from} is null) = (${t.quiet_to} is null) and (${t.quiet_from} is null or (${t.quiet_from} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.quiet_to} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'))`,
    ),
  ],
);

export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    assessment_type: text('assessment_type').notNull(),
    status: text('status').notNull().default('in_progress'),
    /** `{ responses: { q_1_1_phase1: 4, … }, importance: { q_1_1: true, … } }` as the spec stores it. */
    responses: jsonb('responses')
      .$type<{ responses: Record<string, number>; importance: Record<string, boolean> }>()
      .notNull()
      .default({ responses: {}, importance: {} }),
    created_at: createdAt(),
    completed_at: timestamptz('completed_at'),
    /** Set when this is one partner's side of a shared assessment. */
    shared_id: uuid('shared_id').references(() => pairAssessments.id, { onDelete: 'set null' }),
    /** "Show my answers to my partner" for this assessment; the couple report needs both sides' yes. */
    share_answers: boolean('share_answers').notNull().default(false),
    /** Set when this is one side of a parent-child assessment. */
    family_id: uuid('family_id').references(() => pairAssessments.id, { onDelete: 'set null' }),
    /** Which side: 'parent' or 'child' (a supervised child's side is stored in the parent's account). */
    perspective: text('perspective'),
    /**
     * The version of its question bank this was answered in (decision 029): set by the server at creation
     * (a pair's side takes the pair's), so results, reports and PDFs show the wording that was answered.
     * No default: every insert says which version it means.
     */
    content_version: integer('content_version').notNull(),
  },
  (t) => [
    index('assessments_user_id_created_at_idx').on(t.user_id, t.created_at),
    // One side per person in a shared assessment, whatever two requests do at once.
    uniqueIndex('assessments_shared_id_user_id_idx').on(t.shared_id, t.user_id),
    // One parent side and one child side per family assessment.
    uniqueIndex('assessments_family_id_perspective_idx').on(t.family_id, t.perspective),
    check('assessments_status_check', sql`${t.status} in ('in_progress', 'completed')`),
    check('assessments_content_version_check', sql`${t.content_version} >= 1`),
  ],
);

export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessment_id: uuid('assessment_id')
      .notNull()
      .unique()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    compatibility_score: integer('compatibility_score').notNull(),
    category_scores: jsonb('category_scores').$type<CategoryScores>().notNull(),
    ai_analysis: jsonb('ai_analysis').$type<AiAnalysis>().notNull(),
    created_at: createdAt(),
  },
  (t) => [index('assessment_results_user_id_idx').on(t.user_id)],
);

/** Model calls per person per day, so one account cannot run up the provider bill (AI_DAILY_LIMIT). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.day] })],
);

/** Messages sent through the contact page. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    /** Set when the sender was signed in; kept if the account is deleted, without the link. */
    user_id: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    /** `open` until an operator closes it (the /admin inbox). */
    status: text('status').notNull().default('open'),
    closed_at: timestamptz('closed_at'),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.created_at),
    check('contact_messages_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** An operator's reply to a contact message, sent by mail to the sender. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message_id: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    operator_id: uuid('operator_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('contact_replies_message_id_idx').on(t.message_id)],
);

/**
 * Fixed-window counters for the app's own rate limits (contact form, and more later), in the database
 * so every instance counts together.
 */
export const requestLimits = pgTable('request_limits', {
  key: text('key').primaryKey(),
  window_start: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Every partner link, kept after it ends (ended_at) so history can be shown. */
export const coupleLinks = pgTable(
  'couple_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    created_at: createdAt(),
    ended_at: timestamptz('ended_at'),
    /** Who the link joined, kept after it ends so each timeline can show it; null once an account is deleted. */
    first_user_id: uuid('first_user_id').references(() => user.id, { onDelete: 'set null' }),
    second_user_id: uuid('second_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Who ended it, so each timeline tells it from its reader's side (decision 062); null once deleted. */
    ended_by: uuid('ended_by').references(() => user.id, { onDelete: 'set null' }),
    /** `unlinked` or `account_deleted`; null for a link still active or one ended before decision 062. */
    end_reason: text('end_reason'),
  },
  (t) => [
    index('couple_links_first_user_id_idx').on(t.first_user_id),
    index('couple_links_second_user_id_idx').on(t.second_user_id),
    check(
      'couple_links_end_reason_check',
      sql`${t.end_reason} is null or ${t.end_reason} in ('unlinked', 'account_deleted')`,
    ),
  ],
);

/**
 * One person's copy of a couple report, frozen when its link ended (decision 062): the report exactly as
 * that person read it then (answers only where both had chosen to show them), so it stays readable after
 * the link, and after the other's account, is gone. Each copy is its owner's alone: removing it, or
 * deleting the account, leaves the other's. `partner_id` names the other while their account exists.
 */
export const keptCoupleReports = pgTable(
  'kept_couple_reports',
  {
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pair_assessment_id: uuid('pair_assessment_id')
      .notNull()
      .references(() => pairAssessments.id, { onDelete: 'cascade' }),
    partner_id: uuid('partner_id').references(() => user.id, { onDelete: 'set null' }),
    /** The ready report of that moment, from the owner's side, without the partner's name (read live). */
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    kept_at: timestamptz('kept_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.owner_id, t.pair_assessment_id] }),
    index('kept_couple_reports_pair_assessment_id_idx').on(t.pair_assessment_id),
    index('kept_couple_reports_partner_id_idx').on(t.partner_id),
  ],
);

/**
 * The active partner of each person: two rows per link. The primary key on user_id makes "one
 * active partner per person" a rule the database keeps, whatever two requests do at once.
 */
export const partners = pgTable(
  'partners',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    partner_id: uuid('partner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    link_id: uuid('link_id')
      .notNull()
      .references(() => coupleLinks.id, { onDelete: 'cascade' }),
    linked_at: createdAt(),
  },
  (t) => [index('partners_partner_id_idx').on(t.partner_id)],
);

/**
 * A person's authenticator (TOTP). `enabled_at` is null while being set up; `last_used_step` is the
 * time step of the last accepted code, so a code works once.
 */
export const twoFactors = pgTable('two_factors', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  secret_sealed: text('secret_sealed').notNull(),
  enabled_at: timestamptz('enabled_at'),
  last_used_step: bigint('last_used_step', { mode: 'number' }),
  created_at: createdAt(),
});

/** Single-use backup codes, stored as SHA-256 only. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamptz('used_at'),
  },
  (t) => [index('backup_codes_user_id_idx').on(t.user_id)],
);

/**
 * A person's passkeys (WebAuthn credentials, decision 037). Only the public key is stored: nothing here
 * lets anyone sign in. `counter` is the authenticator's signature counter (0 for synced passkeys),
 * kept so a cloned hardware key can be noticed.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    credential_id: text('credential_id').notNull().unique(),
    public_key: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports'),
    backed_up: boolean('backed_up').notNull().default(false),
    created_at: createdAt(),
    last_used_at: timestamptz('last_used_at'),
  },
  (t) => [index('passkeys_user_id_idx').on(t.user_id)],
);

/**
 * A parent and a child. `child_id` is null for a child of 8-12, who has no account: the parent runs
 * supervised sessions and the child's answers belong to the parent's account. Kept after it ends.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parent_id: uuid('parent_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    child_id: uuid('child_id').references(() => user.id, { onDelete: 'cascade' }),
    pairing: text('pairing').notNull(),
    age_group: text('age_group').notNull(),
    /** The supervised child's first name, shown only to the parent. */
    child_name: text('child_name'),
    created_at: createdAt(),
    ended_at: timestamptz('ended_at'),
    /**
     * Who ended it, so each timeline tells it from its reader's side (decisions 062, 063): the parent or the
     * child. Null for a link still active, or one ended before this was recorded.
     */
    ended_by: uuid('ended_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('family_links_parent_id_idx').on(t.parent_id),
    index('family_links_child_id_idx').on(t.child_id),
    uniqueIndex('family_links_active_pair_idx')
      .on(t.parent_id, t.child_id)
      .where(sql`${t.ended_at} is null and ${t.child_id} is not null`),
    check(
      'family_links_pairing_check',
      sql`${t.pairing} in ('father_son', 'father_daughter', 'mother_son', 'mother_daughter')`,
    ),
    check('family_links_age_group_check', sql`${t.age_group} in ('8-12', '13-15', '16-18', '19-24', '25+')`),
  ],
);

/** The kinds of pair the pair engine links (src/server/pairs/kind.ts; one definition each in couple.ts, family.ts). */
export const PAIR_KINDS = ['couple', 'family'] as const;
/** `kind in ('couple', 'family')`, from the list itself, so a kind added to the list is allowed here too. */
const pairKindCheck = (column: unknown) =>
  sql`${column} in (${sql.raw(PAIR_KINDS.map((kind) => `'${kind}'`).join(', '))})`;

/**
 * An invitation to form a pair of a kind: the link carries a random token; only its SHA-256 is stored.
 * A couple invitation needs nothing more; a family one says what the inviter is (the invitee is the
 * other) and for which pairing and ages.
 */
export const pairInvitations = pgTable(
  'pair_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    inviter_id: uuid('inviter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What the inviter is in the link, when the two sides differ (family: 'parent' or 'child'). */
    inviter_role: text('inviter_role'),
    pairing: text('pairing'),
    age_group: text('age_group'),
    token_hash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('pending'),
    created_at: createdAt(),
    expires_at: timestamptz('expires_at').notNull(),
    responded_by: uuid('responded_by').references(() => user.id, { onDelete: 'set null' }),
    responded_at: timestamptz('responded_at'),
  },
  (t) => [
    index('pair_invitations_inviter_id_idx').on(t.inviter_id, t.kind),
    check('pair_invitations_kind_check', pairKindCheck(t.kind)),
    check('pair_invitations_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'revoked')`),
    check(
      'pair_invitations_family_check',
      sql`${t.kind} <> 'family' or (${t.inviter_role} in ('parent', 'child') and ${t.pairing} is not null and ${t.age_group} is not null)`,
    ),
  ],
);

/**
 * An assessment the two sides of a link take together: each side answers privately in its own
 * `assessments` row (`shared_id` for a couple, `family_id` for a family). It belongs to the link, so
 * ending the link hides it from both. The link is in the kind's own link table (one column each, so
 * the database keeps the reference and removes the assessment with its link).
 */
export const pairAssessments = pgTable(
  'pair_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    couple_link_id: uuid('couple_link_id').references(() => coupleLinks.id, { onDelete: 'cascade' }),
    family_link_id: uuid('family_link_id').references(() => familyLinks.id, { onDelete: 'cascade' }),
    assessment_type: text('assessment_type').notNull(),
    created_by: uuid('created_by').references(() => user.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    /** The model's joint advice per language and its claim marks (couples); built-in advice is computed on read. */
    advice: jsonb('advice').$type<CoupleAdviceState>().notNull().default({}),
    /** The bank version both sides answer (decision 029), fixed when the pair assessment starts. */
    content_version: integer('content_version').notNull(),
  },
  (t) => [
    index('pair_assessments_couple_link_id_idx').on(t.couple_link_id),
    index('pair_assessments_family_link_id_idx').on(t.family_link_id),
    check('pair_assessments_kind_check', pairKindCheck(t.kind)),
    check('pair_assessments_content_version_check', sql`${t.content_version} >= 1`),
    check(
      'pair_assessments_link_check',
      sql`(${t.kind} = 'couple' and ${t.couple_link_id} is not null and ${t.family_link_id} is null) or (${t.kind} = 'family' and ${t.family_link_id} is not null and ${t.couple_link_id} is null)`,
    ),
  ],
);

/**
 * A moment a person marks on their relationship timeline (engagement, nikah, a child's birth…).
 * Private unless shared, and a share belongs to one partner link (`shared_link_id`): the partner of
 * that link sees it while the link lasts, and no later partner ever does.
 */
export const milestones = pgTable(
  'milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The person's own title; required for a custom milestone, optional otherwise. */
    title: text('title'),
    /** A calendar day, not an instant: an anniversary has no time zone. */
    occurred_on: date('occurred_on', { mode: 'string' }).notNull(),
    note: text('note'),
    /** The partner link it was shared on; null when private. */
    shared_link_id: uuid('shared_link_id').references(() => coupleLinks.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('milestones_user_id_idx').on(t.user_id),
    index('milestones_shared_link_id_idx').on(t.shared_link_id),
    check(
      'milestones_kind_check',
      sql`${t.kind} in ('engagement', 'nikah', 'wedding', 'anniversary', 'child_birth', 'new_home', 'custom')`,
    ),
  ],
);

/**
 * The private safety check (decision 030): one row per person, the last check only (a retake replaces it,
 * so no history of someone's answers builds up). Read by its owner alone: no report, PDF, partner or family
 * view, model request or log reads this table. Deleting the account deletes the row (cascade).
 */
export const safetyChecks = pgTable(
  'safety_checks',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** null when the person skipped the check. */
    answers: jsonb('answers').$type<SafetyAnswers>(),
    flagged: boolean('flagged').notNull().default(false),
    skipped: boolean('skipped').notNull(),
    taken_at: timestamptz('taken_at').notNull().defaultNow(),
  },
  (t) => [
    check('safety_checks_skipped_check', sql`${t.skipped} = (${t.answers} is null)`),
    check('safety_checks_flagged_check', sql`not (${t.skipped} and ${t.flagged})`),
  ],
);

/**
 * Work that must happen later or again (decision 066): mail (decision 035's outbox, moved here), reset
 * requests, notices. A job is an insert, in the caller's transaction when it has one; workers in every
 * instance lease due jobs with `FOR UPDATE SKIP LOCKED`, retry with back-off, and leave what never
 * succeeded as a dead letter. Done jobs stay, without their payload, as proof and to keep their key.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it (`mail`, `reset_request`, …): for figures and the operator, never content. */
    kind: text('kind').notNull(),
    /**
     * Unique when set: the same notice or mail for the same event is enqueued once, however many
     * requests or instances ask (`insert … on conflict do nothing`). Kept after the job is done.
     */
    key: text('key').unique(),
    /** What the handler needs; replaced by its short summary once the job is done or dead (it may hold links). */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    created_at: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    run_at: timestamptz('run_at').notNull().defaultNow(),
    /** A worker holds the job until then, and extends it while it runs; past it, another may take it. */
    locked_until: timestamptz('locked_until'),
    /** The worker holding it (a random id per process): only the holder extends or finishes it. */
    locked_by: uuid('locked_by'),
    done_at: timestamptz('done_at'),
    /** Set when the retries ran out: the job stays, as a dead letter the operator console lists. */
    dead_at: timestamptz('dead_at'),
    /** The last failure's class (an SMTP code or error name), never the server's message. */
    last_error: text('last_error'),
  },
  (t) => [
    index('jobs_due_idx').on(t.run_at).where(sql`${t.done_at} is null and ${t.dead_at} is null`),
    index('jobs_dead_idx').on(t.dead_at).where(sql`${t.dead_at} is not null`),
  ],
);

/**
 * The undo link sent to the old address when an email address changes (decision 034): for a week,
 * its owner can take the account back. Only a hash of the token is kept.
 */
export const emailChangeUndos = pgTable('email_change_undos', {
  token_hash: text('token_hash').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  old_email: text('old_email').notNull(),
  new_email: text('new_email').notNull(),
  expires_at: timestamptz('expires_at').notNull(),
  used_at: timestamptz('used_at'),
  created_at: createdAt(),
});

/**
 * Every action an operator takes in the console (decision 041): who, what, on whom, when. Details hold
 * identifiers and amounts, never what a person answered or wrote.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor_id: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target_user_id: uuid('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>(),
    created_at: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.created_at)],
);

// ---- Billing (decision 040): Stripe is the record of payments; these rows are what the app needs of it ----

/** The Stripe customer behind a payer. */
export const billingCustomers = pgTable('billing_customers', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  customer_id: text('customer_id').notNull().unique(),
  created_at: createdAt(),
});

/**
 * A Stripe subscription as the webhooks last told it. The payer's tier follows it; a linked partner's
 * follows through `partners` (one Couple or Premium subscription covers both).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** Stripe's subscription id (`sub_…`). */
    id: text('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    customer_id: text('customer_id').notNull(),
    plan: text('plan').notNull(),
    period: text('period').notNull(),
    /** Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
    status: text('status').notNull(),
    current_period_end: timestamptz('current_period_end'),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    /** When a renewal first failed; the plan holds for a grace period from then. */
    past_due_since: timestamptz('past_due_since'),
    /** The first successful payment: the 30-day money-back window runs from it. */
    first_paid_at: timestamptz('first_paid_at'),
    /** The payment a refund returns (the latest paid invoice's PaymentIntent). */
    latest_payment_intent: text('latest_payment_intent'),
    latest_amount_cents: integer('latest_amount_cents'),
    refunded_at: timestamptz('refunded_at'),
    /** When it stopped giving the plan (cancelled, refunded or unpaid past the grace period). */
    ended_at: timestamptz('ended_at'),
    /**
     * The account's older subscription that was running when this one started: this one was a second
     * payment for one thing, so it was cancelled and refunded at once (issue 26). Set once, so its mail goes once.
     */
    duplicate_of: text('duplicate_of'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.user_id),
    check('subscriptions_plan_check', sql`${t.plan} in ('individual', 'couple', 'premium')`),
    check('subscriptions_period_check', sql`${t.period} in ('monthly', 'yearly')`),
  ],
);

/**
 * The account's one Checkout Session (issue 26): the next checkout reuses it, or expires it at Stripe
 * before another is made. `attempt` numbers the sessions and names the idempotency key each was created
 * with, so two requests making the same attempt at once get one session from Stripe. The session's id is
 * null between the moment an attempt is claimed and Stripe's answer.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    plan: text('plan').notNull(),
    period: text('period').notNull(),
    /** The locale Stripe's page was asked for: part of the request, so a repeat of it must send the same. */
    locale: text('locale').notNull(),
    session_id: text('session_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('checkout_sessions_plan_check', sql`${t.plan} in ('individual', 'couple', 'premium')`),
    check('checkout_sessions_period_check', sql`${t.period} in ('monthly', 'yearly')`),
  ],
);

/** Webhook events already applied, so a delivery Stripe repeats changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  received_at: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * A weekly plan (decision 068): one per person and assessment type (`individual`), or one per couple
 * link and type (`couple`, joint: both partners read it while linked; ending the link hides it). `focus`
 * is the growth areas of the latest result of the type, in the order the plan visits them; `source_*`
 * say which result set them, so a later one replaces them.
 */
export const weeklyPlans = pgTable(
  'weekly_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    user_id: uuid('user_id').references(() => user.id, { onDelete: 'cascade' }),
    couple_link_id: uuid('couple_link_id').references(() => coupleLinks.id, { onDelete: 'cascade' }),
    assessment_type: text('assessment_type').notNull(),
    focus: jsonb('focus').$type<CategoryId[]>().notNull(),
    /** The assessment (one person) or pair assessment (a couple) whose result set `focus`. */
    source_id: uuid('source_id').notNull(),
    source_completed_at: timestamptz('source_completed_at').notNull(),
    started_at: timestamptz('started_at').notNull().defaultNow(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('weekly_plans_individual_idx').on(t.user_id, t.assessment_type).where(sql`${t.kind} = 'individual'`),
    uniqueIndex('weekly_plans_couple_idx').on(t.couple_link_id, t.assessment_type).where(sql`${t.kind} = 'couple'`),
    check(
      'weekly_plans_owner_check',
      sql`(${t.kind} = 'individual' and ${t.user_id} is not null and ${t.couple_link_id} is null) or (${t.kind} = 'couple' and ${t.couple_link_id} is not null and ${t.user_id} is null)`,
    ),
  ],
);

/** The exercise each week of a plan gave, fixed when the week is first read (its bank version too). */
export const weeklyPlanWeeks = pgTable(
  'weekly_plan_weeks',
  {
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => weeklyPlans.id, { onDelete: 'cascade' }),
    /** 1 for the seven days from the plan's start, and so on. */
    week: integer('week').notNull(),
    exercise_key: text('exercise_key').notNull(),
    bank_version: integer('bank_version').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.plan_id, t.week] }), check('weekly_plan_weeks_week_check', sql`${t.week} >= 1`)],
);

/** Each person's own check-in for a week: done (with "how it went", 1-5, if they say) or skipped. */
export const weeklyPlanCheckIns = pgTable(
  'weekly_plan_check_ins',
  {
    plan_id: uuid('plan_id').notNull(),
    week: integer('week').notNull(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    rating: integer('rating'),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.plan_id, t.week, t.user_id] }),
    foreignKey({
      columns: [t.plan_id, t.week],
      foreignColumns: [weeklyPlanWeeks.plan_id, weeklyPlanWeeks.week],
    }).onDelete('cascade'),
    check('weekly_plan_check_ins_status_check', sql`${t.status} in ('done', 'skipped')`),
    check(
      'weekly_plan_check_ins_rating_check',
      sql`${t.rating} is null or (${t.status} = 'done' and ${t.rating} between 1 and 5)`,
    ),
  ],
);

/**
 * A partner's yes to seeing each other's check-ins in a couple's plan: a row per partner who said yes.
 * Both rows are needed before either sees the other's; deleting one (withdrawing) hides both again.
 */
export const weeklyPlanSharing = pgTable(
  'weekly_plan_sharing',
  {
    plan_id: uuid('plan_id')
      .notNull()
      .references(() => weeklyPlans.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.plan_id, t.user_id] })],
);

/**
 * A browser's Web Push subscription (issue 30, item 3): where the push service takes messages for one
 * device, and the keys they are encrypted with (RFC 8291). It belongs to whoever last turned notices on
 * in that browser; the push service's 404/410 removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.user_id)],
);

/**
 * A person's opt-outs from optional notices (decision 067): a row says "not this event on this channel".
 * No row is on, so an event added later starts on for everyone without a row per person. Events and
 * channels are domain/notices.ts's lists; account mail (security, billing) is never optional.
 */
export const noticeOptOuts = pgTable(
  'notice_opt_outs',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    /** `settings` or `unsubscribe` (a one-click link from a mail): which way the person said no. */
    via: text('via').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.event, t.channel] }),
    check('notice_opt_outs_via_check', sql`${t.via} in ('settings', 'unsubscribe')`),
  ],
);

/**
 * A date a person chose to be reminded to take an assessment type again (issue 30, item 3): one per type;
 * changing it replaces it, clearing it deletes it. The reminder is a notice (`retake_due`) on that day.
 */
export const retakeReminders = pgTable(
  'retake_reminders',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    assessment_type: text('assessment_type').notNull(),
    due_on: date('due_on', { mode: 'string' }).notNull(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.assessment_type] })],
);

/**
 * Each optional notice that reached a person (decision 073): its job key makes it once, and the nudges of
 * the last seven days (a plan week, a retake) are counted here against the weekly limit. Kept 90 days.
 */
export const noticeLog = pgTable(
  'notice_log',
  {
    key: text('key').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    nudge: boolean('nudge').notNull(),
    sent_at: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [index('notice_log_user_sent_idx').on(t.user_id, t.sent_at)],
);

/**
 * How much a grant lets its grantee read (decision 074), each level including the ones before it: `status`
 * (which assessments are done), `results` (figures, patterns, advice, reports), `answers` (item answers).
 */
export const GRANT_LEVELS = ['status', 'results', 'answers'] as const;
/** What a grant is about: one person's own results, or the shared results of one link of a pair kind. */
export const GRANT_SCOPES = ['person', ...PAIR_KINDS] as const;

/** The column of each pair kind's link in `grants` (a kind added to PAIR_KINDS is refused here until it has one). */
export const GRANT_LINK_COLUMNS = {
  couple: 'couple_link_id',
  family: 'family_link_id',
} as const satisfies Record<(typeof PAIR_KINDS)[number], string>;
/** A `person` grant names no link; a pair kind's grant names its own link and no other. */
const grantScopeCheck = sql.raw(
  GRANT_SCOPES.map((scope) => {
    const columns = Object.entries(GRANT_LINK_COLUMNS).map(([kind, column]) =>
      kind === scope ? `"${column}" is not null` : `"${column}" is null`,
    );
    return `("scope" = '${scope}' and ${columns.join(' and ')})`;
  }).join(' or '),
);

/**
 * A person's yes to another person reading some of their data (decision 074): the one model of a third
 * reader (a counsellor, issue 31). One row per granting person: data of a link (a couple's shared results)
 * is readable by the grantee only while every current member of that link has a live row for it
 * (src/server/access/). A row is live from `created_at` until `until` (when set) and until `revoked_at`;
 * changing a level revokes the row and adds another, so the history stays. `revoked_by` says who ended it
 * (the granter, or their partner revoking the couple's access alone).
 */
export const grants = pgTable(
  'grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grantee_id: uuid('grantee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    granted_by: uuid('granted_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<(typeof GRANT_SCOPES)[number]>().notNull(),
    /** The link of a `couple` grant; a grant ends with its link's row (cascade), and reads need the link active. */
    couple_link_id: uuid('couple_link_id').references(() => coupleLinks.id, { onDelete: 'cascade' }),
    family_link_id: uuid('family_link_id').references(() => familyLinks.id, { onDelete: 'cascade' }),
    level: text('level').$type<(typeof GRANT_LEVELS)[number]>().notNull(),
    created_at: createdAt(),
    until: timestamptz('until'),
    revoked_at: timestamptz('revoked_at'),
    revoked_by: uuid('revoked_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('grants_grantee_id_idx').on(t.grantee_id, t.scope),
    index('grants_granted_by_idx').on(t.granted_by),
    index('grants_couple_link_id_idx').on(t.couple_link_id),
    index('grants_family_link_id_idx').on(t.family_link_id),
    check('grants_level_check', sql`${t.level} in (${sql.raw(GRANT_LEVELS.map((l) => `'${l}'`).join(', '))})`),
    check('grants_not_to_oneself_check', sql`${t.grantee_id} <> ${t.granted_by}`),
    check('grants_scope_check', grantScopeCheck),
  ],
);

// ---- Counsellors (issue 31 item 2, decision 076) ----

/**
 * A person's application to be a counsellor clients may grant access to, one per account. An operator
 * verifies, rejects or suspends it in the console (audited); only a `verified` counsellor may list
 * themselves in the directory or hold a grant (`isVerifiedCounsellor`, read on every grantee read). The
 * directory names a counsellor by `public_id`, never by their account.
 */
export const counsellors = pgTable(
  'counsellors',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The opaque id the directory and clients name the counsellor by. */
    public_id: uuid('public_id').notNull().unique().defaultRandom(),
    display_name: text('display_name').notNull(),
    /** An organisation, or a licence and who issued it: what the operator checks. */
    credential: text('credential').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    /** A subset of the app's languages (`en`, `ar`). */
    languages: jsonb('languages').$type<string[]>().notNull(),
    gender: text('gender').$type<(typeof COUNSELLOR_GENDERS)[number]>().notNull(),
    bio: text('bio').notNull(),
    status: text('status').$type<(typeof COUNSELLOR_STATUSES)[number]>().notNull().default('applied'),
    /**
     * The operator who verified the counsellor, and when (kept through a later suspension, for the record);
     * the audit log keeps every decision, rejections and suspensions too.
     */
    verified_by: uuid('verified_by').references(() => user.id, { onDelete: 'set null' }),
    verified_at: timestamptz('verified_at'),
    /** Shown in the directory: the counsellor's choice, counted only while verified. */
    listed: boolean('listed').notNull().default(false),
    created_at: createdAt(),
    updated_at: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('counsellors_status_idx').on(t.status),
    check(
      'counsellors_status_check',
      sql`${t.status} in (${sql.raw(COUNSELLOR_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'counsellors_gender_check',
      sql`${t.gender} in (${sql.raw(COUNSELLOR_GENDERS.map((g) => `'${g}'`).join(', '))})`,
    ),
    check('counsellors_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('counsellors_bio_check', sql`char_length(${t.bio}) <= ${sql.raw(String(COUNSELLOR_BIO_MAX))}`),
  ],
);
