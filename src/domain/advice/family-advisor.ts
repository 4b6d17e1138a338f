import type { CategoryId } from '../assessment/categories.ts';
import type { Perspective } from '../assessment/family-questions.ts';
import type { Pairing } from '../assessment/family-types.ts';
import { categoryTitle } from '../assessment/kind.ts';
import type { Bilingual } from '../assessment/question.ts';
import { type Analysis, patternName } from '../assessment/scoring.ts';
import content from '../content/advice/family-advice-content.ts';
import {
  ABOVE_HOPES_SCORE,
  ABOVE_STRENGTH,
  ALSO_CLOSE,
  GROUP_GROWTH,
  GROUP_RELATIVE,
  GROUP_STRENGTH,
  GROUP_STRENGTH_ABOVE,
  LOW_REALITY_CLOSING,
  LOW_TODAY_AREAS,
  NO_STRENGTH_YET,
  NOTHING_SHORT,
  SHARED_CONCERNS_IMPROVEMENT,
  START_SMALL,
  TIED_IMPORTANT_GAPS,
} from '../content/advice/honest-content.ts';
import type { Language } from '../language.ts';
import type { PairComparison } from '../pair/compare.ts';
import {
  ADVICE_COUNTS,
  type Advice,
  closingFits,
  type ImportantGap,
  leadingGaps,
  personalAreaSentences,
} from './advisor.ts';
import { pairAreaSentences } from './couple-advisor.ts';
import type { RoleText } from './family-types.ts';
import {
  adviceOrder,
  categoryValues,
  cycle,
  fill,
  namedAreas,
  pairAreas,
  percentIn,
  personalAreas,
  planAreas,
  quoted,
  type RankedCategory,
  unique,
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

/** Several important statements tie at the largest shortfall: the step names the other, not one statement. */
const TIED_IMPORTANT_RECOMMENDATION: Bilingual = {
  en: 'Start with what matters most to you: of the statements you marked as very important, choose the one that weighs on you most, talk about it calmly with {other}, and agree on one first step together.',
  ar: 'البداية بما يهمّك أكثر من غيره: اختيارُ أثقل العبارات التي عددتها مهمة جدًّا على النفس، ثم الحديث فيها بهدوء مع {other}، والاتفاق معًا على خطوة أولى.',
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
  const say = (b: Bilingual, values: Record<string, string> = {}) => fill(b[language], values);
  const plan = planAreas(personalAreas(analysis, (id) => categoryTitle('family', id)[language], language));
  const advice = (id: CategoryId) => content.categories[id];

  const summary = [
    fill(SHORT_SUMMARY[language], {
      score: pct(analysis.compatibilityScore),
      pattern: patternName(analysis.pattern, language),
    }),
    ...personalAreaSentences(language, plan),
    ...(analysis.signals.includes('above_hopes') ? [say(ABOVE_HOPES_SCORE, { reality: pct(analysis.reality) })] : []),
    analysis.signals.includes('low_reality')
      ? say(LOW_REALITY_CLOSING, { reality: pct(analysis.reality) })
      : closingFits(analysis.pattern.id, plan)
        ? text(content.patternClosing[analysis.pattern.id])
        : say(START_SMALL),
  ].join(' ');

  const strengths =
    plan.strengths.length === 0
      ? [say(NO_STRENGTH_YET)]
      : plan.strengths.map(([c, ...rest], i) => {
          const area = c as RankedCategory;
          if (rest.length > 0) {
            const group = [area, ...rest];
            const strong = group.some((c) => c.above) ? GROUP_STRENGTH_ABOVE : GROUP_STRENGTH;
            return say(plan.strong(area) ? strong : GROUP_RELATIVE, { areas: namedAreas(language, group) });
          }
          if (area.above) return say(ABOVE_STRENGTH, categoryValues(area));
          return fill(
            plan.strong(area)
              ? text(advice(area.id).strength)
              : i === 0
                ? text(advice(area.id).relativeStrength)
                : ALSO_CLOSE[language],
            categoryValues(area),
          );
        });

  const lead = leadingGaps(gaps);
  const gap = lead.length === 1 ? lead[0] : undefined;
  const other = OTHER[reader][pairing][language];
  const gapStatement = gap ? quoted(gap.statement[language]) : '';
  const improvements = [
    ...(gap ? [fill(IMPORTANT_GAP_IMPROVEMENT[language], { statement: gapStatement })] : []),
    ...(lead.length > 1 ? [say(TIED_IMPORTANT_GAPS)] : []),
    ...plan.growth.map(([c, ...rest]) =>
      rest.length > 0
        ? say(GROUP_GROWTH, { areas: namedAreas(language, [c as RankedCategory, ...rest]) })
        : fill(text(advice((c as RankedCategory).id).improvement), categoryValues(c as RankedCategory)),
    ),
    ...(plan.lowToday.length > 0
      ? [say(LOW_TODAY_AREAS, { areas: namedAreas(language, plan.lowToday, 'todayFigure') })]
      : []),
  ].slice(0, ADVICE_COUNTS.improvements);
  if (improvements.length === 0) improvements.push(say(NOTHING_SHORT));

  const gapRecommendation =
    language === 'en'
      ? IMPORTANT_GAP_RECOMMENDATION.en
      : feminineReader(reader, pairing)
        ? IMPORTANT_GAP_RECOMMENDATION.arFeminine
        : IMPORTANT_GAP_RECOMMENDATION.arMasculine;
  const order = adviceOrder(plan);
  const [first, second, third] = [cycle(order, 0), cycle(order, 1), cycle(order, 2)];
  const recommendations = unique([
    ...(gap ? [fill(gapRecommendation, { statement: gapStatement, other })] : []),
    ...(lead.length > 1 ? [say(TIED_IMPORTANT_RECOMMENDATION, { other })] : []),
    text(advice(first.id).recommendations[0]),
    text(advice(first.id).recommendations[1]),
    text(advice(second.id).recommendations[0]),
    text(advice(third.id).recommendations[0]),
  ]).slice(0, ADVICE_COUNTS.recommendations - 1);
  recommendations.push(text(content.retake));

  const conversationStarters = unique([
    text(advice(first.id).starters[0]),
    text(advice(second.id).starters[0]),
    text(advice(cycle(plan.best, 0).id).starters[1]),
  ]);
  for (const c of order) {
    if (conversationStarters.length >= ADVICE_COUNTS.conversationStarters) break;
    const extra = text(advice(c.id).starters[1]);
    if (!conversationStarters.includes(extra)) conversationStarters.push(extra);
  }

  return { summary, strengths, improvements, recommendations, conversationStarters };
}

/** The summary's opening; the sentences about the areas follow (decision 055). */
const SHORT_SUMMARY: Bilingual = {
  en: 'Your alignment between hopes and reality is {score}, and your pattern is "{pattern}".',
  ar: 'يبلغ التوافق بين تطلعاتك وواقعك {score}، ونمط نتيجتك «{pattern}».',
};

/** The joint family advice's own sentences: about the two of them, with `{other}` as the reader names them. */
const PAIR: Record<
  | 'short'
  | 'alike'
  | 'different'
  | 'both'
  | 'groupAlike'
  | 'groupDifferent'
  | 'strength'
  | 'relativeStrength'
  | 'alsoAlike'
  | 'topics'
  | 'growth'
  | 'alsoDifferent'
  | 'lowToday'
  | 'allAlike'
  | 'retake',
  Bilingual
> = {
  short: {
    en: 'Your answers and those of {other} are {score} alike, across what you hope for and how you see today, and your pattern is "{pattern}".',
    ar: 'تتقارب إجاباتك وإجابات {other} بدرجة {score} فيما تتطلعان إليه وفي نظرتكما إلى واقعكما اليوم، ونمط نتيجتكما «{pattern}».',
  },
  /** The areas seen most alike: never one listed to grow (decision 055). */
  alike: {
    en: 'You and {other} see {best} most alike.',
    ar: 'أكثر ما تتقارب فيه نظرتك ونظرة {other} {best}.',
  },
  /** The areas seen most differently: always one listed to grow. */
  different: {
    en: 'You and {other} see {worst} most differently.',
    ar: 'أكثر ما تختلف فيه نظرتك ونظرة {other} {worst}.',
  },
  both: {
    en: 'You and {other} see {best} most alike and {worst} most differently.',
    ar: 'أكثر ما تتقارب فيه نظرتك ونظرة {other} {best}، وأكثر ما تختلفان فيه {worst}.',
  },
  groupAlike: {
    en: '{areas}: you and {other} hope for much the same in each of these and see today alike.',
    ar: '{areas}: تتقارب تطلعاتك وتطلعات {other} في كلٍّ من هذه الجوانب، وتتشابه نظرتكما إلى واقعها.',
  },
  groupDifferent: {
    en: '{areas}: you and {other} see each of these differently; talk them over calmly, one at a time.',
    ar: '{areas}: تختلف نظرتك ونظرة {other} في كلٍّ من هذه الجوانب، ويحسن الحديث فيها معًا بهدوء، واحدًا بعد الآخر.',
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
    en: '{areas}: you and {other} see this alike, but today it is hard for at least one of you; talk together about one small thing that would make it better.',
    ar: '{areas}: تتقارب نظرتك ونظرة {other} هنا، لكن الواقع اليوم صعب على أحدكما على الأقل؛ ويحسن أن تتحدثا معًا عن أمر صغير واحد يجعله أفضل.',
  },
  /** When nothing is seen differently and nothing is hard today: the one step left is to keep talking. */
  allAlike: {
    en: 'You and {other} see every area much alike; keep talking together about how things are going, and about one small thing that would make today better still.',
    ar: 'تتقارب نظرتك ونظرة {other} في الجوانب كلها، ويحسن أن تواصلا الحديث معًا عن أحوالكما، وعن أمر صغير واحد يجعل واقعكما اليوم أفضل.',
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
  const plan = planAreas(pairAreas(comparison, (id) => categoryTitle('family', id)[language], language));
  const advice = (id: CategoryId) => content.categories[id];

  const summary = [
    say(PAIR.short, { score: pct(comparison.agreement), pattern: comparison.pattern.name[language] }),
    ...pairAreaSentences(language, plan, {
      alike: say(PAIR.alike),
      different: say(PAIR.different),
      both: say(PAIR.both),
    }),
  ].join(' ');

  const strengths =
    plan.strengths.length === 0
      ? [NO_STRENGTH_YET[language]]
      : plan.strengths.map(([c, ...rest], i) => {
          const area = c as RankedCategory;
          if (rest.length > 0) return say(PAIR.groupAlike, { areas: namedAreas(language, [area, ...rest]) });
          return say(
            plan.strong(area) ? PAIR.strength : i === 0 ? PAIR.relativeStrength : PAIR.alsoAlike,
            categoryValues(area),
          );
        });

  // "Most differently" names one area only when it stands alone at the bottom.
  const improvements = [
    ...(comparison.topics.length > 0 ? [say(PAIR.topics)] : []),
    ...(comparison.sharedConcerns.length > 0 ? [SHARED_CONCERNS_IMPROVEMENT[language]] : []),
    ...plan.growth.map(([c, ...rest], i) =>
      rest.length > 0
        ? say(PAIR.groupDifferent, { areas: namedAreas(language, [c as RankedCategory, ...rest]) })
        : say(i === 0 ? PAIR.growth : PAIR.alsoDifferent, categoryValues(c as RankedCategory)),
    ),
    ...(plan.lowToday.length > 0
      ? [say(PAIR.lowToday, { areas: namedAreas(language, plan.lowToday, 'todayFigure') })]
      : []),
  ].slice(0, ADVICE_COUNTS.improvements);
  if (improvements.length === 0) improvements.push(say(PAIR.allAlike));

  const order = adviceOrder(plan);
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
