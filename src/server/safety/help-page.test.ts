import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HELP_SLOTS } from '../../domain/safety.ts';
import type { SafetyResourcesConfig } from '../../domain/safety-requests.ts';
import { spaRoutes } from '../http/spa.ts';
import { askedCountry } from './help-page.ts';

/** The prerendered page's shape (web/prerender.tsx, HelpPage): its form, the slots, the quick exit. */
const page = (language: string) =>
  `<html lang="${language}"><a href="${HELP_SLOTS.exitUrl}">exit</a><form method="get" action="/help" data-help-country=""><select name="country"><option value="">other</option>${HELP_SLOTS.countries}</select><button>show</button></form><div>${HELP_SLOTS.resources}</div></html>`;

const webRoot = mkdtempSync(path.join(tmpdir(), 'wifaq-help-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>the app</title>');
for (const language of ['en', 'ar']) {
  mkdirSync(path.join(webRoot, 'prerendered', language), { recursive: true });
  writeFileSync(path.join(webRoot, 'prerendered', language, 'help.html'), page(language));
}
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const resources: SafetyResourcesConfig = {
  default: { adults: [], youth: [] },
  SA: {
    adults: [
      {
        name: { en: 'Family Safety <Line>', ar: 'خط الأمان الأسري' },
        description: { en: 'Free & private', ar: 'مجاني وسرّي' },
        phone: '1919',
        url: 'https://example.org/?a=1&b="2"',
      },
    ],
    youth: [{ name: { en: 'Child line', ar: 'خط الطفل' }, phone: '116111' }],
  },
  GB: { adults: [{ name: { en: 'National Helpline', ar: 'الخط الوطني' }, phone: '0808 2000 247' }], youth: [] },
};
const facts = {
  completedAssessments: async () => null,
  plansMode: 'open' as const,
  safety: { resources, exitUrl: 'https://neutral.example/?q=weather' },
};
const app = spaRoutes(webRoot, facts);
const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.request(url, { headers });
  return { response, html: await response.text() };
};

describe('the public help page (decision 060)', () => {
  it('shows the asked country’s services to anyone, without sign-in, and leaves no slot', async () => {
    const { response, html } = await get('/help?country=sa', { 'accept-language': 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<option value="SA" selected>Saudi Arabia</option>');
    expect(html).toContain('<option value="GB">United Kingdom</option>');
    // Every word from the operator's file is escaped; the adults' list only.
    expect(html).toContain('Family Safety &lt;Line&gt;');
    expect(html).toContain('Free &amp; private');
    expect(html).toContain('href="tel:1919"');
    expect(html).toContain('href="https://example.org/?a=1&amp;b=&quot;2&quot;"');
    expect(html).not.toContain('Child line');
    expect(html).toContain('href="https://neutral.example/?q=weather"');
    for (const slot of Object.values(HELP_SLOTS)) expect(html).not.toContain(slot);
  });

  it('reads the country from the browser’s language when none is asked, and in Arabic when asked in Arabic', async () => {
    const { html } = await get('/help', { 'accept-language': 'ar-SA,ar;q=0.9' });
    expect(html).toContain('lang="ar"');
    expect(html).toContain('خط الأمان الأسري');
    expect(html).toContain('<option value="SA" selected>');
    expect(html).toContain('مجاني وسرّي');
  });

  it('shows no services for a country the operator did not list, and reflects nothing it was sent', async () => {
    for (const asked of ['FR', '<script>', 'x"y', '']) {
      const { response, html } = await get(`/help?country=${encodeURIComponent(asked)}`);
      expect(response.status).toBe(200);
      expect(html).not.toContain('selected');
      expect(html).not.toContain('Family Safety');
      expect(html).not.toContain('<script>');
    }
  });

  it('drops the country choice when the operator listed no country', async () => {
    const bare = spaRoutes(webRoot, { ...facts, safety: { resources: { default: resources.default }, exitUrl: 'x' } });
    const html = await (await bare.request('/help')).text();
    expect(html).not.toContain('<form');
    for (const slot of Object.values(HELP_SLOTS)) expect(html).not.toContain(slot);
  });

  it('gives a visitor with a session the app, which shows them signed in', async () => {
    const { html } = await get('/help', { cookie: 'better-auth.session_token=abc' });
    expect(html).toContain('the app');
  });

  it('takes a country code from the query first, else from the browser’s first language with a region', () => {
    expect(askedCountry('gb', 'ar-SA')).toBe('GB');
    expect(askedCountry('nope', 'ar-SA')).toBeUndefined();
    expect(askedCountry(undefined, 'en, ar-AE;q=0.8')).toBe('AE');
    expect(askedCountry(undefined, 'not a tag')).toBeUndefined();
    expect(askedCountry(undefined, undefined)).toBeUndefined();
  });
});
