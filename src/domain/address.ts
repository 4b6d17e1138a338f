import type { Pairing } from './assessment/family-types.ts';

/**
 * How a catalogue text addresses, or speaks of, a person whose gender the app knows (decisions 031, 063):
 * i18next's `context` reads `key_female` or `key_male` where the Arabic has one and the base key
 * otherwise. The base key is the form for anyone, read when the gender is not known (and in English,
 * which has one form). Advice stored as data has its own `{ m, f, neutral }` (advice/template.ts).
 */
export type AddressContext = { context?: 'male' | 'female' };

/** A profile's gender as i18next's context: only "male" and "female" choose a form. */
export const addressContext = (gender: string | null | undefined): AddressContext =>
  gender === 'male' || gender === 'female' ? { context: gender } : {};

/** The child of a parent-child link, who is a son or a daughter in every pairing. */
export const childContext = (pairing: Pairing): AddressContext =>
  addressContext(pairing.endsWith('_daughter') ? 'female' : 'male');

/** The parent of a parent-child link, a father or a mother. */
export const parentContext = (pairing: Pairing): AddressContext =>
  addressContext(pairing.startsWith('mother_') ? 'female' : 'male');
