import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Refused = { error: { code: string; message: string } };

/**
 * An API message names the reader's partner as their profile says (issue 29 item 2, decision 063): a man's
 * partner is «شريكة حياتك», and a woman, or anyone who gave no gender, reads «شريك حياتك».
 */
describe('an error message that names the reader’s partner', () => {
  it.each([
    ['male', 'هذا رابط دعوتك أنت: أرسله إلى شريكة حياتك لتقبله.'],
    ['female', 'هذا رابط دعوتك أنت: أرسله إلى شريك حياتك ليقبله.'],
    [null, 'هذا رابط دعوتك أنت: أرسله إلى شريك حياتك ليقبله.'],
    ['other', 'هذا رابط دعوتك أنت: أرسله إلى شريك حياتك ليقبله.'],
  ] as const)('reads a profile that says %s', async (gender, message) => {
    const client = new TestClient(ctx);
    await client.signUp();
    if (gender) expect((await client.json('/api/profile', { method: 'PATCH', json: { gender } })).status).toBe(200);
    const { body } = await client.json<{ token: string }>('/api/couple/invitations', { json: {} });
    const own = await client.json<Refused>('/api/couple/invitations/accept', {
      json: { token: body.token },
      headers: { 'accept-language': 'ar' },
    });
    expect(own.status).toBe(400);
    expect(own.body.error).toEqual({ code: 'own_invitation', message });
    // In English there is one text for everyone.
    const english = await client.json<Refused>('/api/couple/invitations/accept', {
      json: { token: body.token },
      headers: { 'accept-language': 'en' },
    });
    expect(english.body.error.message).not.toMatch(/[\u0600-\u06ff]/);
  });
});
