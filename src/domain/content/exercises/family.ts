import type { CategoryId } from '../../assessment/categories.ts';
import type { AgeGroup } from '../../assessment/family-types.ts';
import { agesFrom, type FamilyExercise, family } from '../../weekly-plan/exercise.ts';

/**
 * Exercises a parent and a son or daughter do together (decision 069), by the son's or daughter's age:
 * play and stories for 8-12, talk side by side and agreed freedoms for 13-18, two adults for 19 and over.
 * Written once for both readers: `{other}` is the other person named from the reader's side («ابنك»،
 * «والدتك»), `[m|f]` the reader's words and `<m|f>` the other's; after naming the other first, a joint
 * step speaks in the dual, as the family advice does. The areas are the family ones (3 is Responsibility
 * & Independence, 4 Affection & Trust, 5 Family Life).
 */
type Pair = readonly [en: string, ar: string];

const exercise = (
  category: CategoryId,
  ages: readonly AgeGroup[],
  n: number,
  parts: { title: Pair; purpose: Pair; steps: readonly Pair[]; ten: Pair },
) =>
  ({
    key: ['family', ages[0], category, n].join('.'),
    category,
    ages,
    title: family(...parts.title),
    purpose: family(...parts.purpose),
    steps: parts.steps.map((step) => family(...step)),
    tenMinutes: family(...parts.ten),
  }) satisfies FamilyExercise;

const CHILDREN = agesFrom('8-12');
const TEENS = agesFrom('13-15', '16-18');
const ADULTS = agesFrom('19-24', '25+');

/** "Sit down with your son": the reader first, then the other, then the dual. */
const SIT = '[اجلس|اجلسي] أنت و{other}';

export const FAMILY_EXERCISES: readonly FamilyExercise[] = [
  // ======== 8-12 ========
  exercise('values', CHILDREN, 1, {
    title: ['A story with a lesson', 'قصة وعبرة'],
    purpose: ['Stories carry values to children better than lectures.', 'القصص تنقل القيم إلى الصغار خيرًا من المواعظ.'],
    steps: [
      [
        'Choose a short story with {other}: from your faith, your family or a favourite book.',
        '[اختر|اختاري] أنت و{other} قصة قصيرة: من تراث دينكما، أو من حكايات العائلة، أو من كتاب محبّب.',
      ],
      ['Read it or tell it together.', 'اقرآها أو احكياها معًا.'],
      [
        'Each of you says what the story teaches, and one way to live it this week.',
        'وليقل كل منكما ما تعلّمه القصة، وطريقة لعيشها هذا الأسبوع.',
      ],
    ],
    ten: [
      'Tell {other} a short story from the family, and ask what it teaches.',
      '[احكِ|احكي] ل{other} قصة قصيرة من حكايات العائلة، و[اسأل|اسألي]<ه|ها> عمّا تعلّمه.',
    ],
  }),
  exercise('values', CHILDREN, 2, {
    title: ['A jar of thanks', 'جرّة الشكر'],
    purpose: ['Noticing blessings together teaches gratitude by doing.', 'ملاحظة النعم معًا تعلّم الشكر بالممارسة.'],
    steps: [
      ['Set up a jar at home with {other}.', '[ضع|ضعي] أنت و{other} جرّة في البيت.'],
      [
        'Each day, each of you writes or draws one thing you are thankful for and puts it in.',
        'كل يوم، ليكتب كل منكما أو يرسم نعمة يشكر الله عليها ويضعها فيها.',
      ],
      ['At the end of the week, open it and read them together.', 'في آخر الأسبوع، افتحاها واقرآ ما فيها معًا.'],
    ],
    ten: [
      'Tell {other} one thing you are thankful for today, and ask for theirs.',
      '[أخبر|أخبري] {other} بنعمة [تشكر|تشكرين] الله عليها اليوم، و[اسأل|اسألي]<ه|ها> عن نعمة <يشكر|تشكر> الله عليها.',
    ],
  }),
  exercise('values', CHILDREN, 3, {
    title: ['A kindness mission', 'مهمة لطف'],
    purpose: ['Doing good together shows what kindness looks like.', 'فعل الخير معًا يُري كيف يكون اللطف.'],
    steps: [
      [
        'Choose with {other} one kind deed for this week: for a grandparent, a neighbour or a classmate.',
        '[اختر|اختاري] أنت و{other} عملًا لطيفًا لهذا الأسبوع: لجدّ أو جدّة، أو جار، أو زميل في المدرسة.',
      ],
      ['Do it together.', 'افعلاه معًا.'],
      ['Talk about how it made you both feel.', 'وتحدّثا عمّا شعرتما به.'],
    ],
    ten: [
      'Do one kind thing with {other} today for someone else.',
      '[افعل|افعلي] أنت و{other} اليوم أمرًا لطيفًا لشخص آخر.',
    ],
  }),
  exercise('communication', CHILDREN, 1, {
    title: ['Best and hardest part of the day', 'أجمل ما في اليوم وأصعبه'],
    purpose: ['A small daily habit keeps the door to talking open.', 'العادة اليومية الصغيرة تبقي باب الحديث مفتوحًا.'],
    steps: [
      ['Each evening, sit with {other} for a few minutes.', `كل مساء، ${SIT} بضع دقائق.`],
      ['Each of you tells the best and the hardest part of the day.', 'وليحكِ كل منكما أجمل ما في يومه وأصعبه.'],
      ['The listener only listens, and says thank you.', 'وليستمع المستمع فقط، ثم يقول: شكرًا.'],
    ],
    ten: [
      'Ask {other} tonight about the best and hardest part of the day, and share yours.',
      '[اسأل|اسألي] {other} الليلة عن أجمل ما في يوم<ه|ها> وأصعبه، و[شارك|شاركي]<ه|ها> يومك.',
    ],
  }),
  exercise('communication', CHILDREN, 2, {
    title: ['Taking turns to choose', 'الاختيار بالدور'],
    purpose: [
      'Play where each leads in turn tells a child their voice matters.',
      'اللعب الذي يقوده كل منكما بدوره يُشعر الصغير بأن صوته مسموع.',
    ],
    steps: [
      ['Set ten minutes a day to play with {other}.', '[خصّص|خصّصي] عشر دقائق كل يوم للعب مع {other}.'],
      ['Take turns choosing the game, and follow the one who chose.', 'تناوبا على اختيار اللعبة، واتبعا من اختار.'],
      ['No correcting and no phones during the game.', 'لا تصحيح ولا هواتف في أثناء اللعب.'],
    ],
    ten: [
      'Play a game {other} chooses today for ten minutes.',
      '[العب|العبي] اليوم مع {other} عشر دقائق لعبة يختارها أحدكما.',
    ],
  }),
  exercise('communication', CHILDREN, 3, {
    title: ['Feelings in words', 'المشاعر في كلمات'],
    purpose: [
      'Naming feelings helps children and parents understand each other.',
      'تسمية المشاعر تعين الكبير والصغير على فهم بعضهما.',
    ],
    steps: [
      [
        'Write a list of feeling words with {other}: happy, worried, angry, proud, tired…',
        '[اكتب|اكتبي] أنت و{other} قائمة بكلمات المشاعر: فرحان، قلق، غاضب، فخور، متعب…',
      ],
      ['Each day, each of you picks today’s word and says why.', 'كل يوم، ليختر كل منكما كلمة يومه ويقل لماذا.'],
      ['Listen without fixing the feeling.', 'استمعا دون محاولة تغيير الشعور.'],
    ],
    ten: [
      'Ask {other}: "Which word fits how you feel today?" and share your own.',
      '[اسأل|اسألي] {other}: «أي كلمة تناسب شعورك اليوم؟» و[أخبر|أخبري]<ه|ها> بكلمتك.',
    ],
  }),
  exercise('finances', CHILDREN, 1, {
    title: ['A job each', 'مهمة لكل منا'],
    purpose: [
      'Small responsibilities, done side by side, build confidence.',
      'المسؤوليات الصغيرة، جنبًا إلى جنب، تبني الثقة بالنفس.',
    ],
    steps: [
      [
        'Choose with {other} one home job for each of you this week.',
        '[اختر|اختاري] أنت و{other} مهمة في البيت لكل منكما هذا الأسبوع.',
      ],
      ['Do them at the same time, side by side.', 'أدّياها في الوقت نفسه، جنبًا إلى جنب.'],
      [
        'At the end of each day, thank each other for the job done.',
        'في آخر كل يوم، ليشكر كل منكما الآخر على ما أدّاه.',
      ],
    ],
    ten: ['Do one small home job together with {other} today.', '[أدِّ|أدّي] أنت و{other} اليوم مهمة صغيرة في البيت معًا.'],
  }),
  exercise('finances', CHILDREN, 2, {
    title: ['A saving jar', 'حصّالة الادّخار'],
    purpose: ['Saving for a goal teaches patience and planning.', 'الادّخار لهدف يعلّم الصبر والتخطيط.'],
    steps: [
      [
        'Choose with {other} a small goal to save for together.',
        '[اختر|اختاري] أنت و{other} هدفًا صغيرًا تدّخران له معًا.',
      ],
      ['Agree what each of you puts in the jar this week.', 'اتفقا على ما يضعه كل منكما في الحصّالة هذا الأسبوع.'],
      ['Count it together at the end of the week.', 'عُدّا ما فيها معًا في آخر الأسبوع.'],
    ],
    ten: [
      'Choose with {other} something to save for, and put in the first coin.',
      '[اختر|اختاري] أنت و{other} شيئًا تدّخران له، وضعا أول قطعة نقدية.',
    ],
  }),
  exercise('finances', CHILDREN, 3, {
    title: ['Teach each other a skill', 'علّم كل منا الآخر مهارة'],
    purpose: [
      'Learning from each other shows that both can teach and both can grow.',
      'التعلّم المتبادل يُري أن كلًّا منكما يعلّم وينمو.',
    ],
    steps: [
      [
        'Each of you, you and {other}, chooses a skill to teach the other: a game, a recipe, tying a knot.',
        '[اختر|اختاري] أنت و{other} مهارة يعلّمها كل منكما للآخر: لعبة، أو وصفة، أو عقدة.',
      ],
      ['Take turns teaching, patiently.', 'تناوبا على التعليم بصبر.'],
      ['Praise the effort, not only the result.', 'وامدحا الجهد، لا النتيجة وحدها.'],
    ],
    ten: [
      'Ask {other} to teach you something small today.',
      '[اطلب|اطلبي] من {other} أن <يعلّمك|تعلّمك> اليوم شيئًا صغيرًا.',
    ],
  }),
  exercise('intimacy', CHILDREN, 1, {
    title: ['A promise kept', 'وعد يُوفى'],
    purpose: ['Small promises kept build trust day by day.', 'الوعود الصغيرة التي تُوفى تبني الثقة يومًا بعد يوم.'],
    steps: [
      [
        'You and {other} each make one small promise to the other for this week.',
        '[اتفق|اتفقي] أنت و{other} على أن يعد كل منكما الآخر وعدًا صغيرًا لهذا الأسبوع.',
      ],
      ['Write them down and put them on the wall.', 'اكتباهما وعلّقاهما على الجدار.'],
      ['At the end of the week, talk about keeping them, kindly.', 'في آخر الأسبوع، تحدّثا برفق عن الوفاء بهما.'],
    ],
    ten: [
      'Make {other} one small promise for today, and keep it.',
      '[عِد|عِدي] {other} وعدًا صغيرًا لليوم، و[أوفِ|أوفي] به.',
    ],
  }),
  exercise('intimacy', CHILDREN, 2, {
    title: ['Notes of love', 'رسائل محبة'],
    purpose: [
      'A small note says "I think of you" in a way a child keeps.',
      'الرسالة الصغيرة تقول «أفكر فيك» بطريقة يحتفظ بها الصغير.',
    ],
    steps: [
      [
        'Leave {other} a small note or drawing somewhere they will find it.',
        '[اترك|اتركي] ل{other} رسالة صغيرة أو رسمًا حيث <يجده|تجده>.',
      ],
      ['Invite them to leave one for you too.', '[ادعُ|ادعي]<ه|ها> إلى أن <يترك|تترك> لك واحدة أيضًا.'],
      ['Keep the notes together in a box.', 'احفظا الرسائل معًا في علبة.'],
    ],
    ten: [
      'Write {other} one sentence of love today and leave it where they will find it.',
      '[اكتب|اكتبي] ل{other} اليوم جملة محبة، و[اتركها|اتركيها] حيث <يجدها|تجدها>.',
    ],
  }),
  exercise('intimacy', CHILDREN, 3, {
    title: ['A safe question', 'سؤال آمن'],
    purpose: [
      'A child who can tell a worry without fear of scolding is safer and closer.',
      'الصغير الذي يبوح بقلقه دون خوف من التوبيخ أكثر أمانًا وقربًا.',
    ],
    steps: [
      [
        'At a calm time, sit with {other}, and each asks the other: "Is something worrying you that you would like to tell me?"',
        `في وقت هادئ، ${SIT}، وليسأل كل منكما الآخر: «هل يقلقك شيء تحب أن تخبرني به؟»`,
      ],
      ['Listen to the end, without scolding.', 'استمعا حتى النهاية، دون توبيخ.'],
      ['Thank each other for telling.', 'وليشكر كل منكما الآخر على البوح.'],
    ],
    ten: [
      'Ask {other} gently if anything is worrying them, and thank them for whatever they say.',
      '[اسأل|اسألي] {other} برفق إن كان شيء يقلق<ه|ها>، و[اشكر|اشكري]<ه|ها> على ما <يقول|تقول>.',
    ],
  }),
  exercise('family', CHILDREN, 1, {
    title: ['A meal without screens', 'وجبة بلا شاشات'],
    purpose: ['Shared meals are where families talk.', 'الوجبات المشتركة هي حيث تتحدث الأسر.'],
    steps: [
      [
        'Agree with {other} on one meal a day this week with no screens at the table.',
        '[اتفق|اتفقي] أنت و{other} على وجبة كل يوم هذا الأسبوع بلا شاشات على المائدة.',
      ],
      ['At the meal, each person shares one thing from the day.', 'وعلى المائدة، ليحكِ كل فرد أمرًا من يومه.'],
      ['Take turns choosing the question of the day.', 'وتناوبا على اختيار سؤال اليوم.'],
    ],
    ten: [
      'At today’s meal, put the screens away and ask {other} one question.',
      '[أبعد|أبعدي] الشاشات عن وجبة اليوم، و[اسأل|اسألي] {other} سؤالًا واحدًا.',
    ],
  }),
  exercise('family', CHILDREN, 2, {
    title: ['Family photo stories', 'حكايات الصور العائلية'],
    purpose: ['Old photos tell a child where they belong.', 'الصور القديمة تخبر الصغير بمن ينتمي إليهم.'],
    steps: [
      ['Look at old family photos with {other}.', '[انظر|انظري] أنت و{other} في صور العائلة القديمة.'],
      [
        'Tell the stories behind them: grandparents, places, days of celebration.',
        'احكيا ما وراءها: الأجداد، والأماكن، وأيام الفرح.',
      ],
      ['Choose one photo to put up at home.', 'واختارا صورة تعلّقانها في البيت.'],
    ],
    ten: [
      'Show {other} one old family photo and tell its story.',
      '[أرِ|أري] {other} صورة عائلية قديمة، و[احكِ|احكي] قصتها.',
    ],
  }),
  exercise('family', CHILDREN, 3, {
    title: ['Planning a family outing', 'التخطيط لنزهة عائلية'],
    purpose: [
      'Planning together makes everyone part of the family’s joy.',
      'التخطيط المشترك يجعل كل فرد شريكًا في فرح الأسرة.',
    ],
    steps: [
      [
        'With {other}, each suggest an outing for the family.',
        '[اقترح|اقترحي] أنت و{other} نزهة للأسرة، لكل منكما اقتراح.',
      ],
      ['Choose one together and share the tasks.', 'اختارا واحدة معًا، وتقاسما المهام.'],
      ['Go, and talk about the best moment afterwards.', 'اخرجا، وتحدّثا بعدها عن أجمل لحظة.'],
    ],
    ten: [
      'Ask {other} where they would most like the family to go, and plan it.',
      '[اسأل|اسألي] {other} أين <يحب|تحب> أن تخرج الأسرة، و[خطّط|خطّطي] لذلك.',
    ],
  }),

  // ======== 13-18 ========
  exercise('values', TEENS, 1, {
    title: ['Questions about faith, welcomed', 'أسئلة الإيمان مرحّب بها'],
    purpose: [
      'Questions asked at home are better than questions carried alone.',
      'السؤال الذي يُطرح في البيت خير من سؤال يُحمل وحده.',
    ],
    steps: [
      [
        'Invite {other} to ask you one question about faith or values, and ask one back.',
        '[ادعُ|ادعي] {other} إلى أن <يسألك|تسألك> سؤالًا عن الإيمان أو القيم، و[اسأل|اسألي]<ه|ها> سؤالًا بالمقابل.',
      ],
      [
        'Answer honestly; "I do not know, let us find out together" is a good answer.',
        'أجيبا بصدق، و«لا أعرف، لنبحث معًا» جواب حسن.',
      ],
      ['Thank each other for asking.', 'وليشكر كل منكما الآخر على سؤاله.'],
    ],
    ten: [
      'Ask {other}: "Is there a question about faith on your mind?" and listen.',
      '[اسأل|اسألي] {other}: «هل في ذهنك سؤال عن الإيمان؟» و[استمع|استمعي].',
    ],
  }),
  exercise('values', TEENS, 2, {
    title: ['What would you have done?', 'ماذا كنت ستفعل؟'],
    purpose: [
      'Talking about a story or a film shows values without preaching.',
      'الحديث عن قصة أو فيلم يُظهر القيم دون وعظ.',
    ],
    steps: [
      ['Watch a film or read a story with {other}.', '[شاهد|شاهدي] أنت و{other} فيلمًا، أو اقرآ قصة.'],
      [
        'Each says what they would have done in the main character’s place.',
        'وليقل كل منكما ماذا كان سيفعل مكان البطل.',
      ],
      ['Listen to the other’s reasons before giving your own.', 'استمعا إلى أسباب الآخر قبل ذكر أسبابكما.'],
    ],
    ten: [
      'Ask {other} about a choice someone made in a story or the news, and share yours.',
      '[اسأل|اسألي] {other} عن اختيار في قصة أو خبر، و[شارك|شاركي]<ه|ها> رأيك.',
    ],
  }),
  exercise('values', TEENS, 3, {
    title: ['Serving together', 'خدمة معًا'],
    purpose: [
      'Giving time to others together turns values into shared memories.',
      'بذل الوقت للآخرين معًا يحوّل القيم إلى ذكريات مشتركة.',
    ],
    steps: [
      [
        'Choose with {other} an hour of service this week: a charity, a mosque or church, an elderly neighbour.',
        '[اختر|اختاري] أنت و{other} ساعة خدمة هذا الأسبوع: جمعية خيرية، أو بيت عبادة، أو جار مسنّ.',
      ],
      ['Go together.', 'اذهبا معًا.'],
      ['Afterwards, each says one thing it taught them.', 'وبعدها، ليذكر كل منكما أمرًا تعلّمه.'],
    ],
    ten: [
      'Do one helpful thing with {other} today for someone outside the home.',
      '[افعل|افعلي] أنت و{other} اليوم أمرًا نافعًا لشخص خارج البيت.',
    ],
  }),
  exercise('communication', TEENS, 1, {
    title: ['Talking side by side', 'حديث جنبًا إلى جنب'],
    purpose: [
      'Many teenagers talk more while doing something together than face to face.',
      'كثير من الشباب يتحدثون وهم يفعلون شيئًا معًا أكثر مما يتحدثون وجهًا لوجه.',
    ],
    steps: [
      [
        'Find a time this week to do something with {other}: a drive, a walk, cooking.',
        '[ابحث|ابحثي] هذا الأسبوع عن وقت [تفعل|تفعلين] فيه شيئًا مع {other}: مشوار، أو نزهة، أو طبخ.',
      ],
      ['Let the talk come; do not force it.', 'دعا الحديث يأتي، ولا تفرضاه.'],
      ['Listen more than you advise.', 'استمعا أكثر مما تنصحان.'],
    ],
    ten: [
      'Invite {other} for a ten-minute walk or drive, and let the talk come.',
      '[ادعُ|ادعي] {other} إلى نزهة أو مشوار عشر دقائق، و[دع|دعي] الحديث يأتي.',
    ],
  }),
  exercise('communication', TEENS, 2, {
    title: ['Advice or an ear?', 'نصيحة أم إصغاء؟'],
    purpose: [
      'Asking what the other needs avoids advice that is not wanted.',
      'السؤال عمّا يحتاجه الآخر يجنّب النصيحة غير المطلوبة.',
    ],
    steps: [
      [
        'Agree with {other}: when one shares something, the other first asks "Do you want advice, or do you want me to listen?"',
        '[اتفق|اتفقي] أنت و{other}: حين يحكي أحدكما شيئًا، يسأل الآخر أولًا: «أتريد نصيحة، أم تريد أن أستمع؟»',
      ],
      ['Do as the answer says.', 'وافعلا ما يقوله الجواب.'],
      ['At the end of the week, talk about how it went.', 'في آخر الأسبوع، تحدّثا عن التجربة.'],
    ],
    ten: [
      'Next time {other} shares something, ask first: "Advice, or shall I listen?"',
      'حين يحكي {other} شيئًا في المرة القادمة، [اسأل|اسألي] أولًا: «<أتريد|أتريدين> نصيحة، أم أستمع؟»',
    ],
  }),
  exercise('communication', TEENS, 3, {
    title: ['A weekly check-in', 'جلسة أسبوعية'],
    purpose: ['A set time to talk keeps small problems small.', 'الوقت المحدد للحديث يبقي المشكلات الصغيرة صغيرة.'],
    steps: [
      ['Set fifteen minutes a week with {other}.', '[خصّص|خصّصي] أنت و{other} ربع ساعة كل أسبوع.'],
      [
        'Each answers: one thing going well, one thing hard, one thing I need from you.',
        'وليجب كل منكما: أمر يسير على ما يرام، وأمر صعب، وأمر أحتاجه منك.',
      ],
      ['Write down the "needs" and look at them next week.', 'ودوّنا ما يحتاجه كل منكما وراجعاه الأسبوع القادم.'],
    ],
    ten: [
      'Ask {other}: "What is one thing you need from me this week?"',
      '[اسأل|اسألي] {other}: «ما الأمر الذي <تحتاجه|تحتاجينه> مني هذا الأسبوع؟»',
    ],
  }),
  exercise('finances', TEENS, 1, {
    title: ['A new responsibility, a new freedom', 'مسؤولية جديدة وحرية جديدة'],
    purpose: [
      'Freedom that grows with responsibility builds trust on both sides.',
      'الحرية التي تنمو مع المسؤولية تبني الثقة من الجانبين.',
    ],
    steps: [
      [
        'With {other}, agree on one new responsibility and one new freedom that suit this age.',
        '[اتفق|اتفقي] أنت و{other} على مسؤولية جديدة وحرية جديدة تناسبان هذه السن.',
      ],
      ['Agree how you will both know it is going well.', 'واتفقا على ما يدلّكما على أن الأمر يسير جيدًا.'],
      ['Review it together at the end of the week.', 'وراجعاه معًا في آخر الأسبوع.'],
    ],
    ten: [
      'Ask {other} which new freedom they would like, and what responsibility could go with it.',
      '[اسأل|اسألي] {other} عن حرية جديدة <يريدها|تريدها>، وعن مسؤولية تصاحبها.',
    ],
  }),
  exercise('finances', TEENS, 2, {
    title: ['A screen agreement for both', 'اتفاق الشاشات لكلينا'],
    purpose: [
      'Rules that bind parents too are fairer, and kept better.',
      'القواعد التي تلزم الوالدين أيضًا أعدل، ويُحافَظ عليها أكثر.',
    ],
    steps: [
      [
        'Write with {other} a short screen agreement that applies to you both.',
        '[اكتب|اكتبي] أنت و{other} اتفاقًا قصيرًا للشاشات يسري عليكما معًا.',
      ],
      [
        'Include times without phones, such as meals and before sleep.',
        'واجعلا فيه أوقاتًا بلا هواتف، كالوجبات وقبل النوم.',
      ],
      ['Keep it for a week and adjust it together.', 'التزما به أسبوعًا، ثم عدّلاه معًا.'],
    ],
    ten: [
      'Agree with {other} on one screen-free time that applies to you both.',
      '[اتفق|اتفقي] أنت و{other} على وقت واحد بلا شاشات يسري عليكما معًا.',
    ],
  }),
  exercise('finances', TEENS, 3, {
    title: ['Talking about spending', 'حديث عن الإنفاق'],
    purpose: [
      'Talking openly about money prepares a young person to manage it.',
      'الحديث الصريح عن المال يُعدّ الشاب لإدارته.',
    ],
    steps: [
      [
        'Sit with {other}, and each tell one thing you spent money on this month and whether it was worth it.',
        `${SIT}، وليحكِ كل منكما عن أمر أنفق عليه هذا الشهر، وهل كان يستحق.`,
      ],
      ['Share one tip each about saving.', 'وليذكر كل منكما نصيحة في الادّخار.'],
      ['Choose one small saving goal each.', 'واختارا هدف ادّخار صغيرًا لكل منكما.'],
    ],
    ten: [
      'Tell {other} about one purchase you regret or are glad of, and ask for theirs.',
      '[حدّث|حدّثي] {other} عن شراء [ندمت|ندمتِ] عليه أو [سررت|سررتِ] به، و[اسأل|اسألي]<ه|ها> عن مثله.',
    ],
  }),
  exercise('intimacy', TEENS, 1, {
    title: ['Trust in small steps', 'الثقة خطوة خطوة'],
    purpose: [
      'Knowing what builds and breaks trust helps both protect it.',
      'معرفة ما يبني الثقة وما يهدمها تعين الطرفين على حمايتها.',
    ],
    steps: [
      [
        'Sit with {other}; each says one thing that builds trust for them, and one that breaks it.',
        `${SIT}، وليذكر كل منكما أمرًا يبني ثقته وأمرًا يهدمها.`,
      ],
      ['Listen without defending yourselves.', 'استمعا دون دفاع عن النفس.'],
      ['Each chooses one to practise this week.', 'وليختر كل منكما أمرًا يعمل به هذا الأسبوع.'],
    ],
    ten: [
      'Tell {other} one thing they did recently that made you trust them more.',
      '[أخبر|أخبري] {other} بأمر <فعله|فعلته> مؤخرًا زاد ثقتك ب<ه|ها>.',
    ],
  }),
  exercise('intimacy', TEENS, 2, {
    title: ['Privacy and safety', 'الخصوصية والأمان'],
    purpose: [
      'Agreeing where privacy ends and safety begins spares many fights.',
      'الاتفاق على حدود الخصوصية وحدود الأمان يجنّب كثيرًا من الخلاف.',
    ],
    steps: [
      [
        'Talk with {other} about what privacy means to each of you.',
        '[تحدّث|تحدّثي] أنت و{other} عمّا تعنيه الخصوصية لكل منكما.',
      ],
      [
        'Talk about what safety needs: where, with whom, until when.',
        'وتحدّثا عمّا يحتاجه الأمان: أين، ومع من، وإلى متى.',
      ],
      ['Agree on one rule you both find fair.', 'واتفقا على قاعدة واحدة يراها كلاكما عادلة.'],
    ],
    ten: [
      'Ask {other}: "What does privacy mean to you?" and listen to the end.',
      '[اسأل|اسألي] {other}: «ماذا تعني لك الخصوصية؟» و[استمع|استمعي] حتى النهاية.',
    ],
  }),
  exercise('intimacy', TEENS, 3, {
    title: ['A message of appreciation', 'رسالة تقدير'],
    purpose: ['Written appreciation is read again and again.', 'التقدير المكتوب يُقرأ مرة بعد مرة.'],
    steps: [
      [
        'Write {other} a message saying one thing you appreciate in them.',
        '[اكتب|اكتبي] ل{other} رسالة تذكر فيها أمرًا [تقدّره|تقدّرينه] في<ه|ها>.',
      ],
      ['Send it at an unexpected moment.', '[أرسلها|أرسليها] في وقت غير متوقع.'],
      ['If a message comes back, thank them for it.', 'وإن جاءتك رسالة، [اشكر|اشكري]<ه|ها> عليها.'],
    ],
    ten: ['Send {other} one sentence of appreciation today.', '[أرسل|أرسلي] ل{other} اليوم جملة تقدير واحدة.'],
  }),
  exercise('family', TEENS, 1, {
    title: ['A family evening', 'أمسية عائلية'],
    purpose: [
      'A weekly evening together keeps the family close through busy years.',
      'الأمسية الأسبوعية المشتركة تبقي الأسرة قريبة في السنوات المزدحمة.',
    ],
    steps: [
      [
        'Choose with {other} one evening this week for the family.',
        '[اختر|اختاري] أنت و{other} أمسية هذا الأسبوع للأسرة.',
      ],
      [
        'Let each family member choose the activity in turn, starting with one of you two.',
        'وليختر أفراد الأسرة النشاط بالدور، بدءًا بأحدكما.',
      ],
      ['Keep phones away for that evening.', 'وأبعدا الهواتف في تلك الأمسية.'],
    ],
    ten: [
      'Ask {other} what the family could do together this weekend.',
      '[اسأل|اسألي] {other} عمّا يمكن أن تفعله الأسرة معًا في عطلة هذا الأسبوع.',
    ],
  }),
  exercise('family', TEENS, 2, {
    title: ['Sharing the house', 'تقاسم شؤون البيت'],
    purpose: [
      'Fair tasks make a teenager a partner at home, not a guest.',
      'المهام العادلة تجعل الشاب شريكًا في البيت لا ضيفًا.',
    ],
    steps: [
      ['List the tasks of the house with {other}.', '[اكتب|اكتبي] أنت و{other} قائمة بمهام البيت.'],
      [
        'Agree on a share that is fair for this age and the school week.',
        'اتفقا على نصيب عادل يناسب السن وأيام الدراسة.',
      ],
      ['Thank each other for the tasks done.', 'وليشكر كل منكما الآخر على ما أدّاه.'],
    ],
    ten: [
      'Do one home task with {other} today, and thank them for their help.',
      '[أدِّ|أدّي] أنت و{other} اليوم مهمة في البيت، و[اشكر|اشكري]<ه|ها> على عون<ه|ها>.',
    ],
  }),
  exercise('family', TEENS, 3, {
    title: ['Grandparents’ stories', 'حكايات الأجداد'],
    purpose: ['Stories of the older generation give young people roots.', 'حكايات الجيل الأكبر تمنح الشباب جذورًا.'],
    steps: [
      [
        'Visit or call a grandparent or an elder of the family with {other}.',
        '[زر|زوري] أنت و{other} جدًّا أو جدّة أو أحد كبار العائلة، أو اتصلا به.',
      ],
      ['Ask about their youth: their studies, their work, their marriage.', 'اسألاه عن شبابه: دراسته، وعمله، وزواجه.'],
      ['Afterwards, talk about what surprised you.', 'وبعدها، تحدّثا عمّا فاجأكما.'],
    ],
    ten: [
      'Tell {other} one story about a grandparent you love.',
      '[احكِ|احكي] ل{other} قصة عن جدّ أو جدّة [تحبه|تحبينه].',
    ],
  }),

  // ======== 19 and over ========
  exercise('values', ADULTS, 1, {
    title: ['What we carry forward', 'ما نحمله معنا'],
    purpose: [
      'Naming the values the family passed on honours both generations.',
      'تسمية القيم التي ورثتها الأسرة تكرم الجيلين.',
    ],
    steps: [
      [
        'Sit with {other}; each names a value the family gave them.',
        `${SIT}، وليذكر كل منكما قيمة منحته إياها الأسرة.`,
      ],
      ['Each tells how they live it today.', 'وليحكِ كل منكما كيف يعيشها اليوم.'],
      ['Thank each other for it.', 'وليشكر كل منكما الآخر عليها.'],
    ],
    ten: [
      'Tell {other} one value you are glad the family passed on.',
      '[أخبر|أخبري] {other} بقيمة [تسعد|تسعدين] بأن الأسرة ورّثتها.',
    ],
  }),
  exercise('values', ADULTS, 2, {
    title: ['Respect where you differ', 'الاحترام عند الاختلاف'],
    purpose: [
      'Adults in one family may see things differently and stay close.',
      'قد يختلف الكبار في الأسرة الواحدة في الرأي ويبقون قريبين.',
    ],
    steps: [
      ['Choose with {other} a topic you see differently.', '[اختر|اختاري] أنت و{other} موضوعًا تختلفان فيه.'],
      [
        'Each explains their view for five minutes; the other sums it up.',
        'وليشرح كل منكما رأيه خمس دقائق، ويلخّصه الآخر.',
      ],
      [
        'You do not need to agree; end by naming what you both respect in the other.',
        'لا يلزمكما الاتفاق، واختما بما يحترمه كل منكما في الآخر.',
      ],
    ],
    ten: [
      'Ask {other} to explain a view of theirs you do not share, and sum it up fairly.',
      '[اطلب|اطلبي] من {other} أن <يشرح|تشرح> رأيًا لا [تشاركه|تشاركينه] فيه، و[لخّصه|لخّصيه] بإنصاف.',
    ],
  }),
  exercise('values', ADULTS, 3, {
    title: ['A good deed together', 'عمل خير معًا'],
    purpose: [
      'Doing good together keeps a shared purpose across the years.',
      'فعل الخير معًا يحفظ غاية مشتركة عبر السنين.',
    ],
    steps: [
      [
        'Choose with {other} a good deed to do together: charity, visiting someone ill, helping a relative.',
        '[اختر|اختاري] أنت و{other} عمل خير تفعلانه معًا: صدقة، أو عيادة مريض، أو عون قريب.',
      ],
      ['Plan it and share the tasks.', 'خطّطا له وتقاسما المهام.'],
      ['Talk afterwards about what it meant.', 'وتحدّثا بعده عمّا عناه لكما.'],
    ],
    ten: ['Give something in charity together with {other} today.', '[تصدّق|تصدّقي] أنت و{other} اليوم بشيء معًا.'],
  }),
  exercise('communication', ADULTS, 1, {
    title: ['A regular time to talk', 'موعد ثابت للحديث'],
    purpose: [
      'With busy adult lives, a set time keeps you in touch.',
      'مع انشغال الحياة، يبقيكما الموعد الثابت على تواصل.',
    ],
    steps: [
      [
        'Agree with {other} on a regular weekly time to call or visit.',
        '[اتفق|اتفقي] أنت و{other} على موعد أسبوعي ثابت للاتصال أو الزيارة.',
      ],
      ['Keep it this week, even briefly.', 'التزما به هذا الأسبوع ولو قصيرًا.'],
      ['Each asks one question about the other’s week, and listens.', 'وليسأل كل منكما عن أسبوع الآخر ويستمع.'],
    ],
    ten: [
      'Call {other} today just to ask how they are.',
      '[اتصل|اتصلي] ب{other} اليوم [لتسأل|لتسألي] عن حال<ه|ها> فقط.',
    ],
  }),
  exercise('communication', ADULTS, 2, {
    title: ['Adult to adult', 'حديث بين راشدَين'],
    purpose: ['Support offered as between adults is easier to accept.', 'العون الذي يُقدَّم بين راشدَين أسهل قبولًا.'],
    steps: [
      ['Talk with {other} about a decision one of you is facing.', '[تحدّث|تحدّثي] أنت و{other} عن قرار يواجهه أحدكما.'],
      [
        'The other asks: "How can I support you?" before giving any view.',
        'وليسأل الآخر: «كيف أساندك؟» قبل أن يبدي رأيًا.',
      ],
      ['Respect that the decision belongs to the one who faces it.', 'واحترما أن القرار لمن يواجهه.'],
    ],
    ten: ['Ask {other}: "How can I support you this week?"', '[اسأل|اسألي] {other}: «كيف أساندك هذا الأسبوع؟»'],
  }),
  exercise('communication', ADULTS, 3, {
    title: ['Thanks never said', 'شكر لم يُقل'],
    purpose: ['Saying the thanks you have carried for years brings you closer.', 'قول الشكر الذي حملته سنين يقرّبكما.'],
    steps: [
      ['Write one thing you have never thanked {other} for.', '[اكتب|اكتبي] أمرًا لم [تشكر|تشكري] {other} عليه قط.'],
      ['Say it, in person or in a message.', '[قله|قوليه] وجهًا لوجه أو في رسالة.'],
      ['Receive whatever comes back with warmth.', '[تلقَّ|تلقّي] ما يأتي بعده بدفء.'],
    ],
    ten: ['Thank {other} today for one thing from the past.', '[اشكر|اشكري] {other} اليوم على أمر من الماضي.'],
  }),
  exercise('finances', ADULTS, 1, {
    title: ['Plans for the year', 'خطط السنة'],
    purpose: [
      'Knowing each other’s plans lets help come where it is wanted.',
      'معرفة خطط كل منكما تجعل العون يأتي حيث يُراد.',
    ],
    steps: [
      [
        'Sit with {other}; each shares a plan for the year: work, study, marriage, health.',
        `${SIT}، وليحكِ كل منكما عن خطته للسنة: العمل، أو الدراسة، أو الزواج، أو الصحة.`,
      ],
      ['Each asks for one kind of support.', 'وليطلب كل منكما نوعًا واحدًا من العون.'],
      ['Agree what each can give.', 'واتفقا على ما يستطيع كل منكما تقديمه.'],
    ],
    ten: [
      'Ask {other} about one plan for this year, and how you could help.',
      '[اسأل|اسألي] {other} عن خطة ل<ه|ها> هذه السنة، وكيف [تستطيع|تستطيعين] العون.',
    ],
  }),
  exercise('finances', ADULTS, 2, {
    title: ['Caring for each other as needs change', 'الرعاية المتبادلة مع تغيّر الحاجات'],
    purpose: [
      'As parents age and children grow, who helps whom changes; talking about it keeps it fair.',
      'مع كِبَر الوالدين ونموّ الأبناء يتغير من يعين من، والحديث عن ذلك يبقيه عادلًا.',
    ],
    steps: [
      [
        'Talk with {other} about how you help each other today: errands, health, money.',
        '[تحدّث|تحدّثي] أنت و{other} عن صور العون بينكما اليوم: قضاء الحوائج، والصحة، والمال.',
      ],
      [
        'Each says what feels fair and what feels heavy, without blame.',
        'وليقل كل منكما ما يراه عادلًا وما يثقل عليه، دون لوم.',
      ],
      ['Agree one change for the coming month.', 'واتفقا على تغيير واحد للشهر القادم.'],
    ],
    ten: [
      'Ask {other}: "Is there something I could help with this week?"',
      '[اسأل|اسألي] {other}: «هل من أمر أعينك فيه هذا الأسبوع؟»',
    ],
  }),
  exercise('finances', ADULTS, 3, {
    title: ['Whose decision is it?', 'لمن القرار؟'],
    purpose: [
      'Agreeing where advice is welcome protects respect on both sides.',
      'الاتفاق على مواضع المشورة المرحّب بها يحفظ الاحترام من الجانبين.',
    ],
    steps: [
      [
        'Talk with {other} about which decisions the son or daughter makes alone now.',
        '[تحدّث|تحدّثي] أنت و{other} عن القرارات التي يتخذها الابن أو البنت وحده اليوم.',
      ],
      ['Agree where advice is welcome, and how to ask for it.', 'واتفقا على مواضع المشورة المرحّب بها، وكيف تُطلب.'],
      [
        'Each says one thing they respect in how the other decides.',
        'وليذكر كل منكما أمرًا يحترمه في طريقة الآخر في القرار.',
      ],
    ],
    ten: [
      'Before giving {other} advice this week, ask: "Would you like my view?"',
      'قبل أن [تنصح|تنصحي] {other} هذا الأسبوع، [اسأل|اسألي]: «<أتحب أن تسمع|أتحبين أن تسمعي> رأيي؟»',
    ],
  }),
  exercise('intimacy', ADULTS, 1, {
    title: ['Ask before advising', 'اسأل قبل أن تنصح'],
    purpose: ['Asking first shows trust in the other’s judgement.', 'السؤال أولًا يُظهر الثقة برأي الآخر.'],
    steps: [
      [
        'Agree with {other} that for a week, each asks "Do you want my opinion?" before giving it.',
        '[اتفق|اتفقي] أنت و{other} على أن يسأل كل منكما لمدة أسبوع: «أتريد رأيي؟» قبل أن يبديه.',
      ],
      ['Respect a "no" without hurt.', 'واحترما «لا» دون أن تتأذيا.'],
      ['At the end of the week, talk about what changed.', 'في آخر الأسبوع، تحدّثا عمّا تغيّر.'],
    ],
    ten: ['Today, ask {other} before giving your opinion.', '[اسأل|اسألي] {other} اليوم قبل أن [تبدي|تبدي] رأيك.'],
  }),
  exercise('intimacy', ADULTS, 2, {
    title: ['A memory together', 'ذكرى مشتركة'],
    purpose: ['Good memories shared again renew affection.', 'الذكريات الطيبة حين تُستعاد تجدّد المودّة.'],
    steps: [
      [
        'Sit with {other} and each recall a happy memory of the two of you.',
        `${SIT}، وليستعد كل منكما ذكرى سعيدة جمعتكما.`,
      ],
      ['Tell it in detail: where, when, what was said.', 'احكياها بالتفصيل: أين، ومتى، وماذا قيل.'],
      [
        'Plan a small moment this month that could become a new memory.',
        'وخطّطا للحظة صغيرة هذا الشهر تصير ذكرى جديدة.',
      ],
    ],
    ten: ['Send {other} a happy memory of the two of you.', '[أرسل|أرسلي] ل{other} ذكرى سعيدة جمعتكما.'],
  }),
  exercise('intimacy', ADULTS, 3, {
    title: ['Thanks, and mending if you are ready', 'شكر، وإصلاح إن كنتما مستعدَّين'],
    purpose: [
      'Gratitude opens the way; old hurts mend best gently, when both are ready.',
      'الشكر يفتح الطريق، والجراح القديمة تلتئم برفق حين يكون الطرفان مستعدَّين.',
    ],
    steps: [
      [
        'Sit with {other}; each says one thing from the past they are thankful for.',
        `${SIT}، وليذكر كل منكما أمرًا من الماضي يشكر الآخر عليه.`,
      ],
      [
        'If there is an old hurt and you are both ready, each may say one sentence of apology for their own part.',
        'وإن كان هناك جرح قديم وكنتما مستعدَّين، فليقل كل منكما جملة اعتذار واحدة عن نصيبه هو.',
      ],
      ['Stop whenever either of you wishes; you can come back to it.', 'وتوقّفا متى شاء أحدكما، ويمكنكما العودة إليه.'],
    ],
    ten: ['Thank {other} for one thing from the past.', '[اشكر|اشكري] {other} على أمر من الماضي.'],
  }),
  exercise('family', ADULTS, 1, {
    title: ['A family gathering', 'لقاء عائلي'],
    purpose: ['Gatherings keep a grown family together.', 'اللقاءات تبقي الأسرة الكبيرة مجتمعة.'],
    steps: [
      ['Plan a family gathering with {other}.', '[خطّط|خطّطي] أنت و{other} للقاء عائلي.'],
      ['Share the parts: the invitations, the food, the place.', 'تقاسما الأدوار: الدعوة، والطعام، والمكان.'],
      ['At the gathering, give time to the elders and the youngest.', 'وفي اللقاء، امنحا وقتًا للكبار والصغار.'],
    ],
    ten: [
      'Agree with {other} on a date for the next family gathering.',
      '[اتفق|اتفقي] أنت و{other} على موعد اللقاء العائلي القادم.',
    ],
  }),
  exercise('family', ADULTS, 2, {
    title: ['Traditions to keep', 'عادات نحفظها'],
    purpose: ['Traditions tie the family’s past to its future.', 'العادات تصل ماضي الأسرة بمستقبلها.'],
    steps: [
      [
        'Choose with {other} a family tradition to keep or bring back: Eid visits, a Friday lunch, a yearly trip.',
        '[اختر|اختاري] أنت و{other} عادة عائلية تحفظانها أو تعيدانها: زيارات العيد، أو غداء الجمعة، أو رحلة سنوية.',
      ],
      ['Agree how each of you takes part.', 'واتفقا على نصيب كل منكما فيها.'],
      ['Set its next date.', 'وحدّدا موعدها القادم.'],
    ],
    ten: [
      'Ask {other} which family tradition they miss most.',
      '[اسأل|اسألي] {other} عن أكثر عادة عائلية <يفتقدها|تفتقدها>.',
    ],
  }),
  exercise('family', ADULTS, 3, {
    title: ['Closeness and space', 'القرب والمساحة'],
    purpose: [
      'Agreeing how often to meet respects both closeness and each one’s life.',
      'الاتفاق على مقدار اللقاء يحترم القرب وحياة كل طرف معًا.',
    ],
    steps: [
      [
        'Talk with {other} about how often you visit and call, and how that feels to each of you.',
        '[تحدّث|تحدّثي] أنت و{other} عن عدد الزيارات والاتصالات، وكيف يراها كل منكما.',
      ],
      ['Each says how much closeness and how much space they need.', 'وليذكر كل منكما ما يحتاجه من قرب ومن مساحة.'],
      ['Agree on a rhythm that honours both.', 'واتفقا على إيقاع يكرم الحاجتين.'],
    ],
    ten: [
      'Ask {other}: "Would you like us to see each other more, or is this right?"',
      '[اسأل|اسألي] {other}: «<أتحب|أتحبين> أن نلتقي أكثر، أم هذا يناسبك؟»',
    ],
  }),
];
