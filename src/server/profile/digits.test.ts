import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAssessmentType } from '../../domain/assessment/catalogue.ts';
import { intlLocale } from '../../domain/language.ts';
import { renderMail } from '../mail/templates.ts';
import { withNumerals } from '../reader-numerals.ts';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

/* The person's choice of Arabic-Indic digits (issue 29, item 3; decision 005). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type ErrorBody = { error: { code: string; message: string; field?: string } };
const ARABIC_INDIC = /[٠-٩]/;
const WESTERN = /[0-9]/;

/** A values assessment with six answers missing: completing it names the count in the message. */
async function incompleteMessage(client: TestClient, headers: Record<string, string>) {
  const { body } = await client.json<{ id: string }>('/api/assessments', { json: { assessment_type: 'values' } });
  const type = findAssessmentType('values');
  if (!type) throw new Error('values');
  const responses: Record<string, number> = {};
  for (const q of type.questions.slice(3)) {
    responses[`${q.key}_phase1`] = 3;
    responses[`${q.key}_phase2`] = 3;
  }
  const res = await client.json<ErrorBody>(`/api/assessments/${body.id}/complete`, {
    json: { responses, importance: {} },
    headers,
  });
  expect([res.status, res.body.error.code]).toEqual([400, 'incomplete']);
  return res.body.error.message.replace(/q_[0-9_]+phase[12]/g, '');
}

describe('digits in Arabic', () => {
  it('are Western by default and saved as the person chooses; anything else is a 400 in their words', async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    expect((await client.json<{ numerals: string }>('/api/profile')).body.numerals).toBe('latn');
    const chosen = await client.json<{ numerals: string }>('/api/profile', {
      method: 'PATCH',
      json: { numerals: 'arab' },
    });
    expect([chosen.status, chosen.body.numerals]).toEqual([200, 'arab']);
    const refused = await client.json<ErrorBody>('/api/profile', {
      method: 'PATCH',
      json: { numerals: 'thai' },
      headers: { 'accept-language': 'ar' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('يُرجى اختيار شكل الأرقام من القائمة');
    expect((await client.json<{ numerals: string }>('/api/profile')).body.numerals).toBe('arab');
  });

  it('write every number of an answer in the digits the request names, and Western otherwise', async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    const indic = await incompleteMessage(client, { 'accept-language': 'ar-u-nu-arab' });
    expect(indic).toMatch(ARABIC_INDIC);
    expect(indic).not.toMatch(WESTERN);
    const western = await incompleteMessage(client, { 'accept-language': 'ar' });
    expect(western).toMatch(WESTERN);
    expect(western).not.toMatch(ARABIC_INDIC);
    // English is always Western, whatever the tag says.
    expect(await incompleteMessage(client, { 'accept-language': 'en-u-nu-arab' })).not.toMatch(ARABIC_INDIC);
    // A tag naming digits we do not write names the language alone.
    expect(await incompleteMessage(client, { 'accept-language': 'ar-u-nu-thai' })).toMatch(WESTERN);
  });

  it("follow the profile when the request names no language (a plain link's download)", async () => {
    const client = new TestClient(ctx);
    await client.signUp();
    await client.json('/api/profile', { method: 'PATCH', json: { language_preference: 'ar', numerals: 'arab' } });
    expect(await incompleteMessage(client, {})).toMatch(ARABIC_INDIC);
  });

  it('never reach a mail from the request that queued it: mails are written in Western digits', () => {
    const mail = withNumerals('arab', () =>
      renderMail('new_sign_in', 'ar', {
        name: 'ليلى',
        device: 'Chrome',
        time: (language) => new Intl.NumberFormat(intlLocale(language), { useGrouping: false }).format(2026),
      }),
    );
    expect(mail.text).toContain('2026');
    expect(mail.text).not.toMatch(ARABIC_INDIC);
  });
});
