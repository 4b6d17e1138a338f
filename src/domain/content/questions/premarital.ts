import type { Question } from '../../assessment/question.ts';
import type { VersionedBank } from '../versions.ts';
import { PREMARITAL_REVISIONS } from './premarital.history.ts';

/** Premarital (pre-relationship) bank: what engaged or seriously considering couples expect of married life, against what they have discussed, agreed and seen so far. */
const questions: Question[] = [
  // 1. Values & Faith
  {
    key: 'q_1_1',
    legacyId: 'fiance_1_1',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope my partner and I will share a similar view of the place faith will have in our daily life.',
      ar: 'آمل أن تتقارب نظرتي ونظرة شريك حياتي إلى مكانة الدين في حياتنا اليومية.',
    },
    phase2: {
      en: 'From our conversations so far, my partner and I see eye to eye on the place of faith in daily life.',
      ar: 'تبيّن لي من أحاديثنا حتى الآن أننا نتفق على مكانة الدين في الحياة اليومية.',
    },
  },
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
      en: "Today, we respect each other's level of religious observance, without pressure or judgement.",
      ar: 'يحترم كل منا اليوم مدى التزام الآخر بدينه، دون ضغط أو إطلاق أحكام.',
    },
  },
  {
    key: 'q_1_3',
    legacyId: 'fiance_1_3',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope we will agree on the faith and values we will pass on to our children.',
      ar: 'آمل أن نتفق على ما سننشّئ عليه أبناءنا من دين وقيم.',
    },
    phase2: {
      en: 'We have already talked about the faith and values we want to pass on to our children, and we agree.',
      ar: 'تحدثنا عما نريد أن ننشّئ عليه أبناءنا من دين وقيم، واتفقنا عليه.',
    },
  },
  {
    key: 'q_1_4',
    legacyId: 'fiance_1_4',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we will agree on how we mark the religious occasions and seasons that mean most to each of us.',
      ar: 'آمل أن نتفق على طريقة إحيائنا للمناسبات والمواسم الدينية العزيزة على قلب كل منا.',
    },
    phase2: {
      en: 'We already agree on how we will mark the religious occasions and seasons that mean most to each of us.',
      ar: 'نتفق اليوم على الطريقة التي سنحيي بها المناسبات والمواسم الدينية العزيزة على قلب كل منا.',
    },
  },
  {
    key: 'q_1_5',
    legacyId: 'fiance_1_5',
    category: 1,
    important: true,
    phase1: {
      en: 'I hope we will both hold to honesty, even when the truth is hard to say.',
      ar: 'آمل أن يلتزم كلانا الصدق، وإن صعب قول الحقيقة.',
    },
    phase2: {
      en: 'We have both been honest with each other so far, even when the truth was uncomfortable.',
      ar: 'التزم كلانا الصدق مع الآخر إلى اليوم، ولو في ما يُحرج قوله.',
    },
  },
  {
    key: 'q_1_6',
    legacyId: 'fiance_1_6',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope my partner and I will share a common sense of purpose for our marriage.',
      ar: 'آمل أن تجمعني وشريك حياتي غاية مشتركة نرجوها من زواجنا.',
    },
    phase2: {
      en: 'My partner and I already share a clear idea of what we want our marriage to stand for.',
      ar: 'يجمعني وشريك حياتي اليوم تصور واضح لما نريد أن يقوم عليه زواجنا.',
    },
  },
  {
    key: 'q_1_7',
    legacyId: 'fiance_1_7',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we will hold similar views on what a good life looks like, beyond money and status.',
      ar: 'آمل أن نتقارب في فهمنا للحياة الطيبة، فلا نختزلها في المال والمكانة.',
    },
    phase2: {
      en: 'What my partner values most in life is close to what I value most.',
      ar: 'أجد أن ما يقدّره شريك حياتي في الحياة قريب مما أقدّره أنا.',
    },
  },
  {
    key: 'q_1_8',
    legacyId: 'fiance_1_8',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we will both stay honest and true to our values in work and money matters.',
      ar: 'آمل أن يبقى كلانا نزيهًا ووفيًّا لقيمنا في شؤون العمل والمال.',
    },
    phase2: {
      en: 'From what I have seen so far, we are both honest and true to our values in work and money matters.',
      ar: 'مما رأيته حتى الآن، كلانا نزيه ووفيّ لقيمنا في شؤون العمل والمال.',
    },
  },
  {
    key: 'q_1_9',
    legacyId: 'fiance_1_9',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we will agree on fitting boundaries in our friendships and dealings with others.',
      ar: 'آمل أن نتفق على حدود لائقة في صداقاتنا وتعاملاتنا مع الآخرين.',
    },
    phase2: {
      en: 'We agree today on what is and is not appropriate in our friendships and dealings with others.',
      ar: 'نتفق اليوم على ما يليق وما لا يليق في صداقات كل منا وتعاملاته مع الآخرين.',
    },
  },
  {
    key: 'q_1_10',
    legacyId: 'fiance_1_10',
    category: 1,
    important: false,
    phase1: {
      en: 'I hope we will encourage each other to grow, in faith and as people.',
      ar: 'آمل أن يشجع كل منا الآخر على أن يرتقي بإيمانه وبنفسه.',
    },
    phase2: {
      en: 'We already encourage each other to grow, in faith and as people.',
      ar: 'يشجع كل منا الآخر فعلًا على أن يرتقي بإيمانه وبنفسه.',
    },
  },

  // 2. Communication
  {
    key: 'q_2_1',
    legacyId: 'fiance_2_1',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope my partner will listen to me fully before responding.',
      ar: 'آمل ألا يرد عليّ شريك حياتي قبل أن يصغي إلى كلامي كله.',
    },
    phase2: {
      en: 'When I speak, my partner listens to me fully before responding.',
      ar: 'حين أتحدث، لا يرد عليّ شريك حياتي قبل أن يصغي إلى كلامي كله.',
    },
  },
  {
    key: 'q_2_2',
    legacyId: 'fiance_2_2',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope I will be able to tell my partner what I need without fear of being misunderstood.',
      ar: 'آمل أن أتمكن من التعبير لشريك حياتي عن احتياجاتي دون خوف من أن يُساء فهمي.',
    },
    phase2: {
      en: 'I can already tell my partner what I need without fearing I will be misunderstood.',
      ar: 'أستطيع اليوم أن أعبّر لشريك حياتي عن احتياجاتي دون خوف من أن يُساء فهمي.',
    },
  },
  {
    key: 'q_2_3',
    legacyId: 'fiance_2_3',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope my partner opens up to me about feelings, not only about facts and plans.',
      ar: 'آمل أن يبوح لي شريك حياتي بمشاعره، لا أن يقتصر حديثه على الوقائع والخطط.',
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
      en: 'I hope we will speak to each other respectfully, even when we are upset.',
      ar: 'آمل أن يخاطب كل منا الآخر باحترام، حتى في لحظات الغضب.',
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
      en: 'I hope we will face disagreements openly rather than avoid them or fall silent.',
      ar: 'آمل أن نواجه خلافاتنا بصراحة بدل أن نتجنبها أو نلوذ بالصمت.',
    },
    phase2: {
      en: 'When we disagree, we bring it up and talk it through instead of going silent.',
      ar: 'حين نختلف، نطرح الأمر ونتناقش فيه بدل أن نلوذ بالصمت.',
    },
  },
  {
    key: 'q_2_6',
    legacyId: 'fiance_2_6',
    category: 2,
    important: true,
    phase1: {
      en: 'I hope that after an argument we will both be quick to make peace.',
      ar: 'آمل أن يبادر كلانا بعد أي خلاف إلى الصلح.',
    },
    phase2: {
      en: 'After our disagreements so far, we have both been quick to make peace.',
      ar: 'كلما اختلفنا حتى الآن، بادر كلانا إلى الصلح.',
    },
  },
  {
    key: 'q_2_7',
    legacyId: 'fiance_2_7',
    category: 2,
    important: true,
    phase1: {
      en: 'I hope that in our marriage we will make big decisions together, after real discussion.',
      ar: 'آمل أن نتخذ القرارات الكبرى في زواجنا معًا، بعد نقاش جاد.',
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
      en: 'I hope our disagreements will stay between the two of us unless we both agree to seek advice.',
      ar: 'آمل أن تبقى خلافاتنا بيننا، إلا إذا اتفقنا معًا على طلب المشورة.',
    },
    phase2: {
      en: "So far, neither of us has taken our disagreements to others without the other's agreement.",
      ar: 'لم ينقل أيٌّ منا خلافاتنا إلى غيرنا حتى الآن إلا باتفاق بيننا.',
    },
  },
  {
    key: 'q_2_9',
    legacyId: 'fiance_2_9',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope my partner will take my concerns seriously, even the small ones.',
      ar: 'آمل أن يأخذ شريك حياتي مخاوفي على محمل الجد، حتى الصغيرة منها.',
    },
    phase2: {
      en: 'When I have raised a concern, even a small one, my partner has taken it seriously.',
      ar: 'كلما طرحت أمرًا يقلقني، ولو كان صغيرًا، أخذه شريك حياتي على محمل الجد.',
    },
  },
  {
    key: 'q_2_10',
    legacyId: 'fiance_2_10',
    category: 2,
    important: false,
    phase1: {
      en: 'I hope we can each accept gentle criticism from the other without becoming defensive.',
      ar: 'آمل أن يتقبل كل منا النقد اللطيف من الآخر دون أن يسارع إلى الدفاع عن نفسه.',
    },
    phase2: {
      en: 'Each of us can hear a gentle remark from the other today without becoming defensive.',
      ar: 'يتقبل كل منا اليوم ملاحظات الآخر اللطيفة دون أن يسارع إلى الدفاع عن نفسه.',
    },
  },

  // 3. Finances & Goals
  {
    key: 'q_3_1',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope we will be completely honest with each other about income, debts and spending.',
      ar: 'آمل أن نتصارح تمامًا في شؤون الدخل والديون والإنفاق.',
    },
    phase2: {
      en: 'My partner and I have been fully open with each other about our income, debts and spending.',
      ar: 'تصارحنا أنا وشريك حياتي تمامًا بشأن دخل كل منا وديونه وإنفاقه.',
    },
  },
  {
    key: 'q_3_2',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we will plan our household budget together.',
      ar: 'آمل أن نضع ميزانية بيتنا معًا.',
    },
    phase2: {
      en: 'We have already begun planning our household budget together.',
      ar: 'بدأنا بالفعل نضع ميزانية بيتنا معًا.',
    },
  },
  {
    key: 'q_3_3',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope we will agree on who will provide for our home.',
      ar: 'آمل أن نتفق على من سيتولى الإنفاق على البيت.',
    },
    phase2: {
      en: 'We have agreed on who will provide for our home.',
      ar: 'اتفقنا على من سيتولى الإنفاق على البيت.',
    },
  },
  {
    key: 'q_3_4',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we will settle the mahr and wedding costs in a way that does not overburden us.',
      ar: 'آمل أن نتفق على المهر وتكاليف الزفاف على نحو لا يثقل كاهلنا.',
    },
    phase2: {
      en: 'What we have agreed so far on the mahr and wedding costs does not overburden us.',
      ar: 'ما اتفقنا عليه حتى الآن بشأن المهر وتكاليف الزفاف لا يثقل كاهلنا.',
    },
  },
  {
    key: 'q_3_5',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we will both be careful not to borrow for things we cannot afford.',
      ar: 'آمل أن يحرص كلانا على ألا يستدين لشراء ما يفوق قدرتنا.',
    },
    phase2: {
      en: 'From what I have seen so far, we are both careful not to borrow for things we cannot afford.',
      ar: 'مما رأيته حتى الآن، يحرص كلانا على ألا يستدين لشراء ما يفوق قدرتنا.',
    },
  },
  {
    key: 'q_3_6',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we will agree on how much we save each month.',
      ar: 'آمل أن نتفق على مقدار ما ندّخره كل شهر.',
    },
    phase2: {
      en: 'We have already agreed on how much we will save each month.',
      ar: 'اتفقنا بالفعل على مقدار ما سندّخره كل شهر.',
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
      en: 'We have already agreed on how much we will support our parents and relatives financially.',
      ar: 'اتفقنا بالفعل على مقدار ما سنقدمه من دعم مالي لوالدينا وأقاربنا.',
    },
  },
  {
    key: 'q_3_8',
    category: 3,
    important: true,
    phase1: {
      en: 'I hope my partner will support my plans for work or study after we marry.',
      ar: 'آمل أن يدعم شريك حياتي خططي في العمل أو الدراسة بعد الزواج.',
    },
    phase2: {
      en: 'Today, my partner clearly supports my plans for work or study after we marry.',
      ar: 'يبدي شريك حياتي اليوم دعمًا واضحًا لخططي في العمل أو الدراسة بعد الزواج.',
    },
  },
  {
    key: 'q_3_9',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we will agree on where we will live after the wedding.',
      ar: 'آمل أن نتفق على مكان سكننا بعد الزواج.',
    },
    phase2: {
      en: 'We have agreed on where we will live after the wedding.',
      ar: 'اتفقنا على مكان سكننا بعد الزواج.',
    },
  },
  {
    key: 'q_3_10',
    category: 3,
    important: false,
    phase1: {
      en: 'I hope we will share the same picture of where we want to be in ten years.',
      ar: 'آمل أن نتفق في تصورنا لما نريد أن نكون عليه بعد عشر سنوات.',
    },
    phase2: {
      en: 'When we talk about the next ten years, our plans fit well together.',
      ar: 'حين نتحدث عن السنوات العشر المقبلة، تنسجم خططنا معًا.',
    },
  },

  // 4. Intimacy
  {
    key: 'q_4_1',
    category: 4,
    important: true,
    phase1: {
      en: 'I hope to feel emotionally close to my partner, as a true companion.',
      ar: 'آمل أن أجد في شريك حياتي رفيقًا حقيقيًا قريبًا من قلبي.',
    },
    phase2: {
      en: 'I already feel emotionally close to my partner, as a true companion.',
      ar: 'أجد في شريك حياتي اليوم رفيقًا حقيقيًا قريبًا من قلبي.',
    },
  },
  {
    key: 'q_4_2',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my partner will show me affection and care through warm words.',
      ar: 'آمل أن يعبّر لي شريك حياتي عن مودته واهتمامه بكلمات دافئة.',
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
      en: 'I hope I feel appreciated for who I am and for what I give.',
      ar: 'آمل أن أشعر بالتقدير لشخصي ولما أقدمه.',
    },
    phase2: {
      en: 'My partner makes me feel appreciated for who I am and for what I give.',
      ar: 'يشعرني شريك حياتي بالتقدير لشخصي ولما أقدمه.',
    },
  },
  {
    key: 'q_4_4',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my partner and I will feel a real attraction and fondness for each other.',
      ar: 'آمل أن يجمعني وشريك حياتي انجذاب حقيقي وإعجاب متبادل.',
    },
    phase2: {
      en: 'There is a real attraction and fondness between my partner and me.',
      ar: 'بيني وبين شريك حياتي اليوم انجذاب حقيقي وإعجاب متبادل.',
    },
  },
  {
    key: 'q_4_5',
    category: 4,
    important: true,
    phase1: {
      en: 'I hope we will be able to talk, with fitting discretion, about what we each expect of closeness in marriage.',
      ar: 'آمل أن نستطيع الحديث بحياء لائق عما يتوقعه كل منا من القرب في الزواج.',
    },
    phase2: {
      en: 'We have been able to talk, with fitting discretion, about what we each expect of closeness in marriage.',
      ar: 'استطعنا أن نتحدث بحياء لائق عما يتوقعه كل منا من القرب في الزواج.',
    },
  },
  {
    key: 'q_4_6',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope we will always make time to talk and connect, even on busy days.',
      ar: 'آمل أن نحرص دائمًا على تخصيص وقت للحديث والتواصل، حتى في أيام الانشغال.',
    },
    phase2: {
      en: 'We already make time to talk and connect, even on busy days.',
      ar: 'نحرص اليوم على تخصيص وقت للحديث والتواصل، حتى في أيام الانشغال.',
    },
  },
  {
    key: 'q_4_7',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my partner will make small, thoughtful gestures that make me feel special.',
      ar: 'آمل أن يبادر شريك حياتي إلى لفتات لطيفة تشعرني بمكانتي عنده.',
    },
    phase2: {
      en: 'My partner already makes small, thoughtful gestures that make me feel special.',
      ar: 'يبادر شريك حياتي اليوم إلى لفتات لطيفة تشعرني بمكانتي عنده.',
    },
  },
  {
    key: 'q_4_8',
    category: 4,
    important: false,
    phase1: {
      en: 'I hope my partner will be gentle and comforting when I am tired or low.',
      ar: 'آمل أن يحيطني شريك حياتي بالحنان والمواساة حين يصيبني التعب أو الضيق.',
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
      en: 'I hope I can be completely myself with my partner, without pretending.',
      ar: 'آمل أن أكون على طبيعتي تمامًا مع شريك حياتي، دون تكلّف.',
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
      en: 'I hope we will always be patient and gentle with each other.',
      ar: 'آمل أن يتحلى كلٌّ منا دائمًا بالصبر واللطف مع الآخر.',
    },
    phase2: {
      en: 'From what I have seen so far, we are patient and gentle with each other.',
      ar: 'مما رأيته حتى الآن، يتحلى كل منا بالصبر واللطف مع الآخر.',
    },
  },

  // 5. Family
  {
    key: 'q_5_1',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope the decisions about our home will be ours alone to make.',
      ar: 'آمل أن تبقى قرارات بيتنا لنا وحدنا.',
    },
    phase2: {
      en: 'We agree that the decisions about our home will be ours alone to make.',
      ar: 'نتفق على أن قرارات بيتنا ستبقى لنا وحدنا.',
    },
  },
  {
    key: 'q_5_2',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope we will agree on whether and when we will have children.',
      ar: 'آمل أن نتفق على الإنجاب من حيث المبدأ والتوقيت.',
    },
    phase2: {
      en: 'We have talked about children and agree on whether and when to have them.',
      ar: 'تحدثنا عن الإنجاب، ونتفق عليه من حيث المبدأ والتوقيت.',
    },
  },
  {
    key: 'q_5_3',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we will share a similar approach to raising and disciplining our children.',
      ar: 'آمل أن نتقارب في أسلوب تربية أبنائنا وتأديبهم.',
    },
    phase2: {
      en: 'When we talk about raising children, our views on upbringing and discipline are close.',
      ar: 'حين نتحدث عن تربية الأبناء، تتقارب آراؤنا في أسلوب التربية والتأديب.',
    },
  },
  {
    key: 'q_5_4',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we will share the responsibilities of our home in a way we both find fair.',
      ar: 'آمل أن نتقاسم مسؤوليات البيت بطريقة يراها كلانا عادلة.',
    },
    phase2: {
      en: 'We have discussed how we will divide the responsibilities of our home, and we both find it fair.',
      ar: 'تناقشنا في تقسيم مسؤوليات البيت، وتوصلنا إلى ما يراه كلانا عادلًا.',
    },
  },
  {
    key: 'q_5_5',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we will agree on how often we visit each of our families.',
      ar: 'آمل أن نتفق على عدد المرات التي نزور فيها أهل كل منا.',
    },
    phase2: {
      en: 'We have agreed on a rhythm of visits to both our families that suits us.',
      ar: 'اتفقنا على وتيرة تناسبنا كلينا في زيارة أهل كل منا.',
    },
  },
  {
    key: 'q_5_6',
    category: 5,
    important: false,
    phase1: {
      en: "I hope to feel welcomed and respected by my partner's family.",
      ar: 'آمل أن أجد الترحيب والاحترام من أهل شريك حياتي.',
    },
    phase2: {
      en: "My partner's family welcomes me and treats me with respect.",
      ar: 'يرحب بي أهل شريك حياتي ويعاملونني باحترام.',
    },
  },
  {
    key: 'q_5_7',
    category: 5,
    important: true,
    phase1: {
      en: 'I hope my partner treats my parents with respect and warmth.',
      ar: 'آمل أن يعامل شريك حياتي والديّ باحترام ومودة.',
    },
    phase2: {
      en: 'Today, my partner treats my parents with respect and warmth.',
      ar: 'يعامل شريك حياتي والديّ اليوم باحترام ومودة.',
    },
  },
  {
    key: 'q_5_8',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we will agree on how we will care for our parents as they grow older.',
      ar: 'آمل أن نتفق على طريقة رعايتنا لوالدينا حين يتقدم بهم العمر.',
    },
    phase2: {
      en: 'We already agree on how we will care for our parents as they grow older.',
      ar: 'نتفق اليوم على الطريقة التي سنرعى بها والدينا حين يتقدم بهم العمر.',
    },
  },
  {
    key: 'q_5_9',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope we will agree on which family traditions to keep and which new ones to start.',
      ar: 'آمل أن نتفق على التقاليد العائلية التي نحافظ عليها، والتقاليد الجديدة التي نستحدثها.',
    },
    phase2: {
      en: 'We already agree on which family traditions we will keep and which new ones we will start.',
      ar: 'نتفق اليوم على التقاليد العائلية التي سنحافظ عليها، والتقاليد الجديدة التي سنستحدثها.',
    },
  },
  {
    key: 'q_5_10',
    category: 5,
    important: false,
    phase1: {
      en: 'I hope my partner will handle fairly and wisely any tension between me and my in-laws.',
      ar: 'آمل أن يتعامل شريك حياتي بعدل وحكمة مع أي توتر قد ينشأ بيني وبين أهله.',
    },
    phase2: {
      en: 'So far, my partner has handled any tension between me and my future in-laws fairly and wisely.',
      ar: 'تعامل شريك حياتي حتى الآن بعدل وحكمة مع أي توتر نشأ بيني وبين أهله.',
    },
  },
];

export default questions;

/** The bank with its revisions: what an assessment answered at an older version reads (decision 029). */
export const premaritalBank: VersionedBank<Question> = { questions, revisions: PREMARITAL_REVISIONS };
