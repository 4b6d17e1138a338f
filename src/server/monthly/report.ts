import { and, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { type AddressContext, addressContext } from '../../domain/address.ts';
import { categoryTitle, kindOf, typeTitle } from '../../domain/assessment/kind.ts';
import { formatDisplayDate, knownTimeZone } from '../../domain/dates.ts';
import { intlLocale, type Language } from '../../domain/language.ts';
import { localParts } from '../../domain/local-time.ts';
import { allows, type PlansMode } from '../../domain/plans.ts';
import { changeBetween, retakeDueDate } from '../../domain/progress.ts';
import type { Db } from '../db/client.ts';
import { noticeOptOuts, partners, profiles, user, weeklyPlanCheckIns, weeklyPlans } from '../db/schema.ts';
import { profileLanguage } from '../http/language.ts';
import { translate } from '../i18n.ts';
import type { Jobs } from '../jobs/jobs.ts';
import type { Logger } from '../logger.ts';
import type { Outbox } from '../mail/outbox.ts';
import { wants } from '../notices/preferences.ts';
import type { UnsubscribeTokens } from '../notices/unsubscribe-token.ts';
import { planOf } from '../plans/service.ts';
import { ownResults } from '../progress/service.ts';
import type { PdfPool } from '../reports/render-pool.ts';
import type { ReportDocument } from '../reports/report-document.ts';
import { monthBounds, monthKey, reportWindow } from './calendar.ts';

/** The job that writes one person's report of one month; its key makes it once (decision 067). */
export const MONTHLY_REPORT_JOB = 'monthly_report';
export const monthlyReportKey = (userId: string, month: string) => `monthly_report:${userId}:${month}`;

interface MonthlyJob extends Record<string, unknown> {
  user_id: string;
  /** `YYYY-MM`, the month reported on (the one before the 1st it is sent on). */
  month: string;
}

export interface MonthlyReports {
  /**
   * Enqueues the report of everyone whose 1st of the month, 09:00 in their zone, has come (up to the end
   * of the 2nd), whose plan includes it and who has not turned it off; resolves with how many were new.
   * Safe to run as often and on as many instances as wanted: the job key holds it to once.
   */
  schedule(now?: Date): Promise<number>;
  /** What the month held, for the PDF (null when nothing at all happened: no mail is sent). */
  monthOf(userId: string, month: string, timeZone: string): Promise<MonthData | null>;
  /** Schedules every `intervalMs` (15 minutes by default) until `stop`. */
  start(intervalMs?: number): void;
  stop(): void;
}

export interface MonthData {
  year: number;
  month: number;
  timeZone: string;
  results: { assessment_type: string; completed_at: string }[];
  changes: {
    assessment_type: string;
    since: string | null;
    overall: number;
    reality: number;
    categories: { category: string; delta: number; reality: number }[];
  }[];
  hasPlan: boolean;
  weeksDone: number;
  next: { kind: 'retake'; assessment_type: string } | { kind: 'startPlan' } | { kind: 'continuePlan' };
}

export function createMonthlyReports(deps: {
  db: Db;
  jobs: Jobs;
  outbox: Outbox;
  pdfPool: PdfPool;
  tokens: UnsubscribeTokens;
  plansMode: PlansMode;
  appUrl: string;
  logger: Logger;
  /** The clock the schedule reads; tests give one they move. */
  now?: () => number;
}): MonthlyReports {
  const { db, jobs, outbox, pdfPool, tokens, plansMode, appUrl, logger } = deps;
  const clock = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;

  const includes = async (userId: string) => allows((await planOf(db, plansMode, userId)).allowance, 'monthly_report');

  async function schedule(now = new Date(clock())) {
    const zones = await db.selectDistinct({ zone: profiles.time_zone }).from(profiles);
    let created = 0;
    for (const { zone } of zones) {
      const timeZone = knownTimeZone(zone) ?? 'UTC';
      const window = reportWindow(now, timeZone);
      if (!window) continue;
      const month = monthKey(window.year, window.month);
      const people = await db
        .select({ id: profiles.id })
        .from(profiles)
        .leftJoin(
          noticeOptOuts,
          and(
            eq(noticeOptOuts.user_id, profiles.id),
            eq(noticeOptOuts.event, 'monthly_report'),
            eq(noticeOptOuts.channel, 'mail'),
          ),
        )
        .where(and(eq(profiles.time_zone, zone), isNull(noticeOptOuts.user_id)));
      for (const { id } of people) {
        if (!(await includes(id))) continue;
        const job = await jobs.enqueue(MONTHLY_REPORT_JOB, { user_id: id, month } satisfies MonthlyJob, {
          key: monthlyReportKey(id, month),
        });
        if (job.created) created += 1;
      }
    }
    return created;
  }

  async function monthOf(userId: string, month: string, timeZone: string): Promise<MonthData | null> {
    const [year = 0, monthNumber = 0] = month.split('-').map(Number);
    const { start, end } = monthBounds(year, monthNumber, timeZone);
    const inMonth = (at: string) => Date.parse(at) >= start.getTime() && Date.parse(at) < end.getTime();
    const all = (await ownResults(db, userId)).sort((a, b) => Date.parse(a.completed_at) - Date.parse(b.completed_at));
    const results = all.filter((r) => inMonth(r.completed_at));

    const changes: MonthData['changes'] = [];
    for (const type of [...new Set(results.map((r) => r.assessment_type))]) {
      const ofType = all.filter((r) => r.assessment_type === type);
      const latest = ofType.filter((r) => inMonth(r.completed_at)).at(-1);
      // The month's change: from the last result before it, or else from the month's first.
      const before =
        ofType.filter((r) => Date.parse(r.completed_at) < start.getTime()).at(-1) ??
        ofType.filter((r) => inMonth(r.completed_at) && r !== latest)[0];
      if (!latest) continue;
      if (!before) {
        changes.push({ assessment_type: type, since: null, overall: 0, reality: 0, categories: [] });
        continue;
      }
      const change = changeBetween(before, latest);
      changes.push({
        assessment_type: type,
        since: change.since,
        overall: change.overall,
        reality: change.reality,
        categories: change.categories,
      });
    }

    const [link] = await db.select({ link_id: partners.link_id }).from(partners).where(eq(partners.user_id, userId));
    const plans = await db
      .select({ id: weeklyPlans.id })
      .from(weeklyPlans)
      .where(or(eq(weeklyPlans.user_id, userId), link ? eq(weeklyPlans.couple_link_id, link.link_id) : undefined));
    const planIds = plans.map((p) => p.id);
    const weeks =
      planIds.length === 0
        ? []
        : await db
            .select({ week: weeklyPlanCheckIns.week })
            .from(weeklyPlanCheckIns)
            .where(
              and(
                inArray(weeklyPlanCheckIns.plan_id, planIds),
                eq(weeklyPlanCheckIns.user_id, userId),
                eq(weeklyPlanCheckIns.status, 'done'),
                gte(weeklyPlanCheckIns.updated_at, start),
                lt(weeklyPlanCheckIns.updated_at, end),
              ),
            );
    // Nothing completed and nothing done: no mail (decision 067), a month's silence is not news.
    if (results.length === 0 && weeks.length === 0) return null;

    // The next step: a retake falling due by the end of the month now starting, else the plan.
    const monthAfter = monthBounds(localParts(end, timeZone).year, localParts(end, timeZone).month, timeZone).end;
    const latestByType = new Map(all.map((r) => [r.assessment_type, r]));
    const retake = [...latestByType.values()]
      .map((r) => ({ type: r.assessment_type, due: retakeDueDate(r.completed_at) }))
      .filter((r) => r.due.getTime() < monthAfter.getTime())
      .sort((a, b) => a.due.getTime() - b.due.getTime())[0];
    const next: MonthData['next'] = retake
      ? { kind: 'retake', assessment_type: retake.type }
      : planIds.length > 0
        ? { kind: 'continuePlan' }
        : { kind: 'startPlan' };
    return {
      year,
      month: monthNumber,
      timeZone,
      results: results.map((r) => ({ assessment_type: r.assessment_type, completed_at: r.completed_at })),
      changes,
      hasPlan: planIds.length > 0,
      weeksDone: weeks.length,
      next,
    };
  }

  jobs.handle<MonthlyJob>(MONTHLY_REPORT_JOB, {
    async run({ user_id: userId, month }) {
      // Asked again when it runs: turned off or a plan ended between the schedule and now, nothing is sent.
      if (!(await wants(db, userId, 'monthly_report', 'mail')) || !(await includes(userId))) return;
      const [person] = await db
        .select({
          email: user.email,
          name: user.name,
          full_name: profiles.full_name,
          language_preference: profiles.language_preference,
          gender: profiles.gender,
          time_zone: profiles.time_zone,
        })
        .from(user)
        .innerJoin(profiles, eq(profiles.id, user.id))
        .where(eq(user.id, userId));
      if (!person) return;
      const timeZone = knownTimeZone(person.time_zone) ?? 'UTC';
      const data = await monthOf(userId, month, timeZone);
      if (!data) return;
      const language = profileLanguage(person);
      const context = addressContext(person.gender);
      const name = person.full_name || person.name;
      const doc = monthlyDocument(data, { language, context, name, appUrl });
      const { pdf } = await pdfPool.render(doc);
      const unsubscribeUrl = `${appUrl}/api/unsubscribe?token=${tokens.make({ userId, event: 'monthly_report', channel: 'mail' })}`;
      await outbox.queue({
        kind: 'monthly_report',
        to: person.email,
        language,
        key: `mail:${monthlyReportKey(userId, month)}`,
        params: {
          name,
          month: monthName(data, language),
          next: nextStep(data, language, context),
          url: `${appUrl}/progress`,
          unsubscribeUrl,
          ...context,
        },
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        attachments: [
          {
            filename: `wifaq-${month}.pdf`,
            contentType: 'application/pdf',
            content: Buffer.from(pdf).toString('base64'),
          },
        ],
      });
      logger.info({ event: 'monthly_report_queued', month }, 'monthly report queued');
    },
    summary: ({ month }) => ({ month }),
  });

  return {
    schedule,
    monthOf,
    start(intervalMs = 15 * 60_000) {
      if (timer) return;
      const tick = () =>
        schedule().catch((error: unknown) =>
          logger.warn({ event: 'monthly_schedule_failed', err: error }, 'monthly reports not scheduled; will retry'),
        );
      timer = setInterval(tick, intervalMs);
      timer.unref();
      void tick();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

const monthName = (data: Pick<MonthData, 'year' | 'month'>, language: Language) =>
  new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(data.year, data.month - 1, 15)),
  );

function nextStep(data: MonthData, language: Language, context: AddressContext) {
  const { next } = data;
  return next.kind === 'retake'
    ? translate('monthly.next.retake', language, { title: typeTitle(next.assessment_type)[language], ...context })
    : translate(`monthly.next.${next.kind}`, language, { ...context });
}

/** The month as a PDF's content, in the reader's language and gender (decision 063). */
export function monthlyDocument(
  data: MonthData,
  reader: { language: Language; context: AddressContext; name: string; appUrl: string },
): ReportDocument {
  const { language, context } = reader;
  const t = (key: string, values: Record<string, string | number> = {}) => translate(key, language, values);
  const points = (delta: number) =>
    delta === 0
      ? t('pdf.unchanged')
      : new Intl.NumberFormat(intlLocale(language), { signDisplay: 'exceptZero' }).format(delta);
  const day = (at: string) => formatDisplayDate(at, language, data.timeZone);
  const lastDay = new Date(Date.UTC(data.year, data.month, 0)).getUTCDate();
  const iso = (d: number) => `${monthKey(data.year, data.month)}-${String(d).padStart(2, '0')}`;
  const helpUrl = `${reader.appUrl}/help`;
  const title = (type: string) => typeTitle(type)[language];
  return {
    language,
    appName: t('app.name'),
    kind: t('pdf.kind.monthly'),
    title: monthName(data, language),
    subtitle: reader.name,
    date: t('monthly.period', {
      start: formatDisplayDate(iso(1), language),
      end: formatDisplayDate(iso(lastDay), language),
    }),
    categories: { heading: '', items: [] },
    sections: [
      {
        heading: t('monthly.results'),
        items:
          data.results.length > 0
            ? data.results.map((r) =>
                t('monthly.result', { title: title(r.assessment_type), date: day(r.completed_at) }),
              )
            : [t('monthly.noResults')],
      },
      ...data.changes.map((change) => ({
        heading: t('monthly.changes', { title: title(change.assessment_type) }),
        items: change.since
          ? [
              t('monthly.changeSince', {
                date: day(change.since),
                alignment: points(change.overall),
                today: points(change.reality),
              }),
              ...change.categories.map((c) =>
                t('monthly.areaChange', {
                  area: categoryTitle(kindOf(change.assessment_type), c.category as never)[language],
                  alignment: points(c.delta),
                  today: points(c.reality),
                }),
              ),
            ]
          : [t('monthly.firstResult', { title: title(change.assessment_type) })],
      })),
      {
        heading: t('monthly.plan'),
        items: [data.hasPlan ? t('monthly.weeksDone', { count: data.weeksDone }) : t('monthly.noPlan')],
      },
      { heading: t('monthly.nextStep'), items: [nextStep(data, language, context)] },
    ],
    privacyNote: translate('pdf.privacyNote', language, { ...context }),
    howWeScore: t('trust.pdfHowWeScore', { url: `${reader.appUrl}/how-we-score` }),
    pageLabel: t('pdf.page'),
    help: { text: t('pdf.help', { url: helpUrl }), url: helpUrl },
  };
}
