import { describe, expect, it } from 'vitest';
import { signUpProfileSchema } from './auth-forms.ts';
import { westernDigits } from './digits.ts';
import { profileFormSchema } from './profile.ts';
import {
  addPasskeyFormSchema,
  changePasswordFormSchema,
  enableTwoFactorSchema,
  twoFactorCode,
} from './security-requests.ts';

// Decision 005: digits typed as Arabic-Indic or Eastern Arabic-Indic are read as the Western ones.

describe('westernDigits', () => {
  it('writes each Arabic-Indic digit (U+0660–0669) as its Western digit', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('writes each Eastern Arabic-Indic digit (U+06F0–06F9, Persian and Urdu keyboards) as its Western digit', () => {
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('changes nothing else: Western digits, letters, Arabic letters, the characters either side of the ranges', () => {
    expect(westernDigits('abcd-ef23-4567')).toBe('abcd-ef23-4567');
    expect(westernDigits('عمري ٢٩ سنة')).toBe('عمري 29 سنة');
    // U+065F and U+066A (٪) border the Arabic-Indic digits, U+06EF and U+06FA the Eastern ones.
    expect(westernDigits('\u065f\u066a\u06ef\u06fa')).toBe('\u065f\u066a\u06ef\u06fa');
    // The Arabic decimal separator is not a digit: "٢٩٫٥" stays not a whole number.
    expect(westernDigits('٢٩٫٥')).toBe('29٫5');
    expect(westernDigits('')).toBe('');
  });

  it('reads digits mixed from all three sets', () => {
    expect(westernDigits('1٢۳4٥۶')).toBe('123456');
  });
});

describe('the shared schemas read typed digits through it', () => {
  it('takes a two-factor code typed in either Arabic digit set, trimmed, as the Western code', () => {
    expect(twoFactorCode.parse(' ١٢٣٤٥٦ ')).toBe('123456');
    expect(enableTwoFactorSchema.parse({ code: '۱۲۳۴۵۶' })).toEqual({ code: '123456' });
    // A backup code's digits too.
    expect(twoFactorCode.parse('abcd-ef٢٣-٤٥٦٧-hjkm')).toBe('abcd-ef23-4567-hjkm');
  });

  it('takes the code of the forms that ask for one while two-factor is on', () => {
    const password = {
      currentPassword: 'old password 1',
      newPassword: 'new password 2',
      confirmPassword: 'new password 2',
    };
    expect(changePasswordFormSchema.parse({ ...password, code: '٦٥٤٣٢١' }).code).toBe('654321');
    expect(addPasskeyFormSchema.parse({ name: 'Phone', password: 'a password', code: '۶۵۴۳۲۱' }).code).toBe('654321');
  });

  it('takes an age typed in Arabic-Indic digits at sign-up and on the profile page', () => {
    const choices = { gender: 'female', relationshipType: 'married', relationshipStatus: 'good' };
    const signUp = signUpProfileSchema.safeParse({ age: '٢٩', ...choices });
    expect(signUp.success && signUp.data.age).toBe(29);
    const profile = profileFormSchema.safeParse({
      full_name: 'Amina Saad',
      age: '۳۴',
      gender: 'female',
      relationship_type: 'married',
      relationship_status: 'good',
      language_preference: 'ar',
      numerals: 'arab',
    });
    expect(profile.success && profile.data.age).toBe(34);
  });

  it('still refuses an age out of range, whichever digits wrote it', () => {
    const choices = { gender: 'male', relationshipType: 'married', relationshipStatus: 'good' };
    const young = signUpProfileSchema.safeParse({ age: '١٢', ...choices });
    expect(young.success).toBe(false);
    expect(young.error?.issues.map((issue) => issue.message)).toEqual(['validation.ageRange']);
  });
});
