import type { FamilyQuestion } from '../../assessment/family-types.ts';

/**
 * Parent-child questions for ages 13-15: young teenagers growing into autonomy, friends, school, phones and
 * privacy, and earning trust. The parent answers about their son or daughter, the teen about their father or
 * mother; both describe the same behaviour so the answers can be compared.
 */
const questions: FamilyQuestion[] = [
  // 1. Values & Faith: faith and prayer as the teen grows, honesty, respect, choosing right, traditions.
  {
    // Faith and prayer as the teen grows: made dear by example and kind words, not pressure.
    key: 'q_1_1',
    category: 1,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope to help my son love faith and prayer by being an example to him and with kind words, not pressure.',
          father_daughter:
            'I hope to help my daughter love faith and prayer by being an example to her and with kind words, not pressure.',
          mother_son:
            'I hope to help my son love faith and prayer by being an example to him and with kind words, not pressure.',
          mother_daughter:
            'I hope to help my daughter love faith and prayer by being an example to her and with kind words, not pressure.',
        },
        ar: {
          father_son: 'آمل أن أحبّب إلى ابني الإيمان والصلاة بأن أكون قدوة له وبالكلمة الطيبة، لا بالضغط عليه.',
          father_daughter: 'آمل أن أحبّب إلى ابنتي الإيمان والصلاة بأن أكون قدوة لها وبالكلمة الطيبة، لا بالضغط عليها.',
          mother_son: 'آمل أن أحبّب إلى ابني الإيمان والصلاة بأن أكون قدوة له وبالكلمة الطيبة، لا بالضغط عليه.',
          mother_daughter: 'آمل أن أحبّب إلى ابنتي الإيمان والصلاة بأن أكون قدوة لها وبالكلمة الطيبة، لا بالضغط عليها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I help my son love faith and prayer by being an example to him and with kind words, not pressure.',
          father_daughter:
            'I help my daughter love faith and prayer by being an example to her and with kind words, not pressure.',
          mother_son:
            'I help my son love faith and prayer by being an example to him and with kind words, not pressure.',
          mother_daughter:
            'I help my daughter love faith and prayer by being an example to her and with kind words, not pressure.',
        },
        ar: {
          father_son: 'أحبّب إلى ابني الإيمان والصلاة بأن أكون قدوة له وبالكلمة الطيبة، لا بالضغط عليه.',
          father_daughter: 'أحبّب إلى ابنتي الإيمان والصلاة بأن أكون قدوة لها وبالكلمة الطيبة، لا بالضغط عليها.',
          mother_son: 'أحبّب إلى ابني الإيمان والصلاة بأن أكون قدوة له وبالكلمة الطيبة، لا بالضغط عليه.',
          mother_daughter: 'أحبّب إلى ابنتي الإيمان والصلاة بأن أكون قدوة لها وبالكلمة الطيبة، لا بالضغط عليها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father helps me love faith and prayer by being an example to me and with kind words, not pressure.',
          father_daughter:
            'I hope my father helps me love faith and prayer by being an example to me and with kind words, not pressure.',
          mother_son:
            'I hope my mother helps me love faith and prayer by being an example to me and with kind words, not pressure.',
          mother_daughter:
            'I hope my mother helps me love faith and prayer by being an example to me and with kind words, not pressure.',
        },
        ar: {
          father_son: 'آمل أن يحبّب إليّ أبي الإيمان والصلاة بأن يكون قدوة لي وبالكلمة الطيبة، لا بالضغط عليّ.',
          father_daughter: 'آمل أن يحبّب إليّ أبي الإيمان والصلاة بأن يكون قدوة لي وبالكلمة الطيبة، لا بالضغط عليّ.',
          mother_son: 'آمل أن تحبّب إليّ أمي الإيمان والصلاة بأن تكون قدوة لي وبالكلمة الطيبة، لا بالضغط عليّ.',
          mother_daughter: 'آمل أن تحبّب إليّ أمي الإيمان والصلاة بأن تكون قدوة لي وبالكلمة الطيبة، لا بالضغط عليّ.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father helps me love faith and prayer by being an example to me and with kind words, not pressure.',
          father_daughter:
            'My father helps me love faith and prayer by being an example to me and with kind words, not pressure.',
          mother_son:
            'My mother helps me love faith and prayer by being an example to me and with kind words, not pressure.',
          mother_daughter:
            'My mother helps me love faith and prayer by being an example to me and with kind words, not pressure.',
        },
        ar: {
          father_son: 'يحبّب إليّ أبي الإيمان والصلاة بأن يكون قدوة لي وبالكلمة الطيبة، لا بالضغط عليّ.',
          father_daughter: 'يحبّب إليّ أبي الإيمان والصلاة بأن يكون قدوة لي وبالكلمة الطيبة، لا بالضغط عليّ.',
          mother_son: 'تحبّب إليّ أمي الإيمان والصلاة بأن تكون قدوة لي وبالكلمة الطيبة، لا بالضغط عليّ.',
          mother_daughter: 'تحبّب إليّ أمي الإيمان والصلاة بأن تكون قدوة لي وبالكلمة الطيبة، لا بالضغط عليّ.',
        },
      },
    },
  },
  {
    key: 'q_1_2',
    category: 1,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son tells me the truth even when he has made a mistake.',
          father_daughter: 'I hope my daughter tells me the truth even when she has made a mistake.',
          mother_son: 'I hope my son tells me the truth even when he has made a mistake.',
          mother_daughter: 'I hope my daughter tells me the truth even when she has made a mistake.',
        },
        ar: {
          father_son: 'آمل أن يصارحني ابني بالحقيقة حتى حين يخطئ.',
          father_daughter: 'آمل أن تصارحني ابنتي بالحقيقة حتى حين تخطئ.',
          mother_son: 'آمل أن يصارحني ابني بالحقيقة حتى حين يخطئ.',
          mother_daughter: 'آمل أن تصارحني ابنتي بالحقيقة حتى حين تخطئ.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son tells me the truth even when he has made a mistake.',
          father_daughter: 'My daughter tells me the truth even when she has made a mistake.',
          mother_son: 'My son tells me the truth even when he has made a mistake.',
          mother_daughter: 'My daughter tells me the truth even when she has made a mistake.',
        },
        ar: {
          father_son: 'يصارحني ابني بالحقيقة حتى حين يخطئ.',
          father_daughter: 'تصارحني ابنتي بالحقيقة حتى حين تخطئ.',
          mother_son: 'يصارحني ابني بالحقيقة حتى حين يخطئ.',
          mother_daughter: 'تصارحني ابنتي بالحقيقة حتى حين تخطئ.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope I can tell my father the truth even when I have made a mistake.',
          father_daughter: 'I hope I can tell my father the truth even when I have made a mistake.',
          mother_son: 'I hope I can tell my mother the truth even when I have made a mistake.',
          mother_daughter: 'I hope I can tell my mother the truth even when I have made a mistake.',
        },
        ar: {
          father_son: 'آمل أن أصارح أبي بالحقيقة حتى حين أخطئ.',
          father_daughter: 'آمل أن أصارح أبي بالحقيقة حتى حين أخطئ.',
          mother_son: 'آمل أن أصارح أمي بالحقيقة حتى حين أخطئ.',
          mother_daughter: 'آمل أن أصارح أمي بالحقيقة حتى حين أخطئ.',
        },
      },
      phase2: {
        en: {
          father_son: 'I tell my father the truth even when I have made a mistake.',
          father_daughter: 'I tell my father the truth even when I have made a mistake.',
          mother_son: 'I tell my mother the truth even when I have made a mistake.',
          mother_daughter: 'I tell my mother the truth even when I have made a mistake.',
        },
        ar: {
          father_son: 'أصارح أبي بالحقيقة حتى حين أخطئ.',
          father_daughter: 'أصارح أبي بالحقيقة حتى حين أخطئ.',
          mother_son: 'أصارح أمي بالحقيقة حتى حين أخطئ.',
          mother_daughter: 'أصارح أمي بالحقيقة حتى حين أخطئ.',
        },
      },
    },
  },
  {
    // Respect: speaking respectfully both ways, even when upset.
    key: 'q_1_3',
    category: 1,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son and I speak to each other with respect, even when one of us is upset.',
          father_daughter: 'I hope my daughter and I speak to each other with respect, even when one of us is upset.',
          mother_son: 'I hope my son and I speak to each other with respect, even when one of us is upset.',
          mother_daughter: 'I hope my daughter and I speak to each other with respect, even when one of us is upset.',
        },
        ar: {
          father_son: 'آمل أن يسود الاحترام حديثي مع ابني، حتى حين يكون أحدنا منزعجًا.',
          father_daughter: 'آمل أن يسود الاحترام حديثي مع ابنتي، حتى حين يكون أحدنا منزعجًا.',
          mother_son: 'آمل أن يسود الاحترام حديثي مع ابني، حتى حين يكون أحدنا منزعجًا.',
          mother_daughter: 'آمل أن يسود الاحترام حديثي مع ابنتي، حتى حين تكون إحدانا منزعجة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I speak to each other with respect, even when one of us is upset.',
          father_daughter: 'My daughter and I speak to each other with respect, even when one of us is upset.',
          mother_son: 'My son and I speak to each other with respect, even when one of us is upset.',
          mother_daughter: 'My daughter and I speak to each other with respect, even when one of us is upset.',
        },
        ar: {
          father_son: 'نتحدث أنا وابني باحترام متبادل، حتى حين يكون أحدنا منزعجًا.',
          father_daughter: 'نتحدث أنا وابنتي باحترام متبادل، حتى حين يكون أحدنا منزعجًا.',
          mother_son: 'نتحدث أنا وابني باحترام متبادل، حتى حين يكون أحدنا منزعجًا.',
          mother_daughter: 'نتحدث أنا وابنتي باحترام متبادل، حتى حين تكون إحدانا منزعجة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I speak to each other with respect, even when one of us is upset.',
          father_daughter: 'I hope my father and I speak to each other with respect, even when one of us is upset.',
          mother_son: 'I hope my mother and I speak to each other with respect, even when one of us is upset.',
          mother_daughter: 'I hope my mother and I speak to each other with respect, even when one of us is upset.',
        },
        ar: {
          father_son: 'آمل أن يسود الاحترام حديثي مع أبي، حتى حين يكون أحدنا منزعجًا.',
          father_daughter: 'آمل أن يسود الاحترام حديثي مع أبي، حتى حين يكون أحدنا منزعجًا.',
          mother_son: 'آمل أن يسود الاحترام حديثي مع أمي، حتى حين يكون أحدنا منزعجًا.',
          mother_daughter: 'آمل أن يسود الاحترام حديثي مع أمي، حتى حين تكون إحدانا منزعجة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I speak to each other with respect, even when one of us is upset.',
          father_daughter: 'My father and I speak to each other with respect, even when one of us is upset.',
          mother_son: 'My mother and I speak to each other with respect, even when one of us is upset.',
          mother_daughter: 'My mother and I speak to each other with respect, even when one of us is upset.',
        },
        ar: {
          father_son: 'نتحدث أنا وأبي باحترام متبادل، حتى حين يكون أحدنا منزعجًا.',
          father_daughter: 'نتحدث أنا وأبي باحترام متبادل، حتى حين يكون أحدنا منزعجًا.',
          mother_son: 'نتحدث أنا وأمي باحترام متبادل، حتى حين يكون أحدنا منزعجًا.',
          mother_daughter: 'نتحدث أنا وأمي باحترام متبادل، حتى حين تكون إحدانا منزعجة.',
        },
      },
    },
  },
  {
    // Choosing right when friends do otherwise, with the parent's backing.
    key: 'q_1_4',
    category: 1,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope my son knows I will stand by him when he chooses what is right, even if his friends do otherwise.',
          father_daughter:
            'I hope my daughter knows I will stand by her when she chooses what is right, even if her friends do otherwise.',
          mother_son:
            'I hope my son knows I will stand by him when he chooses what is right, even if his friends do otherwise.',
          mother_daughter:
            'I hope my daughter knows I will stand by her when she chooses what is right, even if her friends do otherwise.',
        },
        ar: {
          father_son: 'آمل أن يعلم ابني أني سأقف إلى جانبه حين يختار الصواب، حتى لو اختار أصدقاؤه غير ذلك.',
          father_daughter: 'آمل أن تعلم ابنتي أني سأقف إلى جانبها حين تختار الصواب، حتى لو اختارت صديقاتها غير ذلك.',
          mother_son: 'آمل أن يعلم ابني أني سأقف إلى جانبه حين يختار الصواب، حتى لو اختار أصدقاؤه غير ذلك.',
          mother_daughter: 'آمل أن تعلم ابنتي أني سأقف إلى جانبها حين تختار الصواب، حتى لو اختارت صديقاتها غير ذلك.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son knows I stand by him when he chooses what is right, even if his friends do otherwise.',
          father_daughter:
            'My daughter knows I stand by her when she chooses what is right, even if her friends do otherwise.',
          mother_son: 'My son knows I stand by him when he chooses what is right, even if his friends do otherwise.',
          mother_daughter:
            'My daughter knows I stand by her when she chooses what is right, even if her friends do otherwise.',
        },
        ar: {
          father_son: 'يعلم ابني أني أقف إلى جانبه حين يختار الصواب، حتى لو اختار أصدقاؤه غير ذلك.',
          father_daughter: 'تعلم ابنتي أني أقف إلى جانبها حين تختار الصواب، حتى لو اختارت صديقاتها غير ذلك.',
          mother_son: 'يعلم ابني أني أقف إلى جانبه حين يختار الصواب، حتى لو اختار أصدقاؤه غير ذلك.',
          mother_daughter: 'تعلم ابنتي أني أقف إلى جانبها حين تختار الصواب، حتى لو اختارت صديقاتها غير ذلك.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father stands by me when I choose what is right, even if my friends do otherwise.',
          father_daughter:
            'I hope my father stands by me when I choose what is right, even if my friends do otherwise.',
          mother_son: 'I hope my mother stands by me when I choose what is right, even if my friends do otherwise.',
          mother_daughter:
            'I hope my mother stands by me when I choose what is right, even if my friends do otherwise.',
        },
        ar: {
          father_son: 'آمل أن يقف أبي إلى جانبي حين أختار الصواب، حتى لو اختار أصدقائي غير ذلك.',
          father_daughter: 'آمل أن يقف أبي إلى جانبي حين أختار الصواب، حتى لو اختارت صديقاتي غير ذلك.',
          mother_son: 'آمل أن تقف أمي إلى جانبي حين أختار الصواب، حتى لو اختار أصدقائي غير ذلك.',
          mother_daughter: 'آمل أن تقف أمي إلى جانبي حين أختار الصواب، حتى لو اختارت صديقاتي غير ذلك.',
        },
      },
      phase2: {
        en: {
          father_son: 'I know my father stands by me when I choose what is right, even if my friends do otherwise.',
          father_daughter:
            'I know my father stands by me when I choose what is right, even if my friends do otherwise.',
          mother_son: 'I know my mother stands by me when I choose what is right, even if my friends do otherwise.',
          mother_daughter:
            'I know my mother stands by me when I choose what is right, even if my friends do otherwise.',
        },
        ar: {
          father_son: 'أعلم أن أبي يقف إلى جانبي حين أختار الصواب، حتى لو اختار أصدقائي غير ذلك.',
          father_daughter: 'أعلم أن أبي يقف إلى جانبي حين أختار الصواب، حتى لو اختارت صديقاتي غير ذلك.',
          mother_son: 'أعلم أن أمي تقف إلى جانبي حين أختار الصواب، حتى لو اختار أصدقائي غير ذلك.',
          mother_daughter: 'أعلم أن أمي تقف إلى جانبي حين أختار الصواب، حتى لو اختارت صديقاتي غير ذلك.',
        },
      },
    },
  },
  {
    // Traditions: their meaning explained, questions welcome.
    key: 'q_1_5',
    category: 1,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope to explain the meaning behind our family traditions to my son and to welcome his questions about them.',
          father_daughter:
            'I hope to explain the meaning behind our family traditions to my daughter and to welcome her questions about them.',
          mother_son:
            'I hope to explain the meaning behind our family traditions to my son and to welcome his questions about them.',
          mother_daughter:
            'I hope to explain the meaning behind our family traditions to my daughter and to welcome her questions about them.',
        },
        ar: {
          father_son: 'آمل أن أشرح لابني معاني عاداتنا وتقاليدنا العائلية، وأن أرحّب بأسئلته عنها.',
          father_daughter: 'آمل أن أشرح لابنتي معاني عاداتنا وتقاليدنا العائلية، وأن أرحّب بأسئلتها عنها.',
          mother_son: 'آمل أن أشرح لابني معاني عاداتنا وتقاليدنا العائلية، وأن أرحّب بأسئلته عنها.',
          mother_daughter: 'آمل أن أشرح لابنتي معاني عاداتنا وتقاليدنا العائلية، وأن أرحّب بأسئلتها عنها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I explain the meaning behind our family traditions to my son and welcome his questions about them.',
          father_daughter:
            'I explain the meaning behind our family traditions to my daughter and welcome her questions about them.',
          mother_son:
            'I explain the meaning behind our family traditions to my son and welcome his questions about them.',
          mother_daughter:
            'I explain the meaning behind our family traditions to my daughter and welcome her questions about them.',
        },
        ar: {
          father_son: 'أشرح لابني معاني عاداتنا وتقاليدنا العائلية، وأرحّب بأسئلته عنها.',
          father_daughter: 'أشرح لابنتي معاني عاداتنا وتقاليدنا العائلية، وأرحّب بأسئلتها عنها.',
          mother_son: 'أشرح لابني معاني عاداتنا وتقاليدنا العائلية، وأرحّب بأسئلته عنها.',
          mother_daughter: 'أشرح لابنتي معاني عاداتنا وتقاليدنا العائلية، وأرحّب بأسئلتها عنها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father explains the meaning behind our family traditions to me and welcomes my questions about them.',
          father_daughter:
            'I hope my father explains the meaning behind our family traditions to me and welcomes my questions about them.',
          mother_son:
            'I hope my mother explains the meaning behind our family traditions to me and welcomes my questions about them.',
          mother_daughter:
            'I hope my mother explains the meaning behind our family traditions to me and welcomes my questions about them.',
        },
        ar: {
          father_son: 'آمل أن يشرح لي أبي معاني عاداتنا وتقاليدنا العائلية، وأن يرحّب بأسئلتي عنها.',
          father_daughter: 'آمل أن يشرح لي أبي معاني عاداتنا وتقاليدنا العائلية، وأن يرحّب بأسئلتي عنها.',
          mother_son: 'آمل أن تشرح لي أمي معاني عاداتنا وتقاليدنا العائلية، وأن ترحّب بأسئلتي عنها.',
          mother_daughter: 'آمل أن تشرح لي أمي معاني عاداتنا وتقاليدنا العائلية، وأن ترحّب بأسئلتي عنها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father explains the meaning behind our family traditions to me and welcomes my questions about them.',
          father_daughter:
            'My father explains the meaning behind our family traditions to me and welcomes my questions about them.',
          mother_son:
            'My mother explains the meaning behind our family traditions to me and welcomes my questions about them.',
          mother_daughter:
            'My mother explains the meaning behind our family traditions to me and welcomes my questions about them.',
        },
        ar: {
          father_son: 'يشرح لي أبي معاني عاداتنا وتقاليدنا العائلية، ويرحّب بأسئلتي عنها.',
          father_daughter: 'يشرح لي أبي معاني عاداتنا وتقاليدنا العائلية، ويرحّب بأسئلتي عنها.',
          mother_son: 'تشرح لي أمي معاني عاداتنا وتقاليدنا العائلية، وترحّب بأسئلتي عنها.',
          mother_daughter: 'تشرح لي أمي معاني عاداتنا وتقاليدنا العائلية، وترحّب بأسئلتي عنها.',
        },
      },
    },
  },

  // 2. Communication: being heard, friends and school, disagreeing respectfully, online life, phones.
  {
    key: 'q_2_1',
    category: 2,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to listen to my son fully before giving my opinion.',
          father_daughter: 'I hope to listen to my daughter fully before giving my opinion.',
          mother_son: 'I hope to listen to my son fully before giving my opinion.',
          mother_daughter: 'I hope to listen to my daughter fully before giving my opinion.',
        },
        ar: {
          father_son: 'آمل أن أستمع إلى ابني حتى ينهي كلامه قبل أن أبدي رأيي.',
          father_daughter: 'آمل أن أستمع إلى ابنتي حتى تنهي كلامها قبل أن أبدي رأيي.',
          mother_son: 'آمل أن أستمع إلى ابني حتى ينهي كلامه قبل أن أبدي رأيي.',
          mother_daughter: 'آمل أن أستمع إلى ابنتي حتى تنهي كلامها قبل أن أبدي رأيي.',
        },
      },
      phase2: {
        en: {
          father_son: 'I listen to my son fully before giving my opinion.',
          father_daughter: 'I listen to my daughter fully before giving my opinion.',
          mother_son: 'I listen to my son fully before giving my opinion.',
          mother_daughter: 'I listen to my daughter fully before giving my opinion.',
        },
        ar: {
          father_son: 'أستمع إلى ابني حتى ينهي كلامه قبل أن أبدي رأيي.',
          father_daughter: 'أستمع إلى ابنتي حتى تنهي كلامها قبل أن أبدي رأيي.',
          mother_son: 'أستمع إلى ابني حتى ينهي كلامه قبل أن أبدي رأيي.',
          mother_daughter: 'أستمع إلى ابنتي حتى تنهي كلامها قبل أن أبدي رأيي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father listens to me fully before giving his opinion.',
          father_daughter: 'I hope my father listens to me fully before giving his opinion.',
          mother_son: 'I hope my mother listens to me fully before giving her opinion.',
          mother_daughter: 'I hope my mother listens to me fully before giving her opinion.',
        },
        ar: {
          father_son: 'آمل أن يستمع إليّ أبي حتى أنهي كلامي قبل أن يبدي رأيه.',
          father_daughter: 'آمل أن يستمع إليّ أبي حتى أنهي كلامي قبل أن يبدي رأيه.',
          mother_son: 'آمل أن تستمع إليّ أمي حتى أنهي كلامي قبل أن تبدي رأيها.',
          mother_daughter: 'آمل أن تستمع إليّ أمي حتى أنهي كلامي قبل أن تبدي رأيها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father listens to me fully before giving his opinion.',
          father_daughter: 'My father listens to me fully before giving his opinion.',
          mother_son: 'My mother listens to me fully before giving her opinion.',
          mother_daughter: 'My mother listens to me fully before giving her opinion.',
        },
        ar: {
          father_son: 'يستمع إليّ أبي حتى أنهي كلامي قبل أن يبدي رأيه.',
          father_daughter: 'يستمع إليّ أبي حتى أنهي كلامي قبل أن يبدي رأيه.',
          mother_son: 'تستمع إليّ أمي حتى أنهي كلامي قبل أن تبدي رأيها.',
          mother_daughter: 'تستمع إليّ أمي حتى أنهي كلامي قبل أن تبدي رأيها.',
        },
      },
    },
  },
  {
    // Friends and school: interest, not interrogation.
    key: 'q_2_2',
    category: 2,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope to show real interest when my son talks about his friends and school, without it feeling like an interrogation.',
          father_daughter:
            'I hope to show real interest when my daughter talks about her friends and school, without it feeling like an interrogation.',
          mother_son:
            'I hope to show real interest when my son talks about his friends and school, without it feeling like an interrogation.',
          mother_daughter:
            'I hope to show real interest when my daughter talks about her friends and school, without it feeling like an interrogation.',
        },
        ar: {
          father_son: 'آمل أن أُبدي اهتمامًا صادقًا حين يحدّثني ابني عن أصدقائه ومدرسته، دون أن يتحول الحديث إلى استجواب.',
          father_daughter:
            'آمل أن أُبدي اهتمامًا صادقًا حين تحدّثني ابنتي عن صديقاتها ومدرستها، دون أن يتحول الحديث إلى استجواب.',
          mother_son: 'آمل أن أُبدي اهتمامًا صادقًا حين يحدّثني ابني عن أصدقائه ومدرسته، دون أن يتحول الحديث إلى استجواب.',
          mother_daughter:
            'آمل أن أُبدي اهتمامًا صادقًا حين تحدّثني ابنتي عن صديقاتها ومدرستها، دون أن يتحول الحديث إلى استجواب.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I show real interest when my son talks about his friends and school, without it feeling like an interrogation.',
          father_daughter:
            'I show real interest when my daughter talks about her friends and school, without it feeling like an interrogation.',
          mother_son:
            'I show real interest when my son talks about his friends and school, without it feeling like an interrogation.',
          mother_daughter:
            'I show real interest when my daughter talks about her friends and school, without it feeling like an interrogation.',
        },
        ar: {
          father_son: 'أُبدي اهتمامًا صادقًا حين يحدّثني ابني عن أصدقائه ومدرسته، دون أن يتحول الحديث إلى استجواب.',
          father_daughter: 'أُبدي اهتمامًا صادقًا حين تحدّثني ابنتي عن صديقاتها ومدرستها، دون أن يتحول الحديث إلى استجواب.',
          mother_son: 'أُبدي اهتمامًا صادقًا حين يحدّثني ابني عن أصدقائه ومدرسته، دون أن يتحول الحديث إلى استجواب.',
          mother_daughter: 'أُبدي اهتمامًا صادقًا حين تحدّثني ابنتي عن صديقاتها ومدرستها، دون أن يتحول الحديث إلى استجواب.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father shows real interest when I talk about my friends and school, without it feeling like an interrogation.',
          father_daughter:
            'I hope my father shows real interest when I talk about my friends and school, without it feeling like an interrogation.',
          mother_son:
            'I hope my mother shows real interest when I talk about my friends and school, without it feeling like an interrogation.',
          mother_daughter:
            'I hope my mother shows real interest when I talk about my friends and school, without it feeling like an interrogation.',
        },
        ar: {
          father_son: 'آمل أن يُبدي أبي اهتمامًا صادقًا حين أحدّثه عن أصدقائي ومدرستي، دون أن يتحول الحديث إلى استجواب.',
          father_daughter:
            'آمل أن يُبدي أبي اهتمامًا صادقًا حين أحدّثه عن صديقاتي ومدرستي، دون أن يتحول الحديث إلى استجواب.',
          mother_son: 'آمل أن تُبدي أمي اهتمامًا صادقًا حين أحدّثها عن أصدقائي ومدرستي، دون أن يتحول الحديث إلى استجواب.',
          mother_daughter:
            'آمل أن تُبدي أمي اهتمامًا صادقًا حين أحدّثها عن صديقاتي ومدرستي، دون أن يتحول الحديث إلى استجواب.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father shows real interest when I talk about my friends and school, without it feeling like an interrogation.',
          father_daughter:
            'My father shows real interest when I talk about my friends and school, without it feeling like an interrogation.',
          mother_son:
            'My mother shows real interest when I talk about my friends and school, without it feeling like an interrogation.',
          mother_daughter:
            'My mother shows real interest when I talk about my friends and school, without it feeling like an interrogation.',
        },
        ar: {
          father_son: 'يُبدي أبي اهتمامًا صادقًا حين أحدّثه عن أصدقائي ومدرستي، دون أن يتحول الحديث إلى استجواب.',
          father_daughter: 'يُبدي أبي اهتمامًا صادقًا حين أحدّثه عن صديقاتي ومدرستي، دون أن يتحول الحديث إلى استجواب.',
          mother_son: 'تُبدي أمي اهتمامًا صادقًا حين أحدّثها عن أصدقائي ومدرستي، دون أن يتحول الحديث إلى استجواب.',
          mother_daughter: 'تُبدي أمي اهتمامًا صادقًا حين أحدّثها عن صديقاتي ومدرستي، دون أن يتحول الحديث إلى استجواب.',
        },
      },
    },
  },
  {
    // Disagreeing respectfully.
    key: 'q_2_3',
    category: 2,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son feels free to disagree with me politely, without my taking it as disrespect.',
          father_daughter:
            'I hope my daughter feels free to disagree with me politely, without my taking it as disrespect.',
          mother_son: 'I hope my son feels free to disagree with me politely, without my taking it as disrespect.',
          mother_daughter:
            'I hope my daughter feels free to disagree with me politely, without my taking it as disrespect.',
        },
        ar: {
          father_son: 'آمل أن يشعر ابني بأن له أن يخالفني الرأي بأدب، دون أن أعدّ ذلك قلة احترام.',
          father_daughter: 'آمل أن تشعر ابنتي بأن لها أن تخالفني الرأي بأدب، دون أن أعدّ ذلك قلة احترام.',
          mother_son: 'آمل أن يشعر ابني بأن له أن يخالفني الرأي بأدب، دون أن أعدّ ذلك قلة احترام.',
          mother_daughter: 'آمل أن تشعر ابنتي بأن لها أن تخالفني الرأي بأدب، دون أن أعدّ ذلك قلة احترام.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son can disagree with me politely, and I do not take it as disrespect.',
          father_daughter: 'My daughter can disagree with me politely, and I do not take it as disrespect.',
          mother_son: 'My son can disagree with me politely, and I do not take it as disrespect.',
          mother_daughter: 'My daughter can disagree with me politely, and I do not take it as disrespect.',
        },
        ar: {
          father_son: 'يستطيع ابني أن يخالفني الرأي بأدب، ولا أعدّ ذلك قلة احترام.',
          father_daughter: 'تستطيع ابنتي أن تخالفني الرأي بأدب، ولا أعدّ ذلك قلة احترام.',
          mother_son: 'يستطيع ابني أن يخالفني الرأي بأدب، ولا أعدّ ذلك قلة احترام.',
          mother_daughter: 'تستطيع ابنتي أن تخالفني الرأي بأدب، ولا أعدّ ذلك قلة احترام.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope I can disagree with my father politely, without him taking it as disrespect.',
          father_daughter: 'I hope I can disagree with my father politely, without him taking it as disrespect.',
          mother_son: 'I hope I can disagree with my mother politely, without her taking it as disrespect.',
          mother_daughter: 'I hope I can disagree with my mother politely, without her taking it as disrespect.',
        },
        ar: {
          father_son: 'آمل أن أستطيع مخالفة أبي الرأي بأدب، دون أن يعدّ ذلك مني قلة احترام.',
          father_daughter: 'آمل أن أستطيع مخالفة أبي الرأي بأدب، دون أن يعدّ ذلك مني قلة احترام.',
          mother_son: 'آمل أن أستطيع مخالفة أمي الرأي بأدب، دون أن تعدّ ذلك مني قلة احترام.',
          mother_daughter: 'آمل أن أستطيع مخالفة أمي الرأي بأدب، دون أن تعدّ ذلك مني قلة احترام.',
        },
      },
      phase2: {
        en: {
          father_son: 'I can disagree with my father politely, and he does not take it as disrespect.',
          father_daughter: 'I can disagree with my father politely, and he does not take it as disrespect.',
          mother_son: 'I can disagree with my mother politely, and she does not take it as disrespect.',
          mother_daughter: 'I can disagree with my mother politely, and she does not take it as disrespect.',
        },
        ar: {
          father_son: 'أستطيع أن أخالف أبي الرأي بأدب، ولا يعدّ ذلك مني قلة احترام.',
          father_daughter: 'أستطيع أن أخالف أبي الرأي بأدب، ولا يعدّ ذلك مني قلة احترام.',
          mother_son: 'أستطيع أن أخالف أمي الرأي بأدب، ولا تعدّ ذلك مني قلة احترام.',
          mother_daughter: 'أستطيع أن أخالف أمي الرأي بأدب، ولا تعدّ ذلك مني قلة احترام.',
        },
      },
    },
  },
  {
    // Online life: bringing problems to the parent without fear of losing the phone.
    key: 'q_2_4',
    category: 2,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope my son tells me when something online upsets him, trusting that I will help rather than just take his phone.',
          father_daughter:
            'I hope my daughter tells me when something online upsets her, trusting that I will help rather than just take her phone.',
          mother_son:
            'I hope my son tells me when something online upsets him, trusting that I will help rather than just take his phone.',
          mother_daughter:
            'I hope my daughter tells me when something online upsets her, trusting that I will help rather than just take her phone.',
        },
        ar: {
          father_son: 'آمل أن يخبرني ابني إذا أزعجه شيء على الإنترنت، واثقًا من أني سأساعده ولن أكتفي بأخذ هاتفه منه.',
          father_daughter:
            'آمل أن تخبرني ابنتي إذا أزعجها شيء على الإنترنت، واثقةً من أني سأساعدها ولن أكتفي بأخذ هاتفها منها.',
          mother_son: 'آمل أن يخبرني ابني إذا أزعجه شيء على الإنترنت، واثقًا من أني سأساعده ولن أكتفي بأخذ هاتفه منه.',
          mother_daughter:
            'آمل أن تخبرني ابنتي إذا أزعجها شيء على الإنترنت، واثقةً من أني سأساعدها ولن أكتفي بأخذ هاتفها منها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My son tells me when something online upsets him, trusting that I will help rather than just take his phone.',
          father_daughter:
            'My daughter tells me when something online upsets her, trusting that I will help rather than just take her phone.',
          mother_son:
            'My son tells me when something online upsets him, trusting that I will help rather than just take his phone.',
          mother_daughter:
            'My daughter tells me when something online upsets her, trusting that I will help rather than just take her phone.',
        },
        ar: {
          father_son: 'يخبرني ابني إذا أزعجه شيء على الإنترنت، واثقًا من أني سأساعده ولن أكتفي بأخذ هاتفه منه.',
          father_daughter:
            'تخبرني ابنتي إذا أزعجها شيء على الإنترنت، واثقةً من أني سأساعدها ولن أكتفي بأخذ هاتفها منها.',
          mother_son: 'يخبرني ابني إذا أزعجه شيء على الإنترنت، واثقًا من أني سأساعده ولن أكتفي بأخذ هاتفه منه.',
          mother_daughter:
            'تخبرني ابنتي إذا أزعجها شيء على الإنترنت، واثقةً من أني سأساعدها ولن أكتفي بأخذ هاتفها منها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope I can tell my father when something online upsets me, trusting that he will help rather than just take my phone.',
          father_daughter:
            'I hope I can tell my father when something online upsets me, trusting that he will help rather than just take my phone.',
          mother_son:
            'I hope I can tell my mother when something online upsets me, trusting that she will help rather than just take my phone.',
          mother_daughter:
            'I hope I can tell my mother when something online upsets me, trusting that she will help rather than just take my phone.',
        },
        ar: {
          father_son: 'آمل أن أخبر أبي إذا أزعجني شيء على الإنترنت، واثقًا من أنه سيساعدني ولن يكتفي بأخذ هاتفي مني.',
          father_daughter:
            'آمل أن أخبر أبي إذا أزعجني شيء على الإنترنت، واثقةً من أنه سيساعدني ولن يكتفي بأخذ هاتفي مني.',
          mother_son: 'آمل أن أخبر أمي إذا أزعجني شيء على الإنترنت، واثقًا من أنها ستساعدني ولن تكتفي بأخذ هاتفي مني.',
          mother_daughter:
            'آمل أن أخبر أمي إذا أزعجني شيء على الإنترنت، واثقةً من أنها ستساعدني ولن تكتفي بأخذ هاتفي مني.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I tell my father when something online upsets me, trusting that he will help rather than just take my phone.',
          father_daughter:
            'I tell my father when something online upsets me, trusting that he will help rather than just take my phone.',
          mother_son:
            'I tell my mother when something online upsets me, trusting that she will help rather than just take my phone.',
          mother_daughter:
            'I tell my mother when something online upsets me, trusting that she will help rather than just take my phone.',
        },
        ar: {
          father_son: 'أخبر أبي إذا أزعجني شيء على الإنترنت، واثقًا من أنه سيساعدني ولن يكتفي بأخذ هاتفي مني.',
          father_daughter: 'أخبر أبي إذا أزعجني شيء على الإنترنت، واثقةً من أنه سيساعدني ولن يكتفي بأخذ هاتفي مني.',
          mother_son: 'أخبر أمي إذا أزعجني شيء على الإنترنت، واثقًا من أنها ستساعدني ولن تكتفي بأخذ هاتفي مني.',
          mother_daughter: 'أخبر أمي إذا أزعجني شيء على الإنترنت، واثقةً من أنها ستساعدني ولن تكتفي بأخذ هاتفي مني.',
        },
      },
    },
  },
  {
    // Phones: putting them aside to talk.
    key: 'q_2_5',
    category: 2,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope that when my son and I talk, we both put our phones aside and give each other our full attention.',
          father_daughter:
            'I hope that when my daughter and I talk, we both put our phones aside and give each other our full attention.',
          mother_son:
            'I hope that when my son and I talk, we both put our phones aside and give each other our full attention.',
          mother_daughter:
            'I hope that when my daughter and I talk, we both put our phones aside and give each other our full attention.',
        },
        ar: {
          father_son: 'آمل أن نضع أنا وابني هاتفينا جانبًا حين نتحدث، وأن نتفرغ للحديث تمامًا.',
          father_daughter: 'آمل أن نضع أنا وابنتي هاتفينا جانبًا حين نتحدث، وأن نتفرغ للحديث تمامًا.',
          mother_son: 'آمل أن نضع أنا وابني هاتفينا جانبًا حين نتحدث، وأن نتفرغ للحديث تمامًا.',
          mother_daughter: 'آمل أن نضع أنا وابنتي هاتفينا جانبًا حين نتحدث، وأن نتفرغ للحديث تمامًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'When my son and I talk, we both put our phones aside and give each other our full attention.',
          father_daughter:
            'When my daughter and I talk, we both put our phones aside and give each other our full attention.',
          mother_son: 'When my son and I talk, we both put our phones aside and give each other our full attention.',
          mother_daughter:
            'When my daughter and I talk, we both put our phones aside and give each other our full attention.',
        },
        ar: {
          father_son: 'حين نتحدث أنا وابني، نضع هاتفينا جانبًا ونتفرغ للحديث تمامًا.',
          father_daughter: 'حين نتحدث أنا وابنتي، نضع هاتفينا جانبًا ونتفرغ للحديث تمامًا.',
          mother_son: 'حين نتحدث أنا وابني، نضع هاتفينا جانبًا ونتفرغ للحديث تمامًا.',
          mother_daughter: 'حين نتحدث أنا وابنتي، نضع هاتفينا جانبًا ونتفرغ للحديث تمامًا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope that when my father and I talk, we both put our phones aside and give each other our full attention.',
          father_daughter:
            'I hope that when my father and I talk, we both put our phones aside and give each other our full attention.',
          mother_son:
            'I hope that when my mother and I talk, we both put our phones aside and give each other our full attention.',
          mother_daughter:
            'I hope that when my mother and I talk, we both put our phones aside and give each other our full attention.',
        },
        ar: {
          father_son: 'آمل أن نضع أنا وأبي هاتفينا جانبًا حين نتحدث، وأن نتفرغ للحديث تمامًا.',
          father_daughter: 'آمل أن نضع أنا وأبي هاتفينا جانبًا حين نتحدث، وأن نتفرغ للحديث تمامًا.',
          mother_son: 'آمل أن نضع أنا وأمي هاتفينا جانبًا حين نتحدث، وأن نتفرغ للحديث تمامًا.',
          mother_daughter: 'آمل أن نضع أنا وأمي هاتفينا جانبًا حين نتحدث، وأن نتفرغ للحديث تمامًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'When my father and I talk, we both put our phones aside and give each other our full attention.',
          father_daughter:
            'When my father and I talk, we both put our phones aside and give each other our full attention.',
          mother_son: 'When my mother and I talk, we both put our phones aside and give each other our full attention.',
          mother_daughter:
            'When my mother and I talk, we both put our phones aside and give each other our full attention.',
        },
        ar: {
          father_son: 'حين نتحدث أنا وأبي، نضع هاتفينا جانبًا ونتفرغ للحديث تمامًا.',
          father_daughter: 'حين نتحدث أنا وأبي، نضع هاتفينا جانبًا ونتفرغ للحديث تمامًا.',
          mother_son: 'حين نتحدث أنا وأمي، نضع هاتفينا جانبًا ونتفرغ للحديث تمامًا.',
          mother_daughter: 'حين نتحدث أنا وأمي، نضع هاتفينا جانبًا ونتفرغ للحديث تمامًا.',
        },
      },
    },
  },

  // 3. Responsibility & Independence: growing autonomy, own decisions, study time, pocket money, earning trust.
  {
    // Growing autonomy: more freedom as responsibility is shown.
    key: 'q_3_1',
    category: 3,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to give my son more freedom step by step, as he shows he can handle it.',
          father_daughter: 'I hope to give my daughter more freedom step by step, as she shows she can handle it.',
          mother_son: 'I hope to give my son more freedom step by step, as he shows he can handle it.',
          mother_daughter: 'I hope to give my daughter more freedom step by step, as she shows she can handle it.',
        },
        ar: {
          father_son: 'آمل أن أمنح ابني مزيدًا من الحرية شيئًا فشيئًا، كلما أثبت أنه أهل لها.',
          father_daughter: 'آمل أن أمنح ابنتي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتت أنها أهل لها.',
          mother_son: 'آمل أن أمنح ابني مزيدًا من الحرية شيئًا فشيئًا، كلما أثبت أنه أهل لها.',
          mother_daughter: 'آمل أن أمنح ابنتي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتت أنها أهل لها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I give my son more freedom step by step, as he shows he can handle it.',
          father_daughter: 'I give my daughter more freedom step by step, as she shows she can handle it.',
          mother_son: 'I give my son more freedom step by step, as he shows he can handle it.',
          mother_daughter: 'I give my daughter more freedom step by step, as she shows she can handle it.',
        },
        ar: {
          father_son: 'أمنح ابني مزيدًا من الحرية شيئًا فشيئًا، كلما أثبت أنه أهل لها.',
          father_daughter: 'أمنح ابنتي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتت أنها أهل لها.',
          mother_son: 'أمنح ابني مزيدًا من الحرية شيئًا فشيئًا، كلما أثبت أنه أهل لها.',
          mother_daughter: 'أمنح ابنتي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتت أنها أهل لها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father gives me more freedom step by step, as I show I can handle it.',
          father_daughter: 'I hope my father gives me more freedom step by step, as I show I can handle it.',
          mother_son: 'I hope my mother gives me more freedom step by step, as I show I can handle it.',
          mother_daughter: 'I hope my mother gives me more freedom step by step, as I show I can handle it.',
        },
        ar: {
          father_son: 'آمل أن يمنحني أبي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
          father_daughter: 'آمل أن يمنحني أبي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
          mother_son: 'آمل أن تمنحني أمي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
          mother_daughter: 'آمل أن تمنحني أمي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father gives me more freedom step by step, as I show I can handle it.',
          father_daughter: 'My father gives me more freedom step by step, as I show I can handle it.',
          mother_son: 'My mother gives me more freedom step by step, as I show I can handle it.',
          mother_daughter: 'My mother gives me more freedom step by step, as I show I can handle it.',
        },
        ar: {
          father_son: 'يمنحني أبي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
          father_daughter: 'يمنحني أبي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
          mother_son: 'تمنحني أمي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
          mother_daughter: 'تمنحني أمي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
        },
      },
    },
  },
  {
    // Own decisions suited to the age, with room for mistakes.
    key: 'q_3_2',
    category: 3,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope to let my son make his own choices in things that suit his age, even if he sometimes gets them wrong.',
          father_daughter:
            'I hope to let my daughter make her own choices in things that suit her age, even if she sometimes gets them wrong.',
          mother_son:
            'I hope to let my son make his own choices in things that suit his age, even if he sometimes gets them wrong.',
          mother_daughter:
            'I hope to let my daughter make her own choices in things that suit her age, even if she sometimes gets them wrong.',
        },
        ar: {
          father_son: 'آمل أن أدع ابني يتخذ قراراته في الأمور التي تناسب سنّه، حتى لو أخطأ أحيانًا.',
          father_daughter: 'آمل أن أدع ابنتي تتخذ قراراتها في الأمور التي تناسب سنّها، حتى لو أخطأت أحيانًا.',
          mother_son: 'آمل أن أدع ابني يتخذ قراراته في الأمور التي تناسب سنّه، حتى لو أخطأ أحيانًا.',
          mother_daughter: 'آمل أن أدع ابنتي تتخذ قراراتها في الأمور التي تناسب سنّها، حتى لو أخطأت أحيانًا.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I let my son make his own choices in things that suit his age, even if he sometimes gets them wrong.',
          father_daughter:
            'I let my daughter make her own choices in things that suit her age, even if she sometimes gets them wrong.',
          mother_son:
            'I let my son make his own choices in things that suit his age, even if he sometimes gets them wrong.',
          mother_daughter:
            'I let my daughter make her own choices in things that suit her age, even if she sometimes gets them wrong.',
        },
        ar: {
          father_son: 'أدع ابني يتخذ قراراته في الأمور التي تناسب سنّه، حتى لو أخطأ أحيانًا.',
          father_daughter: 'أدع ابنتي تتخذ قراراتها في الأمور التي تناسب سنّها، حتى لو أخطأت أحيانًا.',
          mother_son: 'أدع ابني يتخذ قراراته في الأمور التي تناسب سنّه، حتى لو أخطأ أحيانًا.',
          mother_daughter: 'أدع ابنتي تتخذ قراراتها في الأمور التي تناسب سنّها، حتى لو أخطأت أحيانًا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
          father_daughter:
            'I hope my father lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
          mother_son:
            'I hope my mother lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
          mother_daughter:
            'I hope my mother lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
        },
        ar: {
          father_son: 'آمل أن يدعني أبي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
          father_daughter: 'آمل أن يدعني أبي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
          mother_son: 'آمل أن تدعني أمي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
          mother_daughter: 'آمل أن تدعني أمي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
          father_daughter:
            'My father lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
          mother_son:
            'My mother lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
          mother_daughter:
            'My mother lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
        },
        ar: {
          father_son: 'يدعني أبي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
          father_daughter: 'يدعني أبي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
          mother_son: 'تدعني أمي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
          mother_daughter: 'تدعني أمي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
        },
      },
    },
  },
  {
    // Managing time and study.
    key: 'q_3_3',
    category: 3,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son organises his own study time, with my support rather than constant reminders.',
          father_daughter:
            'I hope my daughter organises her own study time, with my support rather than constant reminders.',
          mother_son: 'I hope my son organises his own study time, with my support rather than constant reminders.',
          mother_daughter:
            'I hope my daughter organises her own study time, with my support rather than constant reminders.',
        },
        ar: {
          father_son: 'آمل أن ينظّم ابني وقت دراسته بنفسه، بدعم مني لا بتذكير متواصل.',
          father_daughter: 'آمل أن تنظّم ابنتي وقت دراستها بنفسها، بدعم مني لا بتذكير متواصل.',
          mother_son: 'آمل أن ينظّم ابني وقت دراسته بنفسه، بدعم مني لا بتذكير متواصل.',
          mother_daughter: 'آمل أن تنظّم ابنتي وقت دراستها بنفسها، بدعم مني لا بتذكير متواصل.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son organises his own study time, with my support rather than constant reminders.',
          father_daughter: 'My daughter organises her own study time, with my support rather than constant reminders.',
          mother_son: 'My son organises his own study time, with my support rather than constant reminders.',
          mother_daughter: 'My daughter organises her own study time, with my support rather than constant reminders.',
        },
        ar: {
          father_son: 'ينظّم ابني وقت دراسته بنفسه، بدعم مني لا بتذكير متواصل.',
          father_daughter: 'تنظّم ابنتي وقت دراستها بنفسها، بدعم مني لا بتذكير متواصل.',
          mother_son: 'ينظّم ابني وقت دراسته بنفسه، بدعم مني لا بتذكير متواصل.',
          mother_daughter: 'تنظّم ابنتي وقت دراستها بنفسها، بدعم مني لا بتذكير متواصل.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: "I hope to organise my own study time, with my father's support rather than constant reminders.",
          father_daughter:
            "I hope to organise my own study time, with my father's support rather than constant reminders.",
          mother_son: "I hope to organise my own study time, with my mother's support rather than constant reminders.",
          mother_daughter:
            "I hope to organise my own study time, with my mother's support rather than constant reminders.",
        },
        ar: {
          father_son: 'آمل أن أنظّم وقت دراستي بنفسي، بدعم من أبي لا بتذكير متواصل.',
          father_daughter: 'آمل أن أنظّم وقت دراستي بنفسي، بدعم من أبي لا بتذكير متواصل.',
          mother_son: 'آمل أن أنظّم وقت دراستي بنفسي، بدعم من أمي لا بتذكير متواصل.',
          mother_daughter: 'آمل أن أنظّم وقت دراستي بنفسي، بدعم من أمي لا بتذكير متواصل.',
        },
      },
      phase2: {
        en: {
          father_son: "I organise my own study time, with my father's support rather than constant reminders.",
          father_daughter: "I organise my own study time, with my father's support rather than constant reminders.",
          mother_son: "I organise my own study time, with my mother's support rather than constant reminders.",
          mother_daughter: "I organise my own study time, with my mother's support rather than constant reminders.",
        },
        ar: {
          father_son: 'أنظّم وقت دراستي بنفسي، بدعم من أبي لا بتذكير متواصل.',
          father_daughter: 'أنظّم وقت دراستي بنفسي، بدعم من أبي لا بتذكير متواصل.',
          mother_son: 'أنظّم وقت دراستي بنفسي، بدعم من أمي لا بتذكير متواصل.',
          mother_daughter: 'أنظّم وقت دراستي بنفسي، بدعم من أمي لا بتذكير متواصل.',
        },
      },
    },
  },
  {
    key: 'q_3_4',
    category: 3,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to give my son room to manage his own pocket money.',
          father_daughter: 'I hope to give my daughter room to manage her own pocket money.',
          mother_son: 'I hope to give my son room to manage his own pocket money.',
          mother_daughter: 'I hope to give my daughter room to manage her own pocket money.',
        },
        ar: {
          father_son: 'آمل أن أمنح ابني فرصة ليدير مصروفه بنفسه.',
          father_daughter: 'آمل أن أمنح ابنتي فرصة لتدير مصروفها بنفسها.',
          mother_son: 'آمل أن أمنح ابني فرصة ليدير مصروفه بنفسه.',
          mother_daughter: 'آمل أن أمنح ابنتي فرصة لتدير مصروفها بنفسها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I give my son room to manage his own pocket money.',
          father_daughter: 'I give my daughter room to manage her own pocket money.',
          mother_son: 'I give my son room to manage his own pocket money.',
          mother_daughter: 'I give my daughter room to manage her own pocket money.',
        },
        ar: {
          father_son: 'أمنح ابني فرصة ليدير مصروفه بنفسه.',
          father_daughter: 'أمنح ابنتي فرصة لتدير مصروفها بنفسها.',
          mother_son: 'أمنح ابني فرصة ليدير مصروفه بنفسه.',
          mother_daughter: 'أمنح ابنتي فرصة لتدير مصروفها بنفسها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father gives me room to manage my own pocket money.',
          father_daughter: 'I hope my father gives me room to manage my own pocket money.',
          mother_son: 'I hope my mother gives me room to manage my own pocket money.',
          mother_daughter: 'I hope my mother gives me room to manage my own pocket money.',
        },
        ar: {
          father_son: 'آمل أن يمنحني أبي فرصة لأدير مصروفي بنفسي.',
          father_daughter: 'آمل أن يمنحني أبي فرصة لأدير مصروفي بنفسي.',
          mother_son: 'آمل أن تمنحني أمي فرصة لأدير مصروفي بنفسي.',
          mother_daughter: 'آمل أن تمنحني أمي فرصة لأدير مصروفي بنفسي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father gives me room to manage my own pocket money.',
          father_daughter: 'My father gives me room to manage my own pocket money.',
          mother_son: 'My mother gives me room to manage my own pocket money.',
          mother_daughter: 'My mother gives me room to manage my own pocket money.',
        },
        ar: {
          father_son: 'يمنحني أبي فرصة لأدير مصروفي بنفسي.',
          father_daughter: 'يمنحني أبي فرصة لأدير مصروفي بنفسي.',
          mother_son: 'تمنحني أمي فرصة لأدير مصروفي بنفسي.',
          mother_daughter: 'تمنحني أمي فرصة لأدير مصروفي بنفسي.',
        },
      },
    },
  },
  {
    // Earning trust for more freedom by keeping one's word.
    key: 'q_3_5',
    category: 3,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope my son keeps his word, like coming home at the agreed time, so that I can trust him with more.',
          father_daughter:
            'I hope my daughter keeps her word, like coming home at the agreed time, so that I can trust her with more.',
          mother_son:
            'I hope my son keeps his word, like coming home at the agreed time, so that I can trust him with more.',
          mother_daughter:
            'I hope my daughter keeps her word, like coming home at the agreed time, so that I can trust her with more.',
        },
        ar: {
          father_son: 'آمل أن يفي ابني بوعوده، كالعودة إلى البيت في الموعد المتفق عليه، فأثق به في أمور أكبر.',
          father_daughter: 'آمل أن تفي ابنتي بوعودها، كالعودة إلى البيت في الموعد المتفق عليه، فأثق بها في أمور أكبر.',
          mother_son: 'آمل أن يفي ابني بوعوده، كالعودة إلى البيت في الموعد المتفق عليه، فأثق به في أمور أكبر.',
          mother_daughter: 'آمل أن تفي ابنتي بوعودها، كالعودة إلى البيت في الموعد المتفق عليه، فأثق بها في أمور أكبر.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son keeps his word, like coming home at the agreed time, so I can trust him with more.',
          father_daughter:
            'My daughter keeps her word, like coming home at the agreed time, so I can trust her with more.',
          mother_son: 'My son keeps his word, like coming home at the agreed time, so I can trust him with more.',
          mother_daughter:
            'My daughter keeps her word, like coming home at the agreed time, so I can trust her with more.',
        },
        ar: {
          father_son: 'يفي ابني بوعوده، كالعودة إلى البيت في الموعد المتفق عليه، فأثق به في أمور أكبر.',
          father_daughter: 'تفي ابنتي بوعودها، كالعودة إلى البيت في الموعد المتفق عليه، فأثق بها في أمور أكبر.',
          mother_son: 'يفي ابني بوعوده، كالعودة إلى البيت في الموعد المتفق عليه، فأثق به في أمور أكبر.',
          mother_daughter: 'تفي ابنتي بوعودها، كالعودة إلى البيت في الموعد المتفق عليه، فأثق بها في أمور أكبر.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope to keep my word to my father, like coming home at the agreed time, so that he can trust me with more.',
          father_daughter:
            'I hope to keep my word to my father, like coming home at the agreed time, so that he can trust me with more.',
          mother_son:
            'I hope to keep my word to my mother, like coming home at the agreed time, so that she can trust me with more.',
          mother_daughter:
            'I hope to keep my word to my mother, like coming home at the agreed time, so that she can trust me with more.',
        },
        ar: {
          father_son: 'آمل أن أفي بوعودي لأبي، كالعودة إلى البيت في الموعد المتفق عليه، فيثق بي في أمور أكبر.',
          father_daughter: 'آمل أن أفي بوعودي لأبي، كالعودة إلى البيت في الموعد المتفق عليه، فيثق بي في أمور أكبر.',
          mother_son: 'آمل أن أفي بوعودي لأمي، كالعودة إلى البيت في الموعد المتفق عليه، فتثق بي في أمور أكبر.',
          mother_daughter: 'آمل أن أفي بوعودي لأمي، كالعودة إلى البيت في الموعد المتفق عليه، فتثق بي في أمور أكبر.',
        },
      },
      phase2: {
        en: {
          father_son: 'I keep my word to my father, like coming home at the agreed time, so he can trust me with more.',
          father_daughter:
            'I keep my word to my father, like coming home at the agreed time, so he can trust me with more.',
          mother_son:
            'I keep my word to my mother, like coming home at the agreed time, so she can trust me with more.',
          mother_daughter:
            'I keep my word to my mother, like coming home at the agreed time, so she can trust me with more.',
        },
        ar: {
          father_son: 'أفي بوعودي لأبي، كالعودة إلى البيت في الموعد المتفق عليه، فيثق بي في أمور أكبر.',
          father_daughter: 'أفي بوعودي لأبي، كالعودة إلى البيت في الموعد المتفق عليه، فيثق بي في أمور أكبر.',
          mother_son: 'أفي بوعودي لأمي، كالعودة إلى البيت في الموعد المتفق عليه، فتثق بي في أمور أكبر.',
          mother_daughter: 'أفي بوعودي لأمي، كالعودة إلى البيت في الموعد المتفق عليه، فتثق بي في أمور أكبر.',
        },
      },
    },
  },

  // 4. Affection & Trust: feeling loved while changing, worries, privacy, the parent trusting the teen, appreciation.
  {
    // Feeling loved while growing and changing.
    key: 'q_4_1',
    category: 4,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to keep showing my son that I love him, in ways that suit him now that he is older.',
          father_daughter:
            'I hope to keep showing my daughter that I love her, in ways that suit her now that she is older.',
          mother_son: 'I hope to keep showing my son that I love him, in ways that suit him now that he is older.',
          mother_daughter:
            'I hope to keep showing my daughter that I love her, in ways that suit her now that she is older.',
        },
        ar: {
          father_son: 'آمل أن أظل أعبّر لابني عن محبتي له بطرق تناسبه، وقد كبر.',
          father_daughter: 'آمل أن أظل أعبّر لابنتي عن محبتي لها بطرق تناسبها، وقد كبرت.',
          mother_son: 'آمل أن أظل أعبّر لابني عن محبتي له بطرق تناسبه، وقد كبر.',
          mother_daughter: 'آمل أن أظل أعبّر لابنتي عن محبتي لها بطرق تناسبها، وقد كبرت.',
        },
      },
      phase2: {
        en: {
          father_son: 'I keep showing my son that I love him, in ways that suit him now that he is older.',
          father_daughter: 'I keep showing my daughter that I love her, in ways that suit her now that she is older.',
          mother_son: 'I keep showing my son that I love him, in ways that suit him now that he is older.',
          mother_daughter: 'I keep showing my daughter that I love her, in ways that suit her now that she is older.',
        },
        ar: {
          father_son: 'ما زلت أعبّر لابني عن محبتي له بطرق تناسبه، وقد كبر.',
          father_daughter: 'ما زلت أعبّر لابنتي عن محبتي لها بطرق تناسبها، وقد كبرت.',
          mother_son: 'ما زلت أعبّر لابني عن محبتي له بطرق تناسبه، وقد كبر.',
          mother_daughter: 'ما زلت أعبّر لابنتي عن محبتي لها بطرق تناسبها، وقد كبرت.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father keeps showing me that he loves me, in ways that suit me now that I am older.',
          father_daughter:
            'I hope my father keeps showing me that he loves me, in ways that suit me now that I am older.',
          mother_son: 'I hope my mother keeps showing me that she loves me, in ways that suit me now that I am older.',
          mother_daughter:
            'I hope my mother keeps showing me that she loves me, in ways that suit me now that I am older.',
        },
        ar: {
          father_son: 'آمل أن يظل أبي يعبّر لي عن محبته بطرق تناسبني، وقد كبرت.',
          father_daughter: 'آمل أن يظل أبي يعبّر لي عن محبته بطرق تناسبني، وقد كبرت.',
          mother_son: 'آمل أن تظل أمي تعبّر لي عن محبتها بطرق تناسبني، وقد كبرت.',
          mother_daughter: 'آمل أن تظل أمي تعبّر لي عن محبتها بطرق تناسبني، وقد كبرت.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father keeps showing me that he loves me, in ways that suit me now that I am older.',
          father_daughter: 'My father keeps showing me that he loves me, in ways that suit me now that I am older.',
          mother_son: 'My mother keeps showing me that she loves me, in ways that suit me now that I am older.',
          mother_daughter: 'My mother keeps showing me that she loves me, in ways that suit me now that I am older.',
        },
        ar: {
          father_son: 'ما زال أبي يعبّر لي عن محبته بطرق تناسبني، وقد كبرت.',
          father_daughter: 'ما زال أبي يعبّر لي عن محبته بطرق تناسبني، وقد كبرت.',
          mother_son: 'ما زالت أمي تعبّر لي عن محبتها بطرق تناسبني، وقد كبرت.',
          mother_daughter: 'ما زالت أمي تعبّر لي عن محبتها بطرق تناسبني، وقد كبرت.',
        },
      },
    },
  },
  {
    // Trusting the parent with worries.
    key: 'q_4_2',
    category: 4,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son brings his worries to me, knowing I will not judge or blame him.',
          father_daughter: 'I hope my daughter brings her worries to me, knowing I will not judge or blame her.',
          mother_son: 'I hope my son brings his worries to me, knowing I will not judge or blame him.',
          mother_daughter: 'I hope my daughter brings her worries to me, knowing I will not judge or blame her.',
        },
        ar: {
          father_son: 'آمل أن يلجأ إليّ ابني بهمومه، مطمئنًا إلى أني لن أحكم عليه أو ألومه.',
          father_daughter: 'آمل أن تلجأ إليّ ابنتي بهمومها، مطمئنةً إلى أني لن أحكم عليها أو ألومها.',
          mother_son: 'آمل أن يلجأ إليّ ابني بهمومه، مطمئنًا إلى أني لن أحكم عليه أو ألومه.',
          mother_daughter: 'آمل أن تلجأ إليّ ابنتي بهمومها، مطمئنةً إلى أني لن أحكم عليها أو ألومها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son brings his worries to me, knowing I will not judge or blame him.',
          father_daughter: 'My daughter brings her worries to me, knowing I will not judge or blame her.',
          mother_son: 'My son brings his worries to me, knowing I will not judge or blame him.',
          mother_daughter: 'My daughter brings her worries to me, knowing I will not judge or blame her.',
        },
        ar: {
          father_son: 'يلجأ إليّ ابني بهمومه، مطمئنًا إلى أني لن أحكم عليه أو ألومه.',
          father_daughter: 'تلجأ إليّ ابنتي بهمومها، مطمئنةً إلى أني لن أحكم عليها أو ألومها.',
          mother_son: 'يلجأ إليّ ابني بهمومه، مطمئنًا إلى أني لن أحكم عليه أو ألومه.',
          mother_daughter: 'تلجأ إليّ ابنتي بهمومها، مطمئنةً إلى أني لن أحكم عليها أو ألومها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope I can bring my worries to my father, knowing he will not judge or blame me.',
          father_daughter: 'I hope I can bring my worries to my father, knowing he will not judge or blame me.',
          mother_son: 'I hope I can bring my worries to my mother, knowing she will not judge or blame me.',
          mother_daughter: 'I hope I can bring my worries to my mother, knowing she will not judge or blame me.',
        },
        ar: {
          father_son: 'آمل أن ألجأ إلى أبي بهمومي، مطمئنًا إلى أنه لن يحكم عليّ أو يلومني.',
          father_daughter: 'آمل أن ألجأ إلى أبي بهمومي، مطمئنةً إلى أنه لن يحكم عليّ أو يلومني.',
          mother_son: 'آمل أن ألجأ إلى أمي بهمومي، مطمئنًا إلى أنها لن تحكم عليّ أو تلومني.',
          mother_daughter: 'آمل أن ألجأ إلى أمي بهمومي، مطمئنةً إلى أنها لن تحكم عليّ أو تلومني.',
        },
      },
      phase2: {
        en: {
          father_son: 'I bring my worries to my father, knowing he will not judge or blame me.',
          father_daughter: 'I bring my worries to my father, knowing he will not judge or blame me.',
          mother_son: 'I bring my worries to my mother, knowing she will not judge or blame me.',
          mother_daughter: 'I bring my worries to my mother, knowing she will not judge or blame me.',
        },
        ar: {
          father_son: 'ألجأ إلى أبي بهمومي، مطمئنًا إلى أنه لن يحكم عليّ أو يلومني.',
          father_daughter: 'ألجأ إلى أبي بهمومي، مطمئنةً إلى أنه لن يحكم عليّ أو يلومني.',
          mother_son: 'ألجأ إلى أمي بهمومي، مطمئنًا إلى أنها لن تحكم عليّ أو تلومني.',
          mother_daughter: 'ألجأ إلى أمي بهمومي، مطمئنةً إلى أنها لن تحكم عليّ أو تلومني.',
        },
      },
    },
  },
  {
    // Privacy.
    key: 'q_4_3',
    category: 4,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: "I hope to respect my son's privacy, such as knocking before I enter his room.",
          father_daughter: "I hope to respect my daughter's privacy, such as knocking before I enter her room.",
          mother_son: "I hope to respect my son's privacy, such as knocking before I enter his room.",
          mother_daughter: "I hope to respect my daughter's privacy, such as knocking before I enter her room.",
        },
        ar: {
          father_son: 'آمل أن أحترم خصوصية ابني، كأن أطرق الباب قبل أن أدخل غرفته.',
          father_daughter: 'آمل أن أحترم خصوصية ابنتي، كأن أطرق الباب قبل أن أدخل غرفتها.',
          mother_son: 'آمل أن أحترم خصوصية ابني، كأن أطرق الباب قبل أن أدخل غرفته.',
          mother_daughter: 'آمل أن أحترم خصوصية ابنتي، كأن أطرق الباب قبل أن أدخل غرفتها.',
        },
      },
      phase2: {
        en: {
          father_son: "I respect my son's privacy, such as knocking before I enter his room.",
          father_daughter: "I respect my daughter's privacy, such as knocking before I enter her room.",
          mother_son: "I respect my son's privacy, such as knocking before I enter his room.",
          mother_daughter: "I respect my daughter's privacy, such as knocking before I enter her room.",
        },
        ar: {
          father_son: 'أحترم خصوصية ابني، فأطرق الباب قبل أن أدخل غرفته.',
          father_daughter: 'أحترم خصوصية ابنتي، فأطرق الباب قبل أن أدخل غرفتها.',
          mother_son: 'أحترم خصوصية ابني، فأطرق الباب قبل أن أدخل غرفته.',
          mother_daughter: 'أحترم خصوصية ابنتي، فأطرق الباب قبل أن أدخل غرفتها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father respects my privacy, such as knocking before he enters my room.',
          father_daughter: 'I hope my father respects my privacy, such as knocking before he enters my room.',
          mother_son: 'I hope my mother respects my privacy, such as knocking before she enters my room.',
          mother_daughter: 'I hope my mother respects my privacy, such as knocking before she enters my room.',
        },
        ar: {
          father_son: 'آمل أن يحترم أبي خصوصيتي، كأن يطرق الباب قبل أن يدخل غرفتي.',
          father_daughter: 'آمل أن يحترم أبي خصوصيتي، كأن يطرق الباب قبل أن يدخل غرفتي.',
          mother_son: 'آمل أن تحترم أمي خصوصيتي، كأن تطرق الباب قبل أن تدخل غرفتي.',
          mother_daughter: 'آمل أن تحترم أمي خصوصيتي، كأن تطرق الباب قبل أن تدخل غرفتي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father respects my privacy, such as knocking before he enters my room.',
          father_daughter: 'My father respects my privacy, such as knocking before he enters my room.',
          mother_son: 'My mother respects my privacy, such as knocking before she enters my room.',
          mother_daughter: 'My mother respects my privacy, such as knocking before she enters my room.',
        },
        ar: {
          father_son: 'يحترم أبي خصوصيتي، فيطرق الباب قبل أن يدخل غرفتي.',
          father_daughter: 'يحترم أبي خصوصيتي، فيطرق الباب قبل أن يدخل غرفتي.',
          mother_son: 'تحترم أمي خصوصيتي، فتطرق الباب قبل أن تدخل غرفتي.',
          mother_daughter: 'تحترم أمي خصوصيتي، فتطرق الباب قبل أن تدخل غرفتي.',
        },
      },
    },
  },
  {
    // The parent trusting the teen.
    key: 'q_4_4',
    category: 4,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to give my son the benefit of the doubt, rather than assuming the worst about him.',
          father_daughter:
            'I hope to give my daughter the benefit of the doubt, rather than assuming the worst about her.',
          mother_son: 'I hope to give my son the benefit of the doubt, rather than assuming the worst about him.',
          mother_daughter:
            'I hope to give my daughter the benefit of the doubt, rather than assuming the worst about her.',
        },
        ar: {
          father_son: 'آمل أن أُحسن الظن بابني، فلا أسارع إلى الشك فيه.',
          father_daughter: 'آمل أن أُحسن الظن بابنتي، فلا أسارع إلى الشك فيها.',
          mother_son: 'آمل أن أُحسن الظن بابني، فلا أسارع إلى الشك فيه.',
          mother_daughter: 'آمل أن أُحسن الظن بابنتي، فلا أسارع إلى الشك فيها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I give my son the benefit of the doubt, rather than assuming the worst about him.',
          father_daughter: 'I give my daughter the benefit of the doubt, rather than assuming the worst about her.',
          mother_son: 'I give my son the benefit of the doubt, rather than assuming the worst about him.',
          mother_daughter: 'I give my daughter the benefit of the doubt, rather than assuming the worst about her.',
        },
        ar: {
          father_son: 'أُحسن الظن بابني، ولا أسارع إلى الشك فيه.',
          father_daughter: 'أُحسن الظن بابنتي، ولا أسارع إلى الشك فيها.',
          mother_son: 'أُحسن الظن بابني، ولا أسارع إلى الشك فيه.',
          mother_daughter: 'أُحسن الظن بابنتي، ولا أسارع إلى الشك فيها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father gives me the benefit of the doubt, rather than assuming the worst about me.',
          father_daughter:
            'I hope my father gives me the benefit of the doubt, rather than assuming the worst about me.',
          mother_son: 'I hope my mother gives me the benefit of the doubt, rather than assuming the worst about me.',
          mother_daughter:
            'I hope my mother gives me the benefit of the doubt, rather than assuming the worst about me.',
        },
        ar: {
          father_son: 'آمل أن يُحسن أبي الظن بي، فلا يسارع إلى الشك فيّ.',
          father_daughter: 'آمل أن يُحسن أبي الظن بي، فلا يسارع إلى الشك فيّ.',
          mother_son: 'آمل أن تُحسن أمي الظن بي، فلا تسارع إلى الشك فيّ.',
          mother_daughter: 'آمل أن تُحسن أمي الظن بي، فلا تسارع إلى الشك فيّ.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father gives me the benefit of the doubt, rather than assuming the worst about me.',
          father_daughter: 'My father gives me the benefit of the doubt, rather than assuming the worst about me.',
          mother_son: 'My mother gives me the benefit of the doubt, rather than assuming the worst about me.',
          mother_daughter: 'My mother gives me the benefit of the doubt, rather than assuming the worst about me.',
        },
        ar: {
          father_son: 'يُحسن أبي الظن بي، ولا يسارع إلى الشك فيّ.',
          father_daughter: 'يُحسن أبي الظن بي، ولا يسارع إلى الشك فيّ.',
          mother_son: 'تُحسن أمي الظن بي، ولا تسارع إلى الشك فيّ.',
          mother_daughter: 'تُحسن أمي الظن بي، ولا تسارع إلى الشك فيّ.',
        },
      },
    },
  },
  {
    // Appreciation, not only correction.
    key: 'q_4_5',
    category: 4,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to tell my son often what I appreciate about him, not only what he needs to improve.',
          father_daughter:
            'I hope to tell my daughter often what I appreciate about her, not only what she needs to improve.',
          mother_son: 'I hope to tell my son often what I appreciate about him, not only what he needs to improve.',
          mother_daughter:
            'I hope to tell my daughter often what I appreciate about her, not only what she needs to improve.',
        },
        ar: {
          father_son: 'آمل أن أخبر ابني كثيرًا بما أقدّره فيه، لا بما يحتاج إلى تحسينه فحسب.',
          father_daughter: 'آمل أن أخبر ابنتي كثيرًا بما أقدّره فيها، لا بما تحتاج إلى تحسينه فحسب.',
          mother_son: 'آمل أن أخبر ابني كثيرًا بما أقدّره فيه، لا بما يحتاج إلى تحسينه فحسب.',
          mother_daughter: 'آمل أن أخبر ابنتي كثيرًا بما أقدّره فيها، لا بما تحتاج إلى تحسينه فحسب.',
        },
      },
      phase2: {
        en: {
          father_son: 'I often tell my son what I appreciate about him, not only what he needs to improve.',
          father_daughter: 'I often tell my daughter what I appreciate about her, not only what she needs to improve.',
          mother_son: 'I often tell my son what I appreciate about him, not only what he needs to improve.',
          mother_daughter: 'I often tell my daughter what I appreciate about her, not only what she needs to improve.',
        },
        ar: {
          father_son: 'كثيرًا ما أخبر ابني بما أقدّره فيه، لا بما يحتاج إلى تحسينه فحسب.',
          father_daughter: 'كثيرًا ما أخبر ابنتي بما أقدّره فيها، لا بما تحتاج إلى تحسينه فحسب.',
          mother_son: 'كثيرًا ما أخبر ابني بما أقدّره فيه، لا بما يحتاج إلى تحسينه فحسب.',
          mother_daughter: 'كثيرًا ما أخبر ابنتي بما أقدّره فيها، لا بما تحتاج إلى تحسينه فحسب.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father often tells me what he appreciates about me, not only what I need to improve.',
          father_daughter:
            'I hope my father often tells me what he appreciates about me, not only what I need to improve.',
          mother_son: 'I hope my mother often tells me what she appreciates about me, not only what I need to improve.',
          mother_daughter:
            'I hope my mother often tells me what she appreciates about me, not only what I need to improve.',
        },
        ar: {
          father_son: 'آمل أن يخبرني أبي كثيرًا بما يقدّره فيّ، لا بما أحتاج إلى تحسينه فحسب.',
          father_daughter: 'آمل أن يخبرني أبي كثيرًا بما يقدّره فيّ، لا بما أحتاج إلى تحسينه فحسب.',
          mother_son: 'آمل أن تخبرني أمي كثيرًا بما تقدّره فيّ، لا بما أحتاج إلى تحسينه فحسب.',
          mother_daughter: 'آمل أن تخبرني أمي كثيرًا بما تقدّره فيّ، لا بما أحتاج إلى تحسينه فحسب.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father often tells me what he appreciates about me, not only what I need to improve.',
          father_daughter: 'My father often tells me what he appreciates about me, not only what I need to improve.',
          mother_son: 'My mother often tells me what she appreciates about me, not only what I need to improve.',
          mother_daughter: 'My mother often tells me what she appreciates about me, not only what I need to improve.',
        },
        ar: {
          father_son: 'كثيرًا ما يخبرني أبي بما يقدّره فيّ، لا بما أحتاج إلى تحسينه فحسب.',
          father_daughter: 'كثيرًا ما يخبرني أبي بما يقدّره فيّ، لا بما أحتاج إلى تحسينه فحسب.',
          mother_son: 'كثيرًا ما تخبرني أمي بما تقدّره فيّ، لا بما أحتاج إلى تحسينه فحسب.',
          mother_daughter: 'كثيرًا ما تخبرني أمي بما تقدّره فيّ، لا بما أحتاج إلى تحسينه فحسب.',
        },
      },
    },
  },

  // 5. Family Life: time together, siblings, relatives, friends at home, house rules and screens.
  {
    // Time together.
    key: 'q_5_1',
    category: 5,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son and I make time each week to do something we both enjoy.',
          father_daughter: 'I hope my daughter and I make time each week to do something we both enjoy.',
          mother_son: 'I hope my son and I make time each week to do something we both enjoy.',
          mother_daughter: 'I hope my daughter and I make time each week to do something we both enjoy.',
        },
        ar: {
          father_son: 'آمل أن نخصص أنا وابني وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          father_daughter: 'آمل أن نخصص أنا وابنتي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          mother_son: 'آمل أن نخصص أنا وابني وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          mother_daughter: 'آمل أن نخصص أنا وابنتي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I make time each week to do something we both enjoy.',
          father_daughter: 'My daughter and I make time each week to do something we both enjoy.',
          mother_son: 'My son and I make time each week to do something we both enjoy.',
          mother_daughter: 'My daughter and I make time each week to do something we both enjoy.',
        },
        ar: {
          father_son: 'نخصص أنا وابني وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          father_daughter: 'نخصص أنا وابنتي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          mother_son: 'نخصص أنا وابني وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          mother_daughter: 'نخصص أنا وابنتي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I make time each week to do something we both enjoy.',
          father_daughter: 'I hope my father and I make time each week to do something we both enjoy.',
          mother_son: 'I hope my mother and I make time each week to do something we both enjoy.',
          mother_daughter: 'I hope my mother and I make time each week to do something we both enjoy.',
        },
        ar: {
          father_son: 'آمل أن نخصص أنا وأبي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          father_daughter: 'آمل أن نخصص أنا وأبي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          mother_son: 'آمل أن نخصص أنا وأمي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          mother_daughter: 'آمل أن نخصص أنا وأمي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I make time each week to do something we both enjoy.',
          father_daughter: 'My father and I make time each week to do something we both enjoy.',
          mother_son: 'My mother and I make time each week to do something we both enjoy.',
          mother_daughter: 'My mother and I make time each week to do something we both enjoy.',
        },
        ar: {
          father_son: 'نخصص أنا وأبي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          father_daughter: 'نخصص أنا وأبي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          mother_son: 'نخصص أنا وأمي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
          mother_daughter: 'نخصص أنا وأمي وقتًا كل أسبوع لنشاط نستمتع به معًا.',
        },
      },
    },
  },
  {
    key: 'q_5_2',
    category: 5,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to avoid comparing my son with his siblings or other young people.',
          father_daughter: 'I hope to avoid comparing my daughter with her siblings or other young people.',
          mother_son: 'I hope to avoid comparing my son with his siblings or other young people.',
          mother_daughter: 'I hope to avoid comparing my daughter with her siblings or other young people.',
        },
        ar: {
          father_son: 'آمل ألا أقارن ابني بإخوته أو بأقرانه.',
          father_daughter: 'آمل ألا أقارن ابنتي بإخوتها أو بأقرانها.',
          mother_son: 'آمل ألا أقارن ابني بإخوته أو بأقرانه.',
          mother_daughter: 'آمل ألا أقارن ابنتي بإخوتها أو بأقرانها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I do not compare my son with his siblings or other young people.',
          father_daughter: 'I do not compare my daughter with her siblings or other young people.',
          mother_son: 'I do not compare my son with his siblings or other young people.',
          mother_daughter: 'I do not compare my daughter with her siblings or other young people.',
        },
        ar: {
          father_son: 'لا أقارن ابني بإخوته أو بأقرانه.',
          father_daughter: 'لا أقارن ابنتي بإخوتها أو بأقرانها.',
          mother_son: 'لا أقارن ابني بإخوته أو بأقرانه.',
          mother_daughter: 'لا أقارن ابنتي بإخوتها أو بأقرانها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father does not compare me with my siblings or other young people.',
          father_daughter: 'I hope my father does not compare me with my siblings or other young people.',
          mother_son: 'I hope my mother does not compare me with my siblings or other young people.',
          mother_daughter: 'I hope my mother does not compare me with my siblings or other young people.',
        },
        ar: {
          father_son: 'آمل ألا يقارنني أبي بإخوتي أو بأقراني.',
          father_daughter: 'آمل ألا يقارنني أبي بإخوتي أو بأقراني.',
          mother_son: 'آمل ألا تقارنني أمي بإخوتي أو بأقراني.',
          mother_daughter: 'آمل ألا تقارنني أمي بإخوتي أو بأقراني.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father does not compare me with my siblings or other young people.',
          father_daughter: 'My father does not compare me with my siblings or other young people.',
          mother_son: 'My mother does not compare me with my siblings or other young people.',
          mother_daughter: 'My mother does not compare me with my siblings or other young people.',
        },
        ar: {
          father_son: 'لا يقارنني أبي بإخوتي أو بأقراني.',
          father_daughter: 'لا يقارنني أبي بإخوتي أو بأقراني.',
          mother_son: 'لا تقارنني أمي بإخوتي أو بأقراني.',
          mother_daughter: 'لا تقارنني أمي بإخوتي أو بأقراني.',
        },
      },
    },
  },
  {
    // Relatives.
    key: 'q_5_3',
    category: 5,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope to encourage my son, without forcing him, to stay close to his grandparents and relatives.',
          father_daughter:
            'I hope to encourage my daughter, without forcing her, to stay close to her grandparents and relatives.',
          mother_son:
            'I hope to encourage my son, without forcing him, to stay close to his grandparents and relatives.',
          mother_daughter:
            'I hope to encourage my daughter, without forcing her, to stay close to her grandparents and relatives.',
        },
        ar: {
          father_son: 'آمل أن أشجّع ابني، دون أن أُلزمه، على صلة أجداده وأقاربه.',
          father_daughter: 'آمل أن أشجّع ابنتي، دون أن أُلزمها، على صلة أجدادها وأقاربها.',
          mother_son: 'آمل أن أشجّع ابني، دون أن أُلزمه، على صلة أجداده وأقاربه.',
          mother_daughter: 'آمل أن أشجّع ابنتي، دون أن أُلزمها، على صلة أجدادها وأقاربها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I encourage my son, without forcing him, to stay close to his grandparents and relatives.',
          father_daughter:
            'I encourage my daughter, without forcing her, to stay close to her grandparents and relatives.',
          mother_son: 'I encourage my son, without forcing him, to stay close to his grandparents and relatives.',
          mother_daughter:
            'I encourage my daughter, without forcing her, to stay close to her grandparents and relatives.',
        },
        ar: {
          father_son: 'أشجّع ابني، دون أن أُلزمه، على صلة أجداده وأقاربه.',
          father_daughter: 'أشجّع ابنتي، دون أن أُلزمها، على صلة أجدادها وأقاربها.',
          mother_son: 'أشجّع ابني، دون أن أُلزمه، على صلة أجداده وأقاربه.',
          mother_daughter: 'أشجّع ابنتي، دون أن أُلزمها، على صلة أجدادها وأقاربها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father encourages me, without forcing me, to stay close to my grandparents and relatives.',
          father_daughter:
            'I hope my father encourages me, without forcing me, to stay close to my grandparents and relatives.',
          mother_son:
            'I hope my mother encourages me, without forcing me, to stay close to my grandparents and relatives.',
          mother_daughter:
            'I hope my mother encourages me, without forcing me, to stay close to my grandparents and relatives.',
        },
        ar: {
          father_son: 'آمل أن يشجّعني أبي، دون أن يُلزمني، على صلة أجدادي وأقاربي.',
          father_daughter: 'آمل أن يشجّعني أبي، دون أن يُلزمني، على صلة أجدادي وأقاربي.',
          mother_son: 'آمل أن تشجّعني أمي، دون أن تُلزمني، على صلة أجدادي وأقاربي.',
          mother_daughter: 'آمل أن تشجّعني أمي، دون أن تُلزمني، على صلة أجدادي وأقاربي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father encourages me, without forcing me, to stay close to my grandparents and relatives.',
          father_daughter:
            'My father encourages me, without forcing me, to stay close to my grandparents and relatives.',
          mother_son: 'My mother encourages me, without forcing me, to stay close to my grandparents and relatives.',
          mother_daughter:
            'My mother encourages me, without forcing me, to stay close to my grandparents and relatives.',
        },
        ar: {
          father_son: 'يشجّعني أبي، دون أن يُلزمني، على صلة أجدادي وأقاربي.',
          father_daughter: 'يشجّعني أبي، دون أن يُلزمني، على صلة أجدادي وأقاربي.',
          mother_son: 'تشجّعني أمي، دون أن تُلزمني، على صلة أجدادي وأقاربي.',
          mother_daughter: 'تشجّعني أمي، دون أن تُلزمني، على صلة أجدادي وأقاربي.',
        },
      },
    },
  },
  {
    // Friends at home.
    key: 'q_5_4',
    category: 5,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: "I hope to make my son's friends feel welcome in our home and to get to know them.",
          father_daughter: "I hope to make my daughter's friends feel welcome in our home and to get to know them.",
          mother_son: "I hope to make my son's friends feel welcome in our home and to get to know them.",
          mother_daughter: "I hope to make my daughter's friends feel welcome in our home and to get to know them.",
        },
        ar: {
          father_son: 'آمل أن أرحّب بأصدقاء ابني في بيتنا، وأن أتعرّف إليهم.',
          father_daughter: 'آمل أن أرحّب بصديقات ابنتي في بيتنا، وأن أتعرّف إليهن.',
          mother_son: 'آمل أن أرحّب بأصدقاء ابني في بيتنا، وأن أتعرّف إليهم.',
          mother_daughter: 'آمل أن أرحّب بصديقات ابنتي في بيتنا، وأن أتعرّف إليهن.',
        },
      },
      phase2: {
        en: {
          father_son: "I make my son's friends feel welcome in our home and take time to get to know them.",
          father_daughter: "I make my daughter's friends feel welcome in our home and take time to get to know them.",
          mother_son: "I make my son's friends feel welcome in our home and take time to get to know them.",
          mother_daughter: "I make my daughter's friends feel welcome in our home and take time to get to know them.",
        },
        ar: {
          father_son: 'أرحّب بأصدقاء ابني في بيتنا، وأحرص على التعرّف إليهم.',
          father_daughter: 'أرحّب بصديقات ابنتي في بيتنا، وأحرص على التعرّف إليهن.',
          mother_son: 'أرحّب بأصدقاء ابني في بيتنا، وأحرص على التعرّف إليهم.',
          mother_daughter: 'أرحّب بصديقات ابنتي في بيتنا، وأحرص على التعرّف إليهن.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father makes my friends feel welcome in our home and gets to know them.',
          father_daughter: 'I hope my father makes my friends feel welcome in our home and gets to know them.',
          mother_son: 'I hope my mother makes my friends feel welcome in our home and gets to know them.',
          mother_daughter: 'I hope my mother makes my friends feel welcome in our home and gets to know them.',
        },
        ar: {
          father_son: 'آمل أن يرحّب أبي بأصدقائي في بيتنا، وأن يتعرّف إليهم.',
          father_daughter: 'آمل أن يرحّب أبي بصديقاتي في بيتنا، وأن يتعرّف إليهن.',
          mother_son: 'آمل أن ترحّب أمي بأصدقائي في بيتنا، وأن تتعرّف إليهم.',
          mother_daughter: 'آمل أن ترحّب أمي بصديقاتي في بيتنا، وأن تتعرّف إليهن.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father makes my friends feel welcome in our home and takes time to get to know them.',
          father_daughter: 'My father makes my friends feel welcome in our home and takes time to get to know them.',
          mother_son: 'My mother makes my friends feel welcome in our home and takes time to get to know them.',
          mother_daughter: 'My mother makes my friends feel welcome in our home and takes time to get to know them.',
        },
        ar: {
          father_son: 'يرحّب أبي بأصدقائي في بيتنا، ويحرص على التعرّف إليهم.',
          father_daughter: 'يرحّب أبي بصديقاتي في بيتنا، ويحرص على التعرّف إليهن.',
          mother_son: 'ترحّب أمي بأصدقائي في بيتنا، وتحرص على التعرّف إليهم.',
          mother_daughter: 'ترحّب أمي بصديقاتي في بيتنا، وتحرص على التعرّف إليهن.',
        },
      },
    },
  },
  {
    // Screens and house rules, kept by the parent too.
    key: 'q_5_5',
    category: 5,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son and I set the house rules together, screen time included.',
          father_daughter: 'I hope my daughter and I set the house rules together, screen time included.',
          mother_son: 'I hope my son and I set the house rules together, screen time included.',
          mother_daughter: 'I hope my daughter and I set the house rules together, screen time included.',
        },
        ar: {
          father_son: 'آمل أن نضع أنا وابني قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          father_daughter: 'آمل أن نضع أنا وابنتي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          mother_son: 'آمل أن نضع أنا وابني قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          mother_daughter: 'آمل أن نضع أنا وابنتي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I set the house rules together, screen time included.',
          father_daughter: 'My daughter and I set the house rules together, screen time included.',
          mother_son: 'My son and I set the house rules together, screen time included.',
          mother_daughter: 'My daughter and I set the house rules together, screen time included.',
        },
        ar: {
          father_son: 'نضع أنا وابني قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          father_daughter: 'نضع أنا وابنتي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          mother_son: 'نضع أنا وابني قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          mother_daughter: 'نضع أنا وابنتي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I set the house rules together, screen time included.',
          father_daughter: 'I hope my father and I set the house rules together, screen time included.',
          mother_son: 'I hope my mother and I set the house rules together, screen time included.',
          mother_daughter: 'I hope my mother and I set the house rules together, screen time included.',
        },
        ar: {
          father_son: 'آمل أن نضع أنا وأبي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          father_daughter: 'آمل أن نضع أنا وأبي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          mother_son: 'آمل أن نضع أنا وأمي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          mother_daughter: 'آمل أن نضع أنا وأمي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I set the house rules together, screen time included.',
          father_daughter: 'My father and I set the house rules together, screen time included.',
          mother_son: 'My mother and I set the house rules together, screen time included.',
          mother_daughter: 'My mother and I set the house rules together, screen time included.',
        },
        ar: {
          father_son: 'نضع أنا وأبي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          father_daughter: 'نضع أنا وأبي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          mother_son: 'نضع أنا وأمي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
          mother_daughter: 'نضع أنا وأمي قواعد البيت معًا، ومنها أوقات استخدام الشاشات.',
        },
      },
    },
  },
];
export default questions;
