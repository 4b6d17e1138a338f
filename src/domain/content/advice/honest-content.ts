import type { Bilingual } from '../../assessment/question.ts';

/**
 * Sentences the three advisors share so that advice never says more than the figures do (decision
 * 028): areas that tie, no area good enough to call a strength, a high score over a low today, and
 * difficulties both sides see. The Arabic is written in forms that fit any reader (no gendered verb).
 */

/** Follows the summary when every area has the same score: "closest" and "widest" would not be true. */
export const LEVEL: Bilingual = {
  en: 'Every area is at the same level ({percent}).',
  ar: 'جميع الجوانب في المستوى نفسه ({percent}).',
};

/** The strengths when no area is both close to the hope and good today. */
export const NO_STRENGTH_YET: Bilingual = {
  en: 'No area stands out as a strength yet: the areas to grow, below, are the place to begin.',
  ar: 'لا يبرز جانبٌ بعينه نقطةَ قوة حتى الآن، والجوانب التي تحتاج إلى نموّ أدناه هي نقطة البداية.',
};

/** Replaces the pattern's closing line when hopes and today are close but today is low (`low_reality`). */
export const LOW_REALITY_CLOSING: Bilingual = {
  en: 'Your hopes and today are close, but today itself is low ({reality}): a high score here does not mean things are going well. One small thing that would make today better is the place to start.',
  ar: 'تطلعاتك قريبة من واقعك، لكن مستوى الواقع نفسه منخفض ({reality})؛ فارتفاع النتيجة هنا لا يعني أن الأمور على ما يرام، والبداية أمرٌ صغير واحد يحسّن واقع اليوم.',
};

/** A pair (couple or family) who both rate some statements low today. */
export const SHARED_CONCERNS_IMPROVEMENT: Bilingual = {
  en: 'You both rate some things low today; the report lists them. Agreeing on a difficulty is a place to start together, not a sign that all is well.',
  ar: 'يرى كلاكما بعض الأمور ضعيفة اليوم، وقد جمعها التقرير. الاتفاق على صعوبةٍ ما نقطة بداية مشتركة، لا علامة على أن كل شيء على ما يرام.',
};

/** After the first, other relatively close areas of one person's result, without repeating "a base to build on". */
export const ALSO_CLOSE: Bilingual = {
  en: '{label} ({percent}) is also among the areas closest to what you hope for.',
  // تطلعاتك is spelled alike for every reader without diacritics; the label closes the sentence (no fragment).
  ar: 'ومن الجوانب الأقرب إلى تطلعاتك أيضًا {label} ({percent}).',
};

/**
 * The figure beside a growth area that is close to the hope but low today: "Values (100%)" in a list of
 * things to grow would read as a contradiction, so such an area is named by its level of today.
 */
export const TODAY_FIGURE: Bilingual = {
  en: 'today {percent}',
  ar: 'الواقع اليوم {percent}',
};

/** The same for a pair, whose level of today in an area is the lower of the two sides'. */
export const PAIR_TODAY_FIGURE: Bilingual = {
  en: 'today {percent} for one of you',
  ar: 'الواقع اليوم لدى أحدكما {percent}',
};
