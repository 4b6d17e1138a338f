import type { Question } from '../../assessment/question.ts';
import type { BankRevision } from '../versions.ts';

/**
 * The intimacy bank's revisions, oldest first: each holds the questions it changed as they read before it
 * (decision 029). History, like a migration: once landed, never edited.
 */
export const INTIMACY_REVISIONS: BankRevision<Question>[] = [
  {
    version: 2,
    date: '2026-11-23',
    why: 'Content review 2026-11-23 §4: noticing, not mind-reading (q_2_3); privacy that allows a counsellor or doctor (q_5_1); items that fit couples without children too (q_5_2, q_5_6); §4 stems: every Phase 1 statement now says what the person hopes for, «I hope…» / «آمل أن…» ("I expect my partner to…" read as a demand in English, «أتوقع» as a prediction).',
    before: [
      {
        key: 'q_2_3',
        category: 2,
        important: false,
        phase1: {
          en: 'I would like my partner to sense when something is troubling me, even before I say a word.',
          ar: 'أتمنى أن يستشعر شريك حياتي ما يشغل بالي حتى قبل أن أنطق بكلمة.',
        },
        phase2: {
          en: 'My partner senses when something is troubling me, even before I say a word.',
          ar: 'يستشعر شريك حياتي ما يشغل بالي حتى قبل أن أنطق بكلمة.',
        },
      },
      {
        key: 'q_5_1',
        category: 5,
        important: true,
        phase1: {
          en: 'It matters to me that what happens between my partner and me stays private, even from close family.',
          ar: 'يهمني أن يبقى ما بيني وبين شريك حياتي في طيّ الكتمان، حتى عن أقرب الناس إلينا.',
        },
        phase2: {
          en: 'What happens between my partner and me stays private, even from close family.',
          ar: 'يبقى ما بيني وبين شريك حياتي في طيّ الكتمان، حتى عن أقرب الناس إلينا.',
        },
      },
      {
        key: 'q_5_2',
        category: 5,
        important: false,
        phase1: {
          en: 'I hope my partner and I have regular time alone together, despite the demands of children and relatives.',
          ar: 'آمل أن نحظى أنا وشريك حياتي بوقت منتظم لنا وحدنا، رغم مشاغل الأبناء والأهل.',
        },
        phase2: {
          en: 'My partner and I have regular time alone together, despite the demands of children and relatives.',
          ar: 'نحظى أنا وشريك حياتي بوقت منتظم لنا وحدنا، رغم مشاغل الأبناء والأهل.',
        },
      },
      {
        key: 'q_5_6',
        category: 5,
        important: false,
        phase1: {
          en: 'I believe everyone in our home, our children above all, should feel the warmth between my partner and me.',
          ar: 'أرى أنه ينبغي أن يلمس كل من في بيتنا، ولا سيما الأبناء، الدفء والمودة بيني وبين شريك حياتي.',
        },
        phase2: {
          en: 'Everyone in our home, our children above all, feels the warmth between my partner and me.',
          ar: 'يلمس كل من في بيتنا، ولا سيما الأبناء، الدفء والمودة بيني وبين شريك حياتي.',
        },
      },
      {
        key: 'q_1_2',
        category: 1,
        important: true,
        phase1: {
          en: 'It matters to me that my partner respects the way I live my faith, without pressure.',
          ar: 'يهمني أن يحترم شريك حياتي طريقتي في التديّن، دون ضغط أو إكراه.',
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
          en: 'I want my partner and me to share a clear sense of the purpose of our marriage.',
          ar: 'أريد أن نتشارك أنا وشريك حياتي رؤية واضحة لمعنى زواجنا والغاية منه.',
        },
        phase2: {
          en: 'My partner and I share a clear sense of the purpose of our marriage.',
          ar: 'نتشارك أنا وشريك حياتي اليوم رؤية واضحة لمعنى زواجنا والغاية منه.',
        },
      },
      {
        key: 'q_1_5',
        category: 1,
        important: false,
        phase1: {
          en: 'I look forward to religious seasons and feasts being times that draw my partner and me closer.',
          ar: 'أتطلع إلى أن تكون المواسم والأعياد الدينية أوقاتًا تجمعني بشريك حياتي وتقرّب بيننا.',
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
          en: 'I believe we should face hard moral choices together, guided by values we both hold.',
          ar: 'أرى أن علينا أن نواجه الخيارات الأخلاقية الصعبة معًا، على هدي قيم يؤمن بها كلانا.',
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
          en: 'In our marriage I would like us to help each other become better people, spiritually and morally.',
          ar: 'أتطلع إلى أن يُعين كل منا الآخر على السموّ بروحه وأخلاقه.',
        },
        phase2: {
          en: 'My partner and I help each other become better people, spiritually and morally.',
          ar: 'يُعين كل منا الآخر اليوم على السموّ بروحه وأخلاقه.',
        },
      },
      {
        key: 'q_2_2',
        category: 2,
        important: false,
        phase1: {
          en: 'It matters to me that I can show my partner my fears and weak moments without being judged.',
          ar: 'يهمني أن أكشف لشريك حياتي مخاوفي ومواطن ضعفي دون أن أخشى لومًا أو انتقادًا.',
        },
        phase2: {
          en: 'I can show my partner my fears and weak moments without being judged.',
          ar: 'أستطيع أن أكشف لشريك حياتي مخاوفي ومواطن ضعفي دون أن أخشى لومًا أو انتقادًا.',
        },
      },
      {
        key: 'q_2_4',
        category: 2,
        important: false,
        phase1: {
          en: 'I expect us to find our way back to warmth soon after a disagreement.',
          ar: 'أتوقع أن نستعيد الدفء بيننا سريعًا بعد أي خلاف.',
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
          en: 'In our marriage I would like our daily talks to go beyond chores and errands to how we really feel.',
          ar: 'أتطلع إلى أن تتجاوز أحاديثنا اليومية شؤون البيت ومشاغله إلى ما نشعر به حقًا.',
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
          en: 'It matters to me that my partner and I speak to each other gently, even when we are upset.',
          ar: 'يهمني أن يخاطب كل منا الآخر بلطف ورفق، حتى في لحظات الغضب والضيق.',
        },
        phase2: {
          en: 'My partner and I speak to each other gently, even when we are upset.',
          ar: 'يخاطب كل منا الآخر بلطف ورفق، حتى في لحظات الغضب والضيق.',
        },
      },
      {
        key: 'q_3_1',
        category: 3,
        important: true,
        phase1: {
          en: 'I expect my partner and me to be fully open with each other about money, with no secrets.',
          ar: 'أتوقع أن نتعامل أنا وشريك حياتي بشفافية تامة في شؤون المال، دون أسرار.',
        },
        phase2: {
          en: 'My partner and I are fully open with each other about money, with no secrets.',
          ar: 'نتعامل أنا وشريك حياتي بشفافية تامة في شؤون المال، دون أسرار.',
        },
      },
      {
        key: 'q_3_3',
        category: 3,
        important: false,
        phase1: {
          en: 'I want my partner and me to set aside time to dream about and plan our future together.',
          ar: 'أريد أن نخصص أنا وشريك حياتي وقتًا لنحلم معًا ونخطط لمستقبلنا.',
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
          en: 'It matters to me that my partner supports my personal and career ambitions with real interest.',
          ar: 'يهمني أن يدعم شريك حياتي طموحاتي الشخصية والمهنية باهتمام صادق.',
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
          en: 'I believe my partner and I should make big money decisions together, whoever earns the income.',
          ar: 'أرى أنه ينبغي أن نتخذ أنا وشريك حياتي القرارات المالية الكبرى معًا، أيًّا كان صاحب الدخل منا.',
        },
        phase2: {
          en: 'My partner and I make big money decisions together, whoever earns the income.',
          ar: 'نتخذ أنا وشريك حياتي القرارات المالية الكبرى معًا، أيًّا كان صاحب الدخل منا.',
        },
      },
      {
        key: 'q_3_7',
        category: 3,
        important: false,
        phase1: {
          en: 'I want our home to feel like a place we built together, where each of us feels at ease.',
          ar: 'أريد أن يكون بيتنا مكانًا بنيناه معًا، يجد فيه كل منا راحته.',
        },
        phase2: {
          en: 'Our home feels like a place we built together, where each of us feels at ease.',
          ar: 'بيتنا مكان بنيناه معًا، يجد فيه كل منا راحته.',
        },
      },
      {
        key: 'q_4_2',
        category: 4,
        important: true,
        phase1: {
          en: 'It matters to me to feel that my partner finds me attractive and longs to be near me.',
          ar: 'يهمني أن أشعر بأن شريك حياتي ينجذب إليّ ويشتاق إلى قربي.',
        },
        phase2: {
          en: 'I feel that my partner finds me attractive and longs to be near me.',
          ar: 'أشعر بأن شريك حياتي ينجذب إليّ ويشتاق إلى قربي.',
        },
      },
      {
        key: 'q_4_4',
        category: 4,
        important: false,
        phase1: {
          en: 'I want my partner and me to feel at ease talking tactfully about our needs for closeness.',
          ar: 'أريد أن نتحدث أنا وشريك حياتي بارتياح ولباقة عن حاجتنا إلى القرب.',
        },
        phase2: {
          en: 'My partner and I feel at ease talking tactfully about our needs for closeness.',
          ar: 'نتحدث أنا وشريك حياتي بارتياح ولباقة عن حاجتنا إلى القرب.',
        },
      },
      {
        key: 'q_4_6',
        category: 4,
        important: false,
        phase1: {
          en: 'I would like our days together to be full of tender gestures, such as a warm embrace or holding hands.',
          ar: 'أتمنى أن تفيض أيامنا معًا بلمسات الحنان، كعناق دافئ أو يد تمسك بيد.',
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
          en: 'I want to feel valued by my partner for who I am, not only for what I do.',
          ar: 'أريد أن أشعر بتقدير شريك حياتي لشخصي، لا لما أقدّمه فحسب.',
        },
        phase2: {
          en: 'I feel valued by my partner for who I am, not only for what I do.',
          ar: 'أشعر بتقدير شريك حياتي لشخصي، لا لما أقدّمه فحسب.',
        },
      },
      {
        key: 'q_5_3',
        category: 5,
        important: true,
        phase1: {
          en: 'I expect my partner to stand by me, respectfully, when relatives pressure or criticise me.',
          ar: 'أتوقع أن يقف شريك حياتي إلى جانبي حين يضغط عليّ أحد الأقارب أو ينتقدني، دون أن يُخلّ باحترام أحد.',
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
          en: 'I believe we should honour our parents while keeping our bond as a couple at the heart of our home.',
          ar: 'أرى أن علينا أن نبرّ آباءنا وأمهاتنا، وأن تظل رابطتنا الزوجية محور بيتنا.',
        },
        phase2: {
          en: 'We honour our parents while keeping our bond as a couple at the heart of our home.',
          ar: 'نبرّ آباءنا وأمهاتنا، وتظل رابطتنا الزوجية محور بيتنا.',
        },
      },
      {
        key: 'q_5_5',
        category: 5,
        important: false,
        phase1: {
          en: 'I want my partner and me to settle our disagreements between ourselves before involving any relative.',
          ar: 'أريد أن نحلّ أنا وشريك حياتي خلافاتنا بيننا قبل أن نُدخل فيها أحدًا من الأهل.',
        },
        phase2: {
          en: 'My partner and I settle our disagreements between ourselves before involving any relative.',
          ar: 'نحلّ أنا وشريك حياتي خلافاتنا بيننا قبل أن نُدخل فيها أحدًا من الأهل.',
        },
      },
      {
        key: 'q_5_7',
        category: 5,
        important: false,
        phase1: {
          en: 'I would like our relatives to respect the privacy of our home and to visit at times we both agree to.',
          ar: 'أودّ أن يحترم الأهل خصوصية بيتنا، وأن تكون زياراتهم في أوقات نرتضيها معًا.',
        },
        phase2: {
          en: 'Our relatives respect the privacy of our home and visit at times we both agree to.',
          ar: 'يحترم الأهل خصوصية بيتنا، وتكون زياراتهم في أوقات نرتضيها معًا.',
        },
      },
    ],
  },
  {
    version: 3,
    date: '2026-11-23',
    why: 'Content audit 2026-11-23 §1: one thing per item (q_5_4: our bond at the heart of our home; q_5_7: relatives respect our privacy); §2: q_5_1 «فلا نُطلع عليه إلا مستشارًا أو طبيبًا» (was «الكتمان عن … إلا مع», prepositions that clash).',
    before: [
      {
        key: 'q_5_1',
        category: 5,
        important: true,
        phase1: {
          en: 'I hope what happens between my partner and me stays private, even from close family, apart from a counsellor or doctor.',
          ar: 'آمل أن يبقى ما بيني وبين شريك حياتي في طيّ الكتمان حتى عن أقرب الناس إلينا، إلا مع مستشار أو طبيب.',
        },
        phase2: {
          en: 'What happens between my partner and me stays private, even from close family, apart from a counsellor or doctor.',
          ar: 'يبقى ما بيني وبين شريك حياتي في طيّ الكتمان حتى عن أقرب الناس إلينا، إلا مع مستشار أو طبيب.',
        },
      },
      {
        key: 'q_5_4',
        category: 5,
        important: false,
        phase1: {
          en: 'I hope we will honour our parents while keeping our bond as a couple at the heart of our home.',
          ar: 'آمل أن نبرّ آباءنا وأمهاتنا، وأن تظل رابطتنا الزوجية محور بيتنا.',
        },
        phase2: {
          en: 'We honour our parents while keeping our bond as a couple at the heart of our home.',
          ar: 'نبرّ آباءنا وأمهاتنا، وتظل رابطتنا الزوجية محور بيتنا.',
        },
      },
      {
        key: 'q_5_7',
        category: 5,
        important: false,
        phase1: {
          en: 'I hope our relatives respect the privacy of our home and visit at times we both agree to.',
          ar: 'آمل أن يحترم الأهل خصوصية بيتنا، وأن تكون زياراتهم في أوقات نرتضيها معًا.',
        },
        phase2: {
          en: 'Our relatives respect the privacy of our home and visit at times we both agree to.',
          ar: 'يحترم الأهل خصوصية بيتنا، وتكون زياراتهم في أوقات نرتضيها معًا.',
        },
      },
    ],
  },
  {
    version: 4,
    date: '2026-11-27',
    why: 'Content review 2026-11-27 §4.1: every Phase 1 statement speaks in the present in English ("I hope we…"), since "I hope that in our marriage we will…" read to a married couple as a marriage still ahead («آمل أن» was already tense-neutral).',
    before: [
      {
        key: 'q_1_6',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope we will face hard moral choices together, guided by values we both hold.',
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
          en: 'I hope that in our marriage we will help each other become better people, spiritually and morally.',
          ar: 'آمل أن يُعين كل منا الآخر على السموّ بروحه وأخلاقه.',
        },
        phase2: {
          en: 'My partner and I help each other become better people, spiritually and morally.',
          ar: 'يُعين كل منا الآخر اليوم على السموّ بروحه وأخلاقه.',
        },
      },
      {
        key: 'q_2_4',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope we will find our way back to warmth soon after a disagreement.',
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
          en: 'I hope that in our marriage our daily talks go beyond chores and errands to how we really feel.',
          ar: 'آمل أن تتجاوز أحاديثنا اليومية شؤون البيت ومشاغله إلى ما نشعر به حقًا.',
        },
        phase2: {
          en: 'Our daily talks go beyond chores and errands to how we really feel.',
          ar: 'تتجاوز أحاديثنا اليومية شؤون البيت ومشاغله إلى ما نشعر به حقًا.',
        },
      },
      {
        key: 'q_3_7',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope our home will feel like a place we built together, where each of us feels at ease.',
          ar: 'آمل أن يكون بيتنا مكانًا بنيناه معًا، يجد فيه كل منا راحته.',
        },
        phase2: {
          en: 'Our home feels like a place we built together, where each of us feels at ease.',
          ar: 'بيتنا مكان بنيناه معًا، يجد فيه كل منا راحته.',
        },
      },
      {
        key: 'q_5_3',
        category: 5,
        important: true,
        phase1: {
          en: 'I hope my partner will stand by me, respectfully, when relatives pressure or criticise me.',
          ar: 'آمل أن يقف شريك حياتي إلى جانبي حين يضغط عليّ أحد الأقارب أو ينتقدني، دون أن يُخلّ باحترام أحد.',
        },
        phase2: {
          en: 'My partner stands by me, respectfully, when relatives pressure or criticise me.',
          ar: 'يقف شريك حياتي إلى جانبي حين يضغط عليّ أحد الأقارب أو ينتقدني، دون أن يُخلّ باحترام أحد.',
        },
      },
    ],
  },
];
