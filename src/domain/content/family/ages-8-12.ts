import type { FamilyQuestion } from '../../assessment/family-types.ts';

/**
 * Parent-child questions for ages 8-12. The parent answers about their son or daughter in adult language;
 * the child answers about their father or mother in short, concrete sentences that can be read aloud.
 * Both perspectives of a question describe the same behaviour, so the two sides can be compared.
 */
const questions: FamilyQuestion[] = [
  // 1. Values & Faith: faith, prayer, honesty, kindness, respect for elders, traditions.
  {
    key: 'q_1_1',
    category: 1,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: "I hope to answer my son's questions about God, prayer and our faith kindly.",
          father_daughter: "I hope to answer my daughter's questions about God, prayer and our faith kindly.",
          mother_son: "I hope to answer my son's questions about God, prayer and our faith kindly.",
          mother_daughter: "I hope to answer my daughter's questions about God, prayer and our faith kindly.",
        },
        ar: {
          father_son: 'آمل أن أجيب بلطف حين يسألني ابني عن الله والصلاة وأمور ديننا.',
          father_daughter: 'آمل أن أجيب بلطف حين تسألني ابنتي عن الله والصلاة وأمور ديننا.',
          mother_son: 'آمل أن أجيب بلطف حين يسألني ابني عن الله والصلاة وأمور ديننا.',
          mother_daughter: 'آمل أن أجيب بلطف حين تسألني ابنتي عن الله والصلاة وأمور ديننا.',
        },
      },
      phase2: {
        en: {
          father_son: "I answer my son's questions about God, prayer and our faith kindly.",
          father_daughter: "I answer my daughter's questions about God, prayer and our faith kindly.",
          mother_son: "I answer my son's questions about God, prayer and our faith kindly.",
          mother_daughter: "I answer my daughter's questions about God, prayer and our faith kindly.",
        },
        ar: {
          father_son: 'أجيب بلطف حين يسألني ابني عن الله والصلاة وأمور ديننا.',
          father_daughter: 'أجيب بلطف حين تسألني ابنتي عن الله والصلاة وأمور ديننا.',
          mother_son: 'أجيب بلطف حين يسألني ابني عن الله والصلاة وأمور ديننا.',
          mother_daughter: 'أجيب بلطف حين تسألني ابنتي عن الله والصلاة وأمور ديننا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father answers my questions about God, prayer and our faith kindly.',
          father_daughter: 'I hope my father answers my questions about God, prayer and our faith kindly.',
          mother_son: 'I hope my mother answers my questions about God, prayer and our faith kindly.',
          mother_daughter: 'I hope my mother answers my questions about God, prayer and our faith kindly.',
        },
        ar: {
          father_son: 'أتمنى أن يجيبني أبي بلطف حين أسأله عن الله والصلاة وديننا.',
          father_daughter: 'أتمنى أن يجيبني أبي بلطف حين أسأله عن الله والصلاة وديننا.',
          mother_son: 'أتمنى أن تجيبني أمي بلطف حين أسألها عن الله والصلاة وديننا.',
          mother_daughter: 'أتمنى أن تجيبني أمي بلطف حين أسألها عن الله والصلاة وديننا.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father answers my questions about God, prayer and our faith kindly.',
          father_daughter: 'My father answers my questions about God, prayer and our faith kindly.',
          mother_son: 'My mother answers my questions about God, prayer and our faith kindly.',
          mother_daughter: 'My mother answers my questions about God, prayer and our faith kindly.',
        },
        ar: {
          father_son: 'يجيبني أبي بلطف حين أسأله عن الله والصلاة وديننا.',
          father_daughter: 'يجيبني أبي بلطف حين أسأله عن الله والصلاة وديننا.',
          mother_son: 'تجيبني أمي بلطف حين أسألها عن الله والصلاة وديننا.',
          mother_daughter: 'تجيبني أمي بلطف حين أسألها عن الله والصلاة وديننا.',
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
          father_son: 'I hope my son can tell me the truth without fear, even after a mistake.',
          father_daughter: 'I hope my daughter can tell me the truth without fear, even after a mistake.',
          mother_son: 'I hope my son can tell me the truth without fear, even after a mistake.',
          mother_daughter: 'I hope my daughter can tell me the truth without fear, even after a mistake.',
        },
        ar: {
          father_son: 'آمل أن يصارحني ابني بالحقيقة دون خوف، حتى لو أخطأ.',
          father_daughter: 'آمل أن تصارحني ابنتي بالحقيقة دون خوف، حتى لو أخطأت.',
          mother_son: 'آمل أن يصارحني ابني بالحقيقة دون خوف، حتى لو أخطأ.',
          mother_daughter: 'آمل أن تصارحني ابنتي بالحقيقة دون خوف، حتى لو أخطأت.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son tells me the truth without fear, even after making a mistake.',
          father_daughter: 'My daughter tells me the truth without fear, even after making a mistake.',
          mother_son: 'My son tells me the truth without fear, even after making a mistake.',
          mother_daughter: 'My daughter tells me the truth without fear, even after making a mistake.',
        },
        ar: {
          father_son: 'يصارحني ابني بالحقيقة دون خوف، حتى حين يخطئ.',
          father_daughter: 'تصارحني ابنتي بالحقيقة دون خوف، حتى حين تخطئ.',
          mother_son: 'يصارحني ابني بالحقيقة دون خوف، حتى حين يخطئ.',
          mother_daughter: 'تصارحني ابنتي بالحقيقة دون خوف، حتى حين تخطئ.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope I can tell my father the truth without being scared, even when I make a mistake.',
          father_daughter: 'I hope I can tell my father the truth without being scared, even when I make a mistake.',
          mother_son: 'I hope I can tell my mother the truth without being scared, even when I make a mistake.',
          mother_daughter: 'I hope I can tell my mother the truth without being scared, even when I make a mistake.',
        },
        ar: {
          father_son: 'أتمنى أن أقول الحقيقة لأبي دون خوف، حتى لو أخطأت.',
          father_daughter: 'أتمنى أن أقول الحقيقة لأبي دون خوف، حتى لو أخطأت.',
          mother_son: 'أتمنى أن أقول الحقيقة لأمي دون خوف، حتى لو أخطأت.',
          mother_daughter: 'أتمنى أن أقول الحقيقة لأمي دون خوف، حتى لو أخطأت.',
        },
      },
      phase2: {
        en: {
          father_son: 'I tell my father the truth without being scared, even when I make a mistake.',
          father_daughter: 'I tell my father the truth without being scared, even when I make a mistake.',
          mother_son: 'I tell my mother the truth without being scared, even when I make a mistake.',
          mother_daughter: 'I tell my mother the truth without being scared, even when I make a mistake.',
        },
        ar: {
          father_son: 'أقول الحقيقة لأبي دون خوف، حتى حين أخطئ.',
          father_daughter: 'أقول الحقيقة لأبي دون خوف، حتى حين أخطئ.',
          mother_son: 'أقول الحقيقة لأمي دون خوف، حتى حين أخطئ.',
          mother_daughter: 'أقول الحقيقة لأمي دون خوف، حتى حين أخطئ.',
        },
      },
    },
  },
  {
    key: 'q_1_3',
    category: 1,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my own actions show my son how to be kind and helpful to other people.',
          father_daughter: 'I hope my own actions show my daughter how to be kind and helpful to other people.',
          mother_son: 'I hope my own actions show my son how to be kind and helpful to other people.',
          mother_daughter: 'I hope my own actions show my daughter how to be kind and helpful to other people.',
        },
        ar: {
          father_son: 'آمل أن يرى ابني في أفعالي مثالًا على اللطف مع الناس ومساعدتهم.',
          father_daughter: 'آمل أن ترى ابنتي في أفعالي مثالًا على اللطف مع الناس ومساعدتهم.',
          mother_son: 'آمل أن يرى ابني في أفعالي مثالًا على اللطف مع الناس ومساعدتهم.',
          mother_daughter: 'آمل أن ترى ابنتي في أفعالي مثالًا على اللطف مع الناس ومساعدتهم.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son sees in my actions how to be kind and helpful to other people.',
          father_daughter: 'My daughter sees in my actions how to be kind and helpful to other people.',
          mother_son: 'My son sees in my actions how to be kind and helpful to other people.',
          mother_daughter: 'My daughter sees in my actions how to be kind and helpful to other people.',
        },
        ar: {
          father_son: 'يرى ابني في أفعالي مثالًا على اللطف مع الناس ومساعدتهم.',
          father_daughter: 'ترى ابنتي في أفعالي مثالًا على اللطف مع الناس ومساعدتهم.',
          mother_son: 'يرى ابني في أفعالي مثالًا على اللطف مع الناس ومساعدتهم.',
          mother_daughter: 'ترى ابنتي في أفعالي مثالًا على اللطف مع الناس ومساعدتهم.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father shows me how to be kind to people by the things he does.',
          father_daughter: 'I hope my father shows me how to be kind to people by the things he does.',
          mother_son: 'I hope my mother shows me how to be kind to people by the things she does.',
          mother_daughter: 'I hope my mother shows me how to be kind to people by the things she does.',
        },
        ar: {
          father_son: 'أتمنى أن يعلّمني أبي بأفعاله كيف أكون لطيفًا مع الناس.',
          father_daughter: 'أتمنى أن يعلّمني أبي بأفعاله كيف أكون لطيفة مع الناس.',
          mother_son: 'أتمنى أن تعلّمني أمي بأفعالها كيف أكون لطيفًا مع الناس.',
          mother_daughter: 'أتمنى أن تعلّمني أمي بأفعالها كيف أكون لطيفة مع الناس.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father shows me how to be kind to people by the things he does.',
          father_daughter: 'My father shows me how to be kind to people by the things he does.',
          mother_son: 'My mother shows me how to be kind to people by the things she does.',
          mother_daughter: 'My mother shows me how to be kind to people by the things she does.',
        },
        ar: {
          father_son: 'يعلّمني أبي بأفعاله كيف أكون لطيفًا مع الناس.',
          father_daughter: 'يعلّمني أبي بأفعاله كيف أكون لطيفة مع الناس.',
          mother_son: 'تعلّمني أمي بأفعالها كيف أكون لطيفًا مع الناس.',
          mother_daughter: 'تعلّمني أمي بأفعالها كيف أكون لطيفة مع الناس.',
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
          father_son: 'I hope to teach my son to respect elders, such as his grandparents.',
          father_daughter: 'I hope to teach my daughter to respect elders, such as her grandparents.',
          mother_son: 'I hope to teach my son to respect elders, such as his grandparents.',
          mother_daughter: 'I hope to teach my daughter to respect elders, such as her grandparents.',
        },
        ar: {
          father_son: 'آمل أن أعلّم ابني احترام الكبار، كجدّه وجدّته.',
          father_daughter: 'آمل أن أعلّم ابنتي احترام الكبار، كجدّها وجدّتها.',
          mother_son: 'آمل أن أعلّم ابني احترام الكبار، كجدّه وجدّته.',
          mother_daughter: 'آمل أن أعلّم ابنتي احترام الكبار، كجدّها وجدّتها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I teach my son to respect elders, such as his grandparents.',
          father_daughter: 'I teach my daughter to respect elders, such as her grandparents.',
          mother_son: 'I teach my son to respect elders, such as his grandparents.',
          mother_daughter: 'I teach my daughter to respect elders, such as her grandparents.',
        },
        ar: {
          father_son: 'أعلّم ابني احترام الكبار، كجدّه وجدّته.',
          father_daughter: 'أعلّم ابنتي احترام الكبار، كجدّها وجدّتها.',
          mother_son: 'أعلّم ابني احترام الكبار، كجدّه وجدّته.',
          mother_daughter: 'أعلّم ابنتي احترام الكبار، كجدّها وجدّتها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father teaches me to respect older people, like my grandparents.',
          father_daughter: 'I hope my father teaches me to respect older people, like my grandparents.',
          mother_son: 'I hope my mother teaches me to respect older people, like my grandparents.',
          mother_daughter: 'I hope my mother teaches me to respect older people, like my grandparents.',
        },
        ar: {
          father_son: 'أتمنى أن يعلّمني أبي احترام الكبار، مثل جدّي وجدّتي.',
          father_daughter: 'أتمنى أن يعلّمني أبي احترام الكبار، مثل جدّي وجدّتي.',
          mother_son: 'أتمنى أن تعلّمني أمي احترام الكبار، مثل جدّي وجدّتي.',
          mother_daughter: 'أتمنى أن تعلّمني أمي احترام الكبار، مثل جدّي وجدّتي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father teaches me to respect older people, like my grandparents.',
          father_daughter: 'My father teaches me to respect older people, like my grandparents.',
          mother_son: 'My mother teaches me to respect older people, like my grandparents.',
          mother_daughter: 'My mother teaches me to respect older people, like my grandparents.',
        },
        ar: {
          father_son: 'يعلّمني أبي احترام الكبار، مثل جدّي وجدّتي.',
          father_daughter: 'يعلّمني أبي احترام الكبار، مثل جدّي وجدّتي.',
          mother_son: 'تعلّمني أمي احترام الكبار، مثل جدّي وجدّتي.',
          mother_daughter: 'تعلّمني أمي احترام الكبار، مثل جدّي وجدّتي.',
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
            'I hope to make our religious occasions and family traditions, like feast days, joyful for my son.',
          father_daughter:
            'I hope to make our religious occasions and family traditions, like feast days, joyful for my daughter.',
          mother_son:
            'I hope to make our religious occasions and family traditions, like feast days, joyful for my son.',
          mother_daughter:
            'I hope to make our religious occasions and family traditions, like feast days, joyful for my daughter.',
        },
        ar: {
          father_son: 'آمل أن أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابني.',
          father_daughter: 'آمل أن أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابنتي.',
          mother_son: 'آمل أن أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابني.',
          mother_daughter: 'آمل أن أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابنتي.',
        },
      },
      phase2: {
        en: {
          father_son: 'I make our religious occasions and family traditions, like feast days, joyful for my son.',
          father_daughter:
            'I make our religious occasions and family traditions, like feast days, joyful for my daughter.',
          mother_son: 'I make our religious occasions and family traditions, like feast days, joyful for my son.',
          mother_daughter:
            'I make our religious occasions and family traditions, like feast days, joyful for my daughter.',
        },
        ar: {
          father_son: 'أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابني.',
          father_daughter: 'أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابنتي.',
          mother_son: 'أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابني.',
          mother_daughter: 'أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابنتي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: "I hope my father makes feast days and our family's special days fun for me.",
          father_daughter: "I hope my father makes feast days and our family's special days fun for me.",
          mother_son: "I hope my mother makes feast days and our family's special days fun for me.",
          mother_daughter: "I hope my mother makes feast days and our family's special days fun for me.",
        },
        ar: {
          father_son: 'أتمنى أن يجعل أبي العيد ومناسبات عائلتنا أيامًا ممتعة لي.',
          father_daughter: 'أتمنى أن يجعل أبي العيد ومناسبات عائلتنا أيامًا ممتعة لي.',
          mother_son: 'أتمنى أن تجعل أمي العيد ومناسبات عائلتنا أيامًا ممتعة لي.',
          mother_daughter: 'أتمنى أن تجعل أمي العيد ومناسبات عائلتنا أيامًا ممتعة لي.',
        },
      },
      phase2: {
        en: {
          father_son: "My father makes feast days and our family's special days fun for me.",
          father_daughter: "My father makes feast days and our family's special days fun for me.",
          mother_son: "My mother makes feast days and our family's special days fun for me.",
          mother_daughter: "My mother makes feast days and our family's special days fun for me.",
        },
        ar: {
          father_son: 'يجعل أبي العيد ومناسبات عائلتنا أيامًا ممتعة لي.',
          father_daughter: 'يجعل أبي العيد ومناسبات عائلتنا أيامًا ممتعة لي.',
          mother_son: 'تجعل أمي العيد ومناسبات عائلتنا أيامًا ممتعة لي.',
          mother_daughter: 'تجعل أمي العيد ومناسبات عائلتنا أيامًا ممتعة لي.',
        },
      },
    },
  },

  // 2. Communication: listening, feelings, asking for help, calm disagreement, explaining rules.
  {
    key: 'q_2_1',
    category: 2,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to give my son my full attention when he tells me about his day.',
          father_daughter: 'I hope to give my daughter my full attention when she tells me about her day.',
          mother_son: 'I hope to give my son my full attention when he tells me about his day.',
          mother_daughter: 'I hope to give my daughter my full attention when she tells me about her day.',
        },
        ar: {
          father_son: 'آمل أن أُصغي إلى ابني باهتمام حين يحدثني عن يومه.',
          father_daughter: 'آمل أن أُصغي إلى ابنتي باهتمام حين تحدثني عن يومها.',
          mother_son: 'آمل أن أُصغي إلى ابني باهتمام حين يحدثني عن يومه.',
          mother_daughter: 'آمل أن أُصغي إلى ابنتي باهتمام حين تحدثني عن يومها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I give my son my full attention when he tells me about his day.',
          father_daughter: 'I give my daughter my full attention when she tells me about her day.',
          mother_son: 'I give my son my full attention when he tells me about his day.',
          mother_daughter: 'I give my daughter my full attention when she tells me about her day.',
        },
        ar: {
          father_son: 'أُصغي إلى ابني بكل اهتمام حين يحدثني عن يومه.',
          father_daughter: 'أُصغي إلى ابنتي بكل اهتمام حين تحدثني عن يومها.',
          mother_son: 'أُصغي إلى ابني بكل اهتمام حين يحدثني عن يومه.',
          mother_daughter: 'أُصغي إلى ابنتي بكل اهتمام حين تحدثني عن يومها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father really listens to me when I tell him about my day.',
          father_daughter: 'I hope my father really listens to me when I tell him about my day.',
          mother_son: 'I hope my mother really listens to me when I tell her about my day.',
          mother_daughter: 'I hope my mother really listens to me when I tell her about my day.',
        },
        ar: {
          father_son: 'أتمنى أن يستمع أبي إليّ باهتمام حين أحكي له عن يومي.',
          father_daughter: 'أتمنى أن يستمع أبي إليّ باهتمام حين أحكي له عن يومي.',
          mother_son: 'أتمنى أن تستمع أمي إليّ باهتمام حين أحكي لها عن يومي.',
          mother_daughter: 'أتمنى أن تستمع أمي إليّ باهتمام حين أحكي لها عن يومي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father really listens to me when I tell him about my day.',
          father_daughter: 'My father really listens to me when I tell him about my day.',
          mother_son: 'My mother really listens to me when I tell her about my day.',
          mother_daughter: 'My mother really listens to me when I tell her about my day.',
        },
        ar: {
          father_son: 'يستمع أبي إليّ باهتمام حين أحكي له عن يومي.',
          father_daughter: 'يستمع أبي إليّ باهتمام حين أحكي له عن يومي.',
          mother_son: 'تستمع أمي إليّ باهتمام حين أحكي لها عن يومي.',
          mother_daughter: 'تستمع أمي إليّ باهتمام حين أحكي لها عن يومي.',
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
          father_son: 'I hope my son feels free to tell me how he feels, whether happy, sad or angry.',
          father_daughter: 'I hope my daughter feels free to tell me how she feels, whether happy, sad or angry.',
          mother_son: 'I hope my son feels free to tell me how he feels, whether happy, sad or angry.',
          mother_daughter: 'I hope my daughter feels free to tell me how she feels, whether happy, sad or angry.',
        },
        ar: {
          father_son: 'آمل أن يخبرني ابني بمشاعره دون تردد، سعيدًا كان أو حزينًا أو غاضبًا.',
          father_daughter: 'آمل أن تخبرني ابنتي بمشاعرها دون تردد، سعيدةً كانت أو حزينة أو غاضبة.',
          mother_son: 'آمل أن يخبرني ابني بمشاعره دون تردد، سعيدًا كان أو حزينًا أو غاضبًا.',
          mother_daughter: 'آمل أن تخبرني ابنتي بمشاعرها دون تردد، سعيدةً كانت أو حزينة أو غاضبة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son tells me openly how he feels, whether happy, sad or angry.',
          father_daughter: 'My daughter tells me openly how she feels, whether happy, sad or angry.',
          mother_son: 'My son tells me openly how he feels, whether happy, sad or angry.',
          mother_daughter: 'My daughter tells me openly how she feels, whether happy, sad or angry.',
        },
        ar: {
          father_son: 'يخبرني ابني بمشاعره بصراحة، سعيدًا كان أو حزينًا أو غاضبًا.',
          father_daughter: 'تخبرني ابنتي بمشاعرها بصراحة، سعيدةً كانت أو حزينة أو غاضبة.',
          mother_son: 'يخبرني ابني بمشاعره بصراحة، سعيدًا كان أو حزينًا أو غاضبًا.',
          mother_daughter: 'تخبرني ابنتي بمشاعرها بصراحة، سعيدةً كانت أو حزينة أو غاضبة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope I can tell my father how I feel, whether I am happy, sad or angry.',
          father_daughter: 'I hope I can tell my father how I feel, whether I am happy, sad or angry.',
          mother_son: 'I hope I can tell my mother how I feel, whether I am happy, sad or angry.',
          mother_daughter: 'I hope I can tell my mother how I feel, whether I am happy, sad or angry.',
        },
        ar: {
          father_son: 'أتمنى أن أخبر أبي بما أشعر به، حين أكون سعيدًا أو حزينًا أو غاضبًا.',
          father_daughter: 'أتمنى أن أخبر أبي بما أشعر به، حين أكون سعيدة أو حزينة أو غاضبة.',
          mother_son: 'أتمنى أن أخبر أمي بما أشعر به، حين أكون سعيدًا أو حزينًا أو غاضبًا.',
          mother_daughter: 'أتمنى أن أخبر أمي بما أشعر به، حين أكون سعيدة أو حزينة أو غاضبة.',
        },
      },
      phase2: {
        en: {
          father_son: 'I tell my father how I feel, whether I am happy, sad or angry.',
          father_daughter: 'I tell my father how I feel, whether I am happy, sad or angry.',
          mother_son: 'I tell my mother how I feel, whether I am happy, sad or angry.',
          mother_daughter: 'I tell my mother how I feel, whether I am happy, sad or angry.',
        },
        ar: {
          father_son: 'أخبر أبي بما أشعر به، حين أكون سعيدًا أو حزينًا أو غاضبًا.',
          father_daughter: 'أخبر أبي بما أشعر به، حين أكون سعيدة أو حزينة أو غاضبة.',
          mother_son: 'أخبر أمي بما أشعر به، حين أكون سعيدًا أو حزينًا أو غاضبًا.',
          mother_daughter: 'أخبر أمي بما أشعر به، حين أكون سعيدة أو حزينة أو غاضبة.',
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
          father_son: 'I hope my son comes to me for help when something feels too hard for him.',
          father_daughter: 'I hope my daughter comes to me for help when something feels too hard for her.',
          mother_son: 'I hope my son comes to me for help when something feels too hard for him.',
          mother_daughter: 'I hope my daughter comes to me for help when something feels too hard for her.',
        },
        ar: {
          father_son: 'آمل أن يلجأ إليّ ابني طلبًا للمساعدة حين يصعب عليه أمر ما.',
          father_daughter: 'آمل أن تلجأ إليّ ابنتي طلبًا للمساعدة حين يصعب عليها أمر ما.',
          mother_son: 'آمل أن يلجأ إليّ ابني طلبًا للمساعدة حين يصعب عليه أمر ما.',
          mother_daughter: 'آمل أن تلجأ إليّ ابنتي طلبًا للمساعدة حين يصعب عليها أمر ما.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son comes to me for help when something feels too hard for him.',
          father_daughter: 'My daughter comes to me for help when something feels too hard for her.',
          mother_son: 'My son comes to me for help when something feels too hard for him.',
          mother_daughter: 'My daughter comes to me for help when something feels too hard for her.',
        },
        ar: {
          father_son: 'يلجأ إليّ ابني طلبًا للمساعدة حين يصعب عليه أمر ما.',
          father_daughter: 'تلجأ إليّ ابنتي طلبًا للمساعدة حين يصعب عليها أمر ما.',
          mother_son: 'يلجأ إليّ ابني طلبًا للمساعدة حين يصعب عليه أمر ما.',
          mother_daughter: 'تلجأ إليّ ابنتي طلبًا للمساعدة حين يصعب عليها أمر ما.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope I can ask my father for help when something is too hard for me.',
          father_daughter: 'I hope I can ask my father for help when something is too hard for me.',
          mother_son: 'I hope I can ask my mother for help when something is too hard for me.',
          mother_daughter: 'I hope I can ask my mother for help when something is too hard for me.',
        },
        ar: {
          father_son: 'أتمنى أن أطلب المساعدة من أبي حين يصعب عليّ شيء.',
          father_daughter: 'أتمنى أن أطلب المساعدة من أبي حين يصعب عليّ شيء.',
          mother_son: 'أتمنى أن أطلب المساعدة من أمي حين يصعب عليّ شيء.',
          mother_daughter: 'أتمنى أن أطلب المساعدة من أمي حين يصعب عليّ شيء.',
        },
      },
      phase2: {
        en: {
          father_son: 'I ask my father for help when something is too hard for me.',
          father_daughter: 'I ask my father for help when something is too hard for me.',
          mother_son: 'I ask my mother for help when something is too hard for me.',
          mother_daughter: 'I ask my mother for help when something is too hard for me.',
        },
        ar: {
          father_son: 'أطلب المساعدة من أبي حين يصعب عليّ شيء.',
          father_daughter: 'أطلب المساعدة من أبي حين يصعب عليّ شيء.',
          mother_son: 'أطلب المساعدة من أمي حين يصعب عليّ شيء.',
          mother_daughter: 'أطلب المساعدة من أمي حين يصعب عليّ شيء.',
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
          father_son: 'I hope to talk to my son calmly when we disagree.',
          father_daughter: 'I hope to talk to my daughter calmly when we disagree.',
          mother_son: 'I hope to talk to my son calmly when we disagree.',
          mother_daughter: 'I hope to talk to my daughter calmly when we disagree.',
        },
        ar: {
          father_son: 'آمل أن أكلّم ابني بهدوء حين نختلف في أمر ما.',
          father_daughter: 'آمل أن أكلّم ابنتي بهدوء حين نختلف في أمر ما.',
          mother_son: 'آمل أن أكلّم ابني بهدوء حين نختلف في أمر ما.',
          mother_daughter: 'آمل أن أكلّم ابنتي بهدوء حين نختلف في أمر ما.',
        },
      },
      phase2: {
        en: {
          father_son: 'I talk to my son calmly when we disagree.',
          father_daughter: 'I talk to my daughter calmly when we disagree.',
          mother_son: 'I talk to my son calmly when we disagree.',
          mother_daughter: 'I talk to my daughter calmly when we disagree.',
        },
        ar: {
          father_son: 'أكلّم ابني بهدوء حين نختلف في أمر ما.',
          father_daughter: 'أكلّم ابنتي بهدوء حين نختلف في أمر ما.',
          mother_son: 'أكلّم ابني بهدوء حين نختلف في أمر ما.',
          mother_daughter: 'أكلّم ابنتي بهدوء حين نختلف في أمر ما.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father talks to me calmly when we do not agree.',
          father_daughter: 'I hope my father talks to me calmly when we do not agree.',
          mother_son: 'I hope my mother talks to me calmly when we do not agree.',
          mother_daughter: 'I hope my mother talks to me calmly when we do not agree.',
        },
        ar: {
          father_son: 'أتمنى أن يكلمني أبي بهدوء حين لا نتفق.',
          father_daughter: 'أتمنى أن يكلمني أبي بهدوء حين لا نتفق.',
          mother_son: 'أتمنى أن تكلمني أمي بهدوء حين لا نتفق.',
          mother_daughter: 'أتمنى أن تكلمني أمي بهدوء حين لا نتفق.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father talks to me calmly when we do not agree.',
          father_daughter: 'My father talks to me calmly when we do not agree.',
          mother_son: 'My mother talks to me calmly when we do not agree.',
          mother_daughter: 'My mother talks to me calmly when we do not agree.',
        },
        ar: {
          father_son: 'يكلمني أبي بهدوء حين لا نتفق.',
          father_daughter: 'يكلمني أبي بهدوء حين لا نتفق.',
          mother_son: 'تكلمني أمي بهدوء حين لا نتفق.',
          mother_daughter: 'تكلمني أمي بهدوء حين لا نتفق.',
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
          father_son: 'I hope to explain to my son, in words he understands, why I say no.',
          father_daughter: 'I hope to explain to my daughter, in words she understands, why I say no.',
          mother_son: 'I hope to explain to my son, in words he understands, why I say no.',
          mother_daughter: 'I hope to explain to my daughter, in words she understands, why I say no.',
        },
        ar: {
          father_son: 'آمل أن أشرح لابني بكلمات يفهمها سبب رفضي لطلبه.',
          father_daughter: 'آمل أن أشرح لابنتي بكلمات تفهمها سبب رفضي لطلبها.',
          mother_son: 'آمل أن أشرح لابني بكلمات يفهمها سبب رفضي لطلبه.',
          mother_daughter: 'آمل أن أشرح لابنتي بكلمات تفهمها سبب رفضي لطلبها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I explain to my son, in words he understands, why I say no.',
          father_daughter: 'I explain to my daughter, in words she understands, why I say no.',
          mother_son: 'I explain to my son, in words he understands, why I say no.',
          mother_daughter: 'I explain to my daughter, in words she understands, why I say no.',
        },
        ar: {
          father_son: 'أشرح لابني بكلمات يفهمها سبب رفضي لطلبه.',
          father_daughter: 'أشرح لابنتي بكلمات تفهمها سبب رفضي لطلبها.',
          mother_son: 'أشرح لابني بكلمات يفهمها سبب رفضي لطلبه.',
          mother_daughter: 'أشرح لابنتي بكلمات تفهمها سبب رفضي لطلبها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father tells me why when he says no.',
          father_daughter: 'I hope my father tells me why when he says no.',
          mother_son: 'I hope my mother tells me why when she says no.',
          mother_daughter: 'I hope my mother tells me why when she says no.',
        },
        ar: {
          father_son: 'أتمنى أن يشرح لي أبي السبب حين يرفض طلبي.',
          father_daughter: 'أتمنى أن يشرح لي أبي السبب حين يرفض طلبي.',
          mother_son: 'أتمنى أن تشرح لي أمي السبب حين ترفض طلبي.',
          mother_daughter: 'أتمنى أن تشرح لي أمي السبب حين ترفض طلبي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father tells me why when he says no.',
          father_daughter: 'My father tells me why when he says no.',
          mother_son: 'My mother tells me why when she says no.',
          mother_daughter: 'My mother tells me why when she says no.',
        },
        ar: {
          father_son: 'يشرح لي أبي السبب حين يرفض طلبي.',
          father_daughter: 'يشرح لي أبي السبب حين يرفض طلبي.',
          mother_son: 'تشرح لي أمي السبب حين ترفض طلبي.',
          mother_daughter: 'تشرح لي أمي السبب حين ترفض طلبي.',
        },
      },
    },
  },

  // 3. Responsibility & Independence: chores, homework, promises, small choices, pocket money.
  {
    key: 'q_3_1',
    category: 3,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to trust my son with small jobs at home that suit his age, such as setting the table.',
          father_daughter:
            'I hope to trust my daughter with small jobs at home that suit her age, such as setting the table.',
          mother_son: 'I hope to trust my son with small jobs at home that suit his age, such as setting the table.',
          mother_daughter:
            'I hope to trust my daughter with small jobs at home that suit her age, such as setting the table.',
        },
        ar: {
          father_son: 'آمل أن أثق بابني فأُسند إليه مهامّ منزلية صغيرة تناسب سنّه، كتجهيز المائدة.',
          father_daughter: 'آمل أن أثق بابنتي فأُسند إليها مهامّ منزلية صغيرة تناسب سنّها، كتجهيز المائدة.',
          mother_son: 'آمل أن أثق بابني فأُسند إليه مهامّ منزلية صغيرة تناسب سنّه، كتجهيز المائدة.',
          mother_daughter: 'آمل أن أثق بابنتي فأُسند إليها مهامّ منزلية صغيرة تناسب سنّها، كتجهيز المائدة.',
        },
      },
      phase2: {
        en: {
          father_son: 'I trust my son with small jobs at home that suit his age, such as setting the table.',
          father_daughter: 'I trust my daughter with small jobs at home that suit her age, such as setting the table.',
          mother_son: 'I trust my son with small jobs at home that suit his age, such as setting the table.',
          mother_daughter: 'I trust my daughter with small jobs at home that suit her age, such as setting the table.',
        },
        ar: {
          father_son: 'أثق بابني فأُسند إليه مهامّ منزلية صغيرة تناسب سنّه، كتجهيز المائدة.',
          father_daughter: 'أثق بابنتي فأُسند إليها مهامّ منزلية صغيرة تناسب سنّها، كتجهيز المائدة.',
          mother_son: 'أثق بابني فأُسند إليه مهامّ منزلية صغيرة تناسب سنّه، كتجهيز المائدة.',
          mother_daughter: 'أثق بابنتي فأُسند إليها مهامّ منزلية صغيرة تناسب سنّها، كتجهيز المائدة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father trusts me with small jobs at home, like setting the table.',
          father_daughter: 'I hope my father trusts me with small jobs at home, like setting the table.',
          mother_son: 'I hope my mother trusts me with small jobs at home, like setting the table.',
          mother_daughter: 'I hope my mother trusts me with small jobs at home, like setting the table.',
        },
        ar: {
          father_son: 'أتمنى أن يثق بي أبي فيعطيني أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
          father_daughter: 'أتمنى أن يثق بي أبي فيعطيني أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
          mother_son: 'أتمنى أن تثق بي أمي فتعطيني أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
          mother_daughter: 'أتمنى أن تثق بي أمي فتعطيني أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father trusts me with small jobs at home, like setting the table.',
          father_daughter: 'My father trusts me with small jobs at home, like setting the table.',
          mother_son: 'My mother trusts me with small jobs at home, like setting the table.',
          mother_daughter: 'My mother trusts me with small jobs at home, like setting the table.',
        },
        ar: {
          father_son: 'يثق بي أبي فيعطيني أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
          father_daughter: 'يثق بي أبي فيعطيني أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
          mother_son: 'تثق بي أمي فتعطيني أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
          mother_daughter: 'تثق بي أمي فتعطيني أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
        },
      },
    },
  },
  {
    key: 'q_3_2',
    category: 3,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to help my son understand his homework so that he can do it himself.',
          father_daughter: 'I hope to help my daughter understand her homework so that she can do it herself.',
          mother_son: 'I hope to help my son understand his homework so that he can do it himself.',
          mother_daughter: 'I hope to help my daughter understand her homework so that she can do it herself.',
        },
        ar: {
          father_son: 'آمل أن أساعد ابني على فهم واجباته المدرسية ليؤديها بنفسه.',
          father_daughter: 'آمل أن أساعد ابنتي على فهم واجباتها المدرسية لتؤديها بنفسها.',
          mother_son: 'آمل أن أساعد ابني على فهم واجباته المدرسية ليؤديها بنفسه.',
          mother_daughter: 'آمل أن أساعد ابنتي على فهم واجباتها المدرسية لتؤديها بنفسها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I help my son understand his homework so that he can do it himself.',
          father_daughter: 'I help my daughter understand her homework so that she can do it herself.',
          mother_son: 'I help my son understand his homework so that he can do it himself.',
          mother_daughter: 'I help my daughter understand her homework so that she can do it herself.',
        },
        ar: {
          father_son: 'أساعد ابني على فهم واجباته المدرسية ليؤديها بنفسه.',
          father_daughter: 'أساعد ابنتي على فهم واجباتها المدرسية لتؤديها بنفسها.',
          mother_son: 'أساعد ابني على فهم واجباته المدرسية ليؤديها بنفسه.',
          mother_daughter: 'أساعد ابنتي على فهم واجباتها المدرسية لتؤديها بنفسها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father helps me understand my homework so that I can do it myself.',
          father_daughter: 'I hope my father helps me understand my homework so that I can do it myself.',
          mother_son: 'I hope my mother helps me understand my homework so that I can do it myself.',
          mother_daughter: 'I hope my mother helps me understand my homework so that I can do it myself.',
        },
        ar: {
          father_son: 'أتمنى أن يساعدني أبي على فهم واجباتي لأحلّها بنفسي.',
          father_daughter: 'أتمنى أن يساعدني أبي على فهم واجباتي لأحلّها بنفسي.',
          mother_son: 'أتمنى أن تساعدني أمي على فهم واجباتي لأحلّها بنفسي.',
          mother_daughter: 'أتمنى أن تساعدني أمي على فهم واجباتي لأحلّها بنفسي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father helps me understand my homework so that I can do it myself.',
          father_daughter: 'My father helps me understand my homework so that I can do it myself.',
          mother_son: 'My mother helps me understand my homework so that I can do it myself.',
          mother_daughter: 'My mother helps me understand my homework so that I can do it myself.',
        },
        ar: {
          father_son: 'يساعدني أبي على فهم واجباتي لأحلّها بنفسي.',
          father_daughter: 'يساعدني أبي على فهم واجباتي لأحلّها بنفسي.',
          mother_son: 'تساعدني أمي على فهم واجباتي لأحلّها بنفسي.',
          mother_daughter: 'تساعدني أمي على فهم واجباتي لأحلّها بنفسي.',
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
          father_son: 'I hope my son keeps his word when he promises me he will do something.',
          father_daughter: 'I hope my daughter keeps her word when she promises me she will do something.',
          mother_son: 'I hope my son keeps his word when he promises me he will do something.',
          mother_daughter: 'I hope my daughter keeps her word when she promises me she will do something.',
        },
        ar: {
          father_son: 'آمل أن يفي ابني بوعده حين يعدني بفعل شيء ما.',
          father_daughter: 'آمل أن تفي ابنتي بوعدها حين تعدني بفعل شيء ما.',
          mother_son: 'آمل أن يفي ابني بوعده حين يعدني بفعل شيء ما.',
          mother_daughter: 'آمل أن تفي ابنتي بوعدها حين تعدني بفعل شيء ما.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son keeps his word when he promises me he will do something.',
          father_daughter: 'My daughter keeps her word when she promises me she will do something.',
          mother_son: 'My son keeps his word when he promises me he will do something.',
          mother_daughter: 'My daughter keeps her word when she promises me she will do something.',
        },
        ar: {
          father_son: 'يفي ابني بوعده حين يعدني بفعل شيء ما.',
          father_daughter: 'تفي ابنتي بوعدها حين تعدني بفعل شيء ما.',
          mother_son: 'يفي ابني بوعده حين يعدني بفعل شيء ما.',
          mother_daughter: 'تفي ابنتي بوعدها حين تعدني بفعل شيء ما.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope to do what I promise my father.',
          father_daughter: 'I hope to do what I promise my father.',
          mother_son: 'I hope to do what I promise my mother.',
          mother_daughter: 'I hope to do what I promise my mother.',
        },
        ar: {
          father_son: 'أتمنى أن أفعل ما أعِد به أبي.',
          father_daughter: 'أتمنى أن أفعل ما أعِد به أبي.',
          mother_son: 'أتمنى أن أفعل ما أعِد به أمي.',
          mother_daughter: 'أتمنى أن أفعل ما أعِد به أمي.',
        },
      },
      phase2: {
        en: {
          father_son: 'When I promise my father something, I do it.',
          father_daughter: 'When I promise my father something, I do it.',
          mother_son: 'When I promise my mother something, I do it.',
          mother_daughter: 'When I promise my mother something, I do it.',
        },
        ar: {
          father_son: 'حين أعِد أبي بشيء، أفعله.',
          father_daughter: 'حين أعِد أبي بشيء، أفعله.',
          mother_son: 'حين أعِد أمي بشيء، أفعله.',
          mother_daughter: 'حين أعِد أمي بشيء، أفعله.',
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
          father_son: 'I hope to let my son make small choices of his own, like what to wear or which book to read.',
          father_daughter:
            'I hope to let my daughter make small choices of her own, like what to wear or which book to read.',
          mother_son: 'I hope to let my son make small choices of his own, like what to wear or which book to read.',
          mother_daughter:
            'I hope to let my daughter make small choices of her own, like what to wear or which book to read.',
        },
        ar: {
          father_son: 'آمل أن أسمح لابني أن يختار أمورًا صغيرة بنفسه، كملابسه أو الكتاب الذي يقرؤه.',
          father_daughter: 'آمل أن أسمح لابنتي أن تختار أمورًا صغيرة بنفسها، كملابسها أو الكتاب الذي تقرؤه.',
          mother_son: 'آمل أن أسمح لابني أن يختار أمورًا صغيرة بنفسه، كملابسه أو الكتاب الذي يقرؤه.',
          mother_daughter: 'آمل أن أسمح لابنتي أن تختار أمورًا صغيرة بنفسها، كملابسها أو الكتاب الذي تقرؤه.',
        },
      },
      phase2: {
        en: {
          father_son: 'I let my son make small choices of his own, like what to wear or which book to read.',
          father_daughter: 'I let my daughter make small choices of her own, like what to wear or which book to read.',
          mother_son: 'I let my son make small choices of his own, like what to wear or which book to read.',
          mother_daughter: 'I let my daughter make small choices of her own, like what to wear or which book to read.',
        },
        ar: {
          father_son: 'أسمح لابني أن يختار أمورًا صغيرة بنفسه، كملابسه أو الكتاب الذي يقرؤه.',
          father_daughter: 'أسمح لابنتي أن تختار أمورًا صغيرة بنفسها، كملابسها أو الكتاب الذي تقرؤه.',
          mother_son: 'أسمح لابني أن يختار أمورًا صغيرة بنفسه، كملابسه أو الكتاب الذي يقرؤه.',
          mother_daughter: 'أسمح لابنتي أن تختار أمورًا صغيرة بنفسها، كملابسها أو الكتاب الذي تقرؤه.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father lets me choose some things myself, like my clothes or a book.',
          father_daughter: 'I hope my father lets me choose some things myself, like my clothes or a book.',
          mother_son: 'I hope my mother lets me choose some things myself, like my clothes or a book.',
          mother_daughter: 'I hope my mother lets me choose some things myself, like my clothes or a book.',
        },
        ar: {
          father_son: 'أتمنى أن يسمح لي أبي أن أختار بعض الأشياء بنفسي، مثل ملابسي أو كتاب أقرؤه.',
          father_daughter: 'أتمنى أن يسمح لي أبي أن أختار بعض الأشياء بنفسي، مثل ملابسي أو كتاب أقرؤه.',
          mother_son: 'أتمنى أن تسمح لي أمي أن أختار بعض الأشياء بنفسي، مثل ملابسي أو كتاب أقرؤه.',
          mother_daughter: 'أتمنى أن تسمح لي أمي أن أختار بعض الأشياء بنفسي، مثل ملابسي أو كتاب أقرؤه.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father lets me choose some things myself, like my clothes or a book.',
          father_daughter: 'My father lets me choose some things myself, like my clothes or a book.',
          mother_son: 'My mother lets me choose some things myself, like my clothes or a book.',
          mother_daughter: 'My mother lets me choose some things myself, like my clothes or a book.',
        },
        ar: {
          father_son: 'يسمح لي أبي أن أختار بعض الأشياء بنفسي، مثل ملابسي أو كتاب أقرؤه.',
          father_daughter: 'يسمح لي أبي أن أختار بعض الأشياء بنفسي، مثل ملابسي أو كتاب أقرؤه.',
          mother_son: 'تسمح لي أمي أن أختار بعض الأشياء بنفسي، مثل ملابسي أو كتاب أقرؤه.',
          mother_daughter: 'تسمح لي أمي أن أختار بعض الأشياء بنفسي، مثل ملابسي أو كتاب أقرؤه.',
        },
      },
    },
  },
  {
    key: 'q_3_5',
    category: 3,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to teach my son simple money habits, like saving part of his pocket money.',
          father_daughter: 'I hope to teach my daughter simple money habits, like saving part of her pocket money.',
          mother_son: 'I hope to teach my son simple money habits, like saving part of his pocket money.',
          mother_daughter: 'I hope to teach my daughter simple money habits, like saving part of her pocket money.',
        },
        ar: {
          father_son: 'آمل أن أعلّم ابني عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفه.',
          father_daughter: 'آمل أن أعلّم ابنتي عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفها.',
          mother_son: 'آمل أن أعلّم ابني عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفه.',
          mother_daughter: 'آمل أن أعلّم ابنتي عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I teach my son simple money habits, like saving part of his pocket money.',
          father_daughter: 'I teach my daughter simple money habits, like saving part of her pocket money.',
          mother_son: 'I teach my son simple money habits, like saving part of his pocket money.',
          mother_daughter: 'I teach my daughter simple money habits, like saving part of her pocket money.',
        },
        ar: {
          father_son: 'أعلّم ابني عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفه.',
          father_daughter: 'أعلّم ابنتي عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفها.',
          mother_son: 'أعلّم ابني عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفه.',
          mother_daughter: 'أعلّم ابنتي عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father teaches me how to save some of my pocket money.',
          father_daughter: 'I hope my father teaches me how to save some of my pocket money.',
          mother_son: 'I hope my mother teaches me how to save some of my pocket money.',
          mother_daughter: 'I hope my mother teaches me how to save some of my pocket money.',
        },
        ar: {
          father_son: 'أتمنى أن يعلّمني أبي كيف أوفّر جزءًا من مصروفي.',
          father_daughter: 'أتمنى أن يعلّمني أبي كيف أوفّر جزءًا من مصروفي.',
          mother_son: 'أتمنى أن تعلّمني أمي كيف أوفّر جزءًا من مصروفي.',
          mother_daughter: 'أتمنى أن تعلّمني أمي كيف أوفّر جزءًا من مصروفي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father teaches me how to save some of my pocket money.',
          father_daughter: 'My father teaches me how to save some of my pocket money.',
          mother_son: 'My mother teaches me how to save some of my pocket money.',
          mother_daughter: 'My mother teaches me how to save some of my pocket money.',
        },
        ar: {
          father_son: 'يعلّمني أبي كيف أوفّر جزءًا من مصروفي.',
          father_daughter: 'يعلّمني أبي كيف أوفّر جزءًا من مصروفي.',
          mother_son: 'تعلّمني أمي كيف أوفّر جزءًا من مصروفي.',
          mother_daughter: 'تعلّمني أمي كيف أوفّر جزءًا من مصروفي.',
        },
      },
    },
  },

  // 4. Affection & Trust: kind words, trust with worries, promises kept, comfort, love that stays.
  {
    key: 'q_4_1',
    category: 4,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son often hears me say that I love him and I am proud of him.',
          father_daughter: 'I hope my daughter often hears me say that I love her and I am proud of her.',
          mother_son: 'I hope my son often hears me say that I love him and I am proud of him.',
          mother_daughter: 'I hope my daughter often hears me say that I love her and I am proud of her.',
        },
        ar: {
          father_son: 'آمل أن يسمع ابني مني كثيرًا أنني أحبه وأنني فخور به.',
          father_daughter: 'آمل أن تسمع ابنتي مني كثيرًا أنني أحبها وأنني فخور بها.',
          mother_son: 'آمل أن يسمع ابني مني كثيرًا أنني أحبه وأنني فخورة به.',
          mother_daughter: 'آمل أن تسمع ابنتي مني كثيرًا أنني أحبها وأنني فخورة بها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I often tell my son that I love him and I am proud of him.',
          father_daughter: 'I often tell my daughter that I love her and I am proud of her.',
          mother_son: 'I often tell my son that I love him and I am proud of him.',
          mother_daughter: 'I often tell my daughter that I love her and I am proud of her.',
        },
        ar: {
          father_son: 'أقول لابني كثيرًا إنني أحبه وإنني فخور به.',
          father_daughter: 'أقول لابنتي كثيرًا إنني أحبها وإنني فخور بها.',
          mother_son: 'أقول لابني كثيرًا إنني أحبه وإنني فخورة به.',
          mother_daughter: 'أقول لابنتي كثيرًا إنني أحبها وإنني فخورة بها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father often tells me he loves me and is proud of me.',
          father_daughter: 'I hope my father often tells me he loves me and is proud of me.',
          mother_son: 'I hope my mother often tells me she loves me and is proud of me.',
          mother_daughter: 'I hope my mother often tells me she loves me and is proud of me.',
        },
        ar: {
          father_son: 'أتمنى أن يقول لي أبي كثيرًا إنه يحبني وفخور بي.',
          father_daughter: 'أتمنى أن يقول لي أبي كثيرًا إنه يحبني وفخور بي.',
          mother_son: 'أتمنى أن تقول لي أمي كثيرًا إنها تحبني وفخورة بي.',
          mother_daughter: 'أتمنى أن تقول لي أمي كثيرًا إنها تحبني وفخورة بي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father often tells me he loves me and is proud of me.',
          father_daughter: 'My father often tells me he loves me and is proud of me.',
          mother_son: 'My mother often tells me she loves me and is proud of me.',
          mother_daughter: 'My mother often tells me she loves me and is proud of me.',
        },
        ar: {
          father_son: 'يقول لي أبي كثيرًا إنه يحبني وفخور بي.',
          father_daughter: 'يقول لي أبي كثيرًا إنه يحبني وفخور بي.',
          mother_son: 'تقول لي أمي كثيرًا إنها تحبني وفخورة بي.',
          mother_daughter: 'تقول لي أمي كثيرًا إنها تحبني وفخورة بي.',
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
          father_son: 'I hope my son trusts me enough to tell me if someone upsets or hurts him.',
          father_daughter: 'I hope my daughter trusts me enough to tell me if someone upsets or hurts her.',
          mother_son: 'I hope my son trusts me enough to tell me if someone upsets or hurts him.',
          mother_daughter: 'I hope my daughter trusts me enough to tell me if someone upsets or hurts her.',
        },
        ar: {
          father_son: 'آمل أن يثق بي ابني بما يكفي ليخبرني إن ضايقه أو آذاه أحد.',
          father_daughter: 'آمل أن تثق بي ابنتي بما يكفي لتخبرني إن ضايقها أو آذاها أحد.',
          mother_son: 'آمل أن يثق بي ابني بما يكفي ليخبرني إن ضايقه أو آذاه أحد.',
          mother_daughter: 'آمل أن تثق بي ابنتي بما يكفي لتخبرني إن ضايقها أو آذاها أحد.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son trusts me enough to tell me if someone upsets or hurts him.',
          father_daughter: 'My daughter trusts me enough to tell me if someone upsets or hurts her.',
          mother_son: 'My son trusts me enough to tell me if someone upsets or hurts him.',
          mother_daughter: 'My daughter trusts me enough to tell me if someone upsets or hurts her.',
        },
        ar: {
          father_son: 'يثق بي ابني بما يكفي ليخبرني إن ضايقه أو آذاه أحد.',
          father_daughter: 'تثق بي ابنتي بما يكفي لتخبرني إن ضايقها أو آذاها أحد.',
          mother_son: 'يثق بي ابني بما يكفي ليخبرني إن ضايقه أو آذاه أحد.',
          mother_daughter: 'تثق بي ابنتي بما يكفي لتخبرني إن ضايقها أو آذاها أحد.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope I feel safe telling my father if someone upsets or hurts me.',
          father_daughter: 'I hope I feel safe telling my father if someone upsets or hurts me.',
          mother_son: 'I hope I feel safe telling my mother if someone upsets or hurts me.',
          mother_daughter: 'I hope I feel safe telling my mother if someone upsets or hurts me.',
        },
        ar: {
          father_son: 'أتمنى أن أخبر أبي وأنا مطمئن إن ضايقني أحد أو آذاني.',
          father_daughter: 'أتمنى أن أخبر أبي وأنا مطمئنة إن ضايقني أحد أو آذاني.',
          mother_son: 'أتمنى أن أخبر أمي وأنا مطمئن إن ضايقني أحد أو آذاني.',
          mother_daughter: 'أتمنى أن أخبر أمي وأنا مطمئنة إن ضايقني أحد أو آذاني.',
        },
      },
      phase2: {
        en: {
          father_son: 'I feel safe telling my father if someone upsets or hurts me.',
          father_daughter: 'I feel safe telling my father if someone upsets or hurts me.',
          mother_son: 'I feel safe telling my mother if someone upsets or hurts me.',
          mother_daughter: 'I feel safe telling my mother if someone upsets or hurts me.',
        },
        ar: {
          father_son: 'أخبر أبي وأنا مطمئن إن ضايقني أحد أو آذاني.',
          father_daughter: 'أخبر أبي وأنا مطمئنة إن ضايقني أحد أو آذاني.',
          mother_son: 'أخبر أمي وأنا مطمئن إن ضايقني أحد أو آذاني.',
          mother_daughter: 'أخبر أمي وأنا مطمئنة إن ضايقني أحد أو آذاني.',
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
          father_son: 'I hope to keep every promise I make to my son, big or small.',
          father_daughter: 'I hope to keep every promise I make to my daughter, big or small.',
          mother_son: 'I hope to keep every promise I make to my son, big or small.',
          mother_daughter: 'I hope to keep every promise I make to my daughter, big or small.',
        },
        ar: {
          father_son: 'آمل أن أفي بكل وعد أقطعه لابني، صغيرًا كان أو كبيرًا.',
          father_daughter: 'آمل أن أفي بكل وعد أقطعه لابنتي، صغيرًا كان أو كبيرًا.',
          mother_son: 'آمل أن أفي بكل وعد أقطعه لابني، صغيرًا كان أو كبيرًا.',
          mother_daughter: 'آمل أن أفي بكل وعد أقطعه لابنتي، صغيرًا كان أو كبيرًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'I keep the promises I make to my son, big or small.',
          father_daughter: 'I keep the promises I make to my daughter, big or small.',
          mother_son: 'I keep the promises I make to my son, big or small.',
          mother_daughter: 'I keep the promises I make to my daughter, big or small.',
        },
        ar: {
          father_son: 'أفي بالوعود التي أقطعها لابني، صغيرةً كانت أو كبيرة.',
          father_daughter: 'أفي بالوعود التي أقطعها لابنتي، صغيرةً كانت أو كبيرة.',
          mother_son: 'أفي بالوعود التي أقطعها لابني، صغيرةً كانت أو كبيرة.',
          mother_daughter: 'أفي بالوعود التي أقطعها لابنتي، صغيرةً كانت أو كبيرة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father does what he promises me.',
          father_daughter: 'I hope my father does what he promises me.',
          mother_son: 'I hope my mother does what she promises me.',
          mother_daughter: 'I hope my mother does what she promises me.',
        },
        ar: {
          father_son: 'أتمنى أن يفعل أبي ما يعدني به.',
          father_daughter: 'أتمنى أن يفعل أبي ما يعدني به.',
          mother_son: 'أتمنى أن تفعل أمي ما تعدني به.',
          mother_daughter: 'أتمنى أن تفعل أمي ما تعدني به.',
        },
      },
      phase2: {
        en: {
          father_son: 'When my father promises me something, he does it.',
          father_daughter: 'When my father promises me something, he does it.',
          mother_son: 'When my mother promises me something, she does it.',
          mother_daughter: 'When my mother promises me something, she does it.',
        },
        ar: {
          father_son: 'حين يعدني أبي بشيء، يفعله.',
          father_daughter: 'حين يعدني أبي بشيء، يفعله.',
          mother_son: 'حين تعدني أمي بشيء، تفعله.',
          mother_daughter: 'حين تعدني أمي بشيء، تفعله.',
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
          father_son: 'I hope to comfort my son when he is sad.',
          father_daughter: 'I hope to comfort my daughter when she is sad.',
          mother_son: 'I hope to comfort my son when he is sad.',
          mother_daughter: 'I hope to comfort my daughter when she is sad.',
        },
        ar: {
          father_son: 'آمل أن أواسي ابني حين يكون حزينًا.',
          father_daughter: 'آمل أن أواسي ابنتي حين تكون حزينة.',
          mother_son: 'آمل أن أواسي ابني حين يكون حزينًا.',
          mother_daughter: 'آمل أن أواسي ابنتي حين تكون حزينة.',
        },
      },
      phase2: {
        en: {
          father_son: 'I comfort my son when he is sad.',
          father_daughter: 'I comfort my daughter when she is sad.',
          mother_son: 'I comfort my son when he is sad.',
          mother_daughter: 'I comfort my daughter when she is sad.',
        },
        ar: {
          father_son: 'أواسي ابني حين يكون حزينًا.',
          father_daughter: 'أواسي ابنتي حين تكون حزينة.',
          mother_son: 'أواسي ابني حين يكون حزينًا.',
          mother_daughter: 'أواسي ابنتي حين تكون حزينة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father comforts me when I am sad.',
          father_daughter: 'I hope my father comforts me when I am sad.',
          mother_son: 'I hope my mother comforts me when I am sad.',
          mother_daughter: 'I hope my mother comforts me when I am sad.',
        },
        ar: {
          father_son: 'أتمنى أن يواسيني أبي حين أكون حزينًا.',
          father_daughter: 'أتمنى أن يواسيني أبي حين أكون حزينة.',
          mother_son: 'أتمنى أن تواسيني أمي حين أكون حزينًا.',
          mother_daughter: 'أتمنى أن تواسيني أمي حين أكون حزينة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father comforts me when I am sad.',
          father_daughter: 'My father comforts me when I am sad.',
          mother_son: 'My mother comforts me when I am sad.',
          mother_daughter: 'My mother comforts me when I am sad.',
        },
        ar: {
          father_son: 'يواسيني أبي حين أكون حزينًا.',
          father_daughter: 'يواسيني أبي حين أكون حزينة.',
          mother_son: 'تواسيني أمي حين أكون حزينًا.',
          mother_daughter: 'تواسيني أمي حين أكون حزينة.',
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
          father_son: 'I hope my son knows that my love for him stays the same, even when he makes a mistake.',
          father_daughter:
            'I hope my daughter knows that my love for her stays the same, even when she makes a mistake.',
          mother_son: 'I hope my son knows that my love for him stays the same, even when he makes a mistake.',
          mother_daughter:
            'I hope my daughter knows that my love for her stays the same, even when she makes a mistake.',
        },
        ar: {
          father_son: 'آمل أن يعرف ابني أن حبي له لا يتغير، حتى حين يخطئ.',
          father_daughter: 'آمل أن تعرف ابنتي أن حبي لها لا يتغير، حتى حين تخطئ.',
          mother_son: 'آمل أن يعرف ابني أن حبي له لا يتغير، حتى حين يخطئ.',
          mother_daughter: 'آمل أن تعرف ابنتي أن حبي لها لا يتغير، حتى حين تخطئ.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son knows that my love for him stays the same, even when he makes a mistake.',
          father_daughter: 'My daughter knows that my love for her stays the same, even when she makes a mistake.',
          mother_son: 'My son knows that my love for him stays the same, even when he makes a mistake.',
          mother_daughter: 'My daughter knows that my love for her stays the same, even when she makes a mistake.',
        },
        ar: {
          father_son: 'يعرف ابني أن حبي له لا يتغير، حتى حين يخطئ.',
          father_daughter: 'تعرف ابنتي أن حبي لها لا يتغير، حتى حين تخطئ.',
          mother_son: 'يعرف ابني أن حبي له لا يتغير، حتى حين يخطئ.',
          mother_daughter: 'تعرف ابنتي أن حبي لها لا يتغير، حتى حين تخطئ.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope I can always be sure that my father loves me, even when I make a mistake.',
          father_daughter: 'I hope I can always be sure that my father loves me, even when I make a mistake.',
          mother_son: 'I hope I can always be sure that my mother loves me, even when I make a mistake.',
          mother_daughter: 'I hope I can always be sure that my mother loves me, even when I make a mistake.',
        },
        ar: {
          father_son: 'أتمنى أن أكون متأكدًا دائمًا من أن أبي يحبني، حتى حين أخطئ.',
          father_daughter: 'أتمنى أن أكون متأكدة دائمًا من أن أبي يحبني، حتى حين أخطئ.',
          mother_son: 'أتمنى أن أكون متأكدًا دائمًا من أن أمي تحبني، حتى حين أخطئ.',
          mother_daughter: 'أتمنى أن أكون متأكدة دائمًا من أن أمي تحبني، حتى حين أخطئ.',
        },
      },
      phase2: {
        en: {
          father_son: 'Even when I make a mistake, I am sure my father still loves me.',
          father_daughter: 'Even when I make a mistake, I am sure my father still loves me.',
          mother_son: 'Even when I make a mistake, I am sure my mother still loves me.',
          mother_daughter: 'Even when I make a mistake, I am sure my mother still loves me.',
        },
        ar: {
          father_son: 'حتى حين أخطئ، أنا متأكد من أن أبي ما زال يحبني.',
          father_daughter: 'حتى حين أخطئ، أنا متأكدة من أن أبي ما زال يحبني.',
          mother_son: 'حتى حين أخطئ، أنا متأكد من أن أمي ما زالت تحبني.',
          mother_daughter: 'حتى حين أخطئ، أنا متأكدة من أن أمي ما زالت تحبني.',
        },
      },
    },
  },

  // 5. Family Life: time together, meals, siblings, grandparents and relatives, screens.
  {
    key: 'q_5_1',
    category: 5,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to spend time each week doing something fun with my son, just the two of us.',
          father_daughter: 'I hope to spend time each week doing something fun with my daughter, just the two of us.',
          mother_son: 'I hope to spend time each week doing something fun with my son, just the two of us.',
          mother_daughter: 'I hope to spend time each week doing something fun with my daughter, just the two of us.',
        },
        ar: {
          father_son: 'آمل أن أقضي مع ابني وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          father_daughter: 'آمل أن أقضي مع ابنتي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          mother_son: 'آمل أن أقضي مع ابني وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          mother_daughter: 'آمل أن أقضي مع ابنتي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'Each week I spend time doing something fun with my son, just the two of us.',
          father_daughter: 'Each week I spend time doing something fun with my daughter, just the two of us.',
          mother_son: 'Each week I spend time doing something fun with my son, just the two of us.',
          mother_daughter: 'Each week I spend time doing something fun with my daughter, just the two of us.',
        },
        ar: {
          father_son: 'أقضي مع ابني وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          father_daughter: 'أقضي مع ابنتي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          mother_son: 'أقضي مع ابني وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          mother_daughter: 'أقضي مع ابنتي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father spends time with me each week, just the two of us, doing something fun.',
          father_daughter: 'I hope my father spends time with me each week, just the two of us, doing something fun.',
          mother_son: 'I hope my mother spends time with me each week, just the two of us, doing something fun.',
          mother_daughter: 'I hope my mother spends time with me each week, just the two of us, doing something fun.',
        },
        ar: {
          father_son: 'أتمنى أن يقضي أبي معي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          father_daughter: 'أتمنى أن يقضي أبي معي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          mother_son: 'أتمنى أن تقضي أمي معي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          mother_daughter: 'أتمنى أن تقضي أمي معي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'Each week my father spends time with me, just the two of us, doing something fun.',
          father_daughter: 'Each week my father spends time with me, just the two of us, doing something fun.',
          mother_son: 'Each week my mother spends time with me, just the two of us, doing something fun.',
          mother_daughter: 'Each week my mother spends time with me, just the two of us, doing something fun.',
        },
        ar: {
          father_son: 'يقضي أبي معي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          father_daughter: 'يقضي أبي معي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          mother_son: 'تقضي أمي معي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
          mother_daughter: 'تقضي أمي معي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
        },
      },
    },
  },
  {
    key: 'q_5_2',
    category: 5,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to sit down for meals with my son often.',
          father_daughter: 'I hope to sit down for meals with my daughter often.',
          mother_son: 'I hope to sit down for meals with my son often.',
          mother_daughter: 'I hope to sit down for meals with my daughter often.',
        },
        ar: {
          father_son: 'آمل أن أجتمع مع ابني على المائدة كثيرًا.',
          father_daughter: 'آمل أن أجتمع مع ابنتي على المائدة كثيرًا.',
          mother_son: 'آمل أن أجتمع مع ابني على المائدة كثيرًا.',
          mother_daughter: 'آمل أن أجتمع مع ابنتي على المائدة كثيرًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'I often sit down for meals with my son.',
          father_daughter: 'I often sit down for meals with my daughter.',
          mother_son: 'I often sit down for meals with my son.',
          mother_daughter: 'I often sit down for meals with my daughter.',
        },
        ar: {
          father_son: 'أجتمع مع ابني على المائدة كثيرًا.',
          father_daughter: 'أجتمع مع ابنتي على المائدة كثيرًا.',
          mother_son: 'أجتمع مع ابني على المائدة كثيرًا.',
          mother_daughter: 'أجتمع مع ابنتي على المائدة كثيرًا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father often sits down to eat with us.',
          father_daughter: 'I hope my father often sits down to eat with us.',
          mother_son: 'I hope my mother often sits down to eat with us.',
          mother_daughter: 'I hope my mother often sits down to eat with us.',
        },
        ar: {
          father_son: 'أتمنى أن يأكل أبي معنا كثيرًا.',
          father_daughter: 'أتمنى أن يأكل أبي معنا كثيرًا.',
          mother_son: 'أتمنى أن تأكل أمي معنا كثيرًا.',
          mother_daughter: 'أتمنى أن تأكل أمي معنا كثيرًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father often sits down to eat with us.',
          father_daughter: 'My father often sits down to eat with us.',
          mother_son: 'My mother often sits down to eat with us.',
          mother_daughter: 'My mother often sits down to eat with us.',
        },
        ar: {
          father_son: 'يأكل أبي معنا كثيرًا.',
          father_daughter: 'يأكل أبي معنا كثيرًا.',
          mother_son: 'تأكل أمي معنا كثيرًا.',
          mother_daughter: 'تأكل أمي معنا كثيرًا.',
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
          father_son: 'I hope to treat my son fairly and not compare him with his siblings or other children.',
          father_daughter:
            'I hope to treat my daughter fairly and not compare her with her siblings or other children.',
          mother_son: 'I hope to treat my son fairly and not compare him with his siblings or other children.',
          mother_daughter:
            'I hope to treat my daughter fairly and not compare her with her siblings or other children.',
        },
        ar: {
          father_son: 'آمل أن أعامل ابني بعدل، وألا أقارنه بإخوته أو بغيرهم من الأطفال.',
          father_daughter: 'آمل أن أعامل ابنتي بعدل، وألا أقارنها بإخوتها أو بغيرهم من الأطفال.',
          mother_son: 'آمل أن أعامل ابني بعدل، وألا أقارنه بإخوته أو بغيرهم من الأطفال.',
          mother_daughter: 'آمل أن أعامل ابنتي بعدل، وألا أقارنها بإخوتها أو بغيرهم من الأطفال.',
        },
      },
      phase2: {
        en: {
          father_son: 'I treat my son fairly and do not compare him with his siblings or other children.',
          father_daughter: 'I treat my daughter fairly and do not compare her with her siblings or other children.',
          mother_son: 'I treat my son fairly and do not compare him with his siblings or other children.',
          mother_daughter: 'I treat my daughter fairly and do not compare her with her siblings or other children.',
        },
        ar: {
          father_son: 'أعامل ابني بعدل، ولا أقارنه بإخوته أو بغيرهم من الأطفال.',
          father_daughter: 'أعامل ابنتي بعدل، ولا أقارنها بإخوتها أو بغيرهم من الأطفال.',
          mother_son: 'أعامل ابني بعدل، ولا أقارنه بإخوته أو بغيرهم من الأطفال.',
          mother_daughter: 'أعامل ابنتي بعدل، ولا أقارنها بإخوتها أو بغيرهم من الأطفال.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father is fair to me and does not compare me with my brothers, sisters or other children.',
          father_daughter:
            'I hope my father is fair to me and does not compare me with my brothers, sisters or other children.',
          mother_son:
            'I hope my mother is fair to me and does not compare me with my brothers, sisters or other children.',
          mother_daughter:
            'I hope my mother is fair to me and does not compare me with my brothers, sisters or other children.',
        },
        ar: {
          father_son: 'أتمنى أن يعاملني أبي بعدل، وألا يقارنني بإخوتي أو بغيرهم من الأطفال.',
          father_daughter: 'أتمنى أن يعاملني أبي بعدل، وألا يقارنني بإخوتي أو بغيرهم من الأطفال.',
          mother_son: 'أتمنى أن تعاملني أمي بعدل، وألا تقارنني بإخوتي أو بغيرهم من الأطفال.',
          mother_daughter: 'أتمنى أن تعاملني أمي بعدل، وألا تقارنني بإخوتي أو بغيرهم من الأطفال.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father is fair to me and does not compare me with my brothers, sisters or other children.',
          father_daughter:
            'My father is fair to me and does not compare me with my brothers, sisters or other children.',
          mother_son: 'My mother is fair to me and does not compare me with my brothers, sisters or other children.',
          mother_daughter:
            'My mother is fair to me and does not compare me with my brothers, sisters or other children.',
        },
        ar: {
          father_son: 'يعاملني أبي بعدل، ولا يقارنني بإخوتي أو بغيرهم من الأطفال.',
          father_daughter: 'يعاملني أبي بعدل، ولا يقارنني بإخوتي أو بغيرهم من الأطفال.',
          mother_son: 'تعاملني أمي بعدل، ولا تقارنني بإخوتي أو بغيرهم من الأطفال.',
          mother_daughter: 'تعاملني أمي بعدل، ولا تقارنني بإخوتي أو بغيرهم من الأطفال.',
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
          father_son: 'I hope to take my son to visit his grandparents and relatives.',
          father_daughter: 'I hope to take my daughter to visit her grandparents and relatives.',
          mother_son: 'I hope to take my son to visit his grandparents and relatives.',
          mother_daughter: 'I hope to take my daughter to visit her grandparents and relatives.',
        },
        ar: {
          father_son: 'آمل أن أصطحب ابني لزيارة جدّه وجدّته وأقاربنا.',
          father_daughter: 'آمل أن أصطحب ابنتي لزيارة جدّها وجدّتها وأقاربنا.',
          mother_son: 'آمل أن أصطحب ابني لزيارة جدّه وجدّته وأقاربنا.',
          mother_daughter: 'آمل أن أصطحب ابنتي لزيارة جدّها وجدّتها وأقاربنا.',
        },
      },
      phase2: {
        en: {
          father_son: 'I take my son to visit his grandparents and relatives.',
          father_daughter: 'I take my daughter to visit her grandparents and relatives.',
          mother_son: 'I take my son to visit his grandparents and relatives.',
          mother_daughter: 'I take my daughter to visit her grandparents and relatives.',
        },
        ar: {
          father_son: 'أصطحب ابني لزيارة جدّه وجدّته وأقاربنا.',
          father_daughter: 'أصطحب ابنتي لزيارة جدّها وجدّتها وأقاربنا.',
          mother_son: 'أصطحب ابني لزيارة جدّه وجدّته وأقاربنا.',
          mother_daughter: 'أصطحب ابنتي لزيارة جدّها وجدّتها وأقاربنا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father takes me to visit my grandparents and relatives.',
          father_daughter: 'I hope my father takes me to visit my grandparents and relatives.',
          mother_son: 'I hope my mother takes me to visit my grandparents and relatives.',
          mother_daughter: 'I hope my mother takes me to visit my grandparents and relatives.',
        },
        ar: {
          father_son: 'أتمنى أن يأخذني أبي لزيارة جدّي وجدّتي وأقاربنا.',
          father_daughter: 'أتمنى أن يأخذني أبي لزيارة جدّي وجدّتي وأقاربنا.',
          mother_son: 'أتمنى أن تأخذني أمي لزيارة جدّي وجدّتي وأقاربنا.',
          mother_daughter: 'أتمنى أن تأخذني أمي لزيارة جدّي وجدّتي وأقاربنا.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father takes me to visit my grandparents and relatives.',
          father_daughter: 'My father takes me to visit my grandparents and relatives.',
          mother_son: 'My mother takes me to visit my grandparents and relatives.',
          mother_daughter: 'My mother takes me to visit my grandparents and relatives.',
        },
        ar: {
          father_son: 'يأخذني أبي لزيارة جدّي وجدّتي وأقاربنا.',
          father_daughter: 'يأخذني أبي لزيارة جدّي وجدّتي وأقاربنا.',
          mother_son: 'تأخذني أمي لزيارة جدّي وجدّتي وأقاربنا.',
          mother_daughter: 'تأخذني أمي لزيارة جدّي وجدّتي وأقاربنا.',
        },
      },
    },
  },
  {
    key: 'q_5_5',
    category: 5,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son and I decide screen-time rules together.',
          father_daughter: 'I hope my daughter and I decide screen-time rules together.',
          mother_son: 'I hope my son and I decide screen-time rules together.',
          mother_daughter: 'I hope my daughter and I decide screen-time rules together.',
        },
        ar: {
          father_son: 'آمل أن نضع أنا وابني معًا قواعد استخدام الأجهزة والتلفاز.',
          father_daughter: 'آمل أن نضع أنا وابنتي معًا قواعد استخدام الأجهزة والتلفاز.',
          mother_son: 'آمل أن نضع أنا وابني معًا قواعد استخدام الأجهزة والتلفاز.',
          mother_daughter: 'آمل أن نضع أنا وابنتي معًا قواعد استخدام الأجهزة والتلفاز.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I decide screen-time rules together.',
          father_daughter: 'My daughter and I decide screen-time rules together.',
          mother_son: 'My son and I decide screen-time rules together.',
          mother_daughter: 'My daughter and I decide screen-time rules together.',
        },
        ar: {
          father_son: 'نضع أنا وابني معًا قواعد استخدام الأجهزة والتلفاز.',
          father_daughter: 'نضع أنا وابنتي معًا قواعد استخدام الأجهزة والتلفاز.',
          mother_son: 'نضع أنا وابني معًا قواعد استخدام الأجهزة والتلفاز.',
          mother_daughter: 'نضع أنا وابنتي معًا قواعد استخدام الأجهزة والتلفاز.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I decide the rules for phones, tablets and TV together.',
          father_daughter: 'I hope my father and I decide the rules for phones, tablets and TV together.',
          mother_son: 'I hope my mother and I decide the rules for phones, tablets and TV together.',
          mother_daughter: 'I hope my mother and I decide the rules for phones, tablets and TV together.',
        },
        ar: {
          father_son: 'أتمنى أن نضع أنا وأبي معًا قواعد استخدام الأجهزة والتلفاز.',
          father_daughter: 'أتمنى أن نضع أنا وأبي معًا قواعد استخدام الأجهزة والتلفاز.',
          mother_son: 'أتمنى أن نضع أنا وأمي معًا قواعد استخدام الأجهزة والتلفاز.',
          mother_daughter: 'أتمنى أن نضع أنا وأمي معًا قواعد استخدام الأجهزة والتلفاز.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I decide the rules for phones, tablets and TV together.',
          father_daughter: 'My father and I decide the rules for phones, tablets and TV together.',
          mother_son: 'My mother and I decide the rules for phones, tablets and TV together.',
          mother_daughter: 'My mother and I decide the rules for phones, tablets and TV together.',
        },
        ar: {
          father_son: 'نضع أنا وأبي معًا قواعد استخدام الأجهزة والتلفاز.',
          father_daughter: 'نضع أنا وأبي معًا قواعد استخدام الأجهزة والتلفاز.',
          mother_son: 'نضع أنا وأمي معًا قواعد استخدام الأجهزة والتلفاز.',
          mother_daughter: 'نضع أنا وأمي معًا قواعد استخدام الأجهزة والتلفاز.',
        },
      },
    },
  },
];

export default questions;
