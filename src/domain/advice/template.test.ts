import { describe, expect, it } from 'vitest';
import type { CategoryId } from '../assessment/categories.ts';
import {
  cycle,
  fill,
  listIn,
  namedAreas,
  percentIn,
  planAreas,
  quoted,
  type RankedCategory,
  unique,
} from './template.ts';

/** An area as an advisor sees it: its rank (F_c or agreement), its today, and whether it falls short. */
const area = (id: CategoryId, rank: number, today: number, extra: Partial<RankedCategory> = {}): RankedCategory => ({
  id,
  label: id,
  rank,
  today,
  figure: `${Math.round(rank)}%`,
  todayFigure: `today ${Math.round(today)}%`,
  closeness: `${Math.round(rank)}%`,
  short: rank < 100,
  above: false,
  ...extra,
});
const ids = (lines: RankedCategory[][]) => lines.map((line) => line.map((c) => c.id));

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

  it('names areas that tie together, never choosing among them in category order', () => {
    // Hopes 5 and today 4 everywhere but family, 5/5: four areas tie at 80.
    const plan = planAreas([
      area('values', 80, 80),
      area('communication', 80, 80),
      area('finances', 80, 80),
      area('intimacy', 80, 80),
      area('family', 100, 100, { short: false }),
    ]);
    expect(ids(plan.strengths)).toEqual([['family'], ['values', 'communication', 'finances', 'intimacy']]);
    expect(plan.growth).toEqual([]);
    expect(plan.top.map((c) => c.id)).toEqual(['family']);
    // The lowest are strengths: never "furthest short".
    expect(plan.bottom).toEqual([]);
    expect(namedAreas('en', plan.strengths[1] ?? [])).toBe('values, communication, finances, and intimacy (80%)');
  });

  it('ties on the whole percentage a reader sees, not on a fraction they cannot', () => {
    // 7 statements short by 6 points in all (82.86) and 8 short by 7 (82.5): both read 83%.
    const plan = planAreas([area('values', 82.86, 80), area('communication', 82.5, 80), area('family', 60, 80)]);
    expect(ids(plan.strengths)).toEqual([['values', 'communication']]);
    expect(plan.top.map((c) => c.id)).toEqual(['values', 'communication']);
    expect(ids(plan.growth)).toEqual([['family']]);
  });

  it('never makes an area whose today meets the hope a growth area; a low one is said as today', () => {
    const plan = planAreas([
      area('values', 100, 20, { short: false }),
      area('communication', 70, 70),
      area('family', 50, 50),
    ]);
    expect(ids(plan.growth)).toEqual([['family'], ['communication']]);
    expect(plan.lowToday.map((c) => c.id)).toEqual(['values']);
    // Not a strength either: today is below 60.
    expect(plan.strengths).toEqual([]);
  });

  it('never calls an area closest while listing it to grow, nor furthest unless it is listed', () => {
    // The closest area falls short and is hard today, so it is not a strength: it is listed to grow.
    const plan = planAreas([area('values', 70, 50), area('family', 40, 40)]);
    expect(ids(plan.growth)).toEqual([['family'], ['values']]);
    expect(plan.top).toEqual([]);
    expect(plan.bottom.map((c) => c.id)).toEqual(['family']);
    const level = planAreas([area('values', 60, 60), area('family', 60, 60)]);
    expect(level.level).toBe(true);
    expect([level.top, level.bottom]).toEqual([[], []]);
  });

  it('wraps round short lists and drops repeats', () => {
    expect([0, 1, 2].map((i) => cycle(['a', 'b'], i))).toEqual(['a', 'b', 'a']);
    expect(unique(['a', 'b', 'a'])).toEqual(['a', 'b']);
  });
});
