import type { CategoryId } from '../../assessment/categories.ts';
import { type AdultExercise, adult } from '../../weekly-plan/exercise.ts';

/**
 * Exercises two partners do together (decision 069), addressed to the one reading: a joint step names the
 * partner first and then speaks in the dual, as the joint advice does («[اجلس] أنت وشريكة حياتك… واكتبا»,
 * decision 031), so no sentence mixes the singular and the dual. They suit married and engaged couples
 * alike: nothing assumes a shared home or the private side of marriage.
 */
type Pair = readonly [en: string, ar: string];

const exercise = (
  category: CategoryId,
  n: number,
  parts: { title: Pair; purpose: Pair; steps: readonly Pair[]; ten: Pair },
) =>
  ({
    key: ['couple', category, n].join('.'),
    category,
    title: adult(...parts.title),
    purpose: adult(...parts.purpose),
    steps: parts.steps.map((step) => adult(...step)),
    tenMinutes: adult(...parts.ten),
  }) satisfies AdultExercise;

/** "You and your partner", the reader first: «اجلس أنت وشريكة حياتك» / «اجلسي أنتِ وشريك حياتك». */
const WITH = (m: string, f: string) => `[${m} أنت وشريكة حياتك|${f} أنتِ وشريك حياتك]`;

export const COUPLE_EXERCISES: readonly AdultExercise[] = [
  // ---- Values & Faith ----
  exercise('values', 1, {
    title: ['Our three shared values', 'قيمنا الثلاث المشتركة'],
    purpose: ['To name together what your home stands for.', 'أن تسمّيا معًا ما يقوم عليه بيتكما.'],
    steps: [
      [
        'Sit down with your partner, and each of you write five values that matter to you.',
        `${WITH('اجلس', 'اجلسي')}، وليكتب كل منكما خمس قيم تهمّه.`,
      ],
      ['Read your lists to each other and find three you share.', 'اقرآ قائمتيكما معًا، وابحثا عن ثلاث قيم مشتركة.'],
      [
        'Write them as one sentence about your home, and put it where you both see it.',
        'اكتباها في جملة واحدة عن بيتكما، وضعاها حيث تريانها.',
      ],
    ],
    ten: [
      'With your partner, each name one value you want your home to stand for, and say why.',
      `${WITH('سمِّ', 'سمّي')} قيمة واحدة تريدان أن يقوم عليها بيتكما، وليقل كل منكما لماذا.`,
    ],
  }),
  exercise('values', 2, {
    title: ['Thanks at the end of the day', 'شكر في آخر اليوم'],
    purpose: ['Ending the day with gratitude softens what was hard in it.', 'ختام اليوم بالشكر يليّن ما كان صعبًا فيه.'],
    steps: [
      [
        'Each evening this week, sit with your partner for a few minutes before sleep.',
        `كل مساء هذا الأسبوع، ${WITH('اجلس', 'اجلسي')} بضع دقائق قبل النوم.`,
      ],
      [
        'Each of you says one blessing of the day, and one thing you thank the other for.',
        'ليذكر كل منكما نعمة من نعم اليوم، وأمرًا يشكر الآخر عليه.',
      ],
      ['End with a short prayer for each other, if you wish.', 'واختما بدعاء قصير لبعضكما إن شئتما.'],
    ],
    ten: [
      'Tonight, you and your partner each say one thing you are thankful for about the other.',
      `الليلة، ${WITH('اذكر', 'اذكري')} أمرًا يشكر كل منكما الآخر عليه.`,
    ],
  }),
  exercise('values', 3, {
    title: ['Worship together, gently', 'عبادة مشتركة برفق'],
    purpose: [
      'Shared worship or reflection, offered as an invitation, brings hearts closer.',
      'العبادة أو التأمل المشترك، حين يكون دعوة لا إلزامًا، يقرّب القلوب.',
    ],
    steps: [
      [
        'Choose with your partner one act of worship or reflection to share this week, as your faith practises it.',
        `${WITH('اختر', 'اختاري')} عبادة أو وقفة تأمل واحدة تتشاركانها هذا الأسبوع، كما يعلّمكما دينكما.`,
      ],
      [
        'Agree on a time that suits you both, without pressure on either of you.',
        'اتفقا على وقت يناسبكما، دون ضغط على أحدكما.',
      ],
      ['Afterwards, each say in one sentence how it felt.', 'بعدها، ليقل كل منكما في جملة واحدة ما شعر به.'],
    ],
    ten: [
      'With your partner, make a short prayer for each other, aloud or in your hearts.',
      `${WITH('ادعُ', 'ادعي')} دعاءً قصيرًا لبعضكما، جهرًا أو في سرّكما.`,
    ],
  }),
  exercise('values', 4, {
    title: ['Where we come from', 'من أين جئنا'],
    purpose: [
      'Knowing the home each of you grew up in explains much of what you each hope for.',
      'معرفة البيت الذي نشأ فيه كل منكما تفسّر كثيرًا مما يتطلع إليه.',
    ],
    steps: [
      [
        'Sit with your partner, and each tell one story from the home you grew up in about a value you learned.',
        `${WITH('اجلس', 'اجلسي')}، وليحكِ كل منكما قصة من بيت أهله عن قيمة تعلّمها.`,
      ],
      ['The listener asks one question, and does not judge.', 'وليطرح المستمع سؤالًا واحدًا، دون حكم.'],
      [
        'Together, choose which of these values you want in your own home.',
        'واختارا معًا أيّ هذه القيم تريدانها في بيتكما.',
      ],
    ],
    ten: [
      'Tell your partner one value from the home you grew up in, and ask for one of theirs.',
      '[حدّث شريكة حياتك|حدّثي شريك حياتك] عن قيمة من بيت أهلك، و[اسألها|اسأليه] عن قيمة من بيت أهل[ها|ه].',
    ],
  }),
  exercise('values', 5, {
    title: ['A good deed together', 'عمل خير معًا'],
    purpose: ['Doing good side by side joins you in what matters.', 'فعل الخير جنبًا إلى جنب يجمعكما على ما يهمّ.'],
    steps: [
      [
        'Choose with your partner one good deed to do together this week: visiting someone ill, helping a neighbour, giving in charity.',
        `${WITH('اختر', 'اختاري')} عملًا صالحًا تفعلانه معًا هذا الأسبوع: عيادة مريض، أو عون جار، أو صدقة.`,
      ],
      ['Plan when and how, and share the tasks.', 'خطّطا لموعده وطريقته، وتقاسما المهام.'],
      ['Afterwards, talk about what it meant to each of you.', 'بعدها، تحدّثا عمّا عناه لكل منكما.'],
    ],
    ten: [
      'With your partner, give something in charity together today, however small.',
      `${WITH('تصدّق', 'تصدّقي')} اليوم بشيء معًا، ولو كان قليلًا.`,
    ],
  }),
  exercise('values', 6, {
    title: ['Our rules of respect', 'قواعد الاحترام بيننا'],
    purpose: [
      'Agreeing how to disagree protects you both when views differ.',
      'الاتفاق على طريقة الاختلاف يحميكما حين تختلف الآراء.',
    ],
    steps: [
      [
        'Sit with your partner and agree three rules for disagreeing: no raised voices, no insults, no bringing up the past.',
        `${WITH('اجلس', 'اجلسي')} واتفقا على ثلاث قواعد للاختلاف: لا رفع للصوت، ولا إساءة، ولا نبش للماضي.`,
      ],
      ['Write them down and keep them somewhere you both see.', 'اكتباها واحفظاها حيث تريانها.'],
      [
        'At the end of the week, say kindly how well you kept them.',
        'في آخر الأسبوع، قولا برفق إلى أي حد التزمتما بها.',
      ],
    ],
    ten: [
      'With your partner, agree one rule for your next disagreement.',
      `${WITH('اتفق', 'اتفقي')} على قاعدة واحدة لخلافكما القادم.`,
    ],
  }),

  // ---- Communication ----
  exercise('communication', 1, {
    title: ['Speaker and listener', 'متحدث ومستمع'],
    purpose: [
      'Taking turns to speak and to listen lets each of you feel heard.',
      'تبادل الحديث والاستماع يُشعر كلًّا منكما بأنه مسموع.',
    ],
    steps: [
      [
        'Sit with your partner; one speaks for five minutes about something on their mind.',
        `${WITH('اجلس', 'اجلسي')}، وليتحدث أحدكما خمس دقائق عمّا يشغله.`,
      ],
      [
        'The other only listens, then sums up what they heard, without replying.',
        'وليستمع الآخر فقط، ثم يلخّص ما سمعه دون أن يردّ.',
      ],
      ['Then change places.', 'ثم تبادلا الدورين.'],
    ],
    ten: [
      'With your partner, take five minutes each: one speaks, the other listens and sums up.',
      `${WITH('خذ', 'خذي')} خمس دقائق لكل منكما: يتحدث أحدكما، ويستمع الآخر ويلخّص.`,
    ],
  }),
  exercise('communication', 2, {
    title: ['A daily check-in', 'اطمئنان يومي'],
    purpose: [
      'A few minutes a day keep small things from growing.',
      'دقائق قليلة كل يوم تمنع الأمور الصغيرة من أن تكبر.',
    ],
    steps: [
      [
        'Choose with your partner a time each day for ten minutes together.',
        `${WITH('اختر', 'اختاري')} وقتًا كل يوم لعشر دقائق معًا.`,
      ],
      [
        'Each answers two questions: what was heavy today, and what was good.',
        'وليجب كل منكما عن سؤالين: ما الذي أثقل يومه، وما الذي سرّه.',
      ],
      ['Listen without solving, unless you are asked to.', 'استمعا دون حلول، إلا إن طُلبت.'],
    ],
    ten: [
      'Ask your partner today: "What was heavy today, and what was good?"',
      '[اسأل شريكة حياتك|اسألي شريك حياتك] اليوم: «ما الذي أثقل يومك، وما الذي سرّك؟»',
    ],
  }),
  exercise('communication', 3, {
    title: ['A gentle start', 'بداية لطيفة'],
    purpose: [
      'How a hard conversation begins often decides how it ends.',
      'طريقة بدء الحديث الصعب كثيرًا ما تحدد نهايته.',
    ],
    steps: [
      [
        'Choose with your partner a small topic you see differently.',
        `${WITH('اختر', 'اختاري')} موضوعًا صغيرًا تختلفان فيه.`,
      ],
      [
        'Each begins with something they appreciate in the other, then says "I feel… I need…".',
        'وليبدأ كل منكما بأمر يقدّره في الآخر، ثم يقول: «أشعر بـ… وأحتاج إلى…».',
      ],
      ['Notice together how the talk went.', 'ولاحظا معًا كيف سار الحديث.'],
    ],
    ten: [
      'Raise one small wish with your partner today, starting with something you appreciate.',
      '[حدّث شريكة حياتك|حدّثي شريك حياتك] اليوم عن أمنية صغيرة، [مبتدئًا|مبتدئةً] بأمر [تقدّره|تقدّرينه].',
    ],
  }),
  exercise('communication', 4, {
    title: ['An agreed pause', 'وقفة متفق عليها'],
    purpose: [
      'A pause you both agreed on stops a heated talk from hurting.',
      'الوقفة التي تتفقان عليها تمنع الحديث الساخن من أن يجرح.',
    ],
    steps: [
      [
        'Agree with your partner on a word that means "let us pause".',
        `${WITH('اتفق', 'اتفقي')} على كلمة تعني «لنتوقف قليلًا».`,
      ],
      [
        'Agree how long the pause lasts, twenty minutes or so, and what each does in it to calm down.',
        'واتفقا على مدة الوقفة، نحو عشرين دقيقة، وما يفعله كل منكما فيها ليهدأ.',
      ],
      ['Promise each other to come back and finish.', 'وتعاهدا على العودة وإكمال الحديث.'],
    ],
    ten: ['With your partner, choose your pause word today.', `${WITH('اختر', 'اختاري')} اليوم كلمة الوقفة.`],
  }),
  exercise('communication', 5, {
    title: ['Questions to know each other', 'أسئلة للتعارف من جديد'],
    purpose: ['People change: staying curious keeps you close.', 'الناس يتغيرون، والفضول يبقيكما قريبين.'],
    steps: [
      [
        'Sit with your partner and take turns asking: a dream you have, a worry, a happy memory.',
        `${WITH('اجلس', 'اجلسي')} وتناوبا على الأسئلة: حلم لديك، وهمّ يشغلك، وذكرى سعيدة.`,
      ],
      [
        'Listen to each answer to the end, and ask one more question.',
        'استمعا إلى كل جواب حتى آخره، واسألا سؤالًا آخر.',
      ],
      ['Each note one thing you did not know.', 'وليدوّن كل منكما أمرًا لم يكن يعرفه.'],
    ],
    ten: [
      'Ask your partner one question you have never asked before, and listen.',
      '[اسأل شريكة حياتك|اسألي شريك حياتك] سؤالًا لم [تسألها|تسأليه] إياه من قبل، و[استمع|استمعي].',
    ],
  }),
  exercise('communication', 6, {
    title: ['Words that mend', 'كلمات تُصلح'],
    purpose: [
      'Knowing what calms each of you makes mending quicker after a disagreement.',
      'معرفة ما يهدّئ كلًّا منكما تسرّع الإصلاح بعد الخلاف.',
    ],
    steps: [
      [
        'With your partner, each write three phrases that help you calm down and come back.',
        `${WITH('اكتب', 'اكتبي')} ثلاث عبارات تساعد كلًّا منكما على الهدوء والعودة.`,
      ],
      ['Exchange the lists and keep them in view.', 'تبادلا القائمتين واحفظاهما أمامكما.'],
      ['After the next disagreement, use one.', 'بعد الخلاف القادم، استعملا إحداها.'],
    ],
    ten: [
      'Tell your partner one phrase that helps you calm down after a disagreement.',
      '[أخبر شريكة حياتك|أخبري شريك حياتك] بعبارة تساعدك على الهدوء بعد الخلاف.',
    ],
  }),

  // ---- Finances & Goals ----
  exercise('finances', 1, {
    title: ['A monthly money meeting', 'لقاء شهري عن المال'],
    purpose: [
      'A short regular meeting keeps money a shared plan, not a worry.',
      'اللقاء القصير المنتظم يجعل المال خطة مشتركة لا همًّا.',
    ],
    steps: [
      [
        'Set half an hour with your partner for money: income, spending and one goal.',
        `${WITH('خصّص', 'خصّصي')} نصف ساعة للمال: الدخل، والإنفاق، وهدف واحد.`,
      ],
      ['Begin with what went well this month.', 'ابدآ بما سار على ما يرام هذا الشهر.'],
      ['End with one decision and who does what.', 'واختما بقرار واحد، ومن يتولى ماذا.'],
    ],
    ten: [
      'With your partner, name one thing that went well with money this month, and one decision for next month.',
      `${WITH('اذكر', 'اذكري')} أمرًا سار على ما يرام مع المال هذا الشهر، وقرارًا واحدًا للشهر القادم.`,
    ],
  }),
  exercise('finances', 2, {
    title: ['Our money stories', 'حكايتانا مع المال'],
    purpose: [
      'Each of you learned about money at home; knowing it ends many quarrels before they begin.',
      'تعلّم كل منكما المال في بيت أهله، ومعرفة ذلك تنهي كثيرًا من الخلاف قبل أن يبدأ.',
    ],
    steps: [
      [
        'Sit with your partner, and each tell how money was handled in the home you grew up in.',
        `${WITH('اجلس', 'اجلسي')}، وليحكِ كل منكما كيف كان المال يُدار في بيت أهله.`,
      ],
      ['Each say one habit to keep and one to change.', 'وليذكر كل منكما عادة يبقيها وأخرى يغيّرها.'],
      ['Listen without judging the other’s family.', 'استمعا دون حكم على أهل الآخر.'],
    ],
    ten: [
      'Tell your partner one thing about money you learned at home as a child.',
      '[حدّث شريكة حياتك|حدّثي شريك حياتك] عن أمر في المال [تعلّمته|تعلّمتِه] في بيت أهلك صغيرًا.',
    ],
  }),
  exercise('finances', 3, {
    title: ['Three shared goals', 'ثلاثة أهداف مشتركة'],
    purpose: [
      'Goals you chose together pull you in one direction.',
      'الأهداف التي تختارانها معًا تشدّكما في اتجاه واحد.',
    ],
    steps: [
      [
        'With your partner, choose three money goals: one for this year, one for a few years, one for later.',
        `${WITH('اختر', 'اختاري')} ثلاثة أهداف مالية: لهذه السنة، ولبضع سنوات، ولما بعدها.`,
      ],
      [
        'For example: savings for a rainy day, a home, Hajj or Umrah, or the children’s education.',
        'مثل: ادّخار للطوارئ، أو بيت، أو حج أو عمرة، أو تعليم الأبناء.',
      ],
      ['Write the first step of each and who takes it.', 'اكتبا الخطوة الأولى لكل منها ومن يتولاها.'],
    ],
    ten: [
      'With your partner, agree one money goal for this year.',
      `${WITH('اتفق', 'اتفقي')} على هدف مالي واحد لهذه السنة.`,
    ],
  }),
  exercise('finances', 4, {
    title: ['Spending without asking', 'إنفاق دون استئذان'],
    purpose: [
      'A clear amount each may spend freely brings trust and ease.',
      'المبلغ الواضح الذي يُنفقه كل منكما بحرية يجلب الثقة والراحة.',
    ],
    steps: [
      [
        'Agree with your partner on an amount each may spend without consulting the other.',
        `${WITH('اتفق', 'اتفقي')} على مبلغ ينفقه كل منكما دون الرجوع إلى الآخر.`,
      ],
      ['Above it, agree to talk first.', 'وما فوقه، اتفقا على التشاور قبله.'],
      ['At the end of the week, say how it felt.', 'في آخر الأسبوع، قولا كيف كان ذلك.'],
    ],
    ten: [
      'With your partner, set the amount each may spend without asking.',
      `${WITH('حدّد', 'حدّدي')} المبلغ الذي ينفقه كل منكما دون استئذان.`,
    ],
  }),
  exercise('finances', 5, {
    title: ['Giving together', 'العطاء معًا'],
    purpose: [
      'Deciding together what to give unites your values and your money.',
      'قرار العطاء المشترك يجمع قيمكما ومالكما.',
    ],
    steps: [
      [
        'Decide with your partner what share you give in charity and to help family.',
        `${WITH('قرّر', 'قرّري')} نصيب الصدقة ومساعدة الأهل من مالكما.`,
      ],
      ['Choose together who it goes to this month.', 'اختارا معًا لمن يذهب هذا الشهر.'],
      ['Give it together, and talk about it afterwards.', 'أعطياه معًا، وتحدّثا عنه بعد ذلك.'],
    ],
    ten: [
      'With your partner, choose one person or cause to help this month.',
      `${WITH('اختر', 'اختاري')} شخصًا أو بابًا من أبواب الخير تساعدانه هذا الشهر.`,
    ],
  }),
  exercise('finances', 6, {
    title: ['Needs and wants', 'الحاجات والرغبات'],
    purpose: [
      'Sorting together avoids quarrels over what comes first.',
      'الفرز المشترك يجنّبكما الخلاف على ما يأتي أولًا.',
    ],
    steps: [
      [
        'With your partner, each list the purchases you expect in the coming months.',
        `${WITH('اكتب', 'اكتبي')} المشتريات التي يتوقعها كل منكما في الأشهر القادمة.`,
      ],
      ['Sort them together into needs and wants.', 'صنّفاها معًا: حاجات ورغبات.'],
      ['Agree the order, and one want for each of you.', 'اتفقا على ترتيبها، وعلى رغبة واحدة لكل منكما.'],
    ],
    ten: [
      'With your partner, sort the next three purchases into needs and wants.',
      `${WITH('صنّف', 'صنّفي')} المشتريات الثلاث القادمة: حاجات ورغبات.`,
    ],
  }),

  // ---- Intimacy (affection and closeness) ----
  exercise('intimacy', 1, {
    title: ['How well do we know each other?', 'كم يعرف كل منا الآخر؟'],
    purpose: ['Knowing each other’s inner world keeps affection alive.', 'معرفة عالم الآخر الداخلي تبقي المودّة حيّة.'],
    steps: [
      [
        'With your partner, each write five questions about the other’s current worries, hopes and friends.',
        `${WITH('اكتب', 'اكتبي')} خمسة أسئلة يطرحها كل منكما على الآخر عن همومه وتطلعاته وأصدقائه اليوم.`,
      ],
      ['Ask them in turn, and guess before the other answers.', 'تناوبا على طرحها، وليخمّن كل منكما قبل أن يجيب الآخر.'],
      ['Laugh at the misses, and learn from them.', 'اضحكا لما أخطأتما فيه، وتعلّما منه.'],
    ],
    ten: [
      'Ask your partner what is on their mind this week, and listen.',
      '[اسأل شريكة حياتك|اسألي شريك حياتك] عمّا يشغل [بالها|باله] هذا الأسبوع، و[استمع|استمعي].',
    ],
  }),
  exercise('intimacy', 2, {
    title: ['Daily appreciation', 'تقدير كل يوم'],
    purpose: ['Being noticed each day feeds closeness.', 'أن يُلاحَظ كل منكما كل يوم يغذّي القرب.'],
    steps: [
      [
        'Each day this week, tell your partner one specific thing you appreciate in them.',
        'كل يوم هذا الأسبوع، [أخبر شريكة حياتك|أخبري شريك حياتك] بأمر محدد [تقدّره|تقدّرينه] في[ها|ه].',
      ],
      ['Be exact: "I appreciated how you…".', '[كن|كوني] [دقيقًا|دقيقة]: «قدّرتُ كيف…».'],
      ['Receive theirs with a simple thank you.', '[تلقَّ|تلقّي] تقديره بشكر بسيط.'],
    ],
    ten: [
      'Tell your partner today one specific thing you appreciate in them.',
      '[أخبر شريكة حياتك|أخبري شريك حياتك] اليوم بأمر محدد [تقدّره|تقدّرينه] في[ها|ه].',
    ],
  }),
  exercise('intimacy', 3, {
    title: ['Our time', 'وقتنا'],
    purpose: ['Time alone together, without screens, keeps you close.', 'الوقت الخاص بكما، بلا شاشات، يبقيكما قريبين.'],
    steps: [
      [
        'Set one hour this week with your partner, without screens and, if you have them, without the children.',
        `${WITH('خصّص', 'خصّصي')} ساعة هذا الأسبوع بلا شاشات، وبلا الأبناء إن كان لكما أبناء.`,
      ],
      ['Spend it on something you both enjoy: a walk, a meal, tea.', 'اقضياها فيما تحبانه: نزهة، أو وجبة، أو شاي.'],
      ['Talk about anything but duties.', 'تحدّثا عن أي شيء إلا الواجبات.'],
    ],
    ten: [
      'Have ten minutes of tea with your partner tonight, phones away.',
      `${WITH('اشرب', 'اشربي')} الشاي الليلة عشر دقائق، والهواتف بعيدة.`,
    ],
  }),
  exercise('intimacy', 4, {
    title: ['How I feel loved', 'كيف أشعر بالمحبة'],
    purpose: [
      'Each person feels loved in their own way; knowing it makes care land.',
      'لكل إنسان طريقته في الشعور بالمحبة، ومعرفتها تجعل العناية تصل.',
    ],
    steps: [
      [
        'With your partner, each write three ways you feel most loved.',
        `${WITH('اكتب', 'اكتبي')} ثلاث طرق يشعر بها كل منكما بالمحبة أكثر من غيرها.`,
      ],
      ['Exchange them.', 'تبادلا ما كتبتماه.'],
      ['This week, each do one from the other’s list.', 'وهذا الأسبوع، ليفعل كل منكما واحدة من قائمة الآخر.'],
    ],
    ten: [
      'Ask your partner: "What makes you feel most loved?" and do it today.',
      '[اسأل شريكة حياتك|اسألي شريك حياتك]: «ما أكثر ما يُشعرك بالمحبة؟» و[افعله|افعليه] اليوم.',
    ],
  }),
  exercise('intimacy', 5, {
    title: ['A warm welcome', 'ترحيب دافئ'],
    purpose: ['How you meet after a day apart sets the evening.', 'طريقة لقائكما بعد يوم من الفراق تصنع المساء.'],
    steps: [
      [
        'This week, greet your partner warmly each time you meet after the day: a smile, a greeting, a kind word.',
        'هذا الأسبوع، [استقبل شريكة حياتك|استقبلي شريك حياتك] بدفء كلما التقيتما بعد اليوم: ابتسامة، وتحية، وكلمة طيبة.',
      ],
      ['Ask about their day before anything else.', '[اسألها|اسأليه] عن يوم[ها|ه] قبل أي شيء آخر.'],
      ['Give the first minutes your full attention.', '[امنح|امنحي] الدقائق الأولى انتباهك الكامل.'],
    ],
    ten: [
      'The next time you meet your partner, give them one minute of full attention and a kind word.',
      'في لقائك القادم مع [شريكة حياتك|شريك حياتك]، [امنحها|امنحيه] دقيقة من انتباهك الكامل وكلمة طيبة.',
    ],
  }),
  exercise('intimacy', 6, {
    title: ['Feeling safe with each other', 'الأمان بيننا'],
    purpose: [
      'Closeness grows where each feels safe and respected.',
      'القرب ينمو حيث يشعر كل منكما بالأمان والاحترام.',
    ],
    steps: [
      [
        'Sit with your partner at a calm time; each says one thing that makes them feel safe and respected with the other.',
        `${WITH('اجلس', 'اجلسي')} في وقت هادئ، وليذكر كل منكما أمرًا يُشعره بالأمان والاحترام مع الآخر.`,
      ],
      ['Each says one gentle wish, without blame.', 'وليذكر كل منكما أمنية رقيقة، دون لوم.'],
      ['Choose one wish each to honour this week.', 'واختارا أمنية لكل منكما تحققانها هذا الأسبوع.'],
    ],
    ten: [
      'Tell your partner one thing they do that makes you feel safe.',
      '[أخبر شريكة حياتك|أخبري شريك حياتك] بأمر [تفعله|يفعله] يُشعرك بالأمان.',
    ],
  }),

  // ---- Family ----
  exercise('family', 1, {
    title: ['Visits planned together', 'زيارات نخطط لها معًا'],
    purpose: [
      'A fair plan for both families prevents hurt on either side.',
      'الخطة العادلة للأسرتين تمنع الجرح من أي جانب.',
    ],
    steps: [
      [
        'Sit with your partner and list the visits and calls to both families this month.',
        `${WITH('اجلس', 'اجلسي')} واكتبا الزيارات والاتصالات للأسرتين هذا الشهر.`,
      ],
      ['Agree how often and how long, so both feel it is fair.', 'اتفقا على عددها ومدتها، بحيث يراها كل منكما عادلة.'],
      ['Put them in your calendars.', 'ودوّناها في تقويميكما.'],
    ],
    ten: [
      'With your partner, plan the next visit to each family.',
      `${WITH('خطّط', 'خطّطي')} للزيارة القادمة لكل من الأسرتين.`,
    ],
  }),
  exercise('family', 2, {
    title: ['What stays between us', 'ما يبقى بيننا'],
    purpose: [
      'Agreeing what you keep private protects your home and your families alike.',
      'الاتفاق على ما يبقى بينكما يحمي بيتكما وأهلكما معًا.',
    ],
    steps: [
      [
        'With your partner, agree which matters stay between the two of you and are not told to relatives.',
        `${WITH('اتفق', 'اتفقي')} على الأمور التي تبقى بينكما ولا تُنقل إلى الأهل.`,
      ],
      ['Agree who you both trust for advice when you need it.', 'واتفقا على من تثقان بمشورته حين تحتاجان إليها.'],
      ['Write it down in a sentence or two.', 'واكتبا ذلك في جملة أو جملتين.'],
    ],
    ten: ['With your partner, name one matter that stays between you.', `${WITH('سمِّ', 'سمّي')} أمرًا واحدًا يبقى بينكما.`],
  }),
  exercise('family', 3, {
    title: ['Sharing the home', 'تقاسم شؤون البيت'],
    purpose: [
      'A division both see as fair leaves room for warmth.',
      'القسمة التي يراها كلاكما عادلة تترك مكانًا للمودّة.',
    ],
    steps: [
      [
        'With your partner, list the tasks of your home, or of the home you are preparing.',
        `${WITH('اكتب', 'اكتبي')} مهام بيتكما، أو البيت الذي تستعدان له.`,
      ],
      ['Divide them so that both of you feel it is fair.', 'تقاسماها بحيث يراها كل منكما عادلة.'],
      ['At the end of the week, review it kindly.', 'في آخر الأسبوع، راجعاها برفق.'],
    ],
    ten: [
      'Take on one task today that usually falls on your partner.',
      '[تولَّ|تولّي] اليوم مهمة تقع عادةً على [شريكة حياتك|شريك حياتك].',
    ],
  }),
  exercise('family', 4, {
    title: ['Raising children together', 'تربية الأبناء معًا'],
    purpose: [
      'Agreeing on how you raise children, now or one day, spares them mixed messages.',
      'الاتفاق على طريقة التربية، اليوم أو يومًا ما، يجنّب الأبناء الرسائل المتضاربة.',
    ],
    steps: [
      [
        'With your partner, each name one thing from your own upbringing you want to keep, and one to change.',
        `${WITH('اذكر', 'اذكري')} أمرًا من تربية كل منكما يريد إبقاءه، وآخر يريد تغييره.`,
      ],
      ['Find one you agree on.', 'ابحثا عن أمر تتفقان عليه.'],
      ['Choose how you will both show it at home.', 'واختارا كيف تُظهرانه معًا في البيت.'],
    ],
    ten: [
      'With your partner, agree one thing you want your children to learn from you both.',
      `${WITH('اتفق', 'اتفقي')} على أمر واحد تريدان أن يتعلمه أبناؤكما منكما.`,
    ],
  }),
  exercise('family', 5, {
    title: ['Honouring both families', 'البرّ بالأسرتين'],
    purpose: ['Kindness to each other’s parents is kindness to each other.', 'البرّ بوالدَي الآخر برٌّ به.'],
    steps: [
      [
        'This week, do one kind thing for your partner’s parents: a call, a visit, a gift.',
        'هذا الأسبوع، [افعل|افعلي] أمرًا طيبًا لوالدَي [شريكة حياتك|شريك حياتك]: اتصالًا، أو زيارة، أو هدية.',
      ],
      ['Speak of them kindly at home.', '[تحدّث|تحدّثي] عنهما بالخير في البيت.'],
      ['Tell each other how it was received.', 'وتحدّثا بعدها عن أثره.'],
    ],
    ten: [
      'Send your partner’s parents a warm message today.',
      '[أرسل|أرسلي] اليوم رسالة دافئة إلى والدَي [شريكة حياتك|شريك حياتك].',
    ],
  }),
  exercise('family', 6, {
    title: ['A tradition of our own', 'عادة خاصة بنا'],
    purpose: [
      'A small weekly tradition gives your home its own warmth.',
      'العادة الأسبوعية الصغيرة تمنح بيتكما دفئه الخاص.',
    ],
    steps: [
      [
        'With your partner, choose a small weekly tradition: Friday breakfast, a walk, a story night.',
        `${WITH('اختر', 'اختاري')} عادة أسبوعية صغيرة: فطور الجمعة، أو نزهة، أو ليلة حكايات.`,
      ],
      ['Do it this week.', 'افعلاها هذا الأسبوع.'],
      ['Talk about whether you want to keep it.', 'وتحدّثا عمّا إذا كنتما تريدان الإبقاء عليها.'],
    ],
    ten: [
      'With your partner, choose your weekly tradition today.',
      `${WITH('اختر', 'اختاري')} اليوم عادتكما الأسبوعية.`,
    ],
  }),
];
