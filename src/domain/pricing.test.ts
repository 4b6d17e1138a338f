import { describe, expect, it } from 'vitest';
import { formatUsd, PLAN_IDS, planPrice } from './pricing.ts';

describe('pricing', () => {
  it('shows the monthly list prices', () => {
    expect(PLAN_IDS.map((plan) => planPrice(plan, 'monthly'))).toEqual([
      { perMonthCents: 0, yearCents: 0, saveCents: 0 },
      { perMonthCents: 1900, yearCents: 0, saveCents: 0 },
      { perMonthCents: 3900, yearCents: 0, saveCents: 0 },
      { perMonthCents: 7900, yearCents: 0, saveCents: 0 },
    ]);
  });

  it('shows the yearly per-month price exactly after 20 % off, $15.20, $31.20, $63.20, never rounded down (issue 29, m13)', () => {
    expect(PLAN_IDS.map((plan) => planPrice(plan, 'yearly').perMonthCents)).toEqual([0, 1520, 3120, 6320]);
  });

  it('bills a year at once: $182.40, $374.40, $758.40, twelve times the per-month price', () => {
    expect(PLAN_IDS.map((plan) => planPrice(plan, 'yearly').yearCents)).toEqual([0, 18240, 37440, 75840]);
    for (const plan of PLAN_IDS) {
      const { perMonthCents, yearCents } = planPrice(plan, 'yearly');
      expect(perMonthCents * 12).toBe(yearCents);
      expect(Number.isInteger(perMonthCents)).toBe(true);
    }
    expect(formatUsd(18240, 'en')).toBe('$182.40');
  });

  it('saves 20 % of twelve months: $45.60, $93.60, $189.60', () => {
    expect(PLAN_IDS.map((plan) => planPrice(plan, 'yearly').saveCents)).toEqual([0, 4560, 9360, 18960]);
  });

  it('formats dollars through Intl in both languages', () => {
    expect(formatUsd(1500, 'en')).toBe('$15');
    expect(formatUsd(4560, 'en')).toBe('$45.60');
    expect(formatUsd(18960, 'en')).toBe('$189.60');
    expect(formatUsd(0, 'en')).toBe('$0');
    expect(formatUsd(4560, 'ar-u-nu-latn')).toMatch(/45\.60/);
    expect(formatUsd(4560, 'ar-u-nu-latn')).toMatch(/US\$|\$/);
  });

  it('keeps Arabic\'s "US$" one left-to-right unit, so a right-to-left line reads "US$ 15", not "$US 15"', () => {
    const arabic = formatUsd(1500, 'ar-u-nu-latn');
    expect(arabic).toContain('\u2066US$\u2069');
    // Everything else is Intl's own output, unchanged.
    const plain = new Intl.NumberFormat('ar-u-nu-latn', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(15);
    expect(arabic.replace(/[\u2066\u2069]/g, '')).toBe(plain);
    expect(formatUsd(1500, 'en')).not.toMatch(/[\u2066\u2069]/);
  });
});
