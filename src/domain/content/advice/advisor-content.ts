import type { CategoryId } from '../../assessment/categories.ts';
import type { Bilingual } from '../../assessment/question.ts';
import type { PatternId } from '../../assessment/scoring.ts';

/**
 * The built-in advisor's words. Advice speaks to the couple (Arabic dual, the same for any pair) and
 * never preaches: it suggests small, concrete steps that fit family life in the region.
 * `{label}`, `{percent}`, `{score}`, `{pattern}`, `{statement}` … are filled in by advisor.ts.
 */
export interface CategoryAdvice {
  strength: Bilingual;
  relativeStrength: Bilingual;
  improvement: Bilingual;
  recommendations: [Bilingual, Bilingual];
  starters: [Bilingual, Bilingual];
}

export const CATEGORY_ADVICE: Record<CategoryId, CategoryAdvice> = {
  values: {
    strength: {
      en: '{label} ({percent}): what you hope for in faith and shared values is close to what you live.',
      ar: '{label} ({percent}): ما تعيشانه اليوم من إيمان وقيم مشتركة قريبٌ من آمالك.',
    },
    relativeStrength: {
      en: '{label} ({percent}) is where your hopes and your daily life are closest: a base to build on.',
      ar: '{label} ({percent}): هنا يقترب واقعك اليومي من آمالك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
    },
    improvement: {
      en: '{label} ({percent}): faith, traditions and the values you live by need a calm, open conversation.',
      ar: '{label} ({percent}): الإيمان والعادات والقيم التي تسيران عليها تحتاج إلى حوار هادئ ومنفتح بينكما.',
    },
    recommendations: [
      {
        en: 'Choose one small shared practice for this month, such as a weekly moment of prayer, reading or reflection together, that reflects the values you both hold.',
        ar: 'اختارا لهذا الشهر عادةً مشتركة صغيرة تعبّر عن القيم التي تجمعكما، كموعد أسبوعي للصلاة أو القراءة أو التدبّر معًا.',
      },
      {
        en: 'Each name one tradition from your family that you want to keep in your home, and one you would like to do differently.',
        ar: 'ليذكر كلٌّ منكما عادةً من بيت أهله يودّ أن تحافظا عليها في بيتكما، وأخرى يفضّل أن تفعلاها بطريقة مختلفة.',
      },
    ],
    starters: [
      {
        en: 'Which value from your upbringing do you most want to carry into our home?',
        ar: 'ما القيمة التي نشأت عليها ويهمّك أكثر من غيرها أن تكون حاضرة في بيتنا؟',
      },
      {
        en: 'When do you feel most at peace with your faith and values, and how can we make room for that together?',
        ar: 'متى يمتلئ قلبك سكينةً بإيمانك وقيمك، وكيف نفسح لذلك مكانًا في حياتنا معًا؟',
      },
    ],
  },
  communication: {
    strength: {
      en: '{label} ({percent}): you talk, listen and settle differences much as you hope to.',
      ar: '{label} ({percent}): طريقتكما في الحديث والإصغاء وحلّ الخلافات قريبةٌ من آمالك.',
    },
    relativeStrength: {
      en: '{label} ({percent}) is where your hopes and your daily life are closest: a base to build on.',
      ar: '{label} ({percent}): هنا يقترب واقعك اليومي من آمالك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
    },
    improvement: {
      en: '{label} ({percent}): listening, expressing needs and making up after disagreements deserve attention.',
      ar: '{label} ({percent}): الإصغاء والتعبير عن الاحتياجات والتصالح بعد الخلاف أمور تستحق العناية.',
    },
    recommendations: [
      {
        en: 'Twice a week, take fifteen calm minutes in which one of you speaks and the other only listens, then repeats back what they heard.',
        ar: 'خصّصا ربع ساعة هادئة مرتين في الأسبوع، يتحدث فيها أحدكما ويكتفي الآخر بالإصغاء، ثم يعيد عليه ما سمعه منه.',
      },
      {
        en: 'Agree on a simple way to make up after a disagreement, such as a word, a gesture or a walk together, that either of you can start.',
        ar: 'اتفقا على طريقة بسيطة للتصالح بعد الخلاف يستطيع أيٌّ منكما أن يبادر بها، ككلمة طيبة أو لفتة أو نزهة قصيرة معًا.',
      },
    ],
    starters: [
      {
        en: 'When you feel unheard, what would you like me to do differently?',
        ar: 'حين يبدو لك أنني لا أصغي إليك، ما الذي يمكنني أن أفعله على نحو مختلف؟',
      },
      {
        en: 'What is the best way for me to bring up something difficult with you?',
        ar: 'ما أفضل طريقة أفاتحك بها في أمر صعب؟',
      },
    ],
  },
  finances: {
    strength: {
      en: '{label} ({percent}): money, plans and shared goals are handled much as you hope.',
      ar: '{label} ({percent}): طريقتكما في إدارة المال والتخطيط والأهداف المشتركة قريبةٌ من آمالك.',
    },
    relativeStrength: {
      en: '{label} ({percent}) is where your hopes and your daily life are closest: a base to build on.',
      ar: '{label} ({percent}): هنا يقترب واقعك اليومي من آمالك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
    },
    improvement: {
      en: '{label} ({percent}): budgeting, saving and the goals you share need clearer agreement.',
      ar: '{label} ({percent}): الميزانية والادخار والأهداف المشتركة تحتاج إلى اتفاق أوضح.',
    },
    recommendations: [
      {
        en: "Sit down together with last month's spending and agree on a simple monthly budget, including what you give to family and to charity.",
        ar: 'اجلسا معًا وراجعا مصروفات الشهر الماضي، ثم اتفقا على ميزانية شهرية بسيطة تشمل ما تقدّمانه للأهل وما تُخرجانه من صدقات.',
      },
      {
        en: 'Each write down your three most important goals for the next five years, then compare the lists and agree on one shared plan.',
        ar: 'ليكتب كلٌّ منكما أهم ثلاثة أهداف له في السنوات الخمس القادمة، ثم قارنا القائمتين واتفقا على خطة واحدة مشتركة.',
      },
    ],
    starters: [
      {
        en: 'What does financial security mean to you, and what would make you feel secure?',
        ar: 'ماذا يعني لك الأمان المالي، وما الذي يمنحك هذا الشعور؟',
      },
      {
        en: 'Which dream would you most like us to save for together?',
        ar: 'ما الحلم الأقرب إلى قلبك لندّخر له معًا؟',
      },
    ],
  },
  intimacy: {
    strength: {
      en: '{label} ({percent}): the affection and closeness between you are close to what you hope for.',
      ar: '{label} ({percent}): ما بينكما من مودّة وأُلفة قريبٌ من آمالك.',
    },
    relativeStrength: {
      en: '{label} ({percent}) is where your hopes and your daily life are closest: a base to build on.',
      ar: '{label} ({percent}): هنا يقترب واقعك اليومي من آمالك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
    },
    improvement: {
      en: '{label} ({percent}): affection, time together and feeling close need more care.',
      ar: '{label} ({percent}): المودّة والوقت الذي تقضيانه معًا والإحساس بالقرب تحتاج إلى مزيد من الرعاية.',
    },
    recommendations: [
      {
        en: 'Keep a regular time for just the two of you, away from phones, children and relatives, even if it is only a short walk.',
        ar: 'احرصا على وقت منتظم لكما وحدكما، بعيدًا عن الهواتف والأبناء والأقارب، ولو كان نزهةً قصيرة.',
      },
      {
        en: 'Each day, tell each other one thing you appreciated: small words of affection build closeness.',
        ar: 'ليذكر كلٌّ منكما للآخر كل يوم شيئًا واحدًا قدّره منه؛ فكلمات المودّة الصغيرة تقرّب القلوب.',
      },
    ],
    starters: [
      {
        en: 'What small gesture from me makes you feel most loved?',
        ar: 'ما اللفتة الصغيرة مني التي تشعرك بالمحبة أكثر من غيرها؟',
      },
      {
        en: 'When did you last feel really close to me, and what made that moment special?',
        ar: 'متى كانت آخر مرة شعرت فيها بقرب حقيقي مني، وما الذي جعل تلك اللحظة مميّزة؟',
      },
    ],
  },
  family: {
    strength: {
      en: '{label} ({percent}): your families, your home and your roles fit together much as you hope.',
      ar: '{label} ({percent}): الانسجام بين علاقتكما بالأهل وشؤون بيتكما وأدوار كلٍّ منكما قريبٌ من آمالك.',
    },
    relativeStrength: {
      en: '{label} ({percent}) is where your hopes and your daily life are closest: a base to build on.',
      ar: '{label} ({percent}): هنا يقترب واقعك اليومي من آمالك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
    },
    improvement: {
      en: '{label} ({percent}): boundaries with relatives, roles at home and raising children need a shared plan.',
      ar: '{label} ({percent}): حدود العلاقة مع الأقارب، وتوزيع الأدوار في البيت، وتربية الأبناء أمورٌ تحتاج إلى خطة مشتركة.',
    },
    recommendations: [
      {
        en: 'Agree together on a few clear boundaries with both families, about visits, decisions and privacy, and let each of you explain them kindly to their own family.',
        ar: 'اتفقا معًا على بضعة حدود واضحة مع أهل كلٍّ منكما في الزيارات والقرارات والخصوصية، وليتولَّ كلٌّ منكما شرحها لأهله بلطف وتقدير.',
      },
      {
        en: 'Share out the work of the home and of the children so that neither of you carries it alone, and review it together after a month.',
        ar: 'تقاسما أعباء البيت ورعاية الأبناء حتى لا يحملها أحدكما وحده، ثم راجعا هذا التقسيم معًا بعد شهر.',
      },
    ],
    starters: [
      {
        en: 'Which family tradition do you most want to keep, and which would you like us to change?',
        ar: 'أيّ العادات العائلية يهمّك أن نحافظ عليها، وأيّها يحسُن في رأيك أن نغيّرها؟',
      },
      {
        en: 'How can we honour our parents while protecting the privacy of our home?',
        ar: 'كيف نبرّ والدينا ونحفظ في الوقت نفسه خصوصية بيتنا؟',
      },
    ],
  },
};

/** A "growth area" that is already strong: keep it strong rather than "fix" it. */
export const MAINTAIN: Bilingual = {
  en: '{label} ({percent}): already close to what you hope for; keep giving it time and attention so it stays that way.',
  ar: '{label} ({percent}): هذا الجانب قريبٌ من آمالك بالفعل؛ فاحرصا على منحه الوقت والعناية ليبقى كذلك.',
};

export const SUMMARY: Bilingual = {
  en: 'Your overall compatibility is {score}, and your pattern is "{pattern}". You are most aligned in {best} ({bestPercent}), and the widest gap is in {worst} ({worstPercent}).',
  ar: 'نسبة التوافق الإجمالية لديك {score}، ونمط نتيجتك «{pattern}». أعلى توافق في {best} ({bestPercent})، وأوسع فجوة في {worst} ({worstPercent}).',
};

export const SUMMARY_SINGLE_CATEGORY: Bilingual = {
  en: 'Your overall compatibility is {score}, and your pattern is "{pattern}".',
  ar: 'نسبة التوافق الإجمالية لديك {score}، ونمط نتيجتك «{pattern}».',
};

export const PATTERN_CLOSING: Record<PatternId, Bilingual> = {
  high_alignment: {
    en: 'Keep protecting what already works between you.',
    ar: 'واصلا حماية ما ينجح بينكما ورعايته.',
  },
  dreamer_vs_realist: {
    en: 'Something that matters a lot to you is far from today’s reality; start there, gently.',
    ar: 'أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدآ منه برفق.',
  },
  growth_opportunity: {
    en: 'Build on your strengths to close the remaining gaps.',
    ar: 'انطلقا من نقاط قوتكما لتقريب المسافات المتبقية.',
  },
  needs_attention: {
    en: 'This is a starting point, not a verdict: small, steady steps make a real difference.',
    ar: 'هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة تُحدث فرقًا حقيقيًا.',
  },
};

export const IMPORTANT_GAP_IMPROVEMENT: Bilingual = {
  en: 'Something you marked as very important is far from today’s reality: “{statement}”',
  ar: 'أمرٌ عددته مهمًّا جدًّا ما زال بعيدًا عن واقع اليوم: «{statement}»',
};

export const IMPORTANT_GAP_RECOMMENDATION: Bilingual = {
  en: 'Start with what matters most to you: choose a calm moment to talk about “{statement}”, say what you hope for, and agree on one first step.',
  ar: 'ابدآ بما يهمّك أكثر من غيره: اختارا وقتًا هادئًا للحديث عن «{statement}»، وليعبّر كلٌّ منكما عمّا يأمله، ثم اتفقا على خطوة أولى تبدآن بها.',
};

export const RETAKE: Bilingual = {
  en: 'Retake this assessment in 3-6 months to see how far you have come.',
  ar: 'أعيدا هذا التقييم بعد ثلاثة إلى ستة أشهر لتريا ما أحرزتماه من تقدّم.',
};
