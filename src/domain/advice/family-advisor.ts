import type { CategoryId } from '../assessment/categories.ts';
import type { Perspective } from '../assessment/family-questions.ts';
import type { Pairing } from '../assessment/family-types.ts';
import { categoryTitle } from '../assessment/kind.ts';
import { type Analysis, patternName, STRONG_ALIGNMENT } from '../assessment/scoring.ts';
import content from '../content/advice/family-advice-content.ts';
import type { Language } from '../language.ts';
import { ADVICE_COUNTS, type Advice, type ImportantGap } from './advisor.ts';
import type { RoleText } from './family-types.ts';
import { categoryValues, cycle, fill, percentIn, quoted, rankCategories, summaryValues, unique } from './template.ts';

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

/** After the first, other relatively close areas are named without repeating "a base to build on". */
const ALSO_CLOSE = {
  en: '{label} ({percent}) is also among the areas closest to what you hope for.',
  // آمالك is spelled alike for every reader without diacritics.
  ar: '{label} ({percent}): من الجوانب الأقرب إلى آمالك أيضًا.',
};

const IMPORTANT_GAP_IMPROVEMENT = {
  en: 'Something you marked as very important is far from today’s reality: “{statement}”',
  // عددتَه / عددتِه are spelled alike without diacritics: one text for every reader.
  ar: 'أمرٌ عددته مهمًّا جدًّا ما زال بعيدًا عن واقع اليوم: «{statement}»',
};
const IMPORTANT_GAP_RECOMMENDATION = {
  en: 'Start with what matters most to you: choose a calm moment to talk with {other} about “{statement}”, say what you hope for, and agree on one first step together.',
  arMasculine:
    'ابدأ بما يهمّك أكثر من غيره: اختر وقتًا هادئًا للحديث مع {other} عن «{statement}»، وعبّر عمّا تأمله، ثم اتفقا على خطوة أولى معًا.',
  arFeminine:
    'ابدئي بما يهمّك أكثر من غيره: اختاري وقتًا هادئًا للحديث مع {other} عن «{statement}»، وعبّري عمّا تأملينه، ثم اتفقا على خطوة أولى معًا.',
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
  const { best, worst } = rankCategories(
    (id) => analysis.categoryScores[id]?.alignment,
    (id) => categoryTitle('family', id)[language],
  );
  const advice = (id: CategoryId) => content.categories[id];

  const top = best[0];
  const bottom = worst[0];
  const summary = [
    top && bottom
      ? fill(
          text(content.summary),
          summaryValues(pct, analysis.compatibilityScore, patternName(analysis.pattern, language), top, bottom),
        )
      : '',
    text(content.patternClosing[analysis.pattern.id]),
  ]
    .filter(Boolean)
    .join(' ');

  const strengths = Array.from({ length: ADVICE_COUNTS.strengths }, (_, i) => {
    const c = cycle(best, i);
    const template =
      c.score > STRONG_ALIGNMENT
        ? text(advice(c.id).strength)
        : i === 0
          ? text(advice(c.id).relativeStrength)
          : ALSO_CLOSE[language];
    return fill(template, categoryValues(pct, c));
  });

  const gap = gaps[0];
  const other = OTHER[reader][pairing][language];
  const gapStatement = gap ? quoted(gap.statement[language]) : '';
  const improvements = [
    ...(gap ? [fill(IMPORTANT_GAP_IMPROVEMENT[language], { statement: gapStatement })] : []),
    ...worst.map((c) => fill(text(advice(c.id).improvement), categoryValues(pct, c))),
  ].slice(0, ADVICE_COUNTS.improvements);

  const gapRecommendation =
    language === 'en'
      ? IMPORTANT_GAP_RECOMMENDATION.en
      : feminineReader(reader, pairing)
        ? IMPORTANT_GAP_RECOMMENDATION.arFeminine
        : IMPORTANT_GAP_RECOMMENDATION.arMasculine;
  const [first, second, third] = [cycle(worst, 0), cycle(worst, 1), cycle(worst, 2)];
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
    text(advice(cycle(best, 0).id).starters[1]),
  ]);
  for (const c of worst) {
    if (conversationStarters.length >= ADVICE_COUNTS.conversationStarters) break;
    const extra = text(advice(c.id).starters[1]);
    if (!conversationStarters.includes(extra)) conversationStarters.push(extra);
  }

  return { summary, strengths, improvements, recommendations, conversationStarters };
}
