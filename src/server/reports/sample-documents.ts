import { intlLocale, type Language } from '../../domain/language.ts';
import type { ReportDocument } from './report-document.ts';

/**
 * A realistic report in each language (the built-in advisor's wording), for the PDF tests, the
 * benchmark and looking at the layout. Long enough to take two pages.
 */
export function sampleReportDocument(language: Language): ReportDocument {
  return language === 'ar' ? arabic : english;
}

/** Percentages as the advisor writes them: through Intl, which wraps "%" in LRM marks in Arabic. */
const percent = (language: Language, value: number) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
const en = (value: number) => percent('en', value);
const ar = (value: number) => percent('ar', value);

const categoryBars = (labels: [string, string, string], rows: [string, number, number, number][]) =>
  rows.map(([title, expectation, reality, alignment]) => ({
    title,
    // As the reports print them: the alignment, the level of today beside it, then the hopes.
    bars: [
      { label: labels[2], value: alignment },
      { label: labels[1], value: reality },
      { label: labels[0], value: expectation },
    ],
  }));

const english: ReportDocument = {
  language: 'en',
  appName: 'Wifaq',
  kind: 'Assessment report',
  title: 'Communication',
  subtitle: 'Layla and Omar',
  date: 'Completed 12 March 2025',
  score: { label: 'Alignment of hopes and reality', value: 78, beside: [{ label: 'Today', value: 72 }] },
  notes: {
    heading: 'About this result',
    items: [
      'Almost every answer was the same. Results are most useful when each statement gets its own honest answer; you may want to retake it.',
    ],
  },
  pattern: {
    name: 'Growth Opportunity',
    description:
      'Some areas are strongly aligned and others have room to grow. Build on your strengths to close the gaps together.',
    color: 'blue',
  },
  categories: {
    heading: 'By area',
    items: categoryBars(
      ['Hopes', 'Today', 'Alignment'],
      [
        ['Values & Faith', 92, 84, 88],
        ['Communication', 88, 80, 86],
        ['Finances & Goals', 84, 52, 61],
        ['Intimacy', 90, 74, 79],
        ['Family', 86, 70, 76],
      ],
    ),
  },
  summary: `Your overall alignment between hopes and reality is ${en(78)}, and your pattern is "Growth Opportunity". Your hopes and reality are closest in Values & Faith (${en(88)}), and the widest gap is in Finances & Goals (${en(61)}). Build on your strengths to close the remaining gaps.`,
  adviceSource: "Written from your scores by Wifaq's built-in advisor.",
  sections: [
    {
      heading: 'Strengths',
      items: [
        `Values & Faith (${en(88)}): what you hope for in faith and shared values is close to what you live.`,
        `Communication (${en(86)}): you talk, listen and settle differences much as you hope to.`,
        `Intimacy (${en(79)}): the affection and closeness between you are close to what you hope for.`,
      ],
    },
    {
      heading: 'Growth areas',
      items: [
        `Finances & Goals (${en(61)}): budgeting, saving and the goals you share need clearer agreement.`,
        `Family (${en(76)}): boundaries with relatives, roles at home and, if you have children, raising them need a shared plan.`,
        'Something you marked as very important is far from today’s reality: “We agree on how much to save each month.”',
      ],
    },
    {
      heading: 'Recommendations',
      items: [
        "Sit down together with last month's spending and agree on a simple monthly budget, including what you give to family and to charity.",
        'Each write down your three most important goals for the next five years, then compare the lists and agree on one shared plan.',
        'Agree together on a few clear boundaries with both families, about visits, decisions and privacy, and let each of you explain them kindly to their own family.',
        'Share out the work of the home, and of the children if you have them, so that neither of you carries it alone, and review it together after a month.',
        'Retake this assessment in 3-6 months to see how far you have come.',
      ],
    },
    {
      heading: 'Conversation starters',
      items: [
        'What does financial security mean to you, and what would make you feel secure?',
        'Which dream would you most like us to save for together?',
        'Which family tradition do you most want to keep, and which would you like us to change?',
        'How can we honour our parents while protecting the privacy of our home?',
      ],
    },
  ],
  privacyNote:
    'This report is yours. Wifaq never shares your answers or results with anyone unless you choose to. Keep it somewhere safe, and share it only with people you trust.',
  howWeScore: 'How we score, and what the numbers do not mean: https://wifaq.example/how-we-score',
  pageLabel: 'Page {{page}} of {{total}}',
  help: {
    text: 'Where to find help: https://wifaq.example/help',
    url: 'https://wifaq.example/help',
  },
};

const arabic: ReportDocument = {
  language: 'ar',
  appName: 'وِفاق',
  kind: 'تقرير التقييم',
  title: 'التواصل',
  subtitle: 'ليلى وعمر',
  date: 'اكتمل في 12 مارس 2025 · 12 رمضان 1446 هـ',
  score: { label: 'التوافق بين التطلعات والواقع', value: 78, beside: [{ label: 'واقعك اليوم', value: 72 }] },
  notes: {
    heading: 'عن هذه النتيجة',
    items: [
      'جاءت إجاباتك كلها تقريبًا بالقيمة نفسها. تكون النتائج أنفع حين تنال كل عبارة إجابة صادقة خاصة بها، وقد ترغب في إعادة التقييم.',
    ],
  },
  pattern: {
    name: 'فرصة للنمو',
    description: 'بعض الجوانب متوافقة بقوة، وفي غيرها مجال للنمو. انطلقا من نقاط قوتكما لتقريب المسافات معًا.',
    color: 'blue',
  },
  categories: {
    heading: 'التفصيل حسب الجوانب',
    items: categoryBars(
      ['التطلعات', 'الواقع اليوم', 'التوافق'],
      [
        ['القيم والإيمان', 92, 84, 88],
        ['التواصل', 88, 80, 86],
        ['المال والأهداف', 84, 52, 61],
        ['المودّة والقرب', 90, 74, 79],
        ['الأسرة', 86, 70, 76],
      ],
    ),
  },
  // Layla's own result: the advice speaks to her in the feminine singular (decision 031).
  summary: `يبلغ التوافق بين تطلعاتك وواقعك ${ar(78)}، ونمط نتيجتك «فرصة للنمو». أقرب الجوانب إلى تطلعاتك القيم والإيمان (${ar(88)})، وأوسعها فجوةً المال والأهداف (${ar(61)}). انطلقي من نقاط القوة في علاقتك لتقريب المسافات المتبقية.`,
  adviceSource: 'كتبها مستشار وِفاق المدمج بناءً على نتائجك.',
  sections: [
    {
      heading: 'نقاط القوة',
      items: [
        `القيم والإيمان (${ar(88)}): ما تعيشينه اليوم مع شريك حياتك من إيمان وقيم مشتركة قريبٌ مما تتطلعين إليه.`,
        `التواصل (${ar(86)}): طريقتك أنتِ وشريك حياتك في الحديث والإصغاء وحلّ الخلافات قريبةٌ مما تتطلعين إليه.`,
        `المودّة والقرب (${ar(79)}): ما بينك وبين شريك حياتك من مودّة وأُلفة قريبٌ مما تتطلعين إليه.`,
      ],
    },
    {
      heading: 'جوانب للنمو',
      items: [
        `المال والأهداف (${ar(61)}): الميزانية والادخار والأهداف المشتركة تحتاج إلى اتفاق أوضح.`,
        `الأسرة (${ar(76)}): حدود العلاقة مع الأقارب، وتوزيع الأدوار في البيت، وتربية الأبناء إن وُجدوا، أمورٌ تحتاج إلى خطة مشتركة.`,
        'أمرٌ عددته مهمًّا جدًّا ما زال بعيدًا عن واقع اليوم: «نتفق على المبلغ الذي ندّخره كل شهر.»',
      ],
    },
    {
      heading: 'التوصيات',
      items: [
        'اجلسي أنتِ وشريك حياتك لمراجعة مصروفات الشهر الماضي، ثم اتفقا على ميزانية شهرية بسيطة تشمل ما تقدّمانه للأهل وما تُخرجانه من صدقات.',
        'اكتبي أهم ثلاثة أهداف لكِ في السنوات الخمس القادمة، واطلبي من شريك حياتك أن يكتب أهدافه، ثم قارني القائمتين معه واتفقي معه على خطة واحدة مشتركة.',
        'اتفقي مع شريك حياتك على بضعة حدود واضحة مع أهل كلٍّ منكما في الزيارات والقرارات والخصوصية، وتولَّي أنتِ شرحها لأهلك بلطف وتقدير، وليتولَّ هو شرحها لأهله.',
        'تقاسمي أنتِ وشريك حياتك أعباء البيت، ورعاية الأبناء إن وُجدوا، حتى لا يحملها أحدكما وحده، ثم راجعا هذا التقسيم معًا بعد شهر.',
        'أعيدي هذا التقييم بعد 3 إلى 6 أشهر في تطبيق Wifaq لتري ما أحرزته من تقدّم.',
      ],
    },
    {
      heading: 'مداخل للحوار',
      items: [
        'ماذا يعني لك الأمان المالي، وما الذي يمنحك هذا الشعور؟',
        'ما الحلم الأقرب إلى قلبك لندّخر له معًا؟',
        'أيّ العادات العائلية يهمّك أن نحافظ عليها، وأيّها يحسُن في رأيك أن نغيّرها؟',
        'كيف نبرّ والدينا ونحفظ في الوقت نفسه خصوصية بيتنا؟',
      ],
    },
  ],
  privacyNote:
    'هذا التقرير لك وحدك. لا يشارك وِفاق إجاباتك أو نتائجك مع أي أحد إلا إذا اخترت ذلك بنفسك، فاحفظه في مكان آمن ولا تشاركه إلا مع من تثق به.',
  howWeScore: 'كيف نحسب النتائج، وما الذي لا تعنيه الأرقام: https://wifaq.example/how-we-score',
  pageLabel: 'صفحة {{page}} من {{total}}',
  help: { text: 'مصادر المساعدة: https://wifaq.example/help', url: 'https://wifaq.example/help' },
};
