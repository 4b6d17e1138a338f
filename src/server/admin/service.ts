import { and, count, desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_PAGE_SIZE,
  type AuditAction,
  type ContactStatus,
  type FigureWindow,
  PEOPLE_SEARCH_MAX,
} from '../../domain/admin.ts';
import { intlLocale, isLanguage, type Language } from '../../domain/language.ts';
import type { PlansMode } from '../../domain/plans.ts';
import { type RemovedWaysIn, removeSecondWaysIn } from '../account/ways-in.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import {
  auditLog,
  contactMessages,
  contactReplies,
  partners,
  passkeys,
  profiles,
  session,
  subscriptions,
  twoFactors,
  user,
} from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { Outbox } from '../mail/outbox.ts';
import { planOf } from '../plans/service.ts';
import { securityEvent } from '../security-events.ts';

/** Rows of a list one page at a time: one more is read than shown, to know whether another page follows. */
const pageOf = <T>(rows: T[]) => ({ has_more: rows.length > ADMIN_PAGE_SIZE, rows: rows.slice(0, ADMIN_PAGE_SIZE) });
const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

type Writer = Pick<Db, 'insert'>;

/**
 * One line of the audit log: who did what to whom. `details` holds ids and counts only, never what a
 * person wrote or answered (a message, a reply, a search term).
 */
export async function audit(
  db: Writer,
  entry: {
    actorId: string;
    action: AuditAction;
    targetUserId?: string | null;
    details?: Record<string, string | number>;
  },
) {
  await db.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    target_user_id: entry.targetUserId ?? null,
    details: entry.details ?? null,
  });
  // The same action on the request's log, with the operator's address and the request id beside it.
  securityEvent('operator_action', {
    account_id: entry.actorId,
    action: entry.action,
    target_id: entry.targetUserId ?? null,
  });
}

// ---- Contact inbox ----

/** The inbox, newest first: who wrote, when, and the message's first line or so to tell them apart. */
export async function inboxPage(db: Db, status: ContactStatus, page: number) {
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      language: contactMessages.language,
      status: contactMessages.status,
      created_at: contactMessages.created_at,
      closed_at: contactMessages.closed_at,
      excerpt: sql<string>`left(${contactMessages.message}, 140)`,
      replies: sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.message_id} = ${contactMessages.id})`,
    })
    .from(contactMessages)
    .where(eq(contactMessages.status, status))
    .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset(offsetOf(page));
  const { rows: messages, has_more } = pageOf(rows);
  const [open] = await db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'open'));
  return { messages, page, has_more, open_count: open?.n ?? 0 };
}

async function messageRow(db: Pick<Db, 'select'>, id: string) {
  if (!isUuid(id)) throw notFound();
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw notFound();
  return message;
}

/** One message with the replies sent to it, oldest first, and which operator wrote each. */
export async function contactMessage(db: Db, id: string) {
  const message = await messageRow(db, id);
  const replies = await db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      created_at: contactReplies.created_at,
      operator_name: user.name,
    })
    .from(contactReplies)
    .leftJoin(user, eq(user.id, contactReplies.operator_id))
    .where(eq(contactReplies.message_id, message.id))
    .orderBy(contactReplies.created_at, contactReplies.id);
  return {
    message: {
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      language: message.language,
      status: message.status,
      created_at: message.created_at,
      closed_at: message.closed_at,
      /** Whether the sender was signed in when writing (their account, if it still exists). */
      user_id: message.user_id,
    },
    replies,
  };
}

/**
 * Stores the reply and queues it as a mail to the sender, in the language they wrote in, together:
 * a reply is recorded exactly when its mail will go. The mail carries a short greeting and the
 * operator's words only, never the sender's message quoted back.
 */
export async function replyToMessage(db: Db, outbox: Outbox, operatorId: string, id: string, body: string) {
  const reply = await db.transaction(async (tx) => {
    const message = await messageRow(tx, id);
    const [reply] = await tx
      .insert(contactReplies)
      .values({ message_id: message.id, operator_id: operatorId, body })
      .returning({ id: contactReplies.id, created_at: contactReplies.created_at });
    if (!reply) throw new Error('reply not stored');
    const language: Language = isLanguage(message.language) ? message.language : 'en';
    const sentAt = message.created_at;
    const mailId = await outbox.queue(
      {
        kind: 'contact_reply',
        to: message.email,
        language,
        params: {
          name: message.name,
          reply: body,
          date: (lang) =>
            new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(sentAt),
        },
      },
      tx as unknown as Db,
    );
    await audit(tx, {
      actorId: operatorId,
      action: 'contact.reply',
      targetUserId: message.user_id,
      details: { message_id: message.id, reply_id: reply.id, mail_id: mailId },
    });
    return { id: reply.id, created_at: reply.created_at };
  });
  outbox.wake();
  return reply;
}

/** Closes or reopens a message; asking for the state it has already changes nothing but is answered alike. */
export async function setMessageStatus(db: Db, operatorId: string, id: string, status: ContactStatus) {
  return db.transaction(async (tx) => {
    const message = await messageRow(tx, id);
    const [row] = await tx
      .update(contactMessages)
      .set({ status, closed_at: status === 'closed' ? (message.closed_at ?? new Date()) : null })
      .where(eq(contactMessages.id, message.id))
      .returning({ id: contactMessages.id, status: contactMessages.status, closed_at: contactMessages.closed_at });
    await audit(tx, {
      actorId: operatorId,
      action: status === 'closed' ? 'contact.close' : 'contact.reopen',
      targetUserId: message.user_id,
      details: { message_id: message.id },
    });
    return row;
  });
}

// ---- People ----

/** `like` reads `%` and `_` as wildcards and `\` as their escape; a typed address means them literally. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accounts whose address is the one given or begins with it, in any case; a few at most. */
export async function findPeople(db: Db, email: string) {
  const prefix = email.trim().toLowerCase();
  return db
    .select({ id: user.id, email: user.email, name: user.name, created_at: user.createdAt })
    .from(user)
    .where(sql`lower(${user.email}) like ${`${likeLiteral(prefix)}%`}`)
    .orderBy(sql`lower(${user.email}) <> ${prefix}`, sql`lower(${user.email})`)
    .limit(PEOPLE_SEARCH_MAX);
}

/**
 * What an operator may know of an account: who it is, its plan and payments, and the state of its
 * security, never what the person answered, wrote or shared (no assessments, results, reports,
 * milestones, safety check, family links or insights are read here), nor who their partner is.
 */
export async function personSummary(db: Db, plansMode: PlansMode, id: string) {
  if (!isUuid(id)) throw notFound();
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      created_at: user.createdAt,
      email_verified: user.emailVerified,
      operator: sql<boolean>`${user.role} = 'operator'`,
      language: profiles.language_preference,
      tier_until: profiles.subscription_tier_until,
      linked_to_partner: sql<boolean>`${partners.user_id} is not null`,
      two_factor: sql<boolean>`${twoFactors.enabled_at} is not null`,
      passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.user_id} = ${user.id})`,
      sessions: sql<number>`(select count(*)::int from ${session} where ${session.userId} = ${user.id} and ${session.expiresAt} > now())`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(partners, eq(partners.user_id, user.id))
    .leftJoin(twoFactors, and(eq(twoFactors.user_id, user.id), isNotNull(twoFactors.enabled_at)))
    .where(eq(user.id, id));
  if (!account) throw notFound();
  const plan = await planOf(db, plansMode, id);
  const payments = await db
    .select({
      id: subscriptions.id,
      plan: subscriptions.plan,
      period: subscriptions.period,
      status: subscriptions.status,
      current_period_end: subscriptions.current_period_end,
      cancel_at_period_end: subscriptions.cancel_at_period_end,
      first_paid_at: subscriptions.first_paid_at,
      refunded_at: subscriptions.refunded_at,
      ended_at: subscriptions.ended_at,
      created_at: subscriptions.created_at,
    })
    .from(subscriptions)
    .where(eq(subscriptions.user_id, id))
    .orderBy(desc(subscriptions.created_at));
  const recentActions = await actionsOn(db, id);
  const { tier_until, ...rest } = account;
  return {
    ...rest,
    language: account.language ?? 'en',
    tier: plan.tier,
    tier_until,
    effective_tier: plan.effective_tier,
    plans_mode: plan.mode,
    subscriptions: payments,
    recent_actions: recentActions,
  };
}

// ---- Helping a person under attack (docs/security.md, "Operators") ----

/** The account an operator acts on, locked for the action's transaction; 404 when there is none. */
async function personRow(tx: Pick<Db, 'select'>, id: string) {
  if (!isUuid(id)) throw notFound();
  const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, id)).for('update');
  if (!found) throw notFound();
  return found.id;
}

/** Ends every session of the account, wherever it is signed in; the log keeps how many. */
export async function endAllSessions(db: Db, operatorId: string, id: string) {
  return db.transaction(async (tx) => {
    const userId = await personRow(tx, id);
    const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    await audit(tx, {
      actorId: operatorId,
      action: 'sessions.revoke_all',
      targetUserId: userId,
      details: { sessions: ended.length },
    });
    return { sessions_ended: ended.length };
  });
}

/**
 * Removes two-factor (secret and backup codes) and every passkey, as taking an account back does
 * (account/ways-in.ts): the person signs in with their password and adds them again. Sessions are left
 * as they are; ending them is the other action.
 */
export async function resetSecondFactors(db: Db, operatorId: string, id: string): Promise<RemovedWaysIn> {
  return db.transaction(async (tx) => {
    const userId = await personRow(tx, id);
    const removed = await removeSecondWaysIn(tx, userId);
    await audit(tx, {
      actorId: operatorId,
      action: 'factors.reset',
      targetUserId: userId,
      details: { two_factor: removed.twoFactor ? 1 : 0, passkeys: removed.passkeys.length },
    });
    return removed;
  });
}

// ---- Figures ----

export interface DayFigures {
  day: string;
  sign_ups: number;
  assessments_started: number;
  assessments_completed: number;
  couple_links: number;
  family_links: number;
  paying_accounts: number;
  model_calls: number;
  at_daily_cap: number;
}
type Figure = Exclude<keyof DayFigures, 'day'>;

/**
 * The days of the window as one SQL each per figure: `generate_series` gives every day (a day with
 * nothing is a 0, not a gap), and each figure is a count made in the database. Days are UTC.
 */
const series = (days: number) =>
  sql`(select generate_series((now() at time zone 'utc')::date - ${days - 1}::int, (now() at time zone 'utc')::date, interval '1 day')::date as day) d`;
const dayOf = (column: SQL | unknown) => sql`(${column} at time zone 'utc')::date`;

function perDay(days: number, figure: SQL) {
  return sql`select to_char(d.day, 'YYYY-MM-DD') as day, (${figure})::int as n from ${series(days)} order by d.day`;
}

function figureQueries(days: number, dailyCap: number | null): Record<Figure, SQL> {
  const createdOn = (table: string) =>
    perDay(days, sql.raw(`select count(*) from ${table} t where (t.created_at at time zone 'utc')::date = d.day`));
  return {
    sign_ups: createdOn('users'),
    assessments_started: createdOn('assessments'),
    assessments_completed: perDay(
      days,
      sql`select count(*) from assessments a where ${dayOf(sql.raw('a.completed_at'))} = d.day`,
    ),
    couple_links: createdOn('couple_links'),
    family_links: createdOn('family_links'),
    // Paying at the end of the day: a subscription begun by then and not yet ended.
    paying_accounts: perDay(
      days,
      sql`select count(distinct s.user_id) from subscriptions s
        where s.created_at < (d.day + 1)::timestamp at time zone 'utc'
        and (s.ended_at is null or s.ended_at >= (d.day + 1)::timestamp at time zone 'utc')`,
    ),
    model_calls: perDay(days, sql`select coalesce(sum(u.calls), 0) from ai_usage u where u.day = d.day`),
    at_daily_cap:
      dailyCap === null
        ? perDay(days, sql`select 0`)
        : perDay(days, sql`select count(*) from ai_usage u where u.day = d.day and u.calls >= ${dailyCap}::int`),
  };
}

/** Counts per day for the last `days` days, oldest first; `daily_cap` is AI_DAILY_LIMIT (null without a model). */
export async function figures(db: Db, days: FigureWindow, dailyCap: number | null) {
  const rows: DayFigures[] = [];
  for (const [figure, query] of Object.entries(figureQueries(days, dailyCap)) as [Figure, SQL][]) {
    const result = (await db.execute(query)) as unknown as { rows: { day: string; n: number }[] };
    result.rows.forEach((row, index) => {
      rows[index] ??= {
        day: row.day,
        sign_ups: 0,
        assessments_started: 0,
        assessments_completed: 0,
        couple_links: 0,
        family_links: 0,
        paying_accounts: 0,
        model_calls: 0,
        at_daily_cap: 0,
      };
      (rows[index] as DayFigures)[figure] = Number(row.n);
    });
  }
  return { days: rows, daily_cap: dailyCap };
}

// ---- Audit log ----

const actor = alias(user, 'actor');
const target = alias(user, 'target');

/** Audit entries with the addresses of whoever acted and was acted on (while they exist), newest first. */
function auditEntries(db: Pick<Db, 'select'>, where?: SQL) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actor_id: auditLog.actor_id,
      actor_email: actor.email,
      target_user_id: auditLog.target_user_id,
      target_email: target.email,
      details: auditLog.details,
      created_at: auditLog.created_at,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actor_id))
    .leftJoin(target, eq(target.id, auditLog.target_user_id))
    .where(where)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id));
}

/** The audit log, one page. */
export async function auditPage(db: Db, page: number) {
  const rows = await auditEntries(db)
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset(offsetOf(page));
  const { rows: entries, has_more } = pageOf(rows);
  return { entries, page, has_more };
}

/** How many of what was done to an account its page lists (walkthrough m9); the audit log has them all. */
const RECENT_ON_PERSON = 10;

/**
 * What operators and commands did to one account, newest first: roles, refunds, sessions ended,
 * factors reset, an age corrected. Views of the account are left to the audit log: every visit of
 * this page makes one, and they would push out what was done.
 */
function actionsOn(db: Db, id: string) {
  return auditEntries(db, and(eq(auditLog.target_user_id, id), ne(auditLog.action, 'people.read'))).limit(
    RECENT_ON_PERSON,
  );
}
