import { describe, expect, it } from 'vitest';
import { contactSchema } from '../../domain/contact.ts';
import { setLanguage } from '../i18n/index.ts';
import { fieldErrors } from './form-error.ts';

describe('fieldErrors', () => {
  it('gives every invalid field its own message, not only the first', async () => {
    await setLanguage('en', { remember: false });
    const parsed = contactSchema.safeParse({ name: '', email: '', message: '' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error as NonNullable<typeof parsed.error>)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      message: 'Please write a message of at least 10 characters',
    });
  });

  it('keeps the first problem of a field and translates it', async () => {
    await setLanguage('ar', { remember: false });
    const parsed = contactSchema.safeParse({ name: 'Fatima', email: 'not an email', message: 'short' });
    const errors = fieldErrors(parsed.error as NonNullable<typeof parsed.error>);
    expect(Object.keys(errors)).toEqual(['email', 'message']);
    expect(errors.message).toBe('يُرجى كتابة رسالة لا تقل عن 10 أحرف');
  });
});
