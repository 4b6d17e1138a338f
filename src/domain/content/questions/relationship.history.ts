import type { Question } from '../../assessment/question.ts';
import type { BankRevision } from '../versions.ts';

/**
 * The relationship bank's revisions, oldest first: each holds the questions it changed as they read before it
 * (decision 029). History, like a migration: once landed, never edited.
 */
export const RELATIONSHIP_REVISIONS: BankRevision<Question>[] = [
  {
    version: 2,
    date: '2026-11-23',
    why: 'Content review 2026-11-23 §4: one thing per item (q_2_5, q_3_2, q_3_4, q_4_3, q_5_1, q_5_5) and Phase 2 measuring what Phase 1 asks (q_5_8: committed to sharing children\'s care, not doing it or being ready); §2 #9 «في أيدينا»; §3 «مدى التزام الآخر بدينه» for observance (q_1_2); §4 stems: every Phase 1 statement now says what the person hopes for, «I hope…» / «آمل أن…» ("I expect my partner to…" read as a demand in English, «أتوقع» as a prediction).',
    before: [
      {
        key: 'q_5_1',
        category: 5,
        important: true,
        phase1: {
          en: "I expect us to honour our parents while keeping the final say on our household's affairs between us.",
          ar: 'أتوقع أن نبرّ والدينا، وأن يبقى القرار في شؤون بيتنا بيدنا نحن الاثنين.',
        },
        phase2: {
          en: "We honour our parents while keeping the final say on our household's affairs between us.",
          ar: 'نبرّ والدينا، ويبقى القرار في شؤون بيتنا بيدنا نحن الاثنين.',
        },
      },
      {
        key: 'q_5_8',
        category: 5,
        important: false,
        phase1: {
          en: "I expect both of us to share in our children's daily care, whether they are already here or yet to come.",
          ar: 'أتوقع أن يشارك كلانا في رعاية أبنائنا وتفاصيل حياتهم اليومية، سواء أكانوا بيننا اليوم أم لم يأتوا بعد.',
        },
        phase2: {
          en: "Both of us share in our children's daily care or, if they have not come yet, are truly ready to.",
          ar: 'يشارك كلانا في رعاية أبنائنا وتفاصيل حياتهم اليومية، أو يتهيأ لذلك بصدق إن لم يأتوا بعد.',
        },
      },
      {
        key: 'q_2_5',
        category: 2,
        important: false,
        phase1: {
          en: 'After an argument, I hope we make peace quickly and neither of us holds a grudge.',
          ar: 'آمل أن نتصالح سريعًا بعد أي جدال بيننا، دون أن يحمل أحدنا في قلبه ضغينة.',
        },
        phase2: {
          en: 'After an argument, we make peace quickly and neither of us holds a grudge.',
          ar: 'نتصالح سريعًا بعد أي جدال بيننا، دون أن يحمل أحدنا في قلبه ضغينة.',
        },
      },
      {
        key: 'q_3_2',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we plan a monthly budget together and stick to it.',
          ar: 'آمل أن نضع معًا ميزانية شهرية ونلتزم بها.',
        },
        phase2: {
          en: 'We plan a monthly budget together and stick to it.',
          ar: 'نضع معًا ميزانية شهرية ونلتزم بها.',
        },
      },
      {
        key: 'q_3_4',
        category: 3,
        important: false,
        phase1: {
          en: 'I expect us to avoid debts that burden our home and to agree before taking on any loan.',
          ar: 'أتوقع أن نتجنب الديون التي تثقل كاهل بيتنا، وألا نقترض إلا باتفاق بيننا.',
        },
        phase2: {
          en: 'We avoid debts that burden our home and agree before taking on any loan.',
          ar: 'نتجنب الديون التي تثقل كاهل بيتنا، ولا نقترض إلا باتفاق بيننا.',
        },
      },
      {
        key: 'q_4_3',
        category: 4,
        important: false,
        phase1: {
          en: 'I want to feel that my spouse still finds me attractive and wants to be close to me.',
          ar: 'أريد أن أشعر بأن شريك حياتي ما زال معجبًا بي ويرغب في القرب مني.',
        },
        phase2: {
          en: 'I feel that my spouse finds me attractive and wants to be close to me.',
          ar: 'أشعر بأن شريك حياتي معجب بي ويرغب في القرب مني.',
        },
      },
      {
        key: 'q_5_5',
        category: 5,
        important: true,
        phase1: {
          en: 'I hope we are of one mind about having children: when, and how many.',
          ar: 'آمل أن نكون على رأي واحد في مسألة الإنجاب: توقيته وعدد الأبناء.',
        },
        phase2: {
          en: 'We are of one mind about having children: when, and how many.',
          ar: 'نحن على رأي واحد في مسألة الإنجاب: توقيته وعدد الأبناء.',
        },
      },
      {
        key: 'q_1_2',
        category: 1,
        important: false,
        phase1: {
          en: "It matters to me that we respect each other's level of religious observance, without pressure or judgement.",
          ar: 'يهمني أن يحترم كل منا درجة تديّن الآخر، دون ضغط أو إطلاق أحكام.',
        },
        phase2: {
          en: "We respect each other's level of religious observance, without pressure or judgement.",
          ar: 'يحترم كل منا درجة تديّن الآخر، دون ضغط أو إطلاق أحكام.',
        },
      },
      {
        key: 'q_1_3',
        category: 1,
        important: true,
        phase1: {
          en: 'I expect my spouse and me to be truthful with each other, even when the truth is hard to say.',
          ar: 'أتوقع أن نلتزم الصدق أنا وشريك حياتي في كل ما بيننا، وإن صعب قول الحقيقة.',
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
          en: 'I want our marriage to serve a shared purpose that is bigger than the two of us.',
          ar: 'أريد أن تجمعنا في زواجنا غاية مشتركة تتجاوز ذواتنا.',
        },
        phase2: {
          en: 'Our marriage serves a shared purpose that feels bigger than the two of us.',
          ar: 'تجمعنا في زواجنا غاية مشتركة تتجاوز ذواتنا.',
        },
      },
      {
        key: 'q_1_6',
        category: 1,
        important: false,
        phase1: {
          en: 'It matters to me that my spouse and I share the same standards of right and wrong in how we treat people.',
          ar: 'يهمني أن نحتكم أنا وشريك حياتي إلى معايير واحدة للصواب والخطأ في تعاملنا مع الناس.',
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
          en: 'When hardship comes, I hope we face it together with patience and a shared outlook on life.',
          ar: 'آمل أن نواجه الشدائد معًا بالصبر وبنظرة مشتركة إلى الحياة.',
        },
        phase2: {
          en: 'When hardship comes, we face it together with patience and a shared outlook on life.',
          ar: 'نواجه الشدائد معًا بالصبر وبنظرة مشتركة إلى الحياة.',
        },
      },
      {
        key: 'q_1_8',
        category: 1,
        important: false,
        phase1: {
          en: 'In our marriage I would like giving to others, through charity and kindness, to be a shared habit.',
          ar: 'أتطلع إلى أن يكون العطاء بالصدقة والإحسان إلى الناس عادة نتشاركها في زواجنا.',
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
          en: 'I believe we should help each other become better people as the years go by.',
          ar: 'أرى أنه ينبغي أن يعين كل منا الآخر على أن يصبح إنسانًا أفضل مع مرور السنين.',
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
          en: 'I expect both of us to treat our marriage as a lifelong commitment worth protecting.',
          ar: 'أتوقع أن يرى كلانا في زواجنا ميثاقًا يدوم العمر كله ويستحق أن نصونه.',
        },
        phase2: {
          en: 'My spouse and I both treat our marriage as a lifelong commitment worth protecting.',
          ar: 'يرى كلانا في زواجنا ميثاقًا يدوم العمر كله ويستحق أن نصونه.',
        },
      },
      {
        key: 'q_2_1',
        category: 2,
        important: false,
        phase1: {
          en: 'I expect my spouse to listen to me fully, without interrupting or brushing me off.',
          ar: 'أتوقع أن يصغي إليّ شريك حياتي باهتمام، دون مقاطعة أو استخفاف.',
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
          en: 'It matters to me that we speak to each other respectfully, even in moments of anger.',
          ar: 'يهمني أن نتخاطب باحترام، حتى في لحظات الغضب.',
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
          en: 'I want to feel free to tell my spouse what I need, without fear of being blamed or ridiculed.',
          ar: 'أريد أن أعبّر لشريك حياتي عن احتياجاتي بحرية، دون خوف من اللوم أو السخرية.',
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
          en: 'I expect us to work through disagreements calmly until we reach a solution we can both accept.',
          ar: 'أتوقع أن نعالج خلافاتنا بهدوء حتى نصل إلى حل يرضي كلينا.',
        },
        phase2: {
          en: 'We work through disagreements calmly until we reach a solution we can both accept.',
          ar: 'نعالج خلافاتنا بهدوء حتى نصل إلى حل يرضي كلينا.',
        },
      },
      {
        key: 'q_2_6',
        category: 2,
        important: true,
        phase1: {
          en: "I believe we should make important decisions together, after hearing each other's views.",
          ar: 'أرى أنه ينبغي أن نتخذ القرارات المهمة معًا، بعد أن يسمع كل منا رأي الآخر.',
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
          en: 'I want our daily conversations to go beyond chores and bills to our thoughts and interests.',
          ar: 'أريد أن تتجاوز أحاديثنا اليومية شؤون البيت والفواتير إلى أفكارنا واهتماماتنا.',
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
          en: 'I expect neither of us to use silence or withdrawal as a way to punish the other.',
          ar: 'أتوقع ألا يلجأ أحدنا إلى الصمت أو الجفاء عقابًا للآخر.',
        },
        phase2: {
          en: 'Neither of us uses silence or withdrawal as a way to punish the other.',
          ar: 'لا يلجأ أحدنا إلى الصمت أو الجفاء عقابًا للآخر.',
        },
      },
      {
        key: 'q_2_10',
        category: 2,
        important: false,
        phase1: {
          en: 'It matters to me that we raise complaints gently, criticising the behaviour and not the person.',
          ar: 'يهمني أن يبدي كل منا ملاحظاته للآخر بلطف، فينتقد التصرف لا صاحبه.',
        },
        phase2: {
          en: 'We raise complaints gently, criticising the behaviour and not the person.',
          ar: 'يبدي كل منا ملاحظاته للآخر بلطف، فينتقد التصرف لا صاحبه.',
        },
      },
      {
        key: 'q_3_1',
        category: 3,
        important: true,
        phase1: {
          en: 'I expect complete honesty between us about income, spending and debts.',
          ar: 'أتوقع أن تسود بيننا الصراحة التامة في شؤون الدخل والإنفاق والديون.',
        },
        phase2: {
          en: 'We are completely honest with each other about income, spending and debts.',
          ar: 'تسود بيننا الصراحة التامة في شؤون الدخل والإنفاق والديون.',
        },
      },
      {
        key: 'q_3_5',
        category: 3,
        important: false,
        phase1: {
          en: 'I believe we should regularly put money aside for emergencies and for our future.',
          ar: 'أرى أنه ينبغي أن ندخر بانتظام جزءًا من دخلنا للطوارئ ولمستقبلنا.',
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
          en: 'It matters to me that we agree on how much we help our parents and relatives financially.',
          ar: 'يهمني أن نتفق على مقدار ما نقدمه من عون مالي لأهلنا وأقاربنا.',
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
          en: "I want us to support each other's ambitions, whether in work, study or personal projects.",
          ar: 'أريد أن يدعم كل منا طموحات الآخر، في العمل أو الدراسة أو المشاريع الشخصية.',
        },
        phase2: {
          en: "We support each other's ambitions, whether in work, study or personal projects.",
          ar: 'يدعم كل منا طموحات الآخر، في العمل أو الدراسة أو المشاريع الشخصية.',
        },
      },
      {
        key: 'q_3_9',
        category: 3,
        important: false,
        phase1: {
          en: 'I expect us to share goals for the coming years and to work towards them as a team.',
          ar: 'أتوقع أن تكون لنا أهداف مشتركة للسنوات المقبلة، وأن نعمل على تحقيقها بروح الفريق الواحد.',
        },
        phase2: {
          en: 'We share goals for the coming years and work towards them as a team.',
          ar: 'لنا أهداف مشتركة للسنوات المقبلة، ونعمل على تحقيقها بروح الفريق الواحد.',
        },
      },
      {
        key: 'q_4_1',
        category: 4,
        important: false,
        phase1: {
          en: 'I expect warmth and affection to be part of our everyday life, not only on special occasions.',
          ar: 'أتوقع أن يكون الدفء والمودة جزءًا من حياتنا اليومية، لا حكرًا على المناسبات.',
        },
        phase2: {
          en: 'Warmth and affection are part of our everyday life, not only on special occasions.',
          ar: 'الدفء والمودة جزء من حياتنا اليومية، لا حكر على المناسبات.',
        },
      },
      {
        key: 'q_4_4',
        category: 4,
        important: false,
        phase1: {
          en: 'It matters to me that we talk openly and kindly about our needs for closeness in the private side of our marriage.',
          ar: 'يهمني أن نتحدث بصراحة ولطف عن احتياجاتنا إلى القرب في الجانب الخاص من زواجنا.',
        },
        phase2: {
          en: 'We talk openly and kindly about our needs for closeness in the private side of our marriage.',
          ar: 'نتحدث بصراحة ولطف عن احتياجاتنا إلى القرب في الجانب الخاص من زواجنا.',
        },
      },
      {
        key: 'q_4_6',
        category: 4,
        important: false,
        phase1: {
          en: 'In our marriage I would like unhurried time for just the two of us, away from work and screens.',
          ar: 'أتطلع إلى أن نخصص وقتًا هادئًا لنا وحدنا، بعيدًا عن مشاغل العمل وعن الشاشات.',
        },
        phase2: {
          en: 'We make unhurried time for just the two of us, away from work and screens.',
          ar: 'نخصص وقتًا هادئًا لنا وحدنا، بعيدًا عن مشاغل العمل وعن الشاشات.',
        },
      },
      {
        key: 'q_4_8',
        category: 4,
        important: false,
        phase1: {
          en: 'I want my spouse to be my closest friend, the first person I turn to.',
          ar: 'أريد أن يكون شريك حياتي أقرب أصدقائي، وأول من ألجأ إليه.',
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
          en: "I expect to feel completely secure in my spouse's loyalty and faithfulness.",
          ar: 'أتوقع أن أشعر بطمأنينة تامة إلى وفاء شريك حياتي وإخلاصه.',
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
          en: 'When I am tired, ill or sad, I hope my spouse treats me with tenderness and care.',
          ar: 'آمل أن يحيطني شريك حياتي بالحنان والرعاية حين يصيبني تعب أو مرض أو حزن.',
        },
        phase2: {
          en: 'When I am tired, ill or sad, my spouse treats me with tenderness and care.',
          ar: 'يحيطني شريك حياتي بالحنان والرعاية حين يصيبني تعب أو مرض أو حزن.',
        },
      },
      {
        key: 'q_5_2',
        category: 5,
        important: false,
        phase1: {
          en: 'It matters to me that my spouse treats my family with respect and warmth.',
          ar: 'يهمني أن يعامل شريك حياتي أهلي باحترام ومودة.',
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
          en: 'I believe our disagreements should stay between us and not be carried to our families.',
          ar: 'أرى أنه ينبغي أن تبقى خلافاتنا بيننا، فلا ننقلها إلى أهلنا.',
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
          en: 'I expect us to agree on how we raise our children, now or in the future, from discipline to the values we pass on.',
          ar: 'أتوقع أن نتفق على أسلوب تربية أبنائنا، اليوم أو في المستقبل، من الحزم والتأديب إلى القيم التي نغرسها فيهم.',
        },
        phase2: {
          en: 'We agree on how we raise our children, now or in the future, from discipline to the values we pass on.',
          ar: 'نتفق على أسلوب تربية أبنائنا، اليوم أو في المستقبل، من الحزم والتأديب إلى القيم التي نغرسها فيهم.',
        },
      },
      {
        key: 'q_5_6',
        category: 5,
        important: false,
        phase1: {
          en: 'I want the work of running our home to be shared in a way we both find fair.',
          ar: 'أريد أن نتقاسم أعباء البيت بطريقة يراها كلانا عادلة.',
        },
        phase2: {
          en: 'The work of running our home is shared in a way we both find fair.',
          ar: 'نتقاسم أعباء البيت بطريقة يراها كلانا عادلة.',
        },
      },
      {
        key: 'q_5_9',
        category: 5,
        important: false,
        phase1: {
          en: 'In our marriage I would like us to keep alive the family customs we love, such as gatherings and shared meals.',
          ar: 'أتطلع إلى أن نحافظ في بيتنا على عاداتنا العائلية التي نحبها، كاجتماع الأهل والموائد المشتركة.',
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
          en: 'When relatives criticise me or interfere, I hope my spouse stands by me, kindly but firmly.',
          ar: 'حين ينتقدني أحد الأقارب أو يتدخل في شؤوننا، آمل أن يقف شريك حياتي إلى جانبي بلطف وحزم.',
        },
        phase2: {
          en: 'When relatives criticise me or interfere, my spouse stands by me, kindly but firmly.',
          ar: 'حين ينتقدني أحد الأقارب أو يتدخل في شؤوننا، يقف شريك حياتي إلى جانبي بلطف وحزم.',
        },
      },
    ],
  },
  {
    version: 3,
    date: '2026-11-23',
    why: 'Content audit 2026-11-23 §1: one thing per item (q_1_7: facing hardship together; q_3_9: sharing goals); §2: natural Arabic for q_1_5 («يجد فيه كلانا معنى», not the calque «يحمل معنى لكلينا»).',
    before: [
      {
        key: 'q_1_5',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope we mark our religious seasons and holy days together in a way that feels meaningful to us both.',
          ar: 'آمل أن نحيي معًا مواسمنا وأعيادنا الدينية على نحو يحمل معنى لكلينا.',
        },
        phase2: {
          en: 'We mark our religious seasons and holy days together in a way that feels meaningful to us both.',
          ar: 'نحيي معًا مواسمنا وأعيادنا الدينية على نحو يحمل معنى لكلينا.',
        },
      },
      {
        key: 'q_1_7',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope we face hardship together, with patience and a shared outlook on life.',
          ar: 'آمل أن نواجه الشدائد معًا بالصبر وبنظرة مشتركة إلى الحياة.',
        },
        phase2: {
          en: 'When hardship comes, we face it together with patience and a shared outlook on life.',
          ar: 'نواجه الشدائد معًا بالصبر وبنظرة مشتركة إلى الحياة.',
        },
      },
      {
        key: 'q_3_9',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will share goals for the coming years and work towards them as a team.',
          ar: 'آمل أن تكون لنا أهداف مشتركة للسنوات المقبلة، وأن نعمل على تحقيقها بروح الفريق الواحد.',
        },
        phase2: {
          en: 'We share goals for the coming years and work towards them as a team.',
          ar: 'لنا أهداف مشتركة للسنوات المقبلة، ونعمل على تحقيقها بروح الفريق الواحد.',
        },
      },
    ],
  },
  {
    version: 4,
    date: '2026-11-27',
    why: 'Content review 2026-11-27 §4.1-4.2: q_5_5 and q_5_8 assumed children (q_5_5 now asks whether and when, or being at peace with the family as it is; q_5_8 the care of whoever depends on us); q_4_7 asked three means at once (now small everyday gestures); every Phase 1 statement speaks in the present in English ("I hope we…"), since "I hope that in our marriage we will…" read to a married couple as a marriage still ahead («آمل أن» was already tense-neutral).',
    before: [
      {
        key: 'q_1_4',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope our marriage will serve a shared purpose that is bigger than the two of us.',
          ar: 'آمل أن تجمعنا في زواجنا غاية مشتركة تتجاوز ذواتنا.',
        },
        phase2: {
          en: 'Our marriage serves a shared purpose that feels bigger than the two of us.',
          ar: 'تجمعنا في زواجنا غاية مشتركة تتجاوز ذواتنا.',
        },
      },
      {
        key: 'q_1_9',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope we will help each other become better people as the years go by.',
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
          en: 'I hope both of us will treat our marriage as a lifelong commitment worth protecting.',
          ar: 'آمل أن يرى كلانا في زواجنا ميثاقًا يدوم العمر كله ويستحق أن نصونه.',
        },
        phase2: {
          en: 'My spouse and I both treat our marriage as a lifelong commitment worth protecting.',
          ar: 'يرى كلانا في زواجنا ميثاقًا يدوم العمر كله ويستحق أن نصونه.',
        },
      },
      {
        key: 'q_2_1',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope my spouse will listen to me fully, without interrupting or brushing me off.',
          ar: 'آمل أن يصغي إليّ شريك حياتي باهتمام، دون مقاطعة أو استخفاف.',
        },
        phase2: {
          en: 'My spouse listens to me fully, without interrupting or brushing me off.',
          ar: 'يصغي إليّ شريك حياتي باهتمام، دون مقاطعة أو استخفاف.',
        },
      },
      {
        key: 'q_2_4',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope we will work through disagreements calmly until we reach a solution we can both accept.',
          ar: 'آمل أن نعالج خلافاتنا بهدوء حتى نصل إلى حل يرضي كلينا.',
        },
        phase2: {
          en: 'We work through disagreements calmly until we reach a solution we can both accept.',
          ar: 'نعالج خلافاتنا بهدوء حتى نصل إلى حل يرضي كلينا.',
        },
      },
      {
        key: 'q_2_6',
        category: 2,
        important: true,
        phase1: {
          en: "I hope we will make important decisions together, after hearing each other's views.",
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
          en: 'I hope our daily conversations will go beyond chores and bills to our thoughts and interests.',
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
          en: 'I hope neither of us will use silence or withdrawal as a way to punish the other.',
          ar: 'آمل ألا يلجأ أحدنا إلى الصمت أو الجفاء عقابًا للآخر.',
        },
        phase2: {
          en: 'Neither of us uses silence or withdrawal as a way to punish the other.',
          ar: 'لا يلجأ أحدنا إلى الصمت أو الجفاء عقابًا للآخر.',
        },
      },
      {
        key: 'q_3_5',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will regularly put money aside for emergencies and for our future.',
          ar: 'آمل أن ندخر بانتظام جزءًا من دخلنا للطوارئ ولمستقبلنا.',
        },
        phase2: {
          en: 'We regularly put money aside for emergencies and for our future.',
          ar: 'ندخر بانتظام جزءًا من دخلنا للطوارئ ولمستقبلنا.',
        },
      },
      {
        key: 'q_3_7',
        category: 3,
        important: false,
        phase1: {
          en: "I hope we will support each other's ambitions, whether in work, study or personal projects.",
          ar: 'آمل أن يدعم كل منا طموحات الآخر، في العمل أو الدراسة أو المشاريع الشخصية.',
        },
        phase2: {
          en: "We support each other's ambitions, whether in work, study or personal projects.",
          ar: 'يدعم كل منا طموحات الآخر، في العمل أو الدراسة أو المشاريع الشخصية.',
        },
      },
      {
        key: 'q_3_9',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will share goals for the coming years.',
          ar: 'آمل أن تكون لنا أهداف مشتركة للسنوات المقبلة.',
        },
        phase2: {
          en: 'We share goals for the coming years.',
          ar: 'لنا أهداف مشتركة للسنوات المقبلة.',
        },
      },
      {
        key: 'q_4_6',
        category: 4,
        important: false,
        phase1: {
          en: 'I hope that in our marriage we have unhurried time for just the two of us, away from work and screens.',
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
          en: 'I hope romance stays alive between us through small gestures, tender words and pleasant surprises.',
          ar: 'آمل أن تبقى شعلة الحب متقدة بيننا بلفتات صغيرة وكلمات رقيقة ومفاجآت سارة.',
        },
        phase2: {
          en: 'Romance stays alive between us through small gestures, tender words and pleasant surprises.',
          ar: 'تبقى شعلة الحب متقدة بيننا بلفتات صغيرة وكلمات رقيقة ومفاجآت سارة.',
        },
      },
      {
        key: 'q_4_8',
        category: 4,
        important: false,
        phase1: {
          en: 'I hope my spouse will be my closest friend, the first person I turn to.',
          ar: 'آمل أن يكون شريك حياتي أقرب أصدقائي، وأول من ألجأ إليه.',
        },
        phase2: {
          en: 'My spouse is my closest friend, the first person I turn to.',
          ar: 'شريك حياتي أقرب أصدقائي، وأول من ألجأ إليه.',
        },
      },
      {
        key: 'q_5_3',
        category: 5,
        important: true,
        phase1: {
          en: 'I hope our disagreements will stay between us and not be carried to our families.',
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
          en: 'I hope we will agree on how we raise our children, now or in the future, from discipline to the values we pass on.',
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
          en: 'I hope we are of one mind about when to have children.',
          ar: 'آمل أن نكون على رأي واحد في توقيت الإنجاب.',
        },
        phase2: {
          en: 'We are of one mind about when to have children.',
          ar: 'نحن على رأي واحد في توقيت الإنجاب.',
        },
      },
      {
        key: 'q_5_6',
        category: 5,
        important: false,
        phase1: {
          en: 'I hope the work of running our home will be shared in a way we both find fair.',
          ar: 'آمل أن نتقاسم أعباء البيت بطريقة يراها كلانا عادلة.',
        },
        phase2: {
          en: 'The work of running our home is shared in a way we both find fair.',
          ar: 'نتقاسم أعباء البيت بطريقة يراها كلانا عادلة.',
        },
      },
      {
        key: 'q_5_8',
        category: 5,
        important: false,
        phase1: {
          en: "I hope we are both committed to sharing our children's daily care, whether they are here or yet to come.",
          ar: 'آمل أن يلتزم كلانا بالمشاركة في رعاية أبنائنا اليومية، سواء أكانوا بيننا اليوم أم لم يأتوا بعد.',
        },
        phase2: {
          en: "Both of us are committed to sharing our children's daily care, whether they are here or yet to come.",
          ar: 'يلتزم كلانا بالمشاركة في رعاية أبنائنا اليومية، سواء أكانوا بيننا اليوم أم لم يأتوا بعد.',
        },
      },
      {
        key: 'q_5_9',
        category: 5,
        important: false,
        phase1: {
          en: 'I hope that in our marriage we will keep alive the family customs we love, such as gatherings and shared meals.',
          ar: 'آمل أن نحافظ في بيتنا على عاداتنا العائلية التي نحبها، كاجتماع الأهل والموائد المشتركة.',
        },
        phase2: {
          en: 'We keep alive the family customs we love, such as gatherings and shared meals.',
          ar: 'نحافظ في بيتنا على عاداتنا العائلية التي نحبها، كاجتماع الأهل والموائد المشتركة.',
        },
      },
    ],
  },
];
