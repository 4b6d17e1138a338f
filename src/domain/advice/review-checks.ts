import type { CategoryId } from '../assessment/categories.ts';
import type { Analysis } from '../assessment/scoring.ts';
import {
  ABOVE_IN,
  ALL_ABOVE,
  CLOSEST,
  CLOSEST_AND_FURTHEST,
  FURTHEST,
  LEVEL,
  LOW_TODAY_AREAS,
  NO_STRENGTH_YET,
  NONE_SHORT,
} from '../content/advice/honest-content.ts';
import type { Language } from '../language.ts';
import { categoryAgreement, type PairComparison } from '../pair/compare.ts';
import type { Advice } from './advisor.ts';
import {
  ALIKE_AND_DIFFERENT,
  LISTEN_FIRST,
  LOW_TODAY,
  MOST_ALIKE,
  MOST_DIFFERENT,
  TOPICS_IMPROVEMENT,
} from './couple-advisor.ts';

/**
 * What "advice that contradicts its figures" means, concretely (decision 055), for the review's 46
 * answer sets and the property tests alike. Each check reads the advice as a person would, in either
 * language: which areas a sentence names (by their labels before the first colon), and what the
 * figures behind those areas are. Every function returns the problems it finds, so a failing test
 * says what was wrong and where; an empty list is advice that holds.
 * Not used by the product: it is the tests' reader.
 */

/** The part of a line that names areas: before its first colon ("Values & Faith (80%): …"). */
const head = (line: string) => line.split(':')[0] ?? line;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a pattern: each `{name}` captures, the rest is literal. */
const templateRegex = (template: string) =>
  new RegExp(literal(template).replace(/\\\{(\w+)\\\}/g, (_, name: string) => `(?<${name}>.+?)`));

function labelsOf(labels: Partial<Record<CategoryId, string>>) {
  const entries = Object.entries(labels) as [CategoryId, string][];
  for (const [id, label] of entries) {
    for (const [other, text] of entries) {
      if (id !== other && text.includes(label))
        throw new Error(`label ${label} is inside ${text}: cannot tell them apart`);
    }
  }
  return (text: string) => entries.filter(([, label]) => text.includes(label)).map(([id]) => id);
}

const PRAYER = { en: /\b(pray|prayer|prayers|worship)\b/i, ar: /صلاة|الصلاة|للصلاة|العبادة/ };
const PLACEHOLDER = /\{\w+\}/;

const allText = (advice: Advice) => [
  advice.summary,
  ...advice.strengths,
  ...advice.improvements,
  ...advice.recommendations,
  ...advice.conversationStarters,
];

/** Areas a sentence of the summary names, through the template that wrote it. */
function summaryAreas(summary: string, template: string, named: (text: string) => CategoryId[]) {
  const match = templateRegex(template).exec(summary);
  return match ? { best: named(match.groups?.best ?? ''), worst: named(match.groups?.worst ?? '') } : null;
}

/** Areas tied on the whole percentage are named on one line of a list, never split in an order. */
function tiesSplit(lines: string[], named: (text: string) => CategoryId[], figure: (id: CategoryId) => number) {
  const problems: string[] = [];
  const lineOf = new Map<CategoryId, number>();
  lines.forEach((line, i) => {
    for (const id of named(head(line))) lineOf.set(id, i);
  });
  for (const [a, i] of lineOf) {
    for (const [b, j] of lineOf) {
      if (a < b && i !== j && Math.round(figure(a)) === Math.round(figure(b))) {
        problems.push(`${a} and ${b} tie at ${Math.round(figure(a))} but are named on different lines`);
      }
    }
  }
  return problems;
}

export interface PersonalContext {
  analysis: Analysis;
  advice: Advice;
  language: Language;
  labels: Partial<Record<CategoryId, string>>;
  /** Whether the assessment's statements ask about prayer. */
  prayerAsked: boolean;
  /** The pattern closings that promise strengths (high) and strengths and gaps (growth), as the reader reads them. */
  closings: { high: string; growth: string };
}

/** One person's advice (individual or a family side's own result) against its figures. */
export function personalContradictions(context: PersonalContext): string[] {
  const { analysis, advice, language } = context;
  const problems: string[] = [];
  const named = labelsOf(context.labels);
  const scores = (id: CategoryId) => analysis.categoryScores[id];
  const exact = (id: CategoryId) => analysis.areas[id];
  const ids = Object.keys(analysis.categoryScores) as CategoryId[];
  const short = (id: CategoryId) => (scores(id)?.reality ?? 0) < (scores(id)?.expectation ?? 0);
  const lowMarker = LOW_TODAY_AREAS[language].replace('{areas}', '');

  const noStrength = advice.strengths[0] === NO_STRENGTH_YET[language];
  const strengthLines = noStrength ? [] : advice.strengths;
  const strengths = new Set(strengthLines.flatMap((line) => named(head(line))));
  const lowLines = advice.improvements.filter((line) => line.endsWith(lowMarker));
  const growthLines = advice.improvements.filter((line) => !lowLines.includes(line) && named(head(line)).length > 0);
  const growth = new Set(growthLines.flatMap((line) => named(head(line))));
  const low = new Set(lowLines.flatMap((line) => named(head(line))));

  for (const id of growth) {
    if (!short(id))
      problems.push(
        `growth area ${id} is lived at or above its hope (${scores(id)?.reality} ≥ ${scores(id)?.expectation})`,
      );
    if (strengths.has(id)) problems.push(`${id} is both a strength and a growth area`);
  }
  for (const id of low) {
    if (short(id)) problems.push(`${id} is told as low today though it falls short of its hope`);
    if ((exact(id)?.today ?? 100) >= 60) problems.push(`${id} is told as low today at ${exact(id)?.today}`);
    if (strengths.has(id)) problems.push(`${id} is both a strength and low today`);
  }
  for (const id of strengths) {
    if ((exact(id)?.today ?? 0) < 60) problems.push(`strength ${id} is hard today (${exact(id)?.today})`);
  }
  const eligible = ids.filter((id) => (exact(id)?.shortfallAlignment ?? 0) >= 80 && (exact(id)?.today ?? 0) >= 60);
  if (noStrength && advice.strengths.length !== 1) problems.push('"no strength yet" beside other strengths');
  if (noStrength && eligible.length > 0)
    problems.push(`"no strength yet" while ${eligible.join(', ')} are strong and good today`);
  if (!noStrength && strengths.size === 0) problems.push('strengths that name no area');
  problems.push(...tiesSplit(strengthLines, named, (id) => exact(id)?.shortfallAlignment ?? 0));
  problems.push(...tiesSplit(growthLines, named, (id) => exact(id)?.shortfallAlignment ?? 0));

  // The summary's closest are never listed to grow; its furthest always are.
  const ends =
    summaryAreas(advice.summary, CLOSEST_AND_FURTHEST[language], named) ??
    summaryAreas(advice.summary, CLOSEST[language], named) ??
    summaryAreas(advice.summary, FURTHEST[language], named);
  for (const id of ends?.best ?? []) {
    if (growth.has(id)) problems.push(`${id} is "closest" and a growth area`);
    if ((scores(id)?.reality ?? 0) > (scores(id)?.expectation ?? 0))
      problems.push(`${id} is "closest" but lived above its hope`);
  }
  for (const id of ends?.worst ?? [])
    if (!growth.has(id)) problems.push(`${id} is "furthest short" but not listed to grow`);
  const level = LEVEL[language].split('{percent}')[0] ?? '';
  if (advice.summary.includes(level) && new Set(ids.map((id) => scores(id)?.alignment)).size > 1) {
    problems.push('"every area is at the same level" over different alignments');
  }
  if (advice.summary.includes(NONE_SHORT[language]) || advice.summary.includes(ALL_ABOVE[language])) {
    const below = ids.filter(short);
    if (below.length > 0)
      problems.push(`"today meets or passes your hopes everywhere" while ${below.join(', ')} fall short`);
  }
  const above = summaryAreas(advice.summary, ABOVE_IN[language].replace('{areas}', '{best}'), named);
  for (const id of above?.best ?? []) {
    if ((scores(id)?.reality ?? 0) <= (scores(id)?.expectation ?? 0)) problems.push(`"better than you hoped" in ${id}`);
  }
  if (advice.summary.includes(context.closings.high) && strengths.size === 0) {
    problems.push('"keep protecting what works" with no strength');
  }
  if (advice.summary.includes(context.closings.growth) && (strengths.size === 0 || growth.size === 0)) {
    problems.push('"build on your strengths to close the gaps" without both');
  }

  // The pattern and the level of today (rules version 3).
  const figures = Object.values(analysis.areas);
  const lowAreas = figures.filter((a) => a.today < 50).length;
  if (analysis.pattern.color === 'green' && analysis.today < 70) problems.push(`green at today ${analysis.today}`);
  if (
    analysis.pattern.color === 'red' &&
    figures.length >= 2 &&
    analysis.today >= 70 &&
    lowAreas < 2 &&
    figures.every((a) => a.shortfallAlignment >= 80)
  ) {
    problems.push(`red at today ${analysis.today} with every area strong`);
  }

  problems.push(...common(advice, language, context.prayerAsked));
  return problems;
}

export interface PairContext {
  comparison: PairComparison;
  advice: Advice;
  language: Language;
  labels: Partial<Record<CategoryId, string>>;
  prayerAsked: boolean;
  /** The couple's advice speaks its own summary and topic sentences; the family one words them with the other's name. */
  couple: boolean;
}

/** A couple's or a parent and child's joint advice against the comparison. */
export function pairContradictions(context: PairContext): string[] {
  const { comparison, advice, language } = context;
  const problems: string[] = [];
  const named = labelsOf(context.labels);
  const shown = (id: CategoryId) => {
    const c = comparison.categories[id];
    return c ? categoryAgreement(c) : 0;
  };
  const lower = (id: CategoryId) => comparison.areas[id]?.lowerToday ?? 0;
  const ids = Object.keys(comparison.categories) as CategoryId[];
  const lowMarker = context.couple ? LOW_TODAY[language].split('{areas}')[1]?.slice(0, 30) : null;

  const noStrength = advice.strengths[0] === NO_STRENGTH_YET[language];
  const strengthLines = noStrength ? [] : advice.strengths;
  const strengths = new Set(strengthLines.flatMap((line) => named(head(line))));
  // A pair's "hard today" line names areas seen alike; every other line naming areas is one to grow.
  const hardToday = (line: string) =>
    lowMarker ? line.includes(lowMarker) : /hard for at least one of you|صعب على أحدكما/.test(line);
  const growthLines = advice.improvements.filter((line) => !hardToday(line) && named(head(line)).length > 0);
  const growth = new Set(growthLines.flatMap((line) => named(head(line))));

  for (const id of growth) {
    if (strengths.has(id)) problems.push(`${id} is both a strength and a growth area`);
    if (shown(id) >= 80) problems.push(`${id} is listed to grow though seen alike (${shown(id)})`);
  }
  for (const id of strengths)
    if (lower(id) < 60) problems.push(`strength ${id} is hard today for one side (${lower(id)})`);
  const eligible = ids.filter((id) => shown(id) >= 80 && lower(id) >= 60);
  if (noStrength && eligible.length > 0)
    problems.push(`"no strength yet" while ${eligible.join(', ')} are alike and good`);
  problems.push(...tiesSplit(strengthLines, named, shown));
  problems.push(...tiesSplit(growthLines, named, shown));

  if (context.couple) {
    const topics = comparison.topics.length > 0;
    if (!topics && advice.improvements.includes(TOPICS_IMPROVEMENT[language]))
      problems.push('topics sentence without topics');
    if (!topics && advice.recommendations.includes(LISTEN_FIRST[language]))
      problems.push('"for each topic" without topics');
    const ends =
      summaryAreas(advice.summary, ALIKE_AND_DIFFERENT[language], named) ??
      summaryAreas(advice.summary, MOST_ALIKE[language], named) ??
      summaryAreas(advice.summary, MOST_DIFFERENT[language], named);
    for (const id of ends?.best ?? []) if (growth.has(id)) problems.push(`${id} is "most alike" and a growth area`);
    for (const id of ends?.worst ?? [])
      if (!growth.has(id)) problems.push(`${id} is "most differently" but not listed`);
  }

  const lowest = Math.min(comparison.todays.a, comparison.todays.b);
  const areas = Object.values(comparison.areas);
  if (comparison.pattern.id === 'in_harmony') {
    if (lowest < 70) problems.push(`In Harmony with a side's today at ${lowest}`);
    for (const id of ids) if (lower(id) < 60) problems.push(`In Harmony with ${id} at ${lower(id)} for one side`);
  }
  if ((lowest < 50 || areas.filter((a) => a.lowerToday < 50).length >= 2) && comparison.pattern.id !== 'time_to_talk') {
    problems.push(`${comparison.pattern.id} with today at ${lowest}`);
  }

  problems.push(...common(advice, language, context.prayerAsked));
  return problems;
}

/** What holds for any advice: nothing left unfilled, every part written, no prayer unless asked. */
function common(advice: Advice, language: Language, prayerAsked: boolean) {
  const problems: string[] = [];
  for (const text of allText(advice)) if (PLACEHOLDER.test(text)) problems.push(`unfilled: ${text}`);
  if (advice.strengths.length < 1 || advice.strengths.length > 3) problems.push(`${advice.strengths.length} strengths`);
  if (advice.improvements.length < 1 || advice.improvements.length > 3) {
    problems.push(`${advice.improvements.length} growth lines`);
  }
  if (!prayerAsked && advice.recommendations.some((text) => PRAYER[language].test(text))) {
    problems.push('prayer advice after statements that never ask about prayer');
  }
  if (new Set(advice.recommendations).size !== advice.recommendations.length)
    problems.push('a repeated recommendation');
  return problems;
}
