import { CATEGORY_TITLES } from '../assessment/categories.ts';
import type { Bilingual } from '../assessment/question.ts';
import { CATEGORY_ADVICE } from '../content/advice/advisor-content.ts';
import { LEVEL, NO_STRENGTH_YET, SHARED_CONCERNS_IMPROVEMENT } from '../content/advice/honest-content.ts';
import type { Language } from '../language.ts';
import type { PairComparison, PairPatternId } from '../pair/compare.ts';
import { ADVICE_COUNTS, type Advice, recommendationsFor } from './advisor.ts';
import {
  type AddressedText,
  type AreaPlan,
  type AskedTopics,
  addressed,
  adviceOrder,
  categoryValues,
  cycle,
  fill,
  namedAreas,
  pairAreas,
  percentIn,
  planAreas,
  type RankedCategory,
  unique,
} from './template.ts';

/**
 * The built-in joint advice for a couple report, written from the comparison alone: it speaks to
 * both partners (Arabic dual) and never says who answered what. Deterministic, like the individual
 * advisor; the category recommendations and conversation starters are shared with it.
 */

// The agreement is a closeness index of two people's answers, not a share of statements agreed on:
// "Your answers are {score} close", never "you agree on {score}" (content review #11, glossary).
const SUMMARY: Bilingual = {
  en: 'Your answers are {score} close on what you each hope for and how you each see today, and your pattern is "{pattern}".',
  ar: 'تتقارب إجاباتكما بدرجة {score} فيما تتطلعان إليه وفي نظرتكما إلى واقعكما اليوم، ونمط نتيجتكما «{pattern}».',
};
/** The areas seen most alike: never one listed to grow (decision 055). */
export const MOST_ALIKE: Bilingual = {
  en: 'You see {best} most alike.',
  ar: 'أكثر ما تتقارب فيه نظرتكما {best}.',
};
/** The areas seen most differently: always one listed to grow. */
export const MOST_DIFFERENT: Bilingual = {
  en: 'You see {worst} most differently.',
  ar: 'أكثر ما تختلف فيه نظرتكما {worst}.',
};
export const ALIKE_AND_DIFFERENT: Bilingual = {
  en: 'You see {best} most alike and {worst} most differently.',
  ar: 'أكثر ما تتقارب فيه نظرتكما {best}، وأكثر ما تختلف فيه {worst}.',
};
const STRENGTH: Bilingual = {
  en: '{label} ({percent}): you hope for much the same and see today alike.',
  ar: '{label} ({percent}): تتقارب تطلعاتكما وتتشابه نظرتكما إلى الواقع.',
};
const RELATIVE_STRENGTH: Bilingual = {
  en: '{label} ({percent}) is where you see things most alike: start your conversations here.',
  ar: '{label} ({percent}): هنا تتقارب نظرتكما أكثر من أي جانب آخر، فاجعلاه منطلق حواركما.',
};
const ALSO_ALIKE: Bilingual = {
  en: '{label} ({percent}) is also among the areas you see most alike.',
  ar: 'ومن الجوانب التي تتقارب فيها نظرتكما أيضًا {label} ({percent}).',
};
/** The summary's closing line: the pattern's description is already shown beside the score. */
const CLOSING: Record<PairPatternId, Bilingual> = {
  in_harmony: {
    en: 'Keep protecting what already works between you.',
    ar: 'واصلا حماية ما ينجح بينكما ورعايته.',
  },
  different_hopes: {
    en: 'Start with the topics below, one at a time, and listen before answering.',
    ar: 'ابدآ بالموضوعات أدناه، واحدًا بعد الآخر، وليُصغِ كلٌّ منكما قبل أن يجيب.',
  },
  growing_together: {
    en: 'Let the areas where you agree carry the conversation about the others.',
    ar: 'اجعلا ما تتفقان عليه سندًا للحوار فيما تختلفان فيه.',
  },
  time_to_talk: {
    en: 'Listening to each other first, without judging, is the most useful next step.',
    ar: 'أنفع خطوة تالية أن يصغي كلٌّ منكما إلى الآخر أولًا، من غير أحكام.',
  },
};
/** Tied areas seen alike, named together. */
const GROUP_ALIKE: Bilingual = {
  en: '{areas}: you hope for much the same in each of these and see today alike.',
  ar: '{areas}: تتقارب تطلعاتكما في كلٍّ من هذه الجوانب، وتتشابه نظرتكما إلى واقعها.',
};
/** Tied areas seen differently, named together. */
const GROUP_DIFFERENT: Bilingual = {
  en: '{areas}: you see each of these differently; talk them over calmly, one at a time.',
  ar: '{areas}: تختلف نظرتكما في كلٍّ من هذه الجوانب، فتحاورا فيها بهدوء، واحدًا بعد الآخر.',
};
/** Seen alike, but hard today for at least one: the figure shown is that level of today. */
export const LOW_TODAY: Bilingual = {
  en: '{areas}: you see this alike, but today it is hard for at least one of you; talk together about one small thing that would make it better.',
  ar: '{areas}: تتقارب نظرتكما هنا، لكن الواقع اليوم صعب على أحدكما على الأقل؛ فتحدّثا معًا عن أمر صغير واحد يجعله أفضل.',
};
/** Growing Together's closing when there is nothing "other" to talk about: what is left is today. */
const TODAY_TOGETHER: Bilingual = {
  en: 'You see things alike; now talk together about one small thing that would make today better for both of you.',
  ar: 'نظرتكما متقاربة، فتحدّثا الآن معًا عن أمر صغير واحد يجعل واقعكما اليوم أفضل لكليكما.',
};

const CHECK_IN: Bilingual = {
  en: 'Set a regular, unhurried time each week to ask each other how things are going between you.',
  ar: 'خصّصا وقتًا منتظمًا هادئًا كل أسبوع ليسأل كلٌّ منكما الآخر عن حال ما بينكما.',
};
export const TOPICS_IMPROVEMENT: Bilingual = {
  en: 'You answered some statements quite differently; the report lists them as topics to talk about. Take one at a time.',
  ar: 'جاءت إجاباتكما عن بعض العبارات متباعدة، وقد جمعها التقرير في «موضوعات للحوار». تناولاها واحدًا بعد الآخر.',
};
/** Only when the report lists topics: "for each topic" with none would send the couple looking. */
export const LISTEN_FIRST: Bilingual = {
  en: 'Sit together with this report. For each topic, one of you speaks for two minutes about what they hope for while the other only listens, then swap.',
  ar: 'اجلسا معًا أمام هذا التقرير، ولكل موضوع يتحدث أحدكما دقيقتين عمّا يأمله والآخر يصغي فقط، ثم تتبادلان الأدوار.',
};
/** The same first step when there are no topics. */
const SIT_TOGETHER: Bilingual = {
  en: 'Sit together with this report: each name one thing that goes well between you and one small thing you would like to be better, and listen without answering back.',
  ar: 'اجلسا معًا أمام هذا التقرير، وليذكر كلٌّ منكما أمرًا يسير جيدًا بينكما وأمرًا صغيرًا يودّ أن يتحسّن، وليُصغِ الآخر دون أن يردّ.',
};
const RETAKE_TOGETHER: Bilingual = {
  en: 'Take this assessment together again in 3-6 months and compare the two reports.',
  ar: 'أعيدا هذا التقييم معًا بعد ثلاثة إلى ستة أشهر، وقارنا بين التقريرين.',
};

/**
 * The sentences after a pair summary's opening: level, or the areas seen most alike and most
 * differently (only those the lists agree with, see `planAreas`). `alike` and `different` are the
 * advisor's own templates.
 */
export function pairAreaSentences(
  language: Language,
  plan: AreaPlan,
  templates: { alike: string; different: string; both: string },
): string[] {
  const figures = unique(plan.ranked.map((c) => c.closeness ?? ''));
  if (plan.level) {
    return plan.ranked.length > 1 && figures.length === 1 ? [fill(LEVEL[language], { percent: figures[0] ?? '' })] : [];
  }
  const best = namedAreas(language, plan.top, 'closeness');
  const worst = namedAreas(language, plan.bottom, 'closeness');
  if (plan.top.length > 0 && plan.bottom.length > 0) return [fill(templates.both, { best, worst })];
  if (plan.top.length > 0) return [fill(templates.alike, { best })];
  return plan.bottom.length > 0 ? [fill(templates.different, { worst })] : [];
}

/** Whether a pair pattern's closing line is true of this advice. */
export const pairClosingFits = (pattern: PairPatternId, plan: AreaPlan, comparison: PairComparison) =>
  pattern === 'growing_together' ? plan.growth.length > 0 || comparison.topics.length > 0 : true;

export function builtinCoupleAdvice(comparison: PairComparison, language: Language, asked: AskedTopics): Advice {
  const pct = percentIn(language);
  // The couple is spoken to in the dual, which is what the shared texts' neutral Arabic forms use.
  const text = (b: AddressedText) => addressed(b, language, 'neutral');
  const plan = planAreas(pairAreas(comparison, (id) => CATEGORY_TITLES[id][language], language));
  const pattern = text(comparison.pattern.name);

  const summary = [
    fill(text(SUMMARY), { score: pct(comparison.agreement), pattern }),
    ...pairAreaSentences(language, plan, {
      alike: text(MOST_ALIKE),
      different: text(MOST_DIFFERENT),
      both: text(ALIKE_AND_DIFFERENT),
    }),
    text(pairClosingFits(comparison.pattern.id, plan, comparison) ? CLOSING[comparison.pattern.id] : TODAY_TOGETHER),
  ].join(' ');

  const strengths =
    plan.strengths.length === 0
      ? [text(NO_STRENGTH_YET)]
      : plan.strengths.map(([c, ...rest], i) => {
          const area = c as RankedCategory;
          if (rest.length > 0) return fill(text(GROUP_ALIKE), { areas: namedAreas(language, [area, ...rest]) });
          // "Start here" once, for the closest area; the next ones are named without repeating it.
          return fill(
            text(plan.strong(area) ? STRENGTH : i === 0 ? RELATIVE_STRENGTH : ALSO_ALIKE),
            categoryValues(area),
          );
        });

  const improvements = [
    ...(comparison.topics.length > 0 ? [text(TOPICS_IMPROVEMENT)] : []),
    ...(comparison.sharedConcerns.length > 0 ? [text(SHARED_CONCERNS_IMPROVEMENT)] : []),
    ...plan.growth.map(([c, ...rest]) =>
      rest.length > 0
        ? fill(text(GROUP_DIFFERENT), { areas: namedAreas(language, [c as RankedCategory, ...rest]) })
        : fill(text(CATEGORY_ADVICE[(c as RankedCategory).id].improvement), categoryValues(c as RankedCategory)),
    ),
    ...(plan.lowToday.length > 0
      ? [fill(text(LOW_TODAY), { areas: namedAreas(language, plan.lowToday, 'todayFigure') })]
      : []),
    text(CHECK_IN),
  ].slice(0, ADVICE_COUNTS.improvements);

  const order = adviceOrder(plan);
  const [first, second] = [cycle(order, 0), cycle(order, 1)];
  const recommendations = unique([
    text(comparison.topics.length > 0 ? LISTEN_FIRST : SIT_TOGETHER),
    ...(first ? recommendationsFor(CATEGORY_ADVICE[first.id], asked).map(text) : []),
    ...(second ? [text(recommendationsFor(CATEGORY_ADVICE[second.id], asked)[0])] : []),
    text(RETAKE_TOGETHER),
  ]).slice(0, ADVICE_COUNTS.recommendations);

  const conversationStarters = unique(order.flatMap((c) => CATEGORY_ADVICE[c.id].starters.map(text))).slice(
    0,
    ADVICE_COUNTS.conversationStarters,
  );

  return { summary, strengths, improvements, recommendations, conversationStarters };
}
