import type { CategoryId } from '../../assessment/categories.ts';
import { type AdultExercise, adult } from '../../weekly-plan/exercise.ts';

/**
 * Exercises for one person about their own part (decision 069): nothing in them needs a partner on the
 * app, and a step with someone else says so ("if you are married or engaged"), so they fit a person before
 * marriage too. Arabic marks the reader's words `[masculine|feminine]`; the partner is «شريكة حياتك» /
 * «شريك حياتك» as in the advice (decision 031). Kind, practical, never blaming anyone.
 */
type Pair = readonly [en: string, ar: string];

const exercise = (
  category: CategoryId,
  n: number,
  parts: { title: Pair; purpose: Pair; steps: readonly Pair[]; ten: Pair },
) =>
  ({
    key: ['individual', category, n].join('.'),
    category,
    title: adult(...parts.title),
    purpose: adult(...parts.purpose),
    steps: parts.steps.map((step) => adult(...step)),
    tenMinutes: adult(...parts.ten),
  }) satisfies AdultExercise;

const PARTNER = '[شريكة حياتك|شريك حياتك]';

export const INDIVIDUAL_EXERCISES: readonly AdultExercise[] = [
  // ---- Values & Faith ----
  exercise('values', 1, {
    title: ['Three values in your week', 'ثلاث قيم في أسبوعك'],
    purpose: [
      'To see how the values you hope to live show up in ordinary days.',
      'أن [ترى|تري] كيف تظهر القيم التي [تتطلع|تتطلعين] إلى عيشها في أيامك العادية.',
    ],
    steps: [
      [
        'Write down the three values that matter most to you in your relationship, or in the marriage you hope for.',
        '[اكتب|اكتبي] أهم ثلاث قيم لديك في علاقتك، أو في الزواج الذي [تتطلع|تتطلعين] إليه.',
      ],
      [
        'Each evening, note one moment of the day in which you lived one of them.',
        'في كل مساء، [دوّن|دوّني] لحظة واحدة من يومك [عشت|عشتِ] فيها إحداها.',
      ],
      [
        'At the end of the week, read your notes and choose one small change for the next week.',
        'في آخر الأسبوع، [اقرأ|اقرئي] ما [دوّنته|دوّنتِه] و[اختر|اختاري] تغييرًا صغيرًا واحدًا للأسبوع القادم.',
      ],
    ],
    ten: [
      'Write your three values, and one moment from today in which you lived one of them.',
      '[اكتب|اكتبي] قيمك الثلاث، ولحظة واحدة من اليوم [عشت|عشتِ] فيها إحداها.',
    ],
  }),
  exercise('values', 2, {
    title: ['A quiet moment of thanks', 'لحظة شكر هادئة'],
    purpose: [
      'Gratitude steadies the heart and shows what is already good.',
      'الشكر يطمئن القلب، ويُريك ما في حياتك من خير.',
    ],
    steps: [
      [
        'Set aside five quiet minutes each day, after a prayer or at a time you choose.',
        '[خصّص|خصّصي] كل يوم خمس دقائق هادئة، بعد الصلاة أو في وقت [تختاره|تختارينه].',
      ],
      [
        'Name three blessings in your relationship or your life, and give thanks for them.',
        '[اذكر|اذكري] ثلاث نعم في علاقتك أو في حياتك، و[احمد|احمدي] الله عليها.',
      ],
      [
        'Once this week, tell someone close to you about one of them.',
        'مرة واحدة هذا الأسبوع، [أخبر|أخبري] شخصًا قريبًا منك بإحداها.',
      ],
    ],
    ten: [
      'Sit quietly, name three blessings in your life and give thanks for them.',
      '[اجلس|اجلسي] بهدوء، و[اذكر|اذكري] ثلاث نعم في حياتك، و[احمد|احمدي] الله عليها.',
    ],
  }),
  exercise('values', 3, {
    title: ['What I bring to my home', 'ما أحمله إلى بيتي'],
    purpose: [
      'To know which values you choose to carry into your home, and which came to you without choosing.',
      'أن [تعرف|تعرفي] أيّ القيم [تختار|تختارين] حملها إلى بيتك، وأيّها وصل إليك دون اختيار.',
    ],
    steps: [
      [
        'Write two values you learned in the home you grew up in and want to keep.',
        '[اكتب|اكتبي] قيمتين [تعلّمتهما|تعلّمتِهما] في بيت أهلك و[تريد|تريدين] الحفاظ عليهما.',
      ],
      [
        'Write one habit you would like to do differently, without blaming anyone for it.',
        '[اكتب|اكتبي] عادة واحدة [تودّ|تودّين] أن [تفعلها|تفعليها] بطريقة مختلفة، دون لوم أحد عليها.',
      ],
      [
        'Choose one small way to live a value you keep, and do it this week.',
        '[اختر|اختاري] طريقة صغيرة لعيش قيمة من القيم التي [تحفظها|تحفظينها]، و[افعلها|افعليها] هذا الأسبوع.',
      ],
    ],
    ten: [
      'Name one value from the home you grew up in that you want to keep, and one small way to live it today.',
      '[سمِّ|سمّي] قيمة واحدة من بيت أهلك [تريد|تريدين] الحفاظ عليها، وطريقة صغيرة لعيشها اليوم.',
    ],
  }),
  exercise('values', 4, {
    title: ['Talking about faith without pressure', 'حديث عن الإيمان بلا ضغط'],
    purpose: [
      'To prepare a calm conversation about the place of faith in a shared life.',
      'أن [تستعد|تستعدي] لحديث هادئ عن مكان الإيمان في الحياة المشتركة.',
    ],
    steps: [
      [
        'Write in a few lines what faith and worship mean to you in daily life.',
        '[اكتب|اكتبي] في بضعة أسطر ما يعنيه لك الإيمان والعبادة في حياتك اليومية.',
      ],
      [
        'Write one question you would like to ask about the other person’s faith, asked with curiosity, not judgement.',
        '[اكتب|اكتبي] سؤالًا واحدًا [تودّ|تودّين] طرحه عن إيمان الطرف الآخر، بفضول لا بحكم.',
      ],
      [
        `If you are married or engaged, ask it at a calm time and listen to the answer without correcting it; if not, keep it for when the time comes.`,
        `إن [كنت|كنتِ] [متزوجًا أو مخطوبًا|متزوجة أو مخطوبة]، [اطرحه|اطرحيه] على ${PARTNER} في وقت هادئ و[استمع|استمعي] إلى الجواب دون تصحيح؛ وإلا [فاحفظه|فاحفظيه] إلى حينه.`,
      ],
    ],
    ten: [
      'Write one sentence on what faith means to you in daily life, and one question you would like to ask about it.',
      '[اكتب|اكتبي] جملة واحدة عمّا يعنيه لك الإيمان في يومك، وسؤالًا واحدًا [تودّ|تودّين] طرحه عنه.',
    ],
  }),
  exercise('values', 5, {
    title: ['A good deed in secret', 'عمل خير في الخفاء'],
    purpose: [
      'Values grow more by being lived quietly than by being spoken of.',
      'القيم تنمو بعيشها في هدوء أكثر مما تنمو بالحديث عنها.',
    ],
    steps: [
      [
        'Choose one good deed this week that nobody will thank you for.',
        '[اختر|اختاري] عملًا صالحًا واحدًا هذا الأسبوع لن يشكرك عليه أحد.',
      ],
      ['Do it quietly, for its own sake, or for God’s sake.', '[افعله|افعليه] في هدوء، لوجه الله.'],
      [
        'Afterwards, note how it felt and what it says about the person you want to be.',
        'بعدها، [دوّن|دوّني] ما [شعرت|شعرتِ] به، وما يقوله عن الإنسان الذي [تريد|تريدين] أن [تكونه|تكونيه].',
      ],
    ],
    ten: [
      'Do one small good deed today that nobody will know about.',
      '[افعل|افعلي] اليوم عملًا صالحًا صغيرًا لا يعلم به أحد.',
    ],
  }),
  exercise('values', 6, {
    title: ['An intention for the week', 'نيّة الأسبوع'],
    purpose: ['To begin the week with an intention that fits your values.', 'أن [تبدأ|تبدئي] أسبوعك بنيّة تناسب قيمك.'],
    steps: [
      [
        'At the start of the week, write one sentence: "This week I want to be…".',
        'في أول الأسبوع، [اكتب|اكتبي] جملة واحدة: «أريد هذا الأسبوع أن أكون…».',
      ],
      ['Put it where you will see it each morning.', '[ضعها|ضعيها] حيث [تراها|تريها] كل صباح.'],
      [
        'At the end of the week, kindly note one moment you lived it and one you did not.',
        'في آخر الأسبوع، [دوّن|دوّني] برفق لحظة [عشتها|عشتِها] فيها ولحظة فاتتك.',
      ],
    ],
    ten: [
      'Write one sentence about who you want to be today, and read it again tonight.',
      '[اكتب|اكتبي] جملة واحدة عمّن [تريد|تريدين] أن [تكون|تكوني] اليوم، و[اقرأها|اقرئيها] مرة أخرى الليلة.',
    ],
  }),

  // ---- Communication ----
  exercise('communication', 1, {
    title: ['Listening to understand', 'الاستماع بقصد الفهم'],
    purpose: [
      'To practise listening until the other person feels heard.',
      'أن [تتمرّن|تتمرّني] على الاستماع حتى يشعر الآخر بأنه مسموع.',
    ],
    steps: [
      [
        'In one conversation each day, listen without interrupting until the other person has finished.',
        'في حديث واحد كل يوم، [استمع|استمعي] دون مقاطعة حتى ينتهي الآخر من كلامه.',
      ],
      [
        'Before you reply, say in one sentence what you understood.',
        'قبل أن [تردّ|تردّي]، [قل|قولي] في جملة واحدة ما [فهمته|فهمتِه].',
      ],
      ['Then ask: "Did I understand you rightly?"', 'ثم [اسأل|اسألي]: «هل فهمتك كما تقصد؟»'],
    ],
    ten: [
      'In your next conversation, sum up what you heard before giving your view.',
      'في حديثك القادم، [لخّص|لخّصي] ما [سمعته|سمعتِه] قبل أن تبدي رأيك.',
    ],
  }),
  exercise('communication', 2, {
    title: ['Saying it with "I"', 'قلها بصيغة «أنا»'],
    purpose: ['To speak about what bothers you without blaming.', 'أن [تتحدث|تتحدثي] عمّا يزعجك دون لوم.'],
    steps: [
      ['Think of something small that bothered you recently.', '[فكّر|فكّري] في أمر صغير أزعجك مؤخرًا.'],
      ['Write it as: "I felt… when… and I would like…".', '[اكتبه|اكتبيه] هكذا: «شعرتُ بـ… عندما… وأودّ…».'],
      [
        'Read it again and take out any word that accuses, then say it calmly when the moment is right.',
        '[أعد|أعيدي] قراءته و[احذف|احذفي] كل كلمة فيها اتهام، ثم [قله|قوليه] بهدوء في الوقت المناسب.',
      ],
    ],
    ten: [
      'Rewrite one complaint as an "I felt… I would like…" sentence.',
      '[أعد|أعيدي] كتابة شكوى واحدة بصيغة «شعرتُ بـ… وأودّ…».',
    ],
  }),
  exercise('communication', 3, {
    title: ['A pause before the reply', 'وقفة قبل الرد'],
    purpose: [
      'To give yourself room to answer calmly when you are upset.',
      'أن [تمنح|تمنحي] نفسك مساحة لتردّ بهدوء حين [تغضب|تغضبي].',
    ],
    steps: [
      [
        'Choose a kind phrase to ask for a pause, such as "Give me a few minutes; I want to answer well."',
        '[اختر|اختاري] عبارة لطيفة تطلب بها وقفة، مثل: «أعطني دقائق، أريد أن أجيب جيدًا».',
      ],
      [
        'When you feel anger rise, use it, and take a glass of water, a short walk or a prayer.',
        'حين [تشعر|تشعري] بالغضب يرتفع، [قلها|قوليها]، ثم [اشرب|اشربي] ماءً أو [امشِ|امشي] قليلًا أو [صلِّ|صلّي].',
      ],
      [
        'Come back and finish the conversation once you are calm.',
        '[عد|عودي] و[أكمل|أكملي] الحديث بعد أن [تهدأ|تهدئي].',
      ],
    ],
    ten: [
      'Write your pause phrase today, and tell the people at home what it means.',
      '[اكتب|اكتبي] عبارة الوقفة اليوم، و[أخبر|أخبري] أهل بيتك بمعناها.',
    ],
  }),
  exercise('communication', 4, {
    title: ['Kind words, counted', 'الكلمة الطيبة في العدّ'],
    purpose: ['To notice how much of what you say at home is warm.', 'أن [تلاحظ|تلاحظي] كم من كلامك في البيت دافئ.'],
    steps: [
      [
        'For one day, quietly count the kind words you say and the sharp ones.',
        'ليوم واحد، [عُدّ|عُدّي] في سرّك كلماتك الطيبة وكلماتك الحادة.',
      ],
      ['Do not judge yourself: only notice.', 'لا [تحاسب|تحاسبي] نفسك، [لاحظ|لاحظي] فقط.'],
      [
        'Each day after, say two more kind words than the day before.',
        'في كل يوم بعده، [قل|قولي] كلمتين طيبتين أكثر من اليوم الذي قبله.',
      ],
    ],
    ten: [
      'Say three kind sentences to the people at home today, on purpose.',
      '[قل|قولي] اليوم ثلاث جمل طيبة لأهل بيتك عن قصد.',
    ],
  }),
  exercise('communication', 5, {
    title: ['One question a day', 'سؤال كل يوم'],
    purpose: ['To keep your curiosity about the people close to you alive.', 'أن تُبقي فضولك حيًّا تجاه القريبين منك.'],
    steps: [
      [
        'Each day, ask someone close one open question, such as "What was the best part of your day?"',
        'كل يوم، [اسأل|اسألي] شخصًا قريبًا سؤالًا مفتوحًا واحدًا، مثل: «ما أجمل ما في يومك؟»',
      ],
      ['Listen to the answer with your phone put away.', '[استمع|استمعي] إلى الجواب وهاتفك بعيد عنك.'],
      ['Note one thing you learned.', '[دوّن|دوّني] شيئًا واحدًا [عرفته|عرفتِه].'],
    ],
    ten: [
      'Put your phone away, ask one open question and just listen.',
      '[ضع|ضعي] هاتفك جانبًا، و[اسأل|اسألي] سؤالًا مفتوحًا واحدًا، و[استمع|استمعي] فقط.',
    ],
  }),
  exercise('communication', 6, {
    title: ['Mending after a hard word', 'الإصلاح بعد كلمة قاسية'],
    purpose: ['To learn to mend quickly after a sharp moment.', 'أن [تتعلم|تتعلمي] الإصلاح سريعًا بعد لحظة حادة.'],
    steps: [
      ['Think of a recent moment when you spoke harshly.', '[تذكّر|تذكّري] لحظة قريبة [تكلمت|تكلمتِ] فيها بقسوة.'],
      ['Write a short, sincere apology with no "but" in it.', '[اكتب|اكتبي] اعتذارًا قصيرًا صادقًا ليس فيه «لكن».'],
      [
        'Say it or send it, and ask what would help now.',
        '[قله|قوليه] أو [أرسله|أرسليه]، و[اسأل|اسألي] عمّا يساعد الآن.',
      ],
    ],
    ten: [
      'Say one sentence of apology today for a hard word, without explaining it away.',
      '[قل|قولي] اليوم جملة اعتذار واحدة عن كلمة قاسية، دون تبرير.',
    ],
  }),

  // ---- Finances & Goals ----
  exercise('finances', 1, {
    title: ['Where the money goes', 'أين يذهب المال'],
    purpose: [
      'To see your spending as it is, without shame, so choices become easier.',
      'أن [ترى|تري] إنفاقك كما هو، دون خجل، فيسهل الاختيار.',
    ],
    steps: [
      [
        'For one week, note every amount you spend, however small.',
        'لمدة أسبوع، [دوّن|دوّني] كل مبلغ [تنفقه|تنفقينه] مهما صغر.',
      ],
      [
        'At the end of the week, sort each into needs, wants and giving.',
        'في آخر الأسبوع، [صنّف|صنّفي] كل مبلغ: حاجة، أو رغبة، أو عطاء.',
      ],
      [
        'Note one thing that surprised you and one change you would like.',
        '[دوّن|دوّني] أمرًا واحدًا فاجأك، وتغييرًا واحدًا [تودّه|تودّينه].',
      ],
    ],
    ten: [
      'Look at your last ten purchases and sort them into needs, wants and giving.',
      '[انظر|انظري] في آخر عشر مشتريات لك و[صنّفها|صنّفيها]: حاجة، أو رغبة، أو عطاء.',
    ],
  }),
  exercise('finances', 2, {
    title: ['Your money story', 'حكايتك مع المال'],
    purpose: [
      'To understand the habits about money you learned growing up.',
      'أن [تفهم|تفهمي] عاداتك مع المال التي [تعلّمتها|تعلّمتِها] في صغرك.',
    ],
    steps: [
      [
        'Write how money was spoken of and handled in the home you grew up in.',
        '[اكتب|اكتبي] كيف كان الحديث عن المال والتصرف فيه في بيت أهلك.',
      ],
      [
        'Mark what helps you today and what you would like to change, without blaming anyone.',
        '[ضع|ضعي] علامة على ما يفيدك اليوم وما [تودّ|تودّين] تغييره، دون لوم أحد.',
      ],
      [
        'If you are married or engaged, share one part of it at a calm time.',
        `إن [كنت|كنتِ] [متزوجًا أو مخطوبًا|متزوجة أو مخطوبة]، [شارك|شاركي] ${PARTNER} جزءًا منها في وقت هادئ.`,
      ],
    ],
    ten: [
      'Write one sentence about money you heard at home as a child, and whether you still believe it.',
      '[اكتب|اكتبي] جملة عن المال [سمعتها|سمعتِها] في بيت أهلك صغيرًا، وهل ما زلت [تؤمن|تؤمنين] بها.',
    ],
  }),
  exercise('finances', 3, {
    title: ['One goal with a date', 'هدف واحد بموعد'],
    purpose: ['A clear goal turns worry about money into steps.', 'الهدف الواضح يحوّل القلق من المال إلى خطوات.'],
    steps: [
      [
        'Choose one money goal for this year: a home, a trip, a debt paid off, Hajj or Umrah.',
        '[اختر|اختاري] هدفًا ماليًا واحدًا لهذه السنة: بيتًا، أو رحلة، أو سداد دين، أو حجًّا أو عمرة.',
      ],
      [
        'Write its amount and the date you want to reach it.',
        '[اكتب|اكتبي] مبلغه والموعد الذي [تريد|تريدين] بلوغه فيه.',
      ],
      [
        'Divide it into a monthly amount, and set aside the first part this week.',
        '[قسّمه|قسّميه] على الأشهر، و[ادّخر|ادّخري] الجزء الأول هذا الأسبوع.',
      ],
    ],
    ten: [
      'Write one money goal, its amount and a first step you can take this week.',
      '[اكتب|اكتبي] هدفًا ماليًا واحدًا، ومبلغه، وخطوة أولى [تستطيعها|تستطيعينها] هذا الأسبوع.',
    ],
  }),
  exercise('finances', 4, {
    title: ['Giving with intention', 'العطاء بنيّة'],
    purpose: [
      'Planned giving brings blessing and peace, and keeps it from straining the month.',
      'العطاء المخطط له فيه بركة وطمأنينة، ولا يرهق الشهر.',
    ],
    steps: [
      [
        'Decide a share of your income for charity and for helping family.',
        '[حدّد|حدّدي] نصيبًا من دخلك للصدقة ولمساعدة الأهل.',
      ],
      ['Choose who it will go to this month.', '[اختر|اختاري] لمن يذهب هذا الشهر.'],
      ['Give it, and note how it felt.', '[أعطه|أعطيه]، و[دوّن|دوّني] ما [شعرت|شعرتِ] به.'],
    ],
    ten: [
      'Choose one cause or relative to help this month, and set the amount.',
      '[اختر|اختاري] بابًا من أبواب الخير أو قريبًا [تساعده|تساعدينه] هذا الشهر، و[حدّد|حدّدي] المبلغ.',
    ],
  }),
  exercise('finances', 5, {
    title: ['A day’s pause before buying', 'يوم تريّث قبل الشراء'],
    purpose: [
      'A short wait separates what you need from what you want in the moment.',
      'الانتظار القصير يفصل بين ما تحتاجه وما ترغب فيه لحظتها.',
    ],
    steps: [
      [
        'Choose an amount above which you wait one day before buying.',
        '[اختر|اختاري] مبلغًا [تنتظر|تنتظرين] يومًا قبل شراء ما يزيد عليه.',
      ],
      [
        'When you want something above it, write it down and come back tomorrow.',
        'حين [تريد|تريدين] شيئًا يزيد عليه، [اكتبه|اكتبيه] و[عد|عودي] إليه غدًا.',
      ],
      [
        'At the end of the week, count what you did not buy after all.',
        'في آخر الأسبوع، [عُدّ|عُدّي] ما [عدلت|عدلتِ] عن شرائه.',
      ],
    ],
    ten: [
      'Choose your pause amount and tell one person close to you.',
      '[اختر|اختاري] مبلغ التريّث، و[أخبر|أخبري] به شخصًا قريبًا منك.',
    ],
  }),
  exercise('finances', 6, {
    title: ['Ready for a calm money talk', 'استعداد لحديث هادئ عن المال'],
    purpose: [
      'Prepared, a talk about money is less likely to become a quarrel.',
      'حين [تستعد|تستعدي] للحديث عن المال، يقلّ أن يتحول إلى خلاف.',
    ],
    steps: [
      [
        'Write three facts about your money today, one worry and one hope.',
        '[اكتب|اكتبي] ثلاث حقائق عن وضعك المالي اليوم، وقلقًا واحدًا، وأملًا واحدًا.',
      ],
      ['Choose a calm time, not when tired or hungry.', '[اختر|اختاري] وقتًا هادئًا، لا وقت تعب أو جوع.'],
      [
        'Begin with something that is going well, then share the worry and ask for ideas.',
        '[ابدأ|ابدئي] بما يسير على ما يرام، ثم [شارك|شاركي] القلق و[اطلب|اطلبي] الأفكار.',
      ],
    ],
    ten: [
      'Write one fact, one worry and one hope about your money.',
      '[اكتب|اكتبي] حقيقة واحدة، وقلقًا واحدًا، وأملًا واحدًا عن مالك.',
    ],
  }),

  // ---- Intimacy (affection and closeness) ----
  exercise('intimacy', 1, {
    title: ['How you give and receive affection', 'كيف تعطي المودّة وكيف تتلقاها'],
    purpose: [
      'To know the ways of affection that reach you, and the ones you use.',
      'أن [تعرف|تعرفي] صور المودّة التي تصل إلى قلبك، والصور التي [تستعملها|تستعملينها].',
    ],
    steps: [
      [
        'Write five small ways you like to receive affection: words, help, time, a gift, a gentle touch.',
        '[اكتب|اكتبي] خمس صور صغيرة [تحب|تحبين] أن [تتلقى|تتلقي] بها المودّة: كلمة، أو عون، أو وقت، أو هدية، أو لمسة حانية.',
      ],
      ['Write five ways you usually show it.', '[اكتب|اكتبي] خمس صور [تظهرها|تظهرينها] بها عادةً.'],
      ['Notice where the two lists meet and where they differ.', '[لاحظ|لاحظي] أين تلتقي القائمتان وأين تختلفان.'],
    ],
    ten: [
      'Name the way you most like to receive affection, and the way you most often show it.',
      '[سمِّ|سمّي] أحبّ صورة للمودّة إليك، والصورة التي [تظهرها|تظهرينها] بها غالبًا.',
    ],
  }),
  exercise('intimacy', 2, {
    title: ['Thanks, said aloud', 'شكر بصوت مسموع'],
    purpose: [
      'Specific thanks makes the people close to you feel seen.',
      'الشكر المحدد يُشعر القريبين منك بأنهم مرئيون.',
    ],
    steps: [
      [
        'Each day this week, thank someone you love for one specific thing.',
        'كل يوم هذا الأسبوع، [اشكر|اشكري] شخصًا [تحبه|تحبينه] على أمر محدد.',
      ],
      [
        'Name it exactly: not only "thank you", but "thank you for…".',
        '[سمِّه|سمّيه] بدقة: لا «شكرًا» فقط، بل «شكرًا لأنك…».',
      ],
      ['Notice how it is received.', '[لاحظ|لاحظي] كيف يُستقبل.'],
    ],
    ten: ['Say one specific thank-you today.', '[قل|قولي] اليوم شكرًا محددًا واحدًا.'],
  }),
  exercise('intimacy', 3, {
    title: ['Time without screens', 'وقت بلا شاشات'],
    purpose: [
      'Closeness needs attention that is not shared with a phone.',
      'القرب يحتاج إلى انتباه لا يشاركه فيه الهاتف.',
    ],
    steps: [
      [
        'Choose twenty minutes each day to spend with someone you love, with phones in another room.',
        '[اختر|اختاري] عشرين دقيقة كل يوم [تقضيها|تقضينها] مع من [تحب|تحبين]، والهواتف في غرفة أخرى.',
      ],
      ['Use them for a walk, tea or a conversation.', '[اجعلها|اجعليها] لنزهة، أو شاي، أو حديث.'],
      ['At the end of the week, note what changed.', 'في آخر الأسبوع، [دوّن|دوّني] ما تغيّر.'],
    ],
    ten: [
      'Put your phone in another room for ten minutes and be fully present with someone you love.',
      '[ضع|ضعي] هاتفك في غرفة أخرى عشر دقائق، و[كن حاضرًا|كوني حاضرة] تمامًا مع من [تحب|تحبين].',
    ],
  }),
  exercise('intimacy', 4, {
    title: ['What closeness means to me', 'ما يعنيه القرب لي'],
    purpose: [
      'Knowing what makes you feel close helps you ask for it kindly.',
      'معرفة ما يُشعرك بالقرب تعينك على طلبه بلطف.',
    ],
    steps: [
      [
        'Write what makes you feel close and safe with the person you love.',
        '[اكتب|اكتبي] ما يُشعرك بالقرب والأمان مع من [تحب|تحبين].',
      ],
      [
        'Write what makes you pull away, without blaming anyone.',
        '[اكتب|اكتبي] ما يجعلك [تبتعد|تبتعدين]، دون لوم أحد.',
      ],
      [
        'Write one wish you could ask for kindly, in one gentle sentence.',
        '[اكتب|اكتبي] أمنية واحدة [تستطيع|تستطيعين] طلبها بلطف، في جملة رقيقة واحدة.',
      ],
    ],
    ten: ['Finish the sentence: "I feel closest when…".', '[أكمل|أكملي] الجملة: «أشعر بأقرب ما أكون حين…».'],
  }),
  exercise('intimacy', 5, {
    title: ['Warm welcomes and goodbyes', 'استقبال دافئ ووداع دافئ'],
    purpose: [
      'The moments of leaving and coming home set the tone of the day.',
      'لحظات الخروج والعودة إلى البيت تصنع نبرة اليوم.',
    ],
    steps: [
      [
        'This week, greet the people at home when you leave and when you return, with a smile and a word of peace.',
        'هذا الأسبوع، [سلّم|سلّمي] على أهل بيتك عند الخروج وعند العودة، بابتسامة وتحية سلام.',
      ],
      [
        'Give the first minute after you come home to them, before the phone.',
        '[اجعل|اجعلي] الدقيقة الأولى بعد عودتك لهم، قبل الهاتف.',
      ],
      ['Ask one question about their day and listen.', '[اسأل|اسألي] سؤالًا واحدًا عن يومهم و[استمع|استمعي].'],
    ],
    ten: [
      'Greet the next person who comes home with one minute of full attention.',
      '[استقبل|استقبلي] أول من يعود إلى البيت بدقيقة من انتباهك الكامل.',
    ],
  }),
  exercise('intimacy', 6, {
    title: ['Caring for yourself', 'العناية بنفسك'],
    purpose: [
      'Affection grows from a rested heart: caring for yourself is not selfish.',
      'المودّة تنمو من قلب مرتاح: العناية بنفسك ليست أنانية.',
    ],
    steps: [
      [
        'Choose one thing that restores you: a walk, reading, prayer, time with a friend.',
        '[اختر|اختاري] أمرًا واحدًا يعيد إليك طاقتك: نزهة، أو قراءة، أو صلاة، أو وقتًا مع صديق.',
      ],
      ['Give it a set time three days this week.', '[خصّص|خصّصي] له وقتًا محددًا ثلاثة أيام هذا الأسبوع.'],
      ['Note your mood on those days and on the others.', '[دوّن|دوّني] مزاجك في تلك الأيام وفي غيرها.'],
    ],
    ten: [
      'Do one thing for ten minutes today that restores you.',
      '[افعل|افعلي] اليوم أمرًا يعيد إليك طاقتك لعشر دقائق.',
    ],
  }),

  // ---- Family ----
  exercise('family', 1, {
    title: ['Your family map', 'خريطة أسرتك'],
    purpose: [
      'To see the relationships around you and choose where to give care.',
      'أن [ترى|تري] العلاقات من حولك، و[تختار|تختاري] أين [تعطي|تعطين] اهتمامك.',
    ],
    steps: [
      [
        'Draw your family and the family you married into or will marry into.',
        '[ارسم|ارسمي] أسرتك، وأسرة الطرف الآخر إن [كنت|كنتِ] [متزوجًا أو مخطوبًا|متزوجة أو مخطوبة].',
      ],
      [
        'Mark the relationships that give you strength and those that weigh on you.',
        '[ضع|ضعي] علامة على العلاقات التي تمنحك قوة، والتي تثقل عليك.',
      ],
      [
        'Choose one relationship to care for this week, and one small step.',
        '[اختر|اختاري] علاقة واحدة [ترعاها|ترعينها] هذا الأسبوع، وخطوة صغيرة لها.',
      ],
    ],
    ten: [
      'Name one relative whose relationship you want to care for, and one small step.',
      '[سمِّ|سمّي] قريبًا واحدًا [تريد|تريدين] رعاية علاقتك به، وخطوة صغيرة لذلك.',
    ],
  }),
  exercise('family', 2, {
    title: ['Keeping family ties', 'صلة الرحم'],
    purpose: ['Small, regular contact keeps family ties warm.', 'التواصل الصغير المنتظم يبقي صلة الرحم دافئة.'],
    steps: [
      [
        'Call or visit one relative this week whom you have not seen for a while.',
        '[اتصل|اتصلي] بقريب لم [تره|تريه] منذ مدة، أو [زره|زوريه]، هذا الأسبوع.',
      ],
      [
        'Ask about them and their news, and listen more than you speak.',
        '[اسأل|اسألي] عنه وعن أخباره، و[استمع|استمعي] أكثر مما [تتكلم|تتكلمين].',
      ],
      [
        'Before you end, say one warm word of thanks or prayer for them.',
        'قبل أن تنهي الحديث، [قل|قولي] له كلمة شكر أو دعاء دافئة.',
      ],
    ],
    ten: ['Call one relative you have not spoken to for a while.', '[اتصل|اتصلي] بقريب لم [تكلمه|تكلميه] منذ مدة.'],
  }),
  exercise('family', 3, {
    title: ['Kind boundaries', 'حدود لطيفة'],
    purpose: [
      'A respectful boundary protects both your home and your family ties.',
      'الحدّ المحترم يحمي بيتك وصلة رحمك معًا.',
    ],
    steps: [
      ['Name one place where family expectations weigh on you.', '[سمِّ|سمّي] موضعًا واحدًا تثقل عليك فيه توقعات الأهل.'],
      [
        'Write one kind, respectful sentence that says what you can do and what you cannot.',
        '[اكتب|اكتبي] جملة لطيفة محترمة تقول ما [تستطيعه|تستطيعينه] وما لا [تستطيعه|تستطيعينه].',
      ],
      [
        'Practise it aloud, and use it when the moment comes.',
        '[تمرّن|تمرّني] عليها بصوت مسموع، و[استعملها|استعمليها] حين يحين الوقت.',
      ],
    ],
    ten: [
      'Write one respectful sentence that says what you can do, and what you cannot.',
      '[اكتب|اكتبي] جملة محترمة واحدة تقول ما [تستطيعه|تستطيعينه] وما لا [تستطيعه|تستطيعينه].',
    ],
  }),
  exercise('family', 4, {
    title: ['Sharing the home', 'تقاسم شؤون البيت'],
    purpose: ['Tasks that feel fair leave more room for warmth.', 'المهام التي تبدو عادلة تترك مكانًا أوسع للمودّة.'],
    steps: [
      [
        'List the tasks of your home and who usually does each.',
        '[اكتب|اكتبي] قائمة بمهام البيت ومن يقوم بكل منها عادةً.',
      ],
      [
        'Mark what feels fair to you and what does not, without blaming anyone.',
        '[ضع|ضعي] علامة على ما [تراه|ترينه] عادلًا وما لا [تراه|ترينه]، دون لوم أحد.',
      ],
      ['Take on or share one task this week.', '[تولَّ|تولّي] مهمة واحدة أو [شارك|شاركي] فيها هذا الأسبوع.'],
    ],
    ten: [
      'Do one home task today that usually falls on someone else.',
      '[قم|قومي] اليوم بمهمة في البيت تقع عادةً على غيرك.',
    ],
  }),
  exercise('family', 5, {
    title: ['What you hope your children learn', 'ما تتطلع إلى أن يتعلمه أبناؤك'],
    purpose: ['Children learn most from what they see at home.', 'الأبناء يتعلمون أكثر ما يتعلمون مما يرونه في البيت.'],
    steps: [
      [
        'Write three things you hope your children, now or one day, will learn at home.',
        '[اكتب|اكتبي] ثلاثة أمور [تتطلع|تتطلعين] إلى أن يتعلمها أبناؤك في البيت، اليوم أو يومًا ما.',
      ],
      [
        'Next to each, write one way you already show it.',
        'بجانب كل منها، [اكتب|اكتبي] طريقة [تظهرها|تظهرينها] بها اليوم.',
      ],
      ['Choose one to show more clearly this week.', '[اختر|اختاري] واحدًا [تظهره|تظهرينه] بوضوح أكبر هذا الأسبوع.'],
    ],
    ten: [
      'Write one thing you want your children to learn from you, and one way to show it today.',
      '[اكتب|اكتبي] أمرًا واحدًا [تريد|تريدين] أن يتعلمه أبناؤك منك، وطريقة لإظهاره اليوم.',
    ],
  }),
  exercise('family', 6, {
    title: ['Honouring parents', 'برّ الوالدين'],
    purpose: [
      'Kindness to parents, yours and your partner’s, blesses the whole family.',
      'البرّ بالوالدين، والديك ووالدي الطرف الآخر، بركة للأسرة كلها.',
    ],
    steps: [
      [
        'Do one kind thing for your parents this week: a visit, a call, an errand.',
        '[افعل|افعلي] هذا الأسبوع أمرًا طيبًا لوالديك: زيارة، أو اتصالًا، أو قضاء حاجة.',
      ],
      [
        'If you are married, do one for your partner’s parents too.',
        `إن [كنت|كنتِ] [متزوجًا|متزوجة|متزوجًا]، [افعل|افعلي] أمرًا مثله لوالدَي ${PARTNER}.`,
      ],
      [
        'Speak of them kindly at home, and make a prayer for them.',
        '[تحدّث|تحدّثي] عنهم بالخير في البيت، و[ادعُ|ادعي] لهم.',
      ],
    ],
    ten: [
      'Send a warm message to your parents, or to your partner’s.',
      '[أرسل|أرسلي] رسالة دافئة إلى والديك، أو إلى والدَي الطرف الآخر.',
    ],
  }),
];
