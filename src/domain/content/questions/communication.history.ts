import type { Question } from '../../assessment/question.ts';
import type { BankRevision } from '../versions.ts';

/**
 * The communication bank's revisions, oldest first: each holds the questions it changed as they read before it
 * (decision 029). History, like a migration: once landed, never edited.
 */
export const COMMUNICATION_REVISIONS: BankRevision<Question>[] = [
  {
    version: 2,
    date: '2026-11-23',
    why: 'Content review 2026-11-23 §4: talk about the private side of our marriage stays between us, apart from a counsellor or doctor (q_4_4); §3 one term each: «الجانب الخاص» for the private side, «مدى التزام … بدينه» for observance (q_1_2); §4 stems: every Phase 1 statement now says what the person hopes for, «I hope…» / «آمل أن…» ("I expect my partner to…" read as a demand in English, «أتوقع» as a prediction).',
    before: [
      {
        key: 'q_4_4',
        category: 4,
        important: true,
        phase1: {
          en: 'I believe anything about the private side of our marriage should be discussed between the two of us only.',
          ar: 'أرى أنه ينبغي أن يبقى حديثنا عن خصوصيات حياتنا الزوجية بيننا وحدنا.',
        },
        phase2: {
          en: 'We keep anything about the private side of our marriage between the two of us.',
          ar: 'يبقى حديثنا عن خصوصيات حياتنا الزوجية بيننا وحدنا، لا يطّلع عليه أحد.',
        },
      },
      {
        key: 'q_1_1',
        category: 1,
        important: true,
        phase1: {
          en: 'I expect my partner and me to talk openly about our faith and beliefs without either of us fearing judgment.',
          ar: 'أتوقع أن نتحدث أنا وشريك حياتي بصراحة عن إيماننا وقناعاتنا، دون أن يخشى أحدنا لوم الآخر أو انتقاده.',
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
          en: 'It matters to me that we discuss differences in our level of religious practice calmly and with respect.',
          ar: 'يهمني أن نتحاور بهدوء واحترام فيما بيننا من تفاوت في درجة الالتزام الديني.',
        },
        phase2: {
          en: 'We discuss differences in our level of religious practice calmly and with respect.',
          ar: 'نتحاور بهدوء واحترام فيما بيننا من تفاوت في درجة الالتزام الديني.',
        },
      },
      {
        key: 'q_1_3',
        category: 1,
        important: false,
        phase1: {
          en: 'I would like us to tell each other gently when one of us feels a choice goes against our values.',
          ar: 'أتطلع إلى أن يصارح أحدنا الآخر بلطف حين يرى أن تصرفًا ما يخالف قيمنا.',
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
          en: 'I believe we should encourage each other in matters of faith with kindness, not with blame or pressure.',
          ar: 'أرى أن علينا أن نتناصح في أمور الدين بالرفق والكلمة الطيبة، لا باللوم ولا بالإلحاح.',
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
          en: 'I want us to talk openly about which customs and traditions we carry into our own home.',
          ar: 'أريد أن نتحدث بصراحة عمّا ننقله إلى بيتنا من عادات وتقاليد.',
        },
        phase2: {
          en: 'We talk openly about which customs and traditions we carry into our own home.',
          ar: 'نتحدث بصراحة عمّا ننقله إلى بيتنا من عادات وتقاليد.',
        },
      },
      {
        key: 'q_1_7',
        category: 1,
        important: false,
        phase1: {
          en: 'I expect to be able to share my honest thoughts and questions about life and belief with my partner.',
          ar: 'أتوقع أن أتمكن من مشاركة شريك حياتي أفكاري وتساؤلاتي عن الحياة والإيمان بصدق ودون تحفّظ.',
        },
        phase2: {
          en: 'Today I can share my honest thoughts and questions about life and belief with my partner.',
          ar: 'أشارك شريك حياتي اليوم أفكاري وتساؤلاتي عن الحياة والإيمان بصدق ودون تحفّظ.',
        },
      },
      {
        key: 'q_2_1',
        category: 2,
        important: true,
        phase1: {
          en: 'I expect my partner to listen to me fully, without interrupting, when I have something important to say.',
          ar: 'أتوقع أن يُصغي إليّ شريك حياتي حين أتحدث في أمر مهم، فلا يقاطعني حتى أُتمّ كلامي.',
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
          en: 'I would like each of us to state our needs clearly, rather than expecting the other to guess them.',
          ar: 'أتطلع إلى أن يعبّر كلٌّ منا عن احتياجاته بوضوح، بدلًا من أن ينتظر من الآخر أن يخمّنها.',
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
          en: 'It matters to me that we keep a respectful tone with each other, with no shouting or insults, even in anger.',
          ar: 'يهمني أن نحفظ الاحترام في حديثنا، فلا صراخ ولا إهانة، حتى في لحظات الغضب.',
        },
        phase2: {
          en: 'Even when we are angry, we keep a respectful tone, with no shouting or insults.',
          ar: 'نحفظ الاحترام في حديثنا حتى حين نغضب، فلا صراخ ولا إهانة.',
        },
      },
      {
        key: 'q_2_5',
        category: 2,
        important: false,
        phase1: {
          en: 'I want each of us to admit our mistakes and say sorry sincerely, without excuses.',
          ar: 'أريد أن يقرّ كلٌّ منا بخطئه ويعتذر بصدق دون تبرير.',
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
          en: 'I believe we should choose a calm, suitable moment to raise difficult topics, not when we are tired or rushed.',
          ar: 'أرى أن علينا أن نختار وقتًا هادئًا مناسبًا لفتح الموضوعات الصعبة، لا أوقات التعب أو العجلة.',
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
          en: 'When we disagree, I would like us to stay on the issue at hand without bringing up old mistakes.',
          ar: 'أودّ أن نقتصر في خلافاتنا على المسألة المطروحة، دون أن ننبش أخطاء الماضي.',
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
          en: 'When we decide something together, I expect my view to be weighed fairly, even if we choose otherwise.',
          ar: 'أتوقع أن يلقى رأيي اعتبارًا منصفًا حين نتخذ قرارًا مشتركًا، حتى لو استقر الأمر على غيره.',
        },
        phase2: {
          en: 'When we decide something together, my view is weighed fairly, even when we choose otherwise.',
          ar: 'حين نتخذ قرارًا مشتركًا، يلقى رأيي اعتبارًا منصفًا، حتى لو استقر الأمر على غيره.',
        },
      },
      {
        key: 'q_3_1',
        category: 3,
        important: true,
        phase1: {
          en: 'I expect us to be fully honest with each other about income, spending and any debts.',
          ar: 'أتوقع أن نتصارح بلا تحفّظ في الدخل والإنفاق وما قد يكون علينا من ديون.',
        },
        phase2: {
          en: 'We are fully honest with each other about income, spending and any debts.',
          ar: 'نتصارح بلا تحفّظ في الدخل والإنفاق وما قد يكون علينا من ديون.',
        },
      },
      {
        key: 'q_3_3',
        category: 3,
        important: true,
        phase1: {
          en: 'It matters to me that we consult each other before any large purchase or financial commitment.',
          ar: 'يهمني أن يستشير كلٌّ منا الآخر قبل شراء أي شيء ذي قيمة أو الدخول في التزام مالي.',
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
          en: 'I want us to discuss openly how much we give to support our relatives, so that neither of us is surprised.',
          ar: 'أريد أن نتفاهم بصراحة على ما نقدمه من دعم مالي لأهلنا وأقاربنا، حتى لا يُفاجأ أحدنا بشيء.',
        },
        phase2: {
          en: 'We discuss openly how much we give to support our relatives, and neither of us is caught by surprise.',
          ar: 'نتفاهم بصراحة على ما نقدمه من دعم مالي لأهلنا وأقاربنا، ولا يُفاجأ أحدنا بشيء.',
        },
      },
      {
        key: 'q_3_6',
        category: 3,
        important: false,
        phase1: {
          en: 'I expect my partner to take my work and career ambitions seriously when I talk about them.',
          ar: 'أتوقع أن يأخذ شريك حياتي طموحاتي المهنية على محمل الجد حين أحدّثه عنها.',
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
          en: 'I believe we should agree openly on who manages which expenses, and revisit it when our circumstances change.',
          ar: 'أرى أنه ينبغي أن نتفق بوضوح على من يتولى كل باب من أبواب الإنفاق، وأن نراجع ذلك كلما تغيرت ظروفنا.',
        },
        phase2: {
          en: 'We have agreed openly on who manages which expenses, and we revisit it when our circumstances change.',
          ar: 'اتفقنا بوضوح على من يتولى كل باب من أبواب الإنفاق، ونراجع ذلك كلما تغيرت ظروفنا.',
        },
      },
      {
        key: 'q_3_8',
        category: 3,
        important: false,
        phase1: {
          en: 'When money is tight, I hope we share our worries openly and face them as a team.',
          ar: 'آمل أن نتقاسم همومنا بصراحة حين تضيق ذات اليد، وأن نواجهها يدًا واحدة.',
        },
        phase2: {
          en: 'When money is tight, we share our worries openly and face them as a team.',
          ar: 'حين تضيق ذات اليد، نتقاسم همومنا بصراحة ونواجهها يدًا واحدة.',
        },
      },
      {
        key: 'q_4_1',
        category: 4,
        important: false,
        phase1: {
          en: 'I expect to be able to tell my partner how I truly feel, including when I am sad or hurt.',
          ar: 'أتوقع أن أستطيع مصارحة شريك حياتي بما أشعر به حقًّا، حتى في لحظات الحزن والضيق.',
        },
        phase2: {
          en: 'Today I can tell my partner how I truly feel, including when I am sad or hurt.',
          ar: 'أصارح شريك حياتي اليوم بما أشعر به حقًّا، حتى في لحظات الحزن والضيق.',
        },
      },
      {
        key: 'q_4_3',
        category: 4,
        important: true,
        phase1: {
          en: 'It matters to me that we can talk about our needs for closeness gently and without embarrassment.',
          ar: 'يهمني أن نتحدث برفق ودون حرج عن حاجة كلٍّ منا إلى القرب من الآخر.',
        },
        phase2: {
          en: 'We talk about our needs for closeness gently and without embarrassment.',
          ar: 'نتحدث اليوم برفق ودون حرج عن حاجة كلٍّ منا إلى القرب من الآخر.',
        },
      },
      {
        key: 'q_4_6',
        category: 4,
        important: false,
        phase1: {
          en: 'I would like my partner to notice when something is troubling me and to ask about it gently.',
          ar: 'أتطلع إلى أن يلحظ شريك حياتي ما يشغل بالي أو يكدّرني، وأن يسألني عنه بلطف.',
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
          en: 'I want us to tell each other clearly what makes each of us feel loved and valued.',
          ar: 'أريد أن نتصارح بوضوح بما يُشعر كلًّا منا بالحب والتقدير.',
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
          en: 'In our marriage I would like us to set aside unhurried time for heart-to-heart talks, away from phones and chores.',
          ar: 'أتطلع إلى أن نخصص وقتًا هادئًا نبوح فيه بما في قلوبنا، بعيدًا عن الهواتف ومشاغل البيت.',
        },
        phase2: {
          en: 'We set aside unhurried time for heart-to-heart talks, away from phones and chores.',
          ar: 'نخصص وقتًا هادئًا نبوح فيه بما في قلوبنا، بعيدًا عن الهواتف ومشاغل البيت.',
        },
      },
      {
        key: 'q_5_1',
        category: 5,
        important: true,
        phase1: {
          en: "It matters to me that we speak about each other's families with respect, even when we have concerns.",
          ar: 'يهمني أن نتحدث عن أهل كلٍّ منا باحترام، حتى حين تكون لدينا ملاحظات عليهم.',
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
          en: 'I expect us to agree together on boundaries with our families, and each of us to explain them kindly to our own family.',
          ar: 'أتوقع أن نتفق معًا على حدود واضحة في علاقتنا بأهلنا، وأن يتولى كلٌّ منا إبلاغ أهله بها بلطف.',
        },
        phase2: {
          en: 'We agree together on boundaries with our families, and each of us explains them kindly to our own family.',
          ar: 'نتفق معًا على حدود واضحة في علاقتنا بأهلنا، ويتولى كلٌّ منا إبلاغ أهله بها بلطف.',
        },
      },
      {
        key: 'q_5_3',
        category: 5,
        important: false,
        phase1: {
          en: 'I would like us to try to settle our disagreements ourselves before involving our families.',
          ar: 'أودّ أن نسعى إلى حل خلافاتنا بأنفسنا قبل أن نُشرك فيها أهلنا.',
        },
        phase2: {
          en: 'We try to settle our disagreements ourselves before involving our families.',
          ar: 'نسعى إلى حل خلافاتنا بأنفسنا قبل أن نُشرك فيها أهلنا.',
        },
      },
      {
        key: 'q_5_5',
        category: 5,
        important: true,
        phase1: {
          en: 'I believe we should settle our differences about the children privately and speak to them with one voice.',
          ar: 'أرى أن علينا أن نحسم اختلافاتنا بشأن الأبناء بعيدًا عنهم، وأن تكون كلمتنا أمامهم واحدة.',
        },
        phase2: {
          en: 'We settle our differences about the children privately and speak to them with one voice.',
          ar: 'نحسم اختلافاتنا بشأن الأبناء بعيدًا عنهم، وتكون كلمتنا أمامهم واحدة.',
        },
      },
      {
        key: 'q_5_6',
        category: 5,
        important: false,
        phase1: {
          en: 'I want us to plan visits and time with both our families together, so that each side is treated fairly.',
          ar: 'أريد أن نرتب معًا زياراتنا لأهلنا والوقت الذي نقضيه معهم، بما يُنصف العائلتين.',
        },
        phase2: {
          en: 'We plan visits and time with both our families together, and each side is treated fairly.',
          ar: 'نرتب معًا زياراتنا لأهلنا والوقت الذي نقضيه معهم، بما يُنصف العائلتين.',
        },
      },
      {
        key: 'q_5_8',
        category: 5,
        important: false,
        phase1: {
          en: 'I expect us to talk openly about sharing responsibilities at home and to adjust when one of us feels overloaded.',
          ar: 'أتوقع أن نتحاور بصراحة في توزيع مسؤوليات البيت، وأن نعيد النظر فيه حين يثقل العبء على أحدنا.',
        },
        phase2: {
          en: 'We talk openly about sharing responsibilities at home and adjust when one of us feels overloaded.',
          ar: 'نتحاور بصراحة في توزيع مسؤوليات البيت، ونعيد النظر فيه حين يثقل العبء على أحدنا.',
        },
      },
    ],
  },
  {
    version: 3,
    date: '2026-11-23',
    why: 'Content audit 2026-11-23 §1: one thing per item (q_3_7: agreeing who manages which expenses; q_3_8: sharing money worries openly; q_4_5: accepting a partner not ready for closeness without hurt; q_5_2: agreeing boundaries with our families; q_5_8: talking openly about sharing the work at home).',
    before: [
      {
        key: 'q_3_7',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will agree openly on who manages which expenses, and revisit it when our circumstances change.',
          ar: 'آمل أن نتفق بوضوح على من يتولى كل باب من أبواب الإنفاق، وأن نراجع ذلك كلما تغيرت ظروفنا.',
        },
        phase2: {
          en: 'We have agreed openly on who manages which expenses, and we revisit it when our circumstances change.',
          ar: 'اتفقنا بوضوح على من يتولى كل باب من أبواب الإنفاق، ونراجع ذلك كلما تغيرت ظروفنا.',
        },
      },
      {
        key: 'q_3_8',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope that when money is tight, we share our worries openly and face them as a team.',
          ar: 'آمل أن نتقاسم همومنا بصراحة حين تضيق ذات اليد، وأن نواجهها يدًا واحدة.',
        },
        phase2: {
          en: 'When money is tight, we share our worries openly and face them as a team.',
          ar: 'حين تضيق ذات اليد، نتقاسم همومنا بصراحة ونواجهها يدًا واحدة.',
        },
      },
      {
        key: 'q_4_5',
        category: 4,
        important: false,
        phase1: {
          en: 'I hope that when one of us is not ready for closeness, we can say so kindly and be understood without hurt.',
          ar: 'آمل أن يعتذر أحدنا بلطف حين لا تسمح حاله بالقرب، وأن يتفهم الآخر ذلك دون أن يجد في نفسه شيئًا.',
        },
        phase2: {
          en: 'When one of us is not ready for closeness, we say so kindly and the other understands without feeling hurt.',
          ar: 'حين لا تسمح حال أحدنا بالقرب، يعتذر بلطف، ويتفهم الآخر ذلك دون أن يجد في نفسه شيئًا.',
        },
      },
      {
        key: 'q_5_2',
        category: 5,
        important: true,
        phase1: {
          en: 'I hope we will agree together on boundaries with our families, and that each of us will explain them kindly to our own family.',
          ar: 'آمل أن نتفق معًا على حدود واضحة في علاقتنا بأهلنا، وأن يتولى كلٌّ منا إبلاغ أهله بها بلطف.',
        },
        phase2: {
          en: 'We agree together on boundaries with our families, and each of us explains them kindly to our own family.',
          ar: 'نتفق معًا على حدود واضحة في علاقتنا بأهلنا، ويتولى كلٌّ منا إبلاغ أهله بها بلطف.',
        },
      },
      {
        key: 'q_5_8',
        category: 5,
        important: false,
        phase1: {
          en: 'I hope we will talk openly about sharing responsibilities at home and adjust when one of us feels overloaded.',
          ar: 'آمل أن نتحاور بصراحة في توزيع مسؤوليات البيت، وأن نعيد النظر فيه حين يثقل العبء على أحدنا.',
        },
        phase2: {
          en: 'We talk openly about sharing responsibilities at home and adjust when one of us feels overloaded.',
          ar: 'نتحاور بصراحة في توزيع مسؤوليات البيت، ونعيد النظر فيه حين يثقل العبء على أحدنا.',
        },
      },
    ],
  },
  {
    version: 4,
    date: '2026-11-27',
    why: 'Content review 2026-11-27 §4.1-4.2: q_5_5 asked two things and assumed children (now: disagreements talked through in private, not in front of children or others); q_3_2 asked saving and spending (now how much we save); every Phase 1 statement speaks in the present in English ("I hope we…"), as a married couple reads it («آمل أن» was already tense-neutral).',
    before: [
      {
        key: 'q_1_3',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope we will tell each other gently when one of us feels a choice goes against our values.',
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
          en: 'I hope we will encourage each other in matters of faith with kindness, not with blame or pressure.',
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
          en: 'I hope we will talk openly about which customs and traditions we carry into our own home.',
          ar: 'آمل أن نتحدث بصراحة عمّا ننقله إلى بيتنا من عادات وتقاليد.',
        },
        phase2: {
          en: 'We talk openly about which customs and traditions we carry into our own home.',
          ar: 'نتحدث بصراحة عمّا ننقله إلى بيتنا من عادات وتقاليد.',
        },
      },
      {
        key: 'q_2_1',
        category: 2,
        important: true,
        phase1: {
          en: 'I hope my partner will listen to me fully, without interrupting, when I have something important to say.',
          ar: 'آمل أن يُصغي إليّ شريك حياتي حين أتحدث في أمر مهم، فلا يقاطعني حتى أُتمّ كلامي.',
        },
        phase2: {
          en: 'When I have something important to say, my partner listens fully without interrupting.',
          ar: 'حين أتحدث في أمر مهم، يُصغي إليّ شريك حياتي ولا يقاطعني حتى أُتمّ كلامي.',
        },
      },
      {
        key: 'q_2_5',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope each of us will admit our mistakes and say sorry sincerely, without excuses.',
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
          en: 'I hope we will choose a calm, suitable moment to raise difficult topics, not when we are tired or rushed.',
          ar: 'آمل أن نختار وقتًا هادئًا مناسبًا لفتح الموضوعات الصعبة، لا أوقات التعب أو العجلة.',
        },
        phase2: {
          en: 'We choose a calm, suitable moment to raise difficult topics and avoid times when we are tired or rushed.',
          ar: 'نختار وقتًا هادئًا مناسبًا لفتح الموضوعات الصعبة، ونتجنب أوقات التعب والعجلة.',
        },
      },
      {
        key: 'q_3_1',
        category: 3,
        important: true,
        phase1: {
          en: 'I hope we will be fully honest with each other about income, spending and any debts.',
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
          en: 'I hope we can agree, through calm discussion, on how much we save and how much we spend.',
          ar: 'آمل أن نصل بالحوار الهادئ إلى اتفاق على مقدار ما ندّخره وما ننفقه.',
        },
        phase2: {
          en: 'Through calm discussion, we agree on how much we save and how much we spend.',
          ar: 'نصل بالحوار الهادئ إلى اتفاق على مقدار ما ندّخره وما ننفقه.',
        },
      },
      {
        key: 'q_3_4',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will discuss openly how much we give to support our relatives, so that neither of us is surprised.',
          ar: 'آمل أن نتفاهم بصراحة على ما نقدمه من دعم مالي لأهلنا وأقاربنا، حتى لا يُفاجأ أحدنا بشيء.',
        },
        phase2: {
          en: 'We discuss openly how much we give to support our relatives, and neither of us is caught by surprise.',
          ar: 'نتفاهم بصراحة على ما نقدمه من دعم مالي لأهلنا وأقاربنا، ولا يُفاجأ أحدنا بشيء.',
        },
      },
      {
        key: 'q_3_6',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope my partner will take my work and career ambitions seriously when I talk about them.',
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
          en: 'I hope we will agree openly on who manages which expenses.',
          ar: 'آمل أن نتفق بوضوح على من يتولى كل باب من أبواب الإنفاق.',
        },
        phase2: {
          en: 'We have agreed openly on who manages which expenses.',
          ar: 'اتفقنا بوضوح على من يتولى كل باب من أبواب الإنفاق.',
        },
      },
      {
        key: 'q_4_6',
        category: 4,
        important: false,
        phase1: {
          en: 'I hope my partner will notice when something is troubling me and ask about it gently.',
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
          en: 'I hope we will tell each other clearly what makes each of us feel loved and valued.',
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
          en: 'I hope that in our marriage we will set aside unhurried time for heart-to-heart talks, away from phones and chores.',
          ar: 'آمل أن نخصص وقتًا هادئًا نبوح فيه بما في قلوبنا، بعيدًا عن الهواتف ومشاغل البيت.',
        },
        phase2: {
          en: 'We set aside unhurried time for heart-to-heart talks, away from phones and chores.',
          ar: 'نخصص وقتًا هادئًا نبوح فيه بما في قلوبنا، بعيدًا عن الهواتف ومشاغل البيت.',
        },
      },
      {
        key: 'q_5_2',
        category: 5,
        important: true,
        phase1: {
          en: 'I hope we will agree together on boundaries with our families.',
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
          en: 'I hope we will try to settle our disagreements ourselves before involving our families.',
          ar: 'آمل أن نسعى إلى حل خلافاتنا بأنفسنا قبل أن نُشرك فيها أهلنا.',
        },
        phase2: {
          en: 'We try to settle our disagreements ourselves before involving our families.',
          ar: 'نسعى إلى حل خلافاتنا بأنفسنا قبل أن نُشرك فيها أهلنا.',
        },
      },
      {
        key: 'q_5_5',
        category: 5,
        important: true,
        phase1: {
          en: 'I hope we will settle our differences about the children privately and speak to them with one voice.',
          ar: 'آمل أن نحسم اختلافاتنا بشأن الأبناء بعيدًا عنهم، وأن تكون كلمتنا أمامهم واحدة.',
        },
        phase2: {
          en: 'We settle our differences about the children privately and speak to them with one voice.',
          ar: 'نحسم اختلافاتنا بشأن الأبناء بعيدًا عنهم، وتكون كلمتنا أمامهم واحدة.',
        },
      },
      {
        key: 'q_5_6',
        category: 5,
        important: false,
        phase1: {
          en: 'I hope we will plan visits and time with both our families together, so that each side is treated fairly.',
          ar: 'آمل أن نرتب معًا زياراتنا لأهلنا والوقت الذي نقضيه معهم، بما يُنصف العائلتين.',
        },
        phase2: {
          en: 'We plan visits and time with both our families together, and each side is treated fairly.',
          ar: 'نرتب معًا زياراتنا لأهلنا والوقت الذي نقضيه معهم، بما يُنصف العائلتين.',
        },
      },
      {
        key: 'q_5_8',
        category: 5,
        important: false,
        phase1: {
          en: 'I hope we will talk openly about how we share the responsibilities at home.',
          ar: 'آمل أن نتحاور بصراحة في توزيع مسؤوليات البيت.',
        },
        phase2: {
          en: 'We talk openly about how we share the responsibilities at home.',
          ar: 'نتحاور بصراحة في توزيع مسؤوليات البيت.',
        },
      },
    ],
  },
];
