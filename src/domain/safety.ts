/*
 * Kept free of zod: the questionnaire and results pages import these, and the schemas (safety-requests.ts)
 * would bring the whole validation library with them.
 */
import type { SafetyResource } from './safety-requests.ts';

/**
 * The private safety check (decisions 030, 054): six short items after validated brief screens (HITS, WAST,
 * HARK): fear (of a partner, a former partner or someone at home), insults, humiliation and screaming,
 * control (money, movement, contact with family and friends), threats, physical harm and sexual harm.
 * The wording lives in the i18n catalogues under `safety.items.<id>`; only the ids are stored. A row stored
 * before an item was added simply lacks it: only `flagged` is ever read back.
 */
export const SAFETY_ITEMS = ['afraid', 'insulted', 'controlled', 'threatened', 'hurt', 'forced'] as const;
export type SafetyItem = (typeof SAFETY_ITEMS)[number];

/** How often; `no_answer` lets a person pass one item without leaving the whole check. */
export const SAFETY_FREQUENCIES = ['never', 'sometimes', 'often', 'no_answer'] as const;
export type SafetyFrequency = (typeof SAFETY_FREQUENCIES)[number];

export type SafetyAnswers = Record<SafetyItem, SafetyFrequency>;

/**
 * The one rule: any item that happens at all ("sometimes" or "often") shows the help card. A brief screen
 * is meant to err towards offering help, so a single item is enough; "no answer" is not read as a yes.
 */
export const isFlagged = (answers: SafetyAnswers): boolean =>
  SAFETY_ITEMS.some((item) => answers[item] === 'sometimes' || answers[item] === 'often');

/**
 * What GET/PUT /api/safety-check answer, to the person alone. The answers are never sent back, not even to
 * them: someone looking over their shoulder at a later time must not be able to read them on a screen.
 */
export interface SafetyCheckState {
  /** `needed`: never taken nor skipped, so it is offered before the first couple assessment. */
  status: 'needed' | 'taken' | 'skipped';
  /** Whether the last check showed the help card. */
  flagged: boolean;
  taken_at: string | null;
}

// ---- Help resources an operator configures per country (SAFETY_RESOURCES_FILE) ----

/** A region code as browsers and ISO 3166-1 write it: two capital letters. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** The answer of GET /api/safety-resources. */
export interface SafetyResourcesReply {
  /** The country whose list this is, or `default` when the operator listed none for it. */
  country: string;
  adults: SafetyResource[];
  youth: SafetyResource[];
  /** The countries the operator configured, for the card's country select. */
  countries: string[];
  /** Where the quick exit goes (SAFETY_EXIT_URL). */
  exit_url: string;
}

export const DEFAULT_SAFETY_EXIT_URL = 'https://www.google.com/';

/**
 * Where the prerendered public help page (/help) leaves what only the server knows per request: the
 * operator's countries and services (SAFETY_RESOURCES_FILE) and neutral site (SAFETY_EXIT_URL).
 */
export const HELP_SLOTS = {
  countries: '%HELP_COUNTRIES%',
  resources: '%HELP_RESOURCES%',
  exitUrl: '%HELP_EXIT_URL%',
} as const;
