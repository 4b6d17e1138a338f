import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerKeys, findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { familyQuestions } from '../../domain/assessment/family-questions.ts';
import type { SafetyAnswers } from '../../domain/safety.ts';
import { privateAdvice } from '../../domain/safety-view.ts';
import { coupleLinks, user } from '../db/schema.ts';
import { type Mailbox, startMailbox } from '../testing/fake-smtp.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

/**
 * A check that showed the help card changes what follows for its owner alone (decision 054): their couple
 * report asks nothing of the two together and keeps "show my answers" off, while everything their partner
 * receives (pages, report, PDF, the invitation mail) is what the partner of someone unflagged receives.
 */

let mailbox: Mailbox;
let ctx: TestContext;
beforeAll(async () => {
  mailbox = await startMailbox();
  ctx = await createTestApp({ mail: mailbox.mail });
});
afterAll(async () => {
  await ctx.close();
  await mailbox.close();
});

const FLAGGED: SafetyAnswers = {
  afraid: 'sometimes',
  insulted: 'never',
  controlled: 'never',
  threatened: 'never',
  hurt: 'never',
  forced: 'no_answer',
};
const CALM: SafetyAnswers = { ...FLAGGED, afraid: 'never' };

/** Varied answers, the same for both couples: topics, shared strengths and concerns all appear. */
function answers(type: string, side: 'a' | 'b') {
  const found = findAssessmentType(type);
  if (!found) throw new Error(type);
  return Object.fromEntries(answerKeys(found).map((key, i) => [key, side === 'a' ? (i % 5) + 1 : ((i * 3) % 5) + 1]));
}

type Person = TestClient & { id: string; email: string };
async function person(name: string, gender: 'female' | 'male'): Promise<Person> {
  const client = new TestClient(ctx);
  const account = await client.signUp({ name });
  await ctx.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
  await client.json('/api/profile', { method: 'PATCH', json: { gender } });
  return Object.assign(client, { id: account.id, email: account.email });
}

interface Couple {
  inviter: Person;
  partner: Person;
  sharedId: string;
  /** Each one's own side of the shared assessment, whose result is theirs alone. */
  sides: { inviter: string; partner: string };
  /** Every id and time that differs between two couples made alike, to be named alike before comparing. */
  volatile: string[];
  mail: { subject: string; text: string; url: string };
}

/**
 * A couple made the same way each time: the inviter (a woman) takes the check as told, mails an invitation
 * to the partner's address, the partner accepts, and both answer a shared relationship assessment.
 */
async function couple(check: SafetyAnswers | 'skipped'): Promise<Couple> {
  const inviter = await person('Amal', 'female');
  const partner = await person('Omar', 'male');
  const put = check === 'skipped' ? { skipped: true } : { answers: check };
  expect((await inviter.json('/api/safety-check', { method: 'PUT', json: put })).status).toBe(200);
  await partner.json('/api/safety-check', { method: 'PUT', json: { skipped: true } });
  const invitation = await inviter.json<{ token: string; url: string; id: string; expires_at: string }>(
    '/api/couple/invitations',
    { json: { email: partner.email } },
  );
  expect(invitation.status).toBe(201);
  // The partner's own address also had its sign-up confirmation: the invitation is the mail with the link.
  const sent = (await mailbox.mailsTo(ctx, partner.email)).filter((m) => m.text.includes(invitation.body.url));
  expect(sent).toHaveLength(1);
  const mail = { subject: sent[0]?.subject ?? '', text: sent[0]?.text ?? '', url: invitation.body.url };
  await partner.json('/api/couple/invitations/accept', { json: { token: invitation.body.token } });
  const started = await inviter.json<{ shared: { id: string }; assessment: { id: string } }>('/api/couple/shared', {
    json: { assessment_type: 'relationship' },
  });
  const joined = await partner.json<{ assessment: { id: string } }>(
    `/api/couple/shared/${started.body.shared.id}/join`,
    { method: 'POST' },
  );
  await inviter.json(`/api/assessments/${started.body.assessment.id}/complete`, {
    json: { responses: answers('relationship', 'a') },
  });
  await partner.json(`/api/assessments/${joined.body.assessment.id}/complete`, {
    json: { responses: answers('relationship', 'b') },
  });
  const [link] = await ctx.database.db
    .select({ id: coupleLinks.id })
    .from(coupleLinks)
    .where(eq(coupleLinks.first_user_id, inviter.id));
  return {
    inviter,
    partner,
    sharedId: started.body.shared.id,
    sides: { inviter: started.body.assessment.id, partner: joined.body.assessment.id },
    volatile: [
      link?.id ?? 'no link',
      inviter.id,
      partner.id,
      started.body.shared.id,
      started.body.assessment.id,
      joined.body.assessment.id,
      invitation.body.id,
      inviter.email,
      partner.email,
    ],
    mail,
  };
}

/** What the partner can read of the couple, in both languages: the raw bytes of each answer. */
async function partnerReads(c: Couple) {
  const reads: string[] = [];
  for (const path of [
    '/api/couple',
    '/api/couple/shared',
    `/api/couple/shared/${c.sharedId}/report?language=en`,
    `/api/couple/shared/${c.sharedId}/report?language=ar`,
    '/api/timeline',
    '/api/progress',
    `/api/assessments/${c.sides.partner}/result`,
  ]) {
    const res = await c.partner.request(path);
    const text = await res.text();
    // The partner's own result is a row of its own, with its own id.
    const own = path.endsWith('/result') ? (JSON.parse(text) as { id: string }).id : '';
    reads.push(`${path.replace(c.sharedId, ':id')} ${res.status} ${own ? text.replaceAll(own, '<result>') : text}`);
  }
  for (const language of ['en', 'ar']) {
    const res = await c.partner.request(`/api/couple/shared/${c.sharedId}/report.pdf?language=${language}`);
    expect(res.status).toBe(200);
    reads.push(`pdf ${language} ${pdfText(new Uint8Array(await res.arrayBuffer()))}`);
  }
  return reads;
}

/**
 * Names alike what is bound to differ between two couples made alike: their ids, the times things
 * happened, and the invitation's token in its mailed link. Nothing else is touched.
 */
function named(text: string, c: Couple) {
  let out = text;
  c.volatile.forEach((id, i) => {
    out = out.replaceAll(id, `<id ${i}>`);
  });
  return out.replaceAll(c.mail.url, '<link>').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>');
}

describe('after a check that showed the help card', () => {
  let flagged: Couple;
  let calm: Couple;
  beforeAll(async () => {
    flagged = await couple(FLAGGED);
    calm = await couple('skipped');
  }, 120_000);

  it('the partner’s pages, report, PDF and mail are byte for byte those of an unflagged couple’s partner', async () => {
    const mine = await partnerReads(flagged);
    const theirs = await partnerReads(calm);
    expect(mine).toHaveLength(theirs.length);
    for (const [i, line] of mine.entries()) {
      // Each read raw first: only the ids and times of its own couple may differ.
      expect(named(line, flagged), line.slice(0, 80)).toBe(named(theirs[i] ?? '', calm));
    }
    // The report itself holds no trace of the check: no field, no private words.
    for (const line of mine) expect(line).not.toMatch(/private_view|safety|flagged|afraid|does not feel safe/);
    expect(flagged.mail.subject).toBe(calm.mail.subject);
    expect(flagged.mail.text.replaceAll(flagged.mail.url, '<link>')).toBe(
      calm.mail.text.replaceAll(calm.mail.url, '<link>'),
    );
  }, 60_000);

  it('the flagged person’s report asks nothing of the two together, in both languages, with support first', async () => {
    type Report = {
      private_view?: boolean;
      pattern: { description: { en: string; ar: string } };
      advice: Record<'en' | 'ar', { summary: string; recommendations: string[]; conversationStarters: string[] }>;
      advice_pending: string[];
    };
    const report = await flagged.inviter.json<Report>(`/api/couple/shared/${flagged.sharedId}/report`);
    expect(report.status).toBe(200);
    expect(report.body.private_view).toBe(true);
    expect(report.body.advice_pending).toEqual([]);
    // She is a woman: the Arabic speaks to her and names her partner «شريك حياتك».
    expect(report.body.advice).toEqual({
      en: privateAdvice('couple', 'en', 'female'),
      ar: privateAdvice('couple', 'ar', 'female'),
    });
    expect(report.body.advice.en.recommendations[0]).toMatch(/^Support for yourself comes first/);
    // What the report says to her (the statements themselves are the bank's, the same for both).
    const said = JSON.stringify([report.body.advice, report.body.pattern.description]);
    expect(said).not.toMatch(/together|take turns|swap|each other/i);
    expect(said).not.toMatch(/اجلسا|معًا|تبادلا/);
    expect(report.body.pattern.description.en).not.toMatch(/together|listen/i);

    // And the partner, reading the same assessment, still has the joint advice.
    const partner = await flagged.partner.json<Report>(`/api/couple/shared/${flagged.sharedId}/report`);
    expect(partner.body.private_view).toBeUndefined();
    expect(partner.body.advice.en).not.toEqual(privateAdvice('couple', 'en', 'male'));
    expect(partner.body.advice.en.conversationStarters.length).toBeGreaterThan(0);

    // Her PDF has the private words too, and no heading asks them to talk.
    const pdf = await flagged.inviter.request(`/api/couple/shared/${flagged.sharedId}/report.pdf?language=en`);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Support for yourself comes first');
    expect(text).toContain('Where your answers are furthest apart');
    expect(text).not.toMatch(/Topics to talk about|Worth talking about together|Sit together/);
  });

  it('keeps her "show my answers" off: turning it on is refused in her language, turning it off is not', async () => {
    const on = await flagged.inviter.json<{ error: { code: string; message: string } }>(
      `/api/couple/shared/${flagged.sharedId}/share-answers`,
      { method: 'PUT', json: { share: true }, headers: { 'accept-language': 'ar' } },
    );
    expect(on.status).toBe(409);
    expect(on.body.error.code).toBe('answers_private');
    expect(on.body.error.message).toContain('أظهر إجاباتي');
    const off = await flagged.inviter.json(`/api/couple/shared/${flagged.sharedId}/share-answers`, {
      method: 'PUT',
      json: { share: false },
    });
    expect(off.status).toBe(200);
    // Her partner may still turn theirs on, as anyone may.
    const partner = await flagged.partner.json(`/api/couple/shared/${flagged.sharedId}/share-answers`, {
      method: 'PUT',
      json: { share: true },
    });
    expect(partner.status).toBe(200);
  });

  it('a man’s private view names his partner «شريكة حياتك»; a calm retake brings back the joint view', async () => {
    const c = await couple('skipped');
    await c.partner.json('/api/safety-check', { method: 'PUT', json: { answers: FLAGGED } });
    const report = await c.partner.json<{ private_view?: boolean; advice: { ar: { summary: string } } }>(
      `/api/couple/shared/${c.sharedId}/report`,
    );
    expect(report.body.private_view).toBe(true);
    expect(report.body.advice.ar.summary).toContain('شريكة حياتك');
    await c.partner.json('/api/safety-check', { method: 'PUT', json: { answers: CALM } });
    const again = await c.partner.json<{ private_view?: boolean }>(`/api/couple/shared/${c.sharedId}/report`);
    expect(again.body.private_view).toBeUndefined();
  }, 60_000);

  it('her own result puts support first and asks nothing of her with her partner, on screen and in the PDF', async () => {
    type Result = {
      private_view?: boolean;
      compatibility_score: number;
      ai_analysis: {
        summary: string;
        source: string;
        pattern: { id: string; description: string; descriptionAr: string };
        translations: Record<
          'en' | 'ar',
          { summary: string; recommendations: string[]; conversationStarters: string[] }
        >;
      };
    };
    const path = `/api/assessments/${flagged.sides.inviter}/result`;
    const mine = await flagged.inviter.json<Result>(path);
    expect(mine.status).toBe(200);
    expect(mine.body.private_view).toBe(true);
    expect(mine.body.ai_analysis.translations).toEqual({
      en: privateAdvice('result', 'en', 'female'),
      ar: privateAdvice('result', 'ar', 'female'),
    });
    expect(mine.body.ai_analysis.translations.en.recommendations[0]).toMatch(/^Support for yourself comes first/);
    const said = JSON.stringify([mine.body.ai_analysis.translations, mine.body.ai_analysis.pattern]);
    expect(said).not.toMatch(/together|each other|sit with|your partner|take turns/i);
    expect(said).not.toMatch(/اجلس|معًا|تبادلا|شريك/);
    // The figures are hers as stored: the same result, read by an unflagged owner, has the same score.
    const calmSide = await calm.inviter.json<Result>(`/api/assessments/${calm.sides.inviter}/result`);
    expect(calmSide.body.private_view).toBeUndefined();
    expect(mine.body.compatibility_score).toBe(calmSide.body.compatibility_score);
    expect(calmSide.body.ai_analysis.translations.en.conversationStarters.length).toBeGreaterThan(0);
    // Asking for the model's advice in the other language starts nothing for a private view.
    const asked = await flagged.inviter.json<Result>(`/api/assessments/${flagged.sides.inviter}/insights`, {
      json: { language: 'ar' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.private_view).toBe(true);
    for (const language of ['en', 'ar'] as const) {
      const pdf = await flagged.inviter.request(
        `/api/assessments/${flagged.sides.inviter}/report.pdf?language=${language}`,
      );
      expect(pdf.status).toBe(200);
      const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
      expect(text).toContain(language === 'en' ? 'Support for yourself comes first' : 'هذه النتيجة لك وحدك');
      expect(text).not.toMatch(/Conversation starters|Sit together|مداخل للحوار/);
    }
  });
});

describe('a family report after one side’s check showed the help card', () => {
  const familyAnswers = (perspective: 'parent' | 'child', p1: number, p2: number) =>
    Object.fromEntries(
      familyQuestions('16-18', perspective, 'mother_daughter').flatMap((q, i) => [
        [`${q.key}_phase1`, p1],
        [`${q.key}_phase2`, i % 2 === 0 ? p2 : 3],
      ]),
    );

  it('speaks to her alone with support first and keeps her answers to her; her daughter’s view is unchanged', async () => {
    const mother = await person('Huda', 'female');
    const daughter = await person('Maryam', 'female');
    const invitation = await mother.json<{ token: string }>('/api/family/invitations', {
      json: { role: 'parent', pairing: 'mother_daughter', age_group: '16-18' },
    });
    const link = await daughter.json<{ id: string }>('/api/family/invitations/accept', {
      json: { token: invitation.body.token },
    });
    const started = await mother.json<{ family: { id: string }; assessment: { id: string } }>(
      `/api/family/links/${link.body.id}/assessments`,
      { method: 'POST' },
    );
    const joined = await daughter.json<{ assessment: { id: string } }>(
      `/api/family/assessments/${started.body.family.id}/join`,
      { method: 'POST' },
    );
    await mother.json(`/api/assessments/${started.body.assessment.id}/complete`, {
      json: { responses: familyAnswers('parent', 5, 2) },
    });
    await daughter.json(`/api/assessments/${joined.body.assessment.id}/complete`, {
      json: { responses: familyAnswers('child', 4, 4) },
    });
    const report = `/api/family/assessments/${started.body.family.id}/report`;
    const daughterReads = async () => {
      const reads: string[] = [];
      for (const path of [`${report}?language=en`, `${report}?language=ar`, '/api/family/assessments', '/api/family']) {
        const res = await daughter.request(path);
        reads.push(`${path} ${res.status} ${await res.text()}`);
      }
      const pdf = await daughter.request(`${report}.pdf?language=ar`);
      reads.push(pdfText(new Uint8Array(await pdf.arrayBuffer())));
      return reads;
    };
    const before = await daughterReads();
    type Report = {
      private_view?: boolean;
      pattern: { description: { en: string; ar: string } };
      advice: Record<'en' | 'ar', { summary: string; recommendations: string[]; conversationStarters: string[] }>;
    };
    const joint = await mother.json<Report>(report);
    expect(joint.body.private_view).toBeUndefined();

    expect((await mother.json('/api/safety-check', { method: 'PUT', json: { answers: FLAGGED } })).status).toBe(200);
    const mine = await mother.json<Report>(report);
    expect(mine.body.private_view).toBe(true);
    expect(mine.body.advice).toEqual({
      en: privateAdvice('family', 'en', 'female'),
      ar: privateAdvice('family', 'ar', 'female'),
    });
    const said = JSON.stringify([mine.body.advice, mine.body.pattern.description]);
    expect(said).not.toMatch(/together|each other|sit with|take turns|partner/i);
    expect(said).not.toMatch(/اجلس|معًا|تبادلا|شريك/);
    const pdf = await mother.request(`${report}.pdf?language=en`);
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Support for yourself comes first');
    // Her own side's result too.
    const own = await mother.json<{ private_view?: boolean }>(`/api/assessments/${started.body.assessment.id}/result`);
    expect(own.body.private_view).toBe(true);

    // "Show my answers" stays off for her, in her language; turning it off is allowed.
    const on = await mother.json<{ error: { code: string; message: string } }>(
      `/api/family/assessments/${started.body.family.id}/share-answers`,
      { method: 'PUT', json: { share: true }, headers: { 'accept-language': 'ar' } },
    );
    expect(on.status).toBe(409);
    expect(on.body.error.code).toBe('answers_private');
    expect(on.body.error.message).toContain('أظهر إجاباتي');
    const off = await mother.request(`/api/family/assessments/${started.body.family.id}/share-answers`, {
      method: 'PUT',
      json: { share: false },
    });
    expect(off.status).toBe(200);

    // Her daughter reads, byte for byte, what she read before her mother's check.
    expect(await daughterReads()).toEqual(before);

    // A calm retake brings back the joint view.
    await mother.json('/api/safety-check', { method: 'PUT', json: { answers: CALM } });
    expect((await mother.json<Report>(report)).body).toEqual(joint.body);
  }, 60_000);
});
