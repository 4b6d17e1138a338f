import type { AiAnalysis, SourcedAdvice } from './advice/ai-analysis.ts';
import { BUILTIN_SOURCE } from './advice/ai-analysis.ts';
import { type AddressedText, addressed, addressFor } from './advice/template.ts';
import type { Bilingual } from './assessment/question.ts';
import type { Pattern, PatternId } from './assessment/scoring.ts';
import { LANGUAGES, type Language } from './language.ts';
import type { PairPatternId } from './pair/compare.ts';

/**
 * What a person whose private check showed the help card reads of their own result, couple report and
 * family report (decision 054). The advice elsewhere asks two people to sit together, take turns and ask
 * each other questions; PREPARE/ENRICH and Gottman's Checkup send any sign of abuse to the person alone
 * first, because joint work can do harm. So this reader gets words that ask nothing of them together with
 * anyone and put support for the reader first, on every page that advises them. Whoever else reads the
 * same assessment gets what they always get: nothing here is built for them.
 *
 * Arabic follows the reader (decision 031): one string where it reads alike for everyone, else `m`, `f`
 * and `neutral`, which name the partner «شريكة حياتك» for a man and «شريك حياتك» otherwise.
 */

/** The pages a private view speaks on: the person's own result, and their side of a pair's report. */
export type PrivateViewOf = 'result' | 'couple' | 'family';

/** The freedom not to talk, said of this page and of whom the reader would talk to. */
const partnered = (m: string, f: string): AddressedText['ar'] => ({ m, f, neutral: f });

const SUPPORT_REPORT: AddressedText = {
  en: 'Support for yourself comes first: a doctor, a family counsellor or someone you trust can help you think through what this report shows, in confidence.',
  ar: 'الدعم لك أنت أولًا: يمكن لطبيب أو مستشار أسري أو شخص موضع ثقتك أن يعينك بسرّية على التفكير فيما يُظهره هذا التقرير.',
};

const HELP_REPORT: AddressedText = {
  en: 'Help is private and close: “Where to find help”, on this report, lists what you can do and whom you can reach in your country.',
  ar: 'المساعدة قريبة وسرّية: رابط «مصادر المساعدة» في هذا التقرير يذكر ما يمكن فعله والجهات التي يمكن التواصل معها في بلدك.',
};

const OWN_RESULT: AddressedText = {
  en: 'Your own result, from your own answers, is yours alone: it can help you put into words what matters to you.',
  ar: 'نتيجتك الخاصة المبنيّة على إجاباتك لك وحدك، وقد تعينك على التعبير عمّا يهمّك.',
};

/** Each page's summary, then its steps: support for the reader first, the freedom not to talk, where help is. */
const VIEWS: Record<PrivateViewOf, { summary: AddressedText; recommendations: AddressedText[] }> = {
  couple: {
    summary: {
      en: 'This report is yours to read on your own, in your own time. If talking about it with your partner does not feel safe, you do not have to. What comes first is that you are safe and have support.',
      ar: partnered(
        'هذا التقرير لك، ولا عجلة في قراءته. وإن لم يكن الحديث فيه مع شريكة حياتك آمنًا، فلا شيء يُلزمك به. وأول ما يهمّ سلامتك ووجود من يساندك.',
        'هذا التقرير لك، ولا عجلة في قراءته. وإن لم يكن الحديث فيه مع شريك حياتك آمنًا، فلا شيء يُلزمك به. وأول ما يهمّ سلامتك ووجود من يساندك.',
      ),
    },
    recommendations: [
      SUPPORT_REPORT,
      {
        en: 'You do not have to talk about this report with your partner, or show it to anyone. If a conversation about these topics does not feel safe, it can wait, or not happen at all.',
        ar: partnered(
          'لا شيء يُلزمك بالحديث في هذا التقرير مع شريكة حياتك، ولا بإطلاع أحد عليه. وإن لم يكن الحوار في هذه الموضوعات آمنًا، فيمكن أن ينتظر، أو ألّا يكون أبدًا.',
          'لا شيء يُلزمك بالحديث في هذا التقرير مع شريك حياتك، ولا بإطلاع أحد عليه. وإن لم يكن الحوار في هذه الموضوعات آمنًا، فيمكن أن ينتظر، أو ألّا يكون أبدًا.',
        ),
      },
      HELP_REPORT,
      OWN_RESULT,
    ],
  },
  // A parent or a child reads it: whoever the other side is, the words name no one.
  family: {
    summary: {
      en: 'This report is yours to read on your own, in your own time. If talking about it with anyone in your family does not feel safe, you do not have to. What comes first is that you are safe and have support.',
      ar: 'هذا التقرير لك، ولا عجلة في قراءته. وإن لم يكن الحديث فيه مع أحد من أسرتك آمنًا، فلا شيء يُلزمك به. وأول ما يهمّ سلامتك ووجود من يساندك.',
    },
    recommendations: [
      SUPPORT_REPORT,
      {
        en: 'You do not have to talk about this report with anyone in your family, or show it to anyone. If a conversation about these topics does not feel safe, it can wait, or not happen at all.',
        ar: 'لا شيء يُلزمك بالحديث في هذا التقرير مع أحد من أسرتك، ولا بإطلاع أحد عليه. وإن لم يكن الحوار في هذه الموضوعات آمنًا، فيمكن أن ينتظر، أو ألّا يكون أبدًا.',
      },
      HELP_REPORT,
      OWN_RESULT,
    ],
  },
  // One side of a family assessment is a result too: the words name no one.
  result: {
    summary: {
      en: 'This result is yours alone, from your own answers, to read in your own time. If talking about it with anyone does not feel safe, you do not have to. What comes first is that you are safe and have support.',
      ar: 'هذه النتيجة لك وحدك، مبنيّة على إجاباتك، ولا عجلة في قراءتها. وإن لم يكن الحديث فيها مع أيّ أحد آمنًا، فلا شيء يُلزمك به. وأول ما يهمّ سلامتك ووجود من يساندك.',
    },
    recommendations: [
      {
        en: 'Support for yourself comes first: a doctor, a family counsellor or someone you trust can help you think through what this result shows, in confidence.',
        ar: 'الدعم لك أنت أولًا: يمكن لطبيب أو مستشار أسري أو شخص موضع ثقتك أن يعينك بسرّية على التفكير فيما تُظهره هذه النتيجة.',
      },
      {
        en: 'You do not have to talk about this result with anyone, or show it to anyone. If a conversation about these areas does not feel safe, it can wait, or not happen at all.',
        ar: 'لا شيء يُلزمك بالحديث في هذه النتيجة مع أيّ أحد، ولا بإطلاع أحد عليها. وإن لم يكن الحوار في هذه الجوانب آمنًا، فيمكن أن ينتظر، أو ألّا يكون أبدًا.',
      },
      {
        en: 'Help is private and close: “Where to find help”, with this result, lists what you can do and whom you can reach in your country.',
        ar: 'المساعدة قريبة وسرّية: رابط «مصادر المساعدة» مع هذه النتيجة يذكر ما يمكن فعله والجهات التي يمكن التواصل معها في بلدك.',
      },
      {
        en: 'The areas of this result show, from your answers alone, where today is closest to what you hope for and where it falls short: they can help you put into words what matters to you.',
        ar: 'تُظهر جوانب هذه النتيجة، من إجاباتك وحدها، أين يقترب واقعك اليوم من تطلعاتك وأين يقصر عنها، وقد تعينك على التعبير عمّا يهمّك.',
      },
    ],
  },
};

/** What each pair pattern says, as facts about the answers: no step the two are asked to take together. */
const PAIR_DESCRIPTIONS: Record<PairPatternId, Bilingual> = {
  in_harmony: {
    en: 'The answers of both sides are close, on what each hopes for and on today.',
    ar: 'جاءت إجابات الطرفين متقاربة فيما يتطلع إليه كلٌّ منهما وفي الواقع اليوم.',
  },
  different_hopes: {
    en: 'On something at least one side holds important, the hopes are quite different.',
    ar: 'في أمرٍ يراه أحد الطرفين على الأقل مهمًّا، تختلف التطلعات اختلافًا واضحًا.',
  },
  growing_together: {
    en: 'The two sides see several areas alike; some areas, or how things are today, are harder.',
    ar: 'تتقارب نظرة الطرفين في عدة جوانب، وبعض الجوانب، أو الواقع اليوم، أصعب من غيرها.',
  },
  time_to_talk: {
    en: 'In several areas the hopes, or how each side sees today, are different. This is information for you, not a verdict.',
    ar: 'في عدة جوانب تختلف التطلعات، أو النظرة إلى الواقع اليوم. هذه معلومات لك، لا حكمٌ نهائي.',
  },
};

/**
 * A personal pattern's description where it names a step to take with someone: told as the fact alone.
 * The others ask nothing of two people and stay as they are.
 */
const RESULT_DESCRIPTIONS: Partial<Record<PatternId, Bilingual>> = {
  dreamer_vs_realist: {
    en: 'Something that matters a lot to you is far from how things are today.',
    ar: 'أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقعك اليوم.',
  },
};

/** The advice this reader is shown on one page in place of what is written for everyone, in one language. */
export function privateAdvice(of: PrivateViewOf, language: Language, gender: string | null | undefined): SourcedAdvice {
  const address = addressFor(gender);
  const text = (value: AddressedText) => addressed(value, language, address);
  const view = VIEWS[of];
  return {
    summary: text(view.summary),
    // Strengths, growth areas and conversation starters speak to the two of them (or, on a result, name
    // steps to take with the partner): a private view has none; the figures still show every area.
    strengths: [],
    improvements: [],
    recommendations: view.recommendations.map(text),
    conversationStarters: [],
    source: BUILTIN_SOURCE,
  };
}

/** Both languages: a page is read in either. */
export const privateAdviceBoth = (of: PrivateViewOf, gender: string | null | undefined) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, privateAdvice(of, language, gender)])) as Record<
    Language,
    SourcedAdvice
  >;

export const privatePatternDescription = (pattern: PairPatternId): Bilingual => PAIR_DESCRIPTIONS[pattern];

/** A personal result's pattern as this reader reads it. */
export function privateResultPattern(pattern: Pattern): Pattern {
  const fact = RESULT_DESCRIPTIONS[pattern.id];
  return fact ? { ...pattern, description: fact.en, descriptionAr: fact.ar } : pattern;
}

/**
 * A stored result's analysis as this reader reads it: the private advice in both languages in place of
 * whatever was written (built-in or the model's, current or set aside), nothing awaited or to ask for.
 * The stored row is never changed, so a calm retake brings the written advice back.
 */
export function privateAnalysis(analysis: AiAnalysis, gender: string | null | undefined): AiAnalysis {
  const { pending: _pending, pendingSince: _since, superseded: _superseded, ...kept } = analysis;
  const translations = privateAdviceBoth('result', gender);
  return {
    ...kept,
    ...translations[analysis.language],
    pattern: privateResultPattern(analysis.pattern),
    translations,
  };
}

/** Every text of the private views, for tests that read each one in each language and address. */
export const PRIVATE_VIEW_TEXTS: readonly AddressedText[] = [
  ...Object.values(VIEWS).flatMap((view) => [view.summary, ...view.recommendations]),
  ...Object.values(PAIR_DESCRIPTIONS),
  ...Object.values(RESULT_DESCRIPTIONS),
];
