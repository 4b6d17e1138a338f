import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, jobs, noticeOptOuts, profiles, weeklyPlanCheckIns } from '../db/schema.ts';
import { unsubscribeTokens } from '../notices/unsubscribe-token.ts';
import { type Mailbox, type ParsedMail, startMailbox } from '../testing/fake-smtp.ts';
import { hasPhrase, hasWordsInOrder, pdfText } from '../testing/pdf-text.ts';
import { createTestApp, TestClient, type TestContext, uniqueEmail } from '../testing/test-app.ts';
import { fullAnswers } from '../testing/world.ts';

let mailbox: Mailbox;
let app: TestContext;
beforeAll(async () => {
  mailbox = await startMailbox();
  app = await createTestApp({ plansMode: 'billing', mail: mailbox.mail });
});
afterAll(async () => {
  await app.close();
  await mailbox.close();
});

const db = () => app.database.db;

interface Options {
  tier?: 'free' | 'couple' | 'premium';
  timeZone?: string;
  language?: 'en' | 'ar';
  gender?: 'female' | 'male';
  name?: string;
}

/** A person with their plan, zone, language and gender set as they would be. */
async function person(options: Options = {}) {
  const client = new TestClient(app);
  const account = await client.signUp({ name: options.name ?? 'Salma Idris' });
  const saved = await client.json('/api/profile', {
    method: 'PATCH',
    json: { gender: options.gender ?? 'female', language_preference: options.language ?? 'en' },
  });
  expect(saved.status).toBe(200);
  const zone = await client.json('/api/notices/preferences', {
    method: 'PUT',
    json: { event: 'monthly_report', channel: 'mail', on: true, time_zone: options.timeZone ?? 'UTC' },
  });
  expect(zone.status).toBe(200);
  await db()
    .update(profiles)
    .set({ subscription_tier: options.tier ?? 'premium' })
    .where(eq(profiles.id, account.id));
  return Object.assign(client, { id: account.id, email: account.email });
}

/** A completed result of `type`, dated `at` (as if completed then). */
async function resultOn(client: TestClient, type: string, at: string, value = 3) {
  const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: type } });
  const done = await client.json(`/api/assessments/${body.id}/complete`, {
    json: { responses: fullAnswers(type, value) },
  });
  expect(done.status).toBe(200);
  await db()
    .update(assessments)
    .set({ completed_at: new Date(at) })
    .where(eq(assessments.id, body.id));
  return body.id;
}

const jobsOf = (userId: string) =>
  db()
    .select({ key: jobs.key, done: jobs.done_at })
    .from(jobs)
    .where(like(jobs.key, `monthly_report:${userId}:%`));

const reportMails = async (to: string) =>
  (await mailbox.mailsTo(app, to)).filter((m) => m.attachments.some((a) => a.contentType === 'application/pdf'));

const pdfOf = (mail: ParsedMail) => {
  const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
  if (!pdf) throw new Error('no PDF');
  return pdfText(new Uint8Array(pdf.content));
};

const unsubscribeUrlOf = (mail: ParsedMail) => {
  const match = mail.header('List-Unsubscribe').match(/^<([^>]+)>$/);
  if (!match?.[1]) throw new Error(`no List-Unsubscribe in ${mail.header('List-Unsubscribe')}`);
  return new URL(match[1]);
};

/** A POST as a mail provider sends it (RFC 8058): form-encoded, no cookie, no Origin. */
const oneClick = (path: string, body = 'List-Unsubscribe=One-Click', type = 'application/x-www-form-urlencoded') =>
  new TestClient(app).request(path, { method: 'POST', origin: false, body, headers: { 'content-type': type } });

describe('the monthly report is scheduled on the 1st at 09:00 in each person’s zone (decision 067)', () => {
  it('in Riyadh, London and Los Angeles across the end of summer time, with the injected clock', async () => {
    const riyadh = await person({ timeZone: 'Asia/Riyadh' });
    const london = await person({ timeZone: 'Europe/London' });
    const losAngeles = await person({ timeZone: 'America/Los_Angeles' });
    // 1 November 2026: Riyadh's nine is 06:00 UTC, London's (GMT again) 09:00, Los Angeles' (PST since 02:00) 17:00.
    await app.app.monthly.schedule(new Date('2026-11-01T05:59:00Z'));
    expect(await jobsOf(riyadh.id)).toEqual([]);
    await app.app.monthly.schedule(new Date('2026-11-01T06:00:00Z'));
    expect((await jobsOf(riyadh.id)).map((j) => j.key)).toEqual([`monthly_report:${riyadh.id}:2026-10`]);
    expect(await jobsOf(london.id)).toEqual([]);
    await app.app.monthly.schedule(new Date('2026-11-01T09:00:00Z'));
    expect((await jobsOf(london.id)).map((j) => j.key)).toEqual([`monthly_report:${london.id}:2026-10`]);
    // 16:30 UTC would be 09:30 in summer time: the schedule reads the zone's offset of that day.
    await app.app.monthly.schedule(new Date('2026-11-01T16:30:00Z'));
    expect(await jobsOf(losAngeles.id)).toEqual([]);
    await app.app.monthly.schedule(new Date('2026-11-01T17:00:00Z'));
    expect((await jobsOf(losAngeles.id)).map((j) => j.key)).toEqual([`monthly_report:${losAngeles.id}:2026-10`]);
  });

  it('once: scheduled twice (a second instance, a restart) it is one job and one mail', async () => {
    const me = await person({ timeZone: 'Asia/Riyadh' });
    await resultOn(me, 'relationship', '2026-09-20T10:00:00Z', 2);
    await resultOn(me, 'relationship', '2026-10-10T10:00:00Z', 4);
    const now = new Date('2026-11-01T07:00:00Z');
    await Promise.all([app.app.monthly.schedule(now), app.app.monthly.schedule(now)]);
    await app.app.monthly.schedule(new Date('2026-11-02T12:00:00Z'));
    expect(await jobsOf(me.id)).toHaveLength(1);
    expect(await reportMails(me.email)).toHaveLength(1);
    expect(await reportMails(me.email)).toHaveLength(1);
  });

  it('never for Free or Couple, and never for a month with nothing completed and nothing done', async () => {
    const free = await person({ tier: 'free' });
    const couple = await person({ tier: 'couple' });
    const idle = await person();
    for (const p of [free, couple]) await resultOn(p, 'relationship', '2026-10-10T10:00:00Z');
    await app.app.monthly.schedule(new Date('2026-11-01T09:30:00Z'));
    expect(await jobsOf(free.id)).toEqual([]);
    expect(await jobsOf(couple.id)).toEqual([]);
    // Premium but idle: the job runs and writes nothing.
    expect(await jobsOf(idle.id)).toHaveLength(1);
    expect(await reportMails(idle.email)).toHaveLength(0);
  });
});

describe('the mail and its PDF, in the reader’s language and gender', () => {
  it('in English: results, change per area in alignment and today, plan weeks, the next step', async () => {
    const me = await person({ timeZone: 'Europe/London', name: 'Layla Haddad' });
    await resultOn(me, 'relationship', '2026-09-05T10:00:00Z', 2);
    await resultOn(me, 'relationship', '2026-10-12T10:00:00Z', 4);
    await app.app.monthly.schedule(new Date('2026-11-01T09:00:00Z'));
    const [mail] = await reportMails(me.email);
    if (!mail) throw new Error('no report');
    expect(mail.subject).toBe('Your month on Wifaq: October 2026');
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrlOf(mail).pathname).toBe('/api/unsubscribe');
    expect(mail.text).toContain(unsubscribeUrlOf(mail).toString());
    const text = pdfOf(mail);
    expect(hasPhrase(text, 'Monthly report')).toBe(true);
    expect(hasPhrase(text, 'October 2026')).toBe(true);
    expect(hasPhrase(text, 'Results completed')).toBe(true);
    expect(hasWordsInOrder(text, 'Relationship health, completed October 12, 2026')).toBe(true);
    expect(hasPhrase(text, 'What changed: Relationship health')).toBe(true);
    expect(hasWordsInOrder(text, 'Since your result of September 5, 2026: alignment unchanged, today +40')).toBe(true);
    expect(hasPhrase(text, 'Communication: alignment unchanged, today +40')).toBe(true);
    expect(hasPhrase(text, 'Weekly plan')).toBe(true);
    expect(hasPhrase(text, 'You have no weekly plan yet.')).toBe(true);
    expect(hasPhrase(text, 'Next step')).toBe(true);
    expect(hasWordsInOrder(text, 'Start a weekly plan from your latest result')).toBe(true);
  });

  it('in Arabic to a woman, with the weeks of her plan she did that month', async () => {
    const me = await person({ timeZone: 'Asia/Riyadh', language: 'ar', name: 'سلمى إدريس' });
    const id = await resultOn(me, 'relationship', '2026-10-03T10:00:00Z', 3);
    const plan = await me.json<{ id: string }>('/api/weekly-plans', { json: { assessment_id: id } });
    expect(plan.status).toBe(201);
    expect(
      (await me.json(`/api/weekly-plans/${plan.body.id}/weeks/1`, { method: 'PUT', json: { status: 'done' } })).status,
    ).toBe(200);
    await db()
      .update(weeklyPlanCheckIns)
      .set({ updated_at: new Date('2026-10-20T10:00:00Z') })
      .where(eq(weeklyPlanCheckIns.user_id, me.id));
    await app.app.monthly.schedule(new Date('2026-11-01T06:00:00Z'));
    const [mail] = await reportMails(me.email);
    if (!mail) throw new Error('no report');
    expect(mail.subject).toBe('شهرك في وِفاق: أكتوبر 2026');
    expect(mail.text).toContain('تجدين مرفقًا تقريرك');
    expect(mail.text).toContain('استخدمي زر إلغاء الاشتراك');
    const text = pdfOf(mail);
    expect(hasPhrase(text, 'التقرير الشهري')).toBe(true);
    expect(hasPhrase(text, 'النتائج المكتملة')).toBe(true);
    expect(hasPhrase(text, 'هذه أول نتيجة لك')).toBe(true);
    expect(hasPhrase(text, 'الخطة الأسبوعية')).toBe(true);
    expect(hasWordsInOrder(text, 'أسبوع واحد منجز من خطتك')).toBe(true);
    expect(hasPhrase(text, 'الخطوة التالية')).toBe(true);
    expect(hasWordsInOrder(text, 'واصلي خطتك الأسبوعية')).toBe(true);
    expect(hasWordsInOrder(text, 'احفظيه في مكان آمن')).toBe(true);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  async function reportedPerson() {
    const me = await person({ timeZone: 'UTC' });
    await resultOn(me, 'relationship', '2026-10-12T10:00:00Z');
    await app.app.monthly.schedule(new Date('2026-11-01T09:00:00Z'));
    const [mail] = await reportMails(me.email);
    if (!mail) throw new Error('no report');
    const url = unsubscribeUrlOf(mail);
    return { me, path: `${url.pathname}${url.search}` };
  }
  const isOn = async (client: TestClient) =>
    (
      await client.json<{ preferences: { event: string; on: boolean }[] }>('/api/notices/preferences')
    ).body.preferences.find((p) => p.event === 'monthly_report')?.on;

  it('a GET only shows a page with the button (scanners prefetch links); the POST turns it off, and no mail follows', async () => {
    const { me, path } = await reportedPerson();
    const page = await new TestClient(app).request(path, { origin: false });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop receiving “The monthly report” by mail?');
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await isOn(me)).toBe(true);

    const response = await oneClick(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('you will no longer receive “The monthly report” by mail');
    expect(await isOn(me)).toBe(false);
    // Again: still off, still a 200 (a provider may retry).
    expect((await oneClick(path)).status).toBe(200);

    await resultOn(me, 'relationship', '2026-11-12T10:00:00Z');
    await app.app.monthly.schedule(new Date('2026-12-01T09:00:00Z'));
    expect((await jobsOf(me.id)).map((j) => j.key)).toEqual([`monthly_report:${me.id}:2026-10`]);
    expect(await reportMails(me.email)).toHaveLength(1);

    // Back on from the settings: December's comes.
    await me.json('/api/notices/preferences', {
      method: 'PUT',
      json: { event: 'monthly_report', channel: 'mail', on: true },
    });
    await app.app.monthly.schedule(new Date('2026-12-01T10:00:00Z'));
    expect(await reportMails(me.email)).toHaveLength(2);
  });

  it('multipart/form-data works as well', async () => {
    const { me, path } = await reportedPerson();
    const boundary = 'xYzZY';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const response = await oneClick(path, body, `multipart/form-data; boundary=${boundary}`);
    expect(response.status).toBe(200);
    expect(await isOn(me)).toBe(false);
  });

  it('hostile requests are a clear 4xx that changes nothing', async () => {
    const { me, path } = await reportedPerson();
    const token = new URL(path, 'http://x').searchParams.get('token') ?? '';
    const parts = token.split('.');
    const other = await person();
    const forgedFor = [...parts.slice(0, 2), other.id, ...parts.slice(3)].join('.');
    const otherSecret = unsubscribeTokens('another server secret').make({
      userId: me.id,
      event: 'monthly_report',
      channel: 'mail',
    });
    const expired = unsubscribeTokens(app.env.authSecret, () => Date.now() - 400 * 24 * 3600 * 1000).make({
      userId: me.id,
      event: 'monthly_report',
      channel: 'mail',
    });
    const cases: [string, Promise<Response>, number][] = [
      ['no token', oneClick('/api/unsubscribe'), 400],
      ['garbage', oneClick('/api/unsubscribe?token=%00%ff..'), 400],
      ['a long token', oneClick(`/api/unsubscribe?token=${'a'.repeat(5000)}`), 400],
      ['another person in a signed token', oneClick(`/api/unsubscribe?token=${forgedFor}`), 400],
      ['another server’s key', oneClick(`/api/unsubscribe?token=${otherSecret}`), 400],
      ['an unknown event', oneClick(`/api/unsubscribe?token=${token.replace('monthly_report', 'everything')}`), 400],
      ['expired', oneClick(`/api/unsubscribe?token=${expired}`), 410],
      ['JSON', oneClick(path, '{"List-Unsubscribe":"One-Click"}', 'application/json'), 415],
      ['text/plain', oneClick(path, 'List-Unsubscribe=One-Click', 'text/plain'), 415],
      ['no body', oneClick(path, ''), 400],
      ['another body', oneClick(path, 'List-Unsubscribe=Everything'), 400],
      ['a malformed multipart', oneClick(path, '--x\r\nnonsense', 'multipart/form-data; boundary=x'), 400],
    ];
    for (const [name, request, status] of cases) {
      const response = await request;
      expect(response.status, name).toBe(status);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message, name).toMatch(/\w/);
    }
    const forgedPage = await new TestClient(app).request(`/api/unsubscribe?token=${forgedFor}`, { origin: false });
    expect(forgedPage.status).toBe(400);
    expect(await forgedPage.text()).toContain('This unsubscribe link is not valid');
    const expiredPage = await new TestClient(app).request(`/api/unsubscribe?token=${expired}`, { origin: false });
    expect(expiredPage.status).toBe(410);
    const rows = await db()
      .select()
      .from(noticeOptOuts)
      .where(sql`${noticeOptOuts.user_id} in (${me.id}, ${other.id})`);
    expect(rows).toEqual([]);
    expect(await isOn(me)).toBe(true);
  });
});

describe('notice preferences in the settings', () => {
  it('are the person’s own, every event on until turned off, with the time zone checked', async () => {
    const me = await person({ timeZone: 'Asia/Riyadh' });
    const view = await me.json('/api/notices/preferences');
    expect(view.body).toEqual({
      preferences: [
        { event: 'partner_finished', channel: 'mail', on: true },
        { event: 'partner_finished', channel: 'push', on: true },
        { event: 'report_ready', channel: 'mail', on: true },
        { event: 'report_ready', channel: 'push', on: true },
        { event: 'plan_week', channel: 'mail', on: true },
        { event: 'plan_week', channel: 'push', on: true },
        { event: 'plan_changed', channel: 'mail', on: true },
        { event: 'plan_changed', channel: 'push', on: true },
        { event: 'retake_due', channel: 'mail', on: true },
        { event: 'retake_due', channel: 'push', on: true },
        { event: 'monthly_report', channel: 'mail', on: true },
      ],
      time_zone: 'Asia/Riyadh',
      monthly_report_included: true,
      // Nights are quiet until the person says otherwise (decision 073); prayer windows are opt-in.
      quiet_hours: { from: '22:00', to: '08:00' },
      prayer_city: null,
    });
    const off = await me.json('/api/notices/preferences', {
      method: 'PUT',
      json: { event: 'monthly_report', channel: 'mail', on: false },
    });
    expect((off.body as { preferences: { event: string; on: boolean }[] }).preferences.filter((p) => !p.on)).toEqual([
      { event: 'monthly_report', channel: 'mail', on: false },
    ]);
    const [row] = await db()
      .select()
      .from(noticeOptOuts)
      .where(and(eq(noticeOptOuts.user_id, me.id)));
    expect(row?.via).toBe('settings');
    for (const json of [
      { event: 'monthly_report', channel: 'mail', on: true, time_zone: 'Mars/Olympus' },
      { event: 'everything', channel: 'mail', on: false },
      { event: 'monthly_report', channel: 'push', on: false },
      { event: 'monthly_report', channel: 'mail', on: 'no' },
      { event: 'monthly_report', channel: 'mail', on: false, extra: 1 },
    ]) {
      const refused = await me.json('/api/notices/preferences', { method: 'PUT', json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
    }
    const profile = await me.json<{ time_zone: string }>('/api/profile', {
      method: 'PATCH',
      json: { time_zone: 'America/Los_Angeles' },
    });
    expect(profile.body.time_zone).toBe('America/Los_Angeles');
    expect((await me.json('/api/profile', { method: 'PATCH', json: { time_zone: 'Nowhere/Else' } })).status).toBe(400);
    const free = await person({ tier: 'free' });
    expect((await free.json('/api/notices/preferences')).body).toMatchObject({ monthly_report_included: false });
  });

  it('takes the browser’s zone at sign-up, and refuses a sign-up naming a zone that does not exist', async () => {
    const signUp = (time_zone: string) =>
      new TestClient(app).json<{ user: { id: string } }>('/api/auth/sign-up/email', {
        json: {
          name: 'Huda Saleh',
          email: uniqueEmail(),
          password: 'correct horse 42',
          consent: true,
          profile: { language_preference: 'ar', time_zone },
        },
      });
    const created = await signUp('Europe/London');
    expect(created.status).toBe(200);
    const [row] = await db()
      .select({ time_zone: profiles.time_zone })
      .from(profiles)
      .where(eq(profiles.id, created.body.user.id));
    expect(row?.time_zone).toBe('Europe/London');
    expect((await signUp('Atlantis/Capital')).status).toBe(400);
  });
});
