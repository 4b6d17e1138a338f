import { describe, expect, it } from 'vitest';
import type { AiAnalysis } from './advice/ai-analysis.ts';
import { PATTERNS } from './assessment/scoring.ts';
import {
  PRIVATE_VIEW_TEXTS,
  privateAdvice,
  privateAnalysis,
  privatePatternDescription,
  privateResultPattern,
} from './safety-view.ts';

const GENDERS = ['female', 'male', 'other', null] as const;
const VIEWS = ['result', 'couple', 'family'] as const;

/** What the joint advice asks of two people at once, in either language (decision 054 forbids it here). */
const JOINT =
  /together|each other|sit |take turns|swap|\bboth of you\b|talk about it calmly|معًا|اجلسا|تبادلا|كلٌّ منكما|أعيدا|الحديث عنه بهدوء/i;

describe('the private view of a result, a couple report and a family report', () => {
  it('asks nothing of anyone together, in any language or address, and puts support first', () => {
    for (const of of VIEWS) {
      for (const language of ['en', 'ar'] as const) {
        for (const gender of GENDERS) {
          const advice = privateAdvice(of, language, gender);
          const texts = [advice.summary, ...advice.recommendations];
          for (const text of texts) expect(text, text).not.toMatch(JOINT);
          expect(advice.strengths).toEqual([]);
          expect(advice.improvements).toEqual([]);
          expect(advice.conversationStarters).toEqual([]);
          expect(advice.recommendations.length).toBeGreaterThanOrEqual(3);
          expect(advice.recommendations[0]).toMatch(
            language === 'en' ? /^Support for yourself comes first/ : /^الدعم لك أنت أولًا/,
          );
        }
      }
    }
    // Only the couple's words name a partner; a family report's and a result's (one side of a family
    // assessment is a result too) name no one.
    expect(privateAdvice('couple', 'en', null).summary).toContain('your partner');
    for (const of of ['family', 'result'] as const) {
      const texts = JSON.stringify([privateAdvice(of, 'en', null), privateAdvice(of, 'ar', 'male')]);
      expect(texts).not.toMatch(/partner|شريك/);
    }
    for (const id of ['in_harmony', 'different_hopes', 'growing_together', 'time_to_talk'] as const) {
      const { en, ar } = privatePatternDescription(id);
      expect(en).not.toMatch(JOINT);
      expect(en).not.toMatch(/partner/);
      expect(ar).not.toMatch(JOINT);
    }
    for (const pattern of Object.values(PATTERNS)) {
      const told = privateResultPattern(pattern);
      expect(told.description).not.toMatch(JOINT);
      expect(told.descriptionAr).not.toMatch(JOINT);
      expect(told.name).toBe(pattern.name);
    }
  });

  it('replaces every advice a stored result carries, the model’s and the set-aside too, and awaits nothing', () => {
    const model = { ...privateAdvice('couple', 'en', null), summary: 'Sit together tonight.', source: 'gpt' };
    const stored: AiAnalysis = {
      ...model,
      pattern: PATTERNS.dreamer_vs_realist,
      averageGap: 1,
      language: 'ar',
      translations: { en: model, ar: { ...model, summary: 'اجلسا معًا' } },
      pending: ['en'],
      pendingSince: '2026-11-27T00:00:00.000Z',
      superseded: { en: model },
      reality: 60,
      rules: 3,
    };
    const shown = privateAnalysis(stored, 'female');
    expect(shown.translations).toEqual({
      en: privateAdvice('result', 'en', 'female'),
      ar: privateAdvice('result', 'ar', 'female'),
    });
    expect(shown.summary).toBe(privateAdvice('result', 'ar', 'female').summary);
    expect(shown.source).toBe('builtin');
    expect(shown.pending).toBeUndefined();
    expect(shown.superseded).toBeUndefined();
    expect(JSON.stringify(shown)).not.toMatch(JOINT);
    // The figures and what the rules derived stay.
    expect([shown.reality, shown.rules, shown.averageGap, shown.pattern.id]).toEqual([60, 3, 1, 'dreamer_vs_realist']);
  });

  it('speaks to the reader as they are: a man’s partner is «شريكة حياتك», nobody gets a masculine vowel', () => {
    const man = privateAdvice('couple', 'ar', 'male');
    const woman = privateAdvice('couple', 'ar', 'female');
    const anyone = privateAdvice('couple', 'ar', null);
    expect(man.summary).toContain('شريكة حياتك');
    expect(woman.summary).toContain('شريك حياتك');
    expect(woman.summary).not.toContain('شريكة');
    expect(anyone).toEqual(privateAdvice('couple', 'ar', 'other'));
    // English has one form for everyone.
    for (const of of VIEWS) expect(privateAdvice(of, 'en', 'male')).toEqual(privateAdvice(of, 'en', 'female'));
    for (const text of PRIVATE_VIEW_TEXTS) {
      const forms = typeof text.ar === 'string' ? [text.ar] : [text.ar.f, text.ar.neutral];
      // The fatha on a second-person ending («ـتَ», «ـكَ») would address a man only.
      for (const form of forms) expect(form).not.toMatch(/[تك]\u064e(?=[\s،.]|$)/);
    }
  });
});
