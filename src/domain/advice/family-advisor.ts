import type { CategoryId } from '../assessment/categories.ts';
import type { Perspective } from '../assessment/family-questions.ts';
import type { Pairing } from '../assessment/family-types.ts';
import { categoryTitle } from '../assessment/kind.ts';
import type { Bilingual } from '../assessment/question.ts';
import { type Analysis, patternName } from '../assessment/scoring.ts';
import content from '../content/advice/family-advice-content.ts';
import {
  ALSO_CLOSE,
  LOW_REALITY_CLOSING,
  NO_STRENGTH_YET,
  PAIR_TODAY_FIGURE,
  SHARED_CONCERNS_IMPROVEMENT,
  TODAY_FIGURE,
} from '../content/advice/honest-content.ts';
import type { Language } from '../language.ts';
import type { PairComparison } from '../pair/compare.ts';
import { ADVICE_COUNTS, type Advice, type ImportantGap, summaryLine } from './advisor.ts';
import type { RoleText } from './family-types.ts';
import {
  categoryValues,
  closeButLowToday,
  cycle,
  fill,
  growthValues,
  pairAreas,
  percentIn,
  quoted,
  rankCategories,
  unique,
  worthKeeping,
} from './template.ts';

/**
 * The built-in advisor's family variant: the same arithmetic and choices as the couples' advisor
 * (advisor.ts), in words addressed to the reader's role (a parent about their son or daughter, a son
 * or daughter about their father or mother), with the family labels of the five categories.
 */

/** The other person, as the reader names them, for the two texts written here. */
const OTHER: Record<Perspective, Record<Pairing, { en: string; ar: string }>> = {
  parent: {
    father_son: { en: 'your son', ar: 'ابنك' },
    father_daughter: { en: 'your daughter', ar: 'ابنتك' },
    mother_son: { en: 'your son', ar: 'ابنك' },
    mother_daughter: { en: 'your daughter', ar: 'ابنتك' },
  },
  child: {
    father_son: { en: 'your father', ar: 'والدك' },
    father_daughter: { en: 'your father', ar: 'والدك' },
    mother_son: { en: 'your mother', ar: 'والدتك' },
    mother_daughter: { en: 'your mother', ar: 'والدتك' },
  },
};

/** Whether the reader is addressed as a woman (Arabic second person). */
const feminineReader = (reader: Perspective, pairing: Pairing) =>
  reader === 'parent' ? pairing.startsWith('mother') : pairing.endsWith('daughter');

const IMPORTANT_GAP_IMPROVEMENT = {
  en: 'Something you marked as very important is far from today’s reality: “{statement}”',
  // عددتَه / عددتِه are spelled alike without diacritics: one text for every reader.
  ar: 'أمرٌ عددته مهمًّا جدًّا ما زال بعيدًا عن واقع اليوم: «{statement}»',
};
const IMPORTANT_GAP_RECOMMENDATION = {
  en: 'Start with what matters most to you: choose a calm moment to talk with {other} about this statement, “{statement}”, say what you hope for, and agree on one first step together.',
  // The statement is a Phase 1 sentence, so it is quoted as a statement (content review #10); the singular
  // reader never switches to the dual («اتفقا») within the sentence (decision 031).
  arMasculine:
    'ابدأ بما يهمّك أكثر من غيره: اختر وقتًا هادئًا للحديث في هذه العبارة: «{statement}»، وعبّر عمّا تتطلع إليه، ثم ابحث مع {other} عن خطوة أولى مشتركة.',
  arFeminine:
    'ابدئي بما يهمّك أكثر من غيره: اختاري وقتًا هادئًا للحديث في هذه العبارة: «{statement}»، وعبّري عمّا تتطلعين إليه، ثم ابحثي مع {other} عن خطوة أولى مشتركة.',
};

export function builtinFamilyAdvice(
  analysis: Analysis,
  gaps: ImportantGap[],
  reader: Perspective,
  pairing: Pairing,
  language: Language,
): Advice {
  const pct = percentIn(language);
  const text = (t: RoleText) => t[reader][language][pairing];
  const areas = rankCategories(
    (id) => {
      const scores = analysis.categoryScores[id];
      return scores && { score: scores.alignment, reality: scores.reality };
    },
    (id) => categoryTitle('family', id)[language],
  );
  const advice = (id: CategoryId) => content.categories[id];

  const summary = [
    summaryLine(
      language,
      // The family summary names both ends; with one area (or all level) the short form is the generic one.
      { full: text(content.summary), short: SHORT_SUMMARY[language] },
      { score: analysis.compatibilityScore, pattern: patternName(analysis.pattern, language), ...areas },
    ),
    analysis.signals.includes('low_reality')
      ? fill(LOW_REALITY_CLOSING[language], { reality: pct(analysis.reality) })
      : text(content.patternClosing[analysis.pattern.id]),
  ].join(' ');

  const strengths =
    areas.strengths.length === 0
      ? [NO_STRENGTH_YET[language]]
      : areas.strengths.map((c, i) =>
          fill(
            worthKeeping(c)
              ? text(advice(c.id).strength)
              : i === 0
                ? text(advice(c.id).relativeStrength)
                : ALSO_CLOSE[language],
            categoryValues(pct, c),
          ),
        );

  const gap = gaps[0];
  const other = OTHER[reader][pairing][language];
  const gapStatement = gap ? quoted(gap.statement[language]) : '';
  const improvements = [
    ...(gap ? [fill(IMPORTANT_GAP_IMPROVEMENT[language], { statement: gapStatement })] : []),
    ...areas.growth.map((c) => fill(text(advice(c.id).improvement), growthValues(pct, c, TODAY_FIGURE[language]))),
  ].slice(0, ADVICE_COUNTS.improvements);

  const gapRecommendation =
    language === 'en'
      ? IMPORTANT_GAP_RECOMMENDATION.en
      : feminineReader(reader, pairing)
        ? IMPORTANT_GAP_RECOMMENDATION.arFeminine
        : IMPORTANT_GAP_RECOMMENDATION.arMasculine;
  const order = [...areas.growth, ...areas.worst.filter((c) => !areas.growth.includes(c))];
  const [first, second, third] = [cycle(order, 0), cycle(order, 1), cycle(order, 2)];
  const recommendations = unique([
    ...(gap ? [fill(gapRecommendation, { statement: gapStatement, other })] : []),
    text(advice(first.id).recommendations[0]),
    text(advice(first.id).recommendations[1]),
    text(advice(second.id).recommendations[0]),
    text(advice(third.id).recommendations[0]),
  ]).slice(0, ADVICE_COUNTS.recommendations - 1);
  recommendations.push(text(content.retake));

  const conversationStarters = unique([
    text(advice(first.id).starters[0]),
    text(advice(second.id).starters[0]),
    text(advice(cycle(areas.best, 0).id).starters[1]),
  ]);
  for (const c of order) {
    if (conversationStarters.length >= ADVICE_COUNTS.conversationStarters) break;
    const extra = text(advice(c.id).starters[1]);
    if (!conversationStarters.includes(extra)) conversationStarters.push(extra);
  }

  return { summary, strengths, improvements, recommendations, conversationStarters };
}

const SHORT_SUMMARY: Bilingual = {
  en: 'Your result is {score}, and its pattern is "{pattern}".',
  ar: 'نتيجتك الإجمالية {score}، ونمطها «{pattern}».',
};

/** The joint family advice's own sentences: about the two of them, with `{other}` as the reader names them. */
const PAIR: Record<
  | 'summary'
  | 'short'
  | 'strength'
  | 'relativeStrength'
  | 'alsoAlike'
  | 'topics'
  | 'growth'
  | 'alsoDifferent'
  | 'lowToday'
  | 'keep'
  | 'retake',
  Bilingual
> = {
  summary: {
    en: 'Your answers and those of {other} are {score} alike, across what you hope for and how you see today, and your pattern is "{pattern}". You see {best} most alike ({bestPercent}) and {worst} most differently ({worstPercent}).',
    ar: 'تتقارب إجاباتك وإجابات {other} بدرجة {score} فيما تتطلعان إليه وفي نظرتكما إلى واقعكما اليوم، ونمط نتيجتكما «{pattern}». أكثر ما تتقارب فيه نظرتكما {best} ({bestPercent})، وأكثر ما تختلف فيه {worst} ({worstPercent}).',
  },
  short: {
    en: 'Your answers and those of {other} are {score} alike, across what you hope for and how you see today, and your pattern is "{pattern}".',
    ar: 'تتقارب إجاباتك وإجابات {other} بدرجة {score} فيما تتطلعان إليه وفي نظرتكما إلى واقعكما اليوم، ونمط نتيجتكما «{pattern}».',
  },
  strength: {
    en: '{label} ({percent}): you and {other} hope for much the same and see today alike.',
    ar: '{label} ({percent}): تتقارب تطلعاتك وتطلعات {other}، وتتشابه نظرتكما إلى الواقع.',
  },
  relativeStrength: {
    en: '{label} ({percent}) is where you and {other} see things most alike: a good place to start talking.',
    ar: '{label} ({percent}): هنا تتقارب نظرتك ونظرة {other} أكثر من أي جانب آخر، وهو منطلق طيب للحوار.',
  },
  alsoAlike: {
    en: '{label} ({percent}) is also among the areas you see most alike.',
    ar: '{label} ({percent}): من الجوانب التي تتقارب فيها نظرتكما أيضًا.',
  },
  topics: {
    en: 'You and {other} answered some statements quite differently; the report lists them as topics to talk about. Take one at a time.',
    ar: 'جاءت إجاباتك وإجابات {other} عن بعض العبارات متباعدة، وقد جمعها التقرير في «موضوعات للحوار». يحسن تناولها واحدًا بعد الآخر.',
  },
  growth: {
    en: '{label} ({percent}): here you and {other} see things most differently; it is worth talking over together, calmly, one statement at a time.',
    ar: '{label} ({percent}): هنا تختلف نظرتك ونظرة {other} أكثر من غيره، ويحسن الحديث فيه معًا بهدوء، عبارةً بعد عبارة.',
  },
  /** Any other growth area: "most differently" is true of the widest alone. */
  alsoDifferent: {
    en: '{label} ({percent}) is among the areas you and {other} see differently; talk it over calmly, one statement at a time.',
    ar: '{label} ({percent}): من الجوانب التي تختلف فيها نظرتك ونظرة {other}، ويحسن الحديث فيه معًا بهدوء، عبارةً بعد عبارة.',
  },
  /** Seen alike, but today is hard for at least one: the figure shown is that level of today. */
  lowToday: {
    en: '{label} ({percent}): you and {other} see this alike, but today it is hard for at least one of you; talk together about one small thing that would make it better.',
    ar: '{label} ({percent}): تتقارب نظرتك ونظرة {other} هنا، لكن الواقع اليوم صعب على أحدكما على الأقل؛ ويحسن أن تتحدثا معًا عن أمر صغير واحد يجعله أفضل.',
  },
  /** Close and good today, though not among the strengths listed: keep it so. */
  keep: {
    en: '{label} ({percent}): you and {other} already see this alike and it goes well today; keep giving it time so it stays that way.',
    ar: '{label} ({percent}): تتقارب نظرتك ونظرة {other} هنا ويسير الأمر جيدًا اليوم، ويحسن أن تمنحاه الوقت ليبقى كذلك.',
  },
  retake: {
    en: 'Take this assessment again with {other} in 3-6 months and compare the two reports.',
    ar: 'يحسن أن تعيدا هذا التقييم معًا بعد ثلاثة إلى ستة أشهر، وأن تقارنا بين التقريرين.',
  },
};

/**
 * The family report's joint advice: about the pair, with the pair's figures (agreement, the pair's
 * pattern, the areas they see alike or differently), never the reader's own result, so the report
 * never shows two scores that disagree. Spoken to the reader, naming the other as the reader does.
 */
export function builtinFamilyPairAdvice(
  comparison: PairComparison,
  reader: Perspective,
  pairing: Pairing,
  language: Language,
): Advice {
  const pct = percentIn(language);
  const role = (t: RoleText) => t[reader][language][pairing];
  const other = OTHER[reader][pairing][language];
  const say = (b: Bilingual, values: Record<string, string> = {}) => fill(b[language], { other, ...values });
  const areas = pairAreas(comparison, (id) => categoryTitle('family', id)[language]);
  const advice = (id: CategoryId) => content.categories[id];

  const summary = [
    summaryLine(
      language,
      { full: say(PAIR.summary), short: say(PAIR.short) },
      { score: comparison.agreement, pattern: comparison.pattern.name[language], ...areas },
    ),
  ].join(' ');

  const strengths =
    areas.strengths.length === 0
      ? [NO_STRENGTH_YET[language]]
      : areas.strengths.map((c, i) =>
          say(
            worthKeeping(c) ? PAIR.strength : i === 0 ? PAIR.relativeStrength : PAIR.alsoAlike,
            categoryValues(pct, c),
          ),
        );

  // "Most differently" names one area only when no other shares its score.
  const widestIsTied = areas.growth.filter((c) => c.score === areas.growth[0]?.score).length > 1;
  const improvements = [
    ...(comparison.topics.length > 0 ? [say(PAIR.topics)] : []),
    ...(comparison.sharedConcerns.length > 0 ? [SHARED_CONCERNS_IMPROVEMENT[language]] : []),
    ...areas.growth.map((c, i) =>
      worthKeeping(c)
        ? say(PAIR.keep, categoryValues(pct, c))
        : closeButLowToday(c)
          ? say(PAIR.lowToday, growthValues(pct, c, PAIR_TODAY_FIGURE[language]))
          : say(i === 0 && !widestIsTied ? PAIR.growth : PAIR.alsoDifferent, categoryValues(pct, c)),
    ),
  ].slice(0, ADVICE_COUNTS.improvements);

  const order = [...areas.growth, ...areas.worst.filter((c) => !areas.growth.includes(c))];
  const [first, second] = [cycle(order, 0), cycle(order, 1)];
  const recommendations = unique([
    ...(first ? [role(advice(first.id).recommendations[0]), role(advice(first.id).recommendations[1])] : []),
    ...(second ? [role(advice(second.id).recommendations[0])] : []),
    say(PAIR.retake),
  ]).slice(0, ADVICE_COUNTS.recommendations);

  const conversationStarters = unique(order.flatMap((c) => advice(c.id).starters.map(role))).slice(
    0,
    ADVICE_COUNTS.conversationStarters,
  );

  return { summary, strengths, improvements, recommendations, conversationStarters };
}
