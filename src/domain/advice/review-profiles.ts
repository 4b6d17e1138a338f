import type { AssessmentTypeId } from '../assessment/catalogue-ids.ts';
import type { AgeGroup, Pairing, Perspective } from '../assessment/family-types.ts';
import type { Question } from '../assessment/question.ts';
import type { PatternId, SignalId } from '../assessment/scoring.ts';
import type { PairPatternId, PairSignalId } from '../pair/compare.ts';
import type { Address } from './template.ts';

/**
 * The 46 answer sets of the content review of 2026-11-27 (`../shared/reviews/content-2026-11-27.md`, §2),
 * kept as data: each with the pattern rules version 3 gives it (decision 055). 23 of them misled under
 * version 2. Answers are written as rules over a bank's statements (`answer(question, index)` gives
 * Phase 1 and Phase 2), so they stay the same profile when a bank's wording changes; importance is the
 * bank's defaults, as completion fills them in, unless a profile switches it off. Not used by the product.
 */

/** Phase 1 and Phase 2 for one statement, given the statement, its place and the whole bank. */
export type Answer = (q: Question, index: number, all: readonly Question[]) => [number, number];

export interface IndividualProfile {
  id: string;
  title: string;
  kind: 'individual';
  bank: AssessmentTypeId;
  answer: Answer;
  /** `off`: every statement marked not important. */
  importance?: 'off';
  address: Address;
  pattern: PatternId;
  signals: SignalId[];
}

export interface CoupleProfile {
  id: string;
  title: string;
  kind: 'couple';
  bank: AssessmentTypeId;
  a: Answer;
  b: Answer;
  pattern: PairPatternId;
  signals: PairSignalId[];
  /** Each partner's own result, as the review lists it beside the pair. */
  own: [PatternId, PatternId];
}

export interface FamilyPairProfile {
  id: string;
  title: string;
  kind: 'family';
  group: AgeGroup;
  pairing: Pairing;
  reader: Perspective;
  parent: Answer;
  child: Answer;
  pattern: PairPatternId;
  own: [PatternId, PatternId];
}

export interface FamilyOwnProfile {
  id: string;
  title: string;
  kind: 'family-own';
  group: AgeGroup;
  pairing: Pairing;
  role: Perspective;
  answer: Answer;
  pattern: PatternId;
  signals: SignalId[];
}

export interface ProgressProfile {
  id: string;
  title: string;
  kind: 'progress';
  bank: AssessmentTypeId;
  before: Answer;
  after: Answer;
  /** The change in alignment and in today, percentage points. */
  overall: number;
  reality: number;
}

export type ReviewProfile = IndividualProfile | CoupleProfile | FamilyPairProfile | FamilyOwnProfile | ProgressProfile;

/** A small seeded generator (mulberry32), so "random" profiles are the same on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const everywhere =
  (hope: number, today: number): Answer =>
  () => [hope, today];
const clamp = (value: number) => Math.min(5, Math.max(1, value));

/** Hopes 1-2 and today the hope or a point either side, from a fixed seed. */
function resignedVaried(): Answer {
  const random = seeded(12);
  const answers = new Map<string, [number, number]>();
  return (q) => {
    if (!answers.has(q.key)) {
      const hope = random() < 0.5 ? 1 : 2;
      answers.set(q.key, [hope, clamp(hope + Math.floor(random() * 3) - 1)]);
    }
    return answers.get(q.key) as [number, number];
  };
}

/** Any answer to either phase, from a fixed seed. */
function randomAnswers(seed: number): Answer {
  const random = seeded(seed);
  const answers = new Map<string, [number, number]>();
  return (q) => {
    if (!answers.has(q.key)) answers.set(q.key, [1 + Math.floor(random() * 5), 1 + Math.floor(random() * 5)]);
    return answers.get(q.key) as [number, number];
  };
}

export const INDIVIDUAL: IndividualProfile[] = [
  {
    id: 'I01',
    title: 'all 1s',
    kind: 'individual',
    bank: 'relationship',
    answer: everywhere(1, 1),
    address: 'neutral',
    pattern: 'needs_attention',
    signals: ['low_reality', 'uniform_answers'],
  },
  {
    id: 'I02',
    title: 'all 5s',
    kind: 'individual',
    bank: 'relationship',
    answer: everywhere(5, 5),
    address: 'f',
    pattern: 'high_alignment',
    signals: ['uniform_answers'],
  },
  {
    id: 'I03',
    title: 'all 3s',
    kind: 'individual',
    bank: 'relationship',
    answer: everywhere(3, 3),
    address: 'm',
    pattern: 'growth_opportunity',
    signals: ['low_reality', 'uniform_answers'],
  },
  {
    id: 'I04',
    title: 'all 4s',
    kind: 'individual',
    bank: 'relationship',
    answer: everywhere(4, 4),
    address: 'neutral',
    pattern: 'high_alignment',
    signals: ['uniform_answers'],
  },
  {
    id: 'I05',
    title: 'uniform 4/4, one important item 5→1',
    kind: 'individual',
    bank: 'relationship',
    answer: (q, _, all) => (q.key === all.find((x) => x.important)?.key ? [5, 1] : [4, 4]),
    address: 'neutral',
    pattern: 'high_alignment',
    signals: ['uniform_answers'],
  },
  {
    id: 'I06',
    title: 'uniform 4/4, one unimportant item 4→1',
    kind: 'individual',
    bank: 'relationship',
    answer: (q, _, all) => (q.key === all.find((x) => !x.important)?.key ? [4, 1] : [4, 4]),
    address: 'neutral',
    pattern: 'high_alignment',
    signals: ['uniform_answers'],
  },
  {
    id: 'I07',
    title: 'idealistic: hopes 5, today 1 everywhere',
    kind: 'individual',
    bank: 'relationship',
    answer: everywhere(5, 1),
    address: 'f',
    pattern: 'needs_attention',
    signals: [],
  },
  {
    id: 'I08',
    title: 'idealistic: hopes 5, today 3',
    kind: 'individual',
    bank: 'relationship',
    answer: everywhere(5, 3),
    address: 'm',
    pattern: 'needs_attention',
    signals: [],
  },
  {
    id: 'I09',
    title: 'hopes 5, today 4 everywhere (healthy but not perfect)',
    kind: 'individual',
    bank: 'relationship',
    answer: everywhere(5, 4),
    address: 'm',
    pattern: 'high_alignment',
    signals: [],
  },
  {
    id: 'I10',
    title: 'hopes 5, today 4; one area 5/5',
    kind: 'individual',
    bank: 'relationship',
    answer: (q) => (q.category === 1 ? [5, 5] : [5, 4]),
    address: 'neutral',
    pattern: 'high_alignment',
    signals: [],
  },
  {
    id: 'I11',
    title: 'resigned: 2/2 everywhere',
    kind: 'individual',
    bank: 'relationship',
    answer: everywhere(2, 2),
    address: 'f',
    pattern: 'needs_attention',
    signals: ['low_reality', 'uniform_answers'],
  },
  {
    id: 'I12',
    title: 'resigned, varied: hopes 1-2, today = hope or ±1',
    kind: 'individual',
    bank: 'relationship',
    answer: resignedVaried(),
    address: 'neutral',
    pattern: 'needs_attention',
    signals: ['low_reality'],
  },
  {
    id: 'I13',
    title: 'resigned at 50%: half 2/2, half 3/3 in every area',
    kind: 'individual',
    bank: 'relationship',
    answer: (_, i) => (i % 2 === 0 ? [2, 2] : [3, 3]),
    address: 'm',
    pattern: 'growth_opportunity',
    signals: ['low_reality'],
  },
  {
    id: 'I14',
    title: 'resigned at 54%: mostly 3/3, some 2/2',
    kind: 'individual',
    bank: 'relationship',
    answer: (_, i) => (i % 10 < 3 ? [2, 2] : [3, 3]),
    address: 'neutral',
    pattern: 'growth_opportunity',
    signals: ['low_reality'],
  },
  {
    id: 'I15',
    title: 'intimacy collapsed (5→1), rest 5/5',
    kind: 'individual',
    bank: 'relationship',
    answer: (q) => (q.category === 4 ? [5, 1] : [5, 5]),
    address: 'f',
    pattern: 'dreamer_vs_realist',
    signals: ['uniform_answers'],
  },
  {
    id: 'I16',
    title: 'intimacy collapsed, importance all switched off',
    kind: 'individual',
    bank: 'relationship',
    answer: (q) => (q.category === 4 ? [5, 1] : [5, 5]),
    importance: 'off',
    address: 'neutral',
    pattern: 'growth_opportunity',
    signals: ['uniform_answers'],
  },
  {
    id: 'I17',
    title: 'values: hopes 1, today 5 (better than hoped); rest 4/4',
    kind: 'individual',
    bank: 'relationship',
    answer: (q) => (q.category === 1 ? [1, 5] : [4, 4]),
    address: 'neutral',
    pattern: 'high_alignment',
    signals: [],
  },
  {
    id: 'I18',
    title: 'important items 5→2 only; rest 4/4',
    kind: 'individual',
    bank: 'relationship',
    answer: (q) => (q.important ? [5, 2] : [4, 4]),
    address: 'm',
    pattern: 'dreamer_vs_realist',
    // Today 69 with a score of 83: under 70, so the note says today is not high.
    signals: ['low_reality'],
  },
  {
    id: 'I19',
    title: 'important items 2→5 (better than hoped) only; rest 4/4',
    kind: 'individual',
    bank: 'relationship',
    answer: (q) => (q.important ? [2, 5] : [4, 4]),
    address: 'neutral',
    pattern: 'high_alignment',
    signals: [],
  },
  {
    id: 'I20',
    title: 'low hopes, great reality: 1/5 everywhere',
    kind: 'individual',
    bank: 'relationship',
    answer: everywhere(1, 5),
    address: 'f',
    pattern: 'high_alignment',
    signals: ['above_hopes'],
  },
  {
    id: 'I21',
    title: 'random answers (seeded)',
    kind: 'individual',
    bank: 'relationship',
    answer: randomAnswers(21),
    address: 'neutral',
    pattern: 'dreamer_vs_realist',
    signals: [],
  },
  {
    id: 'I22',
    title: 'all 5/4 except one area 5/5, importance off',
    kind: 'individual',
    bank: 'relationship',
    answer: (q) => (q.category === 2 ? [5, 5] : [5, 4]),
    importance: 'off',
    address: 'neutral',
    pattern: 'high_alignment',
    signals: [],
  },
  {
    id: 'I23',
    title: 'hopes 5, today 5 except every important item today 1',
    kind: 'individual',
    bank: 'relationship',
    answer: (q) => (q.important ? [5, 1] : [5, 5]),
    address: 'f',
    pattern: 'dreamer_vs_realist',
    signals: [],
  },
  {
    id: 'I24',
    title: 'premarital (engaged), hopes 5, today 3 on finances, rest 4/4',
    kind: 'individual',
    bank: 'premarital',
    answer: (q) => (q.category === 3 ? [5, 3] : [4, 4]),
    address: 'm',
    pattern: 'growth_opportunity',
    signals: [],
  },
  {
    id: 'I25',
    title: 'intimacy bank: hopes 5, today 2',
    kind: 'individual',
    bank: 'intimacy',
    answer: everywhere(5, 2),
    address: 'f',
    pattern: 'needs_attention',
    signals: [],
  },
  {
    id: 'I26',
    title: 'acquiescent: all 5 except today 4 on 5 items',
    kind: 'individual',
    bank: 'relationship',
    answer: (_, i) => (i % 10 === 3 ? [5, 4] : [5, 5]),
    address: 'neutral',
    pattern: 'high_alignment',
    signals: ['uniform_answers'],
  },
];

export const COUPLES: CoupleProfile[] = [
  {
    id: 'C01',
    title: 'both all 5s',
    kind: 'couple',
    bank: 'relationship',
    a: everywhere(5, 5),
    b: everywhere(5, 5),
    pattern: 'in_harmony',
    signals: ['uniform_answers'],
    own: ['high_alignment', 'high_alignment'],
  },
  {
    id: 'C02',
    title: 'A content 5/5, B unhappy 5/2',
    kind: 'couple',
    bank: 'relationship',
    a: everywhere(5, 5),
    b: everywhere(5, 2),
    pattern: 'time_to_talk',
    signals: ['uniform_answers'],
    own: ['high_alignment', 'needs_attention'],
  },
  {
    id: 'C03',
    title: 'A content 4/4, B resigned 2/2',
    kind: 'couple',
    bank: 'relationship',
    a: everywhere(4, 4),
    b: everywhere(2, 2),
    pattern: 'time_to_talk',
    signals: ['uniform_answers'],
    own: ['high_alignment', 'needs_attention'],
  },
  {
    id: 'C04',
    title: 'both hope 5, both live 3',
    kind: 'couple',
    bank: 'relationship',
    a: everywhere(5, 3),
    b: everywhere(5, 3),
    pattern: 'growing_together',
    signals: [],
    own: ['needs_attention', 'needs_attention'],
  },
  {
    id: 'C05',
    title: 'both 1/1 everywhere',
    kind: 'couple',
    bank: 'relationship',
    a: everywhere(1, 1),
    b: everywhere(1, 1),
    pattern: 'time_to_talk',
    signals: ['uniform_answers'],
    own: ['needs_attention', 'needs_attention'],
  },
  {
    id: 'C06',
    title: 'A hopes 5, B hopes 1, both today 3',
    kind: 'couple',
    bank: 'relationship',
    a: everywhere(5, 3),
    b: everywhere(1, 3),
    pattern: 'different_hopes',
    signals: [],
    own: ['needs_attention', 'growth_opportunity'],
  },
  {
    id: 'C07',
    title: 'both today 4; A hopes 5, B hopes 3',
    kind: 'couple',
    bank: 'relationship',
    a: everywhere(5, 4),
    b: everywhere(3, 4),
    pattern: 'growing_together',
    signals: [],
    own: ['high_alignment', 'high_alignment'],
  },
  {
    id: 'C08',
    title: 'A content 5/5; B fine except intimacy 5/1',
    kind: 'couple',
    bank: 'relationship',
    a: everywhere(5, 5),
    b: (q) => (q.category === 4 ? [5, 1] : [5, 5]),
    pattern: 'growing_together',
    signals: ['uniform_answers'],
    own: ['high_alignment', 'dreamer_vs_realist'],
  },
  {
    id: 'C09',
    title: 'engaged: A 4/4; B straight-lines 3/3',
    kind: 'couple',
    bank: 'premarital',
    a: everywhere(4, 4),
    b: everywhere(3, 3),
    pattern: 'growing_together',
    signals: ['uniform_answers'],
    own: ['high_alignment', 'growth_opportunity'],
  },
];

export const FAMILY_PAIRS: FamilyPairProfile[] = [
  {
    id: 'F01',
    title: '8-12 father and son: parent 5/4, child wishes 5, "often" (4)',
    kind: 'family',
    group: '8-12',
    pairing: 'father_son',
    reader: 'parent',
    parent: everywhere(5, 4),
    child: everywhere(5, 4),
    pattern: 'in_harmony',
    own: ['high_alignment', 'high_alignment'],
  },
  {
    id: 'F02',
    title: '13-15 mother and daughter: parent 5/3, child 3/2',
    kind: 'family',
    group: '13-15',
    pairing: 'mother_daughter',
    reader: 'child',
    parent: everywhere(5, 3),
    child: everywhere(3, 2),
    pattern: 'time_to_talk',
    own: ['needs_attention', 'needs_attention'],
  },
  {
    id: 'F03',
    title: '16-18 father and daughter: parent rosy 5/5, child unhappy 4/2',
    kind: 'family',
    group: '16-18',
    pairing: 'father_daughter',
    reader: 'parent',
    parent: everywhere(5, 5),
    child: everywhere(4, 2),
    pattern: 'time_to_talk',
    own: ['high_alignment', 'needs_attention'],
  },
  {
    id: 'F04',
    title: '19-24 mother and son: both 4/4',
    kind: 'family',
    group: '19-24',
    pairing: 'mother_son',
    reader: 'child',
    parent: everywhere(4, 4),
    child: everywhere(4, 4),
    pattern: 'in_harmony',
    own: ['high_alignment', 'high_alignment'],
  },
  {
    id: 'F05',
    title: '25+ father and daughter: both distant 2/2',
    kind: 'family',
    group: '25+',
    pairing: 'father_daughter',
    reader: 'parent',
    parent: everywhere(2, 2),
    child: everywhere(2, 2),
    pattern: 'time_to_talk',
    own: ['needs_attention', 'needs_attention'],
  },
  {
    id: 'F06',
    title: '13-15 father and son: both hope 5, both today 3',
    kind: 'family',
    group: '13-15',
    pairing: 'father_son',
    reader: 'child',
    parent: everywhere(5, 3),
    child: everywhere(5, 3),
    pattern: 'growing_together',
    own: ['needs_attention', 'needs_attention'],
  },
];

export const FAMILY_OWN: FamilyOwnProfile[] = [
  {
    id: 'F07',
    title: '8-12 child, all 1s',
    kind: 'family-own',
    group: '8-12',
    pairing: 'mother_son',
    role: 'child',
    answer: everywhere(1, 1),
    pattern: 'needs_attention',
    signals: ['low_reality', 'uniform_answers'],
  },
  {
    id: 'F08',
    title: '16-18 daughter: wishes 5, today 1 everywhere',
    kind: 'family-own',
    group: '16-18',
    pairing: 'mother_daughter',
    role: 'child',
    answer: everywhere(5, 1),
    pattern: 'needs_attention',
    signals: [],
  },
];

export const PROGRESS: ProgressProfile[] = [
  {
    id: 'P1',
    title: 'all 3/3, then all 2/2 (today falls 60→40)',
    kind: 'progress',
    bank: 'relationship',
    before: everywhere(3, 3),
    after: everywhere(2, 2),
    overall: 0,
    reality: -20,
  },
  {
    id: 'P2',
    title: 'all 3/3, then hopes 3, today 5 (today rises 60→100)',
    kind: 'progress',
    bank: 'relationship',
    before: everywhere(3, 3),
    after: everywhere(3, 5),
    overall: -40,
    reality: 40,
  },
  {
    id: 'P3',
    title: 'hopes 5, today 1, then hopes 5, today 4',
    kind: 'progress',
    bank: 'relationship',
    before: everywhere(5, 1),
    after: everywhere(5, 4),
    overall: 60,
    reality: 60,
  },
];

export const REVIEW_PROFILES: ReviewProfile[] = [
  ...INDIVIDUAL,
  ...COUPLES,
  ...FAMILY_PAIRS,
  ...FAMILY_OWN,
  ...PROGRESS,
];
