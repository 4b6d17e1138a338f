import type { Question } from '../../assessment/question.ts';
import type { VersionedBank } from '../versions.ts';
import { VALUES_REVISIONS } from './values.history.ts';

/** Values Alignment: whether a couple's values and beliefs agree on faith, communication, money, closeness, family. */
const questions: Question[] = [
  // 1. Values & Faith: faith, worship, worldview, morals, traditions.
  {
    key: 'q_1_1',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope my partner and I see eye to eye on the place religion holds in our daily life.',
      ar: 'آمل أن تتقارب نظرتي ونظرة شريك حياتي إلى مكانة الدين في حياتنا اليومية.',
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
      en: "I hope we respect each other's way of practising worship, such as prayer and fasting.",
      ar: 'آمل أن يحترم كلٌّ منا طريقة الآخر في أداء العبادات، كالصلاة والصيام.',
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
      en: 'I hope we share the same sense of right and wrong when we face hard choices.',
      ar: 'آمل أن نحتكم أنا وشريك حياتي إلى المعايير الأخلاقية نفسها حين نواجه خيارات صعبة.',
    },
    phase2: {
      en: 'When we face hard choices, my partner and I share the same sense of right and wrong.',
      ar: 'نحتكم أنا وشريك حياتي اليوم إلى المعايير الأخلاقية نفسها حين نواجه خيارات صعبة.',
    },
  },
  {
    key: 'q_1_4',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we agree on which traditions and customs from our upbringing we keep in our home.',
      ar: 'آمل أن نتفق على ما نحافظ عليه في بيتنا من عادات وتقاليد نشأنا عليها.',
    },
    phase2: {
      en: 'We agree on which traditions and customs from our upbringing we keep in our home.',
      ar: 'نتفق اليوم على ما نحافظ عليه في بيتنا من عادات وتقاليد نشأنا عليها.',
    },
  },
  {
    key: 'q_1_5',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we share a common sense of what gives our life meaning and purpose.',
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
      en: 'I hope we mark religious occasions and holidays in a way we both feel good about.',
      ar: 'آمل أن نُحيي المناسبات الدينية والأعياد بطريقة يرتاح إليها كلانا.',
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
      en: 'I hope we help each other grow in faith and character, without pressure.',
      ar: 'آمل أن يعين كلٌّ منا الآخر على الارتقاء بإيمانه وأخلاقه، دون ضغط.',
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
      en: 'I hope our shared convictions give us patience and hope in hard times.',
      ar: 'آمل أن تمدّنا قناعاتنا المشتركة بالصبر والأمل في الشدائد.',
    },
    phase2: {
      en: 'In hard times, our shared convictions give us patience and hope.',
      ar: 'تمدّنا قناعاتنا المشتركة بالصبر والأمل في الشدائد.',
    },
  },

  // 2. Communication: honesty, respect, privacy, forgiveness.
  {
    key: 'q_2_1',
    category: 2,
    important: true,
    phase1: {
      en: 'I hope we are honest with each other, even when the truth is uncomfortable.',
      ar: 'آمل أن نتصارح أنا وشريك حياتي بالحقيقة، حتى حين تكون ثقيلة على النفس.',
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
      en: 'I hope neither of us insults or belittles the other, even in anger.',
      ar: 'آمل ألا يهين أحدنا الآخر ولا يستخف به، حتى في لحظات الغضب.',
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
      en: 'I hope our disagreements stay between us, unless we both agree to seek advice.',
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
      ar: 'آمل أن يسامح كلٌّ منا الآخر عن طيب خاطر.',
    },
    phase2: {
      en: 'We forgive each other readily.',
      ar: 'يسامح كلٌّ منا الآخر عن طيب خاطر.',
    },
  },
  {
    key: 'q_2_5',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope we agree on how much personal privacy each of us keeps, such as with phones and messages.',
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
      en: 'I hope each of us can admit being wrong and apologise sincerely.',
      ar: 'آمل أن يعترف كلٌّ منا بخطئه ويعتذر عنه بصدق.',
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
      en: 'I hope we both keep our word to each other, in small promises as well as big ones.',
      ar: 'آمل أن يفي كلٌّ منا بوعوده للآخر، صغيرةً كانت أو كبيرة.',
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
      en: 'I hope we consult each other and weigh both opinions before important decisions.',
      ar: 'آمل أن نتشاور أنا وشريك حياتي في القرارات المهمة، ونزن رأي كلٍّ منا قبل أن نحسم أمرها.',
    },
    phase2: {
      en: 'My partner and I consult each other and weigh both opinions before important decisions.',
      ar: 'نتشاور أنا وشريك حياتي في القرارات المهمة، ونزن رأي كلٍّ منا قبل أن نحسم أمرها.',
    },
  },

  // 3. Finances & Goals: honesty, charity, modesty, debt, work, relatives, roles, saving.
  {
    key: 'q_3_1',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope we are fully open with each other about income, spending and debts.',
      ar: 'آمل أن نتعامل أنا وشريك حياتي بشفافية تامة فيما يخص الدخل والإنفاق والديون.',
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
      en: 'I hope we agree on how much of our money goes to charity and to people in need.',
      ar: 'آمل أن نتفق على ما نخصصه من مالنا للصدقة ومساعدة المحتاجين.',
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
      en: 'I hope we live within our means, even at weddings and celebrations, rather than spend to impress others.',
      ar: 'آمل أن نعيش في حدود إمكاناتنا، حتى في الأعراس والمناسبات، لا أن ننفق للتباهي أمام الناس.',
    },
    phase2: {
      en: 'We live within our means, even at weddings and celebrations, rather than spending to impress others.',
      ar: 'نعيش اليوم في حدود إمكاناتنا، حتى في الأعراس والمناسبات، ولا ننفق للتباهي أمام الناس.',
    },
  },
  {
    key: 'q_3_4',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope we hold the same principles about borrowing, loans and interest.',
      ar: 'آمل أن نتبنى المبادئ نفسها فيما يخص الاستدانة والقروض والفوائد المصرفية.',
    },
    phase2: {
      en: 'My partner and I hold the same principles about borrowing, loans and interest.',
      ar: 'نتبنى أنا وشريك حياتي اليوم المبادئ نفسها فيما يخص الاستدانة والقروض والفوائد المصرفية.',
    },
  },
  {
    key: 'q_3_5',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we share the same respect for hard work and for earning an honest living.',
      ar: 'آمل أن نشترك أنا وشريك حياتي في تقدير العمل الجاد والكسب الشريف.',
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
      en: 'I hope we agree on how much we help our parents and relatives financially.',
      ar: 'آمل أن نتفق على مقدار ما نقدمه من عون مادي لوالدينا وأقاربنا.',
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
      en: 'I hope we agree on who provides for the home.',
      ar: 'آمل أن نتفق على من يتولى الإنفاق على البيت.',
    },
    phase2: {
      en: 'We agree on who provides for the home.',
      ar: 'نتفق اليوم على من يتولى الإنفاق على البيت.',
    },
  },
  {
    key: 'q_3_8',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we strike the same balance between saving for the future and enjoying what we have now.',
      ar: 'آمل أن نتفق على التوازن الذي نريده بين الادخار للمستقبل والاستمتاع بما في أيدينا.',
    },
    phase2: {
      en: 'My partner and I strike the same balance between saving for the future and enjoying what we have now.',
      ar: 'نتفق أنا وشريك حياتي على التوازن الذي نريده بين الادخار للمستقبل والاستمتاع بما في أيدينا.',
    },
  },

  // 4. Intimacy: faithfulness, loyalty, modesty, showing love, closeness.
  {
    key: 'q_4_1',
    category: 4,
    important: true,
    phase1: {
      en: 'I hope we are both completely faithful to each other, in word and in deed.',
      ar: 'آمل أن يحفظ كلٌّ منا عهد الآخر ويخلص له إخلاصًا تامًّا، قولًا وفعلًا.',
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
      en: 'I hope we agree on clear boundaries in our dealings with people of the opposite sex.',
      ar: 'آمل أن نتفق على حدود واضحة في تعاملنا مع الجنس الآخر.',
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
      en: 'I hope we agree on how much affection it is fitting to show in front of others.',
      ar: 'آمل أن نتفق على القدر اللائق من إظهار المودة بيننا أمام الناس.',
    },
    phase2: {
      en: 'We agree on how much affection it is fitting to show in front of others.',
      ar: 'نتفق اليوم على القدر اللائق من إظهار المودة بيننا أمام الناس.',
    },
  },
  {
    key: 'q_4_4',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope we both show our love for each other through kind words and small gestures.',
      ar: 'آمل أن يعبّر كلٌّ منا عن حبه للآخر بالكلمة الطيبة واللفتات الصغيرة.',
    },
    phase2: {
      en: 'My partner and I show our love for each other through kind words and small gestures.',
      ar: 'يعبّر كلٌّ منا اليوم عن حبه للآخر بالكلمة الطيبة واللفتات الصغيرة.',
    },
  },
  {
    key: 'q_4_5',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope the private side of our marriage stays between the two of us, apart from a counsellor or doctor we choose.',
      ar: 'آمل أن يبقى الجانب الخاص من حياتنا الزوجية بيننا وحدنا، إلا مع مستشار أو طبيب نختاره.',
    },
    phase2: {
      en: 'The private side of our marriage stays between the two of us, apart from a counsellor or doctor we choose.',
      ar: 'يبقى الجانب الخاص من حياتنا الزوجية بيننا وحدنا، إلا مع مستشار أو طبيب نختاره.',
    },
  },
  {
    key: 'q_4_6',
    category: 4,
    important: false,
    phase1: {
      en: "I hope we treat each other's needs for closeness with care and mutual respect.",
      ar: 'آمل أن يراعي كلٌّ منا حاجة الآخر إلى القرب بلطف واحترام متبادل.',
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
      en: 'I hope time alone together remains a priority for us, however busy life becomes.',
      ar: 'آمل أن يبقى الوقت الذي نقضيه معًا على انفراد أولوية لدينا مهما كثرت مشاغلنا.',
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
      en: 'I hope our affection shows as tenderness when one of us is tired, unwell or struggling.',
      ar: 'آمل أن تظهر مودتنا رحمةً ورعايةً حين يتعب أحدنا أو يمرض أو يمر بضيق.',
    },
    phase2: {
      en: 'Our affection shows as tenderness when one of us is tired, unwell or struggling.',
      ar: 'تظهر مودتنا اليوم رحمةً ورعايةً حين يتعب أحدنا أو يمرض أو يمر بضيق.',
    },
  },

  // 5. Family: upbringing, elders, in-laws, roles, honour, visits.
  {
    key: 'q_5_1',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope we agree on the values and faith we want to pass on to our children.',
      ar: 'آمل أن نتفق أنا وشريك حياتي على ما نريد أن نغرسه في أبنائنا من قيم ودين.',
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
      en: 'I hope we share the same commitment to caring for our parents as they grow older.',
      ar: 'آمل أن نتشارك الالتزام نفسه ببرّ والدينا ورعايتهم في كِبَرهم.',
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
      en: 'I hope the decisions of our home stay in our own hands.',
      ar: 'آمل أن تبقى قرارات بيتنا في أيدينا.',
    },
    phase2: {
      en: 'The decisions of our home stay in our own hands.',
      ar: 'تبقى قرارات بيتنا اليوم في أيدينا.',
    },
  },
  {
    key: 'q_5_4',
    category: 5,
    important: false,
    phase1: {
      en: "I hope we see each other's roles and duties in running our home the same way.",
      ar: 'آمل أن تتفق نظرتنا إلى دور كلٍّ منا ومسؤولياته في تدبير البيت.',
    },
    phase2: {
      en: "My partner and I see each other's roles and duties in running our home the same way.",
      ar: 'تتفق نظرتي ونظرة شريك حياتي اليوم إلى دور كلٍّ منا ومسؤولياته في تدبير البيت.',
    },
  },
  {
    key: 'q_5_5',
    category: 5,
    important: false,
    phase1: {
      en: "I hope each of us speaks of the other's family with respect, even when we disagree with them.",
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
      en: 'I hope we agree on the principles by which children should be guided and disciplined.',
      ar: 'آمل أن نتفق على المبادئ التي ينبغي أن يقوم عليها توجيه الأطفال وتأديبهم.',
    },
    phase2: {
      en: 'We agree on the principles by which children should be guided and disciplined.',
      ar: 'نتفق اليوم على المبادئ التي ينبغي أن يقوم عليها توجيه الأطفال وتأديبهم.',
    },
  },
  {
    key: 'q_5_7',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we agree on how often we visit and keep in touch with our relatives.',
      ar: 'آمل أن نتفق على مدى تواصلنا مع أقاربنا وعدد زياراتنا لهم.',
    },
    phase2: {
      en: 'We agree on how often we visit and keep in touch with our relatives.',
      ar: 'نتفق اليوم على مدى تواصلنا مع أقاربنا وعدد زياراتنا لهم.',
    },
  },
  {
    key: 'q_5_8',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we agree on how much weight to give to what people will say about our choices.',
      ar: 'آمل أن نتفق على مدى اكتراثنا بكلام الناس فيما نختاره لأنفسنا.',
    },
    phase2: {
      en: 'We agree on how much weight to give to what people will say about our choices.',
      ar: 'نتفق اليوم على مدى اكتراثنا بكلام الناس فيما نختاره لأنفسنا.',
    },
  },
];

export default questions;

/** The bank with its revisions: what an assessment answered at an older version reads (decision 029). */
export const valuesBank: VersionedBank<Question> = { questions, revisions: VALUES_REVISIONS };
