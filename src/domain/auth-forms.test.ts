import { describe, expect, it } from 'vitest';
import ar from '../web/i18n/ar.json' with { type: 'json' };
import en from '../web/i18n/en.json' with { type: 'json' };
import {
  firstMessageKey,
  loginSchema,
  signUpAccountSchema,
  signUpProfileSchema,
  signUpRequestSchema,
} from './auth-forms.ts';
import type { Language } from './language.ts';
import { messageParams } from './messages.ts';

type Catalogue = { [key: string]: string | Catalogue };
/** Renders a message key the way the browser and the server do. */
function render(key: string, language: Language): string {
  const text = key
    .split('.')
    .reduce<string | Catalogue | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      (language === 'ar' ? ar : en) as unknown as Catalogue,
    );
  if (typeof text !== 'string') throw new Error(`missing ${language} message ${key}`);
  const params = messageParams(key, language);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);
}

const messageOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : firstMessageKey(result.error as Parameters<typeof firstMessageKey>[0]);

const validAccount = {
  fullName: 'Amal Nasser',
  email: 'amal@example.com',
  password: 'secret pass',
  confirmPassword: 'secret pass',
};

describe('sign-up step 1', () => {
  it('accepts a complete, consistent account', () => {
    expect(signUpAccountSchema.safeParse(validAccount).success).toBe(true);
  });

  it.each([
    ['a missing name', { fullName: '' }, 'All fields are required', 'جميع الحقول مطلوبة'],
    ['a blank name', { fullName: '   ' }, 'All fields are required', 'جميع الحقول مطلوبة'],
    ['a missing email', { email: '' }, 'All fields are required', 'جميع الحقول مطلوبة'],
    ['a missing password', { password: '' }, 'All fields are required', 'جميع الحقول مطلوبة'],
    ['a missing confirmation', { confirmPassword: '' }, 'All fields are required', 'جميع الحقول مطلوبة'],
    [
      'a 7-character password',
      { password: 'seven77', confirmPassword: 'seven77' },
      'Password must be at least 8 characters',
      'يجب ألّا تقل كلمة المرور عن 8 أحرف',
    ],
    [
      'a 129-character password',
      { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      'Password must be at most 128 characters',
      'يجب ألّا تزيد كلمة المرور على 128 حرفًا',
    ],
    ['different passwords', { confirmPassword: 'secret pasS' }, 'Passwords do not match', 'كلمتا المرور غير متطابقتين'],
    [
      'an email without @',
      { email: 'amal.example.com' },
      'Please enter a valid email address',
      'يُرجى إدخال بريد إلكتروني صحيح',
    ],
    [
      'an email without a domain dot',
      { email: 'amal@example' },
      'Please enter a valid email address',
      'يُرجى إدخال بريد إلكتروني صحيح',
    ],
    [
      'an email with a space',
      { email: 'am al@example.com' },
      'Please enter a valid email address',
      'يُرجى إدخال بريد إلكتروني صحيح',
    ],
    [
      'a 101-character name',
      { fullName: 'n'.repeat(101) },
      'Full name must be at most 100 characters',
      'يجب ألّا يتجاوز الاسم الكامل 100 حرف',
    ],
  ])('refuses %s', (_case, change, english, arabic) => {
    const key = messageOf(signUpAccountSchema.safeParse({ ...validAccount, ...change }));
    expect(key).not.toBeNull();
    expect(render(key as string, 'en')).toBe(english);
    expect(render(key as string, 'ar')).toBe(arabic);
  });

  /** Every field's first problem, by field, as the form marks them. */
  const problemsOf = (result: { success: boolean; error?: unknown }) =>
    result.success
      ? {}
      : Object.fromEntries(
          (result.error as { issues: { path: PropertyKey[]; message: string }[] }).issues.map((issue) => [
            String(issue.path[0]),
            issue.message,
          ]),
        );

  it('reports every field’s problem at once, the blank ones first (issue 29, m6)', () => {
    const empty = { fullName: '', email: '', password: '', confirmPassword: '' };
    const blankResult = signUpAccountSchema.safeParse(empty);
    expect(messageOf(blankResult)).toBe('validation.allFieldsRequired');
    expect(problemsOf(blankResult)).toEqual({
      fullName: 'validation.allFieldsRequired',
      email: 'validation.allFieldsRequired',
      password: 'validation.allFieldsRequired',
      confirmPassword: 'validation.allFieldsRequired',
    });
    const all = { fullName: 'A', email: 'bad', password: 'short', confirmPassword: 'other' };
    expect(problemsOf(signUpAccountSchema.safeParse(all))).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.passwordMin',
      confirmPassword: 'validation.passwordMismatch',
    });
    const someBlank = signUpAccountSchema.safeParse({ ...all, fullName: '', confirmPassword: 'short' });
    expect(messageOf(someBlank)).toBe('validation.allFieldsRequired');
    expect(problemsOf(someBlank)).toEqual({
      fullName: 'validation.allFieldsRequired',
      email: 'validation.emailInvalid',
      password: 'validation.passwordMin',
    });
  });

  it('accepts exactly 8 and exactly 128 characters', () => {
    for (const password of ['p'.repeat(8), 'p'.repeat(128)]) {
      expect(signUpAccountSchema.safeParse({ ...validAccount, password, confirmPassword: password }).success).toBe(
        true,
      );
    }
  });
});

describe('sign-up step 2', () => {
  const valid = { age: '34', gender: 'male', relationshipType: 'married', relationshipStatus: 'good' };

  it('turns the form into a typed profile patch', () => {
    const parsed = signUpProfileSchema.safeParse(valid);
    expect(parsed.success && parsed.data).toEqual({
      age: 34,
      gender: 'male',
      relationship_type: 'married',
      relationship_status: 'good',
    });
  });

  it.each([
    ['no age', { age: '' }, 'All profile fields are required', 'جميع حقول الملف الشخصي مطلوبة'],
    ['no gender', { gender: '' }, 'All profile fields are required', 'جميع حقول الملف الشخصي مطلوبة'],
    ['no relationship', { relationshipType: '' }, 'All profile fields are required', 'جميع حقول الملف الشخصي مطلوبة'],
    ['no status', { relationshipStatus: '' }, 'All profile fields are required', 'جميع حقول الملف الشخصي مطلوبة'],
    ['age 12', { age: '12' }, 'Age must be between 13 and 120', 'يجب أن يكون العمر بين 13 و120 عامًا'],
    ['age 121', { age: '121' }, 'Age must be between 13 and 120', 'يجب أن يكون العمر بين 13 و120 عامًا'],
    [
      'a fractional age',
      { age: '29.5' },
      'Please give your age in whole years',
      'يُرجى كتابة العمر بالسنوات الكاملة دون كسور',
    ],
    [
      'a fractional age out of range',
      { age: '120.5' },
      'Age must be between 13 and 120',
      'يجب أن يكون العمر بين 13 و120 عامًا',
    ],
    [
      'an age that is not a number',
      { age: 'abc' },
      'Age must be between 13 and 120',
      'يجب أن يكون العمر بين 13 و120 عامًا',
    ],
    ['an unknown gender', { gender: 'robot' }, 'Please choose a gender from the list', 'يُرجى اختيار الجنس من القائمة'],
    [
      'an unknown relationship',
      { relationshipType: 'cousins' },
      'Please choose a relationship from the list',
      'يُرجى اختيار نوع العلاقة من القائمة',
    ],
    [
      'an unknown status',
      { relationshipStatus: 'great' },
      'Please choose how the relationship is today from the list',
      'يُرجى اختيار حال العلاقة من القائمة',
    ],
  ])('refuses %s', (_case, change, english, arabic) => {
    const key = messageOf(signUpProfileSchema.safeParse({ ...valid, ...change }));
    expect(render(key as string, 'en')).toBe(english);
    expect(render(key as string, 'ar')).toBe(arabic);
  });

  it('marks every field of step 2 at once: the blank choices and the age’s own problem', () => {
    const result = signUpProfileSchema.safeParse({
      age: '12',
      gender: '',
      relationshipType: 'robots',
      relationshipStatus: '',
    });
    expect(messageOf(result)).toBe('validation.allProfileFieldsRequired');
    expect(
      Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message])),
    ).toEqual({
      age: 'validation.ageRange',
      gender: 'validation.allProfileFieldsRequired',
      relationshipType: 'validation.relationshipTypeInvalid',
      relationshipStatus: 'validation.allProfileFieldsRequired',
    });
  });

  it('accepts the edges 13 and 120', () => {
    expect(signUpProfileSchema.safeParse({ ...valid, age: '13' }).success).toBe(true);
    expect(signUpProfileSchema.safeParse({ ...valid, age: '120' }).success).toBe(true);
  });
});

describe('the sign-up request the server checks', () => {
  it.each([
    [{ name: 'A', email: 'a@b.co', password: 'long enough', consent: true }, null],
    [{ name: 'A', email: 'a@b.co', password: 'long enough' }, 'validation.consentRequired'],
    [{ name: 'A', email: 'a@b.co', password: 'long enough', consent: 'yes' }, 'validation.consentRequired'],
    [{ name: 'A', email: 'a@b.co', password: 'short' }, 'validation.passwordMin'],
    [{ name: 'A', email: 'a@b', password: 'long enough' }, 'validation.emailInvalid'],
    [{ name: ' ', email: 'a@b.co', password: 'long enough' }, 'validation.allFieldsRequired'],
    [{ email: 'a@b.co', password: 'long enough' }, 'validation.allFieldsRequired'],
    [{ name: 'A', email: 'a@b.co', password: 'x'.repeat(129) }, 'validation.passwordMax'],
    [{ name: 'A', email: `${'x'.repeat(250)}@b.co`, password: 'long enough' }, 'validation.emailInvalid'],
  ])('%j → %s', (payload, key) => {
    expect(messageOf(signUpRequestSchema.safeParse(payload))).toBe(key);
  });
});

describe('login', () => {
  it('needs both fields', () => {
    expect(messageOf(loginSchema.safeParse({ email: '', password: 'x' }))).toBe('validation.loginRequired');
    expect(messageOf(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe('validation.loginRequired');
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(render('validation.loginRequired', 'ar')).toBe('يُرجى إدخال بريدك الإلكتروني وكلمة المرور');
  });
});
