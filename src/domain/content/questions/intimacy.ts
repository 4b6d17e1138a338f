import type { Question } from '../../assessment/question.ts';
import type { VersionedBank } from '../versions.ts';
import { INTIMACY_REVISIONS } from './intimacy.history.ts';

/** Intimacy bank for married couples: closeness from shared faith and open hearts to affection and privacy. */
const questions: Question[] = [
  // 1 Values & Faith: spiritual closeness
  {
    key: 'q_1_1',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope my partner and I share moments of prayer or quiet reflection that bring us closer.',
      ar: 'آمل أن تجمعني بشريك حياتي لحظات من الصلاة أو التأمل تزيدنا قربًا.',
    },
    phase2: {
      en: 'My partner and I share moments of prayer or quiet reflection that bring us closer.',
      ar: 'تجمعني بشريك حياتي اليوم لحظات من الصلاة أو التأمل تزيدنا قربًا.',
    },
  },
  {
    key: 'q_1_2',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope my partner respects the way I live my faith, without pressure.',
      ar: 'آمل أن يحترم شريك حياتي طريقتي في التديّن، دون ضغط أو إكراه.',
    },
    phase2: {
      en: 'My partner respects the way I live my faith, without pressure.',
      ar: 'يحترم شريك حياتي طريقتي في التديّن، دون ضغط أو إكراه.',
    },
  },
  {
    key: 'q_1_3',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope my partner and I share a clear sense of the purpose of our marriage.',
      ar: 'آمل أن نتشارك أنا وشريك حياتي رؤية واضحة لمعنى زواجنا والغاية منه.',
    },
    phase2: {
      en: 'My partner and I share a clear sense of the purpose of our marriage.',
      ar: 'نتشارك أنا وشريك حياتي اليوم رؤية واضحة لمعنى زواجنا والغاية منه.',
    },
  },
  {
    key: 'q_1_4',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope I can speak freely with my partner about my faith, my questions and my inner thoughts.',
      ar: 'آمل أن أتحدث بحرية مع شريك حياتي عن إيماني وتساؤلاتي وما يجول في خاطري.',
    },
    phase2: {
      en: 'I can speak freely with my partner about my faith, my questions and my inner thoughts.',
      ar: 'أتحدث بحرية مع شريك حياتي عن إيماني وتساؤلاتي وما يجول في خاطري.',
    },
  },
  {
    key: 'q_1_5',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope religious seasons and feasts are times that draw my partner and me closer.',
      ar: 'آمل أن تكون المواسم والأعياد الدينية أوقاتًا تجمعني بشريك حياتي وتقرّب بيننا.',
    },
    phase2: {
      en: 'Religious seasons and feasts are times that draw my partner and me closer.',
      ar: 'المواسم والأعياد الدينية أوقات تجمعني بشريك حياتي وتقرّب بيننا.',
    },
  },
  {
    key: 'q_1_6',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we face hard moral choices together, guided by values we both hold.',
      ar: 'آمل أن نواجه الخيارات الأخلاقية الصعبة معًا، على هدي قيم يؤمن بها كلانا.',
    },
    phase2: {
      en: 'We face hard moral choices together, guided by values we both hold.',
      ar: 'نواجه الخيارات الأخلاقية الصعبة معًا، على هدي قيم يؤمن بها كلانا.',
    },
  },
  {
    key: 'q_1_7',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we help each other become better people, spiritually and morally.',
      ar: 'آمل أن يُعين كل منا الآخر على السموّ بروحه وأخلاقه.',
    },
    phase2: {
      en: 'My partner and I help each other become better people, spiritually and morally.',
      ar: 'يُعين كل منا الآخر اليوم على السموّ بروحه وأخلاقه.',
    },
  },

  // 2 Communication: emotional openness and feeling understood
  {
    key: 'q_2_1',
    category: 2,
    important: true,
    phase1: {
      en: 'I hope to feel truly understood when I share my feelings with my partner.',
      ar: 'آمل أن أجد من شريك حياتي فهمًا حقيقيًا حين أبوح له بمشاعري.',
    },
    phase2: {
      en: 'I feel truly understood when I share my feelings with my partner.',
      ar: 'أجد من شريك حياتي فهمًا حقيقيًا حين أبوح له بمشاعري.',
    },
  },
  {
    key: 'q_2_2',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope I can show my partner my fears and weak moments without being judged.',
      ar: 'آمل أن أكشف لشريك حياتي مخاوفي ومواطن ضعفي دون أن أخشى لومًا أو انتقادًا.',
    },
    phase2: {
      en: 'I can show my partner my fears and weak moments without being judged.',
      ar: 'أستطيع أن أكشف لشريك حياتي مخاوفي ومواطن ضعفي دون أن أخشى لومًا أو انتقادًا.',
    },
  },
  {
    key: 'q_2_3',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope my partner notices when something is troubling me.',
      ar: 'آمل أن يلحظ شريك حياتي ما يشغل بالي.',
    },
    phase2: {
      en: 'My partner notices when something is troubling me.',
      ar: 'يلحظ شريك حياتي ما يشغل بالي.',
    },
  },
  {
    key: 'q_2_4',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope we find our way back to warmth soon after a disagreement.',
      ar: 'آمل أن نستعيد الدفء بيننا سريعًا بعد أي خلاف.',
    },
    phase2: {
      en: 'After a disagreement, my partner and I soon find our way back to warmth.',
      ar: 'نستعيد أنا وشريك حياتي الدفء بيننا سريعًا بعد الخلاف.',
    },
  },
  {
    key: 'q_2_5',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope our daily talks go beyond chores and errands to how we really feel.',
      ar: 'آمل أن تتجاوز أحاديثنا اليومية شؤون البيت ومشاغله إلى ما نشعر به حقًا.',
    },
    phase2: {
      en: 'Our daily talks go beyond chores and errands to how we really feel.',
      ar: 'تتجاوز أحاديثنا اليومية شؤون البيت ومشاغله إلى ما نشعر به حقًا.',
    },
  },
  {
    key: 'q_2_6',
    category: 2,
    important: true,
    phase1: {
      en: 'I hope my partner and I speak to each other gently, even when we are upset.',
      ar: 'آمل أن يخاطب كل منا الآخر بلطف ورفق، حتى في لحظات الغضب والضيق.',
    },
    phase2: {
      en: 'My partner and I speak to each other gently, even when we are upset.',
      ar: 'يخاطب كل منا الآخر بلطف ورفق، حتى في لحظات الغضب والضيق.',
    },
  },
  {
    key: 'q_2_7',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope my partner gives me full attention when I talk, setting the phone and other distractions aside.',
      ar: 'آمل أن يُقبل عليّ شريك حياتي بكل انتباهه حين أحدّثه، وأن يضع الهاتف وما يشغله جانبًا.',
    },
    phase2: {
      en: 'My partner gives me full attention when I talk, setting the phone and other distractions aside.',
      ar: 'يُقبل عليّ شريك حياتي بكل انتباهه حين أحدّثه، ويضع الهاتف وما يشغله جانبًا.',
    },
  },

  // 3 Finances & Goals: partnership, security and shared dreams
  {
    key: 'q_3_1',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope my partner and I are fully open with each other about money, with no secrets.',
      ar: 'آمل أن نتعامل أنا وشريك حياتي بشفافية تامة في شؤون المال، دون أسرار.',
    },
    phase2: {
      en: 'My partner and I are fully open with each other about money, with no secrets.',
      ar: 'نتعامل أنا وشريك حياتي بشفافية تامة في شؤون المال، دون أسرار.',
    },
  },
  {
    key: 'q_3_2',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope the way we handle money gives me a feeling of safety and calm in our marriage.',
      ar: 'آمل أن تمنحني طريقتنا في إدارة المال شعورًا بالأمان والطمأنينة في زواجنا.',
    },
    phase2: {
      en: 'The way we handle money gives me a feeling of safety and calm in our marriage.',
      ar: 'تمنحني طريقتنا في إدارة المال اليوم شعورًا بالأمان والطمأنينة في زواجنا.',
    },
  },
  {
    key: 'q_3_3',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope my partner and I set aside time to dream about and plan our future together.',
      ar: 'آمل أن نخصص أنا وشريك حياتي وقتًا لنحلم معًا ونخطط لمستقبلنا.',
    },
    phase2: {
      en: 'My partner and I set aside time to dream about and plan our future together.',
      ar: 'نخصص أنا وشريك حياتي وقتًا لنحلم معًا ونخطط لمستقبلنا.',
    },
  },
  {
    key: 'q_3_4',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope my partner supports my personal and career ambitions with real interest.',
      ar: 'آمل أن يدعم شريك حياتي طموحاتي الشخصية والمهنية باهتمام صادق.',
    },
    phase2: {
      en: 'My partner supports my personal and career ambitions with real interest.',
      ar: 'يدعم شريك حياتي طموحاتي الشخصية والمهنية باهتمام صادق.',
    },
  },
  {
    key: 'q_3_5',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope my partner and I make big money decisions together, whoever earns the income.',
      ar: 'آمل أن نتخذ أنا وشريك حياتي القرارات المالية الكبرى معًا، أيًّا كان صاحب الدخل منا.',
    },
    phase2: {
      en: 'My partner and I make big money decisions together, whoever earns the income.',
      ar: 'نتخذ أنا وشريك حياتي القرارات المالية الكبرى معًا، أيًّا كان صاحب الدخل منا.',
    },
  },
  {
    key: 'q_3_6',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we face money worries side by side instead of letting them come between us.',
      ar: 'آمل أن نواجه الضغوط المالية جنبًا إلى جنب، بدل أن نتركها تفرّق بيننا.',
    },
    phase2: {
      en: 'We face money worries side by side instead of letting them come between us.',
      ar: 'نواجه الضغوط المالية جنبًا إلى جنب، ولا نتركها تفرّق بيننا.',
    },
  },
  {
    key: 'q_3_7',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope our home feels like a place we built together, where each of us feels at ease.',
      ar: 'آمل أن يكون بيتنا مكانًا بنيناه معًا، يجد فيه كل منا راحته.',
    },
    phase2: {
      en: 'Our home feels like a place we built together, where each of us feels at ease.',
      ar: 'بيتنا مكان بنيناه معًا، يجد فيه كل منا راحته.',
    },
  },

  // 4 Intimacy: affection, tenderness, romance and the private side of marriage
  {
    key: 'q_4_1',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my partner often tells me, in warm words, that I am loved.',
      ar: 'آمل أن يُسمعني شريك حياتي كلمات الحب والمودة كثيرًا.',
    },
    phase2: {
      en: 'My partner often tells me, in warm words, that I am loved.',
      ar: 'يُسمعني شريك حياتي كلمات الحب والمودة كثيرًا.',
    },
  },
  {
    key: 'q_4_2',
    category: 4,
    important: true,
    phase1: {
      en: 'I hope to feel that my partner finds me attractive and longs to be near me.',
      ar: 'آمل أن أشعر بأن شريك حياتي ينجذب إليّ ويشتاق إلى قربي.',
    },
    phase2: {
      en: 'I feel that my partner finds me attractive and longs to be near me.',
      ar: 'أشعر بأن شريك حياتي ينجذب إليّ ويشتاق إلى قربي.',
    },
  },
  {
    key: 'q_4_3',
    category: 4,
    important: true,
    phase1: {
      en: 'I hope the private side of our marriage rests on affection, mutual respect and care for both our needs.',
      ar: 'آمل أن يقوم الجانب الخاص من زواجنا على المودة والاحترام المتبادل ومراعاة احتياجات كل منا.',
    },
    phase2: {
      en: 'The private side of our marriage rests on affection, mutual respect and care for both our needs.',
      ar: 'يقوم الجانب الخاص من زواجنا على المودة والاحترام المتبادل ومراعاة احتياجات كل منا.',
    },
  },
  {
    key: 'q_4_4',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my partner and I feel at ease talking tactfully about our needs for closeness.',
      ar: 'آمل أن نتحدث أنا وشريك حياتي بارتياح ولباقة عن حاجتنا إلى القرب.',
    },
    phase2: {
      en: 'My partner and I feel at ease talking tactfully about our needs for closeness.',
      ar: 'نتحدث أنا وشريك حياتي بارتياح ولباقة عن حاجتنا إلى القرب.',
    },
  },
  {
    key: 'q_4_5',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope we keep the spark alive with small surprises and by celebrating our special occasions.',
      ar: 'آمل أن نُبقي جذوة الحب متّقدة بيننا بالمفاجآت الصغيرة والاحتفاء بمناسباتنا الخاصة.',
    },
    phase2: {
      en: 'We keep the spark alive with small surprises and by celebrating our special occasions.',
      ar: 'نُبقي جذوة الحب متّقدة بيننا بالمفاجآت الصغيرة والاحتفاء بمناسباتنا الخاصة.',
    },
  },
  {
    key: 'q_4_6',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope our days together are full of tender gestures, such as a warm embrace or holding hands.',
      ar: 'آمل أن تفيض أيامنا معًا بلمسات الحنان، كعناق دافئ أو يد تمسك بيد.',
    },
    phase2: {
      en: 'Our days together are full of tender gestures, such as a warm embrace or holding hands.',
      ar: 'تفيض أيامنا معًا بلمسات الحنان، كعناق دافئ أو يد تمسك بيد.',
    },
  },
  {
    key: 'q_4_7',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope to feel valued by my partner for who I am, not only for what I do.',
      ar: 'آمل أن أشعر بتقدير شريك حياتي لشخصي، لا لما أقدّمه فحسب.',
    },
    phase2: {
      en: 'I feel valued by my partner for who I am, not only for what I do.',
      ar: 'أشعر بتقدير شريك حياتي لشخصي، لا لما أقدّمه فحسب.',
    },
  },

  // 5 Family: closeness protected from family pressures, privacy and time alone
  {
    key: 'q_5_1',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope what happens between my partner and me stays private, even from close family, apart from a counsellor or doctor.',
      ar: 'آمل أن يبقى ما بيني وبين شريك حياتي في طيّ الكتمان حتى عن أقرب الناس إلينا، فلا نُطلع عليه إلا مستشارًا أو طبيبًا.',
    },
    phase2: {
      en: 'What happens between my partner and me stays private, even from close family, apart from a counsellor or doctor.',
      ar: 'يبقى ما بيني وبين شريك حياتي في طيّ الكتمان حتى عن أقرب الناس إلينا، فلا نُطلع عليه إلا مستشارًا أو طبيبًا.',
    },
  },
  {
    key: 'q_5_2',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope my partner and I have regular time alone together, despite the demands of work and family.',
      ar: 'آمل أن نحظى أنا وشريك حياتي بوقت منتظم لنا وحدنا، رغم مشاغل العمل والأهل.',
    },
    phase2: {
      en: 'My partner and I have regular time alone together, despite the demands of work and family.',
      ar: 'نحظى أنا وشريك حياتي بوقت منتظم لنا وحدنا، رغم مشاغل العمل والأهل.',
    },
  },
  {
    key: 'q_5_3',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope my partner stands by me, respectfully, when relatives pressure or criticise me.',
      ar: 'آمل أن يقف شريك حياتي إلى جانبي حين يضغط عليّ أحد الأقارب أو ينتقدني، دون أن يُخلّ باحترام أحد.',
    },
    phase2: {
      en: 'My partner stands by me, respectfully, when relatives pressure or criticise me.',
      ar: 'يقف شريك حياتي إلى جانبي حين يضغط عليّ أحد الأقارب أو ينتقدني، دون أن يُخلّ باحترام أحد.',
    },
  },
  {
    key: 'q_5_4',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope our bond as a couple stays at the heart of our home.',
      ar: 'آمل أن تظل رابطتنا الزوجية محور بيتنا.',
    },
    phase2: {
      en: 'Our bond as a couple stays at the heart of our home.',
      ar: 'تظل رابطتنا الزوجية محور بيتنا.',
    },
  },
  {
    key: 'q_5_5',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope my partner and I settle our disagreements between ourselves before involving any relative.',
      ar: 'آمل أن نحلّ أنا وشريك حياتي خلافاتنا بيننا قبل أن نُدخل فيها أحدًا من الأهل.',
    },
    phase2: {
      en: 'My partner and I settle our disagreements between ourselves before involving any relative.',
      ar: 'نحلّ أنا وشريك حياتي خلافاتنا بيننا قبل أن نُدخل فيها أحدًا من الأهل.',
    },
  },
  {
    key: 'q_5_6',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope the people closest to us can feel the warmth between my partner and me.',
      ar: 'آمل أن يلمس أقرب الناس إلينا الدفء والمودة بيني وبين شريك حياتي.',
    },
    phase2: {
      en: 'The people closest to us can feel the warmth between my partner and me.',
      ar: 'يلمس أقرب الناس إلينا الدفء والمودة بيني وبين شريك حياتي.',
    },
  },
  {
    key: 'q_5_7',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope our relatives respect the privacy of our home.',
      ar: 'آمل أن يحترم الأهل خصوصية بيتنا.',
    },
    phase2: {
      en: 'Our relatives respect the privacy of our home.',
      ar: 'يحترم الأهل خصوصية بيتنا.',
    },
  },
];

export default questions;

/** The bank with its revisions: what an assessment answered at an older version reads (decision 029). */
export const intimacyBank: VersionedBank<Question> = { questions, revisions: INTIMACY_REVISIONS };
