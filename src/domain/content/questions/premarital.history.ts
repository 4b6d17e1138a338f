import type { Question } from '../../assessment/question.ts';
import type { BankRevision } from '../versions.ts';

/**
 * The premarital bank's revisions, oldest first: each holds the questions it changed as they read before it
 * (decision 029). History, like a migration: once landed, never edited.
 */
export const PREMARITAL_REVISIONS: BankRevision<Question>[] = [
  {
    version: 2,
    date: '2026-11-23',
    why: 'Content review 2026-11-23 §4: Phase 2 now measures what Phase 1 asks (q_1_4, q_1_5, q_1_8, q_1_10, q_3_6, q_4_6, q_5_8, q_5_9: agreement, not having talked; both of us, not one; time to talk, not time alone) and one thing per item (q_2_6, q_3_3, q_3_9, q_5_1); §2 #8 and #9 (q_1_5 «ولو في ما يُحرج قوله», q_5_1 «لنا وحدنا»); §4 stems: every Phase 1 statement now says what the person hopes for, «I hope…» / «آمل أن…» ("I expect my partner to…" read as a demand in English, «أتوقع» as a prediction).',
    before: [
      {
        key: 'q_1_4',
        legacyId: 'fiance_1_4',
        category: 1,
        important: false,
        phase1: {
          en: 'It matters to me that we mark together the religious occasions and seasons that mean most to each of us.',
          ar: 'يهمني أن نحيي معًا المناسبات والمواسم الدينية العزيزة على قلب كل منا.',
        },
        phase2: {
          en: 'We have talked about how we will spend religious occasions and holidays once we are married.',
          ar: 'تحدثنا عن الطريقة التي سنقضي بها المناسبات والأعياد الدينية بعد الزواج.',
        },
      },
      {
        key: 'q_5_8',
        category: 5,
        important: false,
        phase1: {
          en: 'I expect us to agree on how we will care for our parents as they grow older.',
          ar: 'أتوقع أن نتفق على طريقة رعايتنا لوالدينا حين يتقدم بهم العمر.',
        },
        phase2: {
          en: 'We have talked about how we will care for our parents as they grow older.',
          ar: 'تحدثنا عن الطريقة التي سنرعى بها والدينا حين يتقدم بهم العمر.',
        },
      },
      {
        key: 'q_5_9',
        category: 5,
        important: false,
        phase1: {
          en: "I hope we will keep some of each family's traditions and build new ones of our own.",
          ar: 'آمل أن نحافظ على بعض تقاليد عائلتينا، وأن ننشئ تقاليد خاصة بنا.',
        },
        phase2: {
          en: 'We have talked about which family traditions we want to keep and which new ones we want to start.',
          ar: 'تحدثنا عن التقاليد العائلية التي نريد الحفاظ عليها، وعن تقاليد جديدة نود أن نستحدثها.',
        },
      },
      {
        key: 'q_3_6',
        category: 3,
        important: false,
        phase1: {
          en: 'I want us to save regularly, for the future and for emergencies.',
          ar: 'أريد أن ندخر بانتظام، للمستقبل وللظروف الطارئة.',
        },
        phase2: {
          en: 'We have already agreed on how much we want to save and what we are saving for.',
          ar: 'اتفقنا بالفعل على مقدار ما نريد ادخاره والغاية منه.',
        },
      },
      {
        key: 'q_1_8',
        legacyId: 'fiance_1_8',
        category: 1,
        important: false,
        phase1: {
          en: 'I want the choices we make at work and with money to stay honest and in line with our values.',
          ar: 'أريد أن تبقى اختياراتنا في العمل والمال نزيهة ومنسجمة مع قيمنا.',
        },
        phase2: {
          en: "From what I have seen so far, I trust my partner's integrity in work and money matters.",
          ar: 'مما رأيته حتى الآن، أثق بنزاهة شريك حياتي في شؤون العمل والمال.',
        },
      },
      {
        key: 'q_1_10',
        legacyId: 'fiance_1_10',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope we will encourage each other to grow, both in faith and as people.',
          ar: 'آمل أن يشجع كل منا الآخر على أن يرتقي بإيمانه وبنفسه.',
        },
        phase2: {
          en: 'My partner already encourages me to grow and to become a better person.',
          ar: 'يشجعني شريك حياتي فعلًا على تحسين نفسي والارتقاء بها.',
        },
      },
      {
        key: 'q_4_6',
        category: 4,
        important: false,
        phase1: {
          en: 'In our marriage I would like us to set aside regular time just for the two of us.',
          ar: 'أتطلع إلى أن نخصص في زواجنا وقتًا منتظمًا لنا وحدنا.',
        },
        phase2: {
          en: 'We already make time to talk and connect, even on busy days.',
          ar: 'نحرص اليوم على تخصيص وقت للحديث والتواصل، حتى في أيام الانشغال.',
        },
      },
      {
        key: 'q_2_6',
        legacyId: 'fiance_2_6',
        category: 2,
        important: true,
        phase1: {
          en: 'I hope that after an argument we will both be quick to make peace and apologise.',
          ar: 'آمل أن يبادر كلانا بعد أي خلاف إلى الصلح والاعتذار.',
        },
        phase2: {
          en: 'After our disagreements so far, we have made peace and apologised when it was needed.',
          ar: 'كلما اختلفنا حتى الآن، تصالحنا واعتذر المخطئ منا.',
        },
      },
      {
        key: 'q_3_3',
        category: 3,
        important: true,
        phase1: {
          en: 'I expect us to agree on who will provide for our home and how money decisions will be made.',
          ar: 'أتوقع أن نتفق على من سيتولى الإنفاق على البيت وعلى طريقة اتخاذ القرارات المالية.',
        },
        phase2: {
          en: 'We have agreed on who will provide for our home and how we will decide on money matters.',
          ar: 'اتفقنا على من سيتولى الإنفاق على البيت وعلى الطريقة التي سنتخذ بها قراراتنا المالية.',
        },
      },
      {
        key: 'q_3_9',
        category: 3,
        important: false,
        phase1: {
          en: 'I expect us to agree on where we will live after the wedding and what kind of home suits our means.',
          ar: 'أتوقع أن نتفق على مكان سكننا بعد الزواج وعلى نوع البيت الذي يناسب إمكاناتنا.',
        },
        phase2: {
          en: 'We have agreed on where we will live after the wedding and what kind of home suits our means.',
          ar: 'اتفقنا على مكان سكننا بعد الزواج وعلى نوع البيت الذي يناسب إمكاناتنا.',
        },
      },
      {
        key: 'q_5_1',
        category: 5,
        important: true,
        phase1: {
          en: 'I expect us to honour both our families while keeping the decisions of our home for the two of us.',
          ar: 'أتوقع أن نكرم عائلتينا، على أن تبقى قرارات بيتنا لنا نحن الاثنين.',
        },
        phase2: {
          en: 'We agree that our families deserve honour and that decisions about our home are ours to make.',
          ar: 'نتفق على إكرام عائلتينا، وعلى أن نتخذ نحن قرارات بيتنا.',
        },
      },
      {
        key: 'q_1_5',
        legacyId: 'fiance_1_5',
        category: 1,
        important: true,
        phase1: {
          en: 'I believe we should both hold to honesty, even when the truth is hard to say.',
          ar: 'أرى أنه ينبغي أن يلتزم كلانا الصدق، وإن صعب قول الحقيقة.',
        },
        phase2: {
          en: 'My partner has been honest with me so far, even when the truth was uncomfortable.',
          ar: 'لمست صدق شريك حياتي معي حتى الآن، حتى في ما يحرج قوله.',
        },
      },
      {
        key: 'q_1_1',
        legacyId: 'fiance_1_1',
        category: 1,
        important: true,
        phase1: {
          en: 'I expect my partner and me to share a similar view of the place faith will have in our daily life.',
          ar: 'أتوقع أن تتقارب نظرتي ونظرة شريك حياتي إلى مكانة الدين في حياتنا اليومية.',
        },
        phase2: {
          en: 'From our conversations so far, my partner and I see eye to eye on the place of faith in daily life.',
          ar: 'تبيّن لي من أحاديثنا حتى الآن أننا نتفق على مكانة الدين في الحياة اليومية.',
        },
      },
      {
        key: 'q_1_3',
        legacyId: 'fiance_1_3',
        category: 1,
        important: true,
        phase1: {
          en: 'I expect us to agree on the faith and values we will pass on to our children.',
          ar: 'أتوقع أن نتفق على ما سننشّئ عليه أبناءنا من دين وقيم.',
        },
        phase2: {
          en: 'We have already talked about the faith and values we want to pass on to our children, and we agree.',
          ar: 'تحدثنا عما نريد أن ننشّئ عليه أبناءنا من دين وقيم، واتفقنا عليه.',
        },
      },
      {
        key: 'q_1_7',
        legacyId: 'fiance_1_7',
        category: 1,
        important: false,
        phase1: {
          en: 'I expect us to hold similar views on what a good life looks like, beyond money and status.',
          ar: 'أتوقع أن نتقارب في فهمنا للحياة الطيبة، بما يتجاوز المال والمكانة.',
        },
        phase2: {
          en: 'What my partner values most in life is close to what I value most.',
          ar: 'أجد أن ما يقدّره شريك حياتي في الحياة قريب مما أقدّره أنا.',
        },
      },
      {
        key: 'q_1_9',
        legacyId: 'fiance_1_9',
        category: 1,
        important: false,
        phase1: {
          en: 'I expect us to agree on fitting boundaries in our friendships and dealings with others.',
          ar: 'أتوقع أن نتفق على حدود لائقة في صداقاتنا وتعاملاتنا مع الآخرين.',
        },
        phase2: {
          en: 'We agree today on what is and is not appropriate in our friendships and dealings with others.',
          ar: 'نتفق اليوم على ما يليق وما لا يليق في صداقات كل منا وتعاملاته مع الآخرين.',
        },
      },
      {
        key: 'q_2_1',
        legacyId: 'fiance_2_1',
        category: 2,
        important: false,
        phase1: {
          en: 'I expect my partner to listen to me fully before responding.',
          ar: 'أتوقع ألا يرد عليّ شريك حياتي قبل أن يصغي إلى كلامي كله.',
        },
        phase2: {
          en: 'When I speak, my partner listens to me fully before responding.',
          ar: 'حين أتحدث، لا يرد عليّ شريك حياتي قبل أن يصغي إلى كلامي كله.',
        },
      },
      {
        key: 'q_2_3',
        legacyId: 'fiance_2_3',
        category: 2,
        important: false,
        phase1: {
          en: 'It matters to me that my partner opens up to me about feelings, not only about facts and plans.',
          ar: 'يهمني أن يبوح لي شريك حياتي بمشاعره، لا أن يقتصر حديثه على الوقائع والخطط.',
        },
        phase2: {
          en: 'My partner already shares feelings with me, not only facts and plans.',
          ar: 'يبوح لي شريك حياتي بمشاعره، ولا يقتصر حديثه معي على الوقائع والخطط.',
        },
      },
      {
        key: 'q_2_4',
        legacyId: 'fiance_2_4',
        category: 2,
        important: true,
        phase1: {
          en: 'I expect us to speak to each other respectfully, even when we are upset.',
          ar: 'أتوقع أن يخاطب كل منا الآخر باحترام، حتى في لحظات الغضب.',
        },
        phase2: {
          en: 'Even when we have been upset, we have spoken to each other with respect.',
          ar: 'حافظنا على الاحترام في حديثنا، حتى حين غضب أحدنا.',
        },
      },
      {
        key: 'q_2_5',
        legacyId: 'fiance_2_5',
        category: 2,
        important: false,
        phase1: {
          en: 'I believe we should face disagreements openly rather than avoid them or fall silent.',
          ar: 'أرى أنه ينبغي أن نواجه خلافاتنا بصراحة بدل أن نتجنبها أو نلوذ بالصمت.',
        },
        phase2: {
          en: 'When we disagree, we bring it up and talk it through instead of going silent.',
          ar: 'حين نختلف، نطرح الأمر ونتناقش فيه بدل أن نلوذ بالصمت.',
        },
      },
      {
        key: 'q_2_7',
        legacyId: 'fiance_2_7',
        category: 2,
        important: true,
        phase1: {
          en: 'In our marriage I would like big decisions to be made together, after real discussion.',
          ar: 'أتطلع إلى أن نتخذ القرارات الكبرى في زواجنا معًا، بعد نقاش جاد.',
        },
        phase2: {
          en: 'We already make the decisions that concern us both together, after discussing them.',
          ar: 'نتخذ اليوم معًا القرارات التي تخصنا كلينا، بعد أن نتناقش فيها.',
        },
      },
      {
        key: 'q_2_8',
        legacyId: 'fiance_2_8',
        category: 2,
        important: false,
        phase1: {
          en: 'I want our disagreements to stay between the two of us unless we both agree to seek advice.',
          ar: 'أريد أن تبقى خلافاتنا بيننا، إلا إذا اتفقنا معًا على طلب المشورة.',
        },
        phase2: {
          en: 'So far, we have kept our disagreements between the two of us.',
          ar: 'أبقينا خلافاتنا بيننا حتى الآن، ولم ننقلها إلى الآخرين.',
        },
      },
      {
        key: 'q_2_9',
        legacyId: 'fiance_2_9',
        category: 2,
        important: false,
        phase1: {
          en: 'I expect my partner to take my concerns seriously, even the small ones.',
          ar: 'أتوقع أن يأخذ شريك حياتي مخاوفي على محمل الجد، حتى الصغيرة منها.',
        },
        phase2: {
          en: 'When I have raised a concern, even a small one, my partner has taken it seriously.',
          ar: 'كلما طرحت أمرًا يقلقني، ولو كان صغيرًا، أخذه شريك حياتي على محمل الجد.',
        },
      },
      {
        key: 'q_3_1',
        category: 3,
        important: true,
        phase1: {
          en: 'I expect complete honesty between us about income, debts and spending.',
          ar: 'أتوقع أن نتصارح تمامًا في شؤون الدخل والديون والإنفاق.',
        },
        phase2: {
          en: 'My partner and I have been fully open with each other about our income, debts and spending.',
          ar: 'تصارحنا أنا وشريك حياتي تمامًا بشأن دخل كل منا وديونه وإنفاقه.',
        },
      },
      {
        key: 'q_3_5',
        category: 3,
        important: false,
        phase1: {
          en: 'I believe we should avoid borrowing for things we cannot afford.',
          ar: 'أرى أنه ينبغي أن نتجنب الاستدانة لشراء ما يفوق قدرتنا.',
        },
        phase2: {
          en: 'My partner and I share the same caution about debt and borrowing.',
          ar: 'نتشارك أنا وشريك حياتي الحذر نفسه من الديون والاقتراض.',
        },
      },
      {
        key: 'q_3_7',
        category: 3,
        important: false,
        phase1: {
          en: 'I expect us to agree on how much we will support our parents and relatives financially.',
          ar: 'أتوقع أن نتفق على مقدار ما سنقدمه من دعم مالي لوالدينا وأقاربنا.',
        },
        phase2: {
          en: 'We have talked openly about the financial support each of us gives, or will give, to family.',
          ar: 'تحدثنا بصراحة عن الدعم المالي الذي يقدمه كل منا لأهله أو سيقدمه لهم.',
        },
      },
      {
        key: 'q_4_2',
        category: 4,
        important: false,
        phase1: {
          en: 'I expect my partner to show me affection and care through warm words.',
          ar: 'أتوقع أن يعبّر لي شريك حياتي عن مودته واهتمامه بكلمات دافئة.',
        },
        phase2: {
          en: 'My partner already shows me affection and care through warm words.',
          ar: 'يعبّر لي شريك حياتي اليوم عن مودته واهتمامه بكلمات دافئة.',
        },
      },
      {
        key: 'q_4_3',
        category: 4,
        important: false,
        phase1: {
          en: 'It matters to me that I feel appreciated for who I am and for what I give.',
          ar: 'يهمني أن أشعر بالتقدير لشخصي ولما أقدمه.',
        },
        phase2: {
          en: 'My partner makes me feel appreciated for who I am and for what I give.',
          ar: 'يشعرني شريك حياتي بالتقدير لشخصي ولما أقدمه.',
        },
      },
      {
        key: 'q_4_5',
        category: 4,
        important: true,
        phase1: {
          en: 'I believe we should be able to talk at ease about our needs for closeness in marriage.',
          ar: 'أرى أنه ينبغي أن نتحدث دون حرج عن احتياجاتنا إلى القرب في الزواج.',
        },
        phase2: {
          en: 'We have been able to talk, with fitting discretion, about what we each expect of closeness in marriage.',
          ar: 'استطعنا أن نتحدث بحياء لائق عما يتوقعه كل منا من القرب في الزواج.',
        },
      },
      {
        key: 'q_4_8',
        category: 4,
        important: false,
        phase1: {
          en: 'I expect my partner to be gentle and comforting when I am tired or low.',
          ar: 'أتوقع أن يحيطني شريك حياتي بالحنان والمواساة حين يصيبني التعب أو الضيق.',
        },
        phase2: {
          en: 'When I have been tired or low, my partner has been gentle and comforting.',
          ar: 'حين أصابني التعب أو الضيق، أحاطني شريك حياتي بالحنان والمواساة.',
        },
      },
      {
        key: 'q_4_9',
        category: 4,
        important: false,
        phase1: {
          en: 'I want to feel safe being completely myself with my partner.',
          ar: 'أريد أن أشعر مع شريك حياتي بأمان يتيح لي أن أكون على طبيعتي تمامًا.',
        },
        phase2: {
          en: 'I can be completely myself with my partner, without pretending.',
          ar: 'أستطيع أن أكون على طبيعتي تمامًا مع شريك حياتي، دون تكلّف.',
        },
      },
      {
        key: 'q_4_10',
        category: 4,
        important: false,
        phase1: {
          en: 'I expect us to be patient and gentle with each other as we grow close in the private side of our marriage.',
          ar: 'أتوقع أن يتحلى كل منا بالصبر واللطف مع الآخر ونحن نتقارب في الجانب الخاص من حياتنا الزوجية.',
        },
        phase2: {
          en: 'From what I have seen, my partner is patient with me and considerate of my feelings and pace.',
          ar: 'أرى في شريك حياتي صبرًا عليّ ومراعاة لمشاعري وللوتيرة التي تناسبني.',
        },
      },
      {
        key: 'q_5_2',
        category: 5,
        important: true,
        phase1: {
          en: 'I expect us to agree on whether and when we will have children.',
          ar: 'أتوقع أن نتفق على الرغبة في الإنجاب وعلى توقيته.',
        },
        phase2: {
          en: 'We have talked about children and agree on whether and when to have them.',
          ar: 'تحدثنا عن الإنجاب، ونتفق على الرغبة فيه وعلى توقيته.',
        },
      },
      {
        key: 'q_5_4',
        category: 5,
        important: false,
        phase1: {
          en: 'I expect us to share the responsibilities of our home in a way we both find fair.',
          ar: 'أتوقع أن نتقاسم مسؤوليات البيت بطريقة يراها كلانا عادلة.',
        },
        phase2: {
          en: 'We have discussed how we will divide the responsibilities of our home, and we both find it fair.',
          ar: 'تناقشنا في تقسيم مسؤوليات البيت، وتوصلنا إلى ما يراه كلانا عادلًا.',
        },
      },
      {
        key: 'q_5_7',
        category: 5,
        important: true,
        phase1: {
          en: 'It matters to me that my partner treats my parents with respect and warmth.',
          ar: 'يهمني أن يعامل شريك حياتي والديّ باحترام ومودة.',
        },
        phase2: {
          en: 'Today, my partner treats my parents with respect and warmth.',
          ar: 'يعامل شريك حياتي والديّ اليوم باحترام ومودة.',
        },
      },
      {
        key: 'q_5_10',
        category: 5,
        important: false,
        phase1: {
          en: 'If tension arises between me and my in-laws, I expect my partner to handle it fairly and wisely.',
          ar: 'أتوقع أن يتعامل شريك حياتي بعدل وحكمة مع أي توتر قد ينشأ بيني وبين أهله.',
        },
        phase2: {
          en: 'So far, my partner has handled any tension between me and my future in-laws fairly and wisely.',
          ar: 'تعامل شريك حياتي حتى الآن بعدل وحكمة مع أي توتر نشأ بيني وبين أهله.',
        },
      },
    ],
  },
  {
    version: 3,
    date: '2026-11-23',
    why: 'Content audit 2026-11-23 §1: Phase 2 now measures what Phase 1 asks (q_1_2 and q_4_10: both of us, not my partner only; q_2_8: the exception Phase 1 allows; q_3_4: the outcome, not the talks; q_3_5: what we do, not a shared attitude; q_3_7: agreement, not having talked; q_4_5: "with fitting discretion" in both phases; q_4_7: my partner in both phases) and one thing per item (q_3_2, q_3_4, q_3_5); §2: natural Arabic for q_1_7 («فلا نختزلها») and q_5_2 («من حيث المبدأ والتوقيت»).',
    before: [
      {
        key: 'q_1_2',
        legacyId: 'fiance_1_2',
        category: 1,
        important: true,
        phase1: {
          en: "I hope we will respect each other's level of religious observance, without pressure or judgement.",
          ar: 'آمل أن يحترم كل منا مدى التزام الآخر بدينه، دون ضغط أو إطلاق أحكام.',
        },
        phase2: {
          en: 'Today, my partner respects the way I practise my faith, without pressuring or judging me.',
          ar: 'يحترم شريك حياتي اليوم طريقتي في التديّن، فلا يضغط عليّ ولا يطلق عليّ الأحكام.',
        },
      },
      {
        key: 'q_1_7',
        legacyId: 'fiance_1_7',
        category: 1,
        important: false,
        phase1: {
          en: 'I hope we will hold similar views on what a good life looks like, beyond money and status.',
          ar: 'آمل أن نتقارب في فهمنا للحياة الطيبة، بما يتجاوز المال والمكانة.',
        },
        phase2: {
          en: 'What my partner values most in life is close to what I value most.',
          ar: 'أجد أن ما يقدّره شريك حياتي في الحياة قريب مما أقدّره أنا.',
        },
      },
      {
        key: 'q_2_8',
        legacyId: 'fiance_2_8',
        category: 2,
        important: false,
        phase1: {
          en: 'I hope our disagreements will stay between the two of us unless we both agree to seek advice.',
          ar: 'آمل أن تبقى خلافاتنا بيننا، إلا إذا اتفقنا معًا على طلب المشورة.',
        },
        phase2: {
          en: 'So far, we have kept our disagreements between the two of us.',
          ar: 'أبقينا خلافاتنا بيننا حتى الآن، ولم ننقلها إلى الآخرين.',
        },
      },
      {
        key: 'q_3_2',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will plan our household budget together and keep to it.',
          ar: 'آمل أن نضع ميزانية بيتنا معًا وأن نلتزم بها.',
        },
        phase2: {
          en: 'We have already worked out together how we will plan and manage our household budget.',
          ar: 'اتفقنا معًا على طريقة وضع ميزانية بيتنا وإدارتها.',
        },
      },
      {
        key: 'q_3_4',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will settle the mahr and wedding costs in a way that is fair and does not burden us.',
          ar: 'آمل أن نتفق على المهر وتكاليف الزفاف على نحو منصف لا يثقل كاهلنا.',
        },
        phase2: {
          en: 'Our discussions about the mahr and wedding costs have been fair and free of pressure.',
          ar: 'جرى حديثنا عن المهر وتكاليف الزفاف بإنصاف ودون ضغوط.',
        },
      },
      {
        key: 'q_3_5',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will avoid borrowing for things we cannot afford.',
          ar: 'آمل أن نتجنب الاستدانة لشراء ما يفوق قدرتنا.',
        },
        phase2: {
          en: 'My partner and I share the same caution about debt and borrowing.',
          ar: 'نتشارك أنا وشريك حياتي الحذر نفسه من الديون والاقتراض.',
        },
      },
      {
        key: 'q_3_7',
        category: 3,
        important: false,
        phase1: {
          en: 'I hope we will agree on how much we will support our parents and relatives financially.',
          ar: 'آمل أن نتفق على مقدار ما سنقدمه من دعم مالي لوالدينا وأقاربنا.',
        },
        phase2: {
          en: 'We have talked openly about the financial support each of us gives, or will give, to family.',
          ar: 'تحدثنا بصراحة عن الدعم المالي الذي يقدمه كل منا لأهله أو سيقدمه لهم.',
        },
      },
      {
        key: 'q_4_5',
        category: 4,
        important: true,
        phase1: {
          en: 'I hope we will be able to talk at ease about our needs for closeness in marriage.',
          ar: 'آمل أن نتحدث دون حرج عن احتياجاتنا إلى القرب في الزواج.',
        },
        phase2: {
          en: 'We have been able to talk, with fitting discretion, about what we each expect of closeness in marriage.',
          ar: 'استطعنا أن نتحدث بحياء لائق عما يتوقعه كل منا من القرب في الزواج.',
        },
      },
      {
        key: 'q_4_7',
        category: 4,
        important: false,
        phase1: {
          en: 'I hope romance will stay alive in our marriage through small gestures and surprises.',
          ar: 'آمل أن تبقى جذوة المودة حية في زواجنا بلفتات صغيرة ومفاجآت لطيفة.',
        },
        phase2: {
          en: 'My partner already makes small, thoughtful gestures that make me feel special.',
          ar: 'يبادر شريك حياتي اليوم إلى لفتات لطيفة تشعرني بمكانتي عنده.',
        },
      },
      {
        key: 'q_4_10',
        category: 4,
        important: false,
        phase1: {
          en: 'I hope we will be patient and gentle with each other as we grow close in the private side of our marriage.',
          ar: 'آمل أن يتحلى كل منا بالصبر واللطف مع الآخر ونحن نتقارب في الجانب الخاص من حياتنا الزوجية.',
        },
        phase2: {
          en: 'From what I have seen, my partner is patient with me and considerate of my feelings and pace.',
          ar: 'أرى في شريك حياتي صبرًا عليّ ومراعاة لمشاعري وللوتيرة التي تناسبني.',
        },
      },
      {
        key: 'q_5_2',
        category: 5,
        important: true,
        phase1: {
          en: 'I hope we will agree on whether and when we will have children.',
          ar: 'آمل أن نتفق على الرغبة في الإنجاب وعلى توقيته.',
        },
        phase2: {
          en: 'We have talked about children and agree on whether and when to have them.',
          ar: 'تحدثنا عن الإنجاب، ونتفق على الرغبة فيه وعلى توقيته.',
        },
      },
    ],
  },
  {
    version: 4,
    date: '2026-11-27',
    why: 'Content review 2026-11-27 §4.1: q_4_10 asked in Phase 1 about patience in the private side of marriage and in Phase 2 about patience in general, so both now ask the general; q_4_9 Phase 1 ("feel safe being myself") now asks what Phase 2 asks, being myself without pretending.',
    before: [
      {
        key: 'q_4_9',
        category: 4,
        important: false,
        phase1: {
          en: 'I hope to feel safe being completely myself with my partner.',
          ar: 'آمل أن أشعر مع شريك حياتي بأمان يتيح لي أن أكون على طبيعتي تمامًا.',
        },
        phase2: {
          en: 'I can be completely myself with my partner, without pretending.',
          ar: 'أستطيع أن أكون على طبيعتي تمامًا مع شريك حياتي، دون تكلّف.',
        },
      },
      {
        key: 'q_4_10',
        category: 4,
        important: false,
        phase1: {
          en: 'I hope we will be patient and gentle with each other as we grow close in the private side of our marriage.',
          ar: 'آمل أن يتحلى كل منا بالصبر واللطف مع الآخر ونحن نتقارب في الجانب الخاص من حياتنا الزوجية.',
        },
        phase2: {
          en: 'From what I have seen so far, we are patient and gentle with each other.',
          ar: 'مما رأيته حتى الآن، يتحلى كل منا بالصبر واللطف مع الآخر.',
        },
      },
    ],
  },
];
