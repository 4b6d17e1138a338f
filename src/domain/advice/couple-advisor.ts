import { CATEGORY_TITLES } from '../assessment/categories.ts';
import type { Bilingual } from '../assessment/question.ts';
import { CATEGORY_ADVICE } from '../content/advice/advisor-content.ts';
import { NO_STRENGTH_YET, PAIR_TODAY_FIGURE, SHARED_CONCERNS_IMPROVEMENT } from '../content/advice/honest-content.ts';
import type { Language } from '../language.ts';
import type { PairComparison, PairPatternId } from '../pair/compare.ts';
import { ADVICE_COUNTS, type Advice, summaryLine } from './advisor.ts';
import {
  type AddressedText,
  addressed,
  categoryValues,
  cycle,
  fill,
  growthValues,
  pairAreas,
  percentIn,
  unique,
  worthKeeping,
} from './template.ts';

/**
 * The built-in joint advice for a couple report, written from the comparison alone: it speaks to
 * both partners (Arabic dual) and never says who answered what. Deterministic, like the individual
 * advisor; the category recommendations and conversation starters are shared with it.
 */

// The agreement is a closeness index of two people's answers, not a share of statements agreed on:
// "Your answers are {score} close", never "you agree on {score}" (content review #11, glossary).
const SUMMARY: Bilingual = {
  en: 'Your answers are {score} close on what you each hope for and how you each see today, and your pattern is "{pattern}". You see {best} most alike ({bestPercent}) and {worst} most differently ({worstPercent}).',
  ar: 'تتقارب إجاباتكما بدرجة {score} فيما تتطلعان إليه وفي نظرتكما إلى واقعكما اليوم، ونمط نتيجتكما «{pattern}». أكثر ما تتقارب فيه نظرتكما {best} ({bestPercent})، وأكثر ما تختلف فيه {worst} ({worstPercent}).',
};
const SUMMARY_SHORT: Bilingual = {
  en: 'Your answers are {score} close on what you each hope for and how you each see today, and your pattern is "{pattern}".',
  ar: 'تتقارب إجاباتكما بدرجة {score} فيما تتطلعان إليه وفي نظرتكما إلى واقعكما اليوم، ونمط نتيجتكما «{pattern}».',
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
/** Fills the growth areas when the couple sees most areas alike. */
/** An area close and good today that did not fit among the strengths: keep it so, rather than "fix" it. */
const KEEP_ALIKE: Bilingual = {
  en: '{label} ({percent}): you already see this alike and it goes well today; keep giving it time together so it stays that way.',
  ar: '{label} ({percent}): تتقارب نظرتكما هنا ويسير الأمر جيدًا اليوم؛ فامنحاه الوقت معًا ليبقى كذلك.',
};

const CHECK_IN: Bilingual = {
  en: 'Set a regular, unhurried time each week to ask each other how things are going between you.',
  ar: 'خصّصا وقتًا منتظمًا هادئًا كل أسبوع ليسأل كلٌّ منكما الآخر عن حال ما بينكما.',
};
const TOPICS_IMPROVEMENT: Bilingual = {
  en: 'You answered some statements quite differently; the report lists them as topics to talk about. Take one at a time.',
  ar: 'جاءت إجاباتكما عن بعض العبارات متباعدة، وقد جمعها التقرير في «موضوعات للحوار». تناولاها واحدًا بعد الآخر.',
};
const LISTEN_FIRST: Bilingual = {
  en: 'Sit together with this report. For each topic, one of you speaks for two minutes about what they hope for while the other only listens, then swap.',
  ar: 'اجلسا معًا أمام هذا التقرير، ولكل موضوع يتحدث أحدكما دقيقتين عمّا يأمله والآخر يصغي فقط، ثم تتبادلان الأدوار.',
};
const RETAKE_TOGETHER: Bilingual = {
  en: 'Take this assessment together again in 3-6 months and compare the two reports.',
  ar: 'أعيدا هذا التقييم معًا بعد ثلاثة إلى ستة أشهر، وقارنا بين التقريرين.',
};

export function builtinCoupleAdvice(comparison: PairComparison, language: Language): Advice {
  const pct = percentIn(language);
  // The couple is spoken to in the dual, which is what the shared texts' neutral Arabic forms use.
  const text = (b: AddressedText) => addressed(b, language, 'neutral');
  const areas = pairAreas(comparison, (id) => CATEGORY_TITLES[id][language]);
  const pattern = text(comparison.pattern.name);

  const summary = [
    summaryLine(
      language,
      { full: text(SUMMARY), short: text(SUMMARY_SHORT) },
      { score: comparison.agreement, pattern, ...areas },
    ),
    text(CLOSING[comparison.pattern.id]),
  ].join(' ');

  const strengths =
    areas.strengths.length === 0
      ? [text(NO_STRENGTH_YET)]
      : areas.strengths.map((c, i) =>
          // "Start here" once, for the closest area; the next ones are named without repeating it.
          fill(text(worthKeeping(c) ? STRENGTH : i === 0 ? RELATIVE_STRENGTH : ALSO_ALIKE), categoryValues(pct, c)),
        );

  const improvements = [
    ...(comparison.topics.length > 0 ? [text(TOPICS_IMPROVEMENT)] : []),
    ...(comparison.sharedConcerns.length > 0 ? [text(SHARED_CONCERNS_IMPROVEMENT)] : []),
    ...areas.growth.map((c) =>
      worthKeeping(c)
        ? fill(text(KEEP_ALIKE), categoryValues(pct, c))
        : fill(text(CATEGORY_ADVICE[c.id].improvement), growthValues(pct, c, PAIR_TODAY_FIGURE[language])),
    ),
    text(CHECK_IN),
  ].slice(0, ADVICE_COUNTS.improvements);

  const order = [...areas.growth, ...areas.worst.filter((c) => !areas.growth.includes(c))];
  const [first, second] = [cycle(order, 0), cycle(order, 1)];
  const recommendations = unique([
    text(LISTEN_FIRST),
    ...(first ? CATEGORY_ADVICE[first.id].recommendations.map(text) : []),
    ...(second ? [text(CATEGORY_ADVICE[second.id].recommendations[0])] : []),
    text(RETAKE_TOGETHER),
  ]).slice(0, ADVICE_COUNTS.recommendations);

  const conversationStarters = unique(order.flatMap((c) => CATEGORY_ADVICE[c.id].starters.map(text))).slice(
    0,
    ADVICE_COUNTS.conversationStarters,
  );

  return { summary, strengths, improvements, recommendations, conversationStarters };
}
