import { describe, expect, it } from 'vitest';
import { PRIVATE_VIEW_TEXTS, privateCoupleAdvice, privatePatternDescription } from './safety-view.ts';

const GENDERS = ['female', 'male', 'other', null] as const;

/** What the joint advice asks of two people at once, in either language (decision 054 forbids it here). */
const JOINT = /together|each other|sit |take turns|swap|\bboth of you\b|معًا|اجلسا|تبادلا|كلٌّ منكما|أعيدا/i;

describe('the private view of a couple report', () => {
  it('asks nothing of the two together, in any language or address, and puts support first', () => {
    for (const language of ['en', 'ar'] as const) {
      for (const gender of GENDERS) {
        const advice = privateCoupleAdvice(language, gender);
        const texts = [advice.summary, ...advice.recommendations];
        for (const text of texts) expect(text, text).not.toMatch(JOINT);
        expect(advice.strengths).toEqual([]);
        expect(advice.improvements).toEqual([]);
        expect(advice.conversationStarters).toEqual([]);
        expect(advice.recommendations.length).toBeGreaterThanOrEqual(3);
      }
    }
    expect(privateCoupleAdvice('en', null).recommendations[0]).toMatch(/^Support for yourself comes first/);
    for (const id of ['in_harmony', 'different_hopes', 'growing_together', 'time_to_talk'] as const) {
      const { en, ar } = privatePatternDescription(id);
      expect(en).not.toMatch(JOINT);
      expect(ar).not.toMatch(JOINT);
    }
  });

  it('speaks to the reader as they are: a man’s partner is «شريكة حياتك», nobody gets a masculine vowel', () => {
    const man = privateCoupleAdvice('ar', 'male');
    const woman = privateCoupleAdvice('ar', 'female');
    const anyone = privateCoupleAdvice('ar', null);
    expect(man.summary).toContain('شريكة حياتك');
    expect(woman.summary).toContain('شريك حياتك');
    expect(woman.summary).not.toContain('شريكة');
    expect(anyone).toEqual(privateCoupleAdvice('ar', 'other'));
    // English has one form for everyone.
    expect(privateCoupleAdvice('en', 'male')).toEqual(privateCoupleAdvice('en', 'female'));
    for (const text of PRIVATE_VIEW_TEXTS) {
      const forms = typeof text.ar === 'string' ? [text.ar] : [text.ar.f, text.ar.neutral];
      // The fatha on a second-person ending («ـتَ», «ـكَ») would address a man only.
      for (const form of forms) expect(form).not.toMatch(/[تك]\u064e(?=[\s،.]|$)/);
    }
  });
});
