import { type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';

/**
 * Whether a new password is too easy to guess (ASVS 6.2.4, 6.2.11; decision 056). zxcvbn-ts estimates
 * the guesses an attacker needs from its bundled lists (the common-password list, English words, names,
 * keyboard patterns, dates) and the words anyone targeting this person knows already. The dictionaries
 * are megabytes: this module is the server's alone and must never be imported by the web app.
 */

/** zxcvbn's score 3 is at least 10^8 guesses: beyond an online attack, and slow offline behind argon2id. */
export const MIN_SCORE = 3;

/**
 * The product's own words (ASVS 6.1.2): a person guessing a Wifaq password tries them first. "Harmony"
 * is what «وفاق» means.
 */
export const PRODUCT_WORDS: readonly string[] = ['wifaq', 'wefaq', 'وفاق', 'harmony'];

/** A name or address part shorter than this says too little to count ("Al", "Li"). */
const MIN_WORD = 3;

export type PasswordProblem = 'validation.passwordCommon' | 'validation.passwordPersonal';

/** Who the password is for: their own name and address are words an attacker knows. */
export interface PasswordOwner {
  name?: string | null | undefined;
  email?: string | null | undefined;
}

let checker: ZxcvbnFactory | undefined;
/**
 * Built on first use (the dictionaries take a few hundred milliseconds and about 15 MB to load) and kept
 * for the process. The check runs on the event loop, so its worst case is bounded (measured on a busy
 * 2-core machine, decision 056):
 * - only the first 40 characters are scored: 40 characters that pass are far past 10^8 guesses, and
 *   128 random characters took 1-2.6 s where 40 take at most ~0.2 s;
 * - at most 16 l33t substitutions are tried: 100 (the default) took ~1 s on "4@1!3$0|" repeated;
 * - Levenshtein matching stays off: it took up to 1.9 s on ordinary passwords, and near-misses of common
 *   ones still score low through l33t and pattern matching ("P@ssw0rd!" is refused).
 */
function zxcvbn() {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    maxLength: 40,
    l33tMaxSubstitutions: 16,
    useLevenshteinDistance: false,
  });
  return checker;
}

const normalise = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en');

/** The words barred as the backbone of this person's password: the product's, their name's and their address's. */
export function contextWords(owner: PasswordOwner): string[] {
  const words = new Set(PRODUCT_WORDS);
  const add = (text: string) => {
    const word = normalise(text.trim());
    if ([...word].length >= MIN_WORD) words.add(word);
  };
  const [local = ''] = (owner.email ?? '').split('@');
  for (const source of [owner.name ?? '', local]) {
    const parts = source.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    add(parts.join(''));
    for (const part of parts) add(part);
  }
  // Longest first, so "laylahaddad" goes before "layla" when they are taken out.
  return [...words].sort((a, b) => [...b].length - [...a].length);
}

/** What people type for a letter to "disguise" a word ("w1faq", "l4yla"): taken out with the word. */
const LOOK_ALIKES: Record<string, string> = {
  a: 'a4@',
  b: 'b8',
  e: 'e3',
  g: 'g9',
  i: 'i1!|',
  l: 'l1|',
  o: 'o0',
  s: 's5$',
  t: 't7+',
  z: 'z2',
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (word: string) =>
  [...word].map((c) => (LOOK_ALIKES[c] ? `[${escaped(LOOK_ALIKES[c])}]` : escaped(c))).join('');
const fromUserInputs = (match: MatchExtended) =>
  match.pattern === 'dictionary' && match.dictionaryName === 'userInputs';

/**
 * Why a password is refused, as a message key, or undefined when it may be used.
 * - Refused as personal: it leans on the product's name or the person's own name or address. Those
 *   words are known to whoever targets the person, so they add nothing: with them taken out, what is
 *   left must pass on its own. A passphrase that merely contains a short name ("Ali" in "quality …")
 *   still passes, where a plain "contains" rule would refuse it for nothing.
 * - Refused as common: zxcvbn finds it in its lists or patterns (password, 12345678, qwertyuiop).
 * Length (8-128) is checked before this, and there are no composition rules (decision 003).
 */
export function passwordProblem(password: string, owner: PasswordOwner): PasswordProblem | undefined {
  const words = contextWords(owner);
  const whole = zxcvbn().check(password, words);
  if (whole.score < MIN_SCORE) {
    return whole.sequence.some(fromUserInputs) ? 'validation.passwordPersonal' : 'validation.passwordCommon';
  }
  const rest = password.replace(new RegExp(words.map(pattern).join('|'), 'giu'), '');
  if (rest !== password && zxcvbn().check(rest, words).score < MIN_SCORE) return 'validation.passwordPersonal';
  return undefined;
}
