import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { localParts } from '../../domain/local-time.ts';
import { jobs, noticeLog, weeklyPlans } from '../db/schema.ts';
import { type Mailbox, startMailbox } from '../testing/fake-smtp.ts';
import { type PushReceiver, startPushReceiver } from '../testing/push-receiver.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';
import { NOTICE_JOB } from './notify.ts';

// Decision 073: notices by mail and push, once, in the reader's words, outside their quiet windows.

let mailbox: Mailbox;
let receiver: PushReceiver;
let ctx: TestContext;
beforeAll(async () => {
  [mailbox, receiver] = await Promise.all([startMailbox(), startPushReceiver()]);
  ctx = await createTestApp(
    { mail: mailbox.mail, push: { serviceOrigins: [receiver.origin], subject: 'mailto:hello@wifaq.example' } },
    { pushAgent: receiver.agent },
  );
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([mailbox.close(), receiver.close()]);
});

const TYPE = 'intimacy';
const type = findAssessmentType(TYPE);
if (!type) throw new Error('catalogue');
const TITLE = { en: type.title.en, ar: type.title.ar };
const answers = (p1: number, p2: number) =>
  Object.fromEntries(
    type.questions.flatMap((q) => [
      [`${q.key}_phase1`, p1],
      [`${q.key}_phase2`, p2],
    ]),
  );

/** `HH:MM` of an instant in UTC (the test people's zone). */
const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);

async function person(
  name: string,
  profile: { gender?: 'male' | 'female'; language_preference?: 'en' | 'ar' } = {},
  quiet: { from: string; to: string } | null = null,
) {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name });
  if (Object.keys(profile).length > 0) {
    expect((await client.json('/api/profile', { method: 'PATCH', json: profile })).status).toBe(200);
  }
  // Quiet hours said outright: the defaults (22:00-08:00) would make a test depend on the hour it runs at.
  const set = await client.json('/api/notices/quiet', {
    method: 'PUT',
    json: { quiet_hours: quiet, prayer_city: null, time_zone: 'UTC' },
  });
  expect(set.status).toBe(200);
  const phone = receiver.subscribe();
  expect((await client.request('/api/push/subscriptions', { json: phone })).status).toBe(204);
  return Object.assign(client, { account, phone });
}
type Person = Awaited<ReturnType<typeof person>>;

async function link(a: Person, b: Person) {
  const { body } = await a.json<{ token: string }>('/api/couple/invitations', { json: {} });
  expect((await b.json('/api/couple/invitations/accept', { json: { token: body.token } })).status).toBe(200);
}

type Started = { shared: { id: string }; assessment: { id: string } };
async function startTogether(a: Person, b: Person) {
  const started = await a.json<Started>('/api/couple/shared', { json: { assessment_type: TYPE } });
  const joined = await b.json<Started>(`/api/couple/shared/${started.body.shared.id}/join`, { method: 'POST' });
  return { id: started.body.shared.id, a: started.body.assessment.id, b: joined.body.assessment.id };
}
const complete = async (client: Person, side: string, responses = answers(5, 3)) =>
  expect((await client.json(`/api/assessments/${side}/complete`, { json: { responses } })).status).toBe(200);

const pushesTo = (someone: Person) => {
  const path = new URL(someone.phone.endpoint).pathname;
  return receiver.received
    .filter((r) => r.path === path && r.topic !== 'test')
    .map((r) => JSON.parse(r.text) as Record<string, string>);
};
const noticeMails = async (someone: Person) =>
  (await mailbox.mailsTo(ctx, someone.account.email)).filter((m) => m.header('List-Unsubscribe') !== '');
const noticeJobs = (someone: Person) =>
  ctx.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, NOTICE_JOB), like(jobs.key, `%:${someone.account.id}`)));

describe('a shared assessment', () => {
  it('tells each partner once, in their own language and gender, by mail and on their phone', async () => {
    const omar = await person('Omar Haddad', { gender: 'male', language_preference: 'en' });
    const amina = await person('Amina Saad', { gender: 'female', language_preference: 'ar' });
    await link(omar, amina);
    const shared = await startTogether(omar, amina);

    await complete(omar, shared.a);
    await ctx.app.jobs.runDue();
    const [finished, ...more] = await noticeMails(amina);
    expect(more).toHaveLength(0);
    expect(finished?.subject).toBe(`أنهى Omar Haddad إجاباته في «${TITLE.ar}»`);
    expect(finished?.text).toContain('مرحبًا Amina Saad،');
    expect(finished?.text).toContain('حين تجيبين أنتِ أيضًا');
    expect(finished?.text).toContain('أكملي إجاباتي');
    expect(finished?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(pushesTo(amina)).toEqual([
      {
        title: `أنهى Omar Haddad إجاباته في «${TITLE.ar}»`,
        body: 'أجيبي عن أسئلتكِ فيصبح التقرير جاهزًا لكليكما.',
        url: '/dashboard',
        tag: 'partner_finished',
      },
    ]);
    // The one who finished is told nothing of their own act.
    expect(await noticeMails(omar)).toHaveLength(0);
    expect(pushesTo(omar)).toHaveLength(0);

    await complete(amina, shared.b);
    await ctx.app.jobs.runDue();
    const [ready, ...others] = await noticeMails(omar);
    expect(others).toHaveLength(0);
    expect(ready?.subject).toBe(`The report of “${TITLE.en}” is ready`);
    expect(ready?.text).toContain(`Amina Saad has answered too: the report of “${TITLE.en}” is ready for you both`);
    expect(ready?.text).toContain(`/couple/results/${shared.id}`);
    expect(pushesTo(omar)).toMatchObject([{ url: `/couple/results/${shared.id}`, tag: 'report_ready' }]);
    // Amina just read it on her screen: her only notice is still the first.
    expect(await noticeMails(amina)).toHaveLength(1);

    // Asked again (a retried request, a second instance): the same notices, not new ones.
    await ctx.app.noticeEvents.afterCompletion(amina.account.id, shared.b);
    await ctx.app.noticeEvents.afterCompletion(omar.account.id, shared.a);
    await ctx.app.jobs.runDue();
    expect(await noticeMails(omar)).toHaveLength(1);
    expect(await noticeMails(amina)).toHaveLength(1);
    expect(pushesTo(omar)).toHaveLength(1);
    expect(pushesTo(amina)).toHaveLength(1);
  });

  it('waits out the reader’s quiet hours, as they are when it falls due', async () => {
    const now = Date.now();
    const sami = await person('Sami', { language_preference: 'en' });
    // Quiet from an hour ago to an hour from now (in UTC, the zone this person's clock reads).
    const quiet = { from: hhmm(now - 3600_000), to: hhmm(now + 3600_000) };
    const huda = await person('Huda', { language_preference: 'en' }, quiet);
    await link(sami, huda);
    const shared = await startTogether(sami, huda);
    await complete(sami, shared.a);
    await ctx.app.jobs.runDue();
    expect(await noticeMails(huda)).toHaveLength(0);
    const [job] = await noticeJobs(huda);
    const end = new Date(now + 3600_000);
    expect(hhmm(job?.run_at.getTime() ?? 0)).toBe(hhmm(end.getTime()));
    expect(Math.abs((job?.run_at.getTime() ?? 0) - end.getTime())).toBeLessThan(24 * 3600_000);

    // She turns quiet hours off and the hour comes: it goes.
    await huda.json('/api/notices/quiet', { method: 'PUT', json: { quiet_hours: null, prayer_city: null } });
    await ctx.database.db
      .update(jobs)
      .set({ run_at: sql`now()` })
      .where(eq(jobs.id, job?.id ?? ''));
    await ctx.app.jobs.runDue();
    expect((await noticeMails(huda)).map((m) => m.subject)).toEqual([`Sami finished their side of “${TITLE.en}”`]);
  });

  it('looks again when it falls due: quiet hours set since move it to their end, without counting a try', async () => {
    const now = Date.now();
    const rami = await person('Rami', { language_preference: 'en' });
    const lina = await person('Lina', { language_preference: 'en' });
    await link(rami, lina);
    const shared = await startTogether(rami, lina);
    // Quiet hours set after the notice was timed, before its worker ran (tests run jobs themselves).
    await complete(rami, shared.a);
    expect(await noticeJobs(lina)).toHaveLength(1);
    await lina.json('/api/notices/quiet', {
      method: 'PUT',
      json: { quiet_hours: { from: hhmm(now - 7200_000), to: hhmm(now + 7200_000) }, prayer_city: null },
    });
    await ctx.app.jobs.runDue();
    expect(await noticeMails(lina)).toHaveLength(0);
    const [job] = await noticeJobs(lina);
    expect(job?.done_at).toBeNull();
    expect(job?.attempts).toBe(0);
    expect(job?.last_error).toBeNull();
    expect(hhmm(job?.run_at.getTime() ?? 0)).toBe(hhmm(now + 7200_000));
  });

  it('uses only the channels the reader keeps on, and sends nothing when none is', async () => {
    const ali = await person('Ali');
    const nour = await person('Nour');
    await link(ali, nour);
    const off = (event: string, channel: string) =>
      nour.json('/api/notices/preferences', { method: 'PUT', json: { event, channel, on: false } });
    expect((await off('partner_finished', 'push')).status).toBe(200);
    expect((await off('report_ready', 'push')).status).toBe(200);
    expect((await off('report_ready', 'mail')).status).toBe(200);

    const first = await startTogether(ali, nour);
    await complete(ali, first.a);
    await ctx.app.jobs.runDue();
    expect((await noticeMails(nour)).map((m) => m.subject)).toEqual([`Ali finished their side of “${TITLE.en}”`]);
    expect(pushesTo(nour)).toHaveLength(0);

    // Nour finishes, then Ali starts another and Nour has turned both channels of both events off.
    await complete(nour, first.b);
    await off('partner_finished', 'mail');
    const second = await startTogether(ali, nour);
    await complete(ali, second.a);
    await ctx.app.jobs.runDue();
    expect(await noticeMails(nour)).toHaveLength(1);
    const logged = await ctx.database.db.select().from(noticeLog).where(eq(noticeLog.user_id, nour.account.id));
    expect(logged.map((row) => row.event)).toEqual(['partner_finished']);
  });

  it('refuses a push channel for the monthly report, which is a PDF by mail', async () => {
    const someone = await person('Someone');
    const refused = await someone.json<{ error: { code: string } }>('/api/notices/preferences', {
      method: 'PUT',
      json: { event: 'monthly_report', channel: 'push', on: false },
    });
    expect(refused.status).toBe(400);
  });
});

/** A zone (UTC±N) where it is now between 11:00 and 19:00, so a reminder of today at 10:00 is due. */
function afternoonZone() {
  for (let offset = -12; offset <= 14; offset++) {
    const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const { hour } = localParts(new Date(), zone);
    if (hour >= 11 && hour < 19) return zone;
  }
  throw new Error('no afternoon anywhere');
}

describe('retake reminders', () => {
  const types = ['intimacy', 'communication', 'values'].filter((id) => findAssessmentType(id));

  it('keep a date from today to a year on, and refuse any other with a 400', async () => {
    const dana = await person('Dana');
    const today = new Date().toISOString().slice(0, 10);
    const set = (body: unknown) => dana.json<unknown>('/api/retake-reminders', { method: 'PUT', json: body });
    for (const due_on of ['2020-01-01', '2999-01-01', '2026-02-31', '1 Jan', '', 5]) {
      expect((await set({ assessment_type: TYPE, due_on })).status, String(due_on)).toBe(400);
    }
    expect((await set({ assessment_type: 'no-such-type', due_on: today })).status).toBe(400);
    expect((await set({ assessment_type: TYPE, due_on: today, extra: 1 })).status).toBe(400);
    const kept = await set({ assessment_type: TYPE, due_on: today });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual([{ assessment_type: TYPE, due_on: today }]);
    expect((await dana.json('/api/retake-reminders')).body).toEqual([{ assessment_type: TYPE, due_on: today }]);
    // "Today" is the browser's: a day that has begun at UTC+14 is today there, and the zone is kept.
    const kiribati = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date());
    const far = await set({ assessment_type: 'values', due_on: kiribati, time_zone: 'Pacific/Kiritimati' });
    expect(far.status).toBe(200);
    expect((await dana.json<{ time_zone: string }>('/api/notices/preferences')).body.time_zone).toBe(
      'Pacific/Kiritimati',
    );
    await set({ assessment_type: 'values', due_on: null });
    // Cleared: its notice, when its hour comes, says nothing.
    expect((await set({ assessment_type: TYPE, due_on: null })).body).toEqual([]);
    await ctx.database.db
      .update(jobs)
      .set({ run_at: sql`now()` })
      .where(like(jobs.key, `notice:retake_due:%:${dana.account.id}`));
    await ctx.app.jobs.runDue();
    expect(await noticeMails(dana)).toHaveLength(0);
  });

  it('come on their day, and no more than two nudges reach anyone in seven days', async () => {
    expect(types.length).toBe(3);
    const zone = afternoonZone();
    const reem = await person('Reem', { language_preference: 'en' });
    await reem.json('/api/notices/quiet', {
      method: 'PUT',
      json: { quiet_hours: null, prayer_city: null, time_zone: zone },
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    for (const id of types) {
      const set = await reem.json('/api/retake-reminders', {
        method: 'PUT',
        json: { assessment_type: id, due_on: today },
      });
      expect(set.status).toBe(200);
    }
    await ctx.app.jobs.runDue();
    const mails = await noticeMails(reem);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toMatch(/^Your reminder: “.+” again$/);
    expect(pushesTo(reem)).toHaveLength(2);
    // The third waits until the first of the two is a week old.
    const waiting = (await noticeJobs(reem)).filter((job) => job.done_at === null);
    expect(waiting).toHaveLength(1);
    const sent = await ctx.database.db.select().from(noticeLog).where(eq(noticeLog.user_id, reem.account.id));
    const oldest = Math.min(...sent.map((row) => row.sent_at.getTime()));
    expect((waiting[0]?.run_at.getTime() ?? 0) - oldest).toBeGreaterThanOrEqual(7 * 24 * 3600_000);
  });
});

describe('a weekly plan', () => {
  it('tells its reader when a new week begins, once, with the week’s exercise', async () => {
    const yusuf = await person('Yusuf', { language_preference: 'en' });
    const own = await yusuf.json<{ id: string }>('/api/assessments', { json: { assessment_type: TYPE } });
    await complete(yusuf, own.body.id, answers(5, 2));
    const plan = await yusuf.json<{ id: string }>('/api/weekly-plans', { json: { assessment_id: own.body.id } });
    expect(plan.status).toBe(201);
    // A week and an hour ago, as the database tells time.
    await ctx.database.db
      .update(weeklyPlans)
      .set({ started_at: sql`now() - interval '7 days 1 hour'` })
      .where(eq(weeklyPlans.id, plan.body.id));
    const now = new Date();
    expect(await ctx.app.noticeEvents.scheduleWeeks(now)).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.noticeEvents.scheduleWeeks(now)).toBe(0);
    await ctx.app.jobs.runDue();
    const read = await yusuf.json<{ this_week: { week: number; exercise: { title: string } } }>(
      `/api/weekly-plans/${plan.body.id}`,
    );
    expect(read.body.this_week.week).toBe(2);
    const [mail, ...more] = await noticeMails(yusuf);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Week 2 of your plan: ${read.body.this_week.exercise.title}`);
    expect(mail?.text).toContain(`/weekly-plans/${plan.body.id}`);
    expect(pushesTo(yusuf)).toMatchObject([{ url: `/weekly-plans/${plan.body.id}`, tag: 'plan_week' }]);
  });
});
