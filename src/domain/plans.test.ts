import { describe, expect, it } from 'vitest';
import { allowanceFor, allows, effectiveTier, type GatedFeature } from './plans.ts';

describe('plans', () => {
  it('lets one Couple or Premium plan cover the linked partner', () => {
    expect(effectiveTier('free', 'couple')).toBe('couple');
    expect(effectiveTier('individual', 'premium')).toBe('premium');
    expect(effectiveTier('couple', 'premium')).toBe('premium');
    expect(effectiveTier('premium', 'couple')).toBe('premium');
    expect(effectiveTier('premium', 'free')).toBe('premium');
    expect(effectiveTier('free', 'individual')).toBe('free');
    expect(effectiveTier('free', null)).toBe('free');
    expect(effectiveTier('nonsense', undefined)).toBe('free');
  });

  it('gives everything in open mode and enforces the table in billing mode', () => {
    expect(allowanceFor('open', 'free')).toEqual({
      assessmentsPerMonth: null,
      coupleFeatures: true,
      progressTracking: true,
      coupleProgress: true,
      pdfExport: true,
      actionPlans: true,
      analytics: true,
      monthlyReport: true,
    });
    expect(allowanceFor('billing', 'free')).toEqual({
      assessmentsPerMonth: 1,
      coupleFeatures: false,
      progressTracking: false,
      coupleProgress: false,
      pdfExport: false,
      actionPlans: false,
      analytics: false,
      monthlyReport: false,
    });
    expect(allowanceFor('billing', 'individual').coupleFeatures).toBe(false);
    expect(allowanceFor('billing', 'couple').coupleFeatures).toBe(true);
    // The monthly report is Premium's alone (decision 067).
    expect(
      (['free', 'individual', 'couple', 'premium'] as const).map((t) => allowanceFor('billing', t).monthlyReport),
    ).toEqual([false, false, false, true]);
  });

  it('gives progress, the timeline and PDF from Individual up, and couple progress from Couple up', () => {
    const billing = (tier: 'free' | 'individual' | 'couple' | 'premium', feature: GatedFeature) =>
      allows(allowanceFor('billing', tier), feature);
    expect(['free', 'individual', 'couple', 'premium'].map((t) => billing(t as 'free', 'progress'))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(billing('free', 'pdf')).toBe(false);
    expect(billing('individual', 'pdf')).toBe(true);
    expect(billing('individual', 'couple_progress')).toBe(false);
    expect(billing('couple', 'couple_progress')).toBe(true);
    expect(allows(allowanceFor('open', 'free'), 'couple_progress')).toBe(true);
  });

  it('gives the weekly plan to Premium alone where plans are billed, and to everyone on an open server', () => {
    const billing = (tier: 'free' | 'individual' | 'couple' | 'premium') =>
      allows(allowanceFor('billing', tier), 'action_plans');
    expect((['free', 'individual', 'couple', 'premium'] as const).map(billing)).toEqual([false, false, false, true]);
    expect(allows(allowanceFor('open', 'free'), 'action_plans')).toBe(true);
  });

  it('gives the deeper analytics to Premium alone where plans are billed, and to everyone on an open server', () => {
    const billing = (tier: 'free' | 'individual' | 'couple' | 'premium') =>
      allows(allowanceFor('billing', tier), 'analytics');
    expect((['free', 'individual', 'couple', 'premium'] as const).map(billing)).toEqual([false, false, false, true]);
    expect(allows(allowanceFor('open', 'free'), 'analytics')).toBe(true);
  });
});
