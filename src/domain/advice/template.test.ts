import { describe, expect, it } from 'vitest';
import { cycle, fill, listIn, percentIn, quoted, rankCategories, unique } from './template.ts';

describe('advice templates', () => {
  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(fill('{label} ({percent})', { label: 'Communication', percent: '80%' })).toBe('Communication (80%)');
    expect(fill('{label} and {missing}', { label: 'Values' })).toBe('Values and {missing}');
  });

  it('quotes a statement without its final full stop', () => {
    expect(quoted(' We pray together. ')).toBe('We pray together');
  });

  it('lists tied areas with a comma between them in Arabic, whose area names hold «و» themselves', () => {
    expect(listIn('ar', ['التواصل', 'المال والأهداف', 'الأسرة'])).toBe('التواصل، والمال والأهداف، والأسرة');
    expect(listIn('ar', ['التواصل'])).toBe('التواصل');
    expect(listIn('en', ['Communication', 'Finances & Goals', 'Family'])).toBe(
      'Communication, Finances & Goals, and Family',
    );
  });

  it('writes percentages in the reader’s language', () => {
    expect(percentIn('en')(80)).toBe('80%');
    expect(percentIn('ar')(80)).toMatch(/^80\D*%\D*$/);
  });

  it('ranks only scored categories, ties in category order', () => {
    const scores = { values: 70, communication: 90, intimacy: 70 } as Record<string, number>;
    const { ranked, best, worst } = rankCategories(
      (id) => (scores[id] === undefined ? undefined : { score: scores[id], reality: 80 }),
      (id) => id.toUpperCase(),
    );
    expect(ranked.map((c) => c.id)).toEqual(['values', 'communication', 'intimacy']);
    expect(best.map((c) => c.id)).toEqual(['communication', 'values', 'intimacy']);
    expect(worst.map((c) => c.id)).toEqual(['values', 'intimacy', 'communication']);
    expect(best[0]?.label).toBe('COMMUNICATION');
  });

  it('wraps round short lists and drops repeats', () => {
    expect([0, 1, 2].map((i) => cycle(['a', 'b'], i))).toEqual(['a', 'b', 'a']);
    expect(unique(['a', 'b', 'a'])).toEqual(['a', 'b']);
  });
});
