import type { FamilyQuestion } from '../../assessment/family-types.ts';

/**
 * Parent-child questions for ages 25+: adult children and their (often ageing) parents. Honouring parents and the
 * parent's blessing, respect in both directions, health and care as parents grow older, money in both directions,
 * gratitude, visits, hard times, religious occasions, feasts and family occasions. Every statement can be answered by every adult
 * child and parent, married or not, with or without children or siblings: the one question on marriage (q_5_3) asks
 * about respect for the adult child's decisions, not about a spouse or grandchildren. The parent and child
 * perspectives of a question describe the same behaviour from each side; Phase 1 is what each hopes for, Phase 2 how
 * it is today.
 */
const questions: FamilyQuestion[] = [
  // 1. Values & Faith: honouring parents, respecting choices, the parent's blessing, faith, shared values.
  {
    key: 'q_1_1',
    category: 1,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son will keep honouring me with kindness and respect as I grow older.',
          father_daughter: 'I hope my daughter will keep honouring me with kindness and respect as I grow older.',
          mother_son: 'I hope my son will keep honouring me with kindness and respect as I grow older.',
          mother_daughter: 'I hope my daughter will keep honouring me with kindness and respect as I grow older.',
        },
        ar: {
          father_son: 'آمل أن يبقى ابني بارًّا بي، يعاملني بلطف واحترام كلما تقدّم بي العمر.',
          father_daughter: 'آمل أن تبقى ابنتي بارّةً بي، تعاملني بلطف واحترام كلما تقدّم بي العمر.',
          mother_son: 'آمل أن يبقى ابني بارًّا بي، يعاملني بلطف واحترام كلما تقدّم بي العمر.',
          mother_daughter: 'آمل أن تبقى ابنتي بارّةً بي، تعاملني بلطف واحترام كلما تقدّم بي العمر.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son honours me today and treats me with kindness and respect.',
          father_daughter: 'My daughter honours me today and treats me with kindness and respect.',
          mother_son: 'My son honours me today and treats me with kindness and respect.',
          mother_daughter: 'My daughter honours me today and treats me with kindness and respect.',
        },
        ar: {
          father_son: 'ابني اليوم بارٌّ بي، يعاملني بلطف واحترام.',
          father_daughter: 'ابنتي اليوم بارّةٌ بي، تعاملني بلطف واحترام.',
          mother_son: 'ابني اليوم بارٌّ بي، يعاملني بلطف واحترام.',
          mother_daughter: 'ابنتي اليوم بارّةٌ بي، تعاملني بلطف واحترام.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope to honour my father and treat him with kindness and respect as he grows older.',
          father_daughter: 'I hope to honour my father and treat him with kindness and respect as he grows older.',
          mother_son: 'I hope to honour my mother and treat her with kindness and respect as she grows older.',
          mother_daughter: 'I hope to honour my mother and treat her with kindness and respect as she grows older.',
        },
        ar: {
          father_son: 'آمل أن أبرّ أبي وأعامله بلطف واحترام كلما تقدّم به العمر.',
          father_daughter: 'آمل أن أبرّ أبي وأعامله بلطف واحترام كلما تقدّم به العمر.',
          mother_son: 'آمل أن أبرّ أمي وأعاملها بلطف واحترام كلما تقدّم بها العمر.',
          mother_daughter: 'آمل أن أبرّ أمي وأعاملها بلطف واحترام كلما تقدّم بها العمر.',
        },
      },
      phase2: {
        en: {
          father_son: 'I honour my father today and treat him with kindness and respect.',
          father_daughter: 'I honour my father today and treat him with kindness and respect.',
          mother_son: 'I honour my mother today and treat her with kindness and respect.',
          mother_daughter: 'I honour my mother today and treat her with kindness and respect.',
        },
        ar: {
          father_son: 'أبرّ أبي اليوم وأعامله بلطف واحترام.',
          father_daughter: 'أبرّ أبي اليوم وأعامله بلطف واحترام.',
          mother_son: 'أبرّ أمي اليوم وأعاملها بلطف واحترام.',
          mother_daughter: 'أبرّ أمي اليوم وأعاملها بلطف واحترام.',
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
          father_son: 'I hope to respect the choices my son makes in his life, even when they differ from my own view.',
          father_daughter:
            'I hope to respect the choices my daughter makes in her life, even when they differ from my own view.',
          mother_son: 'I hope to respect the choices my son makes in his life, even when they differ from my own view.',
          mother_daughter:
            'I hope to respect the choices my daughter makes in her life, even when they differ from my own view.',
        },
        ar: {
          father_son: 'آمل أن أحترم اختيارات ابني في حياته، ولو خالفت رأيي.',
          father_daughter: 'آمل أن أحترم اختيارات ابنتي في حياتها، ولو خالفت رأيي.',
          mother_son: 'آمل أن أحترم اختيارات ابني في حياته، ولو خالفت رأيي.',
          mother_daughter: 'آمل أن أحترم اختيارات ابنتي في حياتها، ولو خالفت رأيي.',
        },
      },
      phase2: {
        en: {
          father_son: 'I respect the choices my son makes in his life, even when they differ from my own view.',
          father_daughter:
            'I respect the choices my daughter makes in her life, even when they differ from my own view.',
          mother_son: 'I respect the choices my son makes in his life, even when they differ from my own view.',
          mother_daughter:
            'I respect the choices my daughter makes in her life, even when they differ from my own view.',
        },
        ar: {
          father_son: 'أحترم اليوم اختيارات ابني في حياته، ولو خالفت رأيي.',
          father_daughter: 'أحترم اليوم اختيارات ابنتي في حياتها، ولو خالفت رأيي.',
          mother_son: 'أحترم اليوم اختيارات ابني في حياته، ولو خالفت رأيي.',
          mother_daughter: 'أحترم اليوم اختيارات ابنتي في حياتها، ولو خالفت رأيي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father respects the choices I make in my life, even when they differ from his own view.',
          father_daughter:
            'I hope my father respects the choices I make in my life, even when they differ from his own view.',
          mother_son:
            'I hope my mother respects the choices I make in my life, even when they differ from her own view.',
          mother_daughter:
            'I hope my mother respects the choices I make in my life, even when they differ from her own view.',
        },
        ar: {
          father_son: 'آمل أن يحترم أبي اختياراتي في حياتي، ولو خالفت رأيه.',
          father_daughter: 'آمل أن يحترم أبي اختياراتي في حياتي، ولو خالفت رأيه.',
          mother_son: 'آمل أن تحترم أمي اختياراتي في حياتي، ولو خالفت رأيها.',
          mother_daughter: 'آمل أن تحترم أمي اختياراتي في حياتي، ولو خالفت رأيها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father respects the choices I make in my life, even when they differ from his own view.',
          father_daughter: 'My father respects the choices I make in my life, even when they differ from his own view.',
          mother_son: 'My mother respects the choices I make in my life, even when they differ from her own view.',
          mother_daughter: 'My mother respects the choices I make in my life, even when they differ from her own view.',
        },
        ar: {
          father_son: 'يحترم أبي اليوم اختياراتي في حياتي، ولو خالفت رأيه.',
          father_daughter: 'يحترم أبي اليوم اختياراتي في حياتي، ولو خالفت رأيه.',
          mother_son: 'تحترم أمي اليوم اختياراتي في حياتي، ولو خالفت رأيها.',
          mother_daughter: 'تحترم أمي اليوم اختياراتي في حياتي، ولو خالفت رأيها.',
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
          father_son: 'I hope my son is sure of my blessing.',
          father_daughter: 'I hope my daughter is sure of my blessing.',
          mother_son: 'I hope my son is sure of my blessing.',
          mother_daughter: 'I hope my daughter is sure of my blessing.',
        },
        ar: {
          father_son: 'آمل أن يكون ابني على يقين من رضاي عنه.',
          father_daughter: 'آمل أن تكون ابنتي على يقين من رضاي عنها.',
          mother_son: 'آمل أن يكون ابني على يقين من رضاي عنه.',
          mother_daughter: 'آمل أن تكون ابنتي على يقين من رضاي عنها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son is sure of my blessing.',
          father_daughter: 'My daughter is sure of my blessing.',
          mother_son: 'My son is sure of my blessing.',
          mother_daughter: 'My daughter is sure of my blessing.',
        },
        ar: {
          father_son: 'ابني اليوم على يقين من رضاي عنه.',
          father_daughter: 'ابنتي اليوم على يقين من رضاي عنها.',
          mother_son: 'ابني اليوم على يقين من رضاي عنه.',
          mother_daughter: 'ابنتي اليوم على يقين من رضاي عنها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: "I hope I can be sure of my father's blessing.",
          father_daughter: "I hope I can be sure of my father's blessing.",
          mother_son: "I hope I can be sure of my mother's blessing.",
          mother_daughter: "I hope I can be sure of my mother's blessing.",
        },
        ar: {
          father_son: 'آمل أن أكون على يقين من رضا أبي عني.',
          father_daughter: 'آمل أن أكون على يقين من رضا أبي عني.',
          mother_son: 'آمل أن أكون على يقين من رضا أمي عني.',
          mother_daughter: 'آمل أن أكون على يقين من رضا أمي عني.',
        },
      },
      phase2: {
        en: {
          father_son: "I am sure of my father's blessing.",
          father_daughter: "I am sure of my father's blessing.",
          mother_son: "I am sure of my mother's blessing.",
          mother_daughter: "I am sure of my mother's blessing.",
        },
        ar: {
          father_son: 'أنا اليوم على يقين من رضا أبي عني.',
          father_daughter: 'أنا اليوم على يقين من رضا أبي عني.',
          mother_son: 'أنا اليوم على يقين من رضا أمي عني.',
          mother_daughter: 'أنا اليوم على يقين من رضا أمي عني.',
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
          father_son: 'I hope my son and I can talk about faith without either of us pressuring the other.',
          father_daughter: 'I hope my daughter and I can talk about faith without either of us pressuring the other.',
          mother_son: 'I hope my son and I can talk about faith without either of us pressuring the other.',
          mother_daughter: 'I hope my daughter and I can talk about faith without either of us pressuring the other.',
        },
        ar: {
          father_son: 'آمل أن نتحدث أنا وابني في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          father_daughter: 'آمل أن نتحدث أنا وابنتي في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          mother_son: 'آمل أن نتحدث أنا وابني في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          mother_daughter: 'آمل أن نتحدث أنا وابنتي في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I talk about faith without either of us pressuring the other.',
          father_daughter: 'My daughter and I talk about faith without either of us pressuring the other.',
          mother_son: 'My son and I talk about faith without either of us pressuring the other.',
          mother_daughter: 'My daughter and I talk about faith without either of us pressuring the other.',
        },
        ar: {
          father_son: 'نتحدث أنا وابني اليوم في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          father_daughter: 'نتحدث أنا وابنتي اليوم في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          mother_son: 'نتحدث أنا وابني اليوم في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          mother_daughter: 'نتحدث أنا وابنتي اليوم في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I can talk about faith without either of us pressuring the other.',
          father_daughter: 'I hope my father and I can talk about faith without either of us pressuring the other.',
          mother_son: 'I hope my mother and I can talk about faith without either of us pressuring the other.',
          mother_daughter: 'I hope my mother and I can talk about faith without either of us pressuring the other.',
        },
        ar: {
          father_son: 'آمل أن نتحدث أنا وأبي في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          father_daughter: 'آمل أن نتحدث أنا وأبي في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          mother_son: 'آمل أن نتحدث أنا وأمي في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          mother_daughter: 'آمل أن نتحدث أنا وأمي في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I talk about faith without either of us pressuring the other.',
          father_daughter: 'My father and I talk about faith without either of us pressuring the other.',
          mother_son: 'My mother and I talk about faith without either of us pressuring the other.',
          mother_daughter: 'My mother and I talk about faith without either of us pressuring the other.',
        },
        ar: {
          father_son: 'نتحدث أنا وأبي اليوم في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          father_daughter: 'نتحدث أنا وأبي اليوم في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          mother_son: 'نتحدث أنا وأمي اليوم في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
          mother_daughter: 'نتحدث أنا وأمي اليوم في أمور الإيمان دون أن يضغط أحدنا على الآخر.',
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
            'I hope my son and I hold the same core values, such as honesty and keeping family ties, even if we live them differently.',
          father_daughter:
            'I hope my daughter and I hold the same core values, such as honesty and keeping family ties, even if we live them differently.',
          mother_son:
            'I hope my son and I hold the same core values, such as honesty and keeping family ties, even if we live them differently.',
          mother_daughter:
            'I hope my daughter and I hold the same core values, such as honesty and keeping family ties, even if we live them differently.',
        },
        ar: {
          father_son:
            'آمل أن نتمسك أنا وابني بالقيم الأساسية نفسها، كالصدق وصلة الرحم، وإن اختلفت طريقتنا في التعبير عنها.',
          father_daughter:
            'آمل أن نتمسك أنا وابنتي بالقيم الأساسية نفسها، كالصدق وصلة الرحم، وإن اختلفت طريقتنا في التعبير عنها.',
          mother_son:
            'آمل أن نتمسك أنا وابني بالقيم الأساسية نفسها، كالصدق وصلة الرحم، وإن اختلفت طريقتنا في التعبير عنها.',
          mother_daughter:
            'آمل أن نتمسك أنا وابنتي بالقيم الأساسية نفسها، كالصدق وصلة الرحم، وإن اختلفت طريقتنا في التعبير عنها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My son and I share the same core values, such as honesty and keeping family ties, each living them in our own way.',
          father_daughter:
            'My daughter and I share the same core values, such as honesty and keeping family ties, each living them in our own way.',
          mother_son:
            'My son and I share the same core values, such as honesty and keeping family ties, each living them in our own way.',
          mother_daughter:
            'My daughter and I share the same core values, such as honesty and keeping family ties, each living them in our own way.',
        },
        ar: {
          father_son: 'تجمعني بابني اليوم القيم الأساسية نفسها، كالصدق وصلة الرحم، وإن عبّر عنها كلٌّ منا بطريقته.',
          father_daughter: 'تجمعني بابنتي اليوم القيم الأساسية نفسها، كالصدق وصلة الرحم، وإن عبّر عنها كلٌّ منا بطريقته.',
          mother_son: 'تجمعني بابني اليوم القيم الأساسية نفسها، كالصدق وصلة الرحم، وإن عبّر عنها كلٌّ منا بطريقته.',
          mother_daughter: 'تجمعني بابنتي اليوم القيم الأساسية نفسها، كالصدق وصلة الرحم، وإن عبّر عنها كلٌّ منا بطريقته.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father and I hold the same core values, such as honesty and keeping family ties, even if we live them differently.',
          father_daughter:
            'I hope my father and I hold the same core values, such as honesty and keeping family ties, even if we live them differently.',
          mother_son:
            'I hope my mother and I hold the same core values, such as honesty and keeping family ties, even if we live them differently.',
          mother_daughter:
            'I hope my mother and I hold the same core values, such as honesty and keeping family ties, even if we live them differently.',
        },
        ar: {
          father_son:
            'آمل أن نتمسك أنا وأبي بالقيم الأساسية نفسها، كالصدق وصلة الرحم، وإن اختلفت طريقتنا في التعبير عنها.',
          father_daughter:
            'آمل أن نتمسك أنا وأبي بالقيم الأساسية نفسها، كالصدق وصلة الرحم، وإن اختلفت طريقتنا في التعبير عنها.',
          mother_son:
            'آمل أن نتمسك أنا وأمي بالقيم الأساسية نفسها، كالصدق وصلة الرحم، وإن اختلفت طريقتنا في التعبير عنها.',
          mother_daughter:
            'آمل أن نتمسك أنا وأمي بالقيم الأساسية نفسها، كالصدق وصلة الرحم، وإن اختلفت طريقتنا في التعبير عنها.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father and I share the same core values, such as honesty and keeping family ties, each living them in our own way.',
          father_daughter:
            'My father and I share the same core values, such as honesty and keeping family ties, each living them in our own way.',
          mother_son:
            'My mother and I share the same core values, such as honesty and keeping family ties, each living them in our own way.',
          mother_daughter:
            'My mother and I share the same core values, such as honesty and keeping family ties, each living them in our own way.',
        },
        ar: {
          father_son: 'تجمعني بأبي اليوم القيم الأساسية نفسها، كالصدق وصلة الرحم، وإن عبّر عنها كلٌّ منا بطريقته.',
          father_daughter: 'تجمعني بأبي اليوم القيم الأساسية نفسها، كالصدق وصلة الرحم، وإن عبّر عنها كلٌّ منا بطريقته.',
          mother_son: 'تجمعني بأمي اليوم القيم الأساسية نفسها، كالصدق وصلة الرحم، وإن عبّر عنها كلٌّ منا بطريقته.',
          mother_daughter: 'تجمعني بأمي اليوم القيم الأساسية نفسها، كالصدق وصلة الرحم، وإن عبّر عنها كلٌّ منا بطريقته.',
        },
      },
    },
  },
  // 2. Communication: regular contact, talking as adults, advice without interference, health, disagreements.
  {
    key: 'q_2_1',
    category: 2,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son and I keep in regular touch between visits, by phone or by message.',
          father_daughter: 'I hope my daughter and I keep in regular touch between visits, by phone or by message.',
          mother_son: 'I hope my son and I keep in regular touch between visits, by phone or by message.',
          mother_daughter: 'I hope my daughter and I keep in regular touch between visits, by phone or by message.',
        },
        ar: {
          father_son: 'آمل أن يبقى التواصل بيني وبين ابني منتظمًا بين الزيارات، بالهاتف أو بالرسائل.',
          father_daughter: 'آمل أن يبقى التواصل بيني وبين ابنتي منتظمًا بين الزيارات، بالهاتف أو بالرسائل.',
          mother_son: 'آمل أن يبقى التواصل بيني وبين ابني منتظمًا بين الزيارات، بالهاتف أو بالرسائل.',
          mother_daughter: 'آمل أن يبقى التواصل بيني وبين ابنتي منتظمًا بين الزيارات، بالهاتف أو بالرسائل.',
        },
      },
      phase2: {
        en: {
          father_son: 'Between visits, my son and I are in regular touch by phone or by message.',
          father_daughter: 'Between visits, my daughter and I are in regular touch by phone or by message.',
          mother_son: 'Between visits, my son and I are in regular touch by phone or by message.',
          mother_daughter: 'Between visits, my daughter and I are in regular touch by phone or by message.',
        },
        ar: {
          father_son: 'التواصل بيني وبين ابني منتظم اليوم بين الزيارات، بالهاتف أو بالرسائل.',
          father_daughter: 'التواصل بيني وبين ابنتي منتظم اليوم بين الزيارات، بالهاتف أو بالرسائل.',
          mother_son: 'التواصل بيني وبين ابني منتظم اليوم بين الزيارات، بالهاتف أو بالرسائل.',
          mother_daughter: 'التواصل بيني وبين ابنتي منتظم اليوم بين الزيارات، بالهاتف أو بالرسائل.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I keep in regular touch between visits, by phone or by message.',
          father_daughter: 'I hope my father and I keep in regular touch between visits, by phone or by message.',
          mother_son: 'I hope my mother and I keep in regular touch between visits, by phone or by message.',
          mother_daughter: 'I hope my mother and I keep in regular touch between visits, by phone or by message.',
        },
        ar: {
          father_son: 'آمل أن يبقى التواصل بيني وبين أبي منتظمًا بين الزيارات، بالهاتف أو بالرسائل.',
          father_daughter: 'آمل أن يبقى التواصل بيني وبين أبي منتظمًا بين الزيارات، بالهاتف أو بالرسائل.',
          mother_son: 'آمل أن يبقى التواصل بيني وبين أمي منتظمًا بين الزيارات، بالهاتف أو بالرسائل.',
          mother_daughter: 'آمل أن يبقى التواصل بيني وبين أمي منتظمًا بين الزيارات، بالهاتف أو بالرسائل.',
        },
      },
      phase2: {
        en: {
          father_son: 'Between visits, my father and I are in regular touch by phone or by message.',
          father_daughter: 'Between visits, my father and I are in regular touch by phone or by message.',
          mother_son: 'Between visits, my mother and I are in regular touch by phone or by message.',
          mother_daughter: 'Between visits, my mother and I are in regular touch by phone or by message.',
        },
        ar: {
          father_son: 'التواصل بيني وبين أبي منتظم اليوم بين الزيارات، بالهاتف أو بالرسائل.',
          father_daughter: 'التواصل بيني وبين أبي منتظم اليوم بين الزيارات، بالهاتف أو بالرسائل.',
          mother_son: 'التواصل بيني وبين أمي منتظم اليوم بين الزيارات، بالهاتف أو بالرسائل.',
          mother_daughter: 'التواصل بيني وبين أمي منتظم اليوم بين الزيارات، بالهاتف أو بالرسائل.',
        },
      },
    },
  },
  {
    key: 'q_2_2',
    category: 2,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to talk with my son as the grown man he is, not as I did when he was small.',
          father_daughter:
            'I hope to talk with my daughter as the grown woman she is, not as I did when she was small.',
          mother_son: 'I hope to talk with my son as the grown man he is, not as I did when he was small.',
          mother_daughter:
            'I hope to talk with my daughter as the grown woman she is, not as I did when she was small.',
        },
        ar: {
          father_son: 'آمل أن أتحدث مع ابني على أنه رجل راشد، لا كما كنت أكلّمه وهو صغير.',
          father_daughter: 'آمل أن أتحدث مع ابنتي على أنها امرأة راشدة، لا كما كنت أكلّمها وهي صغيرة.',
          mother_son: 'آمل أن أتحدث مع ابني على أنه رجل راشد، لا كما كنت أكلّمه وهو صغير.',
          mother_daughter: 'آمل أن أتحدث مع ابنتي على أنها امرأة راشدة، لا كما كنت أكلّمها وهي صغيرة.',
        },
      },
      phase2: {
        en: {
          father_son: 'I talk with my son as the grown man he is, no longer as I did when he was a child.',
          father_daughter:
            'I talk with my daughter as the grown woman she is, no longer as I did when she was a child.',
          mother_son: 'I talk with my son as the grown man he is, no longer as I did when he was a child.',
          mother_daughter:
            'I talk with my daughter as the grown woman she is, no longer as I did when she was a child.',
        },
        ar: {
          father_son: 'أتحدث اليوم مع ابني على أنه رجل راشد، لا كما كنت أكلّمه في صغره.',
          father_daughter: 'أتحدث اليوم مع ابنتي على أنها امرأة راشدة، لا كما كنت أكلّمها في صغرها.',
          mother_son: 'أتحدث اليوم مع ابني على أنه رجل راشد، لا كما كنت أكلّمه في صغره.',
          mother_daughter: 'أتحدث اليوم مع ابنتي على أنها امرأة راشدة، لا كما كنت أكلّمها في صغرها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father talks with me as the grown man I am, not as he did when I was small.',
          father_daughter: 'I hope my father talks with me as the grown woman I am, not as he did when I was small.',
          mother_son: 'I hope my mother talks with me as the grown man I am, not as she did when I was small.',
          mother_daughter: 'I hope my mother talks with me as the grown woman I am, not as she did when I was small.',
        },
        ar: {
          father_son: 'آمل أن يتحدث أبي معي على أنني رجل راشد، لا كما كان يكلّمني وأنا صغير.',
          father_daughter: 'آمل أن يتحدث أبي معي على أنني امرأة راشدة، لا كما كان يكلّمني وأنا صغيرة.',
          mother_son: 'آمل أن تتحدث أمي معي على أنني رجل راشد، لا كما كانت تكلّمني وأنا صغير.',
          mother_daughter: 'آمل أن تتحدث أمي معي على أنني امرأة راشدة، لا كما كانت تكلّمني وأنا صغيرة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father talks with me as the grown man I am, no longer as he did when I was a child.',
          father_daughter: 'My father talks with me as the grown woman I am, no longer as he did when I was a child.',
          mother_son: 'My mother talks with me as the grown man I am, no longer as she did when I was a child.',
          mother_daughter: 'My mother talks with me as the grown woman I am, no longer as she did when I was a child.',
        },
        ar: {
          father_son: 'يتحدث أبي معي اليوم على أنني رجل راشد، لا كما كان يكلّمني في صغري.',
          father_daughter: 'يتحدث أبي معي اليوم على أنني امرأة راشدة، لا كما كان يكلّمني في صغري.',
          mother_son: 'تتحدث أمي معي اليوم على أنني رجل راشد، لا كما كانت تكلّمني في صغري.',
          mother_daughter: 'تتحدث أمي معي اليوم على أنني امرأة راشدة، لا كما كانت تكلّمني في صغري.',
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
          father_son: 'I hope to leave the final decision to my son when I give him advice.',
          father_daughter: 'I hope to leave the final decision to my daughter when I give her advice.',
          mother_son: 'I hope to leave the final decision to my son when I give him advice.',
          mother_daughter: 'I hope to leave the final decision to my daughter when I give her advice.',
        },
        ar: {
          father_son: 'آمل أن أترك القرار الأخير لابني حين أنصحه.',
          father_daughter: 'آمل أن أترك القرار الأخير لابنتي حين أنصحها.',
          mother_son: 'آمل أن أترك القرار الأخير لابني حين أنصحه.',
          mother_daughter: 'آمل أن أترك القرار الأخير لابنتي حين أنصحها.',
        },
      },
      phase2: {
        en: {
          father_son: 'When I advise my son, I leave the final decision to him.',
          father_daughter: 'When I advise my daughter, I leave the final decision to her.',
          mother_son: 'When I advise my son, I leave the final decision to him.',
          mother_daughter: 'When I advise my daughter, I leave the final decision to her.',
        },
        ar: {
          father_son: 'حين أنصح ابني اليوم، أترك القرار الأخير له.',
          father_daughter: 'حين أنصح ابنتي اليوم، أترك القرار الأخير لها.',
          mother_son: 'حين أنصح ابني اليوم، أترك القرار الأخير له.',
          mother_daughter: 'حين أنصح ابنتي اليوم، أترك القرار الأخير لها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father leaves the final decision to me when he gives me advice.',
          father_daughter: 'I hope my father leaves the final decision to me when he gives me advice.',
          mother_son: 'I hope my mother leaves the final decision to me when she gives me advice.',
          mother_daughter: 'I hope my mother leaves the final decision to me when she gives me advice.',
        },
        ar: {
          father_son: 'آمل أن يترك أبي القرار الأخير لي حين ينصحني.',
          father_daughter: 'آمل أن يترك أبي القرار الأخير لي حين ينصحني.',
          mother_son: 'آمل أن تترك أمي القرار الأخير لي حين تنصحني.',
          mother_daughter: 'آمل أن تترك أمي القرار الأخير لي حين تنصحني.',
        },
      },
      phase2: {
        en: {
          father_son: 'When my father advises me, he leaves the final decision to me.',
          father_daughter: 'When my father advises me, he leaves the final decision to me.',
          mother_son: 'When my mother advises me, she leaves the final decision to me.',
          mother_daughter: 'When my mother advises me, she leaves the final decision to me.',
        },
        ar: {
          father_son: 'حين ينصحني أبي اليوم، يترك القرار الأخير لي.',
          father_daughter: 'حين ينصحني أبي اليوم، يترك القرار الأخير لي.',
          mother_son: 'حين تنصحني أمي اليوم، تترك القرار الأخير لي.',
          mother_daughter: 'حين تنصحني أمي اليوم، تترك القرار الأخير لي.',
        },
      },
    },
  },
  {
    key: 'q_2_4',
    category: 2,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to speak openly with my son about my health and the care I may need later.',
          father_daughter: 'I hope to speak openly with my daughter about my health and the care I may need later.',
          mother_son: 'I hope to speak openly with my son about my health and the care I may need later.',
          mother_daughter: 'I hope to speak openly with my daughter about my health and the care I may need later.',
        },
        ar: {
          father_son: 'آمل أن أتحدث بصراحة مع ابني عن صحتي وعن الرعاية التي قد أحتاج إليها لاحقًا.',
          father_daughter: 'آمل أن أتحدث بصراحة مع ابنتي عن صحتي وعن الرعاية التي قد أحتاج إليها لاحقًا.',
          mother_son: 'آمل أن أتحدث بصراحة مع ابني عن صحتي وعن الرعاية التي قد أحتاج إليها لاحقًا.',
          mother_daughter: 'آمل أن أتحدث بصراحة مع ابنتي عن صحتي وعن الرعاية التي قد أحتاج إليها لاحقًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'I speak openly with my son about my health and the care I may need.',
          father_daughter: 'I speak openly with my daughter about my health and the care I may need.',
          mother_son: 'I speak openly with my son about my health and the care I may need.',
          mother_daughter: 'I speak openly with my daughter about my health and the care I may need.',
        },
        ar: {
          father_son: 'أتحدث اليوم بصراحة مع ابني عن صحتي وعن الرعاية التي قد أحتاج إليها.',
          father_daughter: 'أتحدث اليوم بصراحة مع ابنتي عن صحتي وعن الرعاية التي قد أحتاج إليها.',
          mother_son: 'أتحدث اليوم بصراحة مع ابني عن صحتي وعن الرعاية التي قد أحتاج إليها.',
          mother_daughter: 'أتحدث اليوم بصراحة مع ابنتي عن صحتي وعن الرعاية التي قد أحتاج إليها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father speaks openly with me about his health and the care he may need later.',
          father_daughter: 'I hope my father speaks openly with me about his health and the care he may need later.',
          mother_son: 'I hope my mother speaks openly with me about her health and the care she may need later.',
          mother_daughter: 'I hope my mother speaks openly with me about her health and the care she may need later.',
        },
        ar: {
          father_son: 'آمل أن يتحدث أبي معي بصراحة عن صحته وعن الرعاية التي قد يحتاج إليها لاحقًا.',
          father_daughter: 'آمل أن يتحدث أبي معي بصراحة عن صحته وعن الرعاية التي قد يحتاج إليها لاحقًا.',
          mother_son: 'آمل أن تتحدث أمي معي بصراحة عن صحتها وعن الرعاية التي قد تحتاج إليها لاحقًا.',
          mother_daughter: 'آمل أن تتحدث أمي معي بصراحة عن صحتها وعن الرعاية التي قد تحتاج إليها لاحقًا.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father speaks openly with me about his health and the care he may need.',
          father_daughter: 'My father speaks openly with me about his health and the care he may need.',
          mother_son: 'My mother speaks openly with me about her health and the care she may need.',
          mother_daughter: 'My mother speaks openly with me about her health and the care she may need.',
        },
        ar: {
          father_son: 'يتحدث أبي معي اليوم بصراحة عن صحته وعن الرعاية التي قد يحتاج إليها.',
          father_daughter: 'يتحدث أبي معي اليوم بصراحة عن صحته وعن الرعاية التي قد يحتاج إليها.',
          mother_son: 'تتحدث أمي معي اليوم بصراحة عن صحتها وعن الرعاية التي قد تحتاج إليها.',
          mother_daughter: 'تتحدث أمي معي اليوم بصراحة عن صحتها وعن الرعاية التي قد تحتاج إليها.',
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
          father_son: 'I hope my son and I can talk through our disagreements calmly and respectfully.',
          father_daughter: 'I hope my daughter and I can talk through our disagreements calmly and respectfully.',
          mother_son: 'I hope my son and I can talk through our disagreements calmly and respectfully.',
          mother_daughter: 'I hope my daughter and I can talk through our disagreements calmly and respectfully.',
        },
        ar: {
          father_son: 'آمل أن نتحاور أنا وابني في خلافاتنا بهدوء واحترام.',
          father_daughter: 'آمل أن نتحاور أنا وابنتي في خلافاتنا بهدوء واحترام.',
          mother_son: 'آمل أن نتحاور أنا وابني في خلافاتنا بهدوء واحترام.',
          mother_daughter: 'آمل أن نتحاور أنا وابنتي في خلافاتنا بهدوء واحترام.',
        },
      },
      phase2: {
        en: {
          father_son: 'When my son and I disagree, we talk it through calmly and respectfully.',
          father_daughter: 'When my daughter and I disagree, we talk it through calmly and respectfully.',
          mother_son: 'When my son and I disagree, we talk it through calmly and respectfully.',
          mother_daughter: 'When my daughter and I disagree, we talk it through calmly and respectfully.',
        },
        ar: {
          father_son: 'حين نختلف أنا وابني اليوم، نتحاور في الأمر بهدوء واحترام.',
          father_daughter: 'حين نختلف أنا وابنتي اليوم، نتحاور في الأمر بهدوء واحترام.',
          mother_son: 'حين نختلف أنا وابني اليوم، نتحاور في الأمر بهدوء واحترام.',
          mother_daughter: 'حين نختلف أنا وابنتي اليوم، نتحاور في الأمر بهدوء واحترام.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I can talk through our disagreements calmly and respectfully.',
          father_daughter: 'I hope my father and I can talk through our disagreements calmly and respectfully.',
          mother_son: 'I hope my mother and I can talk through our disagreements calmly and respectfully.',
          mother_daughter: 'I hope my mother and I can talk through our disagreements calmly and respectfully.',
        },
        ar: {
          father_son: 'آمل أن نتحاور أنا وأبي في خلافاتنا بهدوء واحترام.',
          father_daughter: 'آمل أن نتحاور أنا وأبي في خلافاتنا بهدوء واحترام.',
          mother_son: 'آمل أن نتحاور أنا وأمي في خلافاتنا بهدوء واحترام.',
          mother_daughter: 'آمل أن نتحاور أنا وأمي في خلافاتنا بهدوء واحترام.',
        },
      },
      phase2: {
        en: {
          father_son: 'When my father and I disagree, we talk it through calmly and respectfully.',
          father_daughter: 'When my father and I disagree, we talk it through calmly and respectfully.',
          mother_son: 'When my mother and I disagree, we talk it through calmly and respectfully.',
          mother_daughter: 'When my mother and I disagree, we talk it through calmly and respectfully.',
        },
        ar: {
          father_son: 'حين نختلف أنا وأبي اليوم، نتحاور في الأمر بهدوء واحترام.',
          father_daughter: 'حين نختلف أنا وأبي اليوم، نتحاور في الأمر بهدوء واحترام.',
          mother_son: 'حين نختلف أنا وأمي اليوم، نتحاور في الأمر بهدوء واحترام.',
          mother_daughter: 'حين نختلف أنا وأمي اليوم، نتحاور في الأمر بهدوء واحترام.',
        },
      },
    },
  },
  // 3. Responsibility & Independence: practical help as parents age, privacy, money both ways, care plans, dignity.
  {
    key: 'q_3_1',
    category: 3,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son:
            "I hope my son helps me with practical needs, such as doctor's appointments and errands, as I grow older.",
          father_daughter:
            "I hope my daughter helps me with practical needs, such as doctor's appointments and errands, as I grow older.",
          mother_son:
            "I hope my son helps me with practical needs, such as doctor's appointments and errands, as I grow older.",
          mother_daughter:
            "I hope my daughter helps me with practical needs, such as doctor's appointments and errands, as I grow older.",
        },
        ar: {
          father_son: 'آمل أن يساعدني ابني في شؤوني العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بي العمر.',
          father_daughter: 'آمل أن تساعدني ابنتي في شؤوني العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بي العمر.',
          mother_son: 'آمل أن يساعدني ابني في شؤوني العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بي العمر.',
          mother_daughter: 'آمل أن تساعدني ابنتي في شؤوني العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بي العمر.',
        },
      },
      phase2: {
        en: {
          father_son: "My son helps me with practical needs when I need it, such as doctor's appointments and errands.",
          father_daughter:
            "My daughter helps me with practical needs when I need it, such as doctor's appointments and errands.",
          mother_son: "My son helps me with practical needs when I need it, such as doctor's appointments and errands.",
          mother_daughter:
            "My daughter helps me with practical needs when I need it, such as doctor's appointments and errands.",
        },
        ar: {
          father_son: 'يساعدني ابني اليوم في شؤوني العملية حين أحتاج إليه، كمواعيد الطبيب وقضاء الحاجات.',
          father_daughter: 'تساعدني ابنتي اليوم في شؤوني العملية حين أحتاج إليها، كمواعيد الطبيب وقضاء الحاجات.',
          mother_son: 'يساعدني ابني اليوم في شؤوني العملية حين أحتاج إليه، كمواعيد الطبيب وقضاء الحاجات.',
          mother_daughter: 'تساعدني ابنتي اليوم في شؤوني العملية حين أحتاج إليها، كمواعيد الطبيب وقضاء الحاجات.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            "I hope to help my father with his practical needs, such as doctor's appointments and errands, as he grows older.",
          father_daughter:
            "I hope to help my father with his practical needs, such as doctor's appointments and errands, as he grows older.",
          mother_son:
            "I hope to help my mother with her practical needs, such as doctor's appointments and errands, as she grows older.",
          mother_daughter:
            "I hope to help my mother with her practical needs, such as doctor's appointments and errands, as she grows older.",
        },
        ar: {
          father_son: 'آمل أن أساعد أبي في شؤونه العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم به العمر.',
          father_daughter: 'آمل أن أساعد أبي في شؤونه العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم به العمر.',
          mother_son: 'آمل أن أساعد أمي في شؤونها العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بها العمر.',
          mother_daughter: 'آمل أن أساعد أمي في شؤونها العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بها العمر.',
        },
      },
      phase2: {
        en: {
          father_son:
            "I help my father with his practical needs when he needs it, such as doctor's appointments and errands.",
          father_daughter:
            "I help my father with his practical needs when he needs it, such as doctor's appointments and errands.",
          mother_son:
            "I help my mother with her practical needs when she needs it, such as doctor's appointments and errands.",
          mother_daughter:
            "I help my mother with her practical needs when she needs it, such as doctor's appointments and errands.",
        },
        ar: {
          father_son: 'أساعد أبي اليوم في شؤونه العملية حين يحتاج إليّ، كمواعيد الطبيب وقضاء الحاجات.',
          father_daughter: 'أساعد أبي اليوم في شؤونه العملية حين يحتاج إليّ، كمواعيد الطبيب وقضاء الحاجات.',
          mother_son: 'أساعد أمي اليوم في شؤونها العملية حين تحتاج إليّ، كمواعيد الطبيب وقضاء الحاجات.',
          mother_daughter: 'أساعد أمي اليوم في شؤونها العملية حين تحتاج إليّ، كمواعيد الطبيب وقضاء الحاجات.',
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
            "I hope to respect my son's privacy and the way he runs his own life, without interfering in his personal affairs.",
          father_daughter:
            "I hope to respect my daughter's privacy and the way she runs her own life, without interfering in her personal affairs.",
          mother_son:
            "I hope to respect my son's privacy and the way he runs his own life, without interfering in his personal affairs.",
          mother_daughter:
            "I hope to respect my daughter's privacy and the way she runs her own life, without interfering in her personal affairs.",
        },
        ar: {
          father_son: 'آمل أن أحترم خصوصية ابني وطريقته في تدبير شؤون حياته، دون أن أتدخّل في أموره الشخصية.',
          father_daughter: 'آمل أن أحترم خصوصية ابنتي وطريقتها في تدبير شؤون حياتها، دون أن أتدخّل في أمورها الشخصية.',
          mother_son: 'آمل أن أحترم خصوصية ابني وطريقته في تدبير شؤون حياته، دون أن أتدخّل في أموره الشخصية.',
          mother_daughter: 'آمل أن أحترم خصوصية ابنتي وطريقتها في تدبير شؤون حياتها، دون أن أتدخّل في أمورها الشخصية.',
        },
      },
      phase2: {
        en: {
          father_son:
            "I respect my son's privacy and the way he runs his own life, and I do not interfere in his personal affairs.",
          father_daughter:
            "I respect my daughter's privacy and the way she runs her own life, and I do not interfere in her personal affairs.",
          mother_son:
            "I respect my son's privacy and the way he runs his own life, and I do not interfere in his personal affairs.",
          mother_daughter:
            "I respect my daughter's privacy and the way she runs her own life, and I do not interfere in her personal affairs.",
        },
        ar: {
          father_son: 'أحترم اليوم خصوصية ابني وطريقته في تدبير شؤون حياته، ولا أتدخّل في أموره الشخصية.',
          father_daughter: 'أحترم اليوم خصوصية ابنتي وطريقتها في تدبير شؤون حياتها، ولا أتدخّل في أمورها الشخصية.',
          mother_son: 'أحترم اليوم خصوصية ابني وطريقته في تدبير شؤون حياته، ولا أتدخّل في أموره الشخصية.',
          mother_daughter: 'أحترم اليوم خصوصية ابنتي وطريقتها في تدبير شؤون حياتها، ولا أتدخّل في أمورها الشخصية.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father respects my privacy and the way I run my own life, without interfering in my personal affairs.',
          father_daughter:
            'I hope my father respects my privacy and the way I run my own life, without interfering in my personal affairs.',
          mother_son:
            'I hope my mother respects my privacy and the way I run my own life, without interfering in my personal affairs.',
          mother_daughter:
            'I hope my mother respects my privacy and the way I run my own life, without interfering in my personal affairs.',
        },
        ar: {
          father_son: 'آمل أن يحترم أبي خصوصيتي وطريقتي في تدبير شؤون حياتي، دون أن يتدخّل في أموري الشخصية.',
          father_daughter: 'آمل أن يحترم أبي خصوصيتي وطريقتي في تدبير شؤون حياتي، دون أن يتدخّل في أموري الشخصية.',
          mother_son: 'آمل أن تحترم أمي خصوصيتي وطريقتي في تدبير شؤون حياتي، دون أن تتدخّل في أموري الشخصية.',
          mother_daughter: 'آمل أن تحترم أمي خصوصيتي وطريقتي في تدبير شؤون حياتي، دون أن تتدخّل في أموري الشخصية.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father respects my privacy and the way I run my own life, and he does not interfere in my personal affairs.',
          father_daughter:
            'My father respects my privacy and the way I run my own life, and he does not interfere in my personal affairs.',
          mother_son:
            'My mother respects my privacy and the way I run my own life, and she does not interfere in my personal affairs.',
          mother_daughter:
            'My mother respects my privacy and the way I run my own life, and she does not interfere in my personal affairs.',
        },
        ar: {
          father_son: 'يحترم أبي اليوم خصوصيتي وطريقتي في تدبير شؤون حياتي، ولا يتدخّل في أموري الشخصية.',
          father_daughter: 'يحترم أبي اليوم خصوصيتي وطريقتي في تدبير شؤون حياتي، ولا يتدخّل في أموري الشخصية.',
          mother_son: 'تحترم أمي اليوم خصوصيتي وطريقتي في تدبير شؤون حياتي، ولا تتدخّل في أموري الشخصية.',
          mother_daughter: 'تحترم أمي اليوم خصوصيتي وطريقتي في تدبير شؤون حياتي، ولا تتدخّل في أموري الشخصية.',
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
            'I hope any financial help between my son and me, whichever way it goes, is given willingly and never held over the other.',
          father_daughter:
            'I hope any financial help between my daughter and me, whichever way it goes, is given willingly and never held over the other.',
          mother_son:
            'I hope any financial help between my son and me, whichever way it goes, is given willingly and never held over the other.',
          mother_daughter:
            'I hope any financial help between my daughter and me, whichever way it goes, is given willingly and never held over the other.',
        },
        ar: {
          father_son: 'آمل أن يكون العون المالي بيني وبين ابني، سواء أكان مني إليه أم منه إليّ، عن طيب خاطر ودون منّة.',
          father_daughter:
            'آمل أن يكون العون المالي بيني وبين ابنتي، سواء أكان مني إليها أم منها إليّ، عن طيب خاطر ودون منّة.',
          mother_son: 'آمل أن يكون العون المالي بيني وبين ابني، سواء أكان مني إليه أم منه إليّ، عن طيب خاطر ودون منّة.',
          mother_daughter:
            'آمل أن يكون العون المالي بيني وبين ابنتي، سواء أكان مني إليها أم منها إليّ، عن طيب خاطر ودون منّة.',
        },
      },
      phase2: {
        en: {
          father_son:
            'Financial help between my son and me, whichever way it goes, is given willingly and never held over the other.',
          father_daughter:
            'Financial help between my daughter and me, whichever way it goes, is given willingly and never held over the other.',
          mother_son:
            'Financial help between my son and me, whichever way it goes, is given willingly and never held over the other.',
          mother_daughter:
            'Financial help between my daughter and me, whichever way it goes, is given willingly and never held over the other.',
        },
        ar: {
          father_son: 'العون المالي بيني وبين ابني اليوم، سواء أكان مني إليه أم منه إليّ، يُقدَّم عن طيب خاطر ودون منّة.',
          father_daughter:
            'العون المالي بيني وبين ابنتي اليوم، سواء أكان مني إليها أم منها إليّ، يُقدَّم عن طيب خاطر ودون منّة.',
          mother_son: 'العون المالي بيني وبين ابني اليوم، سواء أكان مني إليه أم منه إليّ، يُقدَّم عن طيب خاطر ودون منّة.',
          mother_daughter:
            'العون المالي بيني وبين ابنتي اليوم، سواء أكان مني إليها أم منها إليّ، يُقدَّم عن طيب خاطر ودون منّة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope any financial help between my father and me, whichever way it goes, is given willingly and never held over the other.',
          father_daughter:
            'I hope any financial help between my father and me, whichever way it goes, is given willingly and never held over the other.',
          mother_son:
            'I hope any financial help between my mother and me, whichever way it goes, is given willingly and never held over the other.',
          mother_daughter:
            'I hope any financial help between my mother and me, whichever way it goes, is given willingly and never held over the other.',
        },
        ar: {
          father_son: 'آمل أن يكون العون المالي بيني وبين أبي، سواء أكان مني إليه أم منه إليّ، عن طيب خاطر ودون منّة.',
          father_daughter:
            'آمل أن يكون العون المالي بيني وبين أبي، سواء أكان مني إليه أم منه إليّ، عن طيب خاطر ودون منّة.',
          mother_son: 'آمل أن يكون العون المالي بيني وبين أمي، سواء أكان مني إليها أم منها إليّ، عن طيب خاطر ودون منّة.',
          mother_daughter:
            'آمل أن يكون العون المالي بيني وبين أمي، سواء أكان مني إليها أم منها إليّ، عن طيب خاطر ودون منّة.',
        },
      },
      phase2: {
        en: {
          father_son:
            'Financial help between my father and me, whichever way it goes, is given willingly and never held over the other.',
          father_daughter:
            'Financial help between my father and me, whichever way it goes, is given willingly and never held over the other.',
          mother_son:
            'Financial help between my mother and me, whichever way it goes, is given willingly and never held over the other.',
          mother_daughter:
            'Financial help between my mother and me, whichever way it goes, is given willingly and never held over the other.',
        },
        ar: {
          father_son: 'العون المالي بيني وبين أبي اليوم، سواء أكان مني إليه أم منه إليّ، يُقدَّم عن طيب خاطر ودون منّة.',
          father_daughter:
            'العون المالي بيني وبين أبي اليوم، سواء أكان مني إليه أم منه إليّ، يُقدَّم عن طيب خاطر ودون منّة.',
          mother_son: 'العون المالي بيني وبين أمي اليوم، سواء أكان مني إليها أم منها إليّ، يُقدَّم عن طيب خاطر ودون منّة.',
          mother_daughter:
            'العون المالي بيني وبين أمي اليوم، سواء أكان مني إليها أم منها إليّ، يُقدَّم عن طيب خاطر ودون منّة.',
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
          father_son: 'I hope my son and I will plan my future care and living arrangements together.',
          father_daughter: 'I hope my daughter and I will plan my future care and living arrangements together.',
          mother_son: 'I hope my son and I will plan my future care and living arrangements together.',
          mother_daughter: 'I hope my daughter and I will plan my future care and living arrangements together.',
        },
        ar: {
          father_son: 'آمل أن نخطط أنا وابني معًا لرعايتي ومكان إقامتي في المستقبل.',
          father_daughter: 'آمل أن نخطط أنا وابنتي معًا لرعايتي ومكان إقامتي في المستقبل.',
          mother_son: 'آمل أن نخطط أنا وابني معًا لرعايتي ومكان إقامتي في المستقبل.',
          mother_daughter: 'آمل أن نخطط أنا وابنتي معًا لرعايتي ومكان إقامتي في المستقبل.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I plan my future care and living arrangements together.',
          father_daughter: 'My daughter and I plan my future care and living arrangements together.',
          mother_son: 'My son and I plan my future care and living arrangements together.',
          mother_daughter: 'My daughter and I plan my future care and living arrangements together.',
        },
        ar: {
          father_son: 'نخطط أنا وابني اليوم معًا لرعايتي ومكان إقامتي في المستقبل.',
          father_daughter: 'نخطط أنا وابنتي اليوم معًا لرعايتي ومكان إقامتي في المستقبل.',
          mother_son: 'نخطط أنا وابني اليوم معًا لرعايتي ومكان إقامتي في المستقبل.',
          mother_daughter: 'نخطط أنا وابنتي اليوم معًا لرعايتي ومكان إقامتي في المستقبل.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father and I plan his future care and living arrangements together.',
          father_daughter: 'I hope my father and I plan his future care and living arrangements together.',
          mother_son: 'I hope my mother and I plan her future care and living arrangements together.',
          mother_daughter: 'I hope my mother and I plan her future care and living arrangements together.',
        },
        ar: {
          father_son: 'آمل أن نخطط أنا وأبي معًا لرعايته ومكان إقامته في المستقبل.',
          father_daughter: 'آمل أن نخطط أنا وأبي معًا لرعايته ومكان إقامته في المستقبل.',
          mother_son: 'آمل أن نخطط أنا وأمي معًا لرعايتها ومكان إقامتها في المستقبل.',
          mother_daughter: 'آمل أن نخطط أنا وأمي معًا لرعايتها ومكان إقامتها في المستقبل.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father and I plan his future care and living arrangements together.',
          father_daughter: 'My father and I plan his future care and living arrangements together.',
          mother_son: 'My mother and I plan her future care and living arrangements together.',
          mother_daughter: 'My mother and I plan her future care and living arrangements together.',
        },
        ar: {
          father_son: 'نخطط أنا وأبي اليوم معًا لرعايته ومكان إقامته في المستقبل.',
          father_daughter: 'نخطط أنا وأبي اليوم معًا لرعايته ومكان إقامته في المستقبل.',
          mother_son: 'نخطط أنا وأمي اليوم معًا لرعايتها ومكان إقامتها في المستقبل.',
          mother_daughter: 'نخطط أنا وأمي اليوم معًا لرعايتها ومكان إقامتها في المستقبل.',
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
          father_son: 'I hope my son will help me in a way that lets me stay independent and keeps my dignity.',
          father_daughter:
            'I hope my daughter will help me in a way that lets me stay independent and keeps my dignity.',
          mother_son: 'I hope my son will help me in a way that lets me stay independent and keeps my dignity.',
          mother_daughter:
            'I hope my daughter will help me in a way that lets me stay independent and keeps my dignity.',
        },
        ar: {
          father_son: 'آمل أن يساعدني ابني بطريقة تُبقيني مستقلًّا وتحفظ كرامتي.',
          father_daughter: 'آمل أن تساعدني ابنتي بطريقة تُبقيني مستقلًّا وتحفظ كرامتي.',
          mother_son: 'آمل أن يساعدني ابني بطريقة تُبقيني مستقلّةً وتحفظ كرامتي.',
          mother_daughter: 'آمل أن تساعدني ابنتي بطريقة تُبقيني مستقلّةً وتحفظ كرامتي.',
        },
      },
      phase2: {
        en: {
          father_son: 'When my son helps me, he does it in a way that respects my independence and dignity.',
          father_daughter: 'When my daughter helps me, she does it in a way that respects my independence and dignity.',
          mother_son: 'When my son helps me, he does it in a way that respects my independence and dignity.',
          mother_daughter: 'When my daughter helps me, she does it in a way that respects my independence and dignity.',
        },
        ar: {
          father_son: 'حين يساعدني ابني اليوم، يساعدني بطريقة تحفظ لي استقلالي وكرامتي.',
          father_daughter: 'حين تساعدني ابنتي اليوم، تساعدني بطريقة تحفظ لي استقلالي وكرامتي.',
          mother_son: 'حين يساعدني ابني اليوم، يساعدني بطريقة تحفظ لي استقلالي وكرامتي.',
          mother_daughter: 'حين تساعدني ابنتي اليوم، تساعدني بطريقة تحفظ لي استقلالي وكرامتي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope to help my father in a way that lets him stay independent and keeps his dignity.',
          father_daughter: 'I hope to help my father in a way that lets him stay independent and keeps his dignity.',
          mother_son: 'I hope to help my mother in a way that lets her stay independent and keeps her dignity.',
          mother_daughter: 'I hope to help my mother in a way that lets her stay independent and keeps her dignity.',
        },
        ar: {
          father_son: 'آمل أن أساعد أبي بطريقة تُبقيه مستقلًّا وتحفظ كرامته.',
          father_daughter: 'آمل أن أساعد أبي بطريقة تُبقيه مستقلًّا وتحفظ كرامته.',
          mother_son: 'آمل أن أساعد أمي بطريقة تُبقيها مستقلّةً وتحفظ كرامتها.',
          mother_daughter: 'آمل أن أساعد أمي بطريقة تُبقيها مستقلّةً وتحفظ كرامتها.',
        },
      },
      phase2: {
        en: {
          father_son: 'When I help my father, I do it in a way that respects his independence and dignity.',
          father_daughter: 'When I help my father, I do it in a way that respects his independence and dignity.',
          mother_son: 'When I help my mother, I do it in a way that respects her independence and dignity.',
          mother_daughter: 'When I help my mother, I do it in a way that respects her independence and dignity.',
        },
        ar: {
          father_son: 'حين أساعد أبي اليوم، أساعده بطريقة تحفظ له استقلاله وكرامته.',
          father_daughter: 'حين أساعد أبي اليوم، أساعده بطريقة تحفظ له استقلاله وكرامته.',
          mother_son: 'حين أساعد أمي اليوم، أساعدها بطريقة تحفظ لها استقلالها وكرامتها.',
          mother_daughter: 'حين أساعد أمي اليوم، أساعدها بطريقة تحفظ لها استقلالها وكرامتها.',
        },
      },
    },
  },
  // 4. Affection & Trust: feeling appreciated, gratitude, love in words, confiding, trusting with family matters.
  {
    key: 'q_4_1',
    category: 4,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son feels that I appreciate what he does for me and for the family.',
          father_daughter: 'I hope my daughter feels that I appreciate what she does for me and for the family.',
          mother_son: 'I hope my son feels that I appreciate what he does for me and for the family.',
          mother_daughter: 'I hope my daughter feels that I appreciate what she does for me and for the family.',
        },
        ar: {
          father_son: 'آمل أن يشعر ابني بأنني أقدّر ما يفعله من أجلي ومن أجل العائلة.',
          father_daughter: 'آمل أن تشعر ابنتي بأنني أقدّر ما تفعله من أجلي ومن أجل العائلة.',
          mother_son: 'آمل أن يشعر ابني بأنني أقدّر ما يفعله من أجلي ومن أجل العائلة.',
          mother_daughter: 'آمل أن تشعر ابنتي بأنني أقدّر ما تفعله من أجلي ومن أجل العائلة.',
        },
      },
      phase2: {
        en: {
          father_son: 'I let my son know that I appreciate what he does for me and for the family.',
          father_daughter: 'I let my daughter know that I appreciate what she does for me and for the family.',
          mother_son: 'I let my son know that I appreciate what he does for me and for the family.',
          mother_daughter: 'I let my daughter know that I appreciate what she does for me and for the family.',
        },
        ar: {
          father_son: 'أُشعر ابني اليوم بأنني أقدّر ما يفعله من أجلي ومن أجل العائلة.',
          father_daughter: 'أُشعر ابنتي اليوم بأنني أقدّر ما تفعله من أجلي ومن أجل العائلة.',
          mother_son: 'أُشعر ابني اليوم بأنني أقدّر ما يفعله من أجلي ومن أجل العائلة.',
          mother_daughter: 'أُشعر ابنتي اليوم بأنني أقدّر ما تفعله من أجلي ومن أجل العائلة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope to feel that my father appreciates what I do for him and for the family.',
          father_daughter: 'I hope to feel that my father appreciates what I do for him and for the family.',
          mother_son: 'I hope to feel that my mother appreciates what I do for her and for the family.',
          mother_daughter: 'I hope to feel that my mother appreciates what I do for her and for the family.',
        },
        ar: {
          father_son: 'آمل أن أشعر بأن أبي يقدّر ما أفعله من أجله ومن أجل العائلة.',
          father_daughter: 'آمل أن أشعر بأن أبي يقدّر ما أفعله من أجله ومن أجل العائلة.',
          mother_son: 'آمل أن أشعر بأن أمي تقدّر ما أفعله من أجلها ومن أجل العائلة.',
          mother_daughter: 'آمل أن أشعر بأن أمي تقدّر ما أفعله من أجلها ومن أجل العائلة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father lets me know that he appreciates what I do for him and for the family.',
          father_daughter: 'My father lets me know that he appreciates what I do for him and for the family.',
          mother_son: 'My mother lets me know that she appreciates what I do for her and for the family.',
          mother_daughter: 'My mother lets me know that she appreciates what I do for her and for the family.',
        },
        ar: {
          father_son: 'يُشعرني أبي اليوم بأنه يقدّر ما أفعله من أجله ومن أجل العائلة.',
          father_daughter: 'يُشعرني أبي اليوم بأنه يقدّر ما أفعله من أجله ومن أجل العائلة.',
          mother_son: 'تُشعرني أمي اليوم بأنها تقدّر ما أفعله من أجلها ومن أجل العائلة.',
          mother_daughter: 'تُشعرني أمي اليوم بأنها تقدّر ما أفعله من أجلها ومن أجل العائلة.',
        },
      },
    },
  },
  {
    key: 'q_4_2',
    category: 4,
    important: false,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope to hear from my son that he is grateful for what I have given him over the years.',
          father_daughter:
            'I hope to hear from my daughter that she is grateful for what I have given her over the years.',
          mother_son: 'I hope to hear from my son that he is grateful for what I have given him over the years.',
          mother_daughter:
            'I hope to hear from my daughter that she is grateful for what I have given her over the years.',
        },
        ar: {
          father_son: 'آمل أن أسمع من ابني أنه ممتنّ لما قدّمته له على مرّ السنين.',
          father_daughter: 'آمل أن أسمع من ابنتي أنها ممتنّة لما قدّمته لها على مرّ السنين.',
          mother_son: 'آمل أن أسمع من ابني أنه ممتنّ لما قدّمته له على مرّ السنين.',
          mother_daughter: 'آمل أن أسمع من ابنتي أنها ممتنّة لما قدّمته لها على مرّ السنين.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son tells me that he is grateful for all I have given him over the years.',
          father_daughter: 'My daughter tells me that she is grateful for all I have given her over the years.',
          mother_son: 'My son tells me that he is grateful for all I have given him over the years.',
          mother_daughter: 'My daughter tells me that she is grateful for all I have given her over the years.',
        },
        ar: {
          father_son: 'يقول لي ابني اليوم إنه ممتنّ لكل ما قدّمته له على مرّ السنين.',
          father_daughter: 'تقول لي ابنتي اليوم إنها ممتنّة لكل ما قدّمته لها على مرّ السنين.',
          mother_son: 'يقول لي ابني اليوم إنه ممتنّ لكل ما قدّمته له على مرّ السنين.',
          mother_daughter: 'تقول لي ابنتي اليوم إنها ممتنّة لكل ما قدّمته لها على مرّ السنين.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope to tell my father how grateful I am for all he has given me over the years.',
          father_daughter: 'I hope to tell my father how grateful I am for all he has given me over the years.',
          mother_son: 'I hope to tell my mother how grateful I am for all she has given me over the years.',
          mother_daughter: 'I hope to tell my mother how grateful I am for all she has given me over the years.',
        },
        ar: {
          father_son: 'آمل أن أعبّر لأبي عن امتناني لكل ما قدّمه لي على مرّ السنين.',
          father_daughter: 'آمل أن أعبّر لأبي عن امتناني لكل ما قدّمه لي على مرّ السنين.',
          mother_son: 'آمل أن أعبّر لأمي عن امتناني لكل ما قدّمته لي على مرّ السنين.',
          mother_daughter: 'آمل أن أعبّر لأمي عن امتناني لكل ما قدّمته لي على مرّ السنين.',
        },
      },
      phase2: {
        en: {
          father_son: 'I tell my father that I am grateful for all he has given me over the years.',
          father_daughter: 'I tell my father that I am grateful for all he has given me over the years.',
          mother_son: 'I tell my mother that I am grateful for all she has given me over the years.',
          mother_daughter: 'I tell my mother that I am grateful for all she has given me over the years.',
        },
        ar: {
          father_son: 'أقول لأبي اليوم إنني ممتنّ لكل ما قدّمه لي على مرّ السنين.',
          father_daughter: 'أقول لأبي اليوم إنني ممتنّة لكل ما قدّمه لي على مرّ السنين.',
          mother_son: 'أقول لأمي اليوم إنني ممتنّ لكل ما قدّمته لي على مرّ السنين.',
          mother_daughter: 'أقول لأمي اليوم إنني ممتنّة لكل ما قدّمته لي على مرّ السنين.',
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
          father_son: 'I hope to tell my son that I love him, in words and not only in deeds.',
          father_daughter: 'I hope to tell my daughter that I love her, in words and not only in deeds.',
          mother_son: 'I hope to tell my son that I love him, in words and not only in deeds.',
          mother_daughter: 'I hope to tell my daughter that I love her, in words and not only in deeds.',
        },
        ar: {
          father_son: 'آمل أن أعبّر لابني عن حبي له بالكلام، لا بالأفعال وحدها.',
          father_daughter: 'آمل أن أعبّر لابنتي عن حبي لها بالكلام، لا بالأفعال وحدها.',
          mother_son: 'آمل أن أعبّر لابني عن حبي له بالكلام، لا بالأفعال وحدها.',
          mother_daughter: 'آمل أن أعبّر لابنتي عن حبي لها بالكلام، لا بالأفعال وحدها.',
        },
      },
      phase2: {
        en: {
          father_son: 'I tell my son that I love him, in words as well as in deeds.',
          father_daughter: 'I tell my daughter that I love her, in words as well as in deeds.',
          mother_son: 'I tell my son that I love him, in words as well as in deeds.',
          mother_daughter: 'I tell my daughter that I love her, in words as well as in deeds.',
        },
        ar: {
          father_son: 'أعبّر لابني اليوم عن حبي له بالكلام، لا بالأفعال وحدها.',
          father_daughter: 'أعبّر لابنتي اليوم عن حبي لها بالكلام، لا بالأفعال وحدها.',
          mother_son: 'أعبّر لابني اليوم عن حبي له بالكلام، لا بالأفعال وحدها.',
          mother_daughter: 'أعبّر لابنتي اليوم عن حبي لها بالكلام، لا بالأفعال وحدها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father tells me that he loves me, in words and not only in deeds.',
          father_daughter: 'I hope my father tells me that he loves me, in words and not only in deeds.',
          mother_son: 'I hope my mother tells me that she loves me, in words and not only in deeds.',
          mother_daughter: 'I hope my mother tells me that she loves me, in words and not only in deeds.',
        },
        ar: {
          father_son: 'آمل أن يعبّر لي أبي عن حبه بالكلام، لا بالأفعال وحدها.',
          father_daughter: 'آمل أن يعبّر لي أبي عن حبه بالكلام، لا بالأفعال وحدها.',
          mother_son: 'آمل أن تعبّر لي أمي عن حبها بالكلام، لا بالأفعال وحدها.',
          mother_daughter: 'آمل أن تعبّر لي أمي عن حبها بالكلام، لا بالأفعال وحدها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father tells me that he loves me, in words as well as in deeds.',
          father_daughter: 'My father tells me that he loves me, in words as well as in deeds.',
          mother_son: 'My mother tells me that she loves me, in words as well as in deeds.',
          mother_daughter: 'My mother tells me that she loves me, in words as well as in deeds.',
        },
        ar: {
          father_son: 'يعبّر لي أبي اليوم عن حبه بالكلام، لا بالأفعال وحدها.',
          father_daughter: 'يعبّر لي أبي اليوم عن حبه بالكلام، لا بالأفعال وحدها.',
          mother_son: 'تعبّر لي أمي اليوم عن حبها بالكلام، لا بالأفعال وحدها.',
          mother_daughter: 'تعبّر لي أمي اليوم عن حبها بالكلام، لا بالأفعال وحدها.',
        },
      },
    },
  },
  {
    key: 'q_4_4',
    category: 4,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope my son confides serious matters in me, trusting that I will keep them to myself.',
          father_daughter:
            'I hope my daughter confides serious matters in me, trusting that I will keep them to myself.',
          mother_son: 'I hope my son confides serious matters in me, trusting that I will keep them to myself.',
          mother_daughter:
            'I hope my daughter confides serious matters in me, trusting that I will keep them to myself.',
        },
        ar: {
          father_son: 'آمل أن يبوح لي ابني بأموره المهمة، واثقًا بأنني أحفظ سرّه.',
          father_daughter: 'آمل أن تبوح لي ابنتي بأمورها المهمة، واثقةً بأنني أحفظ سرّها.',
          mother_son: 'آمل أن يبوح لي ابني بأموره المهمة، واثقًا بأنني أحفظ سرّه.',
          mother_daughter: 'آمل أن تبوح لي ابنتي بأمورها المهمة، واثقةً بأنني أحفظ سرّها.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son confides serious matters in me, trusting that I keep them to myself.',
          father_daughter: 'My daughter confides serious matters in me, trusting that I keep them to myself.',
          mother_son: 'My son confides serious matters in me, trusting that I keep them to myself.',
          mother_daughter: 'My daughter confides serious matters in me, trusting that I keep them to myself.',
        },
        ar: {
          father_son: 'يبوح لي ابني اليوم بأموره المهمة، واثقًا بأنني أحفظ سرّه.',
          father_daughter: 'تبوح لي ابنتي اليوم بأمورها المهمة، واثقةً بأنني أحفظ سرّها.',
          mother_son: 'يبوح لي ابني اليوم بأموره المهمة، واثقًا بأنني أحفظ سرّه.',
          mother_daughter: 'تبوح لي ابنتي اليوم بأمورها المهمة، واثقةً بأنني أحفظ سرّها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope to confide serious matters in my father, trusting that he will keep them to himself.',
          father_daughter:
            'I hope to confide serious matters in my father, trusting that he will keep them to himself.',
          mother_son: 'I hope to confide serious matters in my mother, trusting that she will keep them to herself.',
          mother_daughter:
            'I hope to confide serious matters in my mother, trusting that she will keep them to herself.',
        },
        ar: {
          father_son: 'آمل أن أبوح لأبي بأموري المهمة، واثقًا بأنه يحفظ سرّي.',
          father_daughter: 'آمل أن أبوح لأبي بأموري المهمة، واثقةً بأنه يحفظ سرّي.',
          mother_son: 'آمل أن أبوح لأمي بأموري المهمة، واثقًا بأنها تحفظ سرّي.',
          mother_daughter: 'آمل أن أبوح لأمي بأموري المهمة، واثقةً بأنها تحفظ سرّي.',
        },
      },
      phase2: {
        en: {
          father_son: 'I confide serious matters in my father, trusting that he keeps them to himself.',
          father_daughter: 'I confide serious matters in my father, trusting that he keeps them to himself.',
          mother_son: 'I confide serious matters in my mother, trusting that she keeps them to herself.',
          mother_daughter: 'I confide serious matters in my mother, trusting that she keeps them to herself.',
        },
        ar: {
          father_son: 'أبوح لأبي اليوم بأموري المهمة، واثقًا بأنه يحفظ سرّي.',
          father_daughter: 'أبوح لأبي اليوم بأموري المهمة، واثقةً بأنه يحفظ سرّي.',
          mother_son: 'أبوح لأمي اليوم بأموري المهمة، واثقًا بأنها تحفظ سرّي.',
          mother_daughter: 'أبوح لأمي اليوم بأموري المهمة، واثقةً بأنها تحفظ سرّي.',
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
          father_son: 'I hope to trust my son with serious family matters, such as finances and big decisions.',
          father_daughter:
            'I hope to trust my daughter with serious family matters, such as finances and big decisions.',
          mother_son: 'I hope to trust my son with serious family matters, such as finances and big decisions.',
          mother_daughter:
            'I hope to trust my daughter with serious family matters, such as finances and big decisions.',
        },
        ar: {
          father_son: 'آمل أن أعهد إلى ابني بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          father_daughter: 'آمل أن أعهد إلى ابنتي بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          mother_son: 'آمل أن أعهد إلى ابني بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          mother_daughter: 'آمل أن أعهد إلى ابنتي بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
        },
      },
      phase2: {
        en: {
          father_son: 'I trust my son with serious family matters, such as finances and big decisions.',
          father_daughter: 'I trust my daughter with serious family matters, such as finances and big decisions.',
          mother_son: 'I trust my son with serious family matters, such as finances and big decisions.',
          mother_daughter: 'I trust my daughter with serious family matters, such as finances and big decisions.',
        },
        ar: {
          father_son: 'أثق اليوم بابني في شؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          father_daughter: 'أثق اليوم بابنتي في شؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          mother_son: 'أثق اليوم بابني في شؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          mother_daughter: 'أثق اليوم بابنتي في شؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father trusts me with serious family matters, such as finances and big decisions.',
          father_daughter:
            'I hope my father trusts me with serious family matters, such as finances and big decisions.',
          mother_son: 'I hope my mother trusts me with serious family matters, such as finances and big decisions.',
          mother_daughter:
            'I hope my mother trusts me with serious family matters, such as finances and big decisions.',
        },
        ar: {
          father_son: 'آمل أن يعهد إليّ أبي بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          father_daughter: 'آمل أن يعهد إليّ أبي بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          mother_son: 'آمل أن تعهد إليّ أمي بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          mother_daughter: 'آمل أن تعهد إليّ أمي بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father trusts me with serious family matters, such as finances and big decisions.',
          father_daughter: 'My father trusts me with serious family matters, such as finances and big decisions.',
          mother_son: 'My mother trusts me with serious family matters, such as finances and big decisions.',
          mother_daughter: 'My mother trusts me with serious family matters, such as finances and big decisions.',
        },
        ar: {
          father_son: 'يثق بي أبي اليوم في شؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          father_daughter: 'يثق بي أبي اليوم في شؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          mother_son: 'تثق بي أمي اليوم في شؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
          mother_daughter: 'تثق بي أمي اليوم في شؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
        },
      },
    },
  },
  // 5. Family Life: visits, hard times, decisions on marriage and family, religious occasions and feasts, sharing care.
  {
    key: 'q_5_1',
    category: 5,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: 'I hope the visits between my son and me feel warm, not dutiful.',
          father_daughter: 'I hope the visits between my daughter and me feel warm, not dutiful.',
          mother_son: 'I hope the visits between my son and me feel warm, not dutiful.',
          mother_daughter: 'I hope the visits between my daughter and me feel warm, not dutiful.',
        },
        ar: {
          father_son: 'آمل أن تكون الزيارات بيني وبين ابني عامرة بالمودّة، لا مجرد أداء واجب.',
          father_daughter: 'آمل أن تكون الزيارات بيني وبين ابنتي عامرة بالمودّة، لا مجرد أداء واجب.',
          mother_son: 'آمل أن تكون الزيارات بيني وبين ابني عامرة بالمودّة، لا مجرد أداء واجب.',
          mother_daughter: 'آمل أن تكون الزيارات بيني وبين ابنتي عامرة بالمودّة، لا مجرد أداء واجب.',
        },
      },
      phase2: {
        en: {
          father_son: 'The visits between my son and me feel warm, not dutiful.',
          father_daughter: 'The visits between my daughter and me feel warm, not dutiful.',
          mother_son: 'The visits between my son and me feel warm, not dutiful.',
          mother_daughter: 'The visits between my daughter and me feel warm, not dutiful.',
        },
        ar: {
          father_son: 'الزيارات بيني وبين ابني اليوم عامرة بالمودّة، لا مجرد أداء واجب.',
          father_daughter: 'الزيارات بيني وبين ابنتي اليوم عامرة بالمودّة، لا مجرد أداء واجب.',
          mother_son: 'الزيارات بيني وبين ابني اليوم عامرة بالمودّة، لا مجرد أداء واجب.',
          mother_daughter: 'الزيارات بيني وبين ابنتي اليوم عامرة بالمودّة، لا مجرد أداء واجب.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope the visits between my father and me feel warm, not dutiful.',
          father_daughter: 'I hope the visits between my father and me feel warm, not dutiful.',
          mother_son: 'I hope the visits between my mother and me feel warm, not dutiful.',
          mother_daughter: 'I hope the visits between my mother and me feel warm, not dutiful.',
        },
        ar: {
          father_son: 'آمل أن تكون الزيارات بيني وبين أبي عامرة بالمودّة، لا مجرد أداء واجب.',
          father_daughter: 'آمل أن تكون الزيارات بيني وبين أبي عامرة بالمودّة، لا مجرد أداء واجب.',
          mother_son: 'آمل أن تكون الزيارات بيني وبين أمي عامرة بالمودّة، لا مجرد أداء واجب.',
          mother_daughter: 'آمل أن تكون الزيارات بيني وبين أمي عامرة بالمودّة، لا مجرد أداء واجب.',
        },
      },
      phase2: {
        en: {
          father_son: 'The visits between my father and me feel warm, not dutiful.',
          father_daughter: 'The visits between my father and me feel warm, not dutiful.',
          mother_son: 'The visits between my mother and me feel warm, not dutiful.',
          mother_daughter: 'The visits between my mother and me feel warm, not dutiful.',
        },
        ar: {
          father_son: 'الزيارات بيني وبين أبي اليوم عامرة بالمودّة، لا مجرد أداء واجب.',
          father_daughter: 'الزيارات بيني وبين أبي اليوم عامرة بالمودّة، لا مجرد أداء واجب.',
          mother_son: 'الزيارات بيني وبين أمي اليوم عامرة بالمودّة، لا مجرد أداء واجب.',
          mother_daughter: 'الزيارات بيني وبين أمي اليوم عامرة بالمودّة، لا مجرد أداء واجب.',
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
          father_son:
            'I hope my son and I stand together in hard times, such as illness or loss, each supporting the other.',
          father_daughter:
            'I hope my daughter and I stand together in hard times, such as illness or loss, each supporting the other.',
          mother_son:
            'I hope my son and I stand together in hard times, such as illness or loss, each supporting the other.',
          mother_daughter:
            'I hope my daughter and I stand together in hard times, such as illness or loss, each supporting the other.',
        },
        ar: {
          father_son: 'آمل أن نقف أنا وابني معًا في الشدائد، كالمرض أو فقد عزيز، وأن يسند كلٌّ منا الآخر.',
          father_daughter: 'آمل أن نقف أنا وابنتي معًا في الشدائد، كالمرض أو فقد عزيز، وأن يسند كلٌّ منا الآخر.',
          mother_son: 'آمل أن نقف أنا وابني معًا في الشدائد، كالمرض أو فقد عزيز، وأن يسند كلٌّ منا الآخر.',
          mother_daughter: 'آمل أن نقف أنا وابنتي معًا في الشدائد، كالمرض أو فقد عزيز، وأن يسند كلٌّ منا الآخر.',
        },
      },
      phase2: {
        en: {
          father_son: 'My son and I stand together in hard times, such as illness or loss, each supporting the other.',
          father_daughter:
            'My daughter and I stand together in hard times, such as illness or loss, each supporting the other.',
          mother_son: 'My son and I stand together in hard times, such as illness or loss, each supporting the other.',
          mother_daughter:
            'My daughter and I stand together in hard times, such as illness or loss, each supporting the other.',
        },
        ar: {
          father_son: 'نقف أنا وابني اليوم معًا في الشدائد، كالمرض أو فقد عزيز، ويسند كلٌّ منا الآخر.',
          father_daughter: 'نقف أنا وابنتي اليوم معًا في الشدائد، كالمرض أو فقد عزيز، ويسند كلٌّ منا الآخر.',
          mother_son: 'نقف أنا وابني اليوم معًا في الشدائد، كالمرض أو فقد عزيز، ويسند كلٌّ منا الآخر.',
          mother_daughter: 'نقف أنا وابنتي اليوم معًا في الشدائد، كالمرض أو فقد عزيز، ويسند كلٌّ منا الآخر.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            'I hope my father and I stand together in hard times, such as illness or loss, each supporting the other.',
          father_daughter:
            'I hope my father and I stand together in hard times, such as illness or loss, each supporting the other.',
          mother_son:
            'I hope my mother and I stand together in hard times, such as illness or loss, each supporting the other.',
          mother_daughter:
            'I hope my mother and I stand together in hard times, such as illness or loss, each supporting the other.',
        },
        ar: {
          father_son: 'آمل أن نقف أنا وأبي معًا في الشدائد، كالمرض أو فقد عزيز، وأن يسند كلٌّ منا الآخر.',
          father_daughter: 'آمل أن نقف أنا وأبي معًا في الشدائد، كالمرض أو فقد عزيز، وأن يسند كلٌّ منا الآخر.',
          mother_son: 'آمل أن نقف أنا وأمي معًا في الشدائد، كالمرض أو فقد عزيز، وأن يسند كلٌّ منا الآخر.',
          mother_daughter: 'آمل أن نقف أنا وأمي معًا في الشدائد، كالمرض أو فقد عزيز، وأن يسند كلٌّ منا الآخر.',
        },
      },
      phase2: {
        en: {
          father_son:
            'My father and I stand together in hard times, such as illness or loss, each supporting the other.',
          father_daughter:
            'My father and I stand together in hard times, such as illness or loss, each supporting the other.',
          mother_son:
            'My mother and I stand together in hard times, such as illness or loss, each supporting the other.',
          mother_daughter:
            'My mother and I stand together in hard times, such as illness or loss, each supporting the other.',
        },
        ar: {
          father_son: 'نقف أنا وأبي اليوم معًا في الشدائد، كالمرض أو فقد عزيز، ويسند كلٌّ منا الآخر.',
          father_daughter: 'نقف أنا وأبي اليوم معًا في الشدائد، كالمرض أو فقد عزيز، ويسند كلٌّ منا الآخر.',
          mother_son: 'نقف أنا وأمي اليوم معًا في الشدائد، كالمرض أو فقد عزيز، ويسند كلٌّ منا الآخر.',
          mother_daughter: 'نقف أنا وأمي اليوم معًا في الشدائد، كالمرض أو فقد عزيز، ويسند كلٌّ منا الآخر.',
        },
      },
    },
  },
  {
    key: 'q_5_3',
    category: 5,
    important: true,
    parent: {
      phase1: {
        en: {
          father_son: "I hope to respect my son's decisions about marriage and family life, without pressuring him.",
          father_daughter:
            "I hope to respect my daughter's decisions about marriage and family life, without pressuring her.",
          mother_son: "I hope to respect my son's decisions about marriage and family life, without pressuring him.",
          mother_daughter:
            "I hope to respect my daughter's decisions about marriage and family life, without pressuring her.",
        },
        ar: {
          father_son: 'آمل أن أحترم قرارات ابني في شؤون الزواج والأسرة، دون أن أضغط عليه.',
          father_daughter: 'آمل أن أحترم قرارات ابنتي في شؤون الزواج والأسرة، دون أن أضغط عليها.',
          mother_son: 'آمل أن أحترم قرارات ابني في شؤون الزواج والأسرة، دون أن أضغط عليه.',
          mother_daughter: 'آمل أن أحترم قرارات ابنتي في شؤون الزواج والأسرة، دون أن أضغط عليها.',
        },
      },
      phase2: {
        en: {
          father_son: "I respect my son's decisions about marriage and family life, and I do not pressure him.",
          father_daughter:
            "I respect my daughter's decisions about marriage and family life, and I do not pressure her.",
          mother_son: "I respect my son's decisions about marriage and family life, and I do not pressure him.",
          mother_daughter:
            "I respect my daughter's decisions about marriage and family life, and I do not pressure her.",
        },
        ar: {
          father_son: 'أحترم اليوم قرارات ابني في شؤون الزواج والأسرة، ولا أضغط عليه.',
          father_daughter: 'أحترم اليوم قرارات ابنتي في شؤون الزواج والأسرة، ولا أضغط عليها.',
          mother_son: 'أحترم اليوم قرارات ابني في شؤون الزواج والأسرة، ولا أضغط عليه.',
          mother_daughter: 'أحترم اليوم قرارات ابنتي في شؤون الزواج والأسرة، ولا أضغط عليها.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: 'I hope my father respects my decisions about marriage and family life, without pressuring me.',
          father_daughter:
            'I hope my father respects my decisions about marriage and family life, without pressuring me.',
          mother_son: 'I hope my mother respects my decisions about marriage and family life, without pressuring me.',
          mother_daughter:
            'I hope my mother respects my decisions about marriage and family life, without pressuring me.',
        },
        ar: {
          father_son: 'آمل أن يحترم أبي قراراتي في شؤون الزواج والأسرة، دون أن يضغط عليّ.',
          father_daughter: 'آمل أن يحترم أبي قراراتي في شؤون الزواج والأسرة، دون أن يضغط عليّ.',
          mother_son: 'آمل أن تحترم أمي قراراتي في شؤون الزواج والأسرة، دون أن تضغط عليّ.',
          mother_daughter: 'آمل أن تحترم أمي قراراتي في شؤون الزواج والأسرة، دون أن تضغط عليّ.',
        },
      },
      phase2: {
        en: {
          father_son: 'My father respects my decisions about marriage and family life, and he does not pressure me.',
          father_daughter:
            'My father respects my decisions about marriage and family life, and he does not pressure me.',
          mother_son: 'My mother respects my decisions about marriage and family life, and she does not pressure me.',
          mother_daughter:
            'My mother respects my decisions about marriage and family life, and she does not pressure me.',
        },
        ar: {
          father_son: 'يحترم أبي اليوم قراراتي في شؤون الزواج والأسرة، ولا يضغط عليّ.',
          father_daughter: 'يحترم أبي اليوم قراراتي في شؤون الزواج والأسرة، ولا يضغط عليّ.',
          mother_son: 'تحترم أمي اليوم قراراتي في شؤون الزواج والأسرة، ولا تضغط عليّ.',
          mother_daughter: 'تحترم أمي اليوم قراراتي في شؤون الزواج والأسرة، ولا تضغط عليّ.',
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
            "I hope my son and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          father_daughter:
            "I hope my daughter and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          mother_son:
            "I hope my son and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          mother_daughter:
            "I hope my daughter and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
        },
        ar: {
          father_son: 'آمل أن نجتمع أنا وابني في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          father_daughter:
            'آمل أن نجتمع أنا وابنتي في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          mother_son: 'آمل أن نجتمع أنا وابني في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          mother_daughter:
            'آمل أن نجتمع أنا وابنتي في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
        },
      },
      phase2: {
        en: {
          father_son:
            "My son and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          father_daughter:
            "My daughter and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          mother_son:
            "My son and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          mother_daughter:
            "My daughter and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
        },
        ar: {
          father_son: 'نجتمع أنا وابني اليوم في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          father_daughter:
            'نجتمع أنا وابنتي اليوم في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          mother_son: 'نجتمع أنا وابني اليوم في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          mother_daughter:
            'نجتمع أنا وابنتي اليوم في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son:
            "I hope my father and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          father_daughter:
            "I hope my father and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          mother_son:
            "I hope my mother and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          mother_daughter:
            "I hope my mother and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
        },
        ar: {
          father_son: 'آمل أن نجتمع أنا وأبي في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          father_daughter:
            'آمل أن نجتمع أنا وأبي في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          mother_son: 'آمل أن نجتمع أنا وأمي في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          mother_daughter:
            'آمل أن نجتمع أنا وأمي في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
        },
      },
      phase2: {
        en: {
          father_son:
            "My father and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          father_daughter:
            "My father and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          mother_son:
            "My mother and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
          mother_daughter:
            "My mother and I come together on religious occasions, feasts and family occasions, with regard for each other's circumstances.",
        },
        ar: {
          father_son: 'نجتمع أنا وأبي اليوم في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          father_daughter:
            'نجتمع أنا وأبي اليوم في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          mother_son: 'نجتمع أنا وأمي اليوم في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
          mother_daughter:
            'نجتمع أنا وأمي اليوم في المواسم الدينية والأعياد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
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
          father_son: 'I hope my care is shared fairly within the family, so that it does not all fall on my son.',
          father_daughter:
            'I hope my care is shared fairly within the family, so that it does not all fall on my daughter.',
          mother_son: 'I hope my care is shared fairly within the family, so that it does not all fall on my son.',
          mother_daughter:
            'I hope my care is shared fairly within the family, so that it does not all fall on my daughter.',
        },
        ar: {
          father_son: 'آمل أن يتقاسم أفراد العائلة رعايتي بإنصاف، فلا يقع عبؤها كله على ابني.',
          father_daughter: 'آمل أن يتقاسم أفراد العائلة رعايتي بإنصاف، فلا يقع عبؤها كله على ابنتي.',
          mother_son: 'آمل أن يتقاسم أفراد العائلة رعايتي بإنصاف، فلا يقع عبؤها كله على ابني.',
          mother_daughter: 'آمل أن يتقاسم أفراد العائلة رعايتي بإنصاف، فلا يقع عبؤها كله على ابنتي.',
        },
      },
      phase2: {
        en: {
          father_son: 'My care is shared fairly within the family, and it does not all fall on my son.',
          father_daughter: 'My care is shared fairly within the family, and it does not all fall on my daughter.',
          mother_son: 'My care is shared fairly within the family, and it does not all fall on my son.',
          mother_daughter: 'My care is shared fairly within the family, and it does not all fall on my daughter.',
        },
        ar: {
          father_son: 'يتقاسم أفراد العائلة اليوم رعايتي بإنصاف، ولا يقع عبؤها كله على ابني.',
          father_daughter: 'يتقاسم أفراد العائلة اليوم رعايتي بإنصاف، ولا يقع عبؤها كله على ابنتي.',
          mother_son: 'يتقاسم أفراد العائلة اليوم رعايتي بإنصاف، ولا يقع عبؤها كله على ابني.',
          mother_daughter: 'يتقاسم أفراد العائلة اليوم رعايتي بإنصاف، ولا يقع عبؤها كله على ابنتي.',
        },
      },
    },
    child: {
      phase1: {
        en: {
          father_son: "I hope my father's care is shared fairly within the family, so that it does not all fall on me.",
          father_daughter:
            "I hope my father's care is shared fairly within the family, so that it does not all fall on me.",
          mother_son: "I hope my mother's care is shared fairly within the family, so that it does not all fall on me.",
          mother_daughter:
            "I hope my mother's care is shared fairly within the family, so that it does not all fall on me.",
        },
        ar: {
          father_son: 'آمل أن يتقاسم أفراد العائلة رعاية أبي بإنصاف، فلا يقع عبؤها كله عليّ.',
          father_daughter: 'آمل أن يتقاسم أفراد العائلة رعاية أبي بإنصاف، فلا يقع عبؤها كله عليّ.',
          mother_son: 'آمل أن يتقاسم أفراد العائلة رعاية أمي بإنصاف، فلا يقع عبؤها كله عليّ.',
          mother_daughter: 'آمل أن يتقاسم أفراد العائلة رعاية أمي بإنصاف، فلا يقع عبؤها كله عليّ.',
        },
      },
      phase2: {
        en: {
          father_son: "My father's care is shared fairly within the family, and it does not all fall on me.",
          father_daughter: "My father's care is shared fairly within the family, and it does not all fall on me.",
          mother_son: "My mother's care is shared fairly within the family, and it does not all fall on me.",
          mother_daughter: "My mother's care is shared fairly within the family, and it does not all fall on me.",
        },
        ar: {
          father_son: 'يتقاسم أفراد العائلة اليوم رعاية أبي بإنصاف، ولا يقع عبؤها كله عليّ.',
          father_daughter: 'يتقاسم أفراد العائلة اليوم رعاية أبي بإنصاف، ولا يقع عبؤها كله عليّ.',
          mother_son: 'يتقاسم أفراد العائلة اليوم رعاية أمي بإنصاف، ولا يقع عبؤها كله عليّ.',
          mother_daughter: 'يتقاسم أفراد العائلة اليوم رعاية أمي بإنصاف، ولا يقع عبؤها كله عليّ.',
        },
      },
    },
  },
];
export default questions;
