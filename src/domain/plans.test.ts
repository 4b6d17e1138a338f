import { describe, expect, it } from 'vitest';
import { allowanceFor, effectiveTier } from './plans.ts';

describe('plans', () => {
  it('lets one Couple or Premium plan cover the linked partner', () => {
    expect(effectiveTier('free', 'couple')).toBe('couple');
    expect(effectiveTier('individual', 'premium')).toBe('couple');
    expect(effectiveTier('premium', 'free')).toBe('premium');
    expect(effectiveTier('free', 'individual')).toBe('free');
    expect(effectiveTier('free', null)).toBe('free');
    expect(effectiveTier('nonsense', undefined)).toBe('free');
  });

  it('gives everything in open mode and enforces the table in billing mode', () => {
    expect(allowanceFor('open', 'free')).toEqual({ assessmentsPerMonth: null, coupleFeatures: true });
    expect(allowanceFor('billing', 'free')).toEqual({ assessmentsPerMonth: 1, coupleFeatures: false });
    expect(allowanceFor('billing', 'individual').coupleFeatures).toBe(false);
    expect(allowanceFor('billing', 'couple').coupleFeatures).toBe(true);
  });
});
