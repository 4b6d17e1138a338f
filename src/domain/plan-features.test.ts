import { describe, expect, it } from 'vitest';
import {
  availableToday,
  COMPARISON,
  comingSoon,
  FEATURE_AVAILABLE,
  isAvailable,
  PLAN_LINES,
  type PlanFeature,
  sameTodayAs,
} from './plan-features.ts';
import { PLAN_IDS, type PlanId } from './pricing.ts';

/** Every line a plan gives: its own and, through "Everything in …", those of the plans it includes. */
const everyLine = (plan: PlanId): PlanFeature[] => {
  const { includes, lines } = PLAN_LINES[plan];
  return [...lines, ...(includes ? everyLine(includes) : [])];
};

describe('what each plan says it includes', () => {
  it('shows every line of Premium that does not exist yet as coming soon, and the weekly plan, analytics and the monthly report as available', () => {
    // The issue that builds one of these turns its line on in FEATURE_AVAILABLE, and this list with it.
    expect(comingSoon('premium')).toEqual([
      'allHoursSupport',
      'coachingSessions',
      'earlyAccess',
      'customAssessments',
      'apiAccess',
    ]);
    expect(availableToday('premium')).toEqual(['advancedAnalytics', 'actionPlans', 'monthlyReports']);
    for (const line of PLAN_LINES.premium.lines) expect(comingSoon('premium').includes(line)).toBe(!isAvailable(line));
  });

  it('no longer says Premium gives only what Couple gives, now that its weekly plan works', () => {
    expect(sameTodayAs('premium')).toBeNull();
    expect(PLAN_IDS.filter((plan) => sameTodayAs(plan) !== null)).toEqual([]);
  });

  it('marks coming soon exactly the lines whose feature is not available, on every plan', () => {
    for (const plan of PLAN_IDS) {
      const { lines } = PLAN_LINES[plan];
      expect([...comingSoon(plan), ...availableToday(plan)].sort(), plan).toEqual([...lines].sort());
      for (const line of comingSoon(plan)) expect(FEATURE_AVAILABLE[line], `${plan}: ${line}`).toBe(false);
    }
  });

  it('turns a line on in one place: once its feature is available it is no longer coming soon', () => {
    const before = FEATURE_AVAILABLE.coachingSessions;
    try {
      FEATURE_AVAILABLE.coachingSessions = true;
      expect(comingSoon('premium')).not.toContain('coachingSessions');
      expect(availableToday('premium')).toEqual([
        'advancedAnalytics',
        'coachingSessions',
        'actionPlans',
        'monthlyReports',
      ]);
      // Premium then gives something Couple does not.
      expect(sameTodayAs('premium')).toBeNull();
    } finally {
      FEATURE_AVAILABLE.coachingSessions = before;
    }
  });

  it('lists every feature on some plan, once', () => {
    const listed = PLAN_IDS.flatMap((plan) => PLAN_LINES[plan].lines);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(FEATURE_AVAILABLE).sort());
  });

  it('compares only what each plan says it includes, so a line coming soon on a card is coming soon in the table', () => {
    for (const { row, cells } of COMPARISON) {
      cells.forEach((cell, index) => {
        const plan = PLAN_IDS[index] as PlanId;
        if (cell !== false) expect(everyLine(plan), `${row}: ${plan}`).toContain(cell.feature);
      });
    }
    // Each of Premium's own lines has a place in the table.
    const compared = COMPARISON.flatMap(({ cells }) => (cells[3] === false ? [] : [cells[3].feature]));
    for (const line of PLAN_LINES.premium.lines) expect(compared).toContain(line);
  });
});
