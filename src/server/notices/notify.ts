import { and, desc, eq, gt } from 'drizzle-orm';
import { type AddressContext, addressContext } from '../../domain/address.ts';
import { knownTimeZone } from '../../domain/dates.ts';
import type { Language } from '../../domain/language.ts';
import {
  CHANNELS_OF,
  type NoticeChannel,
  type NoticeEvent,
  NUDGE_EVENTS,
  NUDGES_PER_WEEK,
} from '../../domain/notices.ts';
import { allows, type PlansMode } from '../../domain/plans.ts';
import { isPrayerCity } from '../../domain/prayer-cities.ts';
import type { Db } from '../db/client.ts';
import { noticeLog, profiles, user } from '../db/schema.ts';
import { profileLanguage } from '../http/language.ts';
import { translate } from '../i18n.ts';
import { JobDeferred, type Jobs } from '../jobs/jobs.ts';
import type { Logger } from '../logger.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { MailParams } from '../mail/templates.ts';
import { planOf } from '../plans/service.ts';
import { wants } from './preferences.ts';
import { pushToPerson } from './push-routes.ts';
import { type QuietRules, quietCalendar } from './quiet-hours.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

/**
 * Notices (issue 30 item 3; decision 073): one thing that happened, told once to one person by each
 * channel they keep on, never inside their quiet hours or prayer windows, and, for nudges the product
 * sends on its own schedule, at most NUDGES_PER_WEEK in any seven days.
 *
 * A notice is a job (`notice`) whose key is the event, what it is about and the reader: however often
 * and on however many instances it is asked for, it exists once. It is timed for the first moment outside
 * the reader's quiet windows when it is made, and looked at again when it runs (the person may have
 * changed their hours, their preferences, or done what it asks): its words are written then, in the
 * reader's language and gender of that moment.
 */

export const NOTICE_JOB = 'notice';
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** What a notice is about; each event reads what it needs (ids only: no words are stored before sending). */
export type NoticeAbout = Record<string, string | number>;

interface NoticeJob extends Record<string, unknown> {
  user_id: string;
  event: NoticeEvent;
  /** What it is about, unique per event and reader (a pair assessment, a plan's week, a reminder's date). */
  ref: string;
  about: NoticeAbout;
}

export const noticeKey = (event: NoticeEvent, ref: string, userId: string) => `notice:${event}:${ref}:${userId}`;

export interface NoticeRequest {
  userId: string;
  event: NoticeEvent;
  ref: string;
  about?: NoticeAbout;
  /** Not before then (a plan's week start, a reminder's day); now by default. */
  at?: Date;
}

/** A notice's words in its reader's language, or null when what it announced is no longer true. */
export interface NoticeContent {
  /** The mail's values (its kind is the event) and the page its button and the push open. */
  params: MailParams;
  path: string;
}

/**
 * Each event's words: given the reader and what the notice is about, the values its mail and push need,
 * or null to send nothing (the report was removed, the week already checked in, the reminder moved).
 * Kept by the service that knows the event, so this module knows no event's tables.
 */
export type NoticeWriter = (
  reader: { id: string; language: Language; context: AddressContext },
  about: NoticeAbout,
  now: Date,
) => Promise<NoticeContent | null>;

export interface Notices {
  /** Asks for a notice; resolves with whether it is new (false: the same notice was asked for before). */
  notify(request: NoticeRequest): Promise<boolean>;
  /** Sets how one event's words are written (once, where its service is made). */
  write(event: Exclude<NoticeEvent, 'monthly_report'>, writer: NoticeWriter): void;
  /** The person's quiet rules, as the settings saved them. */
  quietRulesOf(userId: string): Promise<QuietRules | null>;
}

export function createNotices(deps: {
  db: Db;
  jobs: Jobs;
  outbox: Outbox;
  tokens: UnsubscribeTokens;
  plansMode: PlansMode;
  appUrl: string;
  logger: Logger;
  /** The clock notices are timed by; tests give one they move. */
  now?: () => number;
}): Notices {
  const { db, jobs, outbox, tokens, appUrl, logger, plansMode } = deps;
  const clock = deps.now ?? Date.now;
  const writers = new Map<NoticeEvent, NoticeWriter>();

  async function personOf(userId: string) {
    const [row] = await db
      .select({
        email: user.email,
        name: user.name,
        full_name: profiles.full_name,
        language_preference: profiles.language_preference,
        gender: profiles.gender,
        time_zone: profiles.time_zone,
        quiet_from: profiles.quiet_from,
        quiet_to: profiles.quiet_to,
        prayer_city: profiles.prayer_city,
      })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, userId));
    return row ?? null;
  }

  const rulesFrom = (person: NonNullable<Awaited<ReturnType<typeof personOf>>>): QuietRules => ({
    timeZone: knownTimeZone(person.time_zone) ?? 'UTC',
    personal: person.quiet_from && person.quiet_to ? { from: person.quiet_from, to: person.quiet_to } : null,
    prayerCity: isPrayerCity(person.prayer_city) ? person.prayer_city : null,
  });

  async function quietRulesOf(userId: string) {
    const person = await personOf(userId);
    return person ? rulesFrom(person) : null;
  }

  /**
   * When the next nudge may go: the nudges of the last seven days, oldest first, leave room once the
   * oldest that fills the allowance is a week old.
   */
  async function nudgeRoom(userId: string, now: Date): Promise<Date | null> {
    const recent = await db
      .select({ sent_at: noticeLog.sent_at })
      .from(noticeLog)
      .where(
        and(
          eq(noticeLog.user_id, userId),
          eq(noticeLog.nudge, true),
          gt(noticeLog.sent_at, new Date(now.getTime() - WEEK_MS)),
        ),
      )
      .orderBy(desc(noticeLog.sent_at));
    if (recent.length < NUDGES_PER_WEEK) return null;
    const oldest = recent[NUDGES_PER_WEEK - 1]?.sent_at ?? now;
    return new Date(oldest.getTime() + WEEK_MS);
  }

  jobs.handle<NoticeJob>(NOTICE_JOB, {
    async run({ user_id: userId, event, ref, about }) {
      const person = await personOf(userId);
      if (!person) return;
      const now = new Date(clock());
      const calendar = quietCalendar(rulesFrom(person));
      // The hours may have changed since it was timed: a notice never arrives inside a window.
      if (calendar.windowAt(now)) throw new JobDeferred(calendar.nextSendTime(now));

      const channels: NoticeChannel[] = [];
      for (const channel of CHANNELS_OF[event]) if (await wants(db, userId, event, channel)) channels.push(channel);
      if (channels.length === 0) return;

      const nudge = NUDGE_EVENTS.includes(event);
      if (nudge) {
        const room = await nudgeRoom(userId, now);
        // A plan's week is news only in its week: past the allowance it is dropped, the next week comes.
        if (room && event === 'plan_week') return;
        if (room) throw new JobDeferred(calendar.nextSendTime(room));
      }
      if (event === 'plan_week' && !allows((await planOf(db, plansMode, userId)).allowance, 'action_plans')) return;

      const writer = writers.get(event);
      if (!writer) throw new Error(`no words for notice ${event}`);
      const language = profileLanguage(person);
      const context = addressContext(person.gender);
      const content = await writer({ id: userId, language, context }, about, now);
      if (!content) return;

      const key = noticeKey(event, ref, userId);
      const url = `${appUrl}${content.path}`;
      const name = person.full_name || person.name;
      await db.transaction(async (tx) => {
        const logged = await tx
          .insert(noticeLog)
          .values({ key, user_id: userId, event, nudge, sent_at: now })
          .onConflictDoNothing()
          .returning({ key: noticeLog.key });
        // Sent before (a crash after the log, before the job was marked done): never twice.
        if (logged.length === 0) return;
        if (channels.includes('mail')) {
          const unsubscribeUrl = `${appUrl}/api/unsubscribe?token=${tokens.make({ userId, event, channel: 'mail' })}`;
          await outbox.queue(
            {
              kind: event as Exclude<NoticeEvent, 'monthly_report'>,
              to: person.email,
              language,
              key: `mail:${key}`,
              params: {
                name,
                ...content.params,
                url,
                unsubscribeUrl,
                event: translate(`unsubscribe.events.${event}`, language),
                ...context,
              },
              headers: {
                'List-Unsubscribe': `<${unsubscribeUrl}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            },
            tx,
          );
        }
        if (channels.includes('push')) {
          const values = Object.fromEntries(
            Object.entries(content.params).map(([k, v]) => [k, typeof v === 'function' ? v(language) : v]),
          );
          await pushToPerson(
            tx,
            jobs,
            userId,
            () => ({
              title: translate(`mail.${event}.subject`, language, { ...values, ...context }),
              body: translate(`notices.push.${event}`, language, { ...values, ...context }),
              url: content.path,
              topic: event,
            }),
            { key: `push:${key}` },
          );
        }
      });
      jobs.wake();
      logger.info({ event: 'notice_sent', notice: event, channels }, 'notice sent');
    },
    // Which event it was stays; who and what it was about go with the payload.
    summary: ({ event }) => ({ event }),
  });

  return {
    async notify(request) {
      const person = await personOf(request.userId);
      if (!person) return false;
      const now = new Date(clock());
      const at = request.at && request.at > now ? request.at : now;
      const runAt = quietCalendar(rulesFrom(person)).nextSendTime(at);
      const payload: NoticeJob = {
        user_id: request.userId,
        event: request.event,
        ref: request.ref,
        about: request.about ?? {},
      };
      const job = await jobs.enqueue(NOTICE_JOB, payload, {
        key: noticeKey(request.event, request.ref, request.userId),
        runAt,
      });
      return job.created;
    },
    write(event, writer) {
      writers.set(event, writer);
    },
    quietRulesOf,
  };
}
