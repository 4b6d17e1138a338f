import { describe, expect, it } from 'vitest';
import { partnerEmailFormSchema } from './couple-requests.ts';
import { familyInvitationFormSchema, supervisedChildFormSchema } from './family-requests.ts';
import { profileFormSchema } from './profile.ts';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the forms that derive an API body', () => {
  it('add a child: "I am / my child is" becomes the pairing, a blank name is named', () => {
    expect(supervisedChildFormSchema.parse({ name: ' Lina ', me: 'mother', child: 'daughter' })).toEqual({
      pairing: 'mother_daughter',
      name: 'Lina',
    });
    expect(problems(supervisedChildFormSchema.safeParse({ name: ' ', me: 'father', child: 'son' }))).toEqual([
      ['name', 'validation.childNameRequired'],
    ]);
  });

  it('invite: either side makes the pairing and the role; two parents are no pair', () => {
    expect(familyInvitationFormSchema.parse({ me: 'daughter', them: 'father', age_group: '13-15' })).toEqual({
      role: 'child',
      pairing: 'father_daughter',
      age_group: '13-15',
    });
    expect(familyInvitationFormSchema.parse({ me: 'mother', them: 'son', age_group: '25+' })).toMatchObject({
      role: 'parent',
      pairing: 'mother_son',
    });
    expect(problems(familyInvitationFormSchema.safeParse({ me: 'father', them: 'mother', age_group: '25+' }))).toEqual([
      ['them', 'validation.pairingInvalid'],
    ]);
    expect(problems(familyInvitationFormSchema.safeParse({ me: 'father', them: 'son', age_group: '8-12' }))).toEqual([
      ['age_group', 'validation.ageGroupSupervised'],
    ]);
  });

  it('partner invitation by email: the address is needed, and a wrong one is named', () => {
    expect(partnerEmailFormSchema.parse({ email: ' sam@example.com ' })).toEqual({ email: 'sam@example.com' });
    expect(problems(partnerEmailFormSchema.safeParse({ email: '  ' }))).toEqual([['email', 'validation.emailInvalid']]);
    expect(problems(partnerEmailFormSchema.safeParse({ email: 'sam@' }))).toEqual([
      ['email', 'validation.emailInvalid'],
    ]);
  });

  it('profile settings: the whole profile, each problem under its own field with sign-up’s message', () => {
    const typed = {
      full_name: ' Noura ',
      age: ' 29 ',
      gender: 'female',
      relationship_type: 'married',
      relationship_status: 'good',
      language_preference: 'ar',
      numerals: 'arab',
    };
    expect(profileFormSchema.parse(typed)).toEqual({
      full_name: 'Noura',
      age: 29,
      gender: 'female',
      relationship_type: 'married',
      relationship_status: 'good',
      language_preference: 'ar',
      numerals: 'arab',
    });
    const blank = { full_name: ' ', age: '', gender: '', relationship_type: '', relationship_status: '' };
    expect(problems(profileFormSchema.safeParse({ ...typed, ...blank }))).toEqual([
      ['full_name', 'validation.fullNameRequired'],
      ['age', 'validation.ageRange'],
      ['gender', 'validation.genderInvalid'],
      ['relationship_type', 'validation.relationshipTypeInvalid'],
      ['relationship_status', 'validation.relationshipStatusInvalid'],
    ]);
    expect(problems(profileFormSchema.safeParse({ ...typed, age: '29.5' }))).toEqual([['age', 'validation.ageWhole']]);
    expect(problems(profileFormSchema.safeParse({ ...typed, age: 'abc' }))).toEqual([['age', 'validation.ageRange']]);
    expect(problems(profileFormSchema.safeParse({ ...typed, age: '12' }))).toEqual([['age', 'validation.ageRange']]);
    expect(problems(profileFormSchema.safeParse({ ...typed, language_preference: 'fr' }))).toEqual([
      ['language_preference', 'validation.languageInvalid'],
    ]);
    expect(problems(profileFormSchema.safeParse({ ...typed, numerals: 'thai' }))).toEqual([
      ['numerals', 'validation.numeralsInvalid'],
    ]);
  });
});
