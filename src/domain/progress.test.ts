import { describe, expect, it } from 'vitest';
import {
  changeBetween,
  coupleProgressByType,
  progressByType,
  type ResultPoint,
  retakeDueDate,
  retakeReminders,
} from './progress.ts';

const point = (
  completed_at: string,
  score: number,
  categories: ResultPoint['categories'] = {},
  reality = 60,
  realities: ResultPoint['realities'] = {},
  uniform_answers = false,
): ResultPoint => ({
  assessment_id: `a-${completed_at}`,
  completed_at,
  score,
  reality,
  categories,
  realities,
  uniform_answers,
});

describe('progress between results', () => {
  it('gives the change overall and per category, the largest first, only where both results have the category', () => {
    const march = point('2026-03-10T09:00:00Z', 70, { values: 80, communication: 60, finances: 75 }, 64, {
      values: 80,
      communication: 60,
      finances: 70,
    });
    const june = point('2026-06-12T09:00:00Z', 74, { values: 78, communication: 72, intimacy: 90, finances: 75 }, 70, {
      values: 84,
      communication: 66,
      intimacy: 90,
      finances: 70,
    });
    expect(changeBetween(march, june)).toEqual({
      since: '2026-03-10T09:00:00Z',
      overall: 4,
      reality: 6,
      categories: [
        { category: 'communication', delta: 12, reality: 6 },
        { category: 'values', delta: -2, reality: 4 },
        { category: 'finances', delta: 0, reality: 0 },
      ],
      uniform_answers: null,
    });
  });

  it('says which end of a change gave almost the same answer to every statement (walkthrough m15)', () => {
    const plain = (at: string) => point(at, 70);
    const uniform = (at: string) => point(at, 70, {}, 60, {}, true);
    const ends = (a: ResultPoint, b: ResultPoint) => changeBetween(a, b).uniform_answers;
    expect(ends(plain('2026-01-01T00:00:00Z'), plain('2026-04-01T00:00:00Z'))).toBeNull();
    expect(ends(uniform('2026-01-01T00:00:00Z'), plain('2026-04-01T00:00:00Z'))).toBe('previous');
    expect(ends(plain('2026-01-01T00:00:00Z'), uniform('2026-04-01T00:00:00Z'))).toBe('latest');
    expect(ends(uniform('2026-01-01T00:00:00Z'), uniform('2026-04-01T00:00:00Z'))).toBe('both');
  });

  it('carries the change in today beside the change in alignment (content review P1, P2)', () => {
    // P2: all 3/3, then hopes 3 and today 5: alignment 100 → 60, today 60 → 100. An improvement.
    const before = point('2026-01-01T00:00:00Z', 100, { values: 100 }, 60, { values: 60 });
    const better = point('2026-04-01T00:00:00Z', 60, { values: 60 }, 100, { values: 100 });
    expect(changeBetween(before, better)).toMatchObject({ overall: -40, reality: 40 });
    // P1: all 3/3, then all 2/2: alignment stays 100, today falls 60 → 40. A decline, no longer invisible.
    const worse = point('2026-04-01T00:00:00Z', 100, { values: 100 }, 40, { values: 40 });
    expect(changeBetween(before, worse)).toMatchObject({
      overall: 0,
      reality: -20,
      categories: [{ category: 'values', delta: 0, reality: -20 }],
    });
  });

  it('puts first the category that changed most, in alignment or in today', () => {
    const before = point('2026-01-01T00:00:00Z', 80, { values: 80, family: 80 }, 60, { values: 60, family: 60 });
    const after = point('2026-04-01T00:00:00Z', 84, { values: 86, family: 80 }, 70, { values: 62, family: 90 });
    expect(changeBetween(before, after).categories.map((c) => c.category)).toEqual(['family', 'values']);
  });

  it('groups by type, oldest point first, with the type taken most recently first', () => {
    const progress = progressByType([
      { ...point('2026-06-01T00:00:00Z', 80), assessment_type: 'values' },
      { ...point('2026-01-01T00:00:00Z', 60), assessment_type: 'values' },
      { ...point('2026-07-01T00:00:00Z', 50), assessment_type: 'communication' },
      { ...point('2026-03-01T00:00:00Z', 70), assessment_type: 'values' },
    ]);
    expect(progress.map((p) => p.assessment_type)).toEqual(['communication', 'values']);
    expect(progress[1]?.points.map((p) => p.score)).toEqual([60, 70, 80]);
    expect(progress[1]?.change?.overall).toBe(10);
    expect(progress[1]?.change?.since).toBe('2026-03-01T00:00:00Z');
    expect(progress[0]?.change).toBeNull();
  });

  it('follows a couple’s agreement the same way', () => {
    const [values] = coupleProgressByType([
      { shared_id: 's2', completed_at: '2026-09-01T00:00:00Z', agreement: 81, assessment_type: 'values' },
      { shared_id: 's1', completed_at: '2026-05-01T00:00:00Z', agreement: 73, assessment_type: 'values' },
    ]);
    expect(values?.points.map((p) => p.shared_id)).toEqual(['s1', 's2']);
    expect(values?.change).toEqual({ since: '2026-05-01T00:00:00Z', delta: 8 });
  });
});

describe('retake reminders', () => {
  it('falls due three months on, on the same day or the month’s last', () => {
    expect(retakeDueDate('2026-03-15T10:00:00Z').toISOString()).toBe('2026-06-15T10:00:00.000Z');
    expect(retakeDueDate('2026-11-30T10:00:00Z').toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });

  const done = (id: string, type: string, completed_at: string) => ({
    id,
    assessment_type: type,
    status: 'completed',
    created_at: completed_at,
    completed_at,
  });

  it('reminds once per type, from its latest result, once three months have passed', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const reminders = retakeReminders(
      [
        done('v1', 'values', '2026-01-05T00:00:00Z'),
        done('v2', 'values', '2026-08-01T00:00:00Z'),
        done('c1', 'communication', '2026-08-23T00:00:00Z'),
        done('r1', 'relationship', '2026-09-01T00:00:00Z'),
      ],
      now,
    );
    expect(reminders.map((r) => r.assessment_id)).toEqual(['v2']);
    // The day it falls due, it is shown.
    expect(retakeReminders([done('c1', 'communication', '2026-08-22T11:00:00Z')], now)).toHaveLength(1);
  });

  it('says nothing when a retake has already been started', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const retake = {
      id: 'v2',
      assessment_type: 'values',
      status: 'in_progress',
      created_at: '2026-11-01T00:00:00Z',
      completed_at: null,
    };
    expect(retakeReminders([done('v1', 'values', '2026-01-05T00:00:00Z'), retake], now)).toEqual([]);
  });
});
