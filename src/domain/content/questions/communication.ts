import type { Question } from '../../assessment/question.ts';
import type { VersionedBank } from '../versions.ts';
import { COMMUNICATION_REVISIONS } from './communication.history.ts';

/** How a married or engaged couple talks together: about faith, everyday conflict, money, feelings and family. */
const questions: Question[] = [
  // 1 Values & Faith: how we talk about faith and values
  {
    key: 'q_1_1',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope my partner and I talk openly about our faith and beliefs without either of us fearing judgement.',
      ar: 'آمل أن نتحدث أنا وشريك حياتي بصراحة عن إيماننا وقناعاتنا، دون أن يخشى أحدنا لوم الآخر أو انتقاده.',
    },
    phase2: {
      en: 'My partner and I talk openly about our faith and beliefs, and neither of us fears being judged.',
      ar: 'نتحدث أنا وشريك حياتي بصراحة عن إيماننا وقناعاتنا، ولا يخشى أحدنا لوم الآخر أو انتقاده.',
    },
  },
  {
    key: 'q_1_2',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope we discuss differences in our level of religious practice calmly and with respect.',
      ar: 'آمل أن نتحاور بهدوء واحترام حين يتفاوت مدى التزام كلٍّ منا بدينه.',
    },
    phase2: {
      en: 'We discuss differences in our level of religious practice calmly and with respect.',
      ar: 'نتحاور بهدوء واحترام حين يتفاوت مدى التزام كلٍّ منا بدينه.',
    },
  },
  {
    key: 'q_1_3',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we tell each other gently when one of us feels a choice goes against our values.',
      ar: 'آمل أن يصارح أحدنا الآخر بلطف حين يرى أن تصرفًا ما يخالف قيمنا.',
    },
    phase2: {
      en: 'When one of us feels a choice goes against our values, we tell each other gently.',
      ar: 'حين يرى أحدنا أن تصرفًا ما يخالف قيمنا، يصارح الآخر بلطف.',
    },
  },
  {
    key: 'q_1_4',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we encourage each other in matters of faith with kindness, not with blame or pressure.',
      ar: 'آمل أن نتناصح في أمور الدين بالرفق والكلمة الطيبة، لا باللوم ولا بالإلحاح.',
    },
    phase2: {
      en: 'We encourage each other in matters of faith with kindness, not with blame or pressure.',
      ar: 'نتناصح في أمور الدين بالرفق والكلمة الطيبة، لا باللوم ولا بالإلحاح.',
    },
  },
  {
    key: 'q_1_5',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we talk openly about which customs and traditions we carry into our own home.',
      ar: 'آمل أن نتحدث بصراحة عمّا ننقله إلى بيتنا من عادات وتقاليد.',
    },
    phase2: {
      en: 'We talk openly about which customs and traditions we carry into our own home.',
      ar: 'نتحدث بصراحة عمّا ننقله إلى بيتنا من عادات وتقاليد.',
    },
  },
  {
    key: 'q_1_6',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we make time to talk about what gives our life meaning and purpose.',
      ar: 'آمل أن نخصص وقتًا للحديث عن معنى حياتنا والغاية التي نعيش من أجلها.',
    },
    phase2: {
      en: 'We make time to talk about what gives our life meaning and purpose.',
      ar: 'نخصص وقتًا للحديث عن معنى حياتنا والغاية التي نعيش من أجلها.',
    },
  },
  {
    key: 'q_1_7',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope to be able to share my honest thoughts and questions about life and belief with my partner.',
      ar: 'آمل أن أتمكن من مشاركة شريك حياتي أفكاري وتساؤلاتي عن الحياة والإيمان بصدق ودون تحفّظ.',
    },
    phase2: {
      en: 'Today I can share my honest thoughts and questions about life and belief with my partner.',
      ar: 'أشارك شريك حياتي اليوم أفكاري وتساؤلاتي عن الحياة والإيمان بصدق ودون تحفّظ.',
    },
  },
  {
    key: 'q_1_8',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope neither of us ever uses religion to win an argument or to make the other feel guilty.',
      ar: 'آمل ألا يتخذ أيٌّ منا الدين وسيلةً للغلبة في الخلاف أو لإشعار الآخر بالذنب.',
    },
    phase2: {
      en: 'In our disagreements, neither of us uses religion to win the argument or to make the other feel guilty.',
      ar: 'في خلافاتنا، لا يتخذ أيٌّ منا الدين وسيلةً للغلبة أو لإشعار الآخر بالذنب.',
    },
  },

  // 2 Communication: listening, needs, conflict, repair, tone, timing
  {
    key: 'q_2_1',
    category: 2,
    important: true,
    phase1: {
      en: 'I hope my partner listens to me fully, without interrupting, when I have something important to say.',
      ar: 'آمل أن يُصغي إليّ شريك حياتي حين أتحدث في أمر مهم، فلا يقاطعني حتى أُتمّ كلامي.',
    },
    phase2: {
      en: 'When I have something important to say, my partner listens fully without interrupting.',
      ar: 'حين أتحدث في أمر مهم، يُصغي إليّ شريك حياتي ولا يقاطعني حتى أُتمّ كلامي.',
    },
  },
  {
    key: 'q_2_2',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope each of us states our needs clearly, rather than expecting the other to guess them.',
      ar: 'آمل أن يعبّر كلٌّ منا عن احتياجاته بوضوح، بدلًا من أن ينتظر من الآخر أن يخمّنها.',
    },
    phase2: {
      en: 'Each of us states our needs clearly, and we do not expect the other to guess them.',
      ar: 'يعبّر كلٌّ منا عن احتياجاته بوضوح، ولا ينتظر من الآخر أن يخمّنها.',
    },
  },
  {
    key: 'q_2_3',
    category: 2,
    important: true,
    phase1: {
      en: 'I hope we keep a respectful tone with each other, with no shouting or insults, even in anger.',
      ar: 'آمل أن نحفظ الاحترام في حديثنا، فلا صراخ ولا إهانة، حتى في لحظات الغضب.',
    },
    phase2: {
      en: 'Even when we are angry, we keep a respectful tone, with no shouting or insults.',
      ar: 'نحفظ الاحترام في حديثنا حتى حين نغضب، فلا صراخ ولا إهانة.',
    },
  },
  {
    key: 'q_2_4',
    category: 2,
    important: true,
    phase1: {
      en: 'I hope that after an argument we reconcile soon, rather than letting silence last for days.',
      ar: 'آمل أن نتصالح سريعًا بعد الخلاف، بدلًا من أن يطول بيننا الخصام والصمت أيامًا.',
    },
    phase2: {
      en: 'After an argument we reconcile soon, and silence between us does not last for days.',
      ar: 'نتصالح سريعًا بعد الخلاف، ولا يطول بيننا الخصام والصمت أيامًا.',
    },
  },
  {
    key: 'q_2_5',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope each of us admits our mistakes and says sorry sincerely, without excuses.',
      ar: 'آمل أن يقرّ كلٌّ منا بخطئه ويعتذر بصدق دون تبرير.',
    },
    phase2: {
      en: 'Each of us admits mistakes and says sorry sincerely, without making excuses.',
      ar: 'يقرّ كلٌّ منا بخطئه ويعتذر بصدق دون تبرير.',
    },
  },
  {
    key: 'q_2_6',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope we choose a calm, suitable moment to raise difficult topics, not when we are tired or rushed.',
      ar: 'آمل أن نختار وقتًا هادئًا مناسبًا لفتح الموضوعات الصعبة، لا أوقات التعب أو العجلة.',
    },
    phase2: {
      en: 'We choose a calm, suitable moment to raise difficult topics and avoid times when we are tired or rushed.',
      ar: 'نختار وقتًا هادئًا مناسبًا لفتح الموضوعات الصعبة، ونتجنب أوقات التعب والعجلة.',
    },
  },
  {
    key: 'q_2_7',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope that when we disagree, we stay on the issue at hand without bringing up old mistakes.',
      ar: 'آمل أن نقتصر في خلافاتنا على المسألة المطروحة، دون أن ننبش أخطاء الماضي.',
    },
    phase2: {
      en: 'When we disagree, we stay on the issue at hand and do not bring up old mistakes.',
      ar: 'نقتصر في خلافاتنا على المسألة المطروحة، ولا ننبش أخطاء الماضي.',
    },
  },
  {
    key: 'q_2_8',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope my view is weighed fairly when we decide something together, even if we choose otherwise.',
      ar: 'آمل أن يلقى رأيي اعتبارًا منصفًا حين نتخذ قرارًا مشتركًا، حتى لو استقر الأمر على غيره.',
    },
    phase2: {
      en: 'When we decide something together, my view is weighed fairly, even when we choose otherwise.',
      ar: 'حين نتخذ قرارًا مشتركًا، يلقى رأيي اعتبارًا منصفًا، حتى لو استقر الأمر على غيره.',
    },
  },

  // 3 Finances & Goals: how we talk about money and plans
  {
    key: 'q_3_1',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope we are fully honest with each other about income, spending and any debts.',
      ar: 'آمل أن نتصارح بلا تحفّظ في الدخل والإنفاق وما قد يكون علينا من ديون.',
    },
    phase2: {
      en: 'We are fully honest with each other about income, spending and any debts.',
      ar: 'نتصارح بلا تحفّظ في الدخل والإنفاق وما قد يكون علينا من ديون.',
    },
  },
  {
    key: 'q_3_2',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we can agree, through calm discussion, on how much we save.',
      ar: 'آمل أن نصل بالحوار الهادئ إلى اتفاق على مقدار ما ندّخره.',
    },
    phase2: {
      en: 'Through calm discussion, we agree on how much we save.',
      ar: 'نصل بالحوار الهادئ إلى اتفاق على مقدار ما ندّخره.',
    },
  },
  {
    key: 'q_3_3',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope we consult each other before any large purchase or financial commitment.',
      ar: 'آمل أن يستشير كلٌّ منا الآخر قبل شراء أي شيء ذي قيمة أو الدخول في التزام مالي.',
    },
    phase2: {
      en: 'We consult each other before any large purchase or financial commitment.',
      ar: 'يستشير كلٌّ منا الآخر قبل شراء أي شيء ذي قيمة أو الدخول في التزام مالي.',
    },
  },
  {
    key: 'q_3_4',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we discuss openly how much we give to support our relatives, so that neither of us is surprised.',
      ar: 'آمل أن نتفاهم بصراحة على ما نقدمه من دعم مالي لأهلنا وأقاربنا، حتى لا يُفاجأ أحدنا بشيء.',
    },
    phase2: {
      en: 'We discuss openly how much we give to support our relatives, and neither of us is caught by surprise.',
      ar: 'نتفاهم بصراحة على ما نقدمه من دعم مالي لأهلنا وأقاربنا، ولا يُفاجأ أحدنا بشيء.',
    },
  },
  {
    key: 'q_3_5',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we regularly sit down together to talk about our plans for the coming years, such as housing or study.',
      ar: 'آمل أن نجلس معًا بانتظام لنتحدث عن خططنا للسنوات القادمة، كالسكن أو الدراسة.',
    },
    phase2: {
      en: 'We regularly sit down together to talk about our plans for the coming years, such as housing or study.',
      ar: 'نجلس معًا بانتظام لنتحدث عن خططنا للسنوات القادمة، كالسكن أو الدراسة.',
    },
  },
  {
    key: 'q_3_6',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope my partner takes my work and career ambitions seriously when I talk about them.',
      ar: 'آمل أن يأخذ شريك حياتي طموحاتي المهنية على محمل الجد حين أحدّثه عنها.',
    },
    phase2: {
      en: 'When I talk about my work and career ambitions, my partner takes them seriously.',
      ar: 'حين أحدّث شريك حياتي عن طموحاتي المهنية، يأخذها على محمل الجد.',
    },
  },
  {
    key: 'q_3_7',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we agree openly on who manages which expenses.',
      ar: 'آمل أن نتفق بوضوح على من يتولى كل باب من أبواب الإنفاق.',
    },
    phase2: {
      en: 'We have agreed openly on who manages which expenses.',
      ar: 'اتفقنا بوضوح على من يتولى كل باب من أبواب الإنفاق.',
    },
  },
  {
    key: 'q_3_8',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope that when money is tight, we share our worries openly.',
      ar: 'آمل أن نتقاسم همومنا بصراحة حين تضيق ذات اليد.',
    },
    phase2: {
      en: 'When money is tight, we share our worries openly.',
      ar: 'حين تضيق ذات اليد، نتقاسم همومنا بصراحة.',
    },
  },

  // 4 Intimacy: how we talk about feelings, affection and needs for closeness
  {
    key: 'q_4_1',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope to be able to tell my partner how I truly feel, including when I am sad or hurt.',
      ar: 'آمل أن أستطيع مصارحة شريك حياتي بما أشعر به حقًّا، حتى في لحظات الحزن والضيق.',
    },
    phase2: {
      en: 'Today I can tell my partner how I truly feel, including when I am sad or hurt.',
      ar: 'أصارح شريك حياتي اليوم بما أشعر به حقًّا، حتى في لحظات الحزن والضيق.',
    },
  },
  {
    key: 'q_4_2',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope we say words of love and appreciation to each other often, not only on special occasions.',
      ar: 'آمل أن نتبادل كلمات المودة والتقدير كثيرًا، لا في المناسبات وحدها.',
    },
    phase2: {
      en: 'We say words of love and appreciation to each other often, not only on special occasions.',
      ar: 'نتبادل كلمات المودة والتقدير كثيرًا، لا في المناسبات وحدها.',
    },
  },
  {
    key: 'q_4_3',
    category: 4,
    important: true,
    phase1: {
      en: 'I hope we can talk about our needs for closeness gently and without embarrassment.',
      ar: 'آمل أن نتحدث برفق ودون حرج عن حاجة كلٍّ منا إلى القرب من الآخر.',
    },
    phase2: {
      en: 'We talk about our needs for closeness gently and without embarrassment.',
      ar: 'نتحدث اليوم برفق ودون حرج عن حاجة كلٍّ منا إلى القرب من الآخر.',
    },
  },
  {
    key: 'q_4_4',
    category: 4,
    important: true,
    phase1: {
      en: 'I hope talk about the private side of our marriage stays between the two of us, apart from a counsellor or doctor.',
      ar: 'آمل أن يبقى حديثنا عن الجانب الخاص من حياتنا الزوجية بيننا وحدنا، إلا مع مستشار أو طبيب.',
    },
    phase2: {
      en: 'Talk about the private side of our marriage stays between the two of us, apart from a counsellor or doctor.',
      ar: 'يبقى حديثنا عن الجانب الخاص من حياتنا الزوجية بيننا وحدنا، إلا مع مستشار أو طبيب.',
    },
  },
  {
    key: 'q_4_5',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope that when one of us is not ready for closeness, the other accepts it without feeling hurt.',
      ar: 'آمل أن يتقبل كلٌّ منا اعتذار الآخر حين لا تسمح حاله بالقرب، دون أن يجد في نفسه شيئًا.',
    },
    phase2: {
      en: 'When one of us is not ready for closeness, the other accepts it without feeling hurt.',
      ar: 'يتقبل كلٌّ منا اعتذار الآخر حين لا تسمح حاله بالقرب، دون أن يجد في نفسه شيئًا.',
    },
  },
  {
    key: 'q_4_6',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my partner notices when something is troubling me and asks about it gently.',
      ar: 'آمل أن يلحظ شريك حياتي ما يشغل بالي أو يكدّرني، وأن يسألني عنه بلطف.',
    },
    phase2: {
      en: 'My partner notices when something is troubling me and asks about it gently.',
      ar: 'يلحظ شريك حياتي ما يشغل بالي أو يكدّرني، ويسألني عنه بلطف.',
    },
  },
  {
    key: 'q_4_7',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope we tell each other clearly what makes each of us feel loved and valued.',
      ar: 'آمل أن نتصارح بوضوح بما يُشعر كلًّا منا بالحب والتقدير.',
    },
    phase2: {
      en: 'We tell each other clearly what makes each of us feel loved and valued.',
      ar: 'نتصارح بوضوح بما يُشعر كلًّا منا بالحب والتقدير.',
    },
  },
  {
    key: 'q_4_8',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope we set aside unhurried time for heart-to-heart talks, away from phones and chores.',
      ar: 'آمل أن نخصص وقتًا هادئًا نبوح فيه بما في قلوبنا، بعيدًا عن الهواتف ومشاغل البيت.',
    },
    phase2: {
      en: 'We set aside unhurried time for heart-to-heart talks, away from phones and chores.',
      ar: 'نخصص وقتًا هادئًا نبوح فيه بما في قلوبنا، بعيدًا عن الهواتف ومشاغل البيت.',
    },
  },

  // 5 Family: how we talk about family, in-laws and children
  {
    key: 'q_5_1',
    category: 5,
    important: true,
    phase1: {
      en: "I hope we speak about each other's families with respect, even when we have concerns.",
      ar: 'آمل أن نتحدث عن أهل كلٍّ منا باحترام، حتى حين تكون لدينا ملاحظات عليهم.',
    },
    phase2: {
      en: "We speak about each other's families with respect, even when we have concerns.",
      ar: 'نتحدث عن أهل كلٍّ منا باحترام، حتى حين تكون لدينا ملاحظات عليهم.',
    },
  },
  {
    key: 'q_5_2',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope we agree together on boundaries with our families.',
      ar: 'آمل أن نتفق معًا على حدود واضحة في علاقتنا بأهلنا.',
    },
    phase2: {
      en: 'We agree together on boundaries with our families.',
      ar: 'نتفق معًا على حدود واضحة في علاقتنا بأهلنا.',
    },
  },
  {
    key: 'q_5_3',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we try to settle our disagreements ourselves before involving our families.',
      ar: 'آمل أن نسعى إلى حل خلافاتنا بأنفسنا قبل أن نُشرك فيها أهلنا.',
    },
    phase2: {
      en: 'We try to settle our disagreements ourselves before involving our families.',
      ar: 'نسعى إلى حل خلافاتنا بأنفسنا قبل أن نُشرك فيها أهلنا.',
    },
  },
  {
    key: 'q_5_4',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we talk openly about how we want to raise our children, now or in the future, including discipline and schooling.',
      ar: 'آمل أن نتحاور بصراحة في أسلوب تربية أبنائنا، حاضرًا أو مستقبلًا، ومن ذلك التأديب والتعليم.',
    },
    phase2: {
      en: 'We talk openly about how we want to raise our children, now or in the future, including discipline and schooling.',
      ar: 'نتحاور بصراحة في أسلوب تربية أبنائنا، حاضرًا أو مستقبلًا، ومن ذلك التأديب والتعليم.',
    },
  },
  {
    key: 'q_5_5',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope we talk through our disagreements in private, not in front of children or other people.',
      ar: 'آمل أن نتحاور في خلافاتنا على انفراد، لا أمام الأطفال أو غيرهم.',
    },
    phase2: {
      en: 'We talk through our disagreements in private, not in front of children or other people.',
      ar: 'نتحاور في خلافاتنا على انفراد، لا أمام الأطفال أو غيرهم.',
    },
  },
  {
    key: 'q_5_6',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we plan visits and time with both our families together, so that each side is treated fairly.',
      ar: 'آمل أن نرتب معًا زياراتنا لأهلنا والوقت الذي نقضيه معهم، بما يُنصف العائلتين.',
    },
    phase2: {
      en: 'We plan visits and time with both our families together, and each side is treated fairly.',
      ar: 'نرتب معًا زياراتنا لأهلنا والوقت الذي نقضيه معهم، بما يُنصف العائلتين.',
    },
  },
  {
    key: 'q_5_7',
    category: 5,
    important: false,
    phase1: {
      en: "I hope I can tell my partner when a relative's remark has hurt me, without it turning into a quarrel.",
      ar: 'آمل أن أستطيع إخبار شريك حياتي حين تجرحني كلمة من أحد الأقارب، دون أن يتحول الأمر إلى شجار.',
    },
    phase2: {
      en: "When a relative's remark has hurt me, I can tell my partner without it turning into a quarrel.",
      ar: 'حين تجرحني كلمة من أحد الأقارب، أستطيع إخبار شريك حياتي دون أن يتحول الأمر إلى شجار.',
    },
  },
  {
    key: 'q_5_8',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we talk openly about how we share the responsibilities at home.',
      ar: 'آمل أن نتحاور بصراحة في توزيع مسؤوليات البيت.',
    },
    phase2: {
      en: 'We talk openly about how we share the responsibilities at home.',
      ar: 'نتحاور بصراحة في توزيع مسؤوليات البيت.',
    },
  },
];

export default questions;

/** The bank with its revisions: what an assessment answered at an older version reads (decision 029). */
export const communicationBank: VersionedBank<Question> = { questions, revisions: COMMUNICATION_REVISIONS };
