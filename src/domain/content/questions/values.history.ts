import type { Question } from '../../assessment/question.ts';
import type { BankRevision } from '../versions.ts';

/**
 * The values bank's revisions, oldest first: each holds the questions it changed as they read before it
 * (decision 029). History, like a migration: once landed, never edited.
 */
export const VALUES_REVISIONS: BankRevision<Question>[] = [
  {
    version: 2,
    date: '2026-11-23',
    why: 'Content review 2026-11-23 §4: one thing per item (q_2_4) and a private side that still allows a counsellor or doctor (q_4_5); §3 one term each: «الجانب الخاص» for the private side, «مدى التزام … بدينه» for observance; §4 stems: every Phase 1 statement now says what the person hopes for, «I hope…» / «آمل أن…» ("I expect my partner to…" read as a demand in English, «أتوقع» as a prediction).',
    before: [
      {
        key: 'q_2_4',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope we forgive each other readily and do not bring up old mistakes again.',
          ar: 'آمل أن يسامح أحدنا الآخر عن طيب خاطر، وألا ننبش الأخطاء القديمة.',
        },
        phase2: {
          en: 'We forgive each other readily and do not bring up old mistakes again.',
          ar: 'يسامح أحدنا الآخر عن طيب خاطر، ولا ننبش الأخطاء القديمة.',
        },
      },
      {
        key: 'q_4_5',
        category: 4,
        important: false,
        phase1: {
          en: 'I want the private side of our marriage to stay strictly between the two of us.',
          ar: 'أريد أن تبقى أسرار حياتنا الزوجية بيننا وحدنا، لا يطّلع عليها أحد.',
        },
        phase2: {
          en: 'The private side of our marriage stays strictly between the two of us.',
          ar: 'تبقى أسرار حياتنا الزوجية بيننا وحدنا، لا يطّلع عليها أحد.',
        },
      },
      {
        key: 'q_1_1',
        category: 1,
        important: true,
        phase1: {
          en: 'I expect my partner and me to see eye to eye on the place religion holds in our daily life.',
          ar: 'أتوقع أن تتقارب نظرتي ونظرة شريك حياتي إلى مكانة الدين في حياتنا اليومية.',
        },
        phase2: {
          en: 'My partner and I see eye to eye today on the place religion holds in our daily life.',
          ar: 'تتقارب نظرتي ونظرة شريك حياتي اليوم إلى مكانة الدين في حياتنا اليومية.',
        },
      },
      {
        key: 'q_1_2',
        category: 1,
        important: true,
        phase1: {
          en: "It matters to me that we respect each other's way of practising worship, such as prayer and fasting.",
          ar: 'يهمني أن يحترم كلٌّ منا طريقة الآخر في أداء العبادات، كالصلاة والصيام.',
        },
        phase2: {
          en: "We respect each other's way of practising worship, such as prayer and fasting.",
          ar: 'يحترم كلٌّ منا اليوم طريقة الآخر في أداء العبادات، كالصلاة والصيام.',
        },
      },
      {
        key: 'q_1_3',
        category: 1,
        important: false,
        phase1: {
          en: 'I believe we should share the same sense of right and wrong when we face hard choices.',
          ar: 'أرى أنه ينبغي أن نحتكم أنا وشريك حياتي إلى المعايير الأخلاقية نفسها حين نواجه خيارات صعبة.',
        },
        phase2: {
          en: 'When we face hard choices, my partner and I share the same sense of right and wrong.',
          ar: 'نحتكم أنا وشريك حياتي اليوم إلى المعايير الأخلاقية نفسها حين نواجه خيارات صعبة.',
        },
      },
      {
        key: 'q_1_5',
        category: 1,
        important: false,
        phase1: {
          en: 'I want us to share a common sense of what gives our life meaning and purpose.',
          ar: 'أريد أن نتشارك أنا وشريك حياتي رؤية واحدة لما يمنح حياتنا معنى وغاية.',
        },
        phase2: {
          en: 'My partner and I share a common sense of what gives our life meaning and purpose.',
          ar: 'نتشارك أنا وشريك حياتي اليوم رؤية واحدة لما يمنح حياتنا معنى وغاية.',
        },
      },
      {
        key: 'q_1_6',
        category: 1,
        important: false,
        phase1: {
          en: 'In our marriage I would like us to mark religious occasions and holidays in a way we both feel good about.',
          ar: 'أتطلع إلى أن نُحيي المناسبات الدينية والأعياد بطريقة يرتاح إليها كلانا.',
        },
        phase2: {
          en: 'We mark religious occasions and holidays in a way we both feel good about.',
          ar: 'نُحيي المناسبات الدينية والأعياد بطريقة يرتاح إليها كلانا.',
        },
      },
      {
        key: 'q_1_7',
        category: 1,
        important: false,
        phase1: {
          en: 'I would love for us to help each other grow in faith and character, without pressure.',
          ar: 'أتمنى أن يعين كلٌّ منا الآخر على الارتقاء بإيمانه وأخلاقه، دون ضغط.',
        },
        phase2: {
          en: 'My partner and I help each other grow in faith and character, without pressure.',
          ar: 'يعين كلٌّ منا الآخر اليوم على الارتقاء بإيمانه وأخلاقه، دون ضغط.',
        },
      },
      {
        key: 'q_1_8',
        category: 1,
        important: false,
        phase1: {
          en: 'I believe our shared convictions should give us patience and hope in hard times.',
          ar: 'أرى أن قناعاتنا المشتركة ينبغي أن تمدّنا بالصبر والأمل في الشدائد.',
        },
        phase2: {
          en: 'In hard times, our shared convictions give us patience and hope.',
          ar: 'تمدّنا قناعاتنا المشتركة بالصبر والأمل في الشدائد.',
        },
      },
      {
        key: 'q_2_1',
        category: 2,
        important: true,
        phase1: {
          en: 'I expect us to be honest with each other, even when the truth is uncomfortable.',
          ar: 'أتوقع أن نتصارح أنا وشريك حياتي بالحقيقة، حتى حين تكون ثقيلة على النفس.',
        },
        phase2: {
          en: 'My partner and I are honest with each other, even when the truth is uncomfortable.',
          ar: 'نتصارح أنا وشريك حياتي اليوم بالحقيقة، حتى حين تكون ثقيلة على النفس.',
        },
      },
      {
        key: 'q_2_2',
        category: 2,
        important: true,
        phase1: {
          en: 'It matters to me that neither of us insults or belittles the other, even in anger.',
          ar: 'يهمني ألا يهين أحدنا الآخر ولا يستخف به، حتى في لحظات الغضب.',
        },
        phase2: {
          en: 'Even when we are angry, neither of us insults or belittles the other.',
          ar: 'لا يهين أحدنا الآخر ولا يستخف به، حتى في لحظات الغضب.',
        },
      },
      {
        key: 'q_2_3',
        category: 2,
        important: false,
        phase1: {
          en: 'I believe our disagreements should stay between us, unless we both agree to seek advice.',
          ar: 'أرى أنه ينبغي أن تبقى خلافاتنا بيننا، ما لم نتفق كلانا على طلب المشورة.',
        },
        phase2: {
          en: 'We keep our disagreements between us, unless we both agree to seek advice.',
          ar: 'تبقى خلافاتنا بيننا، ما لم نتفق كلانا على طلب المشورة.',
        },
      },
      {
        key: 'q_2_5',
        category: 2,
        important: false,
        phase1: {
          en: 'I want us to agree on how much personal privacy each of us keeps, such as with phones and messages.',
          ar: 'أريد أن نتفق على قدر الخصوصية الذي يحتفظ به كلٌّ منا في أمور كالهاتف والرسائل.',
        },
        phase2: {
          en: 'We agree on how much personal privacy each of us keeps, such as with phones and messages.',
          ar: 'نتفق اليوم على قدر الخصوصية الذي يحتفظ به كلٌّ منا في أمور كالهاتف والرسائل.',
        },
      },
      {
        key: 'q_2_6',
        category: 2,
        important: false,
        phase1: {
          en: 'I believe each of us should be able to admit being wrong and apologise sincerely.',
          ar: 'أرى أن على كلٍّ منا أن يعترف بخطئه ويعتذر عنه بصدق.',
        },
        phase2: {
          en: 'Today, each of us can admit being wrong and apologise sincerely.',
          ar: 'يستطيع كلٌّ منا اليوم أن يعترف بخطئه ويعتذر عنه بصدق.',
        },
      },
      {
        key: 'q_2_7',
        category: 2,
        important: false,
        phase1: {
          en: 'I expect us both to keep our word to each other, in small promises as well as big ones.',
          ar: 'أتوقع أن يفي كلٌّ منا بوعوده للآخر، صغيرةً كانت أو كبيرة.',
        },
        phase2: {
          en: 'My partner and I keep our word to each other, in small promises as well as big ones.',
          ar: 'يفي كلٌّ منا اليوم بوعوده للآخر، صغيرةً كانت أو كبيرة.',
        },
      },
      {
        key: 'q_2_8',
        category: 2,
        important: false,
        phase1: {
          en: 'In our marriage I would like us to consult each other and weigh both opinions before important decisions.',
          ar: 'أتطلع إلى أن نتشاور أنا وشريك حياتي في القرارات المهمة، ونزن رأي كلٍّ منا قبل أن نحسم أمرها.',
        },
        phase2: {
          en: 'My partner and I consult each other and weigh both opinions before important decisions.',
          ar: 'نتشاور أنا وشريك حياتي في القرارات المهمة، ونزن رأي كلٍّ منا قبل أن نحسم أمرها.',
        },
      },
      {
        key: 'q_3_1',
        category: 3,
        important: true,
        phase1: {
          en: 'I expect us to be fully open with each other about income, spending and debts.',
          ar: 'أتوقع أن نتعامل أنا وشريك حياتي بشفافية تامة فيما يخص الدخل والإنفاق والديون.',
        },
        phase2: {
          en: 'My partner and I are fully open with each other about income, spending and debts.',
          ar: 'نتعامل أنا وشريك حياتي اليوم بشفافية تامة فيما يخص الدخل والإنفاق والديون.',
        },
      },
      {
        key: 'q_3_2',
        category: 3,
        important: false,
        phase1: {
          en: 'It matters to me that we agree on how much of our money goes to charity and to people in need.',
          ar: 'يهمني أن نتفق على ما نخصصه من مالنا للصدقة ومساعدة المحتاجين.',
        },
        phase2: {
          en: 'We agree on how much of our money goes to charity and to people in need.',
          ar: 'نتفق اليوم على ما نخصصه من مالنا للصدقة ومساعدة المحتاجين.',
        },
      },
      {
        key: 'q_3_3',
        category: 3,
        important: false,
        phase1: {
          en: 'I believe we should live within our means, even at weddings and celebrations, rather than spend to impress others.',
          ar: 'أرى أنه ينبغي أن نعيش في حدود إمكاناتنا، حتى في الأعراس والمناسبات، لا أن ننفق للتباهي أمام الناس.',
        },
        phase2: {
          en: 'We live within our means, even at weddings and celebrations, rather than spending to impress others.',
          ar: 'نعيش اليوم في حدود إمكاناتنا، حتى في الأعراس والمناسبات، ولا ننفق للتباهي أمام الناس.',
        },
      },
      {
        key: 'q_3_5',
        category: 3,
        important: false,
        phase1: {
          en: 'I want us to share the same respect for hard work and for earning an honest living.',
          ar: 'أريد أن نشترك أنا وشريك حياتي في تقدير العمل الجاد والكسب الشريف.',
        },
        phase2: {
          en: 'My partner and I share the same respect for hard work and for earning an honest living.',
          ar: 'نشترك أنا وشريك حياتي اليوم في تقدير العمل الجاد والكسب الشريف.',
        },
      },
      {
        key: 'q_3_6',
        category: 3,
        important: false,
        phase1: {
          en: 'It matters to me that we agree on how much we help our parents and relatives financially.',
          ar: 'يهمني أن نتفق على مقدار ما نقدمه من عون مادي لوالدينا وأقاربنا.',
        },
        phase2: {
          en: 'We agree on how much we help our parents and relatives financially.',
          ar: 'نتفق اليوم على مقدار ما نقدمه من عون مادي لوالدينا وأقاربنا.',
        },
      },
      {
        key: 'q_3_7',
        category: 3,
        important: false,
        phase1: {
          en: 'In our marriage I would like us to agree on who provides for the home and how money decisions are made.',
          ar: 'أتطلع إلى أن نتفق على من يتولى الإنفاق على البيت، وكيف تُتخذ قراراتنا المالية.',
        },
        phase2: {
          en: 'We agree on who provides for the home and how money decisions are made.',
          ar: 'نتفق اليوم على من يتولى الإنفاق على البيت، وكيف تُتخذ قراراتنا المالية.',
        },
      },
      {
        key: 'q_4_1',
        category: 4,
        important: true,
        phase1: {
          en: 'I expect us both to be completely faithful to each other, in word and in deed.',
          ar: 'أتوقع أن يحفظ كلٌّ منا عهد الآخر ويخلص له إخلاصًا تامًّا، قولًا وفعلًا.',
        },
        phase2: {
          en: 'My partner and I are completely faithful to each other, in word and in deed.',
          ar: 'يحفظ كلٌّ منا عهد الآخر ويخلص له إخلاصًا تامًّا، قولًا وفعلًا.',
        },
      },
      {
        key: 'q_4_2',
        category: 4,
        important: true,
        phase1: {
          en: 'It matters to me that we agree on clear boundaries in our dealings with people of the opposite sex.',
          ar: 'يهمني أن نتفق على حدود واضحة في تعاملنا مع الجنس الآخر.',
        },
        phase2: {
          en: 'We agree on clear boundaries in our dealings with people of the opposite sex.',
          ar: 'نتفق اليوم على حدود واضحة في تعاملنا مع الجنس الآخر.',
        },
      },
      {
        key: 'q_4_3',
        category: 4,
        important: false,
        phase1: {
          en: 'I believe we should agree on how much affection it is fitting to show in front of others.',
          ar: 'أرى أنه ينبغي أن نتفق على القدر اللائق من إظهار المودة بيننا أمام الناس.',
        },
        phase2: {
          en: 'We agree on how much affection it is fitting to show in front of others.',
          ar: 'نتفق اليوم على القدر اللائق من إظهار المودة بيننا أمام الناس.',
        },
      },
      {
        key: 'q_4_6',
        category: 4,
        important: false,
        phase1: {
          en: "It matters to me that we treat each other's needs for closeness with care and mutual respect.",
          ar: 'يهمني أن يراعي كلٌّ منا حاجة الآخر إلى القرب بلطف واحترام متبادل.',
        },
        phase2: {
          en: "We treat each other's needs for closeness with care and mutual respect.",
          ar: 'يراعي كلٌّ منا اليوم حاجة الآخر إلى القرب بلطف واحترام متبادل.',
        },
      },
      {
        key: 'q_4_7',
        category: 4,
        important: false,
        phase1: {
          en: 'I believe time alone together should remain a priority for us, however busy life becomes.',
          ar: 'أرى أن الوقت الذي نقضيه معًا على انفراد ينبغي أن يبقى أولوية لدينا مهما كثرت مشاغلنا.',
        },
        phase2: {
          en: 'Time alone together remains a priority for us, however busy life becomes.',
          ar: 'يبقى الوقت الذي نقضيه معًا على انفراد أولوية لدينا مهما كثرت مشاغلنا.',
        },
      },
      {
        key: 'q_4_8',
        category: 4,
        important: false,
        phase1: {
          en: 'In our marriage I would like our affection to show as tenderness when one of us is tired, unwell or struggling.',
          ar: 'أتطلع إلى أن تظهر مودتنا رحمةً ورعايةً حين يتعب أحدنا أو يمرض أو يمر بضيق.',
        },
        phase2: {
          en: 'Our affection shows as tenderness when one of us is tired, unwell or struggling.',
          ar: 'تظهر مودتنا اليوم رحمةً ورعايةً حين يتعب أحدنا أو يمرض أو يمر بضيق.',
        },
      },
      {
        key: 'q_5_1',
        category: 5,
        important: true,
        phase1: {
          en: 'I expect us to agree on the values and faith we want to pass on to our children.',
          ar: 'أتوقع أن نتفق أنا وشريك حياتي على ما نريد أن نغرسه في أبنائنا من قيم ودين.',
        },
        phase2: {
          en: 'My partner and I agree on the values and faith we want to pass on to our children.',
          ar: 'نتفق أنا وشريك حياتي اليوم على ما نريد أن نغرسه في أبنائنا من قيم ودين.',
        },
      },
      {
        key: 'q_5_2',
        category: 5,
        important: true,
        phase1: {
          en: 'It matters to me that we share the same commitment to caring for our parents as they grow older.',
          ar: 'يهمني أن نتشارك الالتزام نفسه ببرّ والدينا ورعايتهم في كِبَرهم.',
        },
        phase2: {
          en: 'We share the same commitment to caring for our parents as they grow older.',
          ar: 'نتشارك أنا وشريك حياتي اليوم الالتزام نفسه ببرّ والدينا ورعايتهم في كِبَرهم.',
        },
      },
      {
        key: 'q_5_3',
        category: 5,
        important: true,
        phase1: {
          en: 'I believe we should honour both our families while keeping the decisions of our home in our own hands.',
          ar: 'أرى أنه ينبغي أن نُكرم أهل كلٍّ منا، وأن تبقى قرارات بيتنا في أيدينا.',
        },
        phase2: {
          en: 'We honour both our families while keeping the decisions of our home in our own hands.',
          ar: 'نُكرم اليوم أهل كلٍّ منا، وتبقى قرارات بيتنا في أيدينا.',
        },
      },
      {
        key: 'q_5_5',
        category: 5,
        important: false,
        phase1: {
          en: "I want each of us to speak of the other's family with respect, even when we disagree with them.",
          ar: 'أريد أن يتحدث كلٌّ منا عن أهل الآخر باحترام، حتى حين نختلف معهم.',
        },
        phase2: {
          en: "Each of us speaks of the other's family with respect, even when we disagree with them.",
          ar: 'يتحدث كلٌّ منا اليوم عن أهل الآخر باحترام، حتى حين نختلف معهم.',
        },
      },
      {
        key: 'q_5_6',
        category: 5,
        important: false,
        phase1: {
          en: 'I believe we should agree on how children in our home are guided and disciplined.',
          ar: 'أرى أنه ينبغي أن نتفق على أسلوب توجيه الأبناء وتأديبهم في بيتنا.',
        },
        phase2: {
          en: 'We agree on how children in our home are guided and disciplined.',
          ar: 'نتفق اليوم على أسلوب توجيه الأبناء وتأديبهم في بيتنا.',
        },
      },
      {
        key: 'q_5_7',
        category: 5,
        important: false,
        phase1: {
          en: 'In our marriage I would like us to agree on how often we visit and keep in touch with our relatives.',
          ar: 'أتطلع إلى أن نتفق على مدى تواصلنا مع أقاربنا وعدد زياراتنا لهم.',
        },
        phase2: {
          en: 'We agree on how often we visit and keep in touch with our relatives.',
          ar: 'نتفق اليوم على مدى تواصلنا مع أقاربنا وعدد زياراتنا لهم.',
        },
      },
    ],
  },
  {
    version: 3,
    date: '2026-11-23',
    why: 'Content audit 2026-11-23 §1: one thing per item (q_3_7: who provides for the home; q_5_3: the decisions of our home stay in our hands, since respect for the in-laws has its own item).',
    before: [
      {
        key: 'q_3_7',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope that in our marriage we will agree on who provides for the home and how money decisions are made.',
          ar: 'آمل أن نتفق على من يتولى الإنفاق على البيت، وكيف تُتخذ قراراتنا المالية.',
        },
        phase2: {
          en: 'We agree on who provides for the home and how money decisions are made.',
          ar: 'نتفق اليوم على من يتولى الإنفاق على البيت، وكيف تُتخذ قراراتنا المالية.',
        },
      },
      {
        key: 'q_5_3',
        category: 5,
        important: true,
        phase1: {
          en: 'I hope we will honour both our families while keeping the decisions of our home in our own hands.',
          ar: 'آمل أن نُكرم أهل كلٍّ منا، وأن تبقى قرارات بيتنا في أيدينا.',
        },
        phase2: {
          en: 'We honour both our families while keeping the decisions of our home in our own hands.',
          ar: 'نُكرم اليوم أهل كلٍّ منا، وتبقى قرارات بيتنا في أيدينا.',
        },
      },
    ],
  },
  {
    version: 4,
    date: '2026-11-27',
    why: 'Content review 2026-11-27 §4.1: q_2_4\'s Arabic said that one of us forgives the other (now «يسامح كلٌّ منا الآخر», mutual as the English); q_5_6 assumed children in the home (now the principles children should be guided by); every Phase 1 statement speaks in the present in English ("I hope we…"), as a married couple reads it («آمل أن» was already tense-neutral).',
    before: [
      {
        key: 'q_1_3',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope we will share the same sense of right and wrong when we face hard choices.',
          ar: 'آمل أن نحتكم أنا وشريك حياتي إلى المعايير الأخلاقية نفسها حين نواجه خيارات صعبة.',
        },
        phase2: {
          en: 'When we face hard choices, my partner and I share the same sense of right and wrong.',
          ar: 'نحتكم أنا وشريك حياتي اليوم إلى المعايير الأخلاقية نفسها حين نواجه خيارات صعبة.',
        },
      },
      {
        key: 'q_1_5',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope we will share a common sense of what gives our life meaning and purpose.',
          ar: 'آمل أن نتشارك أنا وشريك حياتي رؤية واحدة لما يمنح حياتنا معنى وغاية.',
        },
        phase2: {
          en: 'My partner and I share a common sense of what gives our life meaning and purpose.',
          ar: 'نتشارك أنا وشريك حياتي اليوم رؤية واحدة لما يمنح حياتنا معنى وغاية.',
        },
      },
      {
        key: 'q_1_6',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope that in our marriage we will mark religious occasions and holidays in a way we both feel good about.',
          ar: 'آمل أن نُحيي المناسبات الدينية والأعياد بطريقة يرتاح إليها كلانا.',
        },
        phase2: {
          en: 'We mark religious occasions and holidays in a way we both feel good about.',
          ar: 'نُحيي المناسبات الدينية والأعياد بطريقة يرتاح إليها كلانا.',
        },
      },
      {
        key: 'q_1_8',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope our shared convictions will give us patience and hope in hard times.',
          ar: 'آمل أن تمدّنا قناعاتنا المشتركة بالصبر والأمل في الشدائد.',
        },
        phase2: {
          en: 'In hard times, our shared convictions give us patience and hope.',
          ar: 'تمدّنا قناعاتنا المشتركة بالصبر والأمل في الشدائد.',
        },
      },
      {
        key: 'q_2_1',
        category: 2,
        important: true,
        phase1: {
          en: 'I hope we will be honest with each other, even when the truth is uncomfortable.',
          ar: 'آمل أن نتصارح أنا وشريك حياتي بالحقيقة، حتى حين تكون ثقيلة على النفس.',
        },
        phase2: {
          en: 'My partner and I are honest with each other, even when the truth is uncomfortable.',
          ar: 'نتصارح أنا وشريك حياتي اليوم بالحقيقة، حتى حين تكون ثقيلة على النفس.',
        },
      },
      {
        key: 'q_2_3',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope our disagreements will stay between us, unless we both agree to seek advice.',
          ar: 'آمل أن تبقى خلافاتنا بيننا، ما لم نتفق كلانا على طلب المشورة.',
        },
        phase2: {
          en: 'We keep our disagreements between us, unless we both agree to seek advice.',
          ar: 'تبقى خلافاتنا بيننا، ما لم نتفق كلانا على طلب المشورة.',
        },
      },
      {
        key: 'q_2_4',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope we forgive each other readily.',
          ar: 'آمل أن يسامح أحدنا الآخر عن طيب خاطر.',
        },
        phase2: {
          en: 'We forgive each other readily.',
          ar: 'يسامح أحدنا الآخر عن طيب خاطر.',
        },
      },
      {
        key: 'q_2_5',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope we will agree on how much personal privacy each of us keeps, such as with phones and messages.',
          ar: 'آمل أن نتفق على قدر الخصوصية الذي يحتفظ به كلٌّ منا في أمور كالهاتف والرسائل.',
        },
        phase2: {
          en: 'We agree on how much personal privacy each of us keeps, such as with phones and messages.',
          ar: 'نتفق اليوم على قدر الخصوصية الذي يحتفظ به كلٌّ منا في أمور كالهاتف والرسائل.',
        },
      },
      {
        key: 'q_2_6',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope each of us will be able to admit being wrong and apologise sincerely.',
          ar: 'آمل أن يعترف كلٌّ منا بخطئه ويعتذر عنه بصدق.',
        },
        phase2: {
          en: 'Today, each of us can admit being wrong and apologise sincerely.',
          ar: 'يستطيع كلٌّ منا اليوم أن يعترف بخطئه ويعتذر عنه بصدق.',
        },
      },
      {
        key: 'q_2_8',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope that in our marriage we will consult each other and weigh both opinions before important decisions.',
          ar: 'آمل أن نتشاور أنا وشريك حياتي في القرارات المهمة، ونزن رأي كلٍّ منا قبل أن نحسم أمرها.',
        },
        phase2: {
          en: 'My partner and I consult each other and weigh both opinions before important decisions.',
          ar: 'نتشاور أنا وشريك حياتي في القرارات المهمة، ونزن رأي كلٍّ منا قبل أن نحسم أمرها.',
        },
      },
      {
        key: 'q_3_1',
        category: 3,
        important: true,
        phase1: {
          en: 'I hope we will be fully open with each other about income, spending and debts.',
          ar: 'آمل أن نتعامل أنا وشريك حياتي بشفافية تامة فيما يخص الدخل والإنفاق والديون.',
        },
        phase2: {
          en: 'My partner and I are fully open with each other about income, spending and debts.',
          ar: 'نتعامل أنا وشريك حياتي اليوم بشفافية تامة فيما يخص الدخل والإنفاق والديون.',
        },
      },
      {
        key: 'q_3_3',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will live within our means, even at weddings and celebrations, rather than spend to impress others.',
          ar: 'آمل أن نعيش في حدود إمكاناتنا، حتى في الأعراس والمناسبات، لا أن ننفق للتباهي أمام الناس.',
        },
        phase2: {
          en: 'We live within our means, even at weddings and celebrations, rather than spending to impress others.',
          ar: 'نعيش اليوم في حدود إمكاناتنا، حتى في الأعراس والمناسبات، ولا ننفق للتباهي أمام الناس.',
        },
      },
      {
        key: 'q_3_5',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will share the same respect for hard work and for earning an honest living.',
          ar: 'آمل أن نشترك أنا وشريك حياتي في تقدير العمل الجاد والكسب الشريف.',
        },
        phase2: {
          en: 'My partner and I share the same respect for hard work and for earning an honest living.',
          ar: 'نشترك أنا وشريك حياتي اليوم في تقدير العمل الجاد والكسب الشريف.',
        },
      },
      {
        key: 'q_3_7',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope that in our marriage we will agree on who provides for the home.',
          ar: 'آمل أن نتفق على من يتولى الإنفاق على البيت.',
        },
        phase2: {
          en: 'We agree on who provides for the home.',
          ar: 'نتفق اليوم على من يتولى الإنفاق على البيت.',
        },
      },
      {
        key: 'q_4_3',
        category: 4,
        important: false,
        phase1: {
          en: 'I hope we will agree on how much affection it is fitting to show in front of others.',
          ar: 'آمل أن نتفق على القدر اللائق من إظهار المودة بيننا أمام الناس.',
        },
        phase2: {
          en: 'We agree on how much affection it is fitting to show in front of others.',
          ar: 'نتفق اليوم على القدر اللائق من إظهار المودة بيننا أمام الناس.',
        },
      },
      {
        key: 'q_4_8',
        category: 4,
        important: false,
        phase1: {
          en: 'I hope that in our marriage our affection shows as tenderness when one of us is tired, unwell or struggling.',
          ar: 'آمل أن تظهر مودتنا رحمةً ورعايةً حين يتعب أحدنا أو يمرض أو يمر بضيق.',
        },
        phase2: {
          en: 'Our affection shows as tenderness when one of us is tired, unwell or struggling.',
          ar: 'تظهر مودتنا اليوم رحمةً ورعايةً حين يتعب أحدنا أو يمرض أو يمر بضيق.',
        },
      },
      {
        key: 'q_5_1',
        category: 5,
        important: true,
        phase1: {
          en: 'I hope we will agree on the values and faith we want to pass on to our children.',
          ar: 'آمل أن نتفق أنا وشريك حياتي على ما نريد أن نغرسه في أبنائنا من قيم ودين.',
        },
        phase2: {
          en: 'My partner and I agree on the values and faith we want to pass on to our children.',
          ar: 'نتفق أنا وشريك حياتي اليوم على ما نريد أن نغرسه في أبنائنا من قيم ودين.',
        },
      },
      {
        key: 'q_5_5',
        category: 5,
        important: false,
        phase1: {
          en: "I hope each of us will speak of the other's family with respect, even when we disagree with them.",
          ar: 'آمل أن يتحدث كلٌّ منا عن أهل الآخر باحترام، حتى حين نختلف معهم.',
        },
        phase2: {
          en: "Each of us speaks of the other's family with respect, even when we disagree with them.",
          ar: 'يتحدث كلٌّ منا اليوم عن أهل الآخر باحترام، حتى حين نختلف معهم.',
        },
      },
      {
        key: 'q_5_6',
        category: 5,
        important: false,
        phase1: {
          en: 'I hope we will agree on how children in our home are guided and disciplined.',
          ar: 'آمل أن نتفق على أسلوب توجيه الأبناء وتأديبهم في بيتنا.',
        },
        phase2: {
          en: 'We agree on how children in our home are guided and disciplined.',
          ar: 'نتفق اليوم على أسلوب توجيه الأبناء وتأديبهم في بيتنا.',
        },
      },
      {
        key: 'q_5_7',
        category: 5,
        important: false,
        phase1: {
          en: 'I hope that in our marriage we will agree on how often we visit and keep in touch with our relatives.',
          ar: 'آمل أن نتفق على مدى تواصلنا مع أقاربنا وعدد زياراتنا لهم.',
        },
        phase2: {
          en: 'We agree on how often we visit and keep in touch with our relatives.',
          ar: 'نتفق اليوم على مدى تواصلنا مع أقاربنا وعدد زياراتنا لهم.',
        },
      },
    ],
  },
];
