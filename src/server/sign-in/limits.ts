import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { tooManyAttempts } from '../errors.ts';
import { emailTag, type FailurePolicy, failureCounter } from './failure-counter.ts';

/**
 * Sign-in limits after OWASP's "device cookies": a browser that has signed in to an account before
 * carries a signed cookie naming that account, and keeps its own allowance of failures. Everyone
 * else (unknown devices) is slowed per account and per address. So a stranger who knows an email can
 * slow sign-ins from new devices, but never the owner's own phone or laptop.
 */
export const KNOWN_DEVICE: FailurePolicy = { free: 5, firstDelay: 30, maxDelay: 15 * 60, forgetAfter: 60 * 60 };
export const UNKNOWN_DEVICES_PER_ACCOUNT: FailurePolicy = {
  free: 5,
  firstDelay: 30,
  maxDelay: 15 * 60,
  forgetAfter: 60 * 60,
};
/** Generous: many people share one address (a home router, a carrier's shared address). */
export const UNKNOWN_DEVICES_PER_ADDRESS: FailurePolicy = {
  free: 50,
  firstDelay: 30,
  maxDelay: 15 * 60,
  forgetAfter: 60 * 60,
};

export const DEVICE_COOKIE = 'wifaq_device';
/** A shared family phone may remember several accounts; the oldest is forgotten past this. */
const DEVICES_PER_COOKIE = 5;
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

interface DeviceEntry {
  tag: string;
  nonce: string;
}

/** The entries of a device cookie whose signature better-auth already checked. */
export function parseDeviceCookie(value: string | null | false | undefined): DeviceEntry[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => {
      const [tag = '', nonce = ''] = part.split(':');
      return { tag, nonce };
    })
    .filter((e) => /^[\w-]{16,64}$/.test(e.tag) && /^[\w-]{16,64}$/.test(e.nonce));
}

/** The cookie's value after a successful sign-in: this account first, at most five. */
export function rememberDevice(entries: DeviceEntry[], tag: string): string {
  const nonce = entries.find((e) => e.tag === tag)?.nonce ?? randomBytes(16).toString('base64url');
  return [{ tag, nonce }, ...entries.filter((e) => e.tag !== tag)]
    .slice(0, DEVICES_PER_COOKIE)
    .map((e) => `${e.tag}:${e.nonce}`)
    .join(',');
}

/** One sign-in attempt, as the limits see it. */
export interface SignInAttempt {
  /** The account, as a keyed hash of its email. */
  tag: string;
  /** This browser's own id for the account when it signed in to it before; null for an unknown device. */
  device: string | null;
  address: string | null;
}

export function describeAttempt(
  secret: string,
  email: string,
  cookie: string | null | false | undefined,
  address: string | null,
): SignInAttempt {
  const tag = emailTag(secret, email);
  const device = parseDeviceCookie(cookie).find((e) => e.tag === tag)?.nonce ?? null;
  return { tag, device, address };
}

export function signInLimits(db: Db) {
  const knownDevice = failureCounter(db, KNOWN_DEVICE);
  const perAccount = failureCounter(db, UNKNOWN_DEVICES_PER_ACCOUNT);
  const perAddress = failureCounter(db, UNKNOWN_DEVICES_PER_ADDRESS);

  const counted = (a: SignInAttempt) =>
    a.device
      ? [{ counter: knownDevice, key: `signin-device:${a.device}` }]
      : [
          { counter: perAccount, key: accountKey(a.tag) },
          ...(a.address ? [{ counter: perAddress, key: `signin-address:${a.address}` }] : []),
        ];

  return {
    /** Throws 429 with Retry-After while this attempt must wait. */
    async check(attempt: SignInAttempt) {
      let wait = 0;
      for (const { counter, key } of counted(attempt)) wait = Math.max(wait, await counter.wait(key));
      if (wait > 0) throw tooManyAttempts(wait);
    },
    async failed(attempt: SignInAttempt) {
      for (const { counter, key } of counted(attempt)) await counter.failed(key);
    },
    /** A success clears what the successful device was charged with; an address keeps its count. */
    async succeeded(attempt: SignInAttempt) {
      await knownDevice.clear(attempt.device ? `signin-device:${attempt.device}` : accountKey(attempt.tag));
    },
  };
}

export const accountKey = (tag: string) => `signin-account:${tag}`;

export type SignInLimits = ReturnType<typeof signInLimits>;
