import { describe, expect, it } from 'vitest';
import { contextWords, passwordProblem } from './password-strength.ts';

const LAYLA = { name: 'Layla Haddad', email: 'layla.h+news@example.test' };

describe('the words barred as a password’s backbone', () => {
  it('are the product’s, and the person’s name and address parts of three letters or more', () => {
    const words = contextWords({ name: 'Al Noor-Saleh', email: 'noor.s@example.test' });
    expect(words).toEqual(expect.arrayContaining(['wifaq', 'وفاق', 'noor', 'saleh', 'alnoorsaleh', 'noors']));
    expect(words).not.toContain('al');
    expect(words).not.toContain('example');
  });
});

describe('a password', () => {
  it('is refused as common when zxcvbn’s lists or patterns find it', () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'P@ssw0rd!', 'iloveyou2', 'abcdefgh1']) {
      expect(passwordProblem(password, LAYLA), password).toBe('validation.passwordCommon');
    }
  });

  it('is refused as personal when it leans on the product’s name or the person’s own words', () => {
    for (const password of ['wifaq123', 'Wifaq2026!', 'وفاق2024', 'w1faq-w1faq', 'Layla123', 'layla haddad 1990']) {
      expect(passwordProblem(password, LAYLA), password).toBe('validation.passwordPersonal');
    }
    // Long enough to pass alone, but nothing is left once the name is taken out.
    expect(passwordProblem('LaylaHaddad!LaylaHaddad', LAYLA)).toBe('validation.passwordPersonal');
  });

  it('passes when it is strong without the words anyone knows', () => {
    for (const password of ['correct horse 42', 'amber kettle drifts north', 'layla keeps amber kettles 9']) {
      expect(passwordProblem(password, LAYLA), password).toBeUndefined();
    }
    // "ali" inside "quality" is no reason to refuse a passphrase.
    expect(passwordProblem('quality time by the river', { name: 'Ali' })).toBeUndefined();
  });

  it('is scored on its first 40 characters only, so a long one cannot hold the event loop', () => {
    const strong = 'amber kettle drifts north over the hill '; // 40 characters
    expect(strong).toHaveLength(40);
    expect(passwordProblem(`${strong}${'1'.repeat(88)}`, LAYLA)).toBeUndefined();
    expect(passwordProblem(`${'1'.repeat(40)}amber kettle drifts north`, LAYLA)).toBe('validation.passwordCommon');
  });
});
