import type { Language } from './language.ts';
import type { Pattern } from './scoring.ts';

/** The five parts of advice a result carries (spec section 3, `ai_analysis`). */
export interface Advice {
  summary: string;
  strengths: string[];
  improvements: string[];
  recommendations: string[];
  conversationStarters: string[];
}

/**
 * The spec's fixed fallback (section 8): a summary stating the score, three strengths, three
 * improvements, five recommendations (one is to retake the assessment in 3-6 months) and three
 * conversation starters. The insights work replaces it with advice written from the actual scores.
 */
export function fallbackAdvice(score: number, pattern: Pattern, language: Language): Advice {
  const percent = new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', { style: 'percent' }).format(
    score / 100,
  );
  if (language === 'ar') {
    return {
      summary: `بلغت نسبة التوافق بين توقعاتك وواقعك ${percent}، ونمط نتيجتك: «${pattern.nameAr}». ${pattern.descriptionAr}`,
      strengths: [
        'أجبت بصدق عن توقعاتك وواقعك، وهذه أول خطوة نحو علاقة أقوى.',
        'تهتم بعلاقتك بما يكفي لتتأملها وتسعى إلى تحسينها.',
        'لديكما جوانب متوافقة يمكن البناء عليها.',
      ],
      improvements: [
        'الجوانب التي تتسع فيها الفجوة بين ما تتوقعه وما تعيشه.',
        'التعبير عن الاحتياجات بوضوح وهدوء قبل أن تتراكم.',
        'تخصيص وقت منتظم للحديث عن العلاقة بعيدًا عن ضغوط اليوم.',
      ],
      recommendations: [
        'اختارا وقتًا هادئًا هذا الأسبوع لمراجعة النتائج معًا.',
        'ابدآ بجانب واحد من جوانب النمو، واتفقا على خطوة صغيرة فيه.',
        'احرصا على كلمة تقدير صادقة كل يوم.',
        'استعينا بمستشار أسري موثوق إذا صعُب الحديث في أمر ما.',
        'أعيدا هذا التقييم بعد ثلاثة إلى ستة أشهر لتريا مدى التقدم.',
      ],
      conversationStarters: [
        'ما الأمر الذي تشعر أننا نحسنه معًا أكثر من غيره؟',
        'ما الشيء الصغير الذي لو تغيّر لشعرت بقرب أكبر بيننا؟',
        'كيف تتخيل علاقتنا بعد خمس سنوات؟',
      ],
    };
  }
  return {
    summary: `Your expectations and your reality align at ${percent}, a "${pattern.name}" result. ${pattern.description}`,
    strengths: [
      'You answered honestly about both your expectations and your reality: the first step to a stronger relationship.',
      'You care about your relationship enough to reflect on it and work on it.',
      'There are areas where you are already aligned and can build on.',
    ],
    improvements: [
      'The areas where the gap between what you expect and what you live is widest.',
      'Expressing needs clearly and calmly before they build up.',
      'Making regular time to talk about your relationship, away from daily pressures.',
    ],
    recommendations: [
      'Choose a calm moment this week to go through these results together.',
      'Start with one growth area and agree on one small step in it.',
      'Share one sincere word of appreciation every day.',
      'Ask a trusted family counselor for help if a topic is hard to discuss.',
      'Retake this assessment in 3-6 months to see how far you have come.',
    ],
    conversationStarters: [
      'What do you feel we do best together?',
      'What is one small thing that, if it changed, would make you feel closer to me?',
      'How do you picture our relationship five years from now?',
    ],
  };
}
