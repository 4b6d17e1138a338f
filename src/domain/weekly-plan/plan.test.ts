import { describe, expect, it } from 'vitest';
import { personalAreas } from '../advice/template.ts';
import { CATEGORY_TITLES, type CategoryId } from '../assessment/categories.ts';
import { analyze } from '../assessment/scoring.ts';
import { COUPLE_EXERCISES } from '../content/exercises/couple.ts';
import { INDIVIDUAL_EXERCISES } from '../content/exercises/individual.ts';
import { focusAreas, nextExercise, tally, weekOf } from './plan.ts';

/** Two statements per area, each answered hope/today as given. */
function result(byArea: Record<CategoryId, [number, number]>) {
  const numbers: Record<CategoryId, number> = { values: 1, communication: 2, finances: 3, intimacy: 4, family: 5 };
  const responses: Record<string, number> = {};
  for (const [area, [hope, today]] of Object.entries(byArea) as [CategoryId, [number, number]][]) {
    for (const n of [1, 2]) {
      responses[`q_${numbers[area]}_${n}_phase1`] = hope;
      responses[`q_${numbers[area]}_${n}_phase2`] = today;
    }
  }
  return personalAreas(analyze(responses), (id) => CATEGORY_TITLES[id].en, 'en');
}

/** Plays a plan forward `weeks` weeks from the exercises already given. */
const play = (bank: typeof INDIVIDUAL_EXERCISES, focus: CategoryId[], weeks: number, used: string[] = []) => {
  const given = [...used];
  for (let i = 0; i < weeks; i++) given.push(nextExercise(bank, focus, given));
  return given;
};
const areaOf = (key: string) => key.split('.')[1];

describe('the weekly plan (decision 068)', () => {
  it('works on the growth areas of rules version 3, lowest first, and never on an area lived above the hope', () => {
    const areas = result({
      values: [5, 5],
      communication: [5, 2], // furthest below the hope
      finances: [5, 3],
      intimacy: [2, 5], // today above the hope: no growth area
      family: [4, 4],
    });
    expect(focusAreas(areas)).toEqual(['communication', 'finances']);
  });

  it('still has something to do when nothing is to grow: every area, hard today first', () => {
    const areas = result({ values: [4, 4], communication: [2, 2], finances: [5, 5], intimacy: [3, 5], family: [4, 4] });
    const focus = focusAreas(areas);
    expect(focus).toHaveLength(5);
    expect(focus[0]).toBe('communication');
  });

  it('gives one exercise a week, taking the focus areas in turn and never repeating one until its area has run out', () => {
    const weeks = play(INDIVIDUAL_EXERCISES, ['communication', 'finances'], 12);
    expect(weeks.map(areaOf)).toEqual([
      'communication',
      'finances',
      'communication',
      'finances',
      'communication',
      'finances',
      'communication',
      'finances',
      'communication',
      'finances',
      'communication',
      'finances',
    ]);
    expect(new Set(weeks).size).toBe(12);
    // Week 13 comes back to the communication exercise given longest ago.
    expect(nextExercise(INDIVIDUAL_EXERCISES, ['communication', 'finances'], weeks)).toBe(weeks[0]);
  });

  it('takes a couple’s exercises from the couple bank', () => {
    const weeks = play(COUPLE_EXERCISES, ['family'], 2);
    expect(weeks).toEqual(['couple.family.1', 'couple.family.2']);
  });

  it('follows a later result’s areas, keeping what was given: an area given less comes first, none is repeated early', () => {
    const before = play(INDIVIDUAL_EXERCISES, ['communication'], 3);
    const after = play(INDIVIDUAL_EXERCISES, ['values', 'communication'], 4, before);
    expect(after.slice(3).map(areaOf)).toEqual(['values', 'values', 'values', 'communication']);
    expect(after[6]).toBe('individual.communication.4');
  });

  it('counts weeks done without streaks: a skipped or missed week never takes the count back to zero', () => {
    const checkIns = [
      { status: 'done' as const },
      { status: 'done' as const },
      { status: 'skipped' as const },
      // a missed week has no check-in at all
      { status: 'done' as const },
    ];
    expect(tally(checkIns.slice(0, 2))).toEqual({ weeks_done: 2, weeks_skipped: 0 });
    expect(tally(checkIns.slice(0, 3))).toEqual({ weeks_done: 2, weeks_skipped: 1 });
    expect(tally(checkIns)).toEqual({ weeks_done: 3, weeks_skipped: 1 });
  });

  it('counts plan weeks from the day it started', () => {
    const start = new Date('2026-11-27T10:00:00Z');
    expect(weekOf(start, new Date('2026-11-27T10:00:00Z'))).toBe(0);
    expect(weekOf(start, new Date('2026-12-04T09:59:59Z'))).toBe(0);
    expect(weekOf(start, new Date('2026-12-04T10:00:00Z'))).toBe(1);
    expect(weekOf(start, new Date('2026-11-26T10:00:00Z'))).toBe(0);
  });
});
