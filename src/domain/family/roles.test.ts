import { describe, expect, it } from 'vitest';
import { mayActAsParent } from './roles.ts';

describe('mayActAsParent', () => {
  it('keeps a 13-18 account on the child side', () => {
    for (const age of [13, 14, 15, 16, 17, 18]) expect(mayActAsParent(age), String(age)).toBe(false);
  });

  it('lets an adult, or an account whose age is not known, act as a parent', () => {
    for (const age of [19, 25, 60]) expect(mayActAsParent(age), String(age)).toBe(true);
    expect(mayActAsParent(null)).toBe(true);
    expect(mayActAsParent(undefined)).toBe(true);
  });
});
