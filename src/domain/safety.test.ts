import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFlagged, SAFETY_FREQUENCIES, SAFETY_ITEMS, type SafetyAnswers } from './safety.ts';
import { safetyCheckPutSchema, safetyResourcesQuerySchema } from './safety-requests.ts';

const all = (value: SafetyAnswers[keyof SafetyAnswers]) =>
  Object.fromEntries(SAFETY_ITEMS.map((item) => [item, value])) as SafetyAnswers;

describe('isFlagged', () => {
  it('is false when everything is never, or not answered', () => {
    expect(isFlagged(all('never'))).toBe(false);
    expect(isFlagged(all('no_answer'))).toBe(false);
  });

  it.each(SAFETY_ITEMS.flatMap((item) => [[item, 'sometimes'] as const, [item, 'often'] as const]))(
    'is true when %s is %s and everything else never',
    (item, value) => {
      expect(isFlagged({ ...all('never'), [item]: value })).toBe(true);
    },
  );

  it('is true exactly when some item happens at all', () => {
    const answers = fc.record(
      Object.fromEntries(SAFETY_ITEMS.map((item) => [item, fc.constantFrom(...SAFETY_FREQUENCIES)])) as Record<
        keyof SafetyAnswers,
        fc.Arbitrary<SafetyAnswers[keyof SafetyAnswers]>
      >,
    );
    fc.assert(
      fc.property(answers, (a) => {
        const happens = Object.values(a).some((v) => v === 'sometimes' || v === 'often');
        expect(isFlagged(a)).toBe(happens);
      }),
    );
  });
});

describe('safetyCheckPutSchema', () => {
  it('accepts a full set of answers, or a skip', () => {
    expect(safetyCheckPutSchema.safeParse({ answers: all('often') }).success).toBe(true);
    expect(safetyCheckPutSchema.safeParse({ skipped: true }).success).toBe(true);
  });

  it.each([
    [{ answers: { ...all('never'), extra: 'never' } }, 'validation.unknownField'],
    [{ answers: { ...all('never'), afraid: 'always' } }, 'validation.safetyAnswerInvalid'],
    [{ skipped: false }, 'errors.invalidInput'],
    [{ answers: all('never'), skipped: true }, 'errors.invalidInput'],
    ['skip', 'errors.invalidInput'],
  ])('refuses %j', (body, _message) => {
    const parsed = safetyCheckPutSchema.safeParse(body);
    expect(parsed.success).toBe(false);
  });
});

describe('safetyResourcesQuerySchema', () => {
  it('reads a country code in any case, and none', () => {
    expect(safetyResourcesQuerySchema.parse({ country: 'sa' })).toEqual({ country: 'SA' });
    expect(safetyResourcesQuerySchema.parse({})).toEqual({});
  });

  it.each(['S', 'SAU', '1A', 'S\nA', ''])('refuses %j', (country) => {
    expect(safetyResourcesQuerySchema.safeParse({ country }).success).toBe(false);
  });
});
