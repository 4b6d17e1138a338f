import type { AddressedText } from '../../advice/template.ts';
import type { CategoryId } from '../../assessment/categories.ts';
import type { Bilingual } from '../../assessment/question.ts';
import type { PatternId } from '../../assessment/scoring.ts';

/**
 * The built-in advisor's words. Advice never preaches: it suggests small, concrete steps that fit family
 * life in the region. Terms follow docs/glossary.md (hopes «تطلعات», reality «واقع», alignment «التوافق»).
 *
 * The Arabic speaks to the reader as they are (decision 031). Where a text has `{ m, f, neutral }`, a man
 * reads `m` and a woman `f`, in the singular, with their partner named «شريكة حياتك» / «شريك حياتك»; when
 * the gender is unknown the reader gets `neutral`: forms spelled alike for anyone (possessive «ـك», verbal
 * nouns) or, for steps the two partners take together, the dual addressed to both. A plain string is already
 * right for every reader. No sentence switches between the singular and the dual: where the singular reader
 * and the partner act together, the partner is named first («أنت وشريكة حياتك … بينكما»).
 * The couple advisor reads `neutral` (the dual suits a couple); the starters are asked of the partner and
 * are spelled alike for either gender.
 * `{label}`, `{percent}`, `{score}`, `{pattern}`, `{statement}` … are filled in by advisor.ts.
 */
export interface CategoryAdvice {
  strength: AddressedText;
  relativeStrength: AddressedText;
  improvement: AddressedText;
  recommendations: [AddressedText, AddressedText];
  /** The first recommendation after an assessment none of whose statements asks about prayer (decision 055). */
  withoutPrayer?: AddressedText;
  starters: [Bilingual, Bilingual];
}

/** One relative-strength sentence for every category: it names nothing but the reader's own hopes and reality. */
const RELATIVE_STRENGTH: AddressedText = {
  en: '{label} ({percent}) is where your hopes and your daily life are closest: a base to build on.',
  ar: '{label} ({percent}): هنا يقترب واقعك اليومي من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
};

export const CATEGORY_ADVICE: Record<CategoryId, CategoryAdvice> = {
  values: {
    strength: {
      en: '{label} ({percent}): what you hope for in faith and shared values is close to what you live.',
      ar: {
        m: '{label} ({percent}): ما تعيشه اليوم مع شريكة حياتك من إيمان وقيم مشتركة قريبٌ مما تتطلع إليه.',
        f: '{label} ({percent}): ما تعيشينه اليوم مع شريك حياتك من إيمان وقيم مشتركة قريبٌ مما تتطلعين إليه.',
        neutral: '{label} ({percent}): واقعك اليوم في الإيمان والقيم المشتركة قريبٌ من تطلعاتك.',
      },
    },
    relativeStrength: RELATIVE_STRENGTH,
    improvement: {
      en: '{label} ({percent}): faith, traditions and the values you live by need a calm, open conversation.',
      ar: {
        m: '{label} ({percent}): الإيمان والعادات والقيم التي تسير عليها أنت وشريكة حياتك تحتاج إلى حوار هادئ ومنفتح بينكما.',
        f: '{label} ({percent}): الإيمان والعادات والقيم التي تسيرين عليها أنتِ وشريك حياتك تحتاج إلى حوار هادئ ومنفتح بينكما.',
        neutral: '{label} ({percent}): الإيمان والعادات والقيم التي تسيران عليها تحتاج إلى حوار هادئ ومنفتح بينكما.',
      },
    },
    recommendations: [
      {
        en: 'Choose one small shared practice for this month, such as a weekly moment of prayer, reading or reflection together, that reflects the values you both hold.',
        ar: {
          m: 'اختر أنت وشريكة حياتك لهذا الشهر عادةً مشتركة صغيرة تعبّر عن القيم التي تجمعكما، كموعد أسبوعي للصلاة أو القراءة أو التدبّر معًا.',
          f: 'اختاري أنتِ وشريك حياتك لهذا الشهر عادةً مشتركة صغيرة تعبّر عن القيم التي تجمعكما، كموعد أسبوعي للصلاة أو القراءة أو التدبّر معًا.',
          neutral:
            'اختارا لهذا الشهر عادةً مشتركة صغيرة تعبّر عن القيم التي تجمعكما، كموعد أسبوعي للصلاة أو القراءة أو التدبّر معًا.',
        },
      },
      {
        en: 'Each name one tradition from your family that you want to keep in your home, and one you would like to do differently.',
        ar: {
          m: 'اذكر لشريكة حياتك عادةً من بيت أهلك تودّ أن تحافظا عليها في بيتكما، وأخرى تفضّل أن تفعلاها بطريقة مختلفة، واسمع منها مثل ذلك.',
          f: 'اذكري لشريك حياتك عادةً من بيت أهلك تودّين أن تحافظا عليها في بيتكما، وأخرى تفضّلين أن تفعلاها بطريقة مختلفة، واسمعي منه مثل ذلك.',
          neutral:
            'ليذكر كلٌّ منكما عادةً من بيت أهله يودّ أن تحافظا عليها في بيتكما، وأخرى يفضّل أن تفعلاها بطريقة مختلفة.',
        },
      },
    ],
    withoutPrayer: {
      en: 'Choose one small shared practice for this month, such as a weekly moment of reading, reflection or a good deed together, that reflects the values you both hold.',
      ar: {
        m: 'اختر أنت وشريكة حياتك لهذا الشهر عادةً مشتركة صغيرة تعبّر عن القيم التي تجمعكما، كموعد أسبوعي للقراءة أو التأمّل أو عمل الخير معًا.',
        f: 'اختاري أنتِ وشريك حياتك لهذا الشهر عادةً مشتركة صغيرة تعبّر عن القيم التي تجمعكما، كموعد أسبوعي للقراءة أو التأمّل أو عمل الخير معًا.',
        neutral:
          'اختارا لهذا الشهر عادةً مشتركة صغيرة تعبّر عن القيم التي تجمعكما، كموعد أسبوعي للقراءة أو التأمّل أو عمل الخير معًا.',
      },
    },
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
      ar: {
        m: '{label} ({percent}): طريقتك أنت وشريكة حياتك في الحديث والإصغاء وحلّ الخلافات قريبةٌ مما تتطلع إليه.',
        f: '{label} ({percent}): طريقتك أنتِ وشريك حياتك في الحديث والإصغاء وحلّ الخلافات قريبةٌ مما تتطلعين إليه.',
        neutral: '{label} ({percent}): واقع الحديث والإصغاء وحلّ الخلافات في علاقتك قريبٌ من تطلعاتك.',
      },
    },
    relativeStrength: RELATIVE_STRENGTH,
    improvement: {
      en: '{label} ({percent}): listening, expressing needs and making up after disagreements deserve attention.',
      ar: '{label} ({percent}): الإصغاء والتعبير عن الاحتياجات والتصالح بعد الخلاف أمور تستحق العناية.',
    },
    recommendations: [
      {
        en: 'Twice a week, take fifteen calm minutes in which one of you speaks and the other only listens, then repeats back what they heard.',
        ar: {
          m: 'خصّص أنت وشريكة حياتك ربع ساعة هادئة مرتين في الأسبوع، يتحدث فيها أحدكما ويكتفي الآخر بالإصغاء، ثم يعيد عليه ما سمعه منه.',
          f: 'خصّصي أنتِ وشريك حياتك ربع ساعة هادئة مرتين في الأسبوع، يتحدث فيها أحدكما ويكتفي الآخر بالإصغاء، ثم يعيد عليه ما سمعه منه.',
          neutral:
            'خصّصا ربع ساعة هادئة مرتين في الأسبوع، يتحدث فيها أحدكما ويكتفي الآخر بالإصغاء، ثم يعيد عليه ما سمعه منه.',
        },
      },
      {
        en: 'Agree on a simple way to make up after a disagreement, such as a word, a gesture or a walk together, that either of you can start.',
        ar: {
          m: 'اتفق مع شريكة حياتك على طريقة بسيطة للتصالح بعد الخلاف يستطيع أيٌّ منكما أن يبادر بها، ككلمة طيبة أو لفتة أو نزهة قصيرة معًا.',
          f: 'اتفقي مع شريك حياتك على طريقة بسيطة للتصالح بعد الخلاف يستطيع أيٌّ منكما أن يبادر بها، ككلمة طيبة أو لفتة أو نزهة قصيرة معًا.',
          neutral:
            'اتفقا على طريقة بسيطة للتصالح بعد الخلاف يستطيع أيٌّ منكما أن يبادر بها، ككلمة طيبة أو لفتة أو نزهة قصيرة معًا.',
        },
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
      ar: {
        m: '{label} ({percent}): طريقتك أنت وشريكة حياتك في إدارة المال والتخطيط والأهداف المشتركة قريبةٌ مما تتطلع إليه.',
        f: '{label} ({percent}): طريقتك أنتِ وشريك حياتك في إدارة المال والتخطيط والأهداف المشتركة قريبةٌ مما تتطلعين إليه.',
        neutral: '{label} ({percent}): إدارة المال والتخطيط والأهداف المشتركة في علاقتك قريبةٌ من تطلعاتك.',
      },
    },
    relativeStrength: RELATIVE_STRENGTH,
    improvement: {
      en: '{label} ({percent}): budgeting, saving and the goals you share need clearer agreement.',
      ar: '{label} ({percent}): الميزانية والادخار والأهداف المشتركة تحتاج إلى اتفاق أوضح.',
    },
    recommendations: [
      {
        en: "Sit down together with last month's spending and agree on a simple monthly budget, including what you give to family and to charity.",
        ar: {
          m: 'اجلس أنت وشريكة حياتك لمراجعة مصروفات الشهر الماضي، ثم اتفقا على ميزانية شهرية بسيطة تشمل ما تقدّمانه للأهل وما تُخرجانه من صدقات.',
          f: 'اجلسي أنتِ وشريك حياتك لمراجعة مصروفات الشهر الماضي، ثم اتفقا على ميزانية شهرية بسيطة تشمل ما تقدّمانه للأهل وما تُخرجانه من صدقات.',
          neutral:
            'اجلسا معًا وراجعا مصروفات الشهر الماضي، ثم اتفقا على ميزانية شهرية بسيطة تشمل ما تقدّمانه للأهل وما تُخرجانه من صدقات.',
        },
      },
      {
        en: 'Each write down your three most important goals for the next five years, then compare the lists and agree on one shared plan.',
        ar: {
          m: 'اكتب أهم ثلاثة أهداف لك في السنوات الخمس القادمة، واطلب من شريكة حياتك أن تكتب أهدافها، ثم قارن القائمتين معها واتفق معها على خطة واحدة مشتركة.',
          f: 'اكتبي أهم ثلاثة أهداف لكِ في السنوات الخمس القادمة، واطلبي من شريك حياتك أن يكتب أهدافه، ثم قارني القائمتين معه واتفقي معه على خطة واحدة مشتركة.',
          neutral:
            'ليكتب كلٌّ منكما أهم ثلاثة أهداف له في السنوات الخمس القادمة، ثم قارنا القائمتين واتفقا على خطة واحدة مشتركة.',
        },
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
      ar: {
        m: '{label} ({percent}): ما بينك وبين شريكة حياتك من مودّة وأُلفة قريبٌ مما تتطلع إليه.',
        f: '{label} ({percent}): ما بينك وبين شريك حياتك من مودّة وأُلفة قريبٌ مما تتطلعين إليه.',
        neutral: '{label} ({percent}): ما في علاقتك من مودّة وأُلفة قريبٌ من تطلعاتك.',
      },
    },
    relativeStrength: RELATIVE_STRENGTH,
    improvement: {
      en: '{label} ({percent}): affection, time together and feeling close need more care.',
      ar: {
        m: '{label} ({percent}): المودّة والوقت الذي تقضيه مع شريكة حياتك والإحساس بالقرب أمورٌ تحتاج إلى مزيد من الرعاية.',
        f: '{label} ({percent}): المودّة والوقت الذي تقضينه مع شريك حياتك والإحساس بالقرب أمورٌ تحتاج إلى مزيد من الرعاية.',
        neutral: '{label} ({percent}): المودّة والوقت الذي تقضيانه معًا والإحساس بالقرب أمورٌ تحتاج إلى مزيد من الرعاية.',
      },
    },
    recommendations: [
      {
        en: 'Keep a regular time for just the two of you, away from phones and everything else that pulls at you, even if it is only a short walk.',
        ar: {
          m: 'احرص على وقت منتظم لك ولشريكة حياتك وحدكما، بعيدًا عن الهواتف وعن كل ما يشغلكما، ولو كان نزهةً قصيرة.',
          f: 'احرصي على وقت منتظم لكِ ولشريك حياتك وحدكما، بعيدًا عن الهواتف وعن كل ما يشغلكما، ولو كان نزهةً قصيرة.',
          neutral: 'احرصا على وقت منتظم لكما وحدكما، بعيدًا عن الهواتف وعن كل ما يشغلكما، ولو كان نزهةً قصيرة.',
        },
      },
      {
        en: 'Each day, tell each other one thing you appreciated: small words of affection build closeness.',
        ar: {
          m: 'اذكر لشريكة حياتك كل يوم شيئًا واحدًا قدّرته منها، وشجّعها على أن تفعل مثلك؛ فكلمات المودّة الصغيرة تقرّب القلوب.',
          f: 'اذكري لشريك حياتك كل يوم شيئًا واحدًا قدّرته منه، وشجّعيه على أن يفعل مثلك؛ فكلمات المودّة الصغيرة تقرّب القلوب.',
          neutral: 'ليذكر كلٌّ منكما للآخر كل يوم شيئًا واحدًا قدّره منه؛ فكلمات المودّة الصغيرة تقرّب القلوب.',
        },
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
      ar: {
        m: '{label} ({percent}): ما تعيشه من انسجام بين العلاقة بالأهل وشؤون البيت وتوزيع الأدوار قريبٌ مما تتطلع إليه.',
        f: '{label} ({percent}): ما تعيشينه من انسجام بين العلاقة بالأهل وشؤون البيت وتوزيع الأدوار قريبٌ مما تتطلعين إليه.',
        neutral: '{label} ({percent}): الانسجام بين العلاقة بالأهل وشؤون البيت وتوزيع الأدوار قريبٌ من تطلعاتك.',
      },
    },
    relativeStrength: RELATIVE_STRENGTH,
    improvement: {
      en: '{label} ({percent}): boundaries with relatives, roles at home and, if you have children, raising them need a shared plan.',
      ar: '{label} ({percent}): حدود العلاقة مع الأقارب، وتوزيع الأدوار في البيت، وتربية الأبناء إن وُجدوا، أمورٌ تحتاج إلى خطة مشتركة.',
    },
    recommendations: [
      {
        en: 'Agree together on a few clear boundaries with both families, about visits, decisions and privacy, and let each of you explain them kindly to their own family.',
        ar: {
          m: 'اتفق مع شريكة حياتك على بضعة حدود واضحة مع أهل كلٍّ منكما في الزيارات والقرارات والخصوصية، وتولَّ أنت شرحها لأهلك بلطف وتقدير، ولتتولَّ هي شرحها لأهلها.',
          f: 'اتفقي مع شريك حياتك على بضعة حدود واضحة مع أهل كلٍّ منكما في الزيارات والقرارات والخصوصية، وتولَّي أنتِ شرحها لأهلك بلطف وتقدير، وليتولَّ هو شرحها لأهله.',
          neutral:
            'اتفقا معًا على بضعة حدود واضحة مع أهل كلٍّ منكما في الزيارات والقرارات والخصوصية، وليتولَّ كلٌّ منكما شرحها لأهله بلطف وتقدير.',
        },
      },
      {
        en: 'Share out the work of the home, and of the children if you have them, so that neither of you carries it alone, and review it together after a month.',
        ar: {
          m: 'تقاسم أنت وشريكة حياتك أعباء البيت، ورعاية الأبناء إن وُجدوا، حتى لا يحملها أحدكما وحده، ثم راجعا هذا التقسيم معًا بعد شهر.',
          f: 'تقاسمي أنتِ وشريك حياتك أعباء البيت، ورعاية الأبناء إن وُجدوا، حتى لا يحملها أحدكما وحده، ثم راجعا هذا التقسيم معًا بعد شهر.',
          neutral:
            'تقاسما أعباء البيت، ورعاية الأبناء إن وُجدوا، حتى لا يحملها أحدكما وحده، ثم راجعا هذا التقسيم معًا بعد شهر.',
        },
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

/** The summary's opening: the score and the pattern; the sentences about the areas follow (decision 055). */
export const SUMMARY_SINGLE_CATEGORY: AddressedText = {
  en: 'Your overall alignment between hopes and reality is {score}, and your pattern is "{pattern}".',
  ar: 'يبلغ التوافق بين تطلعاتك وواقعك {score}، ونمط نتيجتك «{pattern}».',
};

export const PATTERN_CLOSING: Record<PatternId, AddressedText> = {
  high_alignment: {
    en: 'Keep protecting what already works between you.',
    ar: {
      m: 'واصل أنت وشريكة حياتك حماية ما ينجح بينكما ورعايته.',
      f: 'واصلي أنتِ وشريك حياتك حماية ما ينجح بينكما ورعايته.',
      neutral: 'واصلا حماية ما ينجح بينكما ورعايته.',
    },
  },
  dreamer_vs_realist: {
    en: 'Something that matters a lot to you is far from today’s reality; start there, gently.',
    ar: {
      m: 'أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدأ منه برفق.',
      f: 'أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدئي منه برفق.',
      neutral: 'أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، والبدء منه برفق خيرُ خطوة أولى.',
    },
  },
  growth_opportunity: {
    en: 'Build on your strengths to close the remaining gaps.',
    ar: {
      m: 'انطلق من نقاط القوة في علاقتك لتقريب المسافات المتبقية.',
      f: 'انطلقي من نقاط القوة في علاقتك لتقريب المسافات المتبقية.',
      neutral: 'انطلقا من نقاط قوتكما لتقريب المسافات المتبقية.',
    },
  },
  needs_attention: {
    en: 'This is a starting point, not a verdict: small, steady steps make a real difference.',
    ar: 'هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة تُحدث فرقًا حقيقيًا.',
  },
};

export const IMPORTANT_GAP_IMPROVEMENT: AddressedText = {
  en: 'Something you marked as very important is far from today’s reality: “{statement}”',
  // عددتَه / عددتِه are spelled alike without diacritics: one text for every reader.
  ar: 'أمرٌ عددته مهمًّا جدًّا ما زال بعيدًا عن واقع اليوم: «{statement}»',
};

/** The statement is a Phase 1 sentence («آمل أن…»), so it is quoted as a statement, not named as a topic. */
export const IMPORTANT_GAP_RECOMMENDATION: AddressedText = {
  en: 'Start with what matters most to you: choose a calm moment to talk together about this statement, “{statement}”, say what you hope for, and agree on one first step.',
  ar: {
    m: 'ابدأ بما يهمّك أكثر من غيره: اختر مع شريكة حياتك وقتًا هادئًا للحديث في هذه العبارة: «{statement}»، وعبّر عمّا تتطلع إليه، ثم اتفق معها على خطوة أولى.',
    f: 'ابدئي بما يهمّك أكثر من غيره: اختاري مع شريك حياتك وقتًا هادئًا للحديث في هذه العبارة: «{statement}»، وعبّري عمّا تتطلعين إليه، ثم اتفقي معه على خطوة أولى.',
    neutral:
      'هذه العبارة من أكثر ما يهمّك: «{statement}». اختارا وقتًا هادئًا للحديث فيها، وليعبّر كلٌّ منكما عمّا يتطلع إليه، ثم اتفقا على خطوة أولى تبدآن بها.',
  },
};

/** The reader retakes an individual assessment alone: the singular, never the dual. */
export const RETAKE: AddressedText = {
  en: 'Retake this assessment in 3-6 months to see how far you have come.',
  ar: {
    m: 'أعد هذا التقييم بعد ثلاثة إلى ستة أشهر لترى ما أحرزته من تقدّم.',
    f: 'أعيدي هذا التقييم بعد ثلاثة إلى ستة أشهر لتري ما أحرزته من تقدّم.',
    neutral: 'إعادة هذا التقييم بعد ثلاثة إلى ستة أشهر تُظهر لك ما أحرزته من تقدّم.',
  },
};
