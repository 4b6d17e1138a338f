import type { SourcedAdvice } from './advice/ai-analysis.ts';
import { BUILTIN_SOURCE } from './advice/ai-analysis.ts';
import { type AddressedText, addressed, addressFor } from './advice/template.ts';
import type { Bilingual } from './assessment/question.ts';
import type { Language } from './language.ts';
import type { PairPatternId } from './pair/compare.ts';

/**
 * A couple report as a person whose private check showed the help card reads it (decision 054). The joint
 * advice asks both partners to sit together, take turns and ask each other questions; PREPARE/ENRICH and
 * Gottman's Checkup send any sign of abuse to the person alone first, because joint work can do harm. So
 * this reader gets words that ask nothing of the two of them together and put support for the reader first.
 * The partner's report is built without any of this and never changes.
 *
 * Arabic follows the reader (decision 031): one string where it reads alike for everyone, else `m`, `f`
 * and `neutral`, which name the partner «شريكة حياتك» for a man and «شريك حياتك» otherwise.
 */

const SUMMARY: AddressedText = {
  en: 'This report is yours to read on your own, in your own time. If talking about it with your partner does not feel safe, you do not have to. What comes first is that you are safe and have support.',
  ar: {
    m: 'هذا التقرير لك، ولا عجلة في قراءته. وإن لم يكن الحديث فيه مع شريكة حياتك آمنًا، فلا شيء يُلزمك به. وأول ما يهمّ سلامتك ووجود من يساندك.',
    f: 'هذا التقرير لك، ولا عجلة في قراءته. وإن لم يكن الحديث فيه مع شريك حياتك آمنًا، فلا شيء يُلزمك به. وأول ما يهمّ سلامتك ووجود من يساندك.',
    neutral:
      'هذا التقرير لك، ولا عجلة في قراءته. وإن لم يكن الحديث فيه مع شريك حياتك آمنًا، فلا شيء يُلزمك به. وأول ما يهمّ سلامتك ووجود من يساندك.',
  },
};

/** Support for the reader first, then the freedom not to talk, then where help is, then their own result. */
const RECOMMENDATIONS: AddressedText[] = [
  {
    en: 'Support for yourself comes first: a doctor, a family counsellor or someone you trust can help you think through what this report shows, in confidence.',
    ar: 'الدعم لك أنت أولًا: يمكن لطبيب أو مستشار أسري أو شخص موضع ثقتك أن يعينك بسرّية على التفكير فيما يُظهره هذا التقرير.',
  },
  {
    en: 'You do not have to talk about this report with your partner, or show it to anyone. If a conversation about these topics does not feel safe, it can wait, or not happen at all.',
    ar: {
      m: 'لا شيء يُلزمك بالحديث في هذا التقرير مع شريكة حياتك، ولا بإطلاع أحد عليه. وإن لم يكن الحوار في هذه الموضوعات آمنًا، فيمكن أن ينتظر، أو ألّا يكون أبدًا.',
      f: 'لا شيء يُلزمك بالحديث في هذا التقرير مع شريك حياتك، ولا بإطلاع أحد عليه. وإن لم يكن الحوار في هذه الموضوعات آمنًا، فيمكن أن ينتظر، أو ألّا يكون أبدًا.',
      neutral:
        'لا شيء يُلزمك بالحديث في هذا التقرير مع شريك حياتك، ولا بإطلاع أحد عليه. وإن لم يكن الحوار في هذه الموضوعات آمنًا، فيمكن أن ينتظر، أو ألّا يكون أبدًا.',
    },
  },
  {
    en: 'Help is private and close: “Where to find help”, on this report, lists what you can do and whom you can reach in your country.',
    ar: 'المساعدة قريبة وسرّية: رابط «مصادر المساعدة» في هذا التقرير يذكر ما يمكن فعله والجهات التي يمكن التواصل معها في بلدك.',
  },
  {
    en: 'Your own result, from your own answers, is yours alone: it can help you put into words what matters to you.',
    ar: 'نتيجتك الخاصة المبنيّة على إجاباتك لك وحدك، وقد تعينك على التعبير عمّا يهمّك.',
  },
];

/** What each pattern says, as facts about the answers: no step the two are asked to take together. */
const PATTERN_DESCRIPTIONS: Record<PairPatternId, Bilingual> = {
  in_harmony: {
    en: 'Your answers and your partner’s are close, on what you each hope for and on today.',
    ar: 'جاءت إجابات الطرفين متقاربة فيما يتطلع إليه كلٌّ منهما وفي الواقع اليوم.',
  },
  different_hopes: {
    en: 'On something at least one of you holds important, your hopes are quite different.',
    ar: 'في أمرٍ يراه أحد الطرفين على الأقل مهمًّا، تختلف التطلعات اختلافًا واضحًا.',
  },
  growing_together: {
    en: 'You see several areas alike; some areas, or how things are today, are harder.',
    ar: 'تتقارب نظرة الطرفين في عدة جوانب، وبعض الجوانب، أو الواقع اليوم، أصعب من غيرها.',
  },
  time_to_talk: {
    en: 'In several areas your hopes, or how you each see today, are different. This is information for you, not a verdict.',
    ar: 'في عدة جوانب تختلف التطلعات، أو النظرة إلى الواقع اليوم. هذه معلومات لك، لا حكمٌ نهائي.',
  },
};

/** The advice this reader is shown in place of the joint advice, in one language, for their profile's gender. */
export function privateCoupleAdvice(language: Language, gender: string | null | undefined): SourcedAdvice {
  const address = addressFor(gender);
  const text = (value: AddressedText) => addressed(value, language, address);
  return {
    summary: text(SUMMARY),
    strengths: [],
    improvements: [],
    recommendations: RECOMMENDATIONS.map(text),
    conversationStarters: [],
    source: BUILTIN_SOURCE,
  };
}

export const privatePatternDescription = (pattern: PairPatternId): Bilingual => PATTERN_DESCRIPTIONS[pattern];

/** Every text of the private view, for tests that read each one in each language and address. */
export const PRIVATE_VIEW_TEXTS: readonly AddressedText[] = [
  SUMMARY,
  ...RECOMMENDATIONS,
  ...Object.values(PATTERN_DESCRIPTIONS),
];
