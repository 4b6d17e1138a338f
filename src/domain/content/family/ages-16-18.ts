import type { FamilyQuestion } from '../../assessment/family-types.ts';

/**
 * Parent-child questions for ages 16-18: older teenagers on the way to adulthood. Autonomy, friends, study and
 * future plans, earning and giving trust. The parent and child perspectives of a question describe the same
 * behaviour from each side; Phase 1 is what each hopes for, Phase 2 how it is today.
 */
const questions: FamilyQuestion[] = [
  // 1. Values & Faith: owning one's faith and values, honesty, moral choices, traditions.
  {
    key: 'q_1_1',
    category: 1,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: "I hope to listen calmly to my son's questions about faith, without rushing to judge him.",
          father_daughter:
            "I hope to listen calmly to my daughter's questions about faith, without rushing to judge her.",
          mother_son: "I hope to listen calmly to my son's questions about faith, without rushing to judge him.",
          mother_daughter:
            "I hope to listen calmly to my daughter's questions about faith, without rushing to judge her.",
        },
        ar: {
          father_son: 'آمل أن أستمع بهدوء إلى أسئلة ابني في أمور الإيمان، دون أن أتسرّع في الحكم عليه.',
          father_daughter: 'آمل أن أستمع بهدوء إلى أسئلة ابنتي في أمور الإيمان، دون أن أتسرّع في الحكم عليها.',
          mother_son: 'آمل أن أستمع بهدوء إلى أسئلة ابني في أمور الإيمان، دون أن أتسرّع في الحكم عليه.',
          mother_daughter: 'آمل أن أستمع بهدوء إلى أسئلة ابنتي في أمور الإيمان، دون أن أتسرّع في الحكم عليها.',
        },
      },
      phase2: {
        en: {
          father_son: "I listen calmly to my son's questions about faith, without rushing to judge him.",
          father_daughter: "I listen calmly to my daughter's questions about faith, without rushing to judge her.",
          mother_son: "I listen calmly to my son's questions about faith, without rushing to judge him.",
          mother_daughter: "I listen calmly to my daughter's questions about faith, without rushing to judge her.",
        },
        ar: {
          father_son: 'أستمع بهدوء إلى أسئلة ابني في أمور الإيمان، دون أن أتسرّع في الحكم عليه.',
          father_daughter: 'أستمع بهدوء إلى أسئلة ابنتي في أمور الإيمان، دون أن أتسرّع في الحكم عليها.',
          mother_son: 'أستمع بهدوء إلى أسئلة ابني في أمور الإيمان، دون أن أتسرّع في الحكم عليه.',
          mother_daughter: 'أستمع بهدوء إلى أسئلة ابنتي في أمور الإيمان، دون أن أتسرّع في الحكم عليها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father listens calmly to my questions about faith, without rushing to judge me.',
          father_daughter: 'I hope my father listens calmly to my questions about faith, without rushing to judge me.',
          mother_son: 'I hope my mother listens calmly to my questions about faith, without rushing to judge me.',
          mother_daughter: 'I hope my mother listens calmly to my questions about faith, without rushing to judge me.',
        },
        ar: {
          father_son: 'آمل أن يستمع أبي بهدوء إلى أسئلتي في أمور الإيمان، دون أن يتسرّع في الحكم عليّ.',
          father_daughter: 'آمل أن يستمع أبي بهدوء إلى أسئلتي في أمور الإيمان، دون أن يتسرّع في الحكم عليّ.',
          mother_son: 'آمل أن تستمع أمي بهدوء إلى أسئلتي في أمور الإيمان، دون أن تتسرّع في الحكم عليّ.',
          mother_daughter: 'آمل أن تستمع أمي بهدوء إلى أسئلتي في أمور الإيمان، دون أن تتسرّع في الحكم عليّ.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father listens calmly to my questions about faith, without rushing to judge me.',
          father_daughter: 'My father listens calmly to my questions about faith, without rushing to judge me.',
          mother_son: 'My mother listens calmly to my questions about faith, without rushing to judge me.',
          mother_daughter: 'My mother listens calmly to my questions about faith, without rushing to judge me.',
        },
        ar: {
          father_son: 'يستمع أبي بهدوء إلى أسئلتي في أمور الإيمان، دون أن يتسرّع في الحكم عليّ.',
          father_daughter: 'يستمع أبي بهدوء إلى أسئلتي في أمور الإيمان، دون أن يتسرّع في الحكم عليّ.',
          mother_son: 'تستمع أمي بهدوء إلى أسئلتي في أمور الإيمان، دون أن تتسرّع في الحكم عليّ.',
          mother_daughter: 'تستمع أمي بهدوء إلى أسئلتي في أمور الإيمان، دون أن تتسرّع في الحكم عليّ.',
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
          father_son:
            'I hope to encourage my son to hold his faith and values out of his own conviction, not only out of obedience to me.',
          father_daughter:
            'I hope to encourage my daughter to hold her faith and values out of her own conviction, not only out of obedience to me.',
          mother_son:
            'I hope to encourage my son to hold his faith and values out of his own conviction, not only out of obedience to me.',
          mother_daughter:
            'I hope to encourage my daughter to hold her faith and values out of her own conviction, not only out of obedience to me.',
        },
        ar: {
          father_son: 'آمل أن أشجّع ابني على أن يتمسك بإيمانه وقيمه عن قناعة منه، لا طاعةً لي فحسب.',
          father_daughter: 'آمل أن أشجّع ابنتي على أن تتمسك بإيمانها وقيمها عن قناعة منها، لا طاعةً لي فحسب.',
          mother_son: 'آمل أن أشجّع ابني على أن يتمسك بإيمانه وقيمه عن قناعة منه، لا طاعةً لي فحسب.',
          mother_daughter: 'آمل أن أشجّع ابنتي على أن تتمسك بإيمانها وقيمها عن قناعة منها، لا طاعةً لي فحسب.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I encourage my son to hold his faith and values out of his own conviction, not only out of obedience to me.',
          father_daughter:
            'I encourage my daughter to hold her faith and values out of her own conviction, not only out of obedience to me.',
          mother_son:
            'I encourage my son to hold his faith and values out of his own conviction, not only out of obedience to me.',
          mother_daughter:
            'I encourage my daughter to hold her faith and values out of her own conviction, not only out of obedience to me.',
        },
        ar: {
          father_son: 'أشجّع ابني على أن يتمسك بإيمانه وقيمه عن قناعة منه، لا طاعةً لي فحسب.',
          father_daughter: 'أشجّع ابنتي على أن تتمسك بإيمانها وقيمها عن قناعة منها، لا طاعةً لي فحسب.',
          mother_son: 'أشجّع ابني على أن يتمسك بإيمانه وقيمه عن قناعة منه، لا طاعةً لي فحسب.',
          mother_daughter: 'أشجّع ابنتي على أن تتمسك بإيمانها وقيمها عن قناعة منها، لا طاعةً لي فحسب.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father encourages me to hold my faith and values out of my own conviction, not only out of obedience to him.',
          father_daughter:
            'I hope my father encourages me to hold my faith and values out of my own conviction, not only out of obedience to him.',
          mother_son:
            'I hope my mother encourages me to hold my faith and values out of my own conviction, not only out of obedience to her.',
          mother_daughter:
            'I hope my mother encourages me to hold my faith and values out of my own conviction, not only out of obedience to her.',
        },
        ar: {
          father_son: 'آمل أن يشجّعني أبي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً له فحسب.',
          father_daughter: 'آمل أن يشجّعني أبي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً له فحسب.',
          mother_son: 'آمل أن تشجّعني أمي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً لها فحسب.',
          mother_daughter: 'آمل أن تشجّعني أمي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً لها فحسب.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father encourages me to hold my faith and values out of my own conviction, not only out of obedience to him.',
          father_daughter:
            'My father encourages me to hold my faith and values out of my own conviction, not only out of obedience to him.',
          mother_son:
            'My mother encourages me to hold my faith and values out of my own conviction, not only out of obedience to her.',
          mother_daughter:
            'My mother encourages me to hold my faith and values out of my own conviction, not only out of obedience to her.',
        },
        ar: {
          father_son: 'يشجّعني أبي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً له فحسب.',
          father_daughter: 'يشجّعني أبي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً له فحسب.',
          mother_son: 'تشجّعني أمي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً لها فحسب.',
          mother_daughter: 'تشجّعني أمي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً لها فحسب.',
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
          father_son: 'I hope my son and I are honest with each other, even when the truth is hard to say.',
          father_daughter: 'I hope my daughter and I are honest with each other, even when the truth is hard to say.',
          mother_son: 'I hope my son and I are honest with each other, even when the truth is hard to say.',
          mother_daughter: 'I hope my daughter and I are honest with each other, even when the truth is hard to say.',
        },
        ar: {
          father_son: 'آمل أن نتصارح أنا وابني بالحقيقة، حتى حين يصعب قولها.',
          father_daughter: 'آمل أن نتصارح أنا وابنتي بالحقيقة، حتى حين يصعب قولها.',
          mother_son: 'آمل أن نتصارح أنا وابني بالحقيقة، حتى حين يصعب قولها.',
          mother_daughter: 'آمل أن نتصارح أنا وابنتي بالحقيقة، حتى حين يصعب قولها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I are honest with each other, even when the truth is hard to say.',
          father_daughter: 'My daughter and I are honest with each other, even when the truth is hard to say.',
          mother_son: 'My son and I are honest with each other, even when the truth is hard to say.',
          mother_daughter: 'My daughter and I are honest with each other, even when the truth is hard to say.',
        },
        ar: {
          father_son: 'نتصارح أنا وابني بالحقيقة، حتى حين يصعب قولها.',
          father_daughter: 'نتصارح أنا وابنتي بالحقيقة، حتى حين يصعب قولها.',
          mother_son: 'نتصارح أنا وابني بالحقيقة، حتى حين يصعب قولها.',
          mother_daughter: 'نتصارح أنا وابنتي بالحقيقة، حتى حين يصعب قولها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I are honest with each other, even when the truth is hard to say.',
          father_daughter: 'I hope my father and I are honest with each other, even when the truth is hard to say.',
          mother_son: 'I hope my mother and I are honest with each other, even when the truth is hard to say.',
          mother_daughter: 'I hope my mother and I are honest with each other, even when the truth is hard to say.',
        },
        ar: {
          father_son: 'آمل أن نتصارح أنا وأبي بالحقيقة، حتى حين يصعب قولها.',
          father_daughter: 'آمل أن نتصارح أنا وأبي بالحقيقة، حتى حين يصعب قولها.',
          mother_son: 'آمل أن نتصارح أنا وأمي بالحقيقة، حتى حين يصعب قولها.',
          mother_daughter: 'آمل أن نتصارح أنا وأمي بالحقيقة، حتى حين يصعب قولها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I are honest with each other, even when the truth is hard to say.',
          father_daughter: 'My father and I are honest with each other, even when the truth is hard to say.',
          mother_son: 'My mother and I are honest with each other, even when the truth is hard to say.',
          mother_daughter: 'My mother and I are honest with each other, even when the truth is hard to say.',
        },
        ar: {
          father_son: 'نتصارح أنا وأبي بالحقيقة، حتى حين يصعب قولها.',
          father_daughter: 'نتصارح أنا وأبي بالحقيقة، حتى حين يصعب قولها.',
          mother_son: 'نتصارح أنا وأمي بالحقيقة، حتى حين يصعب قولها.',
          mother_daughter: 'نتصارح أنا وأمي بالحقيقة، حتى حين يصعب قولها.',
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
          father_son: 'I hope to trust my son to make the right choices on his own, even when I am not there.',
          father_daughter:
            'I hope to trust my daughter to make the right choices on her own, even when I am not there.',
          mother_son: 'I hope to trust my son to make the right choices on his own, even when I am not there.',
          mother_daughter:
            'I hope to trust my daughter to make the right choices on her own, even when I am not there.',
        },
        ar: {
          father_son: 'آمل أن أثق بأن ابني يُحسن الاختيار بنفسه، حتى حين لا أكون معه.',
          father_daughter: 'آمل أن أثق بأن ابنتي تُحسن الاختيار بنفسها، حتى حين لا أكون معها.',
          mother_son: 'آمل أن أثق بأن ابني يُحسن الاختيار بنفسه، حتى حين لا أكون معه.',
          mother_daughter: 'آمل أن أثق بأن ابنتي تُحسن الاختيار بنفسها، حتى حين لا أكون معها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I trust my son to make the right choices on his own, even when I am not there.',
          father_daughter: 'I trust my daughter to make the right choices on her own, even when I am not there.',
          mother_son: 'I trust my son to make the right choices on his own, even when I am not there.',
          mother_daughter: 'I trust my daughter to make the right choices on her own, even when I am not there.',
        },
        ar: {
          father_son: 'أثق بأن ابني يُحسن الاختيار بنفسه، حتى حين لا أكون معه.',
          father_daughter: 'أثق بأن ابنتي تُحسن الاختيار بنفسها، حتى حين لا أكون معها.',
          mother_son: 'أثق بأن ابني يُحسن الاختيار بنفسه، حتى حين لا أكون معه.',
          mother_daughter: 'أثق بأن ابنتي تُحسن الاختيار بنفسها، حتى حين لا أكون معها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father trusts me to make the right choices on my own, even when he is not there.',
          father_daughter: 'I hope my father trusts me to make the right choices on my own, even when he is not there.',
          mother_son: 'I hope my mother trusts me to make the right choices on my own, even when she is not there.',
          mother_daughter:
            'I hope my mother trusts me to make the right choices on my own, even when she is not there.',
        },
        ar: {
          father_son: 'آمل أن يثق أبي بأنني أُحسن الاختيار بنفسي، حتى حين لا يكون معي.',
          father_daughter: 'آمل أن يثق أبي بأنني أُحسن الاختيار بنفسي، حتى حين لا يكون معي.',
          mother_son: 'آمل أن تثق أمي بأنني أُحسن الاختيار بنفسي، حتى حين لا تكون معي.',
          mother_daughter: 'آمل أن تثق أمي بأنني أُحسن الاختيار بنفسي، حتى حين لا تكون معي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father trusts me to make the right choices on my own, even when he is not there.',
          father_daughter: 'My father trusts me to make the right choices on my own, even when he is not there.',
          mother_son: 'My mother trusts me to make the right choices on my own, even when she is not there.',
          mother_daughter: 'My mother trusts me to make the right choices on my own, even when she is not there.',
        },
        ar: {
          father_son: 'يثق أبي بأنني أُحسن الاختيار بنفسي، حتى حين لا يكون معي.',
          father_daughter: 'يثق أبي بأنني أُحسن الاختيار بنفسي، حتى حين لا يكون معي.',
          mother_son: 'تثق أمي بأنني أُحسن الاختيار بنفسي، حتى حين لا تكون معي.',
          mother_daughter: 'تثق أمي بأنني أُحسن الاختيار بنفسي، حتى حين لا تكون معي.',
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
          father_son: "I hope to explain to my son the meaning behind our family's traditions, not simply impose them.",
          father_daughter:
            "I hope to explain to my daughter the meaning behind our family's traditions, not simply impose them.",
          mother_son: "I hope to explain to my son the meaning behind our family's traditions, not simply impose them.",
          mother_daughter:
            "I hope to explain to my daughter the meaning behind our family's traditions, not simply impose them.",
        },
        ar: {
          father_son: 'آمل أن أشرح لابني المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن أفرضها عليه فرضًا.',
          father_daughter: 'آمل أن أشرح لابنتي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن أفرضها عليها فرضًا.',
          mother_son: 'آمل أن أشرح لابني المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن أفرضها عليه فرضًا.',
          mother_daughter: 'آمل أن أشرح لابنتي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن أفرضها عليها فرضًا.',
        },
      },
      phase2: {
        en: {
          father_son:
            "I explain to my son the meaning behind our family's traditions, rather than simply imposing them.",
          father_daughter:
            "I explain to my daughter the meaning behind our family's traditions, rather than simply imposing them.",
          mother_son:
            "I explain to my son the meaning behind our family's traditions, rather than simply imposing them.",
          mother_daughter:
            "I explain to my daughter the meaning behind our family's traditions, rather than simply imposing them.",
        },
        ar: {
          father_son: 'أشرح لابني المعنى الكامن وراء عادات أسرتنا وتقاليدها، ولا أكتفي بفرضها عليه.',
          father_daughter: 'أشرح لابنتي المعنى الكامن وراء عادات أسرتنا وتقاليدها، ولا أكتفي بفرضها عليها.',
          mother_son: 'أشرح لابني المعنى الكامن وراء عادات أسرتنا وتقاليدها، ولا أكتفي بفرضها عليه.',
          mother_daughter: 'أشرح لابنتي المعنى الكامن وراء عادات أسرتنا وتقاليدها، ولا أكتفي بفرضها عليها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            "I hope my father explains to me the meaning behind our family's traditions, not simply imposes them.",
          father_daughter:
            "I hope my father explains to me the meaning behind our family's traditions, not simply imposes them.",
          mother_son:
            "I hope my mother explains to me the meaning behind our family's traditions, not simply imposes them.",
          mother_daughter:
            "I hope my mother explains to me the meaning behind our family's traditions, not simply imposes them.",
        },
        ar: {
          father_son: 'آمل أن يشرح لي أبي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن يفرضها عليّ فرضًا.',
          father_daughter: 'آمل أن يشرح لي أبي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن يفرضها عليّ فرضًا.',
          mother_son: 'آمل أن تشرح لي أمي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن تفرضها عليّ فرضًا.',
          mother_daughter: 'آمل أن تشرح لي أمي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن تفرضها عليّ فرضًا.',
        },
      },
      phase2: {
        en: {
          father_son:
            "My father explains to me the meaning behind our family's traditions, rather than simply imposing them.",
          father_daughter:
            "My father explains to me the meaning behind our family's traditions, rather than simply imposing them.",
          mother_son:
            "My mother explains to me the meaning behind our family's traditions, rather than simply imposing them.",
          mother_daughter:
            "My mother explains to me the meaning behind our family's traditions, rather than simply imposing them.",
        },
        ar: {
          father_son: 'يشرح لي أبي المعنى الكامن وراء عادات أسرتنا وتقاليدها، ولا يكتفي بفرضها عليّ.',
          father_daughter: 'يشرح لي أبي المعنى الكامن وراء عادات أسرتنا وتقاليدها، ولا يكتفي بفرضها عليّ.',
          mother_son: 'تشرح لي أمي المعنى الكامن وراء عادات أسرتنا وتقاليدها، ولا تكتفي بفرضها عليّ.',
          mother_daughter: 'تشرح لي أمي المعنى الكامن وراء عادات أسرتنا وتقاليدها، ولا تكتفي بفرضها عليّ.',
        },
      },
    },
  },

  // 2. Communication: being heard as a near-adult, big decisions, disagreeing respectfully, friends and online life.
  {
    key: 'q_2_1',
    category: 2,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: "I hope to take my son's opinions as seriously as an adult's, even when I disagree with him.",
          father_daughter:
            "I hope to take my daughter's opinions as seriously as an adult's, even when I disagree with her.",
          mother_son: "I hope to take my son's opinions as seriously as an adult's, even when I disagree with him.",
          mother_daughter:
            "I hope to take my daughter's opinions as seriously as an adult's, even when I disagree with her.",
        },
        ar: {
          father_son: 'آمل أن آخذ آراء ابني على محمل الجد كما آخذ آراء الكبار، حتى حين أخالفه الرأي.',
          father_daughter: 'آمل أن آخذ آراء ابنتي على محمل الجد كما آخذ آراء الكبار، حتى حين أخالفها الرأي.',
          mother_son: 'آمل أن آخذ آراء ابني على محمل الجد كما آخذ آراء الكبار، حتى حين أخالفه الرأي.',
          mother_daughter: 'آمل أن آخذ آراء ابنتي على محمل الجد كما آخذ آراء الكبار، حتى حين أخالفها الرأي.',
        },
      },
      phase2: {
        en: {
          father_son: "I take my son's opinions as seriously as an adult's, even when I disagree with him.",
          father_daughter: "I take my daughter's opinions as seriously as an adult's, even when I disagree with her.",
          mother_son: "I take my son's opinions as seriously as an adult's, even when I disagree with him.",
          mother_daughter: "I take my daughter's opinions as seriously as an adult's, even when I disagree with her.",
        },
        ar: {
          father_son: 'آخذ آراء ابني على محمل الجد كآراء الكبار، حتى حين أخالفه الرأي.',
          father_daughter: 'آخذ آراء ابنتي على محمل الجد كآراء الكبار، حتى حين أخالفها الرأي.',
          mother_son: 'آخذ آراء ابني على محمل الجد كآراء الكبار، حتى حين أخالفه الرأي.',
          mother_daughter: 'آخذ آراء ابنتي على محمل الجد كآراء الكبار، حتى حين أخالفها الرأي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: "I hope my father takes my opinions as seriously as an adult's, even when he disagrees with me.",
          father_daughter:
            "I hope my father takes my opinions as seriously as an adult's, even when he disagrees with me.",
          mother_son: "I hope my mother takes my opinions as seriously as an adult's, even when she disagrees with me.",
          mother_daughter:
            "I hope my mother takes my opinions as seriously as an adult's, even when she disagrees with me.",
        },
        ar: {
          father_son: 'آمل أن يأخذ أبي آرائي على محمل الجد كما يأخذ آراء الكبار، حتى حين يخالفني الرأي.',
          father_daughter: 'آمل أن يأخذ أبي آرائي على محمل الجد كما يأخذ آراء الكبار، حتى حين يخالفني الرأي.',
          mother_son: 'آمل أن تأخذ أمي آرائي على محمل الجد كما تأخذ آراء الكبار، حتى حين تخالفني الرأي.',
          mother_daughter: 'آمل أن تأخذ أمي آرائي على محمل الجد كما تأخذ آراء الكبار، حتى حين تخالفني الرأي.',
        },
      },
      phase2: {
        en: {
          father_son: "My father takes my opinions as seriously as an adult's, even when he disagrees with me.",
          father_daughter: "My father takes my opinions as seriously as an adult's, even when he disagrees with me.",
          mother_son: "My mother takes my opinions as seriously as an adult's, even when she disagrees with me.",
          mother_daughter: "My mother takes my opinions as seriously as an adult's, even when she disagrees with me.",
        },
        ar: {
          father_son: 'يأخذ أبي آرائي على محمل الجد كآراء الكبار، حتى حين يخالفني الرأي.',
          father_daughter: 'يأخذ أبي آرائي على محمل الجد كآراء الكبار، حتى حين يخالفني الرأي.',
          mother_son: 'تأخذ أمي آرائي على محمل الجد كآراء الكبار، حتى حين تخالفني الرأي.',
          mother_daughter: 'تأخذ أمي آرائي على محمل الجد كآراء الكبار، حتى حين تخالفني الرأي.',
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
          father_son: "I hope to talk through big decisions about my son's future with him before anything is settled.",
          father_daughter:
            "I hope to talk through big decisions about my daughter's future with her before anything is settled.",
          mother_son: "I hope to talk through big decisions about my son's future with him before anything is settled.",
          mother_daughter:
            "I hope to talk through big decisions about my daughter's future with her before anything is settled.",
        },
        ar: {
          father_son: 'آمل أن أتحاور مع ابني في القرارات الكبيرة المتعلقة بمستقبله قبل أن يُحسم أي أمر.',
          father_daughter: 'آمل أن أتحاور مع ابنتي في القرارات الكبيرة المتعلقة بمستقبلها قبل أن يُحسم أي أمر.',
          mother_son: 'آمل أن أتحاور مع ابني في القرارات الكبيرة المتعلقة بمستقبله قبل أن يُحسم أي أمر.',
          mother_daughter: 'آمل أن أتحاور مع ابنتي في القرارات الكبيرة المتعلقة بمستقبلها قبل أن يُحسم أي أمر.',
        },
      },
      phase2: {
        en: {
          father_son: "I talk through big decisions about my son's future with him before anything is settled.",
          father_daughter:
            "I talk through big decisions about my daughter's future with her before anything is settled.",
          mother_son: "I talk through big decisions about my son's future with him before anything is settled.",
          mother_daughter:
            "I talk through big decisions about my daughter's future with her before anything is settled.",
        },
        ar: {
          father_son: 'أتحاور مع ابني في القرارات الكبيرة المتعلقة بمستقبله قبل أن يُحسم أي أمر.',
          father_daughter: 'أتحاور مع ابنتي في القرارات الكبيرة المتعلقة بمستقبلها قبل أن يُحسم أي أمر.',
          mother_son: 'أتحاور مع ابني في القرارات الكبيرة المتعلقة بمستقبله قبل أن يُحسم أي أمر.',
          mother_daughter: 'أتحاور مع ابنتي في القرارات الكبيرة المتعلقة بمستقبلها قبل أن يُحسم أي أمر.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father talks through big decisions about my future with me before anything is settled.',
          father_daughter:
            'I hope my father talks through big decisions about my future with me before anything is settled.',
          mother_son:
            'I hope my mother talks through big decisions about my future with me before anything is settled.',
          mother_daughter:
            'I hope my mother talks through big decisions about my future with me before anything is settled.',
        },
        ar: {
          father_son: 'آمل أن يتحاور أبي معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
          father_daughter: 'آمل أن يتحاور أبي معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
          mother_son: 'آمل أن تتحاور أمي معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
          mother_daughter: 'آمل أن تتحاور أمي معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father talks through big decisions about my future with me before anything is settled.',
          father_daughter: 'My father talks through big decisions about my future with me before anything is settled.',
          mother_son: 'My mother talks through big decisions about my future with me before anything is settled.',
          mother_daughter: 'My mother talks through big decisions about my future with me before anything is settled.',
        },
        ar: {
          father_son: 'يتحاور أبي معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
          father_daughter: 'يتحاور أبي معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
          mother_son: 'تتحاور أمي معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
          mother_daughter: 'تتحاور أمي معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
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
          father_son: 'I hope my son and I can disagree respectfully, without raising our voices.',
          father_daughter: 'I hope my daughter and I can disagree respectfully, without raising our voices.',
          mother_son: 'I hope my son and I can disagree respectfully, without raising our voices.',
          mother_daughter: 'I hope my daughter and I can disagree respectfully, without raising our voices.',
        },
        ar: {
          father_son: 'آمل أن نختلف أنا وابني باحترام، دون أن نرفع أصواتنا.',
          father_daughter: 'آمل أن نختلف أنا وابنتي باحترام، دون أن نرفع أصواتنا.',
          mother_son: 'آمل أن نختلف أنا وابني باحترام، دون أن نرفع أصواتنا.',
          mother_daughter: 'آمل أن نختلف أنا وابنتي باحترام، دون أن نرفع أصواتنا.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I disagree respectfully, without raising our voices.',
          father_daughter: 'My daughter and I disagree respectfully, without raising our voices.',
          mother_son: 'My son and I disagree respectfully, without raising our voices.',
          mother_daughter: 'My daughter and I disagree respectfully, without raising our voices.',
        },
        ar: {
          father_son: 'نختلف أنا وابني باحترام، دون أن نرفع أصواتنا.',
          father_daughter: 'نختلف أنا وابنتي باحترام، دون أن نرفع أصواتنا.',
          mother_son: 'نختلف أنا وابني باحترام، دون أن نرفع أصواتنا.',
          mother_daughter: 'نختلف أنا وابنتي باحترام، دون أن نرفع أصواتنا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I can disagree respectfully, without raising our voices.',
          father_daughter: 'I hope my father and I can disagree respectfully, without raising our voices.',
          mother_son: 'I hope my mother and I can disagree respectfully, without raising our voices.',
          mother_daughter: 'I hope my mother and I can disagree respectfully, without raising our voices.',
        },
        ar: {
          father_son: 'آمل أن نختلف أنا وأبي باحترام، دون أن نرفع أصواتنا.',
          father_daughter: 'آمل أن نختلف أنا وأبي باحترام، دون أن نرفع أصواتنا.',
          mother_son: 'آمل أن نختلف أنا وأمي باحترام، دون أن نرفع أصواتنا.',
          mother_daughter: 'آمل أن نختلف أنا وأمي باحترام، دون أن نرفع أصواتنا.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I disagree respectfully, without raising our voices.',
          father_daughter: 'My father and I disagree respectfully, without raising our voices.',
          mother_son: 'My mother and I disagree respectfully, without raising our voices.',
          mother_daughter: 'My mother and I disagree respectfully, without raising our voices.',
        },
        ar: {
          father_son: 'نختلف أنا وأبي باحترام، دون أن نرفع أصواتنا.',
          father_daughter: 'نختلف أنا وأبي باحترام، دون أن نرفع أصواتنا.',
          mother_son: 'نختلف أنا وأمي باحترام، دون أن نرفع أصواتنا.',
          mother_daughter: 'نختلف أنا وأمي باحترام، دون أن نرفع أصواتنا.',
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
          father_son: "I hope to take a genuine interest in my son's friends without it feeling like an interrogation.",
          father_daughter:
            "I hope to take a genuine interest in my daughter's friends without it feeling like an interrogation.",
          mother_son: "I hope to take a genuine interest in my son's friends without it feeling like an interrogation.",
          mother_daughter:
            "I hope to take a genuine interest in my daughter's friends without it feeling like an interrogation.",
        },
        ar: {
          father_son: 'آمل أن أهتم اهتمامًا صادقًا بأصدقاء ابني دون أن يشعر بأنني أستجوبه.',
          father_daughter: 'آمل أن أهتم اهتمامًا صادقًا بصديقات ابنتي دون أن تشعر بأنني أستجوبها.',
          mother_son: 'آمل أن أهتم اهتمامًا صادقًا بأصدقاء ابني دون أن يشعر بأنني أستجوبه.',
          mother_daughter: 'آمل أن أهتم اهتمامًا صادقًا بصديقات ابنتي دون أن تشعر بأنني أستجوبها.',
        },
      },
      phase2: {
        en: {
          father_son: "I take a genuine interest in my son's friends without it feeling like an interrogation.",
          father_daughter:
            "I take a genuine interest in my daughter's friends without it feeling like an interrogation.",
          mother_son: "I take a genuine interest in my son's friends without it feeling like an interrogation.",
          mother_daughter:
            "I take a genuine interest in my daughter's friends without it feeling like an interrogation.",
        },
        ar: {
          father_son: 'أهتم اهتمامًا صادقًا بأصدقاء ابني دون أن يشعر بأنني أستجوبه.',
          father_daughter: 'أهتم اهتمامًا صادقًا بصديقات ابنتي دون أن تشعر بأنني أستجوبها.',
          mother_son: 'أهتم اهتمامًا صادقًا بأصدقاء ابني دون أن يشعر بأنني أستجوبه.',
          mother_daughter: 'أهتم اهتمامًا صادقًا بصديقات ابنتي دون أن تشعر بأنني أستجوبها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father takes a genuine interest in my friends without it feeling like an interrogation.',
          father_daughter:
            'I hope my father takes a genuine interest in my friends without it feeling like an interrogation.',
          mother_son:
            'I hope my mother takes a genuine interest in my friends without it feeling like an interrogation.',
          mother_daughter:
            'I hope my mother takes a genuine interest in my friends without it feeling like an interrogation.',
        },
        ar: {
          father_son: 'آمل أن يهتم أبي اهتمامًا صادقًا بأصدقائي دون أن أشعر بأنه يستجوبني.',
          father_daughter: 'آمل أن يهتم أبي اهتمامًا صادقًا بصديقاتي دون أن أشعر بأنه يستجوبني.',
          mother_son: 'آمل أن تهتم أمي اهتمامًا صادقًا بأصدقائي دون أن أشعر بأنها تستجوبني.',
          mother_daughter: 'آمل أن تهتم أمي اهتمامًا صادقًا بصديقاتي دون أن أشعر بأنها تستجوبني.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father takes a genuine interest in my friends without it feeling like an interrogation.',
          father_daughter: 'My father takes a genuine interest in my friends without it feeling like an interrogation.',
          mother_son: 'My mother takes a genuine interest in my friends without it feeling like an interrogation.',
          mother_daughter: 'My mother takes a genuine interest in my friends without it feeling like an interrogation.',
        },
        ar: {
          father_son: 'يهتم أبي اهتمامًا صادقًا بأصدقائي دون أن أشعر بأنه يستجوبني.',
          father_daughter: 'يهتم أبي اهتمامًا صادقًا بصديقاتي دون أن أشعر بأنه يستجوبني.',
          mother_son: 'تهتم أمي اهتمامًا صادقًا بأصدقائي دون أن أشعر بأنها تستجوبني.',
          mother_daughter: 'تهتم أمي اهتمامًا صادقًا بصديقاتي دون أن أشعر بأنها تستجوبني.',
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
            'I hope to talk calmly with my son about his life online, so he can tell me if something there worries him.',
          father_daughter:
            'I hope to talk calmly with my daughter about her life online, so she can tell me if something there worries her.',
          mother_son:
            'I hope to talk calmly with my son about his life online, so he can tell me if something there worries him.',
          mother_daughter:
            'I hope to talk calmly with my daughter about her life online, so she can tell me if something there worries her.',
        },
        ar: {
          father_son: 'آمل أن أتحدث بهدوء مع ابني عن حياته على الإنترنت، حتى يخبرني إن أقلقه فيها شيء.',
          father_daughter: 'آمل أن أتحدث بهدوء مع ابنتي عن حياتها على الإنترنت، حتى تخبرني إن أقلقها فيها شيء.',
          mother_son: 'آمل أن أتحدث بهدوء مع ابني عن حياته على الإنترنت، حتى يخبرني إن أقلقه فيها شيء.',
          mother_daughter: 'آمل أن أتحدث بهدوء مع ابنتي عن حياتها على الإنترنت، حتى تخبرني إن أقلقها فيها شيء.',
        },
      },
      phase2: {
        en: {
          father_son: 'I talk calmly with my son about his life online, so he tells me if something there worries him.',
          father_daughter:
            'I talk calmly with my daughter about her life online, so she tells me if something there worries her.',
          mother_son: 'I talk calmly with my son about his life online, so he tells me if something there worries him.',
          mother_daughter:
            'I talk calmly with my daughter about her life online, so she tells me if something there worries her.',
        },
        ar: {
          father_son: 'أتحدث بهدوء مع ابني عن حياته على الإنترنت، فيخبرني إن أقلقه فيها شيء.',
          father_daughter: 'أتحدث بهدوء مع ابنتي عن حياتها على الإنترنت، فتخبرني إن أقلقها فيها شيء.',
          mother_son: 'أتحدث بهدوء مع ابني عن حياته على الإنترنت، فيخبرني إن أقلقه فيها شيء.',
          mother_daughter: 'أتحدث بهدوء مع ابنتي عن حياتها على الإنترنت، فتخبرني إن أقلقها فيها شيء.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father talks calmly with me about my life online, so I can tell him if something there worries me.',
          father_daughter:
            'I hope my father talks calmly with me about my life online, so I can tell him if something there worries me.',
          mother_son:
            'I hope my mother talks calmly with me about my life online, so I can tell her if something there worries me.',
          mother_daughter:
            'I hope my mother talks calmly with me about my life online, so I can tell her if something there worries me.',
        },
        ar: {
          father_son: 'آمل أن يتحدث أبي معي بهدوء عن حياتي على الإنترنت، حتى أخبره إن أقلقني فيها شيء.',
          father_daughter: 'آمل أن يتحدث أبي معي بهدوء عن حياتي على الإنترنت، حتى أخبره إن أقلقني فيها شيء.',
          mother_son: 'آمل أن تتحدث أمي معي بهدوء عن حياتي على الإنترنت، حتى أخبرها إن أقلقني فيها شيء.',
          mother_daughter: 'آمل أن تتحدث أمي معي بهدوء عن حياتي على الإنترنت، حتى أخبرها إن أقلقني فيها شيء.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father talks calmly with me about my life online, so I tell him if something there worries me.',
          father_daughter:
            'My father talks calmly with me about my life online, so I tell him if something there worries me.',
          mother_son:
            'My mother talks calmly with me about my life online, so I tell her if something there worries me.',
          mother_daughter:
            'My mother talks calmly with me about my life online, so I tell her if something there worries me.',
        },
        ar: {
          father_son: 'يتحدث أبي معي بهدوء عن حياتي على الإنترنت، فأخبره إن أقلقني فيها شيء.',
          father_daughter: 'يتحدث أبي معي بهدوء عن حياتي على الإنترنت، فأخبره إن أقلقني فيها شيء.',
          mother_son: 'تتحدث أمي معي بهدوء عن حياتي على الإنترنت، فأخبرها إن أقلقني فيها شيء.',
          mother_daughter: 'تتحدث أمي معي بهدوء عن حياتي على الإنترنت، فأخبرها إن أقلقني فيها شيء.',
        },
      },
    },
  },

  // 3. Responsibility & Independence: autonomy, exams and future plans, going out, money and work, earning trust.
  {
    key: 'q_3_1',
    category: 3,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to give my son room to make his own decisions and learn from his mistakes.',
          father_daughter: 'I hope to give my daughter room to make her own decisions and learn from her mistakes.',
          mother_son: 'I hope to give my son room to make his own decisions and learn from his mistakes.',
          mother_daughter: 'I hope to give my daughter room to make her own decisions and learn from her mistakes.',
        },
        ar: {
          father_son: 'آمل أن أترك لابني مساحة ليتخذ قراراته بنفسه ويتعلم من أخطائه.',
          father_daughter: 'آمل أن أترك لابنتي مساحة لتتخذ قراراتها بنفسها وتتعلم من أخطائها.',
          mother_son: 'آمل أن أترك لابني مساحة ليتخذ قراراته بنفسه ويتعلم من أخطائه.',
          mother_daughter: 'آمل أن أترك لابنتي مساحة لتتخذ قراراتها بنفسها وتتعلم من أخطائها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I give my son room to make his own decisions and learn from his mistakes.',
          father_daughter: 'I give my daughter room to make her own decisions and learn from her mistakes.',
          mother_son: 'I give my son room to make his own decisions and learn from his mistakes.',
          mother_daughter: 'I give my daughter room to make her own decisions and learn from her mistakes.',
        },
        ar: {
          father_son: 'أترك لابني مساحة ليتخذ قراراته بنفسه ويتعلم من أخطائه.',
          father_daughter: 'أترك لابنتي مساحة لتتخذ قراراتها بنفسها وتتعلم من أخطائها.',
          mother_son: 'أترك لابني مساحة ليتخذ قراراته بنفسه ويتعلم من أخطائه.',
          mother_daughter: 'أترك لابنتي مساحة لتتخذ قراراتها بنفسها وتتعلم من أخطائها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father gives me room to make my own decisions and learn from my mistakes.',
          father_daughter: 'I hope my father gives me room to make my own decisions and learn from my mistakes.',
          mother_son: 'I hope my mother gives me room to make my own decisions and learn from my mistakes.',
          mother_daughter: 'I hope my mother gives me room to make my own decisions and learn from my mistakes.',
        },
        ar: {
          father_son: 'آمل أن يترك لي أبي مساحة لأتخذ قراراتي بنفسي وأتعلم من أخطائي.',
          father_daughter: 'آمل أن يترك لي أبي مساحة لأتخذ قراراتي بنفسي وأتعلم من أخطائي.',
          mother_son: 'آمل أن تترك لي أمي مساحة لأتخذ قراراتي بنفسي وأتعلم من أخطائي.',
          mother_daughter: 'آمل أن تترك لي أمي مساحة لأتخذ قراراتي بنفسي وأتعلم من أخطائي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father gives me room to make my own decisions and learn from my mistakes.',
          father_daughter: 'My father gives me room to make my own decisions and learn from my mistakes.',
          mother_son: 'My mother gives me room to make my own decisions and learn from my mistakes.',
          mother_daughter: 'My mother gives me room to make my own decisions and learn from my mistakes.',
        },
        ar: {
          father_son: 'يترك لي أبي مساحة لأتخذ قراراتي بنفسي وأتعلم من أخطائي.',
          father_daughter: 'يترك لي أبي مساحة لأتخذ قراراتي بنفسي وأتعلم من أخطائي.',
          mother_son: 'تترك لي أمي مساحة لأتخذ قراراتي بنفسي وأتعلم من أخطائي.',
          mother_daughter: 'تترك لي أمي مساحة لأتخذ قراراتي بنفسي وأتعلم من أخطائي.',
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
          father_son:
            "I hope to support my son's choice of university studies and career, even if it differs from what I had imagined.",
          father_daughter:
            "I hope to support my daughter's choice of university studies and career, even if it differs from what I had imagined.",
          mother_son:
            "I hope to support my son's choice of university studies and career, even if it differs from what I had imagined.",
          mother_daughter:
            "I hope to support my daughter's choice of university studies and career, even if it differs from what I had imagined.",
        },
        ar: {
          father_son: 'آمل أن أدعم اختيار ابني لتخصصه الجامعي ومجال عمله، حتى لو اختلف عما كنت أتصوره.',
          father_daughter: 'آمل أن أدعم اختيار ابنتي لتخصصها الجامعي ومجال عملها، حتى لو اختلف عما كنت أتصوره.',
          mother_son: 'آمل أن أدعم اختيار ابني لتخصصه الجامعي ومجال عمله، حتى لو اختلف عما كنت أتصوره.',
          mother_daughter: 'آمل أن أدعم اختيار ابنتي لتخصصها الجامعي ومجال عملها، حتى لو اختلف عما كنت أتصوره.',
        },
      },
      phase2: {
        en: {
          father_son:
            "I support my son's choice of university studies and career, even where it differs from what I had imagined.",
          father_daughter:
            "I support my daughter's choice of university studies and career, even where it differs from what I had imagined.",
          mother_son:
            "I support my son's choice of university studies and career, even where it differs from what I had imagined.",
          mother_daughter:
            "I support my daughter's choice of university studies and career, even where it differs from what I had imagined.",
        },
        ar: {
          father_son: 'أدعم اختيار ابني لتخصصه الجامعي ومجال عمله، وإن اختلف عما كنت أتصوره.',
          father_daughter: 'أدعم اختيار ابنتي لتخصصها الجامعي ومجال عملها، وإن اختلف عما كنت أتصوره.',
          mother_son: 'أدعم اختيار ابني لتخصصه الجامعي ومجال عمله، وإن اختلف عما كنت أتصوره.',
          mother_daughter: 'أدعم اختيار ابنتي لتخصصها الجامعي ومجال عملها، وإن اختلف عما كنت أتصوره.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father supports my choice of university studies and career, even if it differs from what he had imagined.',
          father_daughter:
            'I hope my father supports my choice of university studies and career, even if it differs from what he had imagined.',
          mother_son:
            'I hope my mother supports my choice of university studies and career, even if it differs from what she had imagined.',
          mother_daughter:
            'I hope my mother supports my choice of university studies and career, even if it differs from what she had imagined.',
        },
        ar: {
          father_son: 'آمل أن يدعم أبي اختياري لتخصصي الجامعي ومجال عملي، حتى لو اختلف عما كان يتصوره.',
          father_daughter: 'آمل أن يدعم أبي اختياري لتخصصي الجامعي ومجال عملي، حتى لو اختلف عما كان يتصوره.',
          mother_son: 'آمل أن تدعم أمي اختياري لتخصصي الجامعي ومجال عملي، حتى لو اختلف عما كانت تتصوره.',
          mother_daughter: 'آمل أن تدعم أمي اختياري لتخصصي الجامعي ومجال عملي، حتى لو اختلف عما كانت تتصوره.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father supports my choice of university studies and career, even where it differs from what he had imagined.',
          father_daughter:
            'My father supports my choice of university studies and career, even where it differs from what he had imagined.',
          mother_son:
            'My mother supports my choice of university studies and career, even where it differs from what she had imagined.',
          mother_daughter:
            'My mother supports my choice of university studies and career, even where it differs from what she had imagined.',
        },
        ar: {
          father_son: 'يدعم أبي اختياري لتخصصي الجامعي ومجال عملي، وإن اختلف عما كان يتصوره.',
          father_daughter: 'يدعم أبي اختياري لتخصصي الجامعي ومجال عملي، وإن اختلف عما كان يتصوره.',
          mother_son: 'تدعم أمي اختياري لتخصصي الجامعي ومجال عملي، وإن اختلف عما كانت تتصوره.',
          mother_daughter: 'تدعم أمي اختياري لتخصصي الجامعي ومجال عملي، وإن اختلف عما كانت تتصوره.',
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
          father_son: 'I hope to support my son through exam pressure with encouragement, not extra stress.',
          father_daughter: 'I hope to support my daughter through exam pressure with encouragement, not extra stress.',
          mother_son: 'I hope to support my son through exam pressure with encouragement, not extra stress.',
          mother_daughter: 'I hope to support my daughter through exam pressure with encouragement, not extra stress.',
        },
        ar: {
          father_son: 'آمل أن أساند ابني في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليه.',
          father_daughter: 'آمل أن أساند ابنتي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليها.',
          mother_son: 'آمل أن أساند ابني في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليه.',
          mother_daughter: 'آمل أن أساند ابنتي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليها.',
        },
      },
      phase2: {
        en: {
          father_son: 'During exams, I support my son with encouragement rather than adding to the pressure.',
          father_daughter: 'During exams, I support my daughter with encouragement rather than adding to the pressure.',
          mother_son: 'During exams, I support my son with encouragement rather than adding to the pressure.',
          mother_daughter: 'During exams, I support my daughter with encouragement rather than adding to the pressure.',
        },
        ar: {
          father_son: 'في أيام الامتحانات، أساند ابني بالتشجيع لا بزيادة الضغط عليه.',
          father_daughter: 'في أيام الامتحانات، أساند ابنتي بالتشجيع لا بزيادة الضغط عليها.',
          mother_son: 'في أيام الامتحانات، أساند ابني بالتشجيع لا بزيادة الضغط عليه.',
          mother_daughter: 'في أيام الامتحانات، أساند ابنتي بالتشجيع لا بزيادة الضغط عليها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father supports me through exam pressure with encouragement, not extra stress.',
          father_daughter: 'I hope my father supports me through exam pressure with encouragement, not extra stress.',
          mother_son: 'I hope my mother supports me through exam pressure with encouragement, not extra stress.',
          mother_daughter: 'I hope my mother supports me through exam pressure with encouragement, not extra stress.',
        },
        ar: {
          father_son: 'آمل أن يساندني أبي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليّ.',
          father_daughter: 'آمل أن يساندني أبي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليّ.',
          mother_son: 'آمل أن تساندني أمي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليّ.',
          mother_daughter: 'آمل أن تساندني أمي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليّ.',
        },
      },
      phase2: {
        en: {
          father_son: 'During exams, my father supports me with encouragement rather than adding to the pressure.',
          father_daughter: 'During exams, my father supports me with encouragement rather than adding to the pressure.',
          mother_son: 'During exams, my mother supports me with encouragement rather than adding to the pressure.',
          mother_daughter: 'During exams, my mother supports me with encouragement rather than adding to the pressure.',
        },
        ar: {
          father_son: 'في أيام الامتحانات، يساندني أبي بالتشجيع لا بزيادة الضغط عليّ.',
          father_daughter: 'في أيام الامتحانات، يساندني أبي بالتشجيع لا بزيادة الضغط عليّ.',
          mother_son: 'في أيام الامتحانات، تساندني أمي بالتشجيع لا بزيادة الضغط عليّ.',
          mother_daughter: 'في أيام الامتحانات، تساندني أمي بالتشجيع لا بزيادة الضغط عليّ.',
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
            'I hope to give my son more freedom, such as going out with friends, within limits that suit our family, as he shows he can be trusted.',
          father_daughter:
            'I hope to give my daughter more freedom, such as going out with friends, within limits that suit our family, as she shows she can be trusted.',
          mother_son:
            'I hope to give my son more freedom, such as going out with friends, within limits that suit our family, as he shows he can be trusted.',
          mother_daughter:
            'I hope to give my daughter more freedom, such as going out with friends, within limits that suit our family, as she shows she can be trusted.',
        },
        ar: {
          father_son:
            'آمل أن أمنح ابني حرية أكبر، كالخروج مع أصدقائه، في الحدود التي تناسب أسرتنا، كلما أثبت أنه أهل للثقة.',
          father_daughter:
            'آمل أن أمنح ابنتي حرية أكبر، كالخروج مع صديقاتها، في الحدود التي تناسب أسرتنا، كلما أثبتت أنها أهل للثقة.',
          mother_son:
            'آمل أن أمنح ابني حرية أكبر، كالخروج مع أصدقائه، في الحدود التي تناسب أسرتنا، كلما أثبت أنه أهل للثقة.',
          mother_daughter:
            'آمل أن أمنح ابنتي حرية أكبر، كالخروج مع صديقاتها، في الحدود التي تناسب أسرتنا، كلما أثبتت أنها أهل للثقة.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I give my son more freedom, such as going out with friends, within limits that suit our family, as he shows he can be trusted.',
          father_daughter:
            'I give my daughter more freedom, such as going out with friends, within limits that suit our family, as she shows she can be trusted.',
          mother_son:
            'I give my son more freedom, such as going out with friends, within limits that suit our family, as he shows he can be trusted.',
          mother_daughter:
            'I give my daughter more freedom, such as going out with friends, within limits that suit our family, as she shows she can be trusted.',
        },
        ar: {
          father_son: 'أمنح ابني حرية أكبر، كالخروج مع أصدقائه، في الحدود التي تناسب أسرتنا، كلما أثبت أنه أهل للثقة.',
          father_daughter:
            'أمنح ابنتي حرية أكبر، كالخروج مع صديقاتها، في الحدود التي تناسب أسرتنا، كلما أثبتت أنها أهل للثقة.',
          mother_son: 'أمنح ابني حرية أكبر، كالخروج مع أصدقائه، في الحدود التي تناسب أسرتنا، كلما أثبت أنه أهل للثقة.',
          mother_daughter:
            'أمنح ابنتي حرية أكبر، كالخروج مع صديقاتها، في الحدود التي تناسب أسرتنا، كلما أثبتت أنها أهل للثقة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father gives me more freedom, such as going out with friends, within limits that suit our family, as I show I can be trusted.',
          father_daughter:
            'I hope my father gives me more freedom, such as going out with friends, within limits that suit our family, as I show I can be trusted.',
          mother_son:
            'I hope my mother gives me more freedom, such as going out with friends, within limits that suit our family, as I show I can be trusted.',
          mother_daughter:
            'I hope my mother gives me more freedom, such as going out with friends, within limits that suit our family, as I show I can be trusted.',
        },
        ar: {
          father_son:
            'آمل أن يمنحني أبي حرية أكبر، كالخروج مع أصدقائي، في الحدود التي تناسب أسرتنا، كلما أثبتُّ أنني أهل للثقة.',
          father_daughter:
            'آمل أن يمنحني أبي حرية أكبر، كالخروج مع صديقاتي، في الحدود التي تناسب أسرتنا، كلما أثبتُّ أنني أهل للثقة.',
          mother_son:
            'آمل أن تمنحني أمي حرية أكبر، كالخروج مع أصدقائي، في الحدود التي تناسب أسرتنا، كلما أثبتُّ أنني أهل للثقة.',
          mother_daughter:
            'آمل أن تمنحني أمي حرية أكبر، كالخروج مع صديقاتي، في الحدود التي تناسب أسرتنا، كلما أثبتُّ أنني أهل للثقة.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father gives me more freedom, such as going out with friends, within limits that suit our family, as I show I can be trusted.',
          father_daughter:
            'My father gives me more freedom, such as going out with friends, within limits that suit our family, as I show I can be trusted.',
          mother_son:
            'My mother gives me more freedom, such as going out with friends, within limits that suit our family, as I show I can be trusted.',
          mother_daughter:
            'My mother gives me more freedom, such as going out with friends, within limits that suit our family, as I show I can be trusted.',
        },
        ar: {
          father_son:
            'يمنحني أبي حرية أكبر، كالخروج مع أصدقائي، في الحدود التي تناسب أسرتنا، كلما أثبتُّ أنني أهل للثقة.',
          father_daughter:
            'يمنحني أبي حرية أكبر، كالخروج مع صديقاتي، في الحدود التي تناسب أسرتنا، كلما أثبتُّ أنني أهل للثقة.',
          mother_son:
            'تمنحني أمي حرية أكبر، كالخروج مع أصدقائي، في الحدود التي تناسب أسرتنا، كلما أثبتُّ أنني أهل للثقة.',
          mother_daughter:
            'تمنحني أمي حرية أكبر، كالخروج مع صديقاتي، في الحدود التي تناسب أسرتنا، كلما أثبتُّ أنني أهل للثقة.',
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
          father_son: 'I hope to let my son manage his own money, such as an allowance or part-time wages.',
          father_daughter: 'I hope to let my daughter manage her own money, such as an allowance or part-time wages.',
          mother_son: 'I hope to let my son manage his own money, such as an allowance or part-time wages.',
          mother_daughter: 'I hope to let my daughter manage her own money, such as an allowance or part-time wages.',
        },
        ar: {
          father_son: 'آمل أن أترك لابني إدارة ماله بنفسه، كمصروفه أو أجره من عمل بدوام جزئي.',
          father_daughter: 'آمل أن أترك لابنتي إدارة مالها بنفسها، كمصروفها أو أجرها من عمل بدوام جزئي.',
          mother_son: 'آمل أن أترك لابني إدارة ماله بنفسه، كمصروفه أو أجره من عمل بدوام جزئي.',
          mother_daughter: 'آمل أن أترك لابنتي إدارة مالها بنفسها، كمصروفها أو أجرها من عمل بدوام جزئي.',
        },
      },
      phase2: {
        en: {
          father_son: 'I let my son manage his own money, such as an allowance or part-time wages.',
          father_daughter: 'I let my daughter manage her own money, such as an allowance or part-time wages.',
          mother_son: 'I let my son manage his own money, such as an allowance or part-time wages.',
          mother_daughter: 'I let my daughter manage her own money, such as an allowance or part-time wages.',
        },
        ar: {
          father_son: 'أترك لابني إدارة ماله بنفسه، كمصروفه أو أجره من عمل بدوام جزئي.',
          father_daughter: 'أترك لابنتي إدارة مالها بنفسها، كمصروفها أو أجرها من عمل بدوام جزئي.',
          mother_son: 'أترك لابني إدارة ماله بنفسه، كمصروفه أو أجره من عمل بدوام جزئي.',
          mother_daughter: 'أترك لابنتي إدارة مالها بنفسها، كمصروفها أو أجرها من عمل بدوام جزئي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father lets me manage my own money, such as an allowance or part-time wages.',
          father_daughter: 'I hope my father lets me manage my own money, such as an allowance or part-time wages.',
          mother_son: 'I hope my mother lets me manage my own money, such as an allowance or part-time wages.',
          mother_daughter: 'I hope my mother lets me manage my own money, such as an allowance or part-time wages.',
        },
        ar: {
          father_son: 'آمل أن يترك لي أبي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي.',
          father_daughter: 'آمل أن يترك لي أبي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي.',
          mother_son: 'آمل أن تترك لي أمي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي.',
          mother_daughter: 'آمل أن تترك لي أمي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father lets me manage my own money, such as an allowance or part-time wages.',
          father_daughter: 'My father lets me manage my own money, such as an allowance or part-time wages.',
          mother_son: 'My mother lets me manage my own money, such as an allowance or part-time wages.',
          mother_daughter: 'My mother lets me manage my own money, such as an allowance or part-time wages.',
        },
        ar: {
          father_son: 'يترك لي أبي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي.',
          father_daughter: 'يترك لي أبي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي.',
          mother_son: 'تترك لي أمي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي.',
          mother_daughter: 'تترك لي أمي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي.',
        },
      },
    },
  },

  // 4. Affection & Trust: feeling loved and respected, serious worries, privacy, being trusted.
  {
    key: 'q_4_1',
    category: 4,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to show my son love and respect, not only when he succeeds.',
          father_daughter: 'I hope to show my daughter love and respect, not only when she succeeds.',
          mother_son: 'I hope to show my son love and respect, not only when he succeeds.',
          mother_daughter: 'I hope to show my daughter love and respect, not only when she succeeds.',
        },
        ar: {
          father_son: 'آمل أن أُظهر لابني محبتي واحترامي، لا في أوقات نجاحه وحدها.',
          father_daughter: 'آمل أن أُظهر لابنتي محبتي واحترامي، لا في أوقات نجاحها وحدها.',
          mother_son: 'آمل أن أُظهر لابني محبتي واحترامي، لا في أوقات نجاحه وحدها.',
          mother_daughter: 'آمل أن أُظهر لابنتي محبتي واحترامي، لا في أوقات نجاحها وحدها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I show my son love and respect, not only when he succeeds.',
          father_daughter: 'I show my daughter love and respect, not only when she succeeds.',
          mother_son: 'I show my son love and respect, not only when he succeeds.',
          mother_daughter: 'I show my daughter love and respect, not only when she succeeds.',
        },
        ar: {
          father_son: 'أُظهر لابني محبتي واحترامي، لا في أوقات نجاحه وحدها.',
          father_daughter: 'أُظهر لابنتي محبتي واحترامي، لا في أوقات نجاحها وحدها.',
          mother_son: 'أُظهر لابني محبتي واحترامي، لا في أوقات نجاحه وحدها.',
          mother_daughter: 'أُظهر لابنتي محبتي واحترامي، لا في أوقات نجاحها وحدها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father shows me love and respect, not only when I succeed.',
          father_daughter: 'I hope my father shows me love and respect, not only when I succeed.',
          mother_son: 'I hope my mother shows me love and respect, not only when I succeed.',
          mother_daughter: 'I hope my mother shows me love and respect, not only when I succeed.',
        },
        ar: {
          father_son: 'آمل أن يُظهر لي أبي محبته واحترامه، لا في أوقات نجاحي وحدها.',
          father_daughter: 'آمل أن يُظهر لي أبي محبته واحترامه، لا في أوقات نجاحي وحدها.',
          mother_son: 'آمل أن تُظهر لي أمي محبتها واحترامها، لا في أوقات نجاحي وحدها.',
          mother_daughter: 'آمل أن تُظهر لي أمي محبتها واحترامها، لا في أوقات نجاحي وحدها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father shows me love and respect, not only when I succeed.',
          father_daughter: 'My father shows me love and respect, not only when I succeed.',
          mother_son: 'My mother shows me love and respect, not only when I succeed.',
          mother_daughter: 'My mother shows me love and respect, not only when I succeed.',
        },
        ar: {
          father_son: 'يُظهر لي أبي محبته واحترامه، لا في أوقات نجاحي وحدها.',
          father_daughter: 'يُظهر لي أبي محبته واحترامه، لا في أوقات نجاحي وحدها.',
          mother_son: 'تُظهر لي أمي محبتها واحترامها، لا في أوقات نجاحي وحدها.',
          mother_daughter: 'تُظهر لي أمي محبتها واحترامها، لا في أوقات نجاحي وحدها.',
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
          father_son: 'I hope my son brings his serious worries to me, sure that I will help and not blame him.',
          father_daughter:
            'I hope my daughter brings her serious worries to me, sure that I will help and not blame her.',
          mother_son: 'I hope my son brings his serious worries to me, sure that I will help and not blame him.',
          mother_daughter:
            'I hope my daughter brings her serious worries to me, sure that I will help and not blame her.',
        },
        ar: {
          father_son: 'آمل أن يلجأ إليّ ابني بهمومه الكبيرة، واثقًا بأنني سأساعده ولن ألومه.',
          father_daughter: 'آمل أن تلجأ إليّ ابنتي بهمومها الكبيرة، واثقةً بأنني سأساعدها ولن ألومها.',
          mother_son: 'آمل أن يلجأ إليّ ابني بهمومه الكبيرة، واثقًا بأنني سأساعده ولن ألومه.',
          mother_daughter: 'آمل أن تلجأ إليّ ابنتي بهمومها الكبيرة، واثقةً بأنني سأساعدها ولن ألومها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son brings his serious worries to me, sure that I will help and not blame him.',
          father_daughter: 'My daughter brings her serious worries to me, sure that I will help and not blame her.',
          mother_son: 'My son brings his serious worries to me, sure that I will help and not blame him.',
          mother_daughter: 'My daughter brings her serious worries to me, sure that I will help and not blame her.',
        },
        ar: {
          father_son: 'يلجأ إليّ ابني بهمومه الكبيرة، واثقًا بأنني سأساعده ولن ألومه.',
          father_daughter: 'تلجأ إليّ ابنتي بهمومها الكبيرة، واثقةً بأنني سأساعدها ولن ألومها.',
          mother_son: 'يلجأ إليّ ابني بهمومه الكبيرة، واثقًا بأنني سأساعده ولن ألومه.',
          mother_daughter: 'تلجأ إليّ ابنتي بهمومها الكبيرة، واثقةً بأنني سأساعدها ولن ألومها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope I can bring my serious worries to my father, sure that he will help and not blame me.',
          father_daughter:
            'I hope I can bring my serious worries to my father, sure that he will help and not blame me.',
          mother_son: 'I hope I can bring my serious worries to my mother, sure that she will help and not blame me.',
          mother_daughter:
            'I hope I can bring my serious worries to my mother, sure that she will help and not blame me.',
        },
        ar: {
          father_son: 'آمل أن ألجأ إلى أبي بهمومي الكبيرة، واثقًا بأنه سيساعدني ولن يلومني.',
          father_daughter: 'آمل أن ألجأ إلى أبي بهمومي الكبيرة، واثقةً بأنه سيساعدني ولن يلومني.',
          mother_son: 'آمل أن ألجأ إلى أمي بهمومي الكبيرة، واثقًا بأنها ستساعدني ولن تلومني.',
          mother_daughter: 'آمل أن ألجأ إلى أمي بهمومي الكبيرة، واثقةً بأنها ستساعدني ولن تلومني.',
        },
      },
      phase2: {
        en: {
          father_son: 'I bring my serious worries to my father, sure that he will help and not blame me.',
          father_daughter: 'I bring my serious worries to my father, sure that he will help and not blame me.',
          mother_son: 'I bring my serious worries to my mother, sure that she will help and not blame me.',
          mother_daughter: 'I bring my serious worries to my mother, sure that she will help and not blame me.',
        },
        ar: {
          father_son: 'ألجأ إلى أبي بهمومي الكبيرة، واثقًا بأنه سيساعدني ولن يلومني.',
          father_daughter: 'ألجأ إلى أبي بهمومي الكبيرة، واثقةً بأنه سيساعدني ولن يلومني.',
          mother_son: 'ألجأ إلى أمي بهمومي الكبيرة، واثقًا بأنها ستساعدني ولن تلومني.',
          mother_daughter: 'ألجأ إلى أمي بهمومي الكبيرة، واثقةً بأنها ستساعدني ولن تلومني.',
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
          father_son: "I hope to respect my son's privacy, such as his phone and his room.",
          father_daughter: "I hope to respect my daughter's privacy, such as her phone and her room.",
          mother_son: "I hope to respect my son's privacy, such as his phone and his room.",
          mother_daughter: "I hope to respect my daughter's privacy, such as her phone and her room.",
        },
        ar: {
          father_son: 'آمل أن أحترم خصوصية ابني، كهاتفه وغرفته.',
          father_daughter: 'آمل أن أحترم خصوصية ابنتي، كهاتفها وغرفتها.',
          mother_son: 'آمل أن أحترم خصوصية ابني، كهاتفه وغرفته.',
          mother_daughter: 'آمل أن أحترم خصوصية ابنتي، كهاتفها وغرفتها.',
        },
      },
      phase2: {
        en: {
          father_son: "I respect my son's privacy, such as his phone and his room.",
          father_daughter: "I respect my daughter's privacy, such as her phone and her room.",
          mother_son: "I respect my son's privacy, such as his phone and his room.",
          mother_daughter: "I respect my daughter's privacy, such as her phone and her room.",
        },
        ar: {
          father_son: 'أحترم خصوصية ابني، كهاتفه وغرفته.',
          father_daughter: 'أحترم خصوصية ابنتي، كهاتفها وغرفتها.',
          mother_son: 'أحترم خصوصية ابني، كهاتفه وغرفته.',
          mother_daughter: 'أحترم خصوصية ابنتي، كهاتفها وغرفتها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father respects my privacy, such as my phone and my room.',
          father_daughter: 'I hope my father respects my privacy, such as my phone and my room.',
          mother_son: 'I hope my mother respects my privacy, such as my phone and my room.',
          mother_daughter: 'I hope my mother respects my privacy, such as my phone and my room.',
        },
        ar: {
          father_son: 'آمل أن يحترم أبي خصوصيتي، كهاتفي وغرفتي.',
          father_daughter: 'آمل أن يحترم أبي خصوصيتي، كهاتفي وغرفتي.',
          mother_son: 'آمل أن تحترم أمي خصوصيتي، كهاتفي وغرفتي.',
          mother_daughter: 'آمل أن تحترم أمي خصوصيتي، كهاتفي وغرفتي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father respects my privacy, such as my phone and my room.',
          father_daughter: 'My father respects my privacy, such as my phone and my room.',
          mother_son: 'My mother respects my privacy, such as my phone and my room.',
          mother_daughter: 'My mother respects my privacy, such as my phone and my room.',
        },
        ar: {
          father_son: 'يحترم أبي خصوصيتي، كهاتفي وغرفتي.',
          father_daughter: 'يحترم أبي خصوصيتي، كهاتفي وغرفتي.',
          mother_son: 'تحترم أمي خصوصيتي، كهاتفي وغرفتي.',
          mother_daughter: 'تحترم أمي خصوصيتي، كهاتفي وغرفتي.',
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
          father_son: 'I hope to take my son at his word, unless I have a real reason for doubt.',
          father_daughter: 'I hope to take my daughter at her word, unless I have a real reason for doubt.',
          mother_son: 'I hope to take my son at his word, unless I have a real reason for doubt.',
          mother_daughter: 'I hope to take my daughter at her word, unless I have a real reason for doubt.',
        },
        ar: {
          father_son: 'آمل أن أصدّق ابني فيما يقوله لي، ما لم يكن لديّ سبب حقيقي للشك.',
          father_daughter: 'آمل أن أصدّق ابنتي فيما تقوله لي، ما لم يكن لديّ سبب حقيقي للشك.',
          mother_son: 'آمل أن أصدّق ابني فيما يقوله لي، ما لم يكن لديّ سبب حقيقي للشك.',
          mother_daughter: 'آمل أن أصدّق ابنتي فيما تقوله لي، ما لم يكن لديّ سبب حقيقي للشك.',
        },
      },
      phase2: {
        en: {
          father_son: 'I take my son at his word, unless I have a real reason for doubt.',
          father_daughter: 'I take my daughter at her word, unless I have a real reason for doubt.',
          mother_son: 'I take my son at his word, unless I have a real reason for doubt.',
          mother_daughter: 'I take my daughter at her word, unless I have a real reason for doubt.',
        },
        ar: {
          father_son: 'أصدّق ابني فيما يقوله لي، ما لم يكن لديّ سبب حقيقي يدعوني إلى الشك.',
          father_daughter: 'أصدّق ابنتي فيما تقوله لي، ما لم يكن لديّ سبب حقيقي يدعوني إلى الشك.',
          mother_son: 'أصدّق ابني فيما يقوله لي، ما لم يكن لديّ سبب حقيقي يدعوني إلى الشك.',
          mother_daughter: 'أصدّق ابنتي فيما تقوله لي، ما لم يكن لديّ سبب حقيقي يدعوني إلى الشك.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father takes me at my word, unless he has a real reason for doubt.',
          father_daughter: 'I hope my father takes me at my word, unless he has a real reason for doubt.',
          mother_son: 'I hope my mother takes me at my word, unless she has a real reason for doubt.',
          mother_daughter: 'I hope my mother takes me at my word, unless she has a real reason for doubt.',
        },
        ar: {
          father_son: 'آمل أن يصدّقني أبي فيما أقوله له، ما لم يكن لديه سبب حقيقي للشك.',
          father_daughter: 'آمل أن يصدّقني أبي فيما أقوله له، ما لم يكن لديه سبب حقيقي للشك.',
          mother_son: 'آمل أن تصدّقني أمي فيما أقوله لها، ما لم يكن لديها سبب حقيقي للشك.',
          mother_daughter: 'آمل أن تصدّقني أمي فيما أقوله لها، ما لم يكن لديها سبب حقيقي للشك.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father takes me at my word, unless he has a real reason for doubt.',
          father_daughter: 'My father takes me at my word, unless he has a real reason for doubt.',
          mother_son: 'My mother takes me at my word, unless she has a real reason for doubt.',
          mother_daughter: 'My mother takes me at my word, unless she has a real reason for doubt.',
        },
        ar: {
          father_son: 'يصدّقني أبي فيما أقوله له، ما لم يكن لديه سبب حقيقي يدعوه إلى الشك.',
          father_daughter: 'يصدّقني أبي فيما أقوله له، ما لم يكن لديه سبب حقيقي يدعوه إلى الشك.',
          mother_son: 'تصدّقني أمي فيما أقوله لها، ما لم يكن لديها سبب حقيقي يدعوها إلى الشك.',
          mother_daughter: 'تصدّقني أمي فيما أقوله لها، ما لم يكن لديها سبب حقيقي يدعوها إلى الشك.',
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
          father_son: 'I hope to help my son regain my trust after a mistake, rather than keep holding it against him.',
          father_daughter:
            'I hope to help my daughter regain my trust after a mistake, rather than keep holding it against her.',
          mother_son: 'I hope to help my son regain my trust after a mistake, rather than keep holding it against him.',
          mother_daughter:
            'I hope to help my daughter regain my trust after a mistake, rather than keep holding it against her.',
        },
        ar: {
          father_son: 'آمل أن أعين ابني على استعادة ثقتي حين يخطئ، بدل أن أظل أحاسبه على خطئه.',
          father_daughter: 'آمل أن أعين ابنتي على استعادة ثقتي حين تخطئ، بدل أن أظل أحاسبها على خطئها.',
          mother_son: 'آمل أن أعين ابني على استعادة ثقتي حين يخطئ، بدل أن أظل أحاسبه على خطئه.',
          mother_daughter: 'آمل أن أعين ابنتي على استعادة ثقتي حين تخطئ، بدل أن أظل أحاسبها على خطئها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I help my son regain my trust after a mistake, rather than keep holding it against him.',
          father_daughter:
            'I help my daughter regain my trust after a mistake, rather than keep holding it against her.',
          mother_son: 'I help my son regain my trust after a mistake, rather than keep holding it against him.',
          mother_daughter:
            'I help my daughter regain my trust after a mistake, rather than keep holding it against her.',
        },
        ar: {
          father_son: 'أعين ابني على استعادة ثقتي حين يخطئ، ولا أظل أحاسبه على خطئه.',
          father_daughter: 'أعين ابنتي على استعادة ثقتي حين تخطئ، ولا أظل أحاسبها على خطئها.',
          mother_son: 'أعين ابني على استعادة ثقتي حين يخطئ، ولا أظل أحاسبه على خطئه.',
          mother_daughter: 'أعين ابنتي على استعادة ثقتي حين تخطئ، ولا أظل أحاسبها على خطئها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father helps me regain his trust after a mistake, rather than keep holding it against me.',
          father_daughter:
            'I hope my father helps me regain his trust after a mistake, rather than keep holding it against me.',
          mother_son:
            'I hope my mother helps me regain her trust after a mistake, rather than keep holding it against me.',
          mother_daughter:
            'I hope my mother helps me regain her trust after a mistake, rather than keep holding it against me.',
        },
        ar: {
          father_son: 'آمل أن يعينني أبي على استعادة ثقته حين أخطئ، بدل أن يظل يحاسبني على خطئي.',
          father_daughter: 'آمل أن يعينني أبي على استعادة ثقته حين أخطئ، بدل أن يظل يحاسبني على خطئي.',
          mother_son: 'آمل أن تعينني أمي على استعادة ثقتها حين أخطئ، بدل أن تظل تحاسبني على خطئي.',
          mother_daughter: 'آمل أن تعينني أمي على استعادة ثقتها حين أخطئ، بدل أن تظل تحاسبني على خطئي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father helps me regain his trust after a mistake, rather than keep holding it against me.',
          father_daughter:
            'My father helps me regain his trust after a mistake, rather than keep holding it against me.',
          mother_son: 'My mother helps me regain her trust after a mistake, rather than keep holding it against me.',
          mother_daughter:
            'My mother helps me regain her trust after a mistake, rather than keep holding it against me.',
        },
        ar: {
          father_son: 'يعينني أبي على استعادة ثقته حين أخطئ، ولا يظل يحاسبني على خطئي.',
          father_daughter: 'يعينني أبي على استعادة ثقته حين أخطئ، ولا يظل يحاسبني على خطئي.',
          mother_son: 'تعينني أمي على استعادة ثقتها حين أخطئ، ولا تظل تحاسبني على خطئي.',
          mother_daughter: 'تعينني أمي على استعادة ثقتها حين أخطئ، ولا تظل تحاسبني على خطئي.',
        },
      },
    },
  },

  // 5. Family Life: time together, siblings, relatives, helping at home, family decisions.
  {
    key: 'q_5_1',
    category: 5,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to make time to enjoy something together with my son, even in busy weeks.',
          father_daughter: 'I hope to make time to enjoy something together with my daughter, even in busy weeks.',
          mother_son: 'I hope to make time to enjoy something together with my son, even in busy weeks.',
          mother_daughter: 'I hope to make time to enjoy something together with my daughter, even in busy weeks.',
        },
        ar: {
          father_son: 'آمل أن أخصص لابني وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          father_daughter: 'آمل أن أخصص لابنتي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          mother_son: 'آمل أن أخصص لابني وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          mother_daughter: 'آمل أن أخصص لابنتي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
        },
      },
      phase2: {
        en: {
          father_son: 'I make time to enjoy something together with my son, even in busy weeks.',
          father_daughter: 'I make time to enjoy something together with my daughter, even in busy weeks.',
          mother_son: 'I make time to enjoy something together with my son, even in busy weeks.',
          mother_daughter: 'I make time to enjoy something together with my daughter, even in busy weeks.',
        },
        ar: {
          father_son: 'أخصص لابني وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          father_daughter: 'أخصص لابنتي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          mother_son: 'أخصص لابني وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          mother_daughter: 'أخصص لابنتي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father makes time for us to enjoy something together, even in busy weeks.',
          father_daughter: 'I hope my father makes time for us to enjoy something together, even in busy weeks.',
          mother_son: 'I hope my mother makes time for us to enjoy something together, even in busy weeks.',
          mother_daughter: 'I hope my mother makes time for us to enjoy something together, even in busy weeks.',
        },
        ar: {
          father_son: 'آمل أن يخصص أبي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          father_daughter: 'آمل أن يخصص أبي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          mother_son: 'آمل أن تخصص أمي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          mother_daughter: 'آمل أن تخصص أمي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father makes time for us to enjoy something together, even in busy weeks.',
          father_daughter: 'My father makes time for us to enjoy something together, even in busy weeks.',
          mother_son: 'My mother makes time for us to enjoy something together, even in busy weeks.',
          mother_daughter: 'My mother makes time for us to enjoy something together, even in busy weeks.',
        },
        ar: {
          father_son: 'يخصص أبي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          father_daughter: 'يخصص أبي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          mother_son: 'تخصص أمي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
          mother_daughter: 'تخصص أمي وقتًا نستمتع فيه معًا بشيء نحبه، حتى في الأسابيع المزدحمة.',
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
          father_son: 'I hope not to compare my son with his siblings or with others his age.',
          father_daughter: 'I hope not to compare my daughter with her siblings or with others her age.',
          mother_son: 'I hope not to compare my son with his siblings or with others his age.',
          mother_daughter: 'I hope not to compare my daughter with her siblings or with others her age.',
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
          father_son: 'I do not compare my son with his siblings or with others his age.',
          father_daughter: 'I do not compare my daughter with her siblings or with others her age.',
          mother_son: 'I do not compare my son with his siblings or with others his age.',
          mother_daughter: 'I do not compare my daughter with her siblings or with others her age.',
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
          father_son: 'I hope my father does not compare me with my siblings or with others my age.',
          father_daughter: 'I hope my father does not compare me with my siblings or with others my age.',
          mother_son: 'I hope my mother does not compare me with my siblings or with others my age.',
          mother_daughter: 'I hope my mother does not compare me with my siblings or with others my age.',
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
          father_son: 'My father does not compare me with my siblings or with others my age.',
          father_daughter: 'My father does not compare me with my siblings or with others my age.',
          mother_son: 'My mother does not compare me with my siblings or with others my age.',
          mother_daughter: 'My mother does not compare me with my siblings or with others my age.',
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
    key: 'q_5_3',
    category: 5,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son:
            'I hope to involve my son in keeping close ties with our relatives, in a way that suits his age and commitments.',
          father_daughter:
            'I hope to involve my daughter in keeping close ties with our relatives, in a way that suits her age and commitments.',
          mother_son:
            'I hope to involve my son in keeping close ties with our relatives, in a way that suits his age and commitments.',
          mother_daughter:
            'I hope to involve my daughter in keeping close ties with our relatives, in a way that suits her age and commitments.',
        },
        ar: {
          father_son: 'آمل أن أُشرك ابني في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّه والتزاماته.',
          father_daughter: 'آمل أن أُشرك ابنتي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّها والتزاماتها.',
          mother_son: 'آمل أن أُشرك ابني في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّه والتزاماته.',
          mother_daughter: 'آمل أن أُشرك ابنتي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّها والتزاماتها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I involve my son in keeping close ties with our relatives, in a way that suits his age and commitments.',
          father_daughter:
            'I involve my daughter in keeping close ties with our relatives, in a way that suits her age and commitments.',
          mother_son:
            'I involve my son in keeping close ties with our relatives, in a way that suits his age and commitments.',
          mother_daughter:
            'I involve my daughter in keeping close ties with our relatives, in a way that suits her age and commitments.',
        },
        ar: {
          father_son: 'أُشرك ابني في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّه والتزاماته.',
          father_daughter: 'أُشرك ابنتي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّها والتزاماتها.',
          mother_son: 'أُشرك ابني في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّه والتزاماته.',
          mother_daughter: 'أُشرك ابنتي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّها والتزاماتها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father involves me in keeping close ties with our relatives, in a way that suits my age and commitments.',
          father_daughter:
            'I hope my father involves me in keeping close ties with our relatives, in a way that suits my age and commitments.',
          mother_son:
            'I hope my mother involves me in keeping close ties with our relatives, in a way that suits my age and commitments.',
          mother_daughter:
            'I hope my mother involves me in keeping close ties with our relatives, in a way that suits my age and commitments.',
        },
        ar: {
          father_son: 'آمل أن يُشركني أبي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
          father_daughter: 'آمل أن يُشركني أبي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
          mother_son: 'آمل أن تُشركني أمي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
          mother_daughter: 'آمل أن تُشركني أمي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father involves me in keeping close ties with our relatives, in a way that suits my age and commitments.',
          father_daughter:
            'My father involves me in keeping close ties with our relatives, in a way that suits my age and commitments.',
          mother_son:
            'My mother involves me in keeping close ties with our relatives, in a way that suits my age and commitments.',
          mother_daughter:
            'My mother involves me in keeping close ties with our relatives, in a way that suits my age and commitments.',
        },
        ar: {
          father_son: 'يُشركني أبي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
          father_daughter: 'يُشركني أبي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
          mother_son: 'تُشركني أمي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
          mother_daughter: 'تُشركني أمي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
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
          father_son: 'I hope my son and I agree on his fair share of the work at home.',
          father_daughter: 'I hope my daughter and I agree on her fair share of the work at home.',
          mother_son: 'I hope my son and I agree on his fair share of the work at home.',
          mother_daughter: 'I hope my daughter and I agree on her fair share of the work at home.',
        },
        ar: {
          father_son: 'آمل أن نتفق أنا وابني على نصيبه العادل من أعمال البيت.',
          father_daughter: 'آمل أن نتفق أنا وابنتي على نصيبها العادل من أعمال البيت.',
          mother_son: 'آمل أن نتفق أنا وابني على نصيبه العادل من أعمال البيت.',
          mother_daughter: 'آمل أن نتفق أنا وابنتي على نصيبها العادل من أعمال البيت.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I agree on his fair share of the work at home.',
          father_daughter: 'My daughter and I agree on her fair share of the work at home.',
          mother_son: 'My son and I agree on his fair share of the work at home.',
          mother_daughter: 'My daughter and I agree on her fair share of the work at home.',
        },
        ar: {
          father_son: 'نتفق أنا وابني على نصيبه العادل من أعمال البيت.',
          father_daughter: 'نتفق أنا وابنتي على نصيبها العادل من أعمال البيت.',
          mother_son: 'نتفق أنا وابني على نصيبه العادل من أعمال البيت.',
          mother_daughter: 'نتفق أنا وابنتي على نصيبها العادل من أعمال البيت.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I agree on my fair share of the work at home.',
          father_daughter: 'I hope my father and I agree on my fair share of the work at home.',
          mother_son: 'I hope my mother and I agree on my fair share of the work at home.',
          mother_daughter: 'I hope my mother and I agree on my fair share of the work at home.',
        },
        ar: {
          father_son: 'آمل أن نتفق أنا وأبي على نصيبي العادل من أعمال البيت.',
          father_daughter: 'آمل أن نتفق أنا وأبي على نصيبي العادل من أعمال البيت.',
          mother_son: 'آمل أن نتفق أنا وأمي على نصيبي العادل من أعمال البيت.',
          mother_daughter: 'آمل أن نتفق أنا وأمي على نصيبي العادل من أعمال البيت.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I agree on my fair share of the work at home.',
          father_daughter: 'My father and I agree on my fair share of the work at home.',
          mother_son: 'My mother and I agree on my fair share of the work at home.',
          mother_daughter: 'My mother and I agree on my fair share of the work at home.',
        },
        ar: {
          father_son: 'نتفق أنا وأبي على نصيبي العادل من أعمال البيت.',
          father_daughter: 'نتفق أنا وأبي على نصيبي العادل من أعمال البيت.',
          mother_son: 'نتفق أنا وأمي على نصيبي العادل من أعمال البيت.',
          mother_daughter: 'نتفق أنا وأمي على نصيبي العادل من أعمال البيت.',
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
            'I hope to ask my son for his view before we make a family decision, such as moving house or planning a family trip.',
          father_daughter:
            'I hope to ask my daughter for her view before we make a family decision, such as moving house or planning a family trip.',
          mother_son:
            'I hope to ask my son for his view before we make a family decision, such as moving house or planning a family trip.',
          mother_daughter:
            'I hope to ask my daughter for her view before we make a family decision, such as moving house or planning a family trip.',
        },
        ar: {
          father_son:
            'آمل أن أسأل ابني عن رأيه قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          father_daughter:
            'آمل أن أسأل ابنتي عن رأيها قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          mother_son:
            'آمل أن أسأل ابني عن رأيه قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          mother_daughter:
            'آمل أن أسأل ابنتي عن رأيها قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
        },
      },
      phase2: {
        en: {
          father_son:
            'I ask my son for his view before we make a family decision, such as moving house or planning a family trip.',
          father_daughter:
            'I ask my daughter for her view before we make a family decision, such as moving house or planning a family trip.',
          mother_son:
            'I ask my son for his view before we make a family decision, such as moving house or planning a family trip.',
          mother_daughter:
            'I ask my daughter for her view before we make a family decision, such as moving house or planning a family trip.',
        },
        ar: {
          father_son: 'أسأل ابني عن رأيه قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          father_daughter:
            'أسأل ابنتي عن رأيها قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          mother_son: 'أسأل ابني عن رأيه قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          mother_daughter:
            'أسأل ابنتي عن رأيها قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father asks for my view before we make a family decision, such as moving house or planning a family trip.',
          father_daughter:
            'I hope my father asks for my view before we make a family decision, such as moving house or planning a family trip.',
          mother_son:
            'I hope my mother asks for my view before we make a family decision, such as moving house or planning a family trip.',
          mother_daughter:
            'I hope my mother asks for my view before we make a family decision, such as moving house or planning a family trip.',
        },
        ar: {
          father_son:
            'آمل أن يسألني أبي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          father_daughter:
            'آمل أن يسألني أبي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          mother_son:
            'آمل أن تسألني أمي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          mother_daughter:
            'آمل أن تسألني أمي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father asks for my view before we make a family decision, such as moving house or planning a family trip.',
          father_daughter:
            'My father asks for my view before we make a family decision, such as moving house or planning a family trip.',
          mother_son:
            'My mother asks for my view before we make a family decision, such as moving house or planning a family trip.',
          mother_daughter:
            'My mother asks for my view before we make a family decision, such as moving house or planning a family trip.',
        },
        ar: {
          father_son:
            'يسألني أبي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          father_daughter:
            'يسألني أبي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          mother_son:
            'تسألني أمي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
          mother_daughter:
            'تسألني أمي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
        },
      },
    },
  },
];
export default questions;
