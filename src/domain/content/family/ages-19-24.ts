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
          father_son: 'I hope to respect how my son lives his faith and values as an adult.',
          father_daughter: 'I hope to respect how my daughter lives her faith and values as an adult.',
          mother_son: 'I hope to respect how my son lives his faith and values as an adult.',
          mother_daughter: 'I hope to respect how my daughter lives her faith and values as an adult.',
        },
        ar: {
          father_son: 'آمل أن أحترم الطريقة التي يعيش بها ابني إيمانه وقيمه بعد أن صار راشدًا.',
          father_daughter: 'آمل أن أحترم الطريقة التي تعيش بها ابنتي إيمانها وقيمها بعد أن صارت راشدة.',
          mother_son: 'آمل أن أحترم الطريقة التي يعيش بها ابني إيمانه وقيمه بعد أن صار راشدًا.',
          mother_daughter: 'آمل أن أحترم الطريقة التي تعيش بها ابنتي إيمانها وقيمها بعد أن صارت راشدة.',
        },
      },
      phase2: {
        en: {
          father_son: 'I respect how my son lives his faith and values as an adult.',
          father_daughter: 'I respect how my daughter lives her faith and values as an adult.',
          mother_son: 'I respect how my son lives his faith and values as an adult.',
          mother_daughter: 'I respect how my daughter lives her faith and values as an adult.',
        },
        ar: {
          father_son: 'أحترم الطريقة التي يعيش بها ابني إيمانه وقيمه بعد أن صار راشدًا.',
          father_daughter: 'أحترم الطريقة التي تعيش بها ابنتي إيمانها وقيمها بعد أن صارت راشدة.',
          mother_son: 'أحترم الطريقة التي يعيش بها ابني إيمانه وقيمه بعد أن صار راشدًا.',
          mother_daughter: 'أحترم الطريقة التي تعيش بها ابنتي إيمانها وقيمها بعد أن صارت راشدة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father respects how I live my faith and values as an adult.',
          father_daughter: 'I hope my father respects how I live my faith and values as an adult.',
          mother_son: 'I hope my mother respects how I live my faith and values as an adult.',
          mother_daughter: 'I hope my mother respects how I live my faith and values as an adult.',
        },
        ar: {
          father_son: 'آمل أن يحترم أبي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدًا.',
          father_daughter: 'آمل أن يحترم أبي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة.',
          mother_son: 'آمل أن تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدًا.',
          mother_daughter: 'آمل أن تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father respects how I live my faith and values as an adult.',
          father_daughter: 'My father respects how I live my faith and values as an adult.',
          mother_son: 'My mother respects how I live my faith and values as an adult.',
          mother_daughter: 'My mother respects how I live my faith and values as an adult.',
        },
        ar: {
          father_son: 'يحترم أبي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدًا.',
          father_daughter: 'يحترم أبي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة.',
          mother_son: 'تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدًا.',
          mother_daughter: 'تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة.',
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
          father_son: 'آمل أن يعاملني ابني باحترام وتقدير، حتى حين يختلف معي في الرأي.',
          father_daughter: 'آمل أن تعاملني ابنتي باحترام وتقدير، حتى حين تختلف معي في الرأي.',
          mother_son: 'آمل أن يعاملني ابني باحترام وتقدير، حتى حين يختلف معي في الرأي.',
          mother_daughter: 'آمل أن تعاملني ابنتي باحترام وتقدير، حتى حين تختلف معي في الرأي.',
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
          father_son: 'I hope to treat my father with respect and consideration, even when I disagree with him.',
          father_daughter: 'I hope to treat my father with respect and consideration, even when I disagree with him.',
          mother_son: 'I hope to treat my mother with respect and consideration, even when I disagree with her.',
          mother_daughter: 'I hope to treat my mother with respect and consideration, even when I disagree with her.',
        },
        ar: {
          father_son: 'آمل أن أعامل أبي باحترام وتقدير، حتى حين أختلف معه في الرأي.',
          father_daughter: 'آمل أن أعامل أبي باحترام وتقدير، حتى حين أختلف معه في الرأي.',
          mother_son: 'آمل أن أعامل أمي باحترام وتقدير، حتى حين أختلف معها في الرأي.',
          mother_daughter: 'آمل أن أعامل أمي باحترام وتقدير، حتى حين أختلف معها في الرأي.',
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
          father_son: 'I hope my son and I both cherish our family traditions and customs.',
          father_daughter: 'I hope my daughter and I both cherish our family traditions and customs.',
          mother_son: 'I hope my son and I both cherish our family traditions and customs.',
          mother_daughter: 'I hope my daughter and I both cherish our family traditions and customs.',
        },
        ar: {
          father_son: 'آمل أن نعتزّ أنا وابني بعادات أسرتنا وتقاليدها.',
          father_daughter: 'آمل أن نعتزّ أنا وابنتي بعادات أسرتنا وتقاليدها.',
          mother_son: 'آمل أن نعتزّ أنا وابني بعادات أسرتنا وتقاليدها.',
          mother_daughter: 'آمل أن نعتزّ أنا وابنتي بعادات أسرتنا وتقاليدها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I both cherish our family traditions and customs.',
          father_daughter: 'My daughter and I both cherish our family traditions and customs.',
          mother_son: 'My son and I both cherish our family traditions and customs.',
          mother_daughter: 'My daughter and I both cherish our family traditions and customs.',
        },
        ar: {
          father_son: 'نعتزّ أنا وابني بعادات أسرتنا وتقاليدها.',
          father_daughter: 'نعتزّ أنا وابنتي بعادات أسرتنا وتقاليدها.',
          mother_son: 'نعتزّ أنا وابني بعادات أسرتنا وتقاليدها.',
          mother_daughter: 'نعتزّ أنا وابنتي بعادات أسرتنا وتقاليدها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I both cherish our family traditions and customs.',
          father_daughter: 'I hope my father and I both cherish our family traditions and customs.',
          mother_son: 'I hope my mother and I both cherish our family traditions and customs.',
          mother_daughter: 'I hope my mother and I both cherish our family traditions and customs.',
        },
        ar: {
          father_son: 'آمل أن نعتزّ أنا وأبي بعادات أسرتنا وتقاليدها.',
          father_daughter: 'آمل أن نعتزّ أنا وأبي بعادات أسرتنا وتقاليدها.',
          mother_son: 'آمل أن نعتزّ أنا وأمي بعادات أسرتنا وتقاليدها.',
          mother_daughter: 'آمل أن نعتزّ أنا وأمي بعادات أسرتنا وتقاليدها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I both cherish our family traditions and customs.',
          father_daughter: 'My father and I both cherish our family traditions and customs.',
          mother_son: 'My mother and I both cherish our family traditions and customs.',
          mother_daughter: 'My mother and I both cherish our family traditions and customs.',
        },
        ar: {
          father_son: 'نعتزّ أنا وأبي بعادات أسرتنا وتقاليدها.',
          father_daughter: 'نعتزّ أنا وأبي بعادات أسرتنا وتقاليدها.',
          mother_son: 'نعتزّ أنا وأمي بعادات أسرتنا وتقاليدها.',
          mother_daughter: 'نعتزّ أنا وأمي بعادات أسرتنا وتقاليدها.',
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
            'I hope the warmth between my son and me stays the same when his choices differ from what I would have chosen.',
          father_daughter:
            'I hope the warmth between my daughter and me stays the same when her choices differ from what I would have chosen.',
          mother_son:
            'I hope the warmth between my son and me stays the same when his choices differ from what I would have chosen.',
          mother_daughter:
            'I hope the warmth between my daughter and me stays the same when her choices differ from what I would have chosen.',
        },
        ar: {
          father_son: 'آمل أن يبقى الودّ بيني وبين ابني كما هو حين تختلف اختياراته عمّا كنت سأختاره.',
          father_daughter: 'آمل أن يبقى الودّ بيني وبين ابنتي كما هو حين تختلف اختياراتها عمّا كنت سأختاره.',
          mother_son: 'آمل أن يبقى الودّ بيني وبين ابني كما هو حين تختلف اختياراته عمّا كنت سأختاره.',
          mother_daughter: 'آمل أن يبقى الودّ بيني وبين ابنتي كما هو حين تختلف اختياراتها عمّا كنت سأختاره.',
        },
      },
      phase2: {
        en: {
          father_son:
            "When my son's choices differ from what I would have chosen, the warmth between us stays the same.",
          father_daughter:
            "When my daughter's choices differ from what I would have chosen, the warmth between us stays the same.",
          mother_son:
            "When my son's choices differ from what I would have chosen, the warmth between us stays the same.",
          mother_daughter:
            "When my daughter's choices differ from what I would have chosen, the warmth between us stays the same.",
        },
        ar: {
          father_son: 'حين تختلف اختيارات ابني عمّا كنت سأختاره، يبقى الودّ بيننا كما هو.',
          father_daughter: 'حين تختلف اختيارات ابنتي عمّا كنت سأختاره، يبقى الودّ بيننا كما هو.',
          mother_son: 'حين تختلف اختيارات ابني عمّا كنت سأختاره، يبقى الودّ بيننا كما هو.',
          mother_daughter: 'حين تختلف اختيارات ابنتي عمّا كنت سأختاره، يبقى الودّ بيننا كما هو.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope the warmth between my father and me stays the same when my choices differ from what he would have chosen.',
          father_daughter:
            'I hope the warmth between my father and me stays the same when my choices differ from what he would have chosen.',
          mother_son:
            'I hope the warmth between my mother and me stays the same when my choices differ from what she would have chosen.',
          mother_daughter:
            'I hope the warmth between my mother and me stays the same when my choices differ from what she would have chosen.',
        },
        ar: {
          father_son: 'آمل أن يبقى الودّ بيني وبين أبي كما هو حين تختلف اختياراتي عمّا كان سيختاره.',
          father_daughter: 'آمل أن يبقى الودّ بيني وبين أبي كما هو حين تختلف اختياراتي عمّا كان سيختاره.',
          mother_son: 'آمل أن يبقى الودّ بيني وبين أمي كما هو حين تختلف اختياراتي عمّا كانت ستختاره.',
          mother_daughter: 'آمل أن يبقى الودّ بيني وبين أمي كما هو حين تختلف اختياراتي عمّا كانت ستختاره.',
        },
      },
      phase2: {
        en: {
          father_son:
            'When my choices differ from what my father would have chosen, the warmth between us stays the same.',
          father_daughter:
            'When my choices differ from what my father would have chosen, the warmth between us stays the same.',
          mother_son:
            'When my choices differ from what my mother would have chosen, the warmth between us stays the same.',
          mother_daughter:
            'When my choices differ from what my mother would have chosen, the warmth between us stays the same.',
        },
        ar: {
          father_son: 'حين تختلف اختياراتي عمّا كان أبي سيختاره، يبقى الودّ بيننا كما هو.',
          father_daughter: 'حين تختلف اختياراتي عمّا كان أبي سيختاره، يبقى الودّ بيننا كما هو.',
          mother_son: 'حين تختلف اختياراتي عمّا كانت أمي ستختاره، يبقى الودّ بيننا كما هو.',
          mother_daughter: 'حين تختلف اختياراتي عمّا كانت أمي ستختاره، يبقى الودّ بيننا كما هو.',
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
          father_son: 'I hope to talk with my son as one adult to another, not the way I did when he was little.',
          father_daughter:
            'I hope to talk with my daughter as one adult to another, not the way I did when she was little.',
          mother_son: 'I hope to talk with my son as one adult to another, not the way I did when he was little.',
          mother_daughter:
            'I hope to talk with my daughter as one adult to another, not the way I did when she was little.',
        },
        ar: {
          father_son: 'آمل أن أحاور ابني كما يتحاور الكبار، لا كما كنت أحاوره في صغره.',
          father_daughter: 'آمل أن أحاور ابنتي كما يتحاور الكبار، لا كما كنت أحاورها في صغرها.',
          mother_son: 'آمل أن أحاور ابني كما يتحاور الكبار، لا كما كنت أحاوره في صغره.',
          mother_daughter: 'آمل أن أحاور ابنتي كما يتحاور الكبار، لا كما كنت أحاورها في صغرها.',
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
          father_son: 'آمل أن يحاورني أبي كما يتحاور الكبار، لا كما كان يحاورني في صغري.',
          father_daughter: 'آمل أن يحاورني أبي كما يتحاور الكبار، لا كما كان يحاورني في صغري.',
          mother_son: 'آمل أن تحاورني أمي كما يتحاور الكبار، لا كما كانت تحاورني في صغري.',
          mother_daughter: 'آمل أن تحاورني أمي كما يتحاور الكبار، لا كما كانت تحاورني في صغري.',
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
          father_son: 'I hope to give my son advice without pressuring him to take it.',
          father_daughter: 'I hope to give my daughter advice without pressuring her to take it.',
          mother_son: 'I hope to give my son advice without pressuring him to take it.',
          mother_daughter: 'I hope to give my daughter advice without pressuring her to take it.',
        },
        ar: {
          father_son: 'آمل أن أنصح ابني دون أن أضغط عليه ليأخذ بنصيحتي.',
          father_daughter: 'آمل أن أنصح ابنتي دون أن أضغط عليها لتأخذ بنصيحتي.',
          mother_son: 'آمل أن أنصح ابني دون أن أضغط عليه ليأخذ بنصيحتي.',
          mother_daughter: 'آمل أن أنصح ابنتي دون أن أضغط عليها لتأخذ بنصيحتي.',
        },
      },
      phase2: {
        en: {
          father_son: 'I give my son advice without pressuring him to take it.',
          father_daughter: 'I give my daughter advice without pressuring her to take it.',
          mother_son: 'I give my son advice without pressuring him to take it.',
          mother_daughter: 'I give my daughter advice without pressuring her to take it.',
        },
        ar: {
          father_son: 'أنصح ابني دون أن أضغط عليه ليأخذ بنصيحتي.',
          father_daughter: 'أنصح ابنتي دون أن أضغط عليها لتأخذ بنصيحتي.',
          mother_son: 'أنصح ابني دون أن أضغط عليه ليأخذ بنصيحتي.',
          mother_daughter: 'أنصح ابنتي دون أن أضغط عليها لتأخذ بنصيحتي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father gives me advice without pressuring me to take it.',
          father_daughter: 'I hope my father gives me advice without pressuring me to take it.',
          mother_son: 'I hope my mother gives me advice without pressuring me to take it.',
          mother_daughter: 'I hope my mother gives me advice without pressuring me to take it.',
        },
        ar: {
          father_son: 'آمل أن ينصحني أبي دون أن يضغط عليّ لآخذ بنصيحته.',
          father_daughter: 'آمل أن ينصحني أبي دون أن يضغط عليّ لآخذ بنصيحته.',
          mother_son: 'آمل أن تنصحني أمي دون أن تضغط عليّ لآخذ بنصيحتها.',
          mother_daughter: 'آمل أن تنصحني أمي دون أن تضغط عليّ لآخذ بنصيحتها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father gives me advice without pressuring me to take it.',
          father_daughter: 'My father gives me advice without pressuring me to take it.',
          mother_son: 'My mother gives me advice without pressuring me to take it.',
          mother_daughter: 'My mother gives me advice without pressuring me to take it.',
        },
        ar: {
          father_son: 'ينصحني أبي دون أن يضغط عليّ لآخذ بنصيحته.',
          father_daughter: 'ينصحني أبي دون أن يضغط عليّ لآخذ بنصيحته.',
          mother_son: 'تنصحني أمي دون أن تضغط عليّ لآخذ بنصيحتها.',
          mother_daughter: 'تنصحني أمي دون أن تضغط عليّ لآخذ بنصيحتها.',
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
          father_son: 'آمل أن نتناقش أنا وابني بهدوء حين نختلف حول دراسته أو عمله.',
          father_daughter: 'آمل أن نتناقش أنا وابنتي بهدوء حين نختلف حول دراستها أو عملها.',
          mother_son: 'آمل أن نتناقش أنا وابني بهدوء حين نختلف حول دراسته أو عمله.',
          mother_daughter: 'آمل أن نتناقش أنا وابنتي بهدوء حين نختلف حول دراستها أو عملها.',
        },
      },
      phase2: {
        en: {
          father_son: 'When my son and I disagree about his studies or his work, we talk it through calmly.',
          father_daughter: 'When my daughter and I disagree about her studies or her work, we talk it through calmly.',
          mother_son: 'When my son and I disagree about his studies or his work, we talk it through calmly.',
          mother_daughter: 'When my daughter and I disagree about her studies or her work, we talk it through calmly.',
        },
        ar: {
          father_son: 'حين نختلف أنا وابني حول دراسته أو عمله، نتناقش بهدوء.',
          father_daughter: 'حين نختلف أنا وابنتي حول دراستها أو عملها، نتناقش بهدوء.',
          mother_son: 'حين نختلف أنا وابني حول دراسته أو عمله، نتناقش بهدوء.',
          mother_daughter: 'حين نختلف أنا وابنتي حول دراستها أو عملها، نتناقش بهدوء.',
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
          father_son: 'آمل أن نتناقش أنا وأبي بهدوء حين نختلف حول دراستي أو عملي.',
          father_daughter: 'آمل أن نتناقش أنا وأبي بهدوء حين نختلف حول دراستي أو عملي.',
          mother_son: 'آمل أن نتناقش أنا وأمي بهدوء حين نختلف حول دراستي أو عملي.',
          mother_daughter: 'آمل أن نتناقش أنا وأمي بهدوء حين نختلف حول دراستي أو عملي.',
        },
      },
      phase2: {
        en: {
          father_son: 'When my father and I disagree about my studies or my work, we talk it through calmly.',
          father_daughter: 'When my father and I disagree about my studies or my work, we talk it through calmly.',
          mother_son: 'When my mother and I disagree about my studies or my work, we talk it through calmly.',
          mother_daughter: 'When my mother and I disagree about my studies or my work, we talk it through calmly.',
        },
        ar: {
          father_son: 'حين نختلف أنا وأبي حول دراستي أو عملي، نتناقش بهدوء.',
          father_daughter: 'حين نختلف أنا وأبي حول دراستي أو عملي، نتناقش بهدوء.',
          mother_son: 'حين نختلف أنا وأمي حول دراستي أو عملي، نتناقش بهدوء.',
          mother_daughter: 'حين نختلف أنا وأمي حول دراستي أو عملي، نتناقش بهدوء.',
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
          father_son: 'I hope my son feels at ease talking to me about his hopes and plans for marriage.',
          father_daughter: 'I hope my daughter feels at ease talking to me about her hopes and plans for marriage.',
          mother_son: 'I hope my son feels at ease talking to me about his hopes and plans for marriage.',
          mother_daughter: 'I hope my daughter feels at ease talking to me about her hopes and plans for marriage.',
        },
        ar: {
          father_son: 'آمل أن يرتاح ابني في الحديث معي عن آماله وخططه للزواج.',
          father_daughter: 'آمل أن ترتاح ابنتي في الحديث معي عن آمالها وخططها للزواج.',
          mother_son: 'آمل أن يرتاح ابني في الحديث معي عن آماله وخططه للزواج.',
          mother_daughter: 'آمل أن ترتاح ابنتي في الحديث معي عن آمالها وخططها للزواج.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son feels at ease talking to me about his hopes and plans for marriage.',
          father_daughter: 'My daughter feels at ease talking to me about her hopes and plans for marriage.',
          mother_son: 'My son feels at ease talking to me about his hopes and plans for marriage.',
          mother_daughter: 'My daughter feels at ease talking to me about her hopes and plans for marriage.',
        },
        ar: {
          father_son: 'يرتاح ابني في الحديث معي عن آماله وخططه للزواج.',
          father_daughter: 'ترتاح ابنتي في الحديث معي عن آمالها وخططها للزواج.',
          mother_son: 'يرتاح ابني في الحديث معي عن آماله وخططه للزواج.',
          mother_daughter: 'ترتاح ابنتي في الحديث معي عن آمالها وخططها للزواج.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope I feel at ease talking to my father about my hopes and plans for marriage.',
          father_daughter: 'I hope I feel at ease talking to my father about my hopes and plans for marriage.',
          mother_son: 'I hope I feel at ease talking to my mother about my hopes and plans for marriage.',
          mother_daughter: 'I hope I feel at ease talking to my mother about my hopes and plans for marriage.',
        },
        ar: {
          father_son: 'آمل أن أرتاح في الحديث مع أبي عن آمالي وخططي للزواج.',
          father_daughter: 'آمل أن أرتاح في الحديث مع أبي عن آمالي وخططي للزواج.',
          mother_son: 'آمل أن أرتاح في الحديث مع أمي عن آمالي وخططي للزواج.',
          mother_daughter: 'آمل أن أرتاح في الحديث مع أمي عن آمالي وخططي للزواج.',
        },
      },
      phase2: {
        en: {
          father_son: 'I feel at ease talking to my father about my hopes and plans for marriage.',
          father_daughter: 'I feel at ease talking to my father about my hopes and plans for marriage.',
          mother_son: 'I feel at ease talking to my mother about my hopes and plans for marriage.',
          mother_daughter: 'I feel at ease talking to my mother about my hopes and plans for marriage.',
        },
        ar: {
          father_son: 'أرتاح في الحديث مع أبي عن آمالي وخططي للزواج.',
          father_daughter: 'أرتاح في الحديث مع أبي عن آمالي وخططي للزواج.',
          mother_son: 'أرتاح في الحديث مع أمي عن آمالي وخططي للزواج.',
          mother_daughter: 'أرتاح في الحديث مع أمي عن آمالي وخططي للزواج.',
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
          father_son: 'آمل أن نعود أنا وابني إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          father_daughter: 'آمل أن نعود أنا وابنتي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_son: 'آمل أن نعود أنا وابني إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_daughter: 'آمل أن نعود أنا وابنتي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
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
          father_son: 'آمل أن نعود أنا وأبي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          father_daughter: 'آمل أن نعود أنا وأبي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_son: 'آمل أن نعود أنا وأمي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
          mother_daughter: 'آمل أن نعود أنا وأمي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
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
          father_son: "I hope to respect my son's right to choose his own field of study and work.",
          father_daughter: "I hope to respect my daughter's right to choose her own field of study and work.",
          mother_son: "I hope to respect my son's right to choose his own field of study and work.",
          mother_daughter: "I hope to respect my daughter's right to choose her own field of study and work.",
        },
        ar: {
          father_son: 'آمل أن أحترم حق ابني في أن يختار بنفسه مجال دراسته وعمله.',
          father_daughter: 'آمل أن أحترم حق ابنتي في أن تختار بنفسها مجال دراستها وعملها.',
          mother_son: 'آمل أن أحترم حق ابني في أن يختار بنفسه مجال دراسته وعمله.',
          mother_daughter: 'آمل أن أحترم حق ابنتي في أن تختار بنفسها مجال دراستها وعملها.',
        },
      },
      phase2: {
        en: {
          father_son: "I respect my son's right to choose his own field of study and work.",
          father_daughter: "I respect my daughter's right to choose her own field of study and work.",
          mother_son: "I respect my son's right to choose his own field of study and work.",
          mother_daughter: "I respect my daughter's right to choose her own field of study and work.",
        },
        ar: {
          father_son: 'أحترم حق ابني في أن يختار بنفسه مجال دراسته وعمله.',
          father_daughter: 'أحترم حق ابنتي في أن تختار بنفسها مجال دراستها وعملها.',
          mother_son: 'أحترم حق ابني في أن يختار بنفسه مجال دراسته وعمله.',
          mother_daughter: 'أحترم حق ابنتي في أن تختار بنفسها مجال دراستها وعملها.',
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
          father_son: 'آمل أن يحترم أبي حقي في أن أختار بنفسي مجال دراستي وعملي.',
          father_daughter: 'آمل أن يحترم أبي حقي في أن أختار بنفسي مجال دراستي وعملي.',
          mother_son: 'آمل أن تحترم أمي حقي في أن أختار بنفسي مجال دراستي وعملي.',
          mother_daughter: 'آمل أن تحترم أمي حقي في أن أختار بنفسي مجال دراستي وعملي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father respects my right to choose my own field of study and work.',
          father_daughter: 'My father respects my right to choose my own field of study and work.',
          mother_son: 'My mother respects my right to choose my own field of study and work.',
          mother_daughter: 'My mother respects my right to choose my own field of study and work.',
        },
        ar: {
          father_son: 'يحترم أبي حقي في أن أختار بنفسي مجال دراستي وعملي.',
          father_daughter: 'يحترم أبي حقي في أن أختار بنفسي مجال دراستي وعملي.',
          mother_son: 'تحترم أمي حقي في أن أختار بنفسي مجال دراستي وعملي.',
          mother_daughter: 'تحترم أمي حقي في أن أختار بنفسي مجال دراستي وعملي.',
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
            'I hope to encourage my son to manage his own money as he moves step by step toward financial independence.',
          father_daughter:
            'I hope to encourage my daughter to manage her own money as she moves step by step toward financial independence.',
          mother_son:
            'I hope to encourage my son to manage his own money as he moves step by step toward financial independence.',
          mother_daughter:
            'I hope to encourage my daughter to manage her own money as she moves step by step toward financial independence.',
        },
        ar: {
          father_son: 'آمل أن أشجّع ابني على إدارة ماله بنفسه وهو يتقدّم خطوة خطوة نحو الاستقلال المالي.',
          father_daughter: 'آمل أن أشجّع ابنتي على إدارة مالها بنفسها وهي تتقدّم خطوة خطوة نحو الاستقلال المالي.',
          mother_son: 'آمل أن أشجّع ابني على إدارة ماله بنفسه وهو يتقدّم خطوة خطوة نحو الاستقلال المالي.',
          mother_daughter: 'آمل أن أشجّع ابنتي على إدارة مالها بنفسها وهي تتقدّم خطوة خطوة نحو الاستقلال المالي.',
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
            'I hope my father encourages me to manage my own money as I move step by step toward financial independence.',
          father_daughter:
            'I hope my father encourages me to manage my own money as I move step by step toward financial independence.',
          mother_son:
            'I hope my mother encourages me to manage my own money as I move step by step toward financial independence.',
          mother_daughter:
            'I hope my mother encourages me to manage my own money as I move step by step toward financial independence.',
        },
        ar: {
          father_son: 'آمل أن يشجّعني أبي على إدارة مالي بنفسي وأنا أتقدّم خطوة خطوة نحو الاستقلال المالي.',
          father_daughter: 'آمل أن يشجّعني أبي على إدارة مالي بنفسي وأنا أتقدّم خطوة خطوة نحو الاستقلال المالي.',
          mother_son: 'آمل أن تشجّعني أمي على إدارة مالي بنفسي وأنا أتقدّم خطوة خطوة نحو الاستقلال المالي.',
          mother_daughter: 'آمل أن تشجّعني أمي على إدارة مالي بنفسي وأنا أتقدّم خطوة خطوة نحو الاستقلال المالي.',
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
          father_son: 'I hope my son helps me with household matters, with his time, effort or money as he is able.',
          father_daughter:
            'I hope my daughter helps me with household matters, with her time, effort or money as she is able.',
          mother_son: 'I hope my son helps me with household matters, with his time, effort or money as he is able.',
          mother_daughter:
            'I hope my daughter helps me with household matters, with her time, effort or money as she is able.',
        },
        ar: {
          father_son: 'آمل أن يعينني ابني على شؤون البيت بوقته أو جهده أو ماله بقدر استطاعته.',
          father_daughter: 'آمل أن تعينني ابنتي على شؤون البيت بوقتها أو جهدها أو مالها بقدر استطاعتها.',
          mother_son: 'آمل أن يعينني ابني على شؤون البيت بوقته أو جهده أو ماله بقدر استطاعته.',
          mother_daughter: 'آمل أن تعينني ابنتي على شؤون البيت بوقتها أو جهدها أو مالها بقدر استطاعتها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son helps me with household matters, with his time, effort or money as he is able.',
          father_daughter:
            'My daughter helps me with household matters, with her time, effort or money as she is able.',
          mother_son: 'My son helps me with household matters, with his time, effort or money as he is able.',
          mother_daughter:
            'My daughter helps me with household matters, with her time, effort or money as she is able.',
        },
        ar: {
          father_son: 'يعينني ابني على شؤون البيت بوقته أو جهده أو ماله بقدر استطاعته.',
          father_daughter: 'تعينني ابنتي على شؤون البيت بوقتها أو جهدها أو مالها بقدر استطاعتها.',
          mother_son: 'يعينني ابني على شؤون البيت بوقته أو جهده أو ماله بقدر استطاعته.',
          mother_daughter: 'تعينني ابنتي على شؤون البيت بوقتها أو جهدها أو مالها بقدر استطاعتها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope to help my father with household matters, with my time, effort or money as I am able.',
          father_daughter:
            'I hope to help my father with household matters, with my time, effort or money as I am able.',
          mother_son: 'I hope to help my mother with household matters, with my time, effort or money as I am able.',
          mother_daughter:
            'I hope to help my mother with household matters, with my time, effort or money as I am able.',
        },
        ar: {
          father_son: 'آمل أن أعين أبي على شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي.',
          father_daughter: 'آمل أن أعين أبي على شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي.',
          mother_son: 'آمل أن أعين أمي على شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي.',
          mother_daughter: 'آمل أن أعين أمي على شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي.',
        },
      },
      phase2: {
        en: {
          father_son: 'I help my father with household matters, with my time, effort or money as I am able.',
          father_daughter: 'I help my father with household matters, with my time, effort or money as I am able.',
          mother_son: 'I help my mother with household matters, with my time, effort or money as I am able.',
          mother_daughter: 'I help my mother with household matters, with my time, effort or money as I am able.',
        },
        ar: {
          father_son: 'أعين أبي على شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي.',
          father_daughter: 'أعين أبي على شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي.',
          mother_son: 'أعين أمي على شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي.',
          mother_daughter: 'أعين أمي على شؤون البيت بوقتي أو جهدي أو مالي بقدر استطاعتي.',
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
          father_son: 'I hope my son and I agree on where he lives for now, at home or away.',
          father_daughter: 'I hope my daughter and I agree on where she lives for now, at home or away.',
          mother_son: 'I hope my son and I agree on where he lives for now, at home or away.',
          mother_daughter: 'I hope my daughter and I agree on where she lives for now, at home or away.',
        },
        ar: {
          father_son: 'آمل أن نتفق أنا وابني على مكان إقامته في هذه المرحلة، في البيت أو خارجه.',
          father_daughter: 'آمل أن نتفق أنا وابنتي على مكان إقامتها في هذه المرحلة، في البيت أو خارجه.',
          mother_son: 'آمل أن نتفق أنا وابني على مكان إقامته في هذه المرحلة، في البيت أو خارجه.',
          mother_daughter: 'آمل أن نتفق أنا وابنتي على مكان إقامتها في هذه المرحلة، في البيت أو خارجه.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I agree on where he lives for now, at home or away.',
          father_daughter: 'My daughter and I agree on where she lives for now, at home or away.',
          mother_son: 'My son and I agree on where he lives for now, at home or away.',
          mother_daughter: 'My daughter and I agree on where she lives for now, at home or away.',
        },
        ar: {
          father_son: 'أنا وابني متفقان على مكان إقامته في هذه المرحلة، في البيت أو خارجه.',
          father_daughter: 'أنا وابنتي متفقان على مكان إقامتها في هذه المرحلة، في البيت أو خارجه.',
          mother_son: 'أنا وابني متفقان على مكان إقامته في هذه المرحلة، في البيت أو خارجه.',
          mother_daughter: 'أنا وابنتي متفقتان على مكان إقامتها في هذه المرحلة، في البيت أو خارجه.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I agree on where I live for now, at home or away.',
          father_daughter: 'I hope my father and I agree on where I live for now, at home or away.',
          mother_son: 'I hope my mother and I agree on where I live for now, at home or away.',
          mother_daughter: 'I hope my mother and I agree on where I live for now, at home or away.',
        },
        ar: {
          father_son: 'آمل أن نتفق أنا وأبي على مكان إقامتي في هذه المرحلة، في البيت أو خارجه.',
          father_daughter: 'آمل أن نتفق أنا وأبي على مكان إقامتي في هذه المرحلة، في البيت أو خارجه.',
          mother_son: 'آمل أن نتفق أنا وأمي على مكان إقامتي في هذه المرحلة، في البيت أو خارجه.',
          mother_daughter: 'آمل أن نتفق أنا وأمي على مكان إقامتي في هذه المرحلة، في البيت أو خارجه.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I agree on where I live for now, at home or away.',
          father_daughter: 'My father and I agree on where I live for now, at home or away.',
          mother_son: 'My mother and I agree on where I live for now, at home or away.',
          mother_daughter: 'My mother and I agree on where I live for now, at home or away.',
        },
        ar: {
          father_son: 'أنا وأبي متفقان على مكان إقامتي في هذه المرحلة، في البيت أو خارجه.',
          father_daughter: 'أنا وأبي متفقان على مكان إقامتي في هذه المرحلة، في البيت أو خارجه.',
          mother_son: 'أنا وأمي متفقان على مكان إقامتي في هذه المرحلة، في البيت أو خارجه.',
          mother_daughter: 'أنا وأمي متفقتان على مكان إقامتي في هذه المرحلة، في البيت أو خارجه.',
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
          father_son: "I hope to let my son's own wishes come first in choosing a wife.",
          father_daughter: "I hope to let my daughter's own wishes come first in choosing a husband.",
          mother_son: "I hope to let my son's own wishes come first in choosing a wife.",
          mother_daughter: "I hope to let my daughter's own wishes come first in choosing a husband.",
        },
        ar: {
          father_son: 'آمل أن أجعل رغبة ابني هي الأساس في اختيار شريكة حياته.',
          father_daughter: 'آمل أن أجعل رغبة ابنتي هي الأساس في اختيار شريك حياتها.',
          mother_son: 'آمل أن أجعل رغبة ابني هي الأساس في اختيار شريكة حياته.',
          mother_daughter: 'آمل أن أجعل رغبة ابنتي هي الأساس في اختيار شريك حياتها.',
        },
      },
      phase2: {
        en: {
          father_son: "I let my son's own wishes come first in choosing a wife.",
          father_daughter: "I let my daughter's own wishes come first in choosing a husband.",
          mother_son: "I let my son's own wishes come first in choosing a wife.",
          mother_daughter: "I let my daughter's own wishes come first in choosing a husband.",
        },
        ar: {
          father_son: 'أجعل رغبة ابني هي الأساس في اختيار شريكة حياته.',
          father_daughter: 'أجعل رغبة ابنتي هي الأساس في اختيار شريك حياتها.',
          mother_son: 'أجعل رغبة ابني هي الأساس في اختيار شريكة حياته.',
          mother_daughter: 'أجعل رغبة ابنتي هي الأساس في اختيار شريك حياتها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father lets my own wishes come first in choosing a wife.',
          father_daughter: 'I hope my father lets my own wishes come first in choosing a husband.',
          mother_son: 'I hope my mother lets my own wishes come first in choosing a wife.',
          mother_daughter: 'I hope my mother lets my own wishes come first in choosing a husband.',
        },
        ar: {
          father_son: 'آمل أن يجعل أبي رغبتي هي الأساس في اختيار شريكة حياتي.',
          father_daughter: 'آمل أن يجعل أبي رغبتي هي الأساس في اختيار شريك حياتي.',
          mother_son: 'آمل أن تجعل أمي رغبتي هي الأساس في اختيار شريكة حياتي.',
          mother_daughter: 'آمل أن تجعل أمي رغبتي هي الأساس في اختيار شريك حياتي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father lets my own wishes come first in choosing a wife.',
          father_daughter: 'My father lets my own wishes come first in choosing a husband.',
          mother_son: 'My mother lets my own wishes come first in choosing a wife.',
          mother_daughter: 'My mother lets my own wishes come first in choosing a husband.',
        },
        ar: {
          father_son: 'يجعل أبي رغبتي هي الأساس في اختيار شريكة حياتي.',
          father_daughter: 'يجعل أبي رغبتي هي الأساس في اختيار شريك حياتي.',
          mother_son: 'تجعل أمي رغبتي هي الأساس في اختيار شريكة حياتي.',
          mother_daughter: 'تجعل أمي رغبتي هي الأساس في اختيار شريك حياتي.',
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
          father_son: 'I hope to treat my son with respect as a grown young man, not a child.',
          father_daughter: 'I hope to treat my daughter with respect as a grown young woman, not a child.',
          mother_son: 'I hope to treat my son with respect as a grown young man, not a child.',
          mother_daughter: 'I hope to treat my daughter with respect as a grown young woman, not a child.',
        },
        ar: {
          father_son: 'آمل أن أعامل ابني باحترام بوصفه شابًا راشدًا، لا طفلًا صغيرًا.',
          father_daughter: 'آمل أن أعامل ابنتي باحترام بوصفها شابةً راشدة، لا طفلةً صغيرة.',
          mother_son: 'آمل أن أعامل ابني باحترام بوصفه شابًا راشدًا، لا طفلًا صغيرًا.',
          mother_daughter: 'آمل أن أعامل ابنتي باحترام بوصفها شابةً راشدة، لا طفلةً صغيرة.',
        },
      },
      phase2: {
        en: {
          father_son: 'I treat my son with respect as a grown young man, not a child.',
          father_daughter: 'I treat my daughter with respect as a grown young woman, not a child.',
          mother_son: 'I treat my son with respect as a grown young man, not a child.',
          mother_daughter: 'I treat my daughter with respect as a grown young woman, not a child.',
        },
        ar: {
          father_son: 'أعامل ابني باحترام بوصفه شابًا راشدًا، لا طفلًا صغيرًا.',
          father_daughter: 'أعامل ابنتي باحترام بوصفها شابةً راشدة، لا طفلةً صغيرة.',
          mother_son: 'أعامل ابني باحترام بوصفه شابًا راشدًا، لا طفلًا صغيرًا.',
          mother_daughter: 'أعامل ابنتي باحترام بوصفها شابةً راشدة، لا طفلةً صغيرة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father treats me with respect as a grown young man, not a child.',
          father_daughter: 'I hope my father treats me with respect as a grown young woman, not a child.',
          mother_son: 'I hope my mother treats me with respect as a grown young man, not a child.',
          mother_daughter: 'I hope my mother treats me with respect as a grown young woman, not a child.',
        },
        ar: {
          father_son: 'آمل أن يعاملني أبي باحترام بوصفي شابًا راشدًا، لا طفلًا صغيرًا.',
          father_daughter: 'آمل أن يعاملني أبي باحترام بوصفي شابةً راشدة، لا طفلةً صغيرة.',
          mother_son: 'آمل أن تعاملني أمي باحترام بوصفي شابًا راشدًا، لا طفلًا صغيرًا.',
          mother_daughter: 'آمل أن تعاملني أمي باحترام بوصفي شابةً راشدة، لا طفلةً صغيرة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father treats me with respect as a grown young man, not a child.',
          father_daughter: 'My father treats me with respect as a grown young woman, not a child.',
          mother_son: 'My mother treats me with respect as a grown young man, not a child.',
          mother_daughter: 'My mother treats me with respect as a grown young woman, not a child.',
        },
        ar: {
          father_son: 'يعاملني أبي باحترام بوصفي شابًا راشدًا، لا طفلًا صغيرًا.',
          father_daughter: 'يعاملني أبي باحترام بوصفي شابةً راشدة، لا طفلةً صغيرة.',
          mother_son: 'تعاملني أمي باحترام بوصفي شابًا راشدًا، لا طفلًا صغيرًا.',
          mother_daughter: 'تعاملني أمي باحترام بوصفي شابةً راشدة، لا طفلةً صغيرة.',
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
          father_son: 'I hope my son and I can trust each other with serious matters.',
          father_daughter: 'I hope my daughter and I can trust each other with serious matters.',
          mother_son: 'I hope my son and I can trust each other with serious matters.',
          mother_daughter: 'I hope my daughter and I can trust each other with serious matters.',
        },
        ar: {
          father_son: 'آمل أن نتبادل أنا وابني الثقة في الأمور المهمة.',
          father_daughter: 'آمل أن نتبادل أنا وابنتي الثقة في الأمور المهمة.',
          mother_son: 'آمل أن نتبادل أنا وابني الثقة في الأمور المهمة.',
          mother_daughter: 'آمل أن نتبادل أنا وابنتي الثقة في الأمور المهمة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I trust each other with serious matters.',
          father_daughter: 'My daughter and I trust each other with serious matters.',
          mother_son: 'My son and I trust each other with serious matters.',
          mother_daughter: 'My daughter and I trust each other with serious matters.',
        },
        ar: {
          father_son: 'نتبادل أنا وابني الثقة في الأمور المهمة.',
          father_daughter: 'نتبادل أنا وابنتي الثقة في الأمور المهمة.',
          mother_son: 'نتبادل أنا وابني الثقة في الأمور المهمة.',
          mother_daughter: 'نتبادل أنا وابنتي الثقة في الأمور المهمة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I can trust each other with serious matters.',
          father_daughter: 'I hope my father and I can trust each other with serious matters.',
          mother_son: 'I hope my mother and I can trust each other with serious matters.',
          mother_daughter: 'I hope my mother and I can trust each other with serious matters.',
        },
        ar: {
          father_son: 'آمل أن نتبادل أنا وأبي الثقة في الأمور المهمة.',
          father_daughter: 'آمل أن نتبادل أنا وأبي الثقة في الأمور المهمة.',
          mother_son: 'آمل أن نتبادل أنا وأمي الثقة في الأمور المهمة.',
          mother_daughter: 'آمل أن نتبادل أنا وأمي الثقة في الأمور المهمة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I trust each other with serious matters.',
          father_daughter: 'My father and I trust each other with serious matters.',
          mother_son: 'My mother and I trust each other with serious matters.',
          mother_daughter: 'My mother and I trust each other with serious matters.',
        },
        ar: {
          father_son: 'نتبادل أنا وأبي الثقة في الأمور المهمة.',
          father_daughter: 'نتبادل أنا وأبي الثقة في الأمور المهمة.',
          mother_son: 'نتبادل أنا وأمي الثقة في الأمور المهمة.',
          mother_daughter: 'نتبادل أنا وأمي الثقة في الأمور المهمة.',
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
          father_son: "I hope to trust my son's judgement without checking every step he takes.",
          father_daughter: "I hope to trust my daughter's judgement without checking every step she takes.",
          mother_son: "I hope to trust my son's judgement without checking every step he takes.",
          mother_daughter: "I hope to trust my daughter's judgement without checking every step she takes.",
        },
        ar: {
          father_son: 'آمل أن أثق بحسن تقدير ابني دون أن أراقب كل خطوة يخطوها.',
          father_daughter: 'آمل أن أثق بحسن تقدير ابنتي دون أن أراقب كل خطوة تخطوها.',
          mother_son: 'آمل أن أثق بحسن تقدير ابني دون أن أراقب كل خطوة يخطوها.',
          mother_daughter: 'آمل أن أثق بحسن تقدير ابنتي دون أن أراقب كل خطوة تخطوها.',
        },
      },
      phase2: {
        en: {
          father_son: "I trust my son's judgement without checking every step he takes.",
          father_daughter: "I trust my daughter's judgement without checking every step she takes.",
          mother_son: "I trust my son's judgement without checking every step he takes.",
          mother_daughter: "I trust my daughter's judgement without checking every step she takes.",
        },
        ar: {
          father_son: 'أثق بحسن تقدير ابني دون أن أراقب كل خطوة يخطوها.',
          father_daughter: 'أثق بحسن تقدير ابنتي دون أن أراقب كل خطوة تخطوها.',
          mother_son: 'أثق بحسن تقدير ابني دون أن أراقب كل خطوة يخطوها.',
          mother_daughter: 'أثق بحسن تقدير ابنتي دون أن أراقب كل خطوة تخطوها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father trusts my judgement without checking every step I take.',
          father_daughter: 'I hope my father trusts my judgement without checking every step I take.',
          mother_son: 'I hope my mother trusts my judgement without checking every step I take.',
          mother_daughter: 'I hope my mother trusts my judgement without checking every step I take.',
        },
        ar: {
          father_son: 'آمل أن يثق أبي بحسن تقديري دون أن يراقب كل خطوة أخطوها.',
          father_daughter: 'آمل أن يثق أبي بحسن تقديري دون أن يراقب كل خطوة أخطوها.',
          mother_son: 'آمل أن تثق أمي بحسن تقديري دون أن تراقب كل خطوة أخطوها.',
          mother_daughter: 'آمل أن تثق أمي بحسن تقديري دون أن تراقب كل خطوة أخطوها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father trusts my judgement without checking every step I take.',
          father_daughter: 'My father trusts my judgement without checking every step I take.',
          mother_son: 'My mother trusts my judgement without checking every step I take.',
          mother_daughter: 'My mother trusts my judgement without checking every step I take.',
        },
        ar: {
          father_son: 'يثق أبي بحسن تقديري دون أن يراقب كل خطوة أخطوها.',
          father_daughter: 'يثق أبي بحسن تقديري دون أن يراقب كل خطوة أخطوها.',
          mother_son: 'تثق أمي بحسن تقديري دون أن تراقب كل خطوة أخطوها.',
          mother_daughter: 'تثق أمي بحسن تقديري دون أن تراقب كل خطوة أخطوها.',
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
            'I hope my son finds comfort and support with me whenever he goes through a hard time, however grown up he is.',
          father_daughter:
            'I hope my daughter finds comfort and support with me whenever she goes through a hard time, however grown up she is.',
          mother_son:
            'I hope my son finds comfort and support with me whenever he goes through a hard time, however grown up he is.',
          mother_daughter:
            'I hope my daughter finds comfort and support with me whenever she goes through a hard time, however grown up she is.',
        },
        ar: {
          father_son: 'آمل أن يجد ابني عندي السند والطمأنينة كلما مرّ بظرف صعب، مهما كبر.',
          father_daughter: 'آمل أن تجد ابنتي عندي السند والطمأنينة كلما مرّت بظرف صعب، مهما كبرت.',
          mother_son: 'آمل أن يجد ابني عندي السند والطمأنينة كلما مرّ بظرف صعب، مهما كبر.',
          mother_daughter: 'آمل أن تجد ابنتي عندي السند والطمأنينة كلما مرّت بظرف صعب، مهما كبرت.',
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
          father_son: 'آمل أن أجد عند أبي السند والطمأنينة كلما مررت بظرف صعب، مهما كبرت.',
          father_daughter: 'آمل أن أجد عند أبي السند والطمأنينة كلما مررت بظرف صعب، مهما كبرت.',
          mother_son: 'آمل أن أجد عند أمي السند والطمأنينة كلما مررت بظرف صعب، مهما كبرت.',
          mother_daughter: 'آمل أن أجد عند أمي السند والطمأنينة كلما مررت بظرف صعب، مهما كبرت.',
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
          father_son: 'I hope to tell my son that I am proud of him and of the effort he makes.',
          father_daughter: 'I hope to tell my daughter that I am proud of her and of the effort she makes.',
          mother_son: 'I hope to tell my son that I am proud of him and of the effort he makes.',
          mother_daughter: 'I hope to tell my daughter that I am proud of her and of the effort she makes.',
        },
        ar: {
          father_son: 'آمل أن أقول لابني إنني فخور به وبما يبذله من جهد.',
          father_daughter: 'آمل أن أقول لابنتي إنني فخور بها وبما تبذله من جهد.',
          mother_son: 'آمل أن أقول لابني إنني فخورة به وبما يبذله من جهد.',
          mother_daughter: 'آمل أن أقول لابنتي إنني فخورة بها وبما تبذله من جهد.',
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
          father_son: 'آمل أن يقول لي أبي إنه فخور بي وبما أبذله من جهد.',
          father_daughter: 'آمل أن يقول لي أبي إنه فخور بي وبما أبذله من جهد.',
          mother_son: 'آمل أن تقول لي أمي إنها فخورة بي وبما أبذله من جهد.',
          mother_daughter: 'آمل أن تقول لي أمي إنها فخورة بي وبما أبذله من جهد.',
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
          father_son: 'آمل أن نخصّص أنا وابني وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          father_daughter: 'آمل أن نخصّص أنا وابنتي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          mother_son: 'آمل أن نخصّص أنا وابني وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          mother_daughter: 'آمل أن نخصّص أنا وابنتي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
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
          father_son: 'آمل أن نخصّص أنا وأبي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          father_daughter: 'آمل أن نخصّص أنا وأبي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          mother_son: 'آمل أن نخصّص أنا وأمي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
          mother_daughter: 'آمل أن نخصّص أنا وأمي وقتًا نقضيه معًا، مهما كثرت مشاغل الدراسة والعمل.',
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
          father_son: 'I hope never to compare my son with his siblings or with others his age.',
          father_daughter: 'I hope never to compare my daughter with her siblings or with others her age.',
          mother_son: 'I hope never to compare my son with his siblings or with others his age.',
          mother_daughter: 'I hope never to compare my daughter with her siblings or with others her age.',
        },
        ar: {
          father_son: 'آمل ألا أقارن ابني بأحد من إخوته أو أقرانه.',
          father_daughter: 'آمل ألا أقارن ابنتي بأحد من إخوتها أو أقرانها.',
          mother_son: 'آمل ألا أقارن ابني بأحد من إخوته أو أقرانه.',
          mother_daughter: 'آمل ألا أقارن ابنتي بأحد من إخوتها أو أقرانها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I do not compare my son with his siblings or with others his age.',
          father_daughter: 'I do not compare my daughter with her siblings or with others her age.',
          mother_son: 'I do not compare my son with his siblings or with others his age.',
          mother_daughter: 'I do not compare my daughter with her siblings or with others her age.',
        },
        ar: {
          father_son: 'لا أقارن ابني بأحد من إخوته أو أقرانه.',
          father_daughter: 'لا أقارن ابنتي بأحد من إخوتها أو أقرانها.',
          mother_son: 'لا أقارن ابني بأحد من إخوته أو أقرانه.',
          mother_daughter: 'لا أقارن ابنتي بأحد من إخوتها أو أقرانها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father never compares me with my siblings or with others my age.',
          father_daughter: 'I hope my father never compares me with my siblings or with others my age.',
          mother_son: 'I hope my mother never compares me with my siblings or with others my age.',
          mother_daughter: 'I hope my mother never compares me with my siblings or with others my age.',
        },
        ar: {
          father_son: 'آمل ألا يقارنني أبي بأحد من إخوتي أو أقراني.',
          father_daughter: 'آمل ألا يقارنني أبي بأحد من إخوتي أو أقراني.',
          mother_son: 'آمل ألا تقارنني أمي بأحد من إخوتي أو أقراني.',
          mother_daughter: 'آمل ألا تقارنني أمي بأحد من إخوتي أو أقراني.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father does not compare me with my siblings or with others my age.',
          father_daughter: 'My father does not compare me with my siblings or with others my age.',
          mother_son: 'My mother does not compare me with my siblings or with others my age.',
          mother_daughter: 'My mother does not compare me with my siblings or with others my age.',
        },
        ar: {
          father_son: 'لا يقارنني أبي بأحد من إخوتي أو أقراني.',
          father_daughter: 'لا يقارنني أبي بأحد من إخوتي أو أقراني.',
          mother_son: 'لا تقارنني أمي بأحد من إخوتي أو أقراني.',
          mother_daughter: 'لا تقارنني أمي بأحد من إخوتي أو أقراني.',
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
          father_son: 'I hope to encourage my son gently, without insisting, to stay close to our relatives.',
          father_daughter: 'I hope to encourage my daughter gently, without insisting, to stay close to our relatives.',
          mother_son: 'I hope to encourage my son gently, without insisting, to stay close to our relatives.',
          mother_daughter: 'I hope to encourage my daughter gently, without insisting, to stay close to our relatives.',
        },
        ar: {
          father_son: 'آمل أن أشجّع ابني على صلة أقاربنا بلطف لا بإلزام.',
          father_daughter: 'آمل أن أشجّع ابنتي على صلة أقاربنا بلطف لا بإلزام.',
          mother_son: 'آمل أن أشجّع ابني على صلة أقاربنا بلطف لا بإلزام.',
          mother_daughter: 'آمل أن أشجّع ابنتي على صلة أقاربنا بلطف لا بإلزام.',
        },
      },
      phase2: {
        en: {
          father_son: 'I encourage my son gently, without insisting, to stay close to our relatives.',
          father_daughter: 'I encourage my daughter gently, without insisting, to stay close to our relatives.',
          mother_son: 'I encourage my son gently, without insisting, to stay close to our relatives.',
          mother_daughter: 'I encourage my daughter gently, without insisting, to stay close to our relatives.',
        },
        ar: {
          father_son: 'أشجّع ابني على صلة أقاربنا بلطف لا بإلزام.',
          father_daughter: 'أشجّع ابنتي على صلة أقاربنا بلطف لا بإلزام.',
          mother_son: 'أشجّع ابني على صلة أقاربنا بلطف لا بإلزام.',
          mother_daughter: 'أشجّع ابنتي على صلة أقاربنا بلطف لا بإلزام.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father encourages me gently, without insisting, to stay close to our relatives.',
          father_daughter: 'I hope my father encourages me gently, without insisting, to stay close to our relatives.',
          mother_son: 'I hope my mother encourages me gently, without insisting, to stay close to our relatives.',
          mother_daughter: 'I hope my mother encourages me gently, without insisting, to stay close to our relatives.',
        },
        ar: {
          father_son: 'آمل أن يشجّعني أبي على صلة أقاربنا بلطف لا بإلزام.',
          father_daughter: 'آمل أن يشجّعني أبي على صلة أقاربنا بلطف لا بإلزام.',
          mother_son: 'آمل أن تشجّعني أمي على صلة أقاربنا بلطف لا بإلزام.',
          mother_daughter: 'آمل أن تشجّعني أمي على صلة أقاربنا بلطف لا بإلزام.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father encourages me gently, without insisting, to stay close to our relatives.',
          father_daughter: 'My father encourages me gently, without insisting, to stay close to our relatives.',
          mother_son: 'My mother encourages me gently, without insisting, to stay close to our relatives.',
          mother_daughter: 'My mother encourages me gently, without insisting, to stay close to our relatives.',
        },
        ar: {
          father_son: 'يشجّعني أبي على صلة أقاربنا بلطف لا بإلزام.',
          father_daughter: 'يشجّعني أبي على صلة أقاربنا بلطف لا بإلزام.',
          mother_son: 'تشجّعني أمي على صلة أقاربنا بلطف لا بإلزام.',
          mother_daughter: 'تشجّعني أمي على صلة أقاربنا بلطف لا بإلزام.',
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
          father_son: 'آمل أن نتطلّع أنا وابني إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          father_daughter:
            'آمل أن نتطلّع أنا وابنتي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          mother_son: 'آمل أن نتطلّع أنا وابني إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          mother_daughter:
            'آمل أن نتطلّع أنا وابنتي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
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
          father_son: 'آمل أن نتطلّع أنا وأبي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          father_daughter:
            'آمل أن نتطلّع أنا وأبي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          mother_son: 'آمل أن نتطلّع أنا وأمي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
          mother_daughter:
            'آمل أن نتطلّع أنا وأمي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
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
          father_son: 'I hope my son and I stand by each other when one of us is unwell or worried.',
          father_daughter: 'I hope my daughter and I stand by each other when one of us is unwell or worried.',
          mother_son: 'I hope my son and I stand by each other when one of us is unwell or worried.',
          mother_daughter: 'I hope my daughter and I stand by each other when one of us is unwell or worried.',
        },
        ar: {
          father_son: 'آمل أن نقف أنا وابني بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          father_daughter: 'آمل أن نقف أنا وابنتي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          mother_son: 'آمل أن نقف أنا وابني بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          mother_daughter: 'آمل أن نقف أنا وابنتي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I stand by each other when one of us is unwell or worried.',
          father_daughter: 'My daughter and I stand by each other when one of us is unwell or worried.',
          mother_son: 'My son and I stand by each other when one of us is unwell or worried.',
          mother_daughter: 'My daughter and I stand by each other when one of us is unwell or worried.',
        },
        ar: {
          father_son: 'نقف أنا وابني بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          father_daughter: 'نقف أنا وابنتي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          mother_son: 'نقف أنا وابني بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          mother_daughter: 'نقف أنا وابنتي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I stand by each other when one of us is unwell or worried.',
          father_daughter: 'I hope my father and I stand by each other when one of us is unwell or worried.',
          mother_son: 'I hope my mother and I stand by each other when one of us is unwell or worried.',
          mother_daughter: 'I hope my mother and I stand by each other when one of us is unwell or worried.',
        },
        ar: {
          father_son: 'آمل أن نقف أنا وأبي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          father_daughter: 'آمل أن نقف أنا وأبي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          mother_son: 'آمل أن نقف أنا وأمي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          mother_daughter: 'آمل أن نقف أنا وأمي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I stand by each other when one of us is unwell or worried.',
          father_daughter: 'My father and I stand by each other when one of us is unwell or worried.',
          mother_son: 'My mother and I stand by each other when one of us is unwell or worried.',
          mother_daughter: 'My mother and I stand by each other when one of us is unwell or worried.',
        },
        ar: {
          father_son: 'نقف أنا وأبي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          father_daughter: 'نقف أنا وأبي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          mother_son: 'نقف أنا وأمي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
          mother_daughter: 'نقف أنا وأمي بعضنا إلى جانب بعض إذا ألمّ بأحدنا مرض أو همّ.',
        },
      },
    },
  },
];

export default questions;
