import type { Question } from '../../assessment/question.ts';
import type { VersionedBank } from '../versions.ts';
import { RELATIONSHIP_REVISIONS } from './relationship.history.ts';

/** Relationship Health: how a marriage is doing today in faith, talk, money, closeness and family. */
const questions: Question[] = [
  // 1. Values & Faith: faith, worldview, moral choices, traditions, shared purpose.
  {
    key: 'q_1_1',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope my spouse and I encourage each other in our faith and worship, each at our own pace.',
      ar: 'آمل أن يأخذ كل منا بيد الآخر في دينه وعبادته، كل على قدر طاقته.',
    },
    phase2: {
      en: 'My spouse and I encourage each other in our faith and worship, each at our own pace.',
      ar: 'يأخذ كل منا بيد الآخر في دينه وعبادته، كل على قدر طاقته.',
    },
  },
  {
    key: 'q_1_2',
    category: 1,
    important: false,
    phase1: {
      en: "I hope we respect each other's level of religious observance, without pressure or judgement.",
      ar: 'آمل أن يحترم كل منا مدى التزام الآخر بدينه، دون ضغط أو إطلاق أحكام.',
    },
    phase2: {
      en: "We respect each other's level of religious observance, without pressure or judgement.",
      ar: 'يحترم كل منا مدى التزام الآخر بدينه، دون ضغط أو إطلاق أحكام.',
    },
  },
  {
    key: 'q_1_3',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope my spouse and I are truthful with each other, even when the truth is hard to say.',
      ar: 'آمل أن نلتزم الصدق أنا وشريك حياتي في كل ما بيننا، وإن صعب قول الحقيقة.',
    },
    phase2: {
      en: 'My spouse and I are truthful with each other, even when the truth is hard to say.',
      ar: 'نلتزم الصدق أنا وشريك حياتي في كل ما بيننا، وإن صعب قول الحقيقة.',
    },
  },
  {
    key: 'q_1_4',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope our marriage serves a shared purpose that is bigger than the two of us.',
      ar: 'آمل أن تجمعنا في زواجنا غاية مشتركة تتجاوز ذواتنا.',
    },
    phase2: {
      en: 'Our marriage serves a shared purpose that feels bigger than the two of us.',
      ar: 'تجمعنا في زواجنا غاية مشتركة تتجاوز ذواتنا.',
    },
  },
  {
    key: 'q_1_5',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we mark our religious seasons and holy days together in a way that feels meaningful to us both.',
      ar: 'آمل أن نحيي معًا مواسمنا وأعيادنا الدينية على نحو يجد فيه كلانا معنى.',
    },
    phase2: {
      en: 'We mark our religious seasons and holy days together in a way that feels meaningful to us both.',
      ar: 'نحيي معًا مواسمنا وأعيادنا الدينية على نحو يجد فيه كلانا معنى.',
    },
  },
  {
    key: 'q_1_6',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope my spouse and I share the same standards of right and wrong in how we treat people.',
      ar: 'آمل أن نحتكم أنا وشريك حياتي إلى معايير واحدة للصواب والخطأ في تعاملنا مع الناس.',
    },
    phase2: {
      en: 'My spouse and I share the same standards of right and wrong in how we treat people.',
      ar: 'نحتكم أنا وشريك حياتي إلى معايير واحدة للصواب والخطأ في تعاملنا مع الناس.',
    },
  },
  {
    key: 'q_1_7',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we face hardship together.',
      ar: 'آمل أن نواجه الشدائد معًا.',
    },
    phase2: {
      en: 'When hardship comes, we face it together.',
      ar: 'حين تنزل بنا الشدائد، نواجهها معًا.',
    },
  },
  {
    key: 'q_1_8',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope giving to others, through charity and kindness, is a shared habit in our marriage.',
      ar: 'آمل أن يكون العطاء بالصدقة والإحسان إلى الناس عادة نتشاركها في زواجنا.',
    },
    phase2: {
      en: 'Giving to others, through charity and kindness, is a shared habit in our marriage.',
      ar: 'العطاء بالصدقة والإحسان إلى الناس عادة نتشاركها في زواجنا.',
    },
  },
  {
    key: 'q_1_9',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we help each other become better people as the years go by.',
      ar: 'آمل أن يعين كل منا الآخر على أن يصبح إنسانًا أفضل مع مرور السنين.',
    },
    phase2: {
      en: 'My spouse and I help each other become better people as the years go by.',
      ar: 'يعين كل منا الآخر على أن يصبح إنسانًا أفضل مع مرور السنين.',
    },
  },
  {
    key: 'q_1_10',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope both of us treat our marriage as a lifelong commitment worth protecting.',
      ar: 'آمل أن يرى كلانا في زواجنا ميثاقًا يدوم العمر كله ويستحق أن نصونه.',
    },
    phase2: {
      en: 'My spouse and I both treat our marriage as a lifelong commitment worth protecting.',
      ar: 'يرى كلانا في زواجنا ميثاقًا يدوم العمر كله ويستحق أن نصونه.',
    },
  },

  // 2. Communication: listening, needs and feelings, conflict, repair, tone, decisions.
  {
    key: 'q_2_1',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope my spouse listens to me fully, without interrupting or brushing me off.',
      ar: 'آمل أن يصغي إليّ شريك حياتي باهتمام، دون مقاطعة أو استخفاف.',
    },
    phase2: {
      en: 'My spouse listens to me fully, without interrupting or brushing me off.',
      ar: 'يصغي إليّ شريك حياتي باهتمام، دون مقاطعة أو استخفاف.',
    },
  },
  {
    key: 'q_2_2',
    category: 2,
    important: true,
    phase1: {
      en: 'I hope we speak to each other respectfully, even in moments of anger.',
      ar: 'آمل أن نتخاطب باحترام، حتى في لحظات الغضب.',
    },
    phase2: {
      en: 'We speak to each other respectfully, even in moments of anger.',
      ar: 'نتخاطب باحترام، حتى في لحظات الغضب.',
    },
  },
  {
    key: 'q_2_3',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope to feel free to tell my spouse what I need, without fear of being blamed or ridiculed.',
      ar: 'آمل أن أعبّر لشريك حياتي عن احتياجاتي بحرية، دون خوف من اللوم أو السخرية.',
    },
    phase2: {
      en: 'I feel free to tell my spouse what I need, without fear of being blamed or ridiculed.',
      ar: 'أعبّر لشريك حياتي عن احتياجاتي بحرية، دون خوف من اللوم أو السخرية.',
    },
  },
  {
    key: 'q_2_4',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope we work through disagreements calmly until we reach a solution we can both accept.',
      ar: 'آمل أن نعالج خلافاتنا بهدوء حتى نصل إلى حل يرضي كلينا.',
    },
    phase2: {
      en: 'We work through disagreements calmly until we reach a solution we can both accept.',
      ar: 'نعالج خلافاتنا بهدوء حتى نصل إلى حل يرضي كلينا.',
    },
  },
  {
    key: 'q_2_5',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope that after an argument neither of us holds a grudge.',
      ar: 'آمل ألا يحمل أحدنا في قلبه ضغينة بعد أي جدال بيننا.',
    },
    phase2: {
      en: 'After an argument, neither of us holds a grudge.',
      ar: 'لا يحمل أحدنا في قلبه ضغينة بعد أي جدال بيننا.',
    },
  },
  {
    key: 'q_2_6',
    category: 2,
    important: true,
    phase1: {
      en: "I hope we make important decisions together, after hearing each other's views.",
      ar: 'آمل أن نتخذ القرارات المهمة معًا، بعد أن يسمع كل منا رأي الآخر.',
    },
    phase2: {
      en: "We make important decisions together, after hearing each other's views.",
      ar: 'نتخذ القرارات المهمة معًا، بعد أن يسمع كل منا رأي الآخر.',
    },
  },
  {
    key: 'q_2_7',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope our daily conversations go beyond chores and bills to our thoughts and interests.',
      ar: 'آمل أن تتجاوز أحاديثنا اليومية شؤون البيت والفواتير إلى أفكارنا واهتماماتنا.',
    },
    phase2: {
      en: 'Our daily conversations go beyond chores and bills to our thoughts and interests.',
      ar: 'تتجاوز أحاديثنا اليومية شؤون البيت والفواتير إلى أفكارنا واهتماماتنا.',
    },
  },
  {
    key: 'q_2_8',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope neither of us uses silence or withdrawal as a way to punish the other.',
      ar: 'آمل ألا يلجأ أحدنا إلى الصمت أو الجفاء عقابًا للآخر.',
    },
    phase2: {
      en: 'Neither of us uses silence or withdrawal as a way to punish the other.',
      ar: 'لا يلجأ أحدنا إلى الصمت أو الجفاء عقابًا للآخر.',
    },
  },
  {
    key: 'q_2_9',
    category: 2,
    important: false,
    phase1: {
      en: "I hope we each assume good intentions behind the other's words rather than the worst.",
      ar: 'آمل أن يحمل كل منا كلام الآخر على حسن النية، لا على أسوأ الاحتمالات.',
    },
    phase2: {
      en: "We each assume good intentions behind the other's words rather than the worst.",
      ar: 'يحمل كل منا كلام الآخر على حسن النية، لا على أسوأ الاحتمالات.',
    },
  },
  {
    key: 'q_2_10',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope we raise complaints gently, criticising the behaviour and not the person.',
      ar: 'آمل أن يبدي كل منا ملاحظاته للآخر بلطف، فينتقد التصرف لا صاحبه.',
    },
    phase2: {
      en: 'We raise complaints gently, criticising the behaviour and not the person.',
      ar: 'يبدي كل منا ملاحظاته للآخر بلطف، فينتقد التصرف لا صاحبه.',
    },
  },

  // 3. Finances & Goals: money honesty, budget, roles, debt, saving, relatives, ambitions, housing.
  {
    key: 'q_3_1',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope we are completely honest with each other about income, spending and debts.',
      ar: 'آمل أن تسود بيننا الصراحة التامة في شؤون الدخل والإنفاق والديون.',
    },
    phase2: {
      en: 'We are completely honest with each other about income, spending and debts.',
      ar: 'تسود بيننا الصراحة التامة في شؤون الدخل والإنفاق والديون.',
    },
  },
  {
    key: 'q_3_2',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we plan our monthly budget together.',
      ar: 'آمل أن نضع ميزانيتنا الشهرية معًا.',
    },
    phase2: {
      en: 'We plan our monthly budget together.',
      ar: 'نضع ميزانيتنا الشهرية معًا.',
    },
  },
  {
    key: 'q_3_3',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope we both feel at ease with how our roles in earning and managing money are divided.',
      ar: 'آمل أن يرتاح كلانا إلى طريقة توزيع أدوارنا في كسب المال وإدارته.',
    },
    phase2: {
      en: 'We both feel at ease with how our roles in earning and managing money are divided.',
      ar: 'يرتاح كلانا إلى طريقة توزيع أدوارنا في كسب المال وإدارته.',
    },
  },
  {
    key: 'q_3_4',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope neither of us takes on a loan or debt without our agreeing first.',
      ar: 'آمل ألا يقترض أحدنا أو يستدين إلا باتفاق بيننا.',
    },
    phase2: {
      en: 'Neither of us takes on a loan or debt without our agreeing first.',
      ar: 'لا يقترض أحدنا أو يستدين إلا باتفاق بيننا.',
    },
  },
  {
    key: 'q_3_5',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we regularly put money aside for emergencies and for our future.',
      ar: 'آمل أن ندخر بانتظام جزءًا من دخلنا للطوارئ ولمستقبلنا.',
    },
    phase2: {
      en: 'We regularly put money aside for emergencies and for our future.',
      ar: 'ندخر بانتظام جزءًا من دخلنا للطوارئ ولمستقبلنا.',
    },
  },
  {
    key: 'q_3_6',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope we agree on how much we help our parents and relatives financially.',
      ar: 'آمل أن نتفق على مقدار ما نقدمه من عون مالي لأهلنا وأقاربنا.',
    },
    phase2: {
      en: 'We agree on how much we help our parents and relatives financially.',
      ar: 'نتفق على مقدار ما نقدمه من عون مالي لأهلنا وأقاربنا.',
    },
  },
  {
    key: 'q_3_7',
    category: 3,
    important: false,
    phase1: {
      en: "I hope we support each other's ambitions, whether in work, study or personal projects.",
      ar: 'آمل أن يدعم كل منا طموحات الآخر، في العمل أو الدراسة أو المشاريع الشخصية.',
    },
    phase2: {
      en: "We support each other's ambitions, whether in work, study or personal projects.",
      ar: 'يدعم كل منا طموحات الآخر، في العمل أو الدراسة أو المشاريع الشخصية.',
    },
  },
  {
    key: 'q_3_8',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we agree on where we make our home, including how near we live to our families.',
      ar: 'آمل أن نتفق على مكان سكننا، ومدى قربه من أهلنا أو بعده عنهم.',
    },
    phase2: {
      en: 'We agree on where we make our home, including how near we live to our families.',
      ar: 'نتفق على مكان سكننا، ومدى قربه من أهلنا أو بعده عنهم.',
    },
  },
  {
    key: 'q_3_9',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we share goals for the coming years.',
      ar: 'آمل أن تكون لنا أهداف مشتركة للسنوات المقبلة.',
    },
    phase2: {
      en: 'We share goals for the coming years.',
      ar: 'لنا أهداف مشتركة للسنوات المقبلة.',
    },
  },
  {
    key: 'q_3_10',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we live within our means and do not overspend on occasions or appearances to keep up with others.',
      ar: 'آمل أن نعيش في حدود إمكاناتنا، فلا نسرف في المناسبات والمظاهر مجاراةً للآخرين.',
    },
    phase2: {
      en: 'We live within our means and do not overspend on occasions or appearances to keep up with others.',
      ar: 'نعيش في حدود إمكاناتنا، ولا نسرف في المناسبات والمظاهر مجاراةً للآخرين.',
    },
  },

  // 4. Intimacy: affection, appreciation, closeness, romance, time together, loyalty, tenderness.
  {
    key: 'q_4_1',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope warmth and affection are part of our everyday life, not only on special occasions.',
      ar: 'آمل أن يكون الدفء والمودة جزءًا من حياتنا اليومية، لا حكرًا على المناسبات.',
    },
    phase2: {
      en: 'Warmth and affection are part of our everyday life, not only on special occasions.',
      ar: 'الدفء والمودة جزء من حياتنا اليومية، لا حكر على المناسبات.',
    },
  },
  {
    key: 'q_4_2',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my spouse shows appreciation for what I do and for who I am.',
      ar: 'آمل أن يُظهر شريك حياتي تقديره لي ولما أبذله.',
    },
    phase2: {
      en: 'My spouse shows appreciation for what I do and for who I am.',
      ar: 'يُظهر شريك حياتي تقديره لي ولما أبذله.',
    },
  },
  {
    key: 'q_4_3',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my spouse still finds me attractive.',
      ar: 'آمل أن يظل شريك حياتي معجبًا بي.',
    },
    phase2: {
      en: 'I feel that my spouse finds me attractive.',
      ar: 'أشعر بأن شريك حياتي معجب بي.',
    },
  },
  {
    key: 'q_4_4',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope we talk openly and kindly about our needs for closeness in the private side of our marriage.',
      ar: 'آمل أن نتحدث بصراحة ولطف عن احتياجاتنا إلى القرب في الجانب الخاص من زواجنا.',
    },
    phase2: {
      en: 'We talk openly and kindly about our needs for closeness in the private side of our marriage.',
      ar: 'نتحدث بصراحة ولطف عن احتياجاتنا إلى القرب في الجانب الخاص من زواجنا.',
    },
  },
  {
    key: 'q_4_5',
    category: 4,
    important: true,
    phase1: {
      en: 'I hope the private side of our marriage brings contentment to both of us.',
      ar: 'آمل أن يجد كلانا في الجانب الخاص من زواجنا الرضا والسكينة.',
    },
    phase2: {
      en: 'The private side of our marriage brings contentment to both of us.',
      ar: 'يجد كلانا في الجانب الخاص من زواجنا الرضا والسكينة.',
    },
  },
  {
    key: 'q_4_6',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope we have unhurried time for just the two of us, away from work and screens.',
      ar: 'آمل أن نخصص وقتًا هادئًا لنا وحدنا، بعيدًا عن مشاغل العمل وعن الشاشات.',
    },
    phase2: {
      en: 'We make unhurried time for just the two of us, away from work and screens.',
      ar: 'نخصص وقتًا هادئًا لنا وحدنا، بعيدًا عن مشاغل العمل وعن الشاشات.',
    },
  },
  {
    key: 'q_4_7',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope romance stays alive between us through small, everyday gestures.',
      ar: 'آمل أن تبقى شعلة الحب متقدة بيننا بلفتات يومية صغيرة.',
    },
    phase2: {
      en: 'Romance stays alive between us through small, everyday gestures.',
      ar: 'تبقى شعلة الحب متقدة بيننا بلفتات يومية صغيرة.',
    },
  },
  {
    key: 'q_4_8',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my spouse is my closest friend, the first person I turn to.',
      ar: 'آمل أن يكون شريك حياتي أقرب أصدقائي، وأول من ألجأ إليه.',
    },
    phase2: {
      en: 'My spouse is my closest friend, the first person I turn to.',
      ar: 'شريك حياتي أقرب أصدقائي، وأول من ألجأ إليه.',
    },
  },
  {
    key: 'q_4_9',
    category: 4,
    important: true,
    phase1: {
      en: "I hope to feel completely secure in my spouse's loyalty and faithfulness.",
      ar: 'آمل أن أشعر بطمأنينة تامة إلى وفاء شريك حياتي وإخلاصه.',
    },
    phase2: {
      en: "I feel completely secure in my spouse's loyalty and faithfulness.",
      ar: 'أشعر بطمأنينة تامة إلى وفاء شريك حياتي وإخلاصه.',
    },
  },
  {
    key: 'q_4_10',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my spouse treats me with tenderness and care when I am tired, ill or sad.',
      ar: 'آمل أن يحيطني شريك حياتي بالحنان والرعاية حين يصيبني تعب أو مرض أو حزن.',
    },
    phase2: {
      en: 'When I am tired, ill or sad, my spouse treats me with tenderness and care.',
      ar: 'يحيطني شريك حياتي بالحنان والرعاية حين يصيبني تعب أو مرض أو حزن.',
    },
  },

  // 5. Family: in-laws and boundaries, children, roles at home, visits, traditions.
  {
    key: 'q_5_1',
    category: 5,
    important: true,
    phase1: {
      en: "I hope the decisions about our household's affairs stay in our own hands.",
      ar: 'آمل أن يبقى القرار في شؤون بيتنا في أيدينا.',
    },
    phase2: {
      en: "The decisions about our household's affairs stay in our own hands.",
      ar: 'يبقى القرار في شؤون بيتنا في أيدينا.',
    },
  },
  {
    key: 'q_5_2',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope my spouse treats my family with respect and warmth.',
      ar: 'آمل أن يعامل شريك حياتي أهلي باحترام ومودة.',
    },
    phase2: {
      en: 'My spouse treats my family with respect and warmth.',
      ar: 'يعامل شريك حياتي أهلي باحترام ومودة.',
    },
  },
  {
    key: 'q_5_3',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope our disagreements stay between us and are not carried to our families.',
      ar: 'آمل أن تبقى خلافاتنا بيننا، فلا ننقلها إلى أهلنا.',
    },
    phase2: {
      en: 'Our disagreements stay between us and are not carried to our families.',
      ar: 'تبقى خلافاتنا بيننا، ولا ننقلها إلى أهلنا.',
    },
  },
  {
    key: 'q_5_4',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope we agree on how we raise our children, now or in the future, from discipline to the values we pass on.',
      ar: 'آمل أن نتفق على أسلوب تربية أبنائنا، اليوم أو في المستقبل، من الحزم والتأديب إلى القيم التي نغرسها فيهم.',
    },
    phase2: {
      en: 'We agree on how we raise our children, now or in the future, from discipline to the values we pass on.',
      ar: 'نتفق على أسلوب تربية أبنائنا، اليوم أو في المستقبل، من الحزم والتأديب إلى القيم التي نغرسها فيهم.',
    },
  },
  {
    key: 'q_5_5',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope we are of one mind about whether and when to have children, or at peace together with our family as it is.',
      ar: 'آمل أن نكون على رأي واحد في الإنجاب من حيث المبدأ والتوقيت، أو أن نرضى معًا بأسرتنا كما هي.',
    },
    phase2: {
      en: 'We are of one mind about whether and when to have children, or at peace together with our family as it is.',
      ar: 'نحن على رأي واحد في الإنجاب من حيث المبدأ والتوقيت، أو نرضى معًا بأسرتنا كما هي.',
    },
  },
  {
    key: 'q_5_6',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope the work of running our home is shared in a way we both find fair.',
      ar: 'آمل أن نتقاسم أعباء البيت بطريقة يراها كلانا عادلة.',
    },
    phase2: {
      en: 'The work of running our home is shared in a way we both find fair.',
      ar: 'نتقاسم أعباء البيت بطريقة يراها كلانا عادلة.',
    },
  },
  {
    key: 'q_5_7',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we divide our visits between both our families fairly and without resentment.',
      ar: 'آمل أن نوزع زياراتنا بين أهلي وأهل شريك حياتي بإنصاف ودون استياء.',
    },
    phase2: {
      en: 'We divide our visits between both our families fairly and without resentment.',
      ar: 'نوزع زياراتنا بين أهلي وأهل شريك حياتي بإنصاف ودون استياء.',
    },
  },
  {
    key: 'q_5_8',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we are both committed to sharing the daily care of those who depend on us, such as children or ageing parents.',
      ar: 'آمل أن يلتزم كلانا بالمشاركة في الرعاية اليومية لمن يعتمد علينا، كالأبناء أو الوالدين المسنّين.',
    },
    phase2: {
      en: 'Both of us are committed to sharing the daily care of those who depend on us, such as children or ageing parents.',
      ar: 'يلتزم كلانا بالمشاركة في الرعاية اليومية لمن يعتمد علينا، كالأبناء أو الوالدين المسنّين.',
    },
  },
  {
    key: 'q_5_9',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we keep alive the family customs we love, such as gatherings and shared meals.',
      ar: 'آمل أن نحافظ في بيتنا على عاداتنا العائلية التي نحبها، كاجتماع الأهل والموائد المشتركة.',
    },
    phase2: {
      en: 'We keep alive the family customs we love, such as gatherings and shared meals.',
      ar: 'نحافظ في بيتنا على عاداتنا العائلية التي نحبها، كاجتماع الأهل والموائد المشتركة.',
    },
  },
  {
    key: 'q_5_10',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope my spouse stands by me, kindly but firmly, when relatives criticise me or interfere.',
      ar: 'آمل أن يقف شريك حياتي إلى جانبي بلطف وحزم حين ينتقدني أحد الأقارب أو يتدخل في شؤوننا.',
    },
    phase2: {
      en: 'When relatives criticise me or interfere, my spouse stands by me, kindly but firmly.',
      ar: 'حين ينتقدني أحد الأقارب أو يتدخل في شؤوننا، يقف شريك حياتي إلى جانبي بلطف وحزم.',
    },
  },
];

export default questions;

/** The bank with its revisions: what an assessment answered at an older version reads (decision 029). */
export const relationshipBank: VersionedBank<Question> = { questions, revisions: RELATIONSHIP_REVISIONS };
