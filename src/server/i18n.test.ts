import { describe, expect, it } from 'vitest';
import { hasMessage, translate } from './i18n.ts';

/** The server's messages come from i18next over the browser's catalogues (decision 004). */
describe('translate', () => {
  const incomplete = (count: number, language: 'en' | 'ar') =>
    translate('errors.incomplete', language, { key: 'q_3_2', count });

  it('picks the Arabic plural form by the count, as the browser does', () => {
    expect(incomplete(1, 'ar')).toContain('تنقص إجابة واحدة: q_3_2');
    expect(incomplete(2, 'ar')).toContain('تنقص إجابتان، أولاهما: q_3_2');
    expect(incomplete(3, 'ar')).toContain('تنقص 3 إجابات، أولاها: q_3_2');
    expect(incomplete(11, 'ar')).toContain('تنقص 11 إجابةً، أولاها: q_3_2');
    expect(incomplete(100, 'ar')).toContain('تنقص 100 إجابة، أولاها: q_3_2');
  });

  it('picks the English plural form', () => {
    expect(incomplete(1, 'en')).toMatch(/Still missing: q_3_2\.$/);
    expect(incomplete(5, 'en')).toMatch(/Still missing: q_3_2 \(5 in all\)\.$/);
  });

  it('fills in the limits a message mentions, in the language', () => {
    expect(translate('validation.passwordMin', 'en')).toMatch(/\b8\b/);
    expect(translate('validation.passwordMin', 'ar')).toMatch(/\b8\b/);
  });

  it('leaves values unescaped: the text goes into JSON, plain-text mail and PDF text (HTML mail escapes its own)', () => {
    const text = translate('mail.couple_invitation.subject', 'en', {
      name: `O'Brien & <Sons>`,
      url: 'http://x/?a=1&b=2',
    });
    expect(text).toContain(`O'Brien & <Sons>`);
    expect(text).not.toContain('&amp;');
  });

  it('falls back to English, then to the generic message; a subtree is not a message', () => {
    expect(translate('errors.no.such.key', 'ar')).toBe(translate('errors.generic', 'ar'));
    expect(translate('errors', 'en')).toBe(translate('errors.generic', 'en'));
    expect(hasMessage('errors.generic')).toBe(true);
    expect(hasMessage('errors.incomplete')).toBe(true);
    expect(hasMessage('errors.auth.no_such_code')).toBe(false);
    expect(hasMessage('errors')).toBe(false);
  });

  it('keeps a placeholder it has no value for, as before', () => {
    expect(translate('errors.incomplete', 'en', { count: 2 })).toContain('{{key}}');
  });
});
