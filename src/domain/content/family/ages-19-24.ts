import type { FamilyQuestion } from '../../assessment/family-types.ts';

/**
 * Parent-child questions for ages 19-24: young adults and their parents. Study, work, money, where to
 * live and plans for marriage, as the child grows independent while staying close to the family.
 */
const questions: FamilyQuestion[] = [
  // 1. Values & Faith: living one's faith and values as an adult, honesty, respect, traditions, differing choices.
  {
    key: 'q_1_1',
    category: 1,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son:
            'I want to respect how my son lives his faith and values as an adult, and for us to talk about faith with an open heart.',
          father_daughter:
            'I want to respect how my daughter lives her faith and values as an adult, and for us to talk about faith with an open heart.',
          mother_son:
            'I want to respect how my son lives his faith and values as an adult, and for us to talk about faith with an open heart.',
          mother_daughter:
            'I want to respect how my daughter lives her faith and values as an adult, and for us to talk about faith with an open heart.',
        },
        ar: {
          father_son:
            'أريد أن أحترم الطريقة التي يعيش بها ابني إيمانه وقيمه بعد أن صار راشدًا، وأن نتحاور في أمور الإيمان بصدر رحب.',
          father_daughter:
            'أريد أن أحترم الطريقة التي تعيش بها ابنتي إيمانها وقيمها بعد أن صارت راشدة، وأن نتحاور في أمور الإيمان بصدر رحب.',
          mother_son:
            'أريد أن أحترم الطريقة التي يعيش بها ابني إيمانه وقيمه بعد أن صار راشدًا، وأن نتحاور في أمور الإيمان بصدر رحب.',
          mother_daughter:
            'أريد أن أحترم الطريقة التي تعيش بها ابنتي إيمانها وقيمها بعد أن صارت راشدة، وأن نتحاور في أمور الإيمان بصدر رحب.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I respect how my son lives his faith and values as an adult, and we talk about faith with an open heart.',
          father_daughter:
            'I respect how my daughter lives her faith and values as an adult, and we talk about faith with an open heart.',
          mother_son:
            'I respect how my son lives his faith and values as an adult, and we talk about faith with an open heart.',
          mother_daughter:
            'I respect how my daughter lives her faith and values as an adult, and we talk about faith with an open heart.',
        },
        ar: {
          father_son:
            'أحترم الطريقة التي يعيش بها ابني إيمانه وقيمه بعد أن صار راشدًا، ونتحاور في أمور الإيمان بصدر رحب.',
          father_daughter:
            'أحترم الطريقة التي تعيش بها ابنتي إيمانها وقيمها بعد أن صارت راشدة، ونتحاور في أمور الإيمان بصدر رحب.',
          mother_son:
            'أحترم الطريقة التي يعيش بها ابني إيمانه وقيمه بعد أن صار راشدًا، ونتحاور في أمور الإيمان بصدر رحب.',
          mother_daughter:
            'أحترم الطريقة التي تعيش بها ابنتي إيمانها وقيمها بعد أن صارت راشدة، ونتحاور في أمور الإيمان بصدر رحب.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father respects how I live my faith and values as an adult, and that we talk about faith with an open heart.',
          father_daughter:
            'I hope my father respects how I live my faith and values as an adult, and that we talk about faith with an open heart.',
          mother_son:
            'I hope my mother respects how I live my faith and values as an adult, and that we talk about faith with an open heart.',
          mother_daughter:
            'I hope my mother respects how I live my faith and values as an adult, and that we talk about faith with an open heart.',
        },
        ar: {
          father_son:
            'أتمنى أن يحترم أبي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدًا، وأن نتحاور في أمور الإيمان بصدر رحب.',
          father_daughter:
            'أتمنى أن يحترم أبي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة، وأن نتحاور في أمور الإيمان بصدر رحب.',
          mother_son:
            'أتمنى أن تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدًا، وأن نتحاور في أمور الإيمان بصدر رحب.',
          mother_daughter:
            'أتمنى أن تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة، وأن نتحاور في أمور الإيمان بصدر رحب.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father respects how I live my faith and values as an adult, and we talk about faith with an open heart.',
          father_daughter:
            'My father respects how I live my faith and values as an adult, and we talk about faith with an open heart.',
          mother_son:
            'My mother respects how I live my faith and values as an adult, and we talk about faith with an open heart.',
          mother_daughter:
            'My mother respects how I live my faith and values as an adult, and we talk about faith with an open heart.',
        },
        ar: {
          father_son:
            'يحترم أبي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدًا، ونتحاور في أمور الإيمان بصدر رحب.',
          father_daughter:
            'يحترم أبي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة، ونتحاور في أمور الإيمان بصدر رحب.',
          mother_son:
            'تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدًا، ونتحاور في أمور الإيمان بصدر رحب.',
          mother_daughter:
            'تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة، ونتحاور في أمور الإيمان بصدر رحب.',
        },
      },
    },
  },
  {
    key: 'q_1_2',
    category: 1,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope honesty runs both ways between my son and me, even when the truth is hard to hear.',
          father_daughter:
            'I hope honesty runs both ways between my daughter and me, even when the truth is hard to hear.',
          mother_son: 'I hope honesty runs both ways between my son and me, even when the truth is hard to hear.',
          mother_daughter:
            'I hope honesty runs both ways between my daughter and me, even when the truth is hard to hear.',
        },
        ar: {
          father_son: 'آمل أن يسود الصدق والصراحة بيني وبين ابني، حتى حين يصعب سماع الحقيقة.',
          father_daughter: 'آمل أن يسود الصدق والصراحة بيني وبين ابنتي، حتى حين يصعب سماع الحقيقة.',
          mother_son: 'آمل أن يسود الصدق والصراحة بيني وبين ابني، حتى حين يصعب سماع الحقيقة.',
          mother_daughter: 'آمل أن يسود الصدق والصراحة بيني وبين ابنتي، حتى حين يصعب سماع الحقيقة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I are honest with each other, even when the truth is hard to hear.',
          father_daughter: 'My daughter and I are honest with each other, even when the truth is hard to hear.',
          mother_son: 'My son and I are honest with each other, even when the truth is hard to hear.',
          mother_daughter: 'My daughter and I are honest with each other, even when the truth is hard to hear.',
        },
        ar: {
          father_son: 'نتصارح أنا وابني بصدق، حتى حين يصعب سماع الحقيقة.',
          father_daughter: 'نتصارح أنا وابنتي بصدق، حتى حين يصعب سماع الحقيقة.',
          mother_son: 'نتصارح أنا وابني بصدق، حتى حين يصعب سماع الحقيقة.',
          mother_daughter: 'نتصارح أنا وابنتي بصدق، حتى حين يصعب سماع الحقيقة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope honesty runs both ways between my father and me, even when the truth is hard to hear.',
          father_daughter:
            'I hope honesty runs both ways between my father and me, even when the truth is hard to hear.',
          mother_son: 'I hope honesty runs both ways between my mother and me, even when the truth is hard to hear.',
          mother_daughter:
            'I hope honesty runs both ways between my mother and me, even when the truth is hard to hear.',
        },
        ar: {
          father_son: 'آمل أن يسود الصدق والصراحة بيني وبين أبي، حتى حين يصعب سماع الحقيقة.',
          father_daughter: 'آمل أن يسود الصدق والصراحة بيني وبين أبي، حتى حين يصعب سماع الحقيقة.',
          mother_son: 'آمل أن يسود الصدق والصراحة بيني وبين أمي، حتى حين يصعب سماع الحقيقة.',
          mother_daughter: 'آمل أن يسود الصدق والصراحة بيني وبين أمي، حتى حين يصعب سماع الحقيقة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I are honest with each other, even when the truth is hard to hear.',
          father_daughter: 'My father and I are honest with each other, even when the truth is hard to hear.',
          mother_son: 'My mother and I are honest with each other, even when the truth is hard to hear.',
          mother_daughter: 'My mother and I are honest with each other, even when the truth is hard to hear.',
        },
        ar: {
          father_son: 'نتصارح أنا وأبي بصدق، حتى حين يصعب سماع الحقيقة.',
          father_daughter: 'نتصارح أنا وأبي بصدق، حتى حين يصعب سماع الحقيقة.',
          mother_son: 'نتصارح أنا وأمي بصدق، حتى حين يصعب سماع الحقيقة.',
          mother_daughter: 'نتصارح أنا وأمي بصدق، حتى حين يصعب سماع الحقيقة.',
        },
      },
    },
  },
  {
    key: 'q_1_3',
    category: 1,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son treats me with respect and consideration, even when he disagrees with me.',
          father_daughter:
            'I hope my daughter treats me with respect and consideration, even when she disagrees with me.',
          mother_son: 'I hope my son treats me with respect and consideration, even when he disagrees with me.',
          mother_daughter:
            'I hope my daughter treats me with respect and consideration, even when she disagrees with me.',
        },
        ar: {
          father_son: 'أتمنى أن يعاملني ابني باحترام وتقدير، حتى حين يختلف معي في الرأي.',
          father_daughter: 'أتمنى أن تعاملني ابنتي باحترام وتقدير، حتى حين تختلف معي في الرأي.',
          mother_son: 'أتمنى أن يعاملني ابني باحترام وتقدير، حتى حين يختلف معي في الرأي.',
          mother_daughter: 'أتمنى أن تعاملني ابنتي باحترام وتقدير، حتى حين تختلف معي في الرأي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son treats me with respect and consideration, even when he disagrees with me.',
          father_daughter: 'My daughter treats me with respect and consideration, even when she disagrees with me.',
          mother_son: 'My son treats me with respect and consideration, even when he disagrees with me.',
          mother_daughter: 'My daughter treats me with respect and consideration, even when she disagrees with me.',
        },
        ar: {
          father_son: 'يعاملني ابني باحترام وتقدير، حتى حين يختلف معي في الرأي.',
          father_daughter: 'تعاملني ابنتي باحترام وتقدير، حتى حين تختلف معي في الرأي.',
          mother_son: 'يعاملني ابني باحترام وتقدير، حتى حين يختلف معي في الرأي.',
          mother_daughter: 'تعاملني ابنتي باحترام وتقدير، حتى حين تختلف معي في الرأي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I want to treat my father with respect and consideration, even when I disagree with him.',
          father_daughter: 'I want to treat my father with respect and consideration, even when I disagree with him.',
          mother_son: 'I want to treat my mother with respect and consideration, even when I disagree with her.',
          mother_daughter: 'I want to treat my mother with respect and consideration, even when I disagree with her.',
        },
        ar: {
          father_son: 'أريد أن أعامل أبي باحترام وتقدير، حتى حين أختلف معه في الرأي.',
          father_daughter: 'أريد أن أعامل أبي باحترام وتقدير، حتى حين أختلف معه في الرأي.',
          mother_son: 'أريد أن أعامل أمي باحترام وتقدير، حتى حين أختلف معها في الرأي.',
          mother_daughter: 'أريد أن أعامل أمي باحترام وتقدير، حتى حين أختلف معها في الرأي.',
        },
      },
      phase2: {
        en: {
          father_son: 'I treat my father with respect and consideration, even when I disagree with him.',
          father_daughter: 'I treat my father with respect and consideration, even when I disagree with him.',
          mother_son: 'I treat my mother with respect and consideration, even when I disagree with her.',
          mother_daughter: 'I treat my mother with respect and consideration, even when I disagree with her.',
        },
        ar: {
          father_son: 'أعامل أبي باحترام وتقدير، حتى حين أختلف معه في الرأي.',
          father_daughter: 'أعامل أبي باحترام وتقدير، حتى حين أختلف معه في الرأي.',
          mother_son: 'أعامل أمي باحترام وتقدير، حتى حين أختلف معها في الرأي.',
          mother_daughter: 'أعامل أمي باحترام وتقدير، حتى حين أختلف معها في الرأي.',
        },
      },
    },
  },
  {
    key: 'q_1_4',
    category: 1,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope my son and I cherish our family traditions and customs, and discuss calmly the ones we see differently.',
          father_daughter:
            'I hope my daughter and I cherish our family traditions and customs, and discuss calmly the ones we see differently.',
          mother_son:
            'I hope my son and I cherish our family traditions and customs, and discuss calmly the ones we see differently.',
          mother_daughter:
            'I hope my daughter and I cherish our family traditions and customs, and discuss calmly the ones we see differently.',
        },
        ar: {
          father_son: 'آمل أن نعتزّ أنا وابني بعادات أسرتنا وتقاليدها، وأن نتناقش بهدوء فيما نختلف فيه منها.',
          father_daughter: 'آمل أن نعتزّ أنا وابنتي بعادات أسرتنا وتقاليدها، وأن نتناقش بهدوء فيما نختلف فيه منها.',
          mother_son: 'آمل أن نعتزّ أنا وابني بعادات أسرتنا وتقاليدها، وأن نتناقش بهدوء فيما نختلف فيه منها.',
          mother_daughter: 'آمل أن نعتزّ أنا وابنتي بعادات أسرتنا وتقاليدها، وأن نتناقش بهدوء فيما نختلف فيه منها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My son and I cherish our family traditions and customs, and we discuss calmly the ones we see differently.',
          father_daughter:
            'My daughter and I cherish our family traditions and customs, and we discuss calmly the ones we see differently.',
          mother_son:
            'My son and I cherish our family traditions and customs, and we discuss calmly the ones we see differently.',
          mother_daughter:
            'My daughter and I cherish our family traditions and customs, and we discuss calmly the ones we see differently.',
        },
        ar: {
          father_son: 'نعتزّ أنا وابني بعادات أسرتنا وتقاليدها، ونتناقش بهدوء فيما نختلف فيه منها.',
          father_daughter: 'نعتزّ أنا وابنتي بعادات أسرتنا وتقاليدها، ونتناقش بهدوء فيما نختلف فيه منها.',
          mother_son: 'نعتزّ أنا وابني بعادات أسرتنا وتقاليدها، ونتناقش بهدوء فيما نختلف فيه منها.',
          mother_daughter: 'نعتزّ أنا وابنتي بعادات أسرتنا وتقاليدها، ونتناقش بهدوء فيما نختلف فيه منها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father and I cherish our family traditions and customs, and discuss calmly the ones we see differently.',
          father_daughter:
            'I hope my father and I cherish our family traditions and customs, and discuss calmly the ones we see differently.',
          mother_son:
            'I hope my mother and I cherish our family traditions and customs, and discuss calmly the ones we see differently.',
          mother_daughter:
            'I hope my mother and I cherish our family traditions and customs, and discuss calmly the ones we see differently.',
        },
        ar: {
          father_son: 'آمل أن نعتزّ أنا وأبي بعادات أسرتنا وتقاليدها، وأن نتناقش بهدوء فيما نختلف فيه منها.',
          father_daughter: 'آمل أن نعتزّ أنا وأبي بعادات أسرتنا وتقاليدها، وأن نتناقش بهدوء فيما نختلف فيه منها.',
          mother_son: 'آمل أن نعتزّ أنا وأمي بعادات أسرتنا وتقاليدها، وأن نتناقش بهدوء فيما نختلف فيه منها.',
          mother_daughter: 'آمل أن نعتزّ أنا وأمي بعادات أسرتنا وتقاليدها، وأن نتناقش بهدوء فيما نختلف فيه منها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father and I cherish our family traditions and customs, and we discuss calmly the ones we see differently.',
          father_daughter:
            'My father and I cherish our family traditions and customs, and we discuss calmly the ones we see differently.',
          mother_son:
            'My mother and I cherish our family traditions and customs, and we discuss calmly the ones we see differently.',
          mother_daughter:
            'My mother and I cherish our family traditions and customs, and we discuss calmly the ones we see differently.',
        },
        ar: {
          father_son: 'نعتزّ أنا وأبي بعادات أسرتنا وتقاليدها، ونتناقش بهدوء فيما نختلف فيه منها.',
          father_daughter: 'نعتزّ أنا وأبي بعادات أسرتنا وتقاليدها، ونتناقش بهدوء فيما نختلف فيه منها.',
          mother_son: 'نعتزّ أنا وأمي بعادات أسرتنا وتقاليدها، ونتناقش بهدوء فيما نختلف فيه منها.',
          mother_daughter: 'نعتزّ أنا وأمي بعادات أسرتنا وتقاليدها، ونتناقش بهدوء فيما نختلف فيه منها.',
        },
      },
    },
  },
  {
    key: 'q_1_5',
    category: 1,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            "I want to respect my son's choices even when they differ from what I would have chosen, and keep the warmth between us unchanged.",
          father_daughter:
            "I want to respect my daughter's choices even when they differ from what I would have chosen, and keep the warmth between us unchanged.",
          mother_son:
            "I want to respect my son's choices even when they differ from what I would have chosen, and keep the warmth between us unchanged.",
          mother_daughter:
            "I want to respect my daughter's choices even when they differ from what I would have chosen, and keep the warmth between us unchanged.",
        },
        ar: {
          father_son: 'أريد أن أحترم اختيارات ابني حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
          father_daughter: 'أريد أن أحترم اختيارات ابنتي حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
          mother_son: 'أريد أن أحترم اختيارات ابني حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
          mother_daughter: 'أريد أن أحترم اختيارات ابنتي حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
        },
      },
      phase2: {
        en: {
          father_son:
            "I respect my son's choices when they differ from what I would have chosen, and the warmth between us stays the same.",
          father_daughter:
            "I respect my daughter's choices when they differ from what I would have chosen, and the warmth between us stays the same.",
          mother_son:
            "I respect my son's choices when they differ from what I would have chosen, and the warmth between us stays the same.",
          mother_daughter:
            "I respect my daughter's choices when they differ from what I would have chosen, and the warmth between us stays the same.",
        },
        ar: {
          father_son: 'أحترم اختيارات ابني حين تختلف عمّا كنت سأختاره، ويبقى الودّ بيننا كما هو.',
          father_daughter: 'أحترم اختيارات ابنتي حين تختلف عمّا كنت سأختاره، ويبقى الودّ بيننا كما هو.',
          mother_son: 'أحترم اختيارات ابني حين تختلف عمّا كنت سأختاره، ويبقى الودّ بيننا كما هو.',
          mother_daughter: 'أحترم اختيارات ابنتي حين تختلف عمّا كنت سأختاره، ويبقى الودّ بيننا كما هو.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father respects my choices even when they differ from what he would have chosen, and that the warmth between us stays unchanged.',
          father_daughter:
            'I hope my father respects my choices even when they differ from what he would have chosen, and that the warmth between us stays unchanged.',
          mother_son:
            'I hope my mother respects my choices even when they differ from what she would have chosen, and that the warmth between us stays unchanged.',
          mother_daughter:
            'I hope my mother respects my choices even when they differ from what she would have chosen, and that the warmth between us stays unchanged.',
        },
        ar: {
          father_son: 'أتمنى أن يحترم أبي اختياراتي حتى حين تختلف عمّا كان سيختاره، وأن يبقى الودّ بيننا كما هو.',
          father_daughter: 'أتمنى أن يحترم أبي اختياراتي حتى حين تختلف عمّا كان سيختاره، وأن يبقى الودّ بيننا كما هو.',
          mother_son: 'أتمنى أن تحترم أمي اختياراتي حتى حين تختلف عمّا كانت ستختاره، وأن يبقى الودّ بيننا كما هو.',
          mother_daughter: 'أتمنى أن تحترم أمي اختياراتي حتى حين تختلف عمّا كانت ستختاره، وأن يبقى الودّ بيننا كما هو.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father respects my choices when they differ from what he would have chosen, and the warmth between us stays the same.',
          father_daughter:
            'My father respects my choices when they differ from what he would have chosen, and the warmth between us stays the same.',
          mother_son:
            'My mother respects my choices when they differ from what she would have chosen, and the warmth between us stays the same.',
          mother_daughter:
            'My mother respects my choices when they differ from what she would have chosen, and the warmth between us stays the same.',
        },
        ar: {
          father_son: 'يحترم أبي اختياراتي حين تختلف عمّا كان سيختاره، ويبقى الودّ بيننا كما هو.',
          father_daughter: 'يحترم أبي اختياراتي حين تختلف عمّا كان سيختاره، ويبقى الودّ بيننا كما هو.',
          mother_son: 'تحترم أمي اختياراتي حين تختلف عمّا كانت ستختاره، ويبقى الودّ بيننا كما هو.',
          mother_daughter: 'تحترم أمي اختياراتي حين تختلف عمّا كانت ستختاره، ويبقى الودّ بيننا كما هو.',
        },
      },
    },
  },

  // 2. Communication: adult-to-adult conversation, advice without pressure, disagreements about study, work and marriage.
  {
    key: 'q_2_1',
    category: 2,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I want to talk with my son as one adult to another, not the way I did when he was little.',
          father_daughter:
            'I want to talk with my daughter as one adult to another, not the way I did when she was little.',
          mother_son: 'I want to talk with my son as one adult to another, not the way I did when he was little.',
          mother_daughter:
            'I want to talk with my daughter as one adult to another, not the way I did when she was little.',
        },
        ar: {
          father_son: 'أريد أن أحاور ابني كما يتحاور الكبار، لا كما كنت أحاوره في صغره.',
          father_daughter: 'أريد أن أحاور ابنتي كما يتحاور الكبار، لا كما كنت أحاورها في صغرها.',
          mother_son: 'أريد أن أحاور ابني كما يتحاور الكبار، لا كما كنت أحاوره في صغره.',
          mother_daughter: 'أريد أن أحاور ابنتي كما يتحاور الكبار، لا كما كنت أحاورها في صغرها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I talk with my son as one adult to another, not the way I did when he was little.',
          father_daughter: 'I talk with my daughter as one adult to another, not the way I did when she was little.',
          mother_son: 'I talk with my son as one adult to another, not the way I did when he was little.',
          mother_daughter: 'I talk with my daughter as one adult to another, not the way I did when she was little.',
        },
        ar: {
          father_son: 'أحاور ابني كما يتحاور الكبار، لا كما كنت أحاوره وهو صغير.',
          father_daughter: 'أحاور ابنتي كما يتحاور الكبار، لا كما كنت أحاورها وهي صغيرة.',
          mother_son: 'أحاور ابني كما يتحاور الكبار، لا كما كنت أحاوره وهو صغير.',
          mother_daughter: 'أحاور ابنتي كما يتحاور الكبار، لا كما كنت أحاورها وهي صغيرة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father talks with me as one adult to another, not the way he did when I was little.',
          father_daughter:
            'I hope my father talks with me as one adult to another, not the way he did when I was little.',
          mother_son: 'I hope my mother talks with me as one adult to another, not the way she did when I was little.',
          mother_daughter:
            'I hope my mother talks with me as one adult to another, not the way she did when I was little.',
        },
        ar: {
          father_son: 'أتمنى أن يحاورني أبي كما يتحاور الكبار، لا كما كان يحاورني في صغري.',
          father_daughter: 'أتمنى أن يحاورني أبي كما يتحاور الكبار، لا كما كان يحاورني في صغري.',
          mother_son: 'أتمنى أن تحاورني أمي كما يتحاور الكبار، لا كما كانت تحاورني في صغري.',
          mother_daughter: 'أتمنى أن تحاورني أمي كما يتحاور الكبار، لا كما كانت تحاورني في صغري.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father talks with me as one adult to another, not the way he did when I was little.',
          father_daughter: 'My father talks with me as one adult to another, not the way he did when I was little.',
          mother_son: 'My mother talks with me as one adult to another, not the way she did when I was little.',
          mother_daughter: 'My mother talks with me as one adult to another, not the way she did when I was little.',
        },
        ar: {
          father_son: 'يحاورني أبي كما يتحاور الكبار، لا كما كان يحاورني وأنا صغير.',
          father_daughter: 'يحاورني أبي كما يتحاور الكبار، لا كما كان يحاورني وأنا صغيرة.',
          mother_son: 'تحاورني أمي كما يتحاور الكبار، لا كما كانت تحاورني وأنا صغير.',
          mother_daughter: 'تحاورني أمي كما يتحاور الكبار، لا كما كانت تحاورني وأنا صغيرة.',
        },
      },
    },
  },
  {
    key: 'q_2_2',
    category: 2,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I want to advise my son without pressuring him, and I hope he takes my advice to heart.',
          father_daughter:
            'I want to advise my daughter without pressuring her, and I hope she takes my advice to heart.',
          mother_son: 'I want to advise my son without pressuring him, and I hope he takes my advice to heart.',
          mother_daughter:
            'I want to advise my daughter without pressuring her, and I hope she takes my advice to heart.',
        },
        ar: {
          father_son: 'أريد أن أنصح ابني دون أن أضغط عليه، وأتمنى أن يأخذ نصيحتي بعين الاعتبار.',
          father_daughter: 'أريد أن أنصح ابنتي دون أن أضغط عليها، وأتمنى أن تأخذ نصيحتي بعين الاعتبار.',
          mother_son: 'أريد أن أنصح ابني دون أن أضغط عليه، وأتمنى أن يأخذ نصيحتي بعين الاعتبار.',
          mother_daughter: 'أريد أن أنصح ابنتي دون أن أضغط عليها، وأتمنى أن تأخذ نصيحتي بعين الاعتبار.',
        },
      },
      phase2: {
        en: {
          father_son: 'I offer my son advice without pressure, and he takes it seriously and thinks it over.',
          father_daughter:
            'I offer my daughter advice without pressure, and she takes it seriously and thinks it over.',
          mother_son: 'I offer my son advice without pressure, and he takes it seriously and thinks it over.',
          mother_daughter:
            'I offer my daughter advice without pressure, and she takes it seriously and thinks it over.',
        },
        ar: {
          father_son: 'أقدّم النصيحة لابني دون ضغط، فيأخذها على محمل الجد ويفكر فيها.',
          father_daughter: 'أقدّم النصيحة لابنتي دون ضغط، فتأخذها على محمل الجد وتفكر فيها.',
          mother_son: 'أقدّم النصيحة لابني دون ضغط، فيأخذها على محمل الجد ويفكر فيها.',
          mother_daughter: 'أقدّم النصيحة لابنتي دون ضغط، فتأخذها على محمل الجد وتفكر فيها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father advises me without pressuring me, and I want to take his advice to heart.',
          father_daughter: 'I hope my father advises me without pressuring me, and I want to take his advice to heart.',
          mother_son: 'I hope my mother advises me without pressuring me, and I want to take her advice to heart.',
          mother_daughter: 'I hope my mother advises me without pressuring me, and I want to take her advice to heart.',
        },
        ar: {
          father_son: 'أتمنى أن ينصحني أبي دون أن يضغط عليّ، وأريد أن آخذ نصيحته بعين الاعتبار.',
          father_daughter: 'أتمنى أن ينصحني أبي دون أن يضغط عليّ، وأريد أن آخذ نصيحته بعين الاعتبار.',
          mother_son: 'أتمنى أن تنصحني أمي دون أن تضغط عليّ، وأريد أن آخذ نصيحتها بعين الاعتبار.',
          mother_daughter: 'أتمنى أن تنصحني أمي دون أن تضغط عليّ، وأريد أن آخذ نصيحتها بعين الاعتبار.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father offers me advice without pressure, and I take it seriously and think it over.',
          father_daughter: 'My father offers me advice without pressure, and I take it seriously and think it over.',
          mother_son: 'My mother offers me advice without pressure, and I take it seriously and think it over.',
          mother_daughter: 'My mother offers me advice without pressure, and I take it seriously and think it over.',
        },
        ar: {
          father_son: 'يقدّم لي أبي النصيحة دون ضغط، فآخذها على محمل الجد وأفكر فيها.',
          father_daughter: 'يقدّم لي أبي النصيحة دون ضغط، فآخذها على محمل الجد وأفكر فيها.',
          mother_son: 'تقدّم لي أمي النصيحة دون ضغط، فآخذها على محمل الجد وأفكر فيها.',
          mother_daughter: 'تقدّم لي أمي النصيحة دون ضغط، فآخذها على محمل الجد وأفكر فيها.',
        },
      },
    },
  },
  {
    key: 'q_2_3',
    category: 2,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son and I can talk calmly when we disagree about his studies or his work.',
          father_daughter: 'I hope my daughter and I can talk calmly when we disagree about her studies or her work.',
          mother_son: 'I hope my son and I can talk calmly when we disagree about his studies or his work.',
          mother_daughter: 'I hope my daughter and I can talk calmly when we disagree about her studies or her work.',
        },
        ar: {
          father_son: 'أتمنى أن نتناقش أنا وابني بهدوء حين نختلف حول دراسته أو عمله.',
          father_daughter: 'أتمنى أن نتناقش أنا وابنتي بهدوء حين نختلف حول دراستها أو عملها.',
          mother_son: 'أتمنى أن نتناقش أنا وابني بهدوء حين نختلف حول دراسته أو عمله.',
          mother_daughter: 'أتمنى أن نتناقش أنا وابنتي بهدوء حين نختلف حول دراستها أو عملها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'When my son and I disagree about his studies or his work, we talk it through calmly until we understand each other.',
          father_daughter:
            'When my daughter and I disagree about her studies or her work, we talk it through calmly until we understand each other.',
          mother_son:
            'When my son and I disagree about his studies or his work, we talk it through calmly until we understand each other.',
          mother_daughter:
            'When my daughter and I disagree about her studies or her work, we talk it through calmly until we understand each other.',
        },
        ar: {
          father_son: 'حين نختلف أنا وابني حول دراسته أو عمله، نتناقش بهدوء حتى يفهم كلٌّ منا الآخر.',
          father_daughter: 'حين نختلف أنا وابنتي حول دراستها أو عملها، نتناقش بهدوء حتى يفهم كلٌّ منا الآخر.',
          mother_son: 'حين نختلف أنا وابني حول دراسته أو عمله، نتناقش بهدوء حتى يفهم كلٌّ منا الآخر.',
          mother_daughter: 'حين نختلف أنا وابنتي حول دراستها أو عملها، نتناقش بهدوء حتى يفهم كلٌّ منا الآخر.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I can talk calmly when we disagree about my studies or my work.',
          father_daughter: 'I hope my father and I can talk calmly when we disagree about my studies or my work.',
          mother_son: 'I hope my mother and I can talk calmly when we disagree about my studies or my work.',
          mother_daughter: 'I hope my mother and I can talk calmly when we disagree about my studies or my work.',
        },
        ar: {
          father_son: 'أتمنى أن نتناقش أنا وأبي بهدوء حين نختلف حول دراستي أو عملي.',
          father_daughter: 'أتمنى أن نتناقش أنا وأبي بهدوء حين نختلف حول دراستي أو عملي.',
          mother_son: 'أتمنى أن نتناقش أنا وأمي بهدوء حين نختلف حول دراستي أو عملي.',
          mother_daughter: 'أتمنى أن نتناقش أنا وأمي بهدوء حين نختلف حول دراستي أو عملي.',
        },
      },
      phase2: {
        en: {
          father_son:
            'When my father and I disagree about my studies or my work, we talk it through calmly until we understand each other.',
          father_daughter:
            'When my father and I disagree about my studies or my work, we talk it through calmly until we understand each other.',
          mother_son:
            'When my mother and I disagree about my studies or my work, we talk it through calmly until we understand each other.',
          mother_daughter:
            'When my mother and I disagree about my studies or my work, we talk it through calmly until we understand each other.',
        },
        ar: {
          father_son: 'حين نختلف أنا وأبي حول دراستي أو عملي، نتناقش بهدوء حتى يفهم كلٌّ منا الآخر.',
          father_daughter: 'حين نختلف أنا وأبي حول دراستي أو عملي، نتناقش بهدوء حتى يفهم كلٌّ منا الآخر.',
          mother_son: 'حين نختلف أنا وأمي حول دراستي أو عملي، نتناقش بهدوء حتى يفهم كلٌّ منا الآخر.',
          mother_daughter: 'حين نختلف أنا وأمي حول دراستي أو عملي، نتناقش بهدوء حتى يفهم كلٌّ منا الآخر.',
        },
      },
    },
  },
  {
    key: 'q_2_4',
    category: 2,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope my son feels at ease sharing his thoughts about marriage with me, and that I listen before giving my opinion.',
          father_daughter:
            'I hope my daughter feels at ease sharing her thoughts about marriage with me, and that I listen before giving my opinion.',
          mother_son:
            'I hope my son feels at ease sharing his thoughts about marriage with me, and that I listen before giving my opinion.',
          mother_daughter:
            'I hope my daughter feels at ease sharing her thoughts about marriage with me, and that I listen before giving my opinion.',
        },
        ar: {
          father_son: 'أتمنى أن يرتاح ابني في الحديث معي عن تفكيره في الزواج، وأن أستمع إليه قبل أن أبدي رأيي.',
          father_daughter: 'أتمنى أن ترتاح ابنتي في الحديث معي عن تفكيرها في الزواج، وأن أستمع إليها قبل أن أبدي رأيي.',
          mother_son: 'أتمنى أن يرتاح ابني في الحديث معي عن تفكيره في الزواج، وأن أستمع إليه قبل أن أبدي رأيي.',
          mother_daughter: 'أتمنى أن ترتاح ابنتي في الحديث معي عن تفكيرها في الزواج، وأن أستمع إليها قبل أن أبدي رأيي.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My son talks openly with me about his hopes and plans for marriage, and I listen before giving my opinion.',
          father_daughter:
            'My daughter talks openly with me about her hopes and plans for marriage, and I listen before giving my opinion.',
          mother_son:
            'My son talks openly with me about his hopes and plans for marriage, and I listen before giving my opinion.',
          mother_daughter:
            'My daughter talks openly with me about her hopes and plans for marriage, and I listen before giving my opinion.',
        },
        ar: {
          father_son: 'يحدّثني ابني بصراحة عن آماله وخططه للزواج، وأستمع إليه قبل أن أبدي رأيي.',
          father_daughter: 'تحدّثني ابنتي بصراحة عن آمالها وخططها للزواج، وأستمع إليها قبل أن أبدي رأيي.',
          mother_son: 'يحدّثني ابني بصراحة عن آماله وخططه للزواج، وأستمع إليه قبل أن أبدي رأيي.',
          mother_daughter: 'تحدّثني ابنتي بصراحة عن آمالها وخططها للزواج، وأستمع إليها قبل أن أبدي رأيي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope I feel at ease sharing my thoughts about marriage with my father, and that he listens before giving his opinion.',
          father_daughter:
            'I hope I feel at ease sharing my thoughts about marriage with my father, and that he listens before giving his opinion.',
          mother_son:
            'I hope I feel at ease sharing my thoughts about marriage with my mother, and that she listens before giving her opinion.',
          mother_daughter:
            'I hope I feel at ease sharing my thoughts about marriage with my mother, and that she listens before giving her opinion.',
        },
        ar: {
          father_son: 'أتمنى أن أرتاح في الحديث مع أبي عن تفكيري في الزواج، وأن يستمع إليّ قبل أن يبدي رأيه.',
          father_daughter: 'أتمنى أن أرتاح في الحديث مع أبي عن تفكيري في الزواج، وأن يستمع إليّ قبل أن يبدي رأيه.',
          mother_son: 'أتمنى أن أرتاح في الحديث مع أمي عن تفكيري في الزواج، وأن تستمع إليّ قبل أن تبدي رأيها.',
          mother_daughter: 'أتمنى أن أرتاح في الحديث مع أمي عن تفكيري في الزواج، وأن تستمع إليّ قبل أن تبدي رأيها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I talk openly with my father about my hopes and plans for marriage, and he listens before giving his opinion.',
          father_daughter:
            'I talk openly with my father about my hopes and plans for marriage, and he listens before giving his opinion.',
          mother_son:
            'I talk openly with my mother about my hopes and plans for marriage, and she listens before giving her opinion.',
          mother_daughter:
            'I talk openly with my mother about my hopes and plans for marriage, and she listens before giving her opinion.',
        },
        ar: {
          father_son: 'أحدّث أبي بصراحة عن آمالي وخططي للزواج، ويستمع إليّ قبل أن يبدي رأيه.',
          father_daughter: 'أحدّث أبي بصراحة عن آمالي وخططي للزواج، ويستمع إليّ قبل أن يبدي رأيه.',
          mother_son: 'أحدّث أمي بصراحة عن آمالي وخططي للزواج، وتستمع إليّ قبل أن تبدي رأيها.',
          mother_daughter: 'أحدّث أمي بصراحة عن آمالي وخططي للزواج، وتستمع إليّ قبل أن تبدي رأيها.',
        },
      },
    },
  },
  {
    key: 'q_2_5',
    category: 2,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope my son and I make peace after any disagreement, without either of us holding on to hard feelings.',
          father_daughter:
            'I hope my daughter and I make peace after any disagreement, without either of us holding on to hard feelings.',
          mother_son:
            'I hope my son and I make peace after any disagreement, without either of us holding on to hard feelings.',
          mother_daughter:
            'I hope my daughter and I make peace after any disagreement, without either of us holding on to hard feelings.',
        },
        ar: {
          father_son: 'أتمنى أن نعود أنا وابني إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          father_daughter: 'أتمنى أن نعود أنا وابنتي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_son: 'أتمنى أن نعود أنا وابني إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_daughter: 'أتمنى أن نعود أنا وابنتي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
        },
      },
      phase2: {
        en: {
          father_son: 'After a disagreement, my son and I make peace without either of us holding on to hard feelings.',
          father_daughter:
            'After a disagreement, my daughter and I make peace without either of us holding on to hard feelings.',
          mother_son: 'After a disagreement, my son and I make peace without either of us holding on to hard feelings.',
          mother_daughter:
            'After a disagreement, my daughter and I make peace without either of us holding on to hard feelings.',
        },
        ar: {
          father_son: 'بعد أي خلاف، نعود أنا وابني إلى الصفاء دون أن يبقى في نفس أحدنا شيء على الآخر.',
          father_daughter: 'بعد أي خلاف، نعود أنا وابنتي إلى الصفاء دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_son: 'بعد أي خلاف، نعود أنا وابني إلى الصفاء دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_daughter: 'بعد أي خلاف، نعود أنا وابنتي إلى الصفاء دون أن يبقى في نفس أحدنا شيء على الآخر.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father and I make peace after any disagreement, without either of us holding on to hard feelings.',
          father_daughter:
            'I hope my father and I make peace after any disagreement, without either of us holding on to hard feelings.',
          mother_son:
            'I hope my mother and I make peace after any disagreement, without either of us holding on to hard feelings.',
          mother_daughter:
            'I hope my mother and I make peace after any disagreement, without either of us holding on to hard feelings.',
        },
        ar: {
          father_son: 'أتمنى أن نعود أنا وأبي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          father_daughter: 'أتمنى أن نعود أنا وأبي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_son: 'أتمنى أن نعود أنا وأمي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_daughter: 'أتمنى أن نعود أنا وأمي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
        },
      },
      phase2: {
        en: {
          father_son:
            'After a disagreement, my father and I make peace without either of us holding on to hard feelings.',
          father_daughter:
            'After a disagreement, my father and I make peace without either of us holding on to hard feelings.',
          mother_son:
            'After a disagreement, my mother and I make peace without either of us holding on to hard feelings.',
          mother_daughter:
            'After a disagreement, my mother and I make peace without either of us holding on to hard feelings.',
        },
        ar: {
          father_son: 'بعد أي خلاف، نعود أنا وأبي إلى الصفاء دون أن يبقى في نفس أحدنا شيء على الآخر.',
          father_daughter: 'بعد أي خلاف، نعود أنا وأبي إلى الصفاء دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_son: 'بعد أي خلاف، نعود أنا وأمي إلى الصفاء دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_daughter: 'بعد أي خلاف، نعود أنا وأمي إلى الصفاء دون أن يبقى في نفس أحدنا شيء على الآخر.',
        },
      },
    },
  },

  // 3. Responsibility & Independence: study and career, money, where to live, the household, marriage plans.
  {
    key: 'q_3_1',
    category: 3,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: "I want to respect my son's right to choose his own field of study and work.",
          father_daughter: "I want to respect my daughter's right to choose her own field of study and work.",
          mother_son: "I want to respect my son's right to choose his own field of study and work.",
          mother_daughter: "I want to respect my daughter's right to choose her own field of study and work.",
        },
        ar: {
          father_son: 'أريد أن أحترم حق ابني في أن يختار بنفسه مجال دراسته وعمله.',
          father_daughter: 'أريد أن أحترم حق ابنتي في أن تختار بنفسها مجال دراستها وعملها.',
          mother_son: 'أريد أن أحترم حق ابني في أن يختار بنفسه مجال دراسته وعمله.',
          mother_daughter: 'أريد أن أحترم حق ابنتي في أن تختار بنفسها مجال دراستها وعملها.',
        },
      },
      phase2: {
        en: {
          father_son: "I respect my son's right to choose his own field of study and work, and I support his choice.",
          father_daughter:
            "I respect my daughter's right to choose her own field of study and work, and I support her choice.",
          mother_son: "I respect my son's right to choose his own field of study and work, and I support his choice.",
          mother_daughter:
            "I respect my daughter's right to choose her own field of study and work, and I support her choice.",
        },
        ar: {
          father_son: 'أحترم حق ابني في اختيار مجال دراسته وعمله، وأسانده فيما يختاره.',
          father_daughter: 'أحترم حق ابنتي في اختيار مجال دراستها وعملها، وأساندها فيما تختاره.',
          mother_son: 'أحترم حق ابني في اختيار مجال دراسته وعمله، وأسانده فيما يختاره.',
          mother_daughter: 'أحترم حق ابنتي في اختيار مجال دراستها وعملها، وأساندها فيما تختاره.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father respects my right to choose my own field of study and work.',
          father_daughter: 'I hope my father respects my right to choose my own field of study and work.',
          mother_son: 'I hope my mother respects my right to choose my own field of study and work.',
          mother_daughter: 'I hope my mother respects my right to choose my own field of study and work.',
        },
        ar: {
          father_son: 'أتمنى أن يحترم أبي حقي في أن أختار بنفسي مجال دراستي وعملي.',
          father_daughter: 'أتمنى أن يحترم أبي حقي في أن أختار بنفسي مجال دراستي وعملي.',
          mother_son: 'أتمنى أن تحترم أمي حقي في أن أختار بنفسي مجال دراستي وعملي.',
          mother_daughter: 'أتمنى أن تحترم أمي حقي في أن أختار بنفسي مجال دراستي وعملي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father respects my right to choose my own field of study and work, and supports my choice.',
          father_daughter:
            'My father respects my right to choose my own field of study and work, and supports my choice.',
          mother_son: 'My mother respects my right to choose my own field of study and work, and supports my choice.',
          mother_daughter:
            'My mother respects my right to choose my own field of study and work, and supports my choice.',
        },
        ar: {
          father_son: 'يحترم أبي حقي في اختيار مجال دراستي وعملي، ويساندني فيما أختاره.',
          father_daughter: 'يحترم أبي حقي في اختيار مجال دراستي وعملي، ويساندني فيما أختاره.',
          mother_son: 'تحترم أمي حقي في اختيار مجال دراستي وعملي، وتساندني فيما أختاره.',
          mother_daughter: 'تحترم أمي حقي في اختيار مجال دراستي وعملي، وتساندني فيما أختاره.',
        },
      },
    },
  },
  {
    key: 'q_3_2',
    category: 3,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I want to help my son manage his own money until, step by step, he becomes financially independent.',
          father_daughter:
            'I want to help my daughter manage her own money until, step by step, she becomes financially independent.',
          mother_son:
            'I want to help my son manage his own money until, step by step, he becomes financially independent.',
          mother_daughter:
            'I want to help my daughter manage her own money until, step by step, she becomes financially independent.',
        },
        ar: {
          father_son: 'أريد أن أعين ابني على إدارة ماله بنفسه حتى يصبح مستقلًا ماليًا خطوة بعد خطوة.',
          father_daughter: 'أريد أن أعين ابنتي على إدارة مالها بنفسها حتى تصبح مستقلة ماليًا خطوة بعد خطوة.',
          mother_son: 'أريد أن أعين ابني على إدارة ماله بنفسه حتى يصبح مستقلًا ماليًا خطوة بعد خطوة.',
          mother_daughter: 'أريد أن أعين ابنتي على إدارة مالها بنفسها حتى تصبح مستقلة ماليًا خطوة بعد خطوة.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I encourage my son to manage his own money as he moves step by step toward financial independence.',
          father_daughter:
            'I encourage my daughter to manage her own money as she moves step by step toward financial independence.',
          mother_son:
            'I encourage my son to manage his own money as he moves step by step toward financial independence.',
          mother_daughter:
            'I encourage my daughter to manage her own money as she moves step by step toward financial independence.',
        },
        ar: {
          father_son: 'أشجّع ابني على إدارة ماله بنفسه وهو يتقدّم خطوة خطوة نحو الاستقلال المالي.',
          father_daughter: 'أشجّع ابنتي على إدارة مالها بنفسها وهي تتقدّم خطوة خطوة نحو الاستقلال المالي.',
          mother_son: 'أشجّع ابني على إدارة ماله بنفسه وهو يتقدّم خطوة خطوة نحو الاستقلال المالي.',
          mother_daughter: 'أشجّع ابنتي على إدارة مالها بنفسها وهي تتقدّم خطوة خطوة نحو الاستقلال المالي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father helps me manage my own money until, step by step, I become financially independent.',
          father_daughter:
            'I hope my father helps me manage my own money until, step by step, I become financially independent.',
          mother_son:
            'I hope my mother helps me manage my own money until, step by step, I become financially independent.',
          mother_daughter:
            'I hope my mother helps me manage my own money until, step by step, I become financially independent.',
        },
        ar: {
          father_son: 'أتمنى أن يعينني أبي على إدارة مالي بنفسي حتى أصبح مستقلًا ماليًا خطوة بعد خطوة.',
          father_daughter: 'أتمنى أن يعينني أبي على إدارة مالي بنفسي حتى أصبح مستقلة ماليًا خطوة بعد خطوة.',
          mother_son: 'أتمنى أن تعينني أمي على إدارة مالي بنفسي حتى أصبح مستقلًا ماليًا خطوة بعد خطوة.',
          mother_daughter: 'أتمنى أن تعينني أمي على إدارة مالي بنفسي حتى أصبح مستقلة ماليًا خطوة بعد خطوة.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father encourages me to manage my own money as I move step by step toward financial independence.',
          father_daughter:
            'My father encourages me to manage my own money as I move step by step toward financial independence.',
          mother_son:
            'My mother encourages me to manage my own money as I move step by step toward financial independence.',
          mother_daughter:
            'My mother encourages me to manage my own money as I move step by step toward financial independence.',
        },
        ar: {
          father_son: 'يشجّعني أبي على إدارة مالي بنفسي وأنا أتقدّم خطوة خطوة نحو الاستقلال المالي.',
          father_daughter: 'يشجّعني أبي على إدارة مالي بنفسي وأنا أتقدّم خطوة خطوة نحو الاستقلال المالي.',
          mother_son: 'تشجّعني أمي على إدارة مالي بنفسي وأنا أتقدّم خطوة خطوة نحو الاستقلال المالي.',
          mother_daughter: 'تشجّعني أمي على إدارة مالي بنفسي وأنا أتقدّم خطوة خطوة نحو الاستقلال المالي.',
        },
      },
    },
  },
  {
    key: 'q_3_3',
    category: 3,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope my son contributes to the household with his time, effort or money as he is able, and that I show him I value it.',
          father_daughter:
            'I hope my daughter contributes to the household with her time, effort or money as she is able, and that I show her I value it.',
          mother_son:
            'I hope my son contributes to the household with his time, effort or money as he is able, and that I show him I value it.',
          mother_daughter:
            'I hope my daughter contributes to the household with her time, effort or money as she is able, and that I show her I value it.',
        },
        ar: {
          father_son: 'آمل أن يسهم ابني في شؤون البيت بوقته أو جهده أو ماله بقدر استطاعته، وأن أُشعره بأنني أقدّر ذلك.',
          father_daughter:
            'آمل أن تسهم ابنتي في شؤون البيت بوقتها أو جهدها أو مالها بقدر استطاعتها، وأن أُشعرها بأنني أقدّر ذلك.',
          mother_son: 'آمل أن يسهم ابني في شؤون البيت بوقته أو جهده أو ماله بقدر استطاعته، وأن أُشعره بأنني أقدّر ذلك.',
          mother_daughter:
            'آمل أن تسهم ابنتي في شؤون البيت بوقتها أو جهدها أو مالها بقدر استطاعتها، وأن أُشعرها بأنني أقدّر ذلك.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son does his share for the household, and I notice and value it.',
          father_daughter: 'My daughter does her share for the household, and I notice and value it.',
          mother_son: 'My son does his share for the household, and I notice and value it.',
          mother_daughter: 'My daughter does her share for the household, and I notice and value it.',
        },
        ar: {
          father_son: 'يقوم ابني بنصيبه من شؤون البيت، وألاحظ ذلك وأقدّره.',
          father_daughter: 'تقوم ابنتي بنصيبها من شؤون البيت، وألاحظ ذلك وأقدّره.',
          mother_son: 'يقوم ابني بنصيبه من شؤون البيت، وألاحظ ذلك وأقدّره.',
          mother_daughter: 'تقوم ابنتي بنصيبها من شؤون البيت، وألاحظ ذلك وأقدّره.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I want to contribute to the household with my time, effort or money as I am able, and I hope my father values it.',
          father_daughter:
            'I want to contribute to the household with my time, effort or money as I am able, and I hope my father values it.',
          mother_son:
            'I want to contribute to the household with my time, effort or money as I am able, and I hope my mother values it.',
          mother_daughter:
            'I want to contribute to the household with my time, effort or money as I am able, and I hope my mother values it.',
        },
        ar: {
          father_son: 'أريد أن أسهم في شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي، وآمل أن يقدّر أبي ذلك.',
          father_daughter: 'أريد أن أسهم في شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي، وآمل أن يقدّر أبي ذلك.',
          mother_son: 'أريد أن أسهم في شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي، وآمل أن تقدّر أمي ذلك.',
          mother_daughter: 'أريد أن أسهم في شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي، وآمل أن تقدّر أمي ذلك.',
        },
      },
      phase2: {
        en: {
          father_son: 'I do my share for the household, and my father notices and values it.',
          father_daughter: 'I do my share for the household, and my father notices and values it.',
          mother_son: 'I do my share for the household, and my mother notices and values it.',
          mother_daughter: 'I do my share for the household, and my mother notices and values it.',
        },
        ar: {
          father_son: 'أقوم بنصيبي من شؤون البيت، ويلاحظ أبي ذلك ويقدّره.',
          father_daughter: 'أقوم بنصيبي من شؤون البيت، ويلاحظ أبي ذلك ويقدّره.',
          mother_son: 'أقوم بنصيبي من شؤون البيت، وتلاحظ أمي ذلك وتقدّره.',
          mother_daughter: 'أقوم بنصيبي من شؤون البيت، وتلاحظ أمي ذلك وتقدّره.',
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
          father_son:
            'I want my son and me to agree calmly on where he lives for now, at home or away, and on the freedom and responsibility that come with it.',
          father_daughter:
            'I want my daughter and me to agree calmly on where she lives for now, at home or away, and on the freedom and responsibility that come with it.',
          mother_son:
            'I want my son and me to agree calmly on where he lives for now, at home or away, and on the freedom and responsibility that come with it.',
          mother_daughter:
            'I want my daughter and me to agree calmly on where she lives for now, at home or away, and on the freedom and responsibility that come with it.',
        },
        ar: {
          father_son:
            'أريد أن نتفق أنا وابني بهدوء على مكان إقامته في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          father_daughter:
            'أريد أن نتفق أنا وابنتي بهدوء على مكان إقامتها في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          mother_son:
            'أريد أن نتفق أنا وابني بهدوء على مكان إقامته في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          mother_daughter:
            'أريد أن نتفق أنا وابنتي بهدوء على مكان إقامتها في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My son and I agree on where he lives for now, at home or away, and on the freedom and responsibility that come with it.',
          father_daughter:
            'My daughter and I agree on where she lives for now, at home or away, and on the freedom and responsibility that come with it.',
          mother_son:
            'My son and I agree on where he lives for now, at home or away, and on the freedom and responsibility that come with it.',
          mother_daughter:
            'My daughter and I agree on where she lives for now, at home or away, and on the freedom and responsibility that come with it.',
        },
        ar: {
          father_son:
            'أنا وابني متفقان على مكان إقامته في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          father_daughter:
            'أنا وابنتي متفقان على مكان إقامتها في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          mother_son:
            'أنا وابني متفقان على مكان إقامته في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          mother_daughter:
            'أنا وابنتي متفقتان على مكان إقامتها في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I want my father and me to agree calmly on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
          father_daughter:
            'I want my father and me to agree calmly on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
          mother_son:
            'I want my mother and me to agree calmly on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
          mother_daughter:
            'I want my mother and me to agree calmly on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
        },
        ar: {
          father_son:
            'أريد أن نتفق أنا وأبي بهدوء على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          father_daughter:
            'أريد أن نتفق أنا وأبي بهدوء على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          mother_son:
            'أريد أن نتفق أنا وأمي بهدوء على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          mother_daughter:
            'أريد أن نتفق أنا وأمي بهدوء على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father and I agree on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
          father_daughter:
            'My father and I agree on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
          mother_son:
            'My mother and I agree on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
          mother_daughter:
            'My mother and I agree on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
        },
        ar: {
          father_son:
            'أنا وأبي متفقان على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          father_daughter:
            'أنا وأبي متفقان على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          mother_son:
            'أنا وأمي متفقان على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
          mother_daughter:
            'أنا وأمي متفقتان على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
        },
      },
    },
  },
  {
    key: 'q_3_5',
    category: 3,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son:
            'When my son thinks about marriage, I want to advise him on choosing a wife and to let his own wishes come first in the decision.',
          father_daughter:
            'When my daughter thinks about marriage, I want to advise her on choosing a husband and to let her own wishes come first in the decision.',
          mother_son:
            'When my son thinks about marriage, I want to advise him on choosing a wife and to let his own wishes come first in the decision.',
          mother_daughter:
            'When my daughter thinks about marriage, I want to advise her on choosing a husband and to let her own wishes come first in the decision.',
        },
        ar: {
          father_son:
            'حين يفكر ابني في الزواج، أريد أن أنصحه في اختيار شريكة حياته، وأن تكون رغبته هي الأساس في القرار.',
          father_daughter:
            'حين تفكر ابنتي في الزواج، أريد أن أنصحها في اختيار شريك حياتها، وأن تكون رغبتها هي الأساس في القرار.',
          mother_son:
            'حين يفكر ابني في الزواج، أريد أن أنصحه في اختيار شريكة حياته، وأن تكون رغبته هي الأساس في القرار.',
          mother_daughter:
            'حين تفكر ابنتي في الزواج، أريد أن أنصحها في اختيار شريك حياتها، وأن تكون رغبتها هي الأساس في القرار.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I share my view and my concerns with my son about choosing a wife, and respect that his own wishes come first in the decision.',
          father_daughter:
            'I share my view and my concerns with my daughter about choosing a husband, and respect that her own wishes come first in the decision.',
          mother_son:
            'I share my view and my concerns with my son about choosing a wife, and respect that his own wishes come first in the decision.',
          mother_daughter:
            'I share my view and my concerns with my daughter about choosing a husband, and respect that her own wishes come first in the decision.',
        },
        ar: {
          father_son: 'أشارك ابني رأيي ومخاوفي في اختيار شريكة حياته، وأحترم أن تكون رغبته هي الأساس في القرار.',
          father_daughter: 'أشارك ابنتي رأيي ومخاوفي في اختيار شريك حياتها، وأحترم أن تكون رغبتها هي الأساس في القرار.',
          mother_son: 'أشارك ابني رأيي ومخاوفي في اختيار شريكة حياته، وأحترم أن تكون رغبته هي الأساس في القرار.',
          mother_daughter: 'أشارك ابنتي رأيي ومخاوفي في اختيار شريك حياتها، وأحترم أن تكون رغبتها هي الأساس في القرار.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'When I think about marriage, I hope my father advises me on choosing a wife, and that my own wishes come first in the decision.',
          father_daughter:
            'When I think about marriage, I hope my father advises me on choosing a husband, and that my own wishes come first in the decision.',
          mother_son:
            'When I think about marriage, I hope my mother advises me on choosing a wife, and that my own wishes come first in the decision.',
          mother_daughter:
            'When I think about marriage, I hope my mother advises me on choosing a husband, and that my own wishes come first in the decision.',
        },
        ar: {
          father_son:
            'حين أفكر في الزواج، أتمنى أن ينصحني أبي في اختيار شريكة حياتي، وأن تكون رغبتي هي الأساس في القرار.',
          father_daughter:
            'حين أفكر في الزواج، أتمنى أن ينصحني أبي في اختيار شريك حياتي، وأن تكون رغبتي هي الأساس في القرار.',
          mother_son:
            'حين أفكر في الزواج، أتمنى أن تنصحني أمي في اختيار شريكة حياتي، وأن تكون رغبتي هي الأساس في القرار.',
          mother_daughter:
            'حين أفكر في الزواج، أتمنى أن تنصحني أمي في اختيار شريك حياتي، وأن تكون رغبتي هي الأساس في القرار.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father shares his view and his concerns with me about choosing a wife, and respects that my own wishes come first in the decision.',
          father_daughter:
            'My father shares his view and his concerns with me about choosing a husband, and respects that my own wishes come first in the decision.',
          mother_son:
            'My mother shares her view and her concerns with me about choosing a wife, and respects that my own wishes come first in the decision.',
          mother_daughter:
            'My mother shares her view and her concerns with me about choosing a husband, and respects that my own wishes come first in the decision.',
        },
        ar: {
          father_son: 'يشاركني أبي رأيه ومخاوفه في اختيار شريكة حياتي، ويحترم أن تكون رغبتي هي الأساس في القرار.',
          father_daughter: 'يشاركني أبي رأيه ومخاوفه في اختيار شريك حياتي، ويحترم أن تكون رغبتي هي الأساس في القرار.',
          mother_son: 'تشاركني أمي رأيها ومخاوفها في اختيار شريكة حياتي، وتحترم أن تكون رغبتي هي الأساس في القرار.',
          mother_daughter: 'تشاركني أمي رأيها ومخاوفها في اختيار شريك حياتي، وتحترم أن تكون رغبتي هي الأساس في القرار.',
        },
      },
    },
  },

  // 4. Affection & Trust: feeling loved and respected as an adult, trust in serious matters and in judgement.
  {
    key: 'q_4_1',
    category: 4,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I want my son to feel that I love him and respect him as a grown young man, not a child.',
          father_daughter:
            'I want my daughter to feel that I love her and respect her as a grown young woman, not a child.',
          mother_son: 'I want my son to feel that I love him and respect him as a grown young man, not a child.',
          mother_daughter:
            'I want my daughter to feel that I love her and respect her as a grown young woman, not a child.',
        },
        ar: {
          father_son: 'أريد أن يشعر ابني بأنني أحبه وأحترمه شابًا راشدًا، لا طفلًا صغيرًا.',
          father_daughter: 'أريد أن تشعر ابنتي بأنني أحبها وأحترمها شابةً راشدة، لا طفلةً صغيرة.',
          mother_son: 'أريد أن يشعر ابني بأنني أحبه وأحترمه شابًا راشدًا، لا طفلًا صغيرًا.',
          mother_daughter: 'أريد أن تشعر ابنتي بأنني أحبها وأحترمها شابةً راشدة، لا طفلةً صغيرة.',
        },
      },
      phase2: {
        en: {
          father_son: 'I show my son my love and my respect now that he has become a mature young man.',
          father_daughter: 'I show my daughter my love and my respect now that she has become a mature young woman.',
          mother_son: 'I show my son my love and my respect now that he has become a mature young man.',
          mother_daughter: 'I show my daughter my love and my respect now that she has become a mature young woman.',
        },
        ar: {
          father_son: 'أُشعر ابني بحبي واحترامي له بعد أن صار شابًا ناضجًا.',
          father_daughter: 'أُشعر ابنتي بحبي واحترامي لها بعد أن صارت شابةً ناضجة.',
          mother_son: 'أُشعر ابني بحبي واحترامي له بعد أن صار شابًا ناضجًا.',
          mother_daughter: 'أُشعر ابنتي بحبي واحترامي لها بعد أن صارت شابةً ناضجة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope to feel that my father loves me and respects me as a grown young man, not a child.',
          father_daughter:
            'I hope to feel that my father loves me and respects me as a grown young woman, not a child.',
          mother_son: 'I hope to feel that my mother loves me and respects me as a grown young man, not a child.',
          mother_daughter:
            'I hope to feel that my mother loves me and respects me as a grown young woman, not a child.',
        },
        ar: {
          father_son: 'أتمنى أن أشعر بأن أبي يحبني ويحترمني شابًا راشدًا، لا طفلًا صغيرًا.',
          father_daughter: 'أتمنى أن أشعر بأن أبي يحبني ويحترمني شابةً راشدة، لا طفلةً صغيرة.',
          mother_son: 'أتمنى أن أشعر بأن أمي تحبني وتحترمني شابًا راشدًا، لا طفلًا صغيرًا.',
          mother_daughter: 'أتمنى أن أشعر بأن أمي تحبني وتحترمني شابةً راشدة، لا طفلةً صغيرة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father shows me his love and his respect now that I have become a mature young man.',
          father_daughter: 'My father shows me his love and his respect now that I have become a mature young woman.',
          mother_son: 'My mother shows me her love and her respect now that I have become a mature young man.',
          mother_daughter: 'My mother shows me her love and her respect now that I have become a mature young woman.',
        },
        ar: {
          father_son: 'يُشعرني أبي بحبه واحترامه لي بعد أن صرت شابًا ناضجًا.',
          father_daughter: 'يُشعرني أبي بحبه واحترامه لي بعد أن صرت شابةً ناضجة.',
          mother_son: 'تُشعرني أمي بحبها واحترامها لي بعد أن صرت شابًا ناضجًا.',
          mother_daughter: 'تُشعرني أمي بحبها واحترامها لي بعد أن صرت شابةً ناضجة.',
        },
      },
    },
  },
  {
    key: 'q_4_2',
    category: 4,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: "I hope my son and I can trust each other with serious matters and keep each other's confidence.",
          father_daughter:
            "I hope my daughter and I can trust each other with serious matters and keep each other's confidence.",
          mother_son: "I hope my son and I can trust each other with serious matters and keep each other's confidence.",
          mother_daughter:
            "I hope my daughter and I can trust each other with serious matters and keep each other's confidence.",
        },
        ar: {
          father_son: 'أتمنى أن نتبادل أنا وابني الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
          father_daughter: 'أتمنى أن نتبادل أنا وابنتي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
          mother_son: 'أتمنى أن نتبادل أنا وابني الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
          mother_daughter: 'أتمنى أن نتبادل أنا وابنتي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
        },
      },
      phase2: {
        en: {
          father_son: "My son and I trust each other with serious matters and keep each other's confidence.",
          father_daughter: "My daughter and I trust each other with serious matters and keep each other's confidence.",
          mother_son: "My son and I trust each other with serious matters and keep each other's confidence.",
          mother_daughter: "My daughter and I trust each other with serious matters and keep each other's confidence.",
        },
        ar: {
          father_son: 'نتبادل أنا وابني الثقة في الأمور المهمة، ويحفظ كلٌّ منا سرّ الآخر.',
          father_daughter: 'نتبادل أنا وابنتي الثقة في الأمور المهمة، ويحفظ كلٌّ منا سرّ الآخر.',
          mother_son: 'نتبادل أنا وابني الثقة في الأمور المهمة، ويحفظ كلٌّ منا سرّ الآخر.',
          mother_daughter: 'نتبادل أنا وابنتي الثقة في الأمور المهمة، ويحفظ كلٌّ منا سرّ الآخر.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            "I hope my father and I can trust each other with serious matters and keep each other's confidence.",
          father_daughter:
            "I hope my father and I can trust each other with serious matters and keep each other's confidence.",
          mother_son:
            "I hope my mother and I can trust each other with serious matters and keep each other's confidence.",
          mother_daughter:
            "I hope my mother and I can trust each other with serious matters and keep each other's confidence.",
        },
        ar: {
          father_son: 'أتمنى أن نتبادل أنا وأبي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
          father_daughter: 'أتمنى أن نتبادل أنا وأبي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
          mother_son: 'أتمنى أن نتبادل أنا وأمي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
          mother_daughter: 'أتمنى أن نتبادل أنا وأمي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
        },
      },
      phase2: {
        en: {
          father_son: "My father and I trust each other with serious matters and keep each other's confidence.",
          father_daughter: "My father and I trust each other with serious matters and keep each other's confidence.",
          mother_son: "My mother and I trust each other with serious matters and keep each other's confidence.",
          mother_daughter: "My mother and I trust each other with serious matters and keep each other's confidence.",
        },
        ar: {
          father_son: 'نتبادل أنا وأبي الثقة في الأمور المهمة، ويحفظ كلٌّ منا سرّ الآخر.',
          father_daughter: 'نتبادل أنا وأبي الثقة في الأمور المهمة، ويحفظ كلٌّ منا سرّ الآخر.',
          mother_son: 'نتبادل أنا وأمي الثقة في الأمور المهمة، ويحفظ كلٌّ منا سرّ الآخر.',
          mother_daughter: 'نتبادل أنا وأمي الثقة في الأمور المهمة، ويحفظ كلٌّ منا سرّ الآخر.',
        },
      },
    },
  },
  {
    key: 'q_4_3',
    category: 4,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: "I want to trust my son's judgement and give him room to manage his own affairs.",
          father_daughter: "I want to trust my daughter's judgement and give her room to manage her own affairs.",
          mother_son: "I want to trust my son's judgement and give him room to manage his own affairs.",
          mother_daughter: "I want to trust my daughter's judgement and give her room to manage her own affairs.",
        },
        ar: {
          father_son: 'أريد أن أثق بحسن تقدير ابني، فأمنحه المساحة ليدير شؤونه بنفسه.',
          father_daughter: 'أريد أن أثق بحسن تقدير ابنتي، فأمنحها المساحة لتدير شؤونها بنفسها.',
          mother_son: 'أريد أن أثق بحسن تقدير ابني، فأمنحه المساحة ليدير شؤونه بنفسه.',
          mother_daughter: 'أريد أن أثق بحسن تقدير ابنتي، فأمنحها المساحة لتدير شؤونها بنفسها.',
        },
      },
      phase2: {
        en: {
          father_son: "I trust my son's judgement and feel at ease without checking every step he takes.",
          father_daughter: "I trust my daughter's judgement and feel at ease without checking every step she takes.",
          mother_son: "I trust my son's judgement and feel at ease without checking every step he takes.",
          mother_daughter: "I trust my daughter's judgement and feel at ease without checking every step she takes.",
        },
        ar: {
          father_son: 'أثق بحسن تقدير ابني، وأنا مطمئن دون أن أراقب كل خطوة يخطوها.',
          father_daughter: 'أثق بحسن تقدير ابنتي، وأنا مطمئن دون أن أراقب كل خطوة تخطوها.',
          mother_son: 'أثق بحسن تقدير ابني، وأنا مطمئنة دون أن أراقب كل خطوة يخطوها.',
          mother_daughter: 'أثق بحسن تقدير ابنتي، وأنا مطمئنة دون أن أراقب كل خطوة تخطوها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father trusts my judgement and gives me room to manage my own affairs.',
          father_daughter: 'I hope my father trusts my judgement and gives me room to manage my own affairs.',
          mother_son: 'I hope my mother trusts my judgement and gives me room to manage my own affairs.',
          mother_daughter: 'I hope my mother trusts my judgement and gives me room to manage my own affairs.',
        },
        ar: {
          father_son: 'أتمنى أن يثق أبي بحسن تقديري، فيمنحني المساحة لأدير شؤوني بنفسي.',
          father_daughter: 'أتمنى أن يثق أبي بحسن تقديري، فيمنحني المساحة لأدير شؤوني بنفسي.',
          mother_son: 'أتمنى أن تثق أمي بحسن تقديري، فتمنحني المساحة لأدير شؤوني بنفسي.',
          mother_daughter: 'أتمنى أن تثق أمي بحسن تقديري، فتمنحني المساحة لأدير شؤوني بنفسي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father trusts my judgement and feels at ease without checking every step I take.',
          father_daughter: 'My father trusts my judgement and feels at ease without checking every step I take.',
          mother_son: 'My mother trusts my judgement and feels at ease without checking every step I take.',
          mother_daughter: 'My mother trusts my judgement and feels at ease without checking every step I take.',
        },
        ar: {
          father_son: 'يثق أبي بحسن تقديري، وهو مطمئن دون أن يراقب كل خطوة أخطوها.',
          father_daughter: 'يثق أبي بحسن تقديري، وهو مطمئن دون أن يراقب كل خطوة أخطوها.',
          mother_son: 'تثق أمي بحسن تقديري، وهي مطمئنة دون أن تراقب كل خطوة أخطوها.',
          mother_daughter: 'تثق أمي بحسن تقديري، وهي مطمئنة دون أن تراقب كل خطوة أخطوها.',
        },
      },
    },
  },
  {
    key: 'q_4_4',
    category: 4,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I want my son to find comfort and support with me whenever he goes through a hard time, however grown up he is.',
          father_daughter:
            'I want my daughter to find comfort and support with me whenever she goes through a hard time, however grown up she is.',
          mother_son:
            'I want my son to find comfort and support with me whenever he goes through a hard time, however grown up he is.',
          mother_daughter:
            'I want my daughter to find comfort and support with me whenever she goes through a hard time, however grown up she is.',
        },
        ar: {
          father_son: 'أريد أن يجد ابني عندي السند والطمأنينة كلما مرّ بظرف صعب، مهما كبر.',
          father_daughter: 'أريد أن تجد ابنتي عندي السند والطمأنينة كلما مرّت بظرف صعب، مهما كبرت.',
          mother_son: 'أريد أن يجد ابني عندي السند والطمأنينة كلما مرّ بظرف صعب، مهما كبر.',
          mother_daughter: 'أريد أن تجد ابنتي عندي السند والطمأنينة كلما مرّت بظرف صعب، مهما كبرت.',
        },
      },
      phase2: {
        en: {
          father_son:
            'When my son goes through a hard time, such as study pressure, work worries or a disappointment, he finds comfort and support with me.',
          father_daughter:
            'When my daughter goes through a hard time, such as study pressure, work worries or a disappointment, she finds comfort and support with me.',
          mother_son:
            'When my son goes through a hard time, such as study pressure, work worries or a disappointment, he finds comfort and support with me.',
          mother_daughter:
            'When my daughter goes through a hard time, such as study pressure, work worries or a disappointment, she finds comfort and support with me.',
        },
        ar: {
          father_son: 'حين يمرّ ابني بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، يجد عندي السند والطمأنينة.',
          father_daughter: 'حين تمرّ ابنتي بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، تجد عندي السند والطمأنينة.',
          mother_son: 'حين يمرّ ابني بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، يجد عندي السند والطمأنينة.',
          mother_daughter: 'حين تمرّ ابنتي بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، تجد عندي السند والطمأنينة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope to find comfort and support with my father whenever I go through a hard time, however grown up I am.',
          father_daughter:
            'I hope to find comfort and support with my father whenever I go through a hard time, however grown up I am.',
          mother_son:
            'I hope to find comfort and support with my mother whenever I go through a hard time, however grown up I am.',
          mother_daughter:
            'I hope to find comfort and support with my mother whenever I go through a hard time, however grown up I am.',
        },
        ar: {
          father_son: 'أتمنى أن أجد عند أبي السند والطمأنينة كلما مررت بظرف صعب، مهما كبرت.',
          father_daughter: 'أتمنى أن أجد عند أبي السند والطمأنينة كلما مررت بظرف صعب، مهما كبرت.',
          mother_son: 'أتمنى أن أجد عند أمي السند والطمأنينة كلما مررت بظرف صعب، مهما كبرت.',
          mother_daughter: 'أتمنى أن أجد عند أمي السند والطمأنينة كلما مررت بظرف صعب، مهما كبرت.',
        },
      },
      phase2: {
        en: {
          father_son:
            'When I go through a hard time, such as study pressure, work worries or a disappointment, I find comfort and support with my father.',
          father_daughter:
            'When I go through a hard time, such as study pressure, work worries or a disappointment, I find comfort and support with my father.',
          mother_son:
            'When I go through a hard time, such as study pressure, work worries or a disappointment, I find comfort and support with my mother.',
          mother_daughter:
            'When I go through a hard time, such as study pressure, work worries or a disappointment, I find comfort and support with my mother.',
        },
        ar: {
          father_son: 'حين أمرّ بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، أجد عند أبي السند والطمأنينة.',
          father_daughter: 'حين أمرّ بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، أجد عند أبي السند والطمأنينة.',
          mother_son: 'حين أمرّ بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، أجد عند أمي السند والطمأنينة.',
          mother_daughter: 'حين أمرّ بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، أجد عند أمي السند والطمأنينة.',
        },
      },
    },
  },
  {
    key: 'q_4_5',
    category: 4,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I want to tell my son that I am proud of him and of the effort he makes.',
          father_daughter: 'I want to tell my daughter that I am proud of her and of the effort she makes.',
          mother_son: 'I want to tell my son that I am proud of him and of the effort he makes.',
          mother_daughter: 'I want to tell my daughter that I am proud of her and of the effort she makes.',
        },
        ar: {
          father_son: 'أريد أن أقول لابني إنني فخور به وبما يبذله من جهد.',
          father_daughter: 'أريد أن أقول لابنتي إنني فخور بها وبما تبذله من جهد.',
          mother_son: 'أريد أن أقول لابني إنني فخورة به وبما يبذله من جهد.',
          mother_daughter: 'أريد أن أقول لابنتي إنني فخورة بها وبما تبذله من جهد.',
        },
      },
      phase2: {
        en: {
          father_son: 'I let my son know that I am proud of him and of the effort he makes.',
          father_daughter: 'I let my daughter know that I am proud of her and of the effort she makes.',
          mother_son: 'I let my son know that I am proud of him and of the effort he makes.',
          mother_daughter: 'I let my daughter know that I am proud of her and of the effort she makes.',
        },
        ar: {
          father_son: 'أعبّر لابني عن فخري به وبما يبذله من جهد.',
          father_daughter: 'أعبّر لابنتي عن فخري بها وبما تبذله من جهد.',
          mother_son: 'أعبّر لابني عن فخري به وبما يبذله من جهد.',
          mother_daughter: 'أعبّر لابنتي عن فخري بها وبما تبذله من جهد.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father tells me that he is proud of me and of the effort I make.',
          father_daughter: 'I hope my father tells me that he is proud of me and of the effort I make.',
          mother_son: 'I hope my mother tells me that she is proud of me and of the effort I make.',
          mother_daughter: 'I hope my mother tells me that she is proud of me and of the effort I make.',
        },
        ar: {
          father_son: 'أتمنى أن يقول لي أبي إنه فخور بي وبما أبذله من جهد.',
          father_daughter: 'أتمنى أن يقول لي أبي إنه فخور بي وبما أبذله من جهد.',
          mother_son: 'أتمنى أن تقول لي أمي إنها فخورة بي وبما أبذله من جهد.',
          mother_daughter: 'أتمنى أن تقول لي أمي إنها فخورة بي وبما أبذله من جهد.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father lets me know that he is proud of me and of the effort I make.',
          father_daughter: 'My father lets me know that he is proud of me and of the effort I make.',
          mother_son: 'My mother lets me know that she is proud of me and of the effort I make.',
          mother_daughter: 'My mother lets me know that she is proud of me and of the effort I make.',
        },
        ar: {
          father_son: 'يعبّر لي أبي عن فخره بي وبما أبذله من جهد.',
          father_daughter: 'يعبّر لي أبي عن فخره بي وبما أبذله من جهد.',
          mother_son: 'تعبّر لي أمي عن فخرها بي وبما أبذله من جهد.',
          mother_daughter: 'تعبّر لي أمي عن فخرها بي وبما أبذله من جهد.',
        },
      },
    },
  },

  // 5. Family Life: time together, siblings, relatives, gatherings and occasions, caring for each other.
  {
    key: 'q_5_1',
    category: 5,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son and I set aside time to spend together, however busy study and work get.',
          father_daughter:
            'I hope my daughter and I set aside time to spend together, however busy study and work get.',
          mother_son: 'I hope my son and I set aside time to spend together, however busy study and work get.',
          mother_daughter:
            'I hope my daughter and I set aside time to spend together, however busy study and work get.',
        },
        ar: {
          father_son: 'أتمنى أن نخصّص أنا وابني وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          father_daughter: 'أتمنى أن نخصّص أنا وابنتي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          mother_son: 'أتمنى أن نخصّص أنا وابني وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          mother_daughter: 'أتمنى أن نخصّص أنا وابنتي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
        },
      },
      phase2: {
        en: {
          father_son: 'Despite the demands of study and work, my son and I set aside time to spend together.',
          father_daughter: 'Despite the demands of study and work, my daughter and I set aside time to spend together.',
          mother_son: 'Despite the demands of study and work, my son and I set aside time to spend together.',
          mother_daughter: 'Despite the demands of study and work, my daughter and I set aside time to spend together.',
        },
        ar: {
          father_son: 'رغم مشاغل الدراسة والعمل، نخصّص أنا وابني وقتًا نقضيه معًا.',
          father_daughter: 'رغم مشاغل الدراسة والعمل، نخصّص أنا وابنتي وقتًا نقضيه معًا.',
          mother_son: 'رغم مشاغل الدراسة والعمل، نخصّص أنا وابني وقتًا نقضيه معًا.',
          mother_daughter: 'رغم مشاغل الدراسة والعمل، نخصّص أنا وابنتي وقتًا نقضيه معًا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I set aside time to spend together, however busy study and work get.',
          father_daughter: 'I hope my father and I set aside time to spend together, however busy study and work get.',
          mother_son: 'I hope my mother and I set aside time to spend together, however busy study and work get.',
          mother_daughter: 'I hope my mother and I set aside time to spend together, however busy study and work get.',
        },
        ar: {
          father_son: 'أتمنى أن نخصّص أنا وأبي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          father_daughter: 'أتمنى أن نخصّص أنا وأبي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          mother_son: 'أتمنى أن نخصّص أنا وأمي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          mother_daughter: 'أتمنى أن نخصّص أنا وأمي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
        },
      },
      phase2: {
        en: {
          father_son: 'Despite the demands of study and work, my father and I set aside time to spend together.',
          father_daughter: 'Despite the demands of study and work, my father and I set aside time to spend together.',
          mother_son: 'Despite the demands of study and work, my mother and I set aside time to spend together.',
          mother_daughter: 'Despite the demands of study and work, my mother and I set aside time to spend together.',
        },
        ar: {
          father_son: 'رغم مشاغل الدراسة والعمل، نخصّص أنا وأبي وقتًا نقضيه معًا.',
          father_daughter: 'رغم مشاغل الدراسة والعمل، نخصّص أنا وأبي وقتًا نقضيه معًا.',
          mother_son: 'رغم مشاغل الدراسة والعمل، نخصّص أنا وأمي وقتًا نقضيه معًا.',
          mother_daughter: 'رغم مشاغل الدراسة والعمل، نخصّص أنا وأمي وقتًا نقضيه معًا.',
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
          father_son: 'I want to treat my son and his siblings fairly, and never compare him with any of them.',
          father_daughter:
            'I want to treat my daughter and her siblings fairly, and never compare her with any of them.',
          mother_son: 'I want to treat my son and his siblings fairly, and never compare him with any of them.',
          mother_daughter:
            'I want to treat my daughter and her siblings fairly, and never compare her with any of them.',
        },
        ar: {
          father_son: 'أريد أن أعدل بين ابني وإخوته في المعاملة، وألا أقارنه بأحد منهم.',
          father_daughter: 'أريد أن أعدل بين ابنتي وإخوتها في المعاملة، وألا أقارنها بأحد منهم.',
          mother_son: 'أريد أن أعدل بين ابني وإخوته في المعاملة، وألا أقارنه بأحد منهم.',
          mother_daughter: 'أريد أن أعدل بين ابنتي وإخوتها في المعاملة، وألا أقارنها بأحد منهم.',
        },
      },
      phase2: {
        en: {
          father_son: 'I treat my son and his siblings fairly, and I do not compare him with them.',
          father_daughter: 'I treat my daughter and her siblings fairly, and I do not compare her with them.',
          mother_son: 'I treat my son and his siblings fairly, and I do not compare him with them.',
          mother_daughter: 'I treat my daughter and her siblings fairly, and I do not compare her with them.',
        },
        ar: {
          father_son: 'أعدل بين ابني وإخوته في المعاملة، ولا أقارنه بهم.',
          father_daughter: 'أعدل بين ابنتي وإخوتها في المعاملة، ولا أقارنها بهم.',
          mother_son: 'أعدل بين ابني وإخوته في المعاملة، ولا أقارنه بهم.',
          mother_daughter: 'أعدل بين ابنتي وإخوتها في المعاملة، ولا أقارنها بهم.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father treats my siblings and me fairly, and never compares me with any of them.',
          father_daughter: 'I hope my father treats my siblings and me fairly, and never compares me with any of them.',
          mother_son: 'I hope my mother treats my siblings and me fairly, and never compares me with any of them.',
          mother_daughter: 'I hope my mother treats my siblings and me fairly, and never compares me with any of them.',
        },
        ar: {
          father_son: 'أتمنى أن يعدل أبي بيني وبين إخوتي في المعاملة، وألا يقارنني بأحد منهم.',
          father_daughter: 'أتمنى أن يعدل أبي بيني وبين إخوتي في المعاملة، وألا يقارنني بأحد منهم.',
          mother_son: 'أتمنى أن تعدل أمي بيني وبين إخوتي في المعاملة، وألا تقارنني بأحد منهم.',
          mother_daughter: 'أتمنى أن تعدل أمي بيني وبين إخوتي في المعاملة، وألا تقارنني بأحد منهم.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father treats my siblings and me fairly, and does not compare me with them.',
          father_daughter: 'My father treats my siblings and me fairly, and does not compare me with them.',
          mother_son: 'My mother treats my siblings and me fairly, and does not compare me with them.',
          mother_daughter: 'My mother treats my siblings and me fairly, and does not compare me with them.',
        },
        ar: {
          father_son: 'يعدل أبي بيني وبين إخوتي في المعاملة، ولا يقارنني بهم.',
          father_daughter: 'يعدل أبي بيني وبين إخوتي في المعاملة، ولا يقارنني بهم.',
          mother_son: 'تعدل أمي بيني وبين إخوتي في المعاملة، ولا تقارنني بهم.',
          mother_daughter: 'تعدل أمي بيني وبين إخوتي في المعاملة، ولا تقارنني بهم.',
        },
      },
    },
  },
  {
    key: 'q_5_3',
    category: 5,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope my son stays close to our relatives, and that I encourage it gently rather than insisting.',
          father_daughter:
            'I hope my daughter stays close to our relatives, and that I encourage it gently rather than insisting.',
          mother_son:
            'I hope my son stays close to our relatives, and that I encourage it gently rather than insisting.',
          mother_daughter:
            'I hope my daughter stays close to our relatives, and that I encourage it gently rather than insisting.',
        },
        ar: {
          father_son: 'أتمنى أن يحرص ابني على صلة أقاربنا، وأن أشجّعه على ذلك بلطف لا بإلزام.',
          father_daughter: 'أتمنى أن تحرص ابنتي على صلة أقاربنا، وأن أشجّعها على ذلك بلطف لا بإلزام.',
          mother_son: 'أتمنى أن يحرص ابني على صلة أقاربنا، وأن أشجّعه على ذلك بلطف لا بإلزام.',
          mother_daughter: 'أتمنى أن تحرص ابنتي على صلة أقاربنا، وأن أشجّعها على ذلك بلطف لا بإلزام.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son stays in touch with our relatives, and I encourage it without insisting.',
          father_daughter: 'My daughter stays in touch with our relatives, and I encourage it without insisting.',
          mother_son: 'My son stays in touch with our relatives, and I encourage it without insisting.',
          mother_daughter: 'My daughter stays in touch with our relatives, and I encourage it without insisting.',
        },
        ar: {
          father_son: 'يحرص ابني على صلة أقاربنا، وأشجّعه على ذلك دون إلزام.',
          father_daughter: 'تحرص ابنتي على صلة أقاربنا، وأشجّعها على ذلك دون إلزام.',
          mother_son: 'يحرص ابني على صلة أقاربنا، وأشجّعه على ذلك دون إلزام.',
          mother_daughter: 'تحرص ابنتي على صلة أقاربنا، وأشجّعها على ذلك دون إلزام.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I want to stay close to our relatives, and I hope my father encourages it gently rather than insisting.',
          father_daughter:
            'I want to stay close to our relatives, and I hope my father encourages it gently rather than insisting.',
          mother_son:
            'I want to stay close to our relatives, and I hope my mother encourages it gently rather than insisting.',
          mother_daughter:
            'I want to stay close to our relatives, and I hope my mother encourages it gently rather than insisting.',
        },
        ar: {
          father_son: 'أريد أن أحرص على صلة أقاربنا، وأتمنى أن يشجّعني أبي على ذلك بلطف لا بإلزام.',
          father_daughter: 'أريد أن أحرص على صلة أقاربنا، وأتمنى أن يشجّعني أبي على ذلك بلطف لا بإلزام.',
          mother_son: 'أريد أن أحرص على صلة أقاربنا، وأتمنى أن تشجّعني أمي على ذلك بلطف لا بإلزام.',
          mother_daughter: 'أريد أن أحرص على صلة أقاربنا، وأتمنى أن تشجّعني أمي على ذلك بلطف لا بإلزام.',
        },
      },
      phase2: {
        en: {
          father_son: 'I stay in touch with our relatives, and my father encourages it without insisting.',
          father_daughter: 'I stay in touch with our relatives, and my father encourages it without insisting.',
          mother_son: 'I stay in touch with our relatives, and my mother encourages it without insisting.',
          mother_daughter: 'I stay in touch with our relatives, and my mother encourages it without insisting.',
        },
        ar: {
          father_son: 'أحرص على صلة أقاربنا، ويشجّعني أبي على ذلك دون إلزام.',
          father_daughter: 'أحرص على صلة أقاربنا، ويشجّعني أبي على ذلك دون إلزام.',
          mother_son: 'أحرص على صلة أقاربنا، وتشجّعني أمي على ذلك دون إلزام.',
          mother_daughter: 'أحرص على صلة أقاربنا، وتشجّعني أمي على ذلك دون إلزام.',
        },
      },
    },
  },
  {
    key: 'q_5_4',
    category: 5,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope my son and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          father_daughter:
            'I hope my daughter and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          mother_son:
            'I hope my son and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          mother_daughter:
            'I hope my daughter and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
        },
        ar: {
          father_son: 'أتمنى أن نتطلّع أنا وابني إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          father_daughter:
            'أتمنى أن نتطلّع أنا وابنتي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          mother_son: 'أتمنى أن نتطلّع أنا وابني إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          mother_daughter:
            'أتمنى أن نتطلّع أنا وابنتي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My son and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          father_daughter:
            'My daughter and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          mother_son:
            'My son and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          mother_daughter:
            'My daughter and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
        },
        ar: {
          father_son: 'نتطلّع أنا وابني إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، ونستمتع بها معًا.',
          father_daughter: 'نتطلّع أنا وابنتي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، ونستمتع بها معًا.',
          mother_son: 'نتطلّع أنا وابني إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، ونستمتع بها معًا.',
          mother_daughter: 'نتطلّع أنا وابنتي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، ونستمتع بها معًا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          father_daughter:
            'I hope my father and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          mother_son:
            'I hope my mother and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          mother_daughter:
            'I hope my mother and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
        },
        ar: {
          father_son: 'أتمنى أن نتطلّع أنا وأبي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          father_daughter:
            'أتمنى أن نتطلّع أنا وأبي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          mother_son: 'أتمنى أن نتطلّع أنا وأمي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          mother_daughter:
            'أتمنى أن نتطلّع أنا وأمي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          father_daughter:
            'My father and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          mother_son:
            'My mother and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
          mother_daughter:
            'My mother and I look forward to family gatherings and occasions, like holidays and weddings, and enjoy them together.',
        },
        ar: {
          father_son: 'نتطلّع أنا وأبي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، ونستمتع بها معًا.',
          father_daughter: 'نتطلّع أنا وأبي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، ونستمتع بها معًا.',
          mother_son: 'نتطلّع أنا وأمي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، ونستمتع بها معًا.',
          mother_daughter: 'نتطلّع أنا وأمي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، ونستمتع بها معًا.',
        },
      },
    },
  },
  {
    key: 'q_5_5',
    category: 5,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope my son and I look out for each other, and stand by each other when one of us is unwell or worried.',
          father_daughter:
            'I hope my daughter and I look out for each other, and stand by each other when one of us is unwell or worried.',
          mother_son:
            'I hope my son and I look out for each other, and stand by each other when one of us is unwell or worried.',
          mother_daughter:
            'I hope my daughter and I look out for each other, and stand by each other when one of us is unwell or worried.',
        },
        ar: {
          father_son: 'أتمنى أن نطمئن أنا وابني بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          father_daughter:
            'أتمنى أن نطمئن أنا وابنتي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          mother_son: 'أتمنى أن نطمئن أنا وابني بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          mother_daughter:
            'أتمنى أن نطمئن أنا وابنتي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I check on each other, and stand by each other when one of us is unwell or worried.',
          father_daughter:
            'My daughter and I check on each other, and stand by each other when one of us is unwell or worried.',
          mother_son: 'My son and I check on each other, and stand by each other when one of us is unwell or worried.',
          mother_daughter:
            'My daughter and I check on each other, and stand by each other when one of us is unwell or worried.',
        },
        ar: {
          father_son: 'نطمئن أنا وابني بعضنا على بعض، ويقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          father_daughter: 'نطمئن أنا وابنتي بعضنا على بعض، ويقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          mother_son: 'نطمئن أنا وابني بعضنا على بعض، ويقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          mother_daughter: 'نطمئن أنا وابنتي بعضنا على بعض، ويقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father and I look out for each other, and stand by each other when one of us is unwell or worried.',
          father_daughter:
            'I hope my father and I look out for each other, and stand by each other when one of us is unwell or worried.',
          mother_son:
            'I hope my mother and I look out for each other, and stand by each other when one of us is unwell or worried.',
          mother_daughter:
            'I hope my mother and I look out for each other, and stand by each other when one of us is unwell or worried.',
        },
        ar: {
          father_son: 'أتمنى أن نطمئن أنا وأبي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          father_daughter: 'أتمنى أن نطمئن أنا وأبي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          mother_son: 'أتمنى أن نطمئن أنا وأمي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          mother_daughter: 'أتمنى أن نطمئن أنا وأمي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father and I check on each other, and stand by each other when one of us is unwell or worried.',
          father_daughter:
            'My father and I check on each other, and stand by each other when one of us is unwell or worried.',
          mother_son:
            'My mother and I check on each other, and stand by each other when one of us is unwell or worried.',
          mother_daughter:
            'My mother and I check on each other, and stand by each other when one of us is unwell or worried.',
        },
        ar: {
          father_son: 'نطمئن أنا وأبي بعضنا على بعض، ويقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          father_daughter: 'نطمئن أنا وأبي بعضنا على بعض، ويقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          mother_son: 'نطمئن أنا وأمي بعضنا على بعض، ويقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
          mother_daughter: 'نطمئن أنا وأمي بعضنا على بعض، ويقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
        },
      },
    },
  },
];

export default questions;
