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

/**
 * Replaces the pattern's closing line when hopes and today are close but today is not good
 * (`low_reality`: below 70, so "only" fits 20 % and 65 % alike).
 */
export const LOW_REALITY_CLOSING: Bilingual = {
  en: 'Your hopes and today are close, but today itself is only {reality}: a high score here does not mean things are going well. One small thing that would make today better is the place to start.',
  ar: 'تطلعاتك قريبة من واقعك، لكن مستوى الواقع نفسه لا يتجاوز {reality}؛ فارتفاع النتيجة هنا لا يعني أن الأمور على ما يرام، والبداية أمرٌ صغير واحد يحسّن واقع اليوم.',
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

/*
 * Rules version 3 (decision 055): sentences that follow the shortfall. `{areas}` is one or more area
 * names with their figures, named together when they tie; `{best}` / `{worst}` the same for the summary.
 */

/** The summary when no area's today is below its hope. */
export const NONE_SHORT: Bilingual = {
  en: 'Today meets or goes beyond your hopes in every area.',
  ar: 'واقعك اليوم يبلغ تطلعاتك أو يفوقها في كل الجوانب.',
};

/** The summary when today is above the hope in every area. */
export const ALL_ABOVE: Bilingual = {
  en: 'Today is better than you hoped in every area.',
  // تطلعتَ / تطلعتِ are spelled alike without diacritics: one text for every reader.
  ar: 'واقعك اليوم أفضل مما تطلعت إليه في كل الجوانب.',
};

/** The kind line for areas where today is above the hope (never called a gap). */
export const ABOVE_IN: Bilingual = {
  en: 'Today is better than you hoped in {areas}.',
  ar: 'واقعك اليوم أفضل مما تطلعت إليه في {areas}.',
};

/** Where today is closest to the hope: never an area listed to grow. */
export const CLOSEST: Bilingual = {
  en: 'Today comes closest to your hopes in {best}.',
  ar: 'أقرب ما يكون واقعك إلى تطلعاتك في {best}.',
};

/** Both ends at once: the closest is never listed to grow, the furthest always is. */
export const CLOSEST_AND_FURTHEST: Bilingual = {
  en: 'Today comes closest to your hopes in {best}, and falls furthest short of them in {worst}.',
  ar: 'أقرب ما يكون واقعك إلى تطلعاتك في {best}، وأبعد ما يكون عنها في {worst}.',
};

/** Where today falls furthest short: always an area listed to grow. */
export const FURTHEST: Bilingual = {
  en: 'Today falls furthest short of your hopes in {worst}.',
  ar: 'أبعد ما يكون واقعك عن تطلعاتك في {worst}.',
};

/** With `above_hopes`: why the score reads lower than today. */
export const ABOVE_HOPES_SCORE: Bilingual = {
  en: 'On more than half of the statements today is better than you hoped; the score counts that as distance too, which is why it reads lower than today ({reality}).',
  ar: 'في أكثر من نصف العبارات جاء واقعك أفضل مما تطلعت إليه، والنتيجة تحسب ذلك مسافةً أيضًا، ولهذا تبدو أدنى من مستوى الواقع اليوم ({reality}).',
};

/** The closing when the pattern's own closing would speak of strengths or gaps the advice does not list. */
export const START_SMALL: Bilingual = {
  en: 'One small step in the area that matters most to you is the place to start.',
  ar: 'والبداية خطوة صغيرة في الجانب الأهمّ لديك.',
};

/** A strength lived above the hope: "close to what you hope for" would undersell it. */
export const ABOVE_STRENGTH: Bilingual = {
  en: '{label} ({percent}): today is better than you hoped.',
  ar: '{label} ({percent}): واقعك اليوم أفضل مما تطلعت إليه.',
};

/** Tied strong areas, some lived above the hope, named together. */
export const GROUP_STRENGTH_ABOVE: Bilingual = {
  en: '{areas}: in each of these, today is close to what you hope for, or better.',
  ar: '{areas}: في كلٍّ من هذه الجوانب يقترب واقعك من تطلعاتك أو يفوقها.',
};

/** Tied strong areas, named together. */
export const GROUP_STRENGTH: Bilingual = {
  en: '{areas}: in each of these, today is close to what you hope for.',
  ar: '{areas}: في كلٍّ من هذه الجوانب يقترب واقعك من تطلعاتك.',
};

/** Tied areas that are closest although none is strong, named together. */
export const GROUP_RELATIVE: Bilingual = {
  en: '{areas}: these are where your hopes and your daily life are closest, a base to build on.',
  ar: '{areas}: هنا يقترب واقعك اليومي من تطلعاتك أكثر من سائر الجوانب، وهذا أساسٌ يمكن البناء عليه.',
};

/** Tied areas where today falls short, named together. */
export const GROUP_GROWTH: Bilingual = {
  en: '{areas}: in each of these, today falls short of what you hope for; take them one at a time.',
  ar: '{areas}: في كلٍّ من هذه الجوانب يقصر واقعك عن تطلعاتك، والأجدى تناولها واحدًا بعد الآخر.',
};

/** Areas low today where today is all that was hoped for: said as today, never as a gap. */
export const LOW_TODAY_AREAS: Bilingual = {
  en: '{areas}: today is low, even though it is all you hope for. It may help to ask whether your hopes have grown smaller over time, and what one small change would make today better.',
  ar: '{areas}: الواقع اليوم منخفض مع أنه يبلغ تطلعاتك. وقد يفيد التساؤل: هل صغُرت التطلعات مع الوقت؟ وما التغيير الصغير الذي يجعل واقع اليوم أفضل؟',
};

/** The growth areas when nothing falls short and nothing is low today. */
export const NOTHING_SHORT: Bilingual = {
  en: 'No area falls short of what you hope for today; keep giving time and care to what works so it stays that way.',
  ar: 'لا يقصر واقعك اليوم عن تطلعاتك في أي جانب، ومنحُ ما ينجح الوقتَ والعناية يُبقيه كذلك.',
};

/** Several important statements tie at the largest shortfall: none is picked by its place in the list. */
export const TIED_IMPORTANT_GAPS: Bilingual = {
  en: 'Several things you marked as very important are equally far from today’s reality; start with the one that weighs on you most.',
  // عددتَها / عددتِها are spelled alike without diacritics.
  ar: 'عدة أمور عددتها مهمة جدًّا ما زالت بعيدة عن واقع اليوم بالقدر نفسه، والبداية بأثقلها على النفس.',
};

export const TIED_IMPORTANT_RECOMMENDATION: Bilingual = {
  en: 'Start with what matters most to you: of the statements you marked as very important, choose the one that weighs on you most, talk about it calmly together, and agree on one first step.',
  ar: 'البداية بما يهمّك أكثر من غيره: اختيارُ أثقل العبارات التي عددتها مهمة جدًّا على النفس، ثم الحديث فيها بهدوء، والاتفاق على خطوة أولى.',
};
