import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import ar from '../web/i18n/ar.json' with { type: 'json' };
import en from '../web/i18n/en.json' with { type: 'json' };
import { signUpAccountSchema, signUpRequestSchema } from './auth-forms.ts';
import { contactSchema } from './contact.ts';
import { supervisedChildSchema } from './family-requests.ts';
import { profilePatchSchema } from './profile.ts';
import { BIDI_CONTROLS, CONTROL_CHARACTERS, text } from './text.ts';
import { milestoneSchema } from './timeline.ts';

const CONTROL = 'validation.textControlCharacters';
const DIRECTION = 'validation.textDirectionCharacters';

/** Hidden characters nobody types into a name, each with the message that refuses it. */
const IN_A_LINE: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['tab inside', 'a\tb'],
  ['line feed inside', 'a\nb'],
  ['ESC', '\u001b[31m'],
  ['DEL', '\u007f'],
  ['C1 NEL', '\u0085'],
  ['C1 CSI', '\u009b'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', '\udc00x'],
].map(([name, value]) => [name as string, `Lay${value}la`]);
const DIRECTION_CHARACTERS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

const firstMessage = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('text()', () => {
  const line = text({ max: 20, tooLong: 'tooLong', required: 'required' });
  const paragraph = text({ max: 200, tooLong: 'tooLong', multiline: true });

  it('keeps ordinary text in any script, trimmed', () => {
    for (const value of ['Layla Haddad', 'ليلى حداد', 'Zoë O’Brien-Łukasz', '😀 家族', 'حداد (Haddad)']) {
      expect(line.parse(` ${value} `)).toBe(value);
    }
    expect(paragraph.parse('First line\nSecond line\r\n\tindented\n')).toBe('First line\nSecond line\r\n\tindented');
  });

  it.each(IN_A_LINE)('refuses %s in a line of text', (_name, value) => {
    expect(firstMessage(line, value)).toBe(CONTROL);
  });

  it.each(IN_A_LINE.filter(([name]) => !/tab|line feed/.test(name)))('refuses %s in a paragraph', (_name, value) => {
    expect(firstMessage(paragraph, value)).toBe(CONTROL);
  });

  it('refuses direction overrides and isolates in a line, and lets a paragraph keep them', () => {
    for (const mark of DIRECTION_CHARACTERS) {
      expect(firstMessage(line, `Lay${mark}la`), `U+${mark.codePointAt(0)?.toString(16)}`).toBe(DIRECTION);
      expect(paragraph.parse(`Lay${mark}la`)).toBe(`Lay${mark}la`);
    }
    // The marks (LRM, RLM, ALM) are ordinary in mixed Arabic and Latin text; they cannot reorder a sentence.
    expect(line.parse('\u200fليلى\u200e (Layla)\u061c')).toBe('\u200fليلى\u200e (Layla)\u061c');
  });

  it('refuses null, numbers and blanks with the field’s own message', () => {
    for (const value of [null, undefined, 42, ['Layla'], '', '   ']) expect(firstMessage(line, value)).toBe('required');
    expect(firstMessage(line, 'x'.repeat(21))).toBe('tooLong');
  });

  it('exports the character classes it refuses', () => {
    expect(CONTROL_CHARACTERS.test('\u0000')).toBe(true);
    expect(BIDI_CONTROLS.test('\u202e')).toBe(true);
  });

  it('has both messages in English and Arabic', () => {
    for (const key of [CONTROL, DIRECTION]) {
      const name = key.split('.')[1] as string;
      expect((en.validation as Record<string, string>)[name]).toBeTruthy();
      expect((ar.validation as Record<string, string>)[name]).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

/** Every shared schema that takes a person's text, with a body builder. */
const NAME_FIELDS: [string, z.ZodMiniType, (value: unknown) => unknown][] = [
  ['profile full_name', profilePatchSchema, (v) => ({ full_name: v })],
  [
    'sign-up request name',
    signUpRequestSchema,
    (v) => ({ name: v, email: 'a@b.co', password: 'long enough 1', consent: true }),
  ],
  ['update-user name', signUpRequestSchema.shape.name, (v) => v],
  [
    'sign-up form full name',
    signUpAccountSchema,
    (v) => ({ fullName: v, email: 'a@b.co', password: 'long enough 1', confirmPassword: 'long enough 1' }),
  ],
  ['child name', supervisedChildSchema, (v) => ({ pairing: 'father_son', name: v })],
  ['contact name', contactSchema, (v) => ({ name: v, email: 'a@b.co', message: 'A question about plans.' })],
  ['contact email', contactSchema, (v) => ({ name: 'Layla', email: `a${v}@b.co`, message: 'A question about plans.' })],
  ['milestone title', milestoneSchema, (v) => ({ kind: 'custom', title: v, date: '2024-05-01' })],
];
const PARAGRAPH_FIELDS: [string, z.ZodMiniType, (value: unknown) => unknown][] = [
  [
    'contact message',
    contactSchema,
    (v) => ({ name: 'Layla', email: 'a@b.co', message: `A question ${v} about plans.` }),
  ],
  ['milestone note', milestoneSchema, (v) => ({ kind: 'wedding', date: '2024-05-01', note: v })],
];

describe('every shared schema that takes text', () => {
  it.each(NAME_FIELDS)('%s refuses control and direction characters', (_name, schema, body) => {
    expect(firstMessage(schema, body('Lay\u0000la'))).toBe(CONTROL);
    expect(firstMessage(schema, body('Lay\u0085la'))).toBe(CONTROL);
    expect(firstMessage(schema, body('Lay\u202ela'))).toBe(DIRECTION);
    expect(firstMessage(schema, body('Lay\u2066la\u2069'))).toBe(DIRECTION);
    expect(schema.safeParse(body('ليلى-Layla')).success).toBe(true);
  });

  it.each(PARAGRAPH_FIELDS)('%s refuses control characters, and keeps lines', (_name, schema, body) => {
    expect(firstMessage(schema, body('Lay\u0000la'))).toBe(CONTROL);
    expect(firstMessage(schema, body('Lay\u009bla'))).toBe(CONTROL);
    expect(schema.safeParse(body('line one\nline two')).success).toBe(true);
  });

  it.each([
    ['profile full_name', profilePatchSchema, { full_name: null }],
    ['sign-up name', signUpRequestSchema, { name: null, email: 'a@b.co', password: 'long enough 1', consent: true }],
    ['update-user name', signUpRequestSchema.shape.name, null],
    ['child name', supervisedChildSchema, { pairing: 'father_son', name: null }],
    ['contact name', contactSchema, { name: null, email: 'a@b.co', message: 'A question about plans.' }],
  ] as const)('%s refuses null', (_name, schema, body) => {
    expect(schema.safeParse(body).success).toBe(false);
  });
});
