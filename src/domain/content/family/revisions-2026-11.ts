import type { AgeGroup, FamilyQuestion } from '../../assessment/family-types.ts';
import type { BankRevision } from '../versions.ts';

/**
 * Revision 2 of every family bank (decision 032): the questions it changed, whole, exactly as they read in
 * version 1. Generated from the version-1 files, never edited by hand: history, like a migration.
 */
export const FAMILY_REVISIONS_2026_11: Record<AgeGroup, BankRevision<FamilyQuestion>> = {
  '8-12': {
    version: 2,
    date: '2026-11-23',
    why: 'Content review 2026-11-23: q_3_2 and q_4_4 asked two things at once; every Phase 1 now opens with the bank\'s one stem ("I hope" / «آمل أن», the child «أتمنى أن»); q_1_5 named Eid only in English.',
    before: [
      {
        key: 'q_1_1',
        category: 1,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                "I hope to answer my son's questions about God, prayer and our faith with patience and kindness.",
              father_daughter:
                "I hope to answer my daughter's questions about God, prayer and our faith with patience and kindness.",
              mother_son:
                "I hope to answer my son's questions about God, prayer and our faith with patience and kindness.",
              mother_daughter:
                "I hope to answer my daughter's questions about God, prayer and our faith with patience and kindness.",
            },
            ar: {
              father_son: 'آمل أن أجيب بصبر ولطف حين يسألني ابني عن الله والصلاة وأمور ديننا.',
              father_daughter: 'آمل أن أجيب بصبر ولطف حين تسألني ابنتي عن الله والصلاة وأمور ديننا.',
              mother_son: 'آمل أن أجيب بصبر ولطف حين يسألني ابني عن الله والصلاة وأمور ديننا.',
              mother_daughter: 'آمل أن أجيب بصبر ولطف حين تسألني ابنتي عن الله والصلاة وأمور ديننا.',
            },
          },
          phase2: {
            en: {
              father_son: "I answer my son's questions about God, prayer and our faith with patience and kindness.",
              father_daughter:
                "I answer my daughter's questions about God, prayer and our faith with patience and kindness.",
              mother_son: "I answer my son's questions about God, prayer and our faith with patience and kindness.",
              mother_daughter:
                "I answer my daughter's questions about God, prayer and our faith with patience and kindness.",
            },
            ar: {
              father_son: 'أجيب بصبر ولطف حين يسألني ابني عن الله والصلاة وأمور ديننا.',
              father_daughter: 'أجيب بصبر ولطف حين تسألني ابنتي عن الله والصلاة وأمور ديننا.',
              mother_son: 'أجيب بصبر ولطف حين يسألني ابني عن الله والصلاة وأمور ديننا.',
              mother_daughter: 'أجيب بصبر ولطف حين تسألني ابنتي عن الله والصلاة وأمور ديننا.',
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
              father_son: 'حين أسأل أبي عن الله والصلاة وديننا، أتمنى أن يجيبني بلطف.',
              father_daughter: 'حين أسأل أبي عن الله والصلاة وديننا، أتمنى أن يجيبني بلطف.',
              mother_son: 'حين أسأل أمي عن الله والصلاة وديننا، أتمنى أن تجيبني بلطف.',
              mother_daughter: 'حين أسأل أمي عن الله والصلاة وديننا، أتمنى أن تجيبني بلطف.',
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
              father_son: 'حين أسأل أبي عن الله والصلاة وديننا، يجيبني بلطف.',
              father_daughter: 'حين أسأل أبي عن الله والصلاة وديننا، يجيبني بلطف.',
              mother_son: 'حين أسأل أمي عن الله والصلاة وديننا، تجيبني بلطف.',
              mother_daughter: 'حين أسأل أمي عن الله والصلاة وديننا، تجيبني بلطف.',
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
              father_son: 'It matters to me that my son can tell me the truth without fear, even after a mistake.',
              father_daughter:
                'It matters to me that my daughter can tell me the truth without fear, even after a mistake.',
              mother_son: 'It matters to me that my son can tell me the truth without fear, even after a mistake.',
              mother_daughter:
                'It matters to me that my daughter can tell me the truth without fear, even after a mistake.',
            },
            ar: {
              father_son: 'يهمني أن يصارحني ابني بالحقيقة دون خوف، حتى لو أخطأ.',
              father_daughter: 'يهمني أن تصارحني ابنتي بالحقيقة دون خوف، حتى لو أخطأت.',
              mother_son: 'يهمني أن يصارحني ابني بالحقيقة دون خوف، حتى لو أخطأ.',
              mother_daughter: 'يهمني أن تصارحني ابنتي بالحقيقة دون خوف، حتى لو أخطأت.',
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
              father_daughter:
                'I hope I can tell my father the truth without being scared, even when I make a mistake.',
              mother_son: 'I hope I can tell my mother the truth without being scared, even when I make a mistake.',
              mother_daughter:
                'I hope I can tell my mother the truth without being scared, even when I make a mistake.',
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
        key: 'q_1_4',
        category: 1,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: 'It matters to me to teach my son to respect elders, such as his grandparents.',
              father_daughter: 'It matters to me to teach my daughter to respect elders, such as her grandparents.',
              mother_son: 'It matters to me to teach my son to respect elders, such as his grandparents.',
              mother_daughter: 'It matters to me to teach my daughter to respect elders, such as her grandparents.',
            },
            ar: {
              father_son: 'يهمني أن أعلّم ابني احترام الكبار، كجدّه وجدّته.',
              father_daughter: 'يهمني أن أعلّم ابنتي احترام الكبار، كجدّها وجدّتها.',
              mother_son: 'يهمني أن أعلّم ابني احترام الكبار، كجدّه وجدّته.',
              mother_daughter: 'يهمني أن أعلّم ابنتي احترام الكبار، كجدّها وجدّتها.',
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
                'I would like to make our religious occasions and family traditions, like Eid, joyful for my son.',
              father_daughter:
                'I would like to make our religious occasions and family traditions, like Eid, joyful for my daughter.',
              mother_son:
                'I would like to make our religious occasions and family traditions, like Eid, joyful for my son.',
              mother_daughter:
                'I would like to make our religious occasions and family traditions, like Eid, joyful for my daughter.',
            },
            ar: {
              father_son: 'أودّ أن أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابني.',
              father_daughter: 'أودّ أن أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابنتي.',
              mother_son: 'أودّ أن أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابني.',
              mother_daughter: 'أودّ أن أجعل مناسباتنا الدينية وتقاليد عائلتنا، كالعيد، أوقاتًا مبهجة لابنتي.',
            },
          },
          phase2: {
            en: {
              father_son: 'I make our religious occasions and family traditions, like Eid, joyful for my son.',
              father_daughter:
                'I make our religious occasions and family traditions, like Eid, joyful for my daughter.',
              mother_son: 'I make our religious occasions and family traditions, like Eid, joyful for my son.',
              mother_daughter:
                'I make our religious occasions and family traditions, like Eid, joyful for my daughter.',
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
              father_son: "I hope my father makes Eid and our family's special days fun for me.",
              father_daughter: "I hope my father makes Eid and our family's special days fun for me.",
              mother_son: "I hope my mother makes Eid and our family's special days fun for me.",
              mother_daughter: "I hope my mother makes Eid and our family's special days fun for me.",
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
              father_son: "My father makes Eid and our family's special days fun for me.",
              father_daughter: "My father makes Eid and our family's special days fun for me.",
              mother_son: "My mother makes Eid and our family's special days fun for me.",
              mother_daughter: "My mother makes Eid and our family's special days fun for me.",
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
      {
        key: 'q_2_1',
        category: 2,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son: 'I would like to give my son my full attention when he tells me about his day.',
              father_daughter: 'I would like to give my daughter my full attention when she tells me about her day.',
              mother_son: 'I would like to give my son my full attention when he tells me about his day.',
              mother_daughter: 'I would like to give my daughter my full attention when she tells me about her day.',
            },
            ar: {
              father_son: 'أودّ أن أُصغي إلى ابني باهتمام حين يحدثني عن يومه.',
              father_daughter: 'أودّ أن أُصغي إلى ابنتي باهتمام حين تحدثني عن يومها.',
              mother_son: 'أودّ أن أُصغي إلى ابني باهتمام حين يحدثني عن يومه.',
              mother_daughter: 'أودّ أن أُصغي إلى ابنتي باهتمام حين تحدثني عن يومها.',
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
        key: 'q_2_4',
        category: 2,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: 'When my son and I disagree, I would like to stay calm and talk it through with him.',
              father_daughter:
                'When my daughter and I disagree, I would like to stay calm and talk it through with her.',
              mother_son: 'When my son and I disagree, I would like to stay calm and talk it through with him.',
              mother_daughter:
                'When my daughter and I disagree, I would like to stay calm and talk it through with her.',
            },
            ar: {
              father_son: 'حين أختلف مع ابني في أمر ما، أودّ أن أبقى هادئًا وأتحاور معه.',
              father_daughter: 'حين أختلف مع ابنتي في أمر ما، أودّ أن أبقى هادئًا وأتحاور معها.',
              mother_son: 'حين أختلف مع ابني في أمر ما، أودّ أن أبقى هادئة وأتحاور معه.',
              mother_daughter: 'حين أختلف مع ابنتي في أمر ما، أودّ أن أبقى هادئة وأتحاور معها.',
            },
          },
          phase2: {
            en: {
              father_son: 'When my son and I disagree, I stay calm and talk it through with him.',
              father_daughter: 'When my daughter and I disagree, I stay calm and talk it through with her.',
              mother_son: 'When my son and I disagree, I stay calm and talk it through with him.',
              mother_daughter: 'When my daughter and I disagree, I stay calm and talk it through with her.',
            },
            ar: {
              father_son: 'حين أختلف مع ابني في أمر ما، أحافظ على هدوئي وأتحاور معه.',
              father_daughter: 'حين أختلف مع ابنتي في أمر ما، أحافظ على هدوئي وأتحاور معها.',
              mother_son: 'حين أختلف مع ابني في أمر ما، أحافظ على هدوئي وأتحاور معه.',
              mother_daughter: 'حين أختلف مع ابنتي في أمر ما، أحافظ على هدوئي وأتحاور معها.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'When my father and I do not agree, I hope he talks to me calmly.',
              father_daughter: 'When my father and I do not agree, I hope he talks to me calmly.',
              mother_son: 'When my mother and I do not agree, I hope she talks to me calmly.',
              mother_daughter: 'When my mother and I do not agree, I hope she talks to me calmly.',
            },
            ar: {
              father_son: 'حين لا نتفق أنا وأبي، أتمنى أن يكلمني بهدوء.',
              father_daughter: 'حين لا نتفق أنا وأبي، أتمنى أن يكلمني بهدوء.',
              mother_son: 'حين لا نتفق أنا وأمي، أتمنى أن تكلمني بهدوء.',
              mother_daughter: 'حين لا نتفق أنا وأمي، أتمنى أن تكلمني بهدوء.',
            },
          },
          phase2: {
            en: {
              father_son: 'When my father and I do not agree, he talks to me calmly.',
              father_daughter: 'When my father and I do not agree, he talks to me calmly.',
              mother_son: 'When my mother and I do not agree, she talks to me calmly.',
              mother_daughter: 'When my mother and I do not agree, she talks to me calmly.',
            },
            ar: {
              father_son: 'حين لا نتفق أنا وأبي، يكلمني بهدوء.',
              father_daughter: 'حين لا نتفق أنا وأبي، يكلمني بهدوء.',
              mother_son: 'حين لا نتفق أنا وأمي، تكلمني بهدوء.',
              mother_daughter: 'حين لا نتفق أنا وأمي، تكلمني بهدوء.',
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
              father_son: 'When I say no to my son, I would like to explain why in words he understands.',
              father_daughter: 'When I say no to my daughter, I would like to explain why in words she understands.',
              mother_son: 'When I say no to my son, I would like to explain why in words he understands.',
              mother_daughter: 'When I say no to my daughter, I would like to explain why in words she understands.',
            },
            ar: {
              father_son: 'حين أرفض طلبًا لابني، أودّ أن أشرح له السبب بكلمات يفهمها.',
              father_daughter: 'حين أرفض طلبًا لابنتي، أودّ أن أشرح لها السبب بكلمات تفهمها.',
              mother_son: 'حين أرفض طلبًا لابني، أودّ أن أشرح له السبب بكلمات يفهمها.',
              mother_daughter: 'حين أرفض طلبًا لابنتي، أودّ أن أشرح لها السبب بكلمات تفهمها.',
            },
          },
          phase2: {
            en: {
              father_son: 'When I say no to my son, I explain why in words he understands.',
              father_daughter: 'When I say no to my daughter, I explain why in words she understands.',
              mother_son: 'When I say no to my son, I explain why in words he understands.',
              mother_daughter: 'When I say no to my daughter, I explain why in words she understands.',
            },
            ar: {
              father_son: 'حين أرفض طلبًا لابني، أشرح له السبب بكلمات يفهمها.',
              father_daughter: 'حين أرفض طلبًا لابنتي، أشرح لها السبب بكلمات تفهمها.',
              mother_son: 'حين أرفض طلبًا لابني، أشرح له السبب بكلمات يفهمها.',
              mother_daughter: 'حين أرفض طلبًا لابنتي، أشرح لها السبب بكلمات تفهمها.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'When my father says no, I hope he tells me why.',
              father_daughter: 'When my father says no, I hope he tells me why.',
              mother_son: 'When my mother says no, I hope she tells me why.',
              mother_daughter: 'When my mother says no, I hope she tells me why.',
            },
            ar: {
              father_son: 'حين يرفض أبي طلبي، أتمنى أن يشرح لي السبب.',
              father_daughter: 'حين يرفض أبي طلبي، أتمنى أن يشرح لي السبب.',
              mother_son: 'حين ترفض أمي طلبي، أتمنى أن تشرح لي السبب.',
              mother_daughter: 'حين ترفض أمي طلبي، أتمنى أن تشرح لي السبب.',
            },
          },
          phase2: {
            en: {
              father_son: 'When my father says no, he tells me why.',
              father_daughter: 'When my father says no, he tells me why.',
              mother_son: 'When my mother says no, she tells me why.',
              mother_daughter: 'When my mother says no, she tells me why.',
            },
            ar: {
              father_son: 'حين يرفض أبي طلبي، يشرح لي السبب.',
              father_daughter: 'حين يرفض أبي طلبي، يشرح لي السبب.',
              mother_son: 'حين ترفض أمي طلبي، تشرح لي السبب.',
              mother_daughter: 'حين ترفض أمي طلبي، تشرح لي السبب.',
            },
          },
        },
      },
      {
        key: 'q_3_1',
        category: 3,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                'I would like to give my son small jobs at home that suit his age, and thank him for helping.',
              father_daughter:
                'I would like to give my daughter small jobs at home that suit her age, and thank her for helping.',
              mother_son:
                'I would like to give my son small jobs at home that suit his age, and thank him for helping.',
              mother_daughter:
                'I would like to give my daughter small jobs at home that suit her age, and thank her for helping.',
            },
            ar: {
              father_son: 'أودّ أن أُسند إلى ابني مهامّ منزلية صغيرة تناسب سنّه، وأن أشكره حين يساعد.',
              father_daughter: 'أودّ أن أُسند إلى ابنتي مهامّ منزلية صغيرة تناسب سنّها، وأن أشكرها حين تساعد.',
              mother_son: 'أودّ أن أُسند إلى ابني مهامّ منزلية صغيرة تناسب سنّه، وأن أشكره حين يساعد.',
              mother_daughter: 'أودّ أن أُسند إلى ابنتي مهامّ منزلية صغيرة تناسب سنّها، وأن أشكرها حين تساعد.',
            },
          },
          phase2: {
            en: {
              father_son: 'I give my son small jobs at home that suit his age, and I thank him for helping.',
              father_daughter: 'I give my daughter small jobs at home that suit her age, and I thank her for helping.',
              mother_son: 'I give my son small jobs at home that suit his age, and I thank him for helping.',
              mother_daughter: 'I give my daughter small jobs at home that suit her age, and I thank her for helping.',
            },
            ar: {
              father_son: 'أُسند إلى ابني مهامّ منزلية صغيرة تناسب سنّه، وأشكره حين يساعد.',
              father_daughter: 'أُسند إلى ابنتي مهامّ منزلية صغيرة تناسب سنّها، وأشكرها حين تساعد.',
              mother_son: 'أُسند إلى ابني مهامّ منزلية صغيرة تناسب سنّه، وأشكره حين يساعد.',
              mother_daughter: 'أُسند إلى ابنتي مهامّ منزلية صغيرة تناسب سنّها، وأشكرها حين تساعد.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I hope my father gives me small jobs at home, like setting the table, and thanks me when I help.',
              father_daughter:
                'I hope my father gives me small jobs at home, like setting the table, and thanks me when I help.',
              mother_son:
                'I hope my mother gives me small jobs at home, like setting the table, and thanks me when I help.',
              mother_daughter:
                'I hope my mother gives me small jobs at home, like setting the table, and thanks me when I help.',
            },
            ar: {
              father_son: 'أتمنى أن يعطيني أبي أعمالًا صغيرة في البيت، مثل تجهيز المائدة، وأن يشكرني حين أساعد.',
              father_daughter: 'أتمنى أن يعطيني أبي أعمالًا صغيرة في البيت، مثل تجهيز المائدة، وأن يشكرني حين أساعد.',
              mother_son: 'أتمنى أن تعطيني أمي أعمالًا صغيرة في البيت، مثل تجهيز المائدة، وأن تشكرني حين أساعد.',
              mother_daughter: 'أتمنى أن تعطيني أمي أعمالًا صغيرة في البيت، مثل تجهيز المائدة، وأن تشكرني حين أساعد.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father gives me small jobs at home, like setting the table, and thanks me when I help.',
              father_daughter:
                'My father gives me small jobs at home, like setting the table, and thanks me when I help.',
              mother_son: 'My mother gives me small jobs at home, like setting the table, and thanks me when I help.',
              mother_daughter:
                'My mother gives me small jobs at home, like setting the table, and thanks me when I help.',
            },
            ar: {
              father_son: 'يعطيني أبي أعمالًا صغيرة في البيت، مثل تجهيز المائدة، ويشكرني حين أساعد.',
              father_daughter: 'يعطيني أبي أعمالًا صغيرة في البيت، مثل تجهيز المائدة، ويشكرني حين أساعد.',
              mother_son: 'تعطيني أمي أعمالًا صغيرة في البيت، مثل تجهيز المائدة، وتشكرني حين أساعد.',
              mother_daughter: 'تعطيني أمي أعمالًا صغيرة في البيت، مثل تجهيز المائدة، وتشكرني حين أساعد.',
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
                'I would like to help my son with homework when he needs it, while letting him do the work himself.',
              father_daughter:
                'I would like to help my daughter with homework when she needs it, while letting her do the work herself.',
              mother_son:
                'I would like to help my son with homework when he needs it, while letting him do the work himself.',
              mother_daughter:
                'I would like to help my daughter with homework when she needs it, while letting her do the work herself.',
            },
            ar: {
              father_son: 'أودّ أن أساعد ابني في واجباته المدرسية حين يحتاج إلى ذلك، وأن أتركه يؤديها بنفسه.',
              father_daughter: 'أودّ أن أساعد ابنتي في واجباتها المدرسية حين تحتاج إلى ذلك، وأن أتركها تؤديها بنفسها.',
              mother_son: 'أودّ أن أساعد ابني في واجباته المدرسية حين يحتاج إلى ذلك، وأن أتركه يؤديها بنفسه.',
              mother_daughter: 'أودّ أن أساعد ابنتي في واجباتها المدرسية حين تحتاج إلى ذلك، وأن أتركها تؤديها بنفسها.',
            },
          },
          phase2: {
            en: {
              father_son: 'I help my son with homework when he needs it, and let him do the work himself.',
              father_daughter: 'I help my daughter with homework when she needs it, and let her do the work herself.',
              mother_son: 'I help my son with homework when he needs it, and let him do the work himself.',
              mother_daughter: 'I help my daughter with homework when she needs it, and let her do the work herself.',
            },
            ar: {
              father_son: 'أساعد ابني في واجباته المدرسية حين يحتاج إلى ذلك، وأتركه يؤديها بنفسه.',
              father_daughter: 'أساعد ابنتي في واجباتها المدرسية حين تحتاج إلى ذلك، وأتركها تؤديها بنفسها.',
              mother_son: 'أساعد ابني في واجباته المدرسية حين يحتاج إلى ذلك، وأتركه يؤديها بنفسه.',
              mother_daughter: 'أساعد ابنتي في واجباتها المدرسية حين تحتاج إلى ذلك، وأتركها تؤديها بنفسها.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'I hope my father helps me with homework when I need it, and lets me do it myself.',
              father_daughter: 'I hope my father helps me with homework when I need it, and lets me do it myself.',
              mother_son: 'I hope my mother helps me with homework when I need it, and lets me do it myself.',
              mother_daughter: 'I hope my mother helps me with homework when I need it, and lets me do it myself.',
            },
            ar: {
              father_son: 'أتمنى أن يساعدني أبي في واجباتي حين أحتاج إلى ذلك، وأن يتركني أحلّها بنفسي.',
              father_daughter: 'أتمنى أن يساعدني أبي في واجباتي حين أحتاج إلى ذلك، وأن يتركني أحلّها بنفسي.',
              mother_son: 'أتمنى أن تساعدني أمي في واجباتي حين أحتاج إلى ذلك، وأن تتركني أحلّها بنفسي.',
              mother_daughter: 'أتمنى أن تساعدني أمي في واجباتي حين أحتاج إلى ذلك، وأن تتركني أحلّها بنفسي.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father helps me with homework when I need it, and lets me do it myself.',
              father_daughter: 'My father helps me with homework when I need it, and lets me do it myself.',
              mother_son: 'My mother helps me with homework when I need it, and lets me do it myself.',
              mother_daughter: 'My mother helps me with homework when I need it, and lets me do it myself.',
            },
            ar: {
              father_son: 'يساعدني أبي في واجباتي حين أحتاج إلى ذلك، ويتركني أحلّها بنفسي.',
              father_daughter: 'يساعدني أبي في واجباتي حين أحتاج إلى ذلك، ويتركني أحلّها بنفسي.',
              mother_son: 'تساعدني أمي في واجباتي حين أحتاج إلى ذلك، وتتركني أحلّها بنفسي.',
              mother_daughter: 'تساعدني أمي في واجباتي حين أحتاج إلى ذلك، وتتركني أحلّها بنفسي.',
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
              father_son: 'I want to do what I promise my father.',
              father_daughter: 'I want to do what I promise my father.',
              mother_son: 'I want to do what I promise my mother.',
              mother_daughter: 'I want to do what I promise my mother.',
            },
            ar: {
              father_son: 'أريد أن أفعل ما أعِد به أبي.',
              father_daughter: 'أريد أن أفعل ما أعِد به أبي.',
              mother_son: 'أريد أن أفعل ما أعِد به أمي.',
              mother_daughter: 'أريد أن أفعل ما أعِد به أمي.',
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
              father_son:
                'I would like to let my son make small choices of his own, like what to wear or which book to read.',
              father_daughter:
                'I would like to let my daughter make small choices of her own, like what to wear or which book to read.',
              mother_son:
                'I would like to let my son make small choices of his own, like what to wear or which book to read.',
              mother_daughter:
                'I would like to let my daughter make small choices of her own, like what to wear or which book to read.',
            },
            ar: {
              father_son: 'أودّ أن أسمح لابني أن يختار أمورًا صغيرة بنفسه، كملابسه أو الكتاب الذي يقرؤه.',
              father_daughter: 'أودّ أن أسمح لابنتي أن تختار أمورًا صغيرة بنفسها، كملابسها أو الكتاب الذي تقرؤه.',
              mother_son: 'أودّ أن أسمح لابني أن يختار أمورًا صغيرة بنفسه، كملابسه أو الكتاب الذي يقرؤه.',
              mother_daughter: 'أودّ أن أسمح لابنتي أن تختار أمورًا صغيرة بنفسها، كملابسها أو الكتاب الذي تقرؤه.',
            },
          },
          phase2: {
            en: {
              father_son: 'I let my son make small choices of his own, like what to wear or which book to read.',
              father_daughter:
                'I let my daughter make small choices of her own, like what to wear or which book to read.',
              mother_son: 'I let my son make small choices of his own, like what to wear or which book to read.',
              mother_daughter:
                'I let my daughter make small choices of her own, like what to wear or which book to read.',
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
              father_son: 'I would like to teach my son simple money habits, like saving part of his pocket money.',
              father_daughter:
                'I would like to teach my daughter simple money habits, like saving part of her pocket money.',
              mother_son: 'I would like to teach my son simple money habits, like saving part of his pocket money.',
              mother_daughter:
                'I would like to teach my daughter simple money habits, like saving part of her pocket money.',
            },
            ar: {
              father_son: 'أودّ أن أعلّم ابني عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفه.',
              father_daughter: 'أودّ أن أعلّم ابنتي عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفها.',
              mother_son: 'أودّ أن أعلّم ابني عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفه.',
              mother_daughter: 'أودّ أن أعلّم ابنتي عادات بسيطة في التعامل مع المال، كادّخار جزء من مصروفها.',
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
              father_son: 'If someone upsets or hurts me, I hope I can tell my father and feel safe doing it.',
              father_daughter: 'If someone upsets or hurts me, I hope I can tell my father and feel safe doing it.',
              mother_son: 'If someone upsets or hurts me, I hope I can tell my mother and feel safe doing it.',
              mother_daughter: 'If someone upsets or hurts me, I hope I can tell my mother and feel safe doing it.',
            },
            ar: {
              father_son: 'إن ضايقني أحد أو آذاني، أتمنى أن أخبر أبي وأنا مطمئن.',
              father_daughter: 'إن ضايقني أحد أو آذاني، أتمنى أن أخبر أبي وأنا مطمئنة.',
              mother_son: 'إن ضايقني أحد أو آذاني، أتمنى أن أخبر أمي وأنا مطمئن.',
              mother_daughter: 'إن ضايقني أحد أو آذاني، أتمنى أن أخبر أمي وأنا مطمئنة.',
            },
          },
          phase2: {
            en: {
              father_son: 'If someone upsets or hurts me, I tell my father, and I feel safe doing it.',
              father_daughter: 'If someone upsets or hurts me, I tell my father, and I feel safe doing it.',
              mother_son: 'If someone upsets or hurts me, I tell my mother, and I feel safe doing it.',
              mother_daughter: 'If someone upsets or hurts me, I tell my mother, and I feel safe doing it.',
            },
            ar: {
              father_son: 'إن ضايقني أحد أو آذاني، أخبر أبي وأنا مطمئن.',
              father_daughter: 'إن ضايقني أحد أو آذاني، أخبر أبي وأنا مطمئنة.',
              mother_son: 'إن ضايقني أحد أو آذاني، أخبر أمي وأنا مطمئن.',
              mother_daughter: 'إن ضايقني أحد أو آذاني، أخبر أمي وأنا مطمئنة.',
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
              father_son: 'It matters to me to keep every promise I make to my son, big or small.',
              father_daughter: 'It matters to me to keep every promise I make to my daughter, big or small.',
              mother_son: 'It matters to me to keep every promise I make to my son, big or small.',
              mother_daughter: 'It matters to me to keep every promise I make to my daughter, big or small.',
            },
            ar: {
              father_son: 'يهمني أن أفي بكل وعد أقطعه لابني، صغيرًا كان أو كبيرًا.',
              father_daughter: 'يهمني أن أفي بكل وعد أقطعه لابنتي، صغيرًا كان أو كبيرًا.',
              mother_son: 'يهمني أن أفي بكل وعد أقطعه لابني، صغيرًا كان أو كبيرًا.',
              mother_daughter: 'يهمني أن أفي بكل وعد أقطعه لابنتي، صغيرًا كان أو كبيرًا.',
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
              father_son: 'When my son is sad or scared, I would like to comfort him with a hug and gentle words.',
              father_daughter:
                'When my daughter is sad or scared, I would like to comfort her with a hug and gentle words.',
              mother_son: 'When my son is sad or scared, I would like to comfort him with a hug and gentle words.',
              mother_daughter:
                'When my daughter is sad or scared, I would like to comfort her with a hug and gentle words.',
            },
            ar: {
              father_son: 'حين يكون ابني حزينًا أو خائفًا، أودّ أن أواسيه بحضن دافئ وكلمات حانية.',
              father_daughter: 'حين تكون ابنتي حزينة أو خائفة، أودّ أن أواسيها بحضن دافئ وكلمات حانية.',
              mother_son: 'حين يكون ابني حزينًا أو خائفًا، أودّ أن أواسيه بحضن دافئ وكلمات حانية.',
              mother_daughter: 'حين تكون ابنتي حزينة أو خائفة، أودّ أن أواسيها بحضن دافئ وكلمات حانية.',
            },
          },
          phase2: {
            en: {
              father_son: 'When my son is sad or scared, I comfort him with a hug and gentle words.',
              father_daughter: 'When my daughter is sad or scared, I comfort her with a hug and gentle words.',
              mother_son: 'When my son is sad or scared, I comfort him with a hug and gentle words.',
              mother_daughter: 'When my daughter is sad or scared, I comfort her with a hug and gentle words.',
            },
            ar: {
              father_son: 'حين يكون ابني حزينًا أو خائفًا، أواسيه بحضن دافئ وكلمات حانية.',
              father_daughter: 'حين تكون ابنتي حزينة أو خائفة، أواسيها بحضن دافئ وكلمات حانية.',
              mother_son: 'حين يكون ابني حزينًا أو خائفًا، أواسيه بحضن دافئ وكلمات حانية.',
              mother_daughter: 'حين تكون ابنتي حزينة أو خائفة، أواسيها بحضن دافئ وكلمات حانية.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'When I feel sad or scared, I hope my father hugs me and says kind words.',
              father_daughter: 'When I feel sad or scared, I hope my father hugs me and says kind words.',
              mother_son: 'When I feel sad or scared, I hope my mother hugs me and says kind words.',
              mother_daughter: 'When I feel sad or scared, I hope my mother hugs me and says kind words.',
            },
            ar: {
              father_son: 'حين أكون حزينًا أو خائفًا، أتمنى أن يضمّني أبي ويقول لي كلامًا طيبًا.',
              father_daughter: 'حين أكون حزينة أو خائفة، أتمنى أن يضمّني أبي ويقول لي كلامًا طيبًا.',
              mother_son: 'حين أكون حزينًا أو خائفًا، أتمنى أن تضمّني أمي وتقول لي كلامًا طيبًا.',
              mother_daughter: 'حين أكون حزينة أو خائفة، أتمنى أن تضمّني أمي وتقول لي كلامًا طيبًا.',
            },
          },
          phase2: {
            en: {
              father_son: 'When I feel sad or scared, my father hugs me and says kind words.',
              father_daughter: 'When I feel sad or scared, my father hugs me and says kind words.',
              mother_son: 'When I feel sad or scared, my mother hugs me and says kind words.',
              mother_daughter: 'When I feel sad or scared, my mother hugs me and says kind words.',
            },
            ar: {
              father_son: 'حين أكون حزينًا أو خائفًا، يضمّني أبي ويقول لي كلامًا طيبًا.',
              father_daughter: 'حين أكون حزينة أو خائفة، يضمّني أبي ويقول لي كلامًا طيبًا.',
              mother_son: 'حين أكون حزينًا أو خائفًا، تضمّني أمي وتقول لي كلامًا طيبًا.',
              mother_daughter: 'حين أكون حزينة أو خائفة، تضمّني أمي وتقول لي كلامًا طيبًا.',
            },
          },
        },
      },
      {
        key: 'q_5_1',
        category: 5,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son: 'I would like to spend time each week doing something fun with my son, just the two of us.',
              father_daughter:
                'I would like to spend time each week doing something fun with my daughter, just the two of us.',
              mother_son: 'I would like to spend time each week doing something fun with my son, just the two of us.',
              mother_daughter:
                'I would like to spend time each week doing something fun with my daughter, just the two of us.',
            },
            ar: {
              father_son: 'أودّ أن أقضي مع ابني وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
              father_daughter: 'أودّ أن أقضي مع ابنتي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
              mother_son: 'أودّ أن أقضي مع ابني وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
              mother_daughter: 'أودّ أن أقضي مع ابنتي وقتًا كل أسبوع، نكون فيه وحدنا ونفعل شيئًا ممتعًا.',
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
              father_daughter:
                'I hope my father spends time with me each week, just the two of us, doing something fun.',
              mother_son: 'I hope my mother spends time with me each week, just the two of us, doing something fun.',
              mother_daughter:
                'I hope my mother spends time with me each week, just the two of us, doing something fun.',
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
              father_son: 'I would like to sit down for meals with my son often and make them a happy time to talk.',
              father_daughter:
                'I would like to sit down for meals with my daughter often and make them a happy time to talk.',
              mother_son: 'I would like to sit down for meals with my son often and make them a happy time to talk.',
              mother_daughter:
                'I would like to sit down for meals with my daughter often and make them a happy time to talk.',
            },
            ar: {
              father_son: 'أودّ أن أجتمع مع ابني على المائدة كثيرًا، وأن تكون وجباتنا وقتًا جميلًا للحديث.',
              father_daughter: 'أودّ أن أجتمع مع ابنتي على المائدة كثيرًا، وأن تكون وجباتنا وقتًا جميلًا للحديث.',
              mother_son: 'أودّ أن أجتمع مع ابني على المائدة كثيرًا، وأن تكون وجباتنا وقتًا جميلًا للحديث.',
              mother_daughter: 'أودّ أن أجتمع مع ابنتي على المائدة كثيرًا، وأن تكون وجباتنا وقتًا جميلًا للحديث.',
            },
          },
          phase2: {
            en: {
              father_son: 'I often sit down for meals with my son, and we enjoy talking together.',
              father_daughter: 'I often sit down for meals with my daughter, and we enjoy talking together.',
              mother_son: 'I often sit down for meals with my son, and we enjoy talking together.',
              mother_daughter: 'I often sit down for meals with my daughter, and we enjoy talking together.',
            },
            ar: {
              father_son: 'أجتمع مع ابني على المائدة كثيرًا، ونستمتع بالحديث معًا.',
              father_daughter: 'أجتمع مع ابنتي على المائدة كثيرًا، ونستمتع بالحديث معًا.',
              mother_son: 'أجتمع مع ابني على المائدة كثيرًا، ونستمتع بالحديث معًا.',
              mother_daughter: 'أجتمع مع ابنتي على المائدة كثيرًا، ونستمتع بالحديث معًا.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'I hope my father often eats with us and we talk together at the table.',
              father_daughter: 'I hope my father often eats with us and we talk together at the table.',
              mother_son: 'I hope my mother often eats with us and we talk together at the table.',
              mother_daughter: 'I hope my mother often eats with us and we talk together at the table.',
            },
            ar: {
              father_son: 'أتمنى أن يأكل أبي معنا كثيرًا، وأن نتحدث معًا على المائدة.',
              father_daughter: 'أتمنى أن يأكل أبي معنا كثيرًا، وأن نتحدث معًا على المائدة.',
              mother_son: 'أتمنى أن تأكل أمي معنا كثيرًا، وأن نتحدث معًا على المائدة.',
              mother_daughter: 'أتمنى أن تأكل أمي معنا كثيرًا، وأن نتحدث معًا على المائدة.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father often eats with us, and we talk together at the table.',
              father_daughter: 'My father often eats with us, and we talk together at the table.',
              mother_son: 'My mother often eats with us, and we talk together at the table.',
              mother_daughter: 'My mother often eats with us, and we talk together at the table.',
            },
            ar: {
              father_son: 'يأكل أبي معنا كثيرًا، ونتحدث معًا على المائدة.',
              father_daughter: 'يأكل أبي معنا كثيرًا، ونتحدث معًا على المائدة.',
              mother_son: 'تأكل أمي معنا كثيرًا، ونتحدث معًا على المائدة.',
              mother_daughter: 'تأكل أمي معنا كثيرًا، ونتحدث معًا على المائدة.',
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
                'I would like to take my son on family visits and outings, like seeing his grandparents and relatives.',
              father_daughter:
                'I would like to take my daughter on family visits and outings, like seeing her grandparents and relatives.',
              mother_son:
                'I would like to take my son on family visits and outings, like seeing his grandparents and relatives.',
              mother_daughter:
                'I would like to take my daughter on family visits and outings, like seeing her grandparents and relatives.',
            },
            ar: {
              father_son: 'أودّ أن أصطحب ابني في زيارات ونزهات عائلية، كزيارة جدّه وجدّته وأقاربنا.',
              father_daughter: 'أودّ أن أصطحب ابنتي في زيارات ونزهات عائلية، كزيارة جدّها وجدّتها وأقاربنا.',
              mother_son: 'أودّ أن أصطحب ابني في زيارات ونزهات عائلية، كزيارة جدّه وجدّته وأقاربنا.',
              mother_daughter: 'أودّ أن أصطحب ابنتي في زيارات ونزهات عائلية، كزيارة جدّها وجدّتها وأقاربنا.',
            },
          },
          phase2: {
            en: {
              father_son: 'I take my son on family visits and outings, like seeing his grandparents and relatives.',
              father_daughter:
                'I take my daughter on family visits and outings, like seeing her grandparents and relatives.',
              mother_son: 'I take my son on family visits and outings, like seeing his grandparents and relatives.',
              mother_daughter:
                'I take my daughter on family visits and outings, like seeing her grandparents and relatives.',
            },
            ar: {
              father_son: 'أصطحب ابني في زيارات ونزهات عائلية، كزيارة جدّه وجدّته وأقاربنا.',
              father_daughter: 'أصطحب ابنتي في زيارات ونزهات عائلية، كزيارة جدّها وجدّتها وأقاربنا.',
              mother_son: 'أصطحب ابني في زيارات ونزهات عائلية، كزيارة جدّه وجدّته وأقاربنا.',
              mother_daughter: 'أصطحب ابنتي في زيارات ونزهات عائلية، كزيارة جدّها وجدّتها وأقاربنا.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I hope my father takes me to visit my grandparents and relatives, and that we go on fun outings together.',
              father_daughter:
                'I hope my father takes me to visit my grandparents and relatives, and that we go on fun outings together.',
              mother_son:
                'I hope my mother takes me to visit my grandparents and relatives, and that we go on fun outings together.',
              mother_daughter:
                'I hope my mother takes me to visit my grandparents and relatives, and that we go on fun outings together.',
            },
            ar: {
              father_son: 'أتمنى أن يأخذني أبي لزيارة جدّي وجدّتي وأقاربنا، وأن نخرج معًا في نزهات ممتعة.',
              father_daughter: 'أتمنى أن يأخذني أبي لزيارة جدّي وجدّتي وأقاربنا، وأن نخرج معًا في نزهات ممتعة.',
              mother_son: 'أتمنى أن تأخذني أمي لزيارة جدّي وجدّتي وأقاربنا، وأن نخرج معًا في نزهات ممتعة.',
              mother_daughter: 'أتمنى أن تأخذني أمي لزيارة جدّي وجدّتي وأقاربنا، وأن نخرج معًا في نزهات ممتعة.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My father takes me to visit my grandparents and relatives, and we go on fun outings together.',
              father_daughter:
                'My father takes me to visit my grandparents and relatives, and we go on fun outings together.',
              mother_son:
                'My mother takes me to visit my grandparents and relatives, and we go on fun outings together.',
              mother_daughter:
                'My mother takes me to visit my grandparents and relatives, and we go on fun outings together.',
            },
            ar: {
              father_son: 'يأخذني أبي لزيارة جدّي وجدّتي وأقاربنا، ونخرج معًا في نزهات ممتعة.',
              father_daughter: 'يأخذني أبي لزيارة جدّي وجدّتي وأقاربنا، ونخرج معًا في نزهات ممتعة.',
              mother_son: 'تأخذني أمي لزيارة جدّي وجدّتي وأقاربنا، ونخرج معًا في نزهات ممتعة.',
              mother_daughter: 'تأخذني أمي لزيارة جدّي وجدّتي وأقاربنا، ونخرج معًا في نزهات ممتعة.',
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
              father_son: 'I would like my son and me to agree on screen-time rules, and to follow them myself too.',
              father_daughter:
                'I would like my daughter and me to agree on screen-time rules, and to follow them myself too.',
              mother_son: 'I would like my son and me to agree on screen-time rules, and to follow them myself too.',
              mother_daughter:
                'I would like my daughter and me to agree on screen-time rules, and to follow them myself too.',
            },
            ar: {
              father_son: 'أودّ أن أتفق مع ابني على قواعد لاستخدام الأجهزة والتلفاز، وأن ألتزم بها أنا أيضًا.',
              father_daughter: 'أودّ أن أتفق مع ابنتي على قواعد لاستخدام الأجهزة والتلفاز، وأن ألتزم بها أنا أيضًا.',
              mother_son: 'أودّ أن أتفق مع ابني على قواعد لاستخدام الأجهزة والتلفاز، وأن ألتزم بها أنا أيضًا.',
              mother_daughter: 'أودّ أن أتفق مع ابنتي على قواعد لاستخدام الأجهزة والتلفاز، وأن ألتزم بها أنا أيضًا.',
            },
          },
          phase2: {
            en: {
              father_son: 'My son and I have agreed on screen-time rules, and I follow them myself too.',
              father_daughter: 'My daughter and I have agreed on screen-time rules, and I follow them myself too.',
              mother_son: 'My son and I have agreed on screen-time rules, and I follow them myself too.',
              mother_daughter: 'My daughter and I have agreed on screen-time rules, and I follow them myself too.',
            },
            ar: {
              father_son: 'اتفقت مع ابني على قواعد لاستخدام الأجهزة والتلفاز، وألتزم بها أنا أيضًا.',
              father_daughter: 'اتفقت مع ابنتي على قواعد لاستخدام الأجهزة والتلفاز، وألتزم بها أنا أيضًا.',
              mother_son: 'اتفقت مع ابني على قواعد لاستخدام الأجهزة والتلفاز، وألتزم بها أنا أيضًا.',
              mother_daughter: 'اتفقت مع ابنتي على قواعد لاستخدام الأجهزة والتلفاز، وألتزم بها أنا أيضًا.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I hope my father and I agree on rules for phones, tablets and TV, and that he follows them too.',
              father_daughter:
                'I hope my father and I agree on rules for phones, tablets and TV, and that he follows them too.',
              mother_son:
                'I hope my mother and I agree on rules for phones, tablets and TV, and that she follows them too.',
              mother_daughter:
                'I hope my mother and I agree on rules for phones, tablets and TV, and that she follows them too.',
            },
            ar: {
              father_son: 'أتمنى أن نتفق أنا وأبي على قواعد لاستخدام الأجهزة والتلفاز، وأن يلتزم بها هو أيضًا.',
              father_daughter: 'أتمنى أن نتفق أنا وأبي على قواعد لاستخدام الأجهزة والتلفاز، وأن يلتزم بها هو أيضًا.',
              mother_son: 'أتمنى أن نتفق أنا وأمي على قواعد لاستخدام الأجهزة والتلفاز، وأن تلتزم بها هي أيضًا.',
              mother_daughter: 'أتمنى أن نتفق أنا وأمي على قواعد لاستخدام الأجهزة والتلفاز، وأن تلتزم بها هي أيضًا.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father and I agreed on rules for phones, tablets and TV, and he follows them too.',
              father_daughter: 'My father and I agreed on rules for phones, tablets and TV, and he follows them too.',
              mother_son: 'My mother and I agreed on rules for phones, tablets and TV, and she follows them too.',
              mother_daughter: 'My mother and I agreed on rules for phones, tablets and TV, and she follows them too.',
            },
            ar: {
              father_son: 'اتفقنا أنا وأبي على قواعد لاستخدام الأجهزة والتلفاز، ويلتزم بها هو أيضًا.',
              father_daughter: 'اتفقنا أنا وأبي على قواعد لاستخدام الأجهزة والتلفاز، ويلتزم بها هو أيضًا.',
              mother_son: 'اتفقنا أنا وأمي على قواعد لاستخدام الأجهزة والتلفاز، وتلتزم بها هي أيضًا.',
              mother_daughter: 'اتفقنا أنا وأمي على قواعد لاستخدام الأجهزة والتلفاز، وتلتزم بها هي أيضًا.',
            },
          },
        },
      },
    ],
  },
  '13-15': {
    version: 2,
    date: '2026-11-23',
    why: 'Content review 2026-11-23: q_5_5 asked two things at once; every Phase 1 now opens with the bank\'s one stem ("I hope" / «آمل أن»).',
    before: [
      {
        key: 'q_1_3',
        category: 1,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'It matters to me that my son and I speak to each other with respect, even when one of us is upset.',
              father_daughter:
                'It matters to me that my daughter and I speak to each other with respect, even when one of us is upset.',
              mother_son:
                'It matters to me that my son and I speak to each other with respect, even when one of us is upset.',
              mother_daughter:
                'It matters to me that my daughter and I speak to each other with respect, even when one of us is upset.',
            },
            ar: {
              father_son: 'يهمني أن يسود الاحترام حديثي مع ابني، حتى حين يكون أحدنا منزعجًا.',
              father_daughter: 'يهمني أن يسود الاحترام حديثي مع ابنتي، حتى حين يكون أحدنا منزعجًا.',
              mother_son: 'يهمني أن يسود الاحترام حديثي مع ابني، حتى حين يكون أحدنا منزعجًا.',
              mother_daughter: 'يهمني أن يسود الاحترام حديثي مع ابنتي، حتى حين تكون إحدانا منزعجة.',
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
              father_son:
                'It matters to me that my father and I speak to each other with respect, even when one of us is upset.',
              father_daughter:
                'It matters to me that my father and I speak to each other with respect, even when one of us is upset.',
              mother_son:
                'It matters to me that my mother and I speak to each other with respect, even when one of us is upset.',
              mother_daughter:
                'It matters to me that my mother and I speak to each other with respect, even when one of us is upset.',
            },
            ar: {
              father_son: 'يهمني أن يسود الاحترام حديثي مع أبي، حتى حين يكون أحدنا منزعجًا.',
              father_daughter: 'يهمني أن يسود الاحترام حديثي مع أبي، حتى حين يكون أحدنا منزعجًا.',
              mother_son: 'يهمني أن يسود الاحترام حديثي مع أمي، حتى حين يكون أحدنا منزعجًا.',
              mother_daughter: 'يهمني أن يسود الاحترام حديثي مع أمي، حتى حين تكون إحدانا منزعجة.',
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
        key: 'q_1_4',
        category: 1,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'I want my son to know I will stand by him when he chooses what is right, even if his friends do otherwise.',
              father_daughter:
                'I want my daughter to know I will stand by her when she chooses what is right, even if her friends do otherwise.',
              mother_son:
                'I want my son to know I will stand by him when he chooses what is right, even if his friends do otherwise.',
              mother_daughter:
                'I want my daughter to know I will stand by her when she chooses what is right, even if her friends do otherwise.',
            },
            ar: {
              father_son: 'أريد أن يعلم ابني أني سأقف إلى جانبه حين يختار الصواب، حتى لو اختار أصدقاؤه غير ذلك.',
              father_daughter:
                'أريد أن تعلم ابنتي أني سأقف إلى جانبها حين تختار الصواب، حتى لو اختارت صديقاتها غير ذلك.',
              mother_son: 'أريد أن يعلم ابني أني سأقف إلى جانبه حين يختار الصواب، حتى لو اختار أصدقاؤه غير ذلك.',
              mother_daughter:
                'أريد أن تعلم ابنتي أني سأقف إلى جانبها حين تختار الصواب، حتى لو اختارت صديقاتها غير ذلك.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My son knows I stand by him when he chooses what is right, even if his friends do otherwise.',
              father_daughter:
                'My daughter knows I stand by her when she chooses what is right, even if her friends do otherwise.',
              mother_son:
                'My son knows I stand by him when he chooses what is right, even if his friends do otherwise.',
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
              father_son:
                'I want to be sure my father will stand by me when I choose what is right, even if my friends do otherwise.',
              father_daughter:
                'I want to be sure my father will stand by me when I choose what is right, even if my friends do otherwise.',
              mother_son:
                'I want to be sure my mother will stand by me when I choose what is right, even if my friends do otherwise.',
              mother_daughter:
                'I want to be sure my mother will stand by me when I choose what is right, even if my friends do otherwise.',
            },
            ar: {
              father_son: 'أريد أن أطمئن إلى أن أبي سيقف إلى جانبي حين أختار الصواب، حتى لو اختار أصدقائي غير ذلك.',
              father_daughter:
                'أريد أن أطمئن إلى أن أبي سيقف إلى جانبي حين أختار الصواب، حتى لو اختارت صديقاتي غير ذلك.',
              mother_son: 'أريد أن أطمئن إلى أن أمي ستقف إلى جانبي حين أختار الصواب، حتى لو اختار أصدقائي غير ذلك.',
              mother_daughter:
                'أريد أن أطمئن إلى أن أمي ستقف إلى جانبي حين أختار الصواب، حتى لو اختارت صديقاتي غير ذلك.',
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
        key: 'q_2_1',
        category: 2,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                'It matters to me that I listen to my son fully before giving my opinion, so that he feels heard.',
              father_daughter:
                'It matters to me that I listen to my daughter fully before giving my opinion, so that she feels heard.',
              mother_son:
                'It matters to me that I listen to my son fully before giving my opinion, so that he feels heard.',
              mother_daughter:
                'It matters to me that I listen to my daughter fully before giving my opinion, so that she feels heard.',
            },
            ar: {
              father_son: 'يهمني أن أستمع إلى ابني حتى ينهي كلامه قبل أن أبدي رأيي، فيشعر بأن صوته مسموع.',
              father_daughter: 'يهمني أن أستمع إلى ابنتي حتى تنهي كلامها قبل أن أبدي رأيي، فتشعر بأن صوتها مسموع.',
              mother_son: 'يهمني أن أستمع إلى ابني حتى ينهي كلامه قبل أن أبدي رأيي، فيشعر بأن صوته مسموع.',
              mother_daughter: 'يهمني أن أستمع إلى ابنتي حتى تنهي كلامها قبل أن أبدي رأيي، فتشعر بأن صوتها مسموع.',
            },
          },
          phase2: {
            en: {
              father_son: 'I listen to my son fully before giving my opinion, and he feels heard.',
              father_daughter: 'I listen to my daughter fully before giving my opinion, and she feels heard.',
              mother_son: 'I listen to my son fully before giving my opinion, and he feels heard.',
              mother_daughter: 'I listen to my daughter fully before giving my opinion, and she feels heard.',
            },
            ar: {
              father_son: 'أستمع إلى ابني حتى ينهي كلامه قبل أن أبدي رأيي، فيشعر بأن صوته مسموع.',
              father_daughter: 'أستمع إلى ابنتي حتى تنهي كلامها قبل أن أبدي رأيي، فتشعر بأن صوتها مسموع.',
              mother_son: 'أستمع إلى ابني حتى ينهي كلامه قبل أن أبدي رأيي، فيشعر بأن صوته مسموع.',
              mother_daughter: 'أستمع إلى ابنتي حتى تنهي كلامها قبل أن أبدي رأيي، فتشعر بأن صوتها مسموع.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'I hope my father listens to me fully before giving his opinion, so that I feel heard.',
              father_daughter: 'I hope my father listens to me fully before giving his opinion, so that I feel heard.',
              mother_son: 'I hope my mother listens to me fully before giving her opinion, so that I feel heard.',
              mother_daughter: 'I hope my mother listens to me fully before giving her opinion, so that I feel heard.',
            },
            ar: {
              father_son: 'آمل أن يستمع إليّ أبي حتى أنهي كلامي قبل أن يبدي رأيه، فأشعر بأن صوتي مسموع.',
              father_daughter: 'آمل أن يستمع إليّ أبي حتى أنهي كلامي قبل أن يبدي رأيه، فأشعر بأن صوتي مسموع.',
              mother_son: 'آمل أن تستمع إليّ أمي حتى أنهي كلامي قبل أن تبدي رأيها، فأشعر بأن صوتي مسموع.',
              mother_daughter: 'آمل أن تستمع إليّ أمي حتى أنهي كلامي قبل أن تبدي رأيها، فأشعر بأن صوتي مسموع.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father listens to me fully before giving his opinion, and I feel heard.',
              father_daughter: 'My father listens to me fully before giving his opinion, and I feel heard.',
              mother_son: 'My mother listens to me fully before giving her opinion, and I feel heard.',
              mother_daughter: 'My mother listens to me fully before giving her opinion, and I feel heard.',
            },
            ar: {
              father_son: 'يستمع إليّ أبي حتى أنهي كلامي قبل أن يبدي رأيه، فأشعر بأن صوتي مسموع.',
              father_daughter: 'يستمع إليّ أبي حتى أنهي كلامي قبل أن يبدي رأيه، فأشعر بأن صوتي مسموع.',
              mother_son: 'تستمع إليّ أمي حتى أنهي كلامي قبل أن تبدي رأيها، فأشعر بأن صوتي مسموع.',
              mother_daughter: 'تستمع إليّ أمي حتى أنهي كلامي قبل أن تبدي رأيها، فأشعر بأن صوتي مسموع.',
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
              father_son:
                'I want my son to feel free to disagree with me politely, without my taking it as disrespect.',
              father_daughter:
                'I want my daughter to feel free to disagree with me politely, without my taking it as disrespect.',
              mother_son:
                'I want my son to feel free to disagree with me politely, without my taking it as disrespect.',
              mother_daughter:
                'I want my daughter to feel free to disagree with me politely, without my taking it as disrespect.',
            },
            ar: {
              father_son: 'أريد أن يشعر ابني بأن له أن يخالفني الرأي بأدب، دون أن أعدّ ذلك قلة احترام.',
              father_daughter: 'أريد أن تشعر ابنتي بأن لها أن تخالفني الرأي بأدب، دون أن أعدّ ذلك قلة احترام.',
              mother_son: 'أريد أن يشعر ابني بأن له أن يخالفني الرأي بأدب، دون أن أعدّ ذلك قلة احترام.',
              mother_daughter: 'أريد أن تشعر ابنتي بأن لها أن تخالفني الرأي بأدب، دون أن أعدّ ذلك قلة احترام.',
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
        key: 'q_3_1',
        category: 3,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son: 'I would like to give my son more freedom step by step, as he shows he can handle it.',
              father_daughter:
                'I would like to give my daughter more freedom step by step, as she shows she can handle it.',
              mother_son: 'I would like to give my son more freedom step by step, as he shows he can handle it.',
              mother_daughter:
                'I would like to give my daughter more freedom step by step, as she shows she can handle it.',
            },
            ar: {
              father_son: 'أودّ أن أمنح ابني مزيدًا من الحرية شيئًا فشيئًا، كلما أثبت أنه أهل لها.',
              father_daughter: 'أودّ أن أمنح ابنتي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتت أنها أهل لها.',
              mother_son: 'أودّ أن أمنح ابني مزيدًا من الحرية شيئًا فشيئًا، كلما أثبت أنه أهل لها.',
              mother_daughter: 'أودّ أن أمنح ابنتي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتت أنها أهل لها.',
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
              father_son: 'I expect my father to give me more freedom step by step, as I show I can handle it.',
              father_daughter: 'I expect my father to give me more freedom step by step, as I show I can handle it.',
              mother_son: 'I expect my mother to give me more freedom step by step, as I show I can handle it.',
              mother_daughter: 'I expect my mother to give me more freedom step by step, as I show I can handle it.',
            },
            ar: {
              father_son: 'أتوقع أن يمنحني أبي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
              father_daughter: 'أتوقع أن يمنحني أبي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
              mother_son: 'أتوقع أن تمنحني أمي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
              mother_daughter: 'أتوقع أن تمنحني أمي مزيدًا من الحرية شيئًا فشيئًا، كلما أثبتُّ أني أهل لها.',
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
        key: 'q_3_2',
        category: 3,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'It matters to me that I let my son make his own choices in things that suit his age, even if he sometimes gets them wrong.',
              father_daughter:
                'It matters to me that I let my daughter make her own choices in things that suit her age, even if she sometimes gets them wrong.',
              mother_son:
                'It matters to me that I let my son make his own choices in things that suit his age, even if he sometimes gets them wrong.',
              mother_daughter:
                'It matters to me that I let my daughter make her own choices in things that suit her age, even if she sometimes gets them wrong.',
            },
            ar: {
              father_son: 'يهمني أن أدع ابني يتخذ قراراته في الأمور التي تناسب سنّه، حتى لو أخطأ أحيانًا.',
              father_daughter: 'يهمني أن أدع ابنتي تتخذ قراراتها في الأمور التي تناسب سنّها، حتى لو أخطأت أحيانًا.',
              mother_son: 'يهمني أن أدع ابني يتخذ قراراته في الأمور التي تناسب سنّه، حتى لو أخطأ أحيانًا.',
              mother_daughter: 'يهمني أن أدع ابنتي تتخذ قراراتها في الأمور التي تناسب سنّها، حتى لو أخطأت أحيانًا.',
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
                'It matters to me that my father lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
              father_daughter:
                'It matters to me that my father lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
              mother_son:
                'It matters to me that my mother lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
              mother_daughter:
                'It matters to me that my mother lets me make my own choices in things that suit my age, even if I sometimes get them wrong.',
            },
            ar: {
              father_son: 'يهمني أن يدعني أبي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
              father_daughter: 'يهمني أن يدعني أبي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
              mother_son: 'يهمني أن تدعني أمي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
              mother_daughter: 'يهمني أن تدعني أمي أتخذ قراراتي في الأمور التي تناسب سنّي، حتى لو أخطأت أحيانًا.',
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
        key: 'q_3_3',
        category: 3,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'I expect my son to organise his own study time, with my support rather than constant reminders.',
              father_daughter:
                'I expect my daughter to organise her own study time, with my support rather than constant reminders.',
              mother_son:
                'I expect my son to organise his own study time, with my support rather than constant reminders.',
              mother_daughter:
                'I expect my daughter to organise her own study time, with my support rather than constant reminders.',
            },
            ar: {
              father_son: 'أتوقع أن ينظّم ابني وقت دراسته بنفسه، بدعم مني لا بتذكير متواصل.',
              father_daughter: 'أتوقع أن تنظّم ابنتي وقت دراستها بنفسها، بدعم مني لا بتذكير متواصل.',
              mother_son: 'أتوقع أن ينظّم ابني وقت دراسته بنفسه، بدعم مني لا بتذكير متواصل.',
              mother_daughter: 'أتوقع أن تنظّم ابنتي وقت دراستها بنفسها، بدعم مني لا بتذكير متواصل.',
            },
          },
          phase2: {
            en: {
              father_son: 'My son organises his own study time, with my support rather than constant reminders.',
              father_daughter:
                'My daughter organises her own study time, with my support rather than constant reminders.',
              mother_son: 'My son organises his own study time, with my support rather than constant reminders.',
              mother_daughter:
                'My daughter organises her own study time, with my support rather than constant reminders.',
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
              father_son:
                "I want to organise my own study time, with my father's support rather than constant reminders.",
              father_daughter:
                "I want to organise my own study time, with my father's support rather than constant reminders.",
              mother_son:
                "I want to organise my own study time, with my mother's support rather than constant reminders.",
              mother_daughter:
                "I want to organise my own study time, with my mother's support rather than constant reminders.",
            },
            ar: {
              father_son: 'أريد أن أنظّم وقت دراستي بنفسي، بدعم من أبي لا بتذكير متواصل.',
              father_daughter: 'أريد أن أنظّم وقت دراستي بنفسي، بدعم من أبي لا بتذكير متواصل.',
              mother_son: 'أريد أن أنظّم وقت دراستي بنفسي، بدعم من أمي لا بتذكير متواصل.',
              mother_daughter: 'أريد أن أنظّم وقت دراستي بنفسي، بدعم من أمي لا بتذكير متواصل.',
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
        key: 'q_3_5',
        category: 3,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                'I expect my son to keep his word, like coming home at the agreed time, so that I can trust him with more.',
              father_daughter:
                'I expect my daughter to keep her word, like coming home at the agreed time, so that I can trust her with more.',
              mother_son:
                'I expect my son to keep his word, like coming home at the agreed time, so that I can trust him with more.',
              mother_daughter:
                'I expect my daughter to keep her word, like coming home at the agreed time, so that I can trust her with more.',
            },
            ar: {
              father_son: 'أتوقع أن يفي ابني بوعوده، كالعودة إلى البيت في الموعد المتفق عليه، فأثق به في أمور أكبر.',
              father_daughter:
                'أتوقع أن تفي ابنتي بوعودها، كالعودة إلى البيت في الموعد المتفق عليه، فأثق بها في أمور أكبر.',
              mother_son: 'أتوقع أن يفي ابني بوعوده، كالعودة إلى البيت في الموعد المتفق عليه، فأثق به في أمور أكبر.',
              mother_daughter:
                'أتوقع أن تفي ابنتي بوعودها، كالعودة إلى البيت في الموعد المتفق عليه، فأثق بها في أمور أكبر.',
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
                'I want to keep my word to my father, like coming home at the agreed time, so that he can trust me with more.',
              father_daughter:
                'I want to keep my word to my father, like coming home at the agreed time, so that he can trust me with more.',
              mother_son:
                'I want to keep my word to my mother, like coming home at the agreed time, so that she can trust me with more.',
              mother_daughter:
                'I want to keep my word to my mother, like coming home at the agreed time, so that she can trust me with more.',
            },
            ar: {
              father_son: 'أريد أن أفي بوعودي لأبي، كالعودة إلى البيت في الموعد المتفق عليه، فيثق بي في أمور أكبر.',
              father_daughter:
                'أريد أن أفي بوعودي لأبي، كالعودة إلى البيت في الموعد المتفق عليه، فيثق بي في أمور أكبر.',
              mother_son: 'أريد أن أفي بوعودي لأمي، كالعودة إلى البيت في الموعد المتفق عليه، فتثق بي في أمور أكبر.',
              mother_daughter:
                'أريد أن أفي بوعودي لأمي، كالعودة إلى البيت في الموعد المتفق عليه، فتثق بي في أمور أكبر.',
            },
          },
          phase2: {
            en: {
              father_son:
                'I keep my word to my father, like coming home at the agreed time, so he can trust me with more.',
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
      {
        key: 'q_4_3',
        category: 4,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: "It matters to me that I respect my son's privacy, such as knocking before I enter his room.",
              father_daughter:
                "It matters to me that I respect my daughter's privacy, such as knocking before I enter her room.",
              mother_son: "It matters to me that I respect my son's privacy, such as knocking before I enter his room.",
              mother_daughter:
                "It matters to me that I respect my daughter's privacy, such as knocking before I enter her room.",
            },
            ar: {
              father_son: 'يهمني أن أحترم خصوصية ابني، كأن أطرق الباب قبل أن أدخل غرفته.',
              father_daughter: 'يهمني أن أحترم خصوصية ابنتي، كأن أطرق الباب قبل أن أدخل غرفتها.',
              mother_son: 'يهمني أن أحترم خصوصية ابني، كأن أطرق الباب قبل أن أدخل غرفته.',
              mother_daughter: 'يهمني أن أحترم خصوصية ابنتي، كأن أطرق الباب قبل أن أدخل غرفتها.',
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
              father_son:
                'It matters to me that my father respects my privacy, such as knocking before he enters my room.',
              father_daughter:
                'It matters to me that my father respects my privacy, such as knocking before he enters my room.',
              mother_son:
                'It matters to me that my mother respects my privacy, such as knocking before she enters my room.',
              mother_daughter:
                'It matters to me that my mother respects my privacy, such as knocking before she enters my room.',
            },
            ar: {
              father_son: 'يهمني أن يحترم أبي خصوصيتي، كأن يطرق الباب قبل أن يدخل غرفتي.',
              father_daughter: 'يهمني أن يحترم أبي خصوصيتي، كأن يطرق الباب قبل أن يدخل غرفتي.',
              mother_son: 'يهمني أن تحترم أمي خصوصيتي، كأن تطرق الباب قبل أن تدخل غرفتي.',
              mother_daughter: 'يهمني أن تحترم أمي خصوصيتي، كأن تطرق الباب قبل أن تدخل غرفتي.',
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
        key: 'q_4_4',
        category: 4,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: 'I want to give my son the benefit of the doubt, rather than assuming the worst about him.',
              father_daughter:
                'I want to give my daughter the benefit of the doubt, rather than assuming the worst about her.',
              mother_son: 'I want to give my son the benefit of the doubt, rather than assuming the worst about him.',
              mother_daughter:
                'I want to give my daughter the benefit of the doubt, rather than assuming the worst about her.',
            },
            ar: {
              father_son: 'أريد أن أُحسن الظن بابني، فلا أسارع إلى الشك فيه.',
              father_daughter: 'أريد أن أُحسن الظن بابنتي، فلا أسارع إلى الشك فيها.',
              mother_son: 'أريد أن أُحسن الظن بابني، فلا أسارع إلى الشك فيه.',
              mother_daughter: 'أريد أن أُحسن الظن بابنتي، فلا أسارع إلى الشك فيها.',
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
              father_son:
                'I hope my father gives me the benefit of the doubt, rather than assuming the worst about me.',
              father_daughter:
                'I hope my father gives me the benefit of the doubt, rather than assuming the worst about me.',
              mother_son:
                'I hope my mother gives me the benefit of the doubt, rather than assuming the worst about me.',
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
        key: 'q_5_2',
        category: 5,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'I want to avoid comparing my son with his siblings or other young people, and to value him for who he is.',
              father_daughter:
                'I want to avoid comparing my daughter with her siblings or other young people, and to value her for who she is.',
              mother_son:
                'I want to avoid comparing my son with his siblings or other young people, and to value him for who he is.',
              mother_daughter:
                'I want to avoid comparing my daughter with her siblings or other young people, and to value her for who she is.',
            },
            ar: {
              father_son: 'أريد ألا أقارن ابني بإخوته أو بأقرانه، وأن أقدّره كما هو.',
              father_daughter: 'أريد ألا أقارن ابنتي بإخوتها أو بأقرانها، وأن أقدّرها كما هي.',
              mother_son: 'أريد ألا أقارن ابني بإخوته أو بأقرانه، وأن أقدّره كما هو.',
              mother_daughter: 'أريد ألا أقارن ابنتي بإخوتها أو بأقرانها، وأن أقدّرها كما هي.',
            },
          },
          phase2: {
            en: {
              father_son: 'I do not compare my son with his siblings or other young people; I value him for who he is.',
              father_daughter:
                'I do not compare my daughter with her siblings or other young people; I value her for who she is.',
              mother_son: 'I do not compare my son with his siblings or other young people; I value him for who he is.',
              mother_daughter:
                'I do not compare my daughter with her siblings or other young people; I value her for who she is.',
            },
            ar: {
              father_son: 'لا أقارن ابني بإخوته أو بأقرانه، بل أقدّره كما هو.',
              father_daughter: 'لا أقارن ابنتي بإخوتها أو بأقرانها، بل أقدّرها كما هي.',
              mother_son: 'لا أقارن ابني بإخوته أو بأقرانه، بل أقدّره كما هو.',
              mother_daughter: 'لا أقارن ابنتي بإخوتها أو بأقرانها، بل أقدّرها كما هي.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I hope my father does not compare me with my siblings or other young people, and values me for who I am.',
              father_daughter:
                'I hope my father does not compare me with my siblings or other young people, and values me for who I am.',
              mother_son:
                'I hope my mother does not compare me with my siblings or other young people, and values me for who I am.',
              mother_daughter:
                'I hope my mother does not compare me with my siblings or other young people, and values me for who I am.',
            },
            ar: {
              father_son: 'آمل ألا يقارنني أبي بإخوتي أو بأقراني، وأن يقدّرني كما أنا.',
              father_daughter: 'آمل ألا يقارنني أبي بإخوتي أو بأقراني، وأن يقدّرني كما أنا.',
              mother_son: 'آمل ألا تقارنني أمي بإخوتي أو بأقراني، وأن تقدّرني كما أنا.',
              mother_daughter: 'آمل ألا تقارنني أمي بإخوتي أو بأقراني، وأن تقدّرني كما أنا.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My father does not compare me with my siblings or other young people; he values me for who I am.',
              father_daughter:
                'My father does not compare me with my siblings or other young people; he values me for who I am.',
              mother_son:
                'My mother does not compare me with my siblings or other young people; she values me for who I am.',
              mother_daughter:
                'My mother does not compare me with my siblings or other young people; she values me for who I am.',
            },
            ar: {
              father_son: 'لا يقارنني أبي بإخوتي أو بأقراني، بل يقدّرني كما أنا.',
              father_daughter: 'لا يقارنني أبي بإخوتي أو بأقراني، بل يقدّرني كما أنا.',
              mother_son: 'لا تقارنني أمي بإخوتي أو بأقراني، بل تقدّرني كما أنا.',
              mother_daughter: 'لا تقارنني أمي بإخوتي أو بأقراني، بل تقدّرني كما أنا.',
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
                'I hope my son and I agree on house rules and screen time together, and that I keep to them myself too.',
              father_daughter:
                'I hope my daughter and I agree on house rules and screen time together, and that I keep to them myself too.',
              mother_son:
                'I hope my son and I agree on house rules and screen time together, and that I keep to them myself too.',
              mother_daughter:
                'I hope my daughter and I agree on house rules and screen time together, and that I keep to them myself too.',
            },
            ar: {
              father_son: 'آمل أن نتفق أنا وابني على قواعد البيت وأوقات استخدام الشاشات، وأن ألتزم بها أنا أيضًا.',
              father_daughter: 'آمل أن نتفق أنا وابنتي على قواعد البيت وأوقات استخدام الشاشات، وأن ألتزم بها أنا أيضًا.',
              mother_son: 'آمل أن نتفق أنا وابني على قواعد البيت وأوقات استخدام الشاشات، وأن ألتزم بها أنا أيضًا.',
              mother_daughter: 'آمل أن نتفق أنا وابنتي على قواعد البيت وأوقات استخدام الشاشات، وأن ألتزم بها أنا أيضًا.',
            },
          },
          phase2: {
            en: {
              father_son: 'My son and I agree on house rules and screen time together, and I keep to them myself too.',
              father_daughter:
                'My daughter and I agree on house rules and screen time together, and I keep to them myself too.',
              mother_son: 'My son and I agree on house rules and screen time together, and I keep to them myself too.',
              mother_daughter:
                'My daughter and I agree on house rules and screen time together, and I keep to them myself too.',
            },
            ar: {
              father_son: 'نتفق أنا وابني على قواعد البيت وأوقات استخدام الشاشات، وألتزم بها أنا أيضًا.',
              father_daughter: 'نتفق أنا وابنتي على قواعد البيت وأوقات استخدام الشاشات، وألتزم بها أنا أيضًا.',
              mother_son: 'نتفق أنا وابني على قواعد البيت وأوقات استخدام الشاشات، وألتزم بها أنا أيضًا.',
              mother_daughter: 'نتفق أنا وابنتي على قواعد البيت وأوقات استخدام الشاشات، وألتزم بها أنا أيضًا.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I hope my father and I agree on house rules and screen time together, and that he keeps to them himself too.',
              father_daughter:
                'I hope my father and I agree on house rules and screen time together, and that he keeps to them himself too.',
              mother_son:
                'I hope my mother and I agree on house rules and screen time together, and that she keeps to them herself too.',
              mother_daughter:
                'I hope my mother and I agree on house rules and screen time together, and that she keeps to them herself too.',
            },
            ar: {
              father_son: 'آمل أن نتفق أنا وأبي على قواعد البيت وأوقات استخدام الشاشات، وأن يلتزم بها هو أيضًا.',
              father_daughter: 'آمل أن نتفق أنا وأبي على قواعد البيت وأوقات استخدام الشاشات، وأن يلتزم بها هو أيضًا.',
              mother_son: 'آمل أن نتفق أنا وأمي على قواعد البيت وأوقات استخدام الشاشات، وأن تلتزم بها هي أيضًا.',
              mother_daughter: 'آمل أن نتفق أنا وأمي على قواعد البيت وأوقات استخدام الشاشات، وأن تلتزم بها هي أيضًا.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My father and I agree on house rules and screen time together, and he keeps to them himself too.',
              father_daughter:
                'My father and I agree on house rules and screen time together, and he keeps to them himself too.',
              mother_son:
                'My mother and I agree on house rules and screen time together, and she keeps to them herself too.',
              mother_daughter:
                'My mother and I agree on house rules and screen time together, and she keeps to them herself too.',
            },
            ar: {
              father_son: 'نتفق أنا وأبي على قواعد البيت وأوقات استخدام الشاشات، ويلتزم بها هو أيضًا.',
              father_daughter: 'نتفق أنا وأبي على قواعد البيت وأوقات استخدام الشاشات، ويلتزم بها هو أيضًا.',
              mother_son: 'نتفق أنا وأمي على قواعد البيت وأوقات استخدام الشاشات، وتلتزم بها هي أيضًا.',
              mother_daughter: 'نتفق أنا وأمي على قواعد البيت وأوقات استخدام الشاشات، وتلتزم بها هي أيضًا.',
            },
          },
        },
      },
    ],
  },
  '16-18': {
    version: 2,
    date: '2026-11-23',
    why: 'Content review 2026-11-23: q_1_2 asked something else in Phase 1 than in Phase 2; every Phase 1 now opens with the bank\'s one stem ("I hope" / «آمل أن»).',
    before: [
      {
        key: 'q_1_1',
        category: 1,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                "It matters to me to listen calmly to my son's questions about faith, without rushing to judge him.",
              father_daughter:
                "It matters to me to listen calmly to my daughter's questions about faith, without rushing to judge her.",
              mother_son:
                "It matters to me to listen calmly to my son's questions about faith, without rushing to judge him.",
              mother_daughter:
                "It matters to me to listen calmly to my daughter's questions about faith, without rushing to judge her.",
            },
            ar: {
              father_son: 'يهمني أن أستمع بهدوء إلى أسئلة ابني في أمور الإيمان، دون أن أتسرّع في الحكم عليه.',
              father_daughter: 'يهمني أن أستمع بهدوء إلى أسئلة ابنتي في أمور الإيمان، دون أن أتسرّع في الحكم عليها.',
              mother_son: 'يهمني أن أستمع بهدوء إلى أسئلة ابني في أمور الإيمان، دون أن أتسرّع في الحكم عليه.',
              mother_daughter: 'يهمني أن أستمع بهدوء إلى أسئلة ابنتي في أمور الإيمان، دون أن أتسرّع في الحكم عليها.',
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
              father_son:
                'It matters to me that my father listens calmly to my questions about faith, without rushing to judge me.',
              father_daughter:
                'It matters to me that my father listens calmly to my questions about faith, without rushing to judge me.',
              mother_son:
                'It matters to me that my mother listens calmly to my questions about faith, without rushing to judge me.',
              mother_daughter:
                'It matters to me that my mother listens calmly to my questions about faith, without rushing to judge me.',
            },
            ar: {
              father_son: 'يهمني أن يستمع أبي بهدوء إلى أسئلتي في أمور الإيمان، دون أن يتسرّع في الحكم عليّ.',
              father_daughter: 'يهمني أن يستمع أبي بهدوء إلى أسئلتي في أمور الإيمان، دون أن يتسرّع في الحكم عليّ.',
              mother_son: 'يهمني أن تستمع أمي بهدوء إلى أسئلتي في أمور الإيمان، دون أن تتسرّع في الحكم عليّ.',
              mother_daughter: 'يهمني أن تستمع أمي بهدوء إلى أسئلتي في أمور الإيمان، دون أن تتسرّع في الحكم عليّ.',
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
                'I want to help my son hold his faith and values out of his own conviction, not only out of obedience to me.',
              father_daughter:
                'I want to help my daughter hold her faith and values out of her own conviction, not only out of obedience to me.',
              mother_son:
                'I want to help my son hold his faith and values out of his own conviction, not only out of obedience to me.',
              mother_daughter:
                'I want to help my daughter hold her faith and values out of her own conviction, not only out of obedience to me.',
            },
            ar: {
              father_son: 'أريد أن أعين ابني على أن يتمسك بإيمانه وقيمه عن قناعة منه، لا طاعةً لي فحسب.',
              father_daughter: 'أريد أن أعين ابنتي على أن تتمسك بإيمانها وقيمها عن قناعة منها، لا طاعةً لي فحسب.',
              mother_son: 'أريد أن أعين ابني على أن يتمسك بإيمانه وقيمه عن قناعة منه، لا طاعةً لي فحسب.',
              mother_daughter: 'أريد أن أعين ابنتي على أن تتمسك بإيمانها وقيمها عن قناعة منها، لا طاعةً لي فحسب.',
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
                'I want my father to help me hold my faith and values out of my own conviction, not only out of obedience to him.',
              father_daughter:
                'I want my father to help me hold my faith and values out of my own conviction, not only out of obedience to him.',
              mother_son:
                'I want my mother to help me hold my faith and values out of my own conviction, not only out of obedience to her.',
              mother_daughter:
                'I want my mother to help me hold my faith and values out of my own conviction, not only out of obedience to her.',
            },
            ar: {
              father_son: 'أريد أن يعينني أبي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً له فحسب.',
              father_daughter: 'أريد أن يعينني أبي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً له فحسب.',
              mother_son: 'أريد أن تعينني أمي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً لها فحسب.',
              mother_daughter: 'أريد أن تعينني أمي على أن أتمسك بإيماني وقيمي عن قناعة مني، لا طاعةً لها فحسب.',
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
              father_son: 'I expect my son and me to be honest with each other, even when the truth is hard to say.',
              father_daughter:
                'I expect my daughter and me to be honest with each other, even when the truth is hard to say.',
              mother_son: 'I expect my son and me to be honest with each other, even when the truth is hard to say.',
              mother_daughter:
                'I expect my daughter and me to be honest with each other, even when the truth is hard to say.',
            },
            ar: {
              father_son: 'أتوقع أن نتصارح أنا وابني بالحقيقة، حتى حين يصعب قولها.',
              father_daughter: 'أتوقع أن نتصارح أنا وابنتي بالحقيقة، حتى حين يصعب قولها.',
              mother_son: 'أتوقع أن نتصارح أنا وابني بالحقيقة، حتى حين يصعب قولها.',
              mother_daughter: 'أتوقع أن نتصارح أنا وابنتي بالحقيقة، حتى حين يصعب قولها.',
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
              father_son: 'I expect my father and me to be honest with each other, even when the truth is hard to say.',
              father_daughter:
                'I expect my father and me to be honest with each other, even when the truth is hard to say.',
              mother_son: 'I expect my mother and me to be honest with each other, even when the truth is hard to say.',
              mother_daughter:
                'I expect my mother and me to be honest with each other, even when the truth is hard to say.',
            },
            ar: {
              father_son: 'أتوقع أن نتصارح أنا وأبي بالحقيقة، حتى حين يصعب قولها.',
              father_daughter: 'أتوقع أن نتصارح أنا وأبي بالحقيقة، حتى حين يصعب قولها.',
              mother_son: 'أتوقع أن نتصارح أنا وأمي بالحقيقة، حتى حين يصعب قولها.',
              mother_daughter: 'أتوقع أن نتصارح أنا وأمي بالحقيقة، حتى حين يصعب قولها.',
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
        key: 'q_1_5',
        category: 1,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                "I would like to explain to my son the meaning behind our family's traditions, not simply impose them.",
              father_daughter:
                "I would like to explain to my daughter the meaning behind our family's traditions, not simply impose them.",
              mother_son:
                "I would like to explain to my son the meaning behind our family's traditions, not simply impose them.",
              mother_daughter:
                "I would like to explain to my daughter the meaning behind our family's traditions, not simply impose them.",
            },
            ar: {
              father_son: 'أودّ أن أشرح لابني المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن أفرضها عليه فرضًا.',
              father_daughter: 'أودّ أن أشرح لابنتي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن أفرضها عليها فرضًا.',
              mother_son: 'أودّ أن أشرح لابني المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن أفرضها عليه فرضًا.',
              mother_daughter: 'أودّ أن أشرح لابنتي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن أفرضها عليها فرضًا.',
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
                "I would like my father to explain to me the meaning behind our family's traditions, not simply impose them.",
              father_daughter:
                "I would like my father to explain to me the meaning behind our family's traditions, not simply impose them.",
              mother_son:
                "I would like my mother to explain to me the meaning behind our family's traditions, not simply impose them.",
              mother_daughter:
                "I would like my mother to explain to me the meaning behind our family's traditions, not simply impose them.",
            },
            ar: {
              father_son: 'أودّ أن يشرح لي أبي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن يفرضها عليّ فرضًا.',
              father_daughter: 'أودّ أن يشرح لي أبي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن يفرضها عليّ فرضًا.',
              mother_son: 'أودّ أن تشرح لي أمي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن تفرضها عليّ فرضًا.',
              mother_daughter: 'أودّ أن تشرح لي أمي المعنى الكامن وراء عادات أسرتنا وتقاليدها، لا أن تفرضها عليّ فرضًا.',
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
      {
        key: 'q_2_1',
        category: 2,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son: "I want to take my son's opinions as seriously as an adult's, even when I disagree with him.",
              father_daughter:
                "I want to take my daughter's opinions as seriously as an adult's, even when I disagree with her.",
              mother_son: "I want to take my son's opinions as seriously as an adult's, even when I disagree with him.",
              mother_daughter:
                "I want to take my daughter's opinions as seriously as an adult's, even when I disagree with her.",
            },
            ar: {
              father_son: 'أريد أن آخذ آراء ابني على محمل الجد كما آخذ آراء الكبار، حتى حين أخالفه الرأي.',
              father_daughter: 'أريد أن آخذ آراء ابنتي على محمل الجد كما آخذ آراء الكبار، حتى حين أخالفها الرأي.',
              mother_son: 'أريد أن آخذ آراء ابني على محمل الجد كما آخذ آراء الكبار، حتى حين أخالفه الرأي.',
              mother_daughter: 'أريد أن آخذ آراء ابنتي على محمل الجد كما آخذ آراء الكبار، حتى حين أخالفها الرأي.',
            },
          },
          phase2: {
            en: {
              father_son: "I take my son's opinions as seriously as an adult's, even when I disagree with him.",
              father_daughter:
                "I take my daughter's opinions as seriously as an adult's, even when I disagree with her.",
              mother_son: "I take my son's opinions as seriously as an adult's, even when I disagree with him.",
              mother_daughter:
                "I take my daughter's opinions as seriously as an adult's, even when I disagree with her.",
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
              father_son:
                "I want my father to take my opinions as seriously as an adult's, even when he disagrees with me.",
              father_daughter:
                "I want my father to take my opinions as seriously as an adult's, even when he disagrees with me.",
              mother_son:
                "I want my mother to take my opinions as seriously as an adult's, even when she disagrees with me.",
              mother_daughter:
                "I want my mother to take my opinions as seriously as an adult's, even when she disagrees with me.",
            },
            ar: {
              father_son: 'أريد أن يأخذ أبي آرائي على محمل الجد كما يأخذ آراء الكبار، حتى حين يخالفني الرأي.',
              father_daughter: 'أريد أن يأخذ أبي آرائي على محمل الجد كما يأخذ آراء الكبار، حتى حين يخالفني الرأي.',
              mother_son: 'أريد أن تأخذ أمي آرائي على محمل الجد كما تأخذ آراء الكبار، حتى حين تخالفني الرأي.',
              mother_daughter: 'أريد أن تأخذ أمي آرائي على محمل الجد كما تأخذ آراء الكبار، حتى حين تخالفني الرأي.',
            },
          },
          phase2: {
            en: {
              father_son: "My father takes my opinions as seriously as an adult's, even when he disagrees with me.",
              father_daughter:
                "My father takes my opinions as seriously as an adult's, even when he disagrees with me.",
              mother_son: "My mother takes my opinions as seriously as an adult's, even when she disagrees with me.",
              mother_daughter:
                "My mother takes my opinions as seriously as an adult's, even when she disagrees with me.",
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
              father_son:
                "I believe I should talk through big decisions about my son's future with him before anything is settled.",
              father_daughter:
                "I believe I should talk through big decisions about my daughter's future with her before anything is settled.",
              mother_son:
                "I believe I should talk through big decisions about my son's future with him before anything is settled.",
              mother_daughter:
                "I believe I should talk through big decisions about my daughter's future with her before anything is settled.",
            },
            ar: {
              father_son: 'أرى أن عليّ أن أتحاور مع ابني في القرارات الكبيرة المتعلقة بمستقبله قبل أن يُحسم أي أمر.',
              father_daughter:
                'أرى أن عليّ أن أتحاور مع ابنتي في القرارات الكبيرة المتعلقة بمستقبلها قبل أن يُحسم أي أمر.',
              mother_son: 'أرى أن عليّ أن أتحاور مع ابني في القرارات الكبيرة المتعلقة بمستقبله قبل أن يُحسم أي أمر.',
              mother_daughter:
                'أرى أن عليّ أن أتحاور مع ابنتي في القرارات الكبيرة المتعلقة بمستقبلها قبل أن يُحسم أي أمر.',
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
                'I expect my father to talk through big decisions about my future with me before anything is settled.',
              father_daughter:
                'I expect my father to talk through big decisions about my future with me before anything is settled.',
              mother_son:
                'I expect my mother to talk through big decisions about my future with me before anything is settled.',
              mother_daughter:
                'I expect my mother to talk through big decisions about my future with me before anything is settled.',
            },
            ar: {
              father_son: 'أتوقع من أبي أن يتحاور معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
              father_daughter: 'أتوقع من أبي أن يتحاور معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
              mother_son: 'أتوقع من أمي أن تتحاور معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
              mother_daughter: 'أتوقع من أمي أن تتحاور معي في القرارات الكبيرة المتعلقة بمستقبلي قبل أن يُحسم أي أمر.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father talks through big decisions about my future with me before anything is settled.',
              father_daughter:
                'My father talks through big decisions about my future with me before anything is settled.',
              mother_son: 'My mother talks through big decisions about my future with me before anything is settled.',
              mother_daughter:
                'My mother talks through big decisions about my future with me before anything is settled.',
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
        key: 'q_2_4',
        category: 2,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                "I want to take a genuine interest in my son's friends without it feeling like an interrogation.",
              father_daughter:
                "I want to take a genuine interest in my daughter's friends without it feeling like an interrogation.",
              mother_son:
                "I want to take a genuine interest in my son's friends without it feeling like an interrogation.",
              mother_daughter:
                "I want to take a genuine interest in my daughter's friends without it feeling like an interrogation.",
            },
            ar: {
              father_son: 'أريد أن أهتم اهتمامًا صادقًا بأصدقاء ابني دون أن يشعر بأنني أستجوبه.',
              father_daughter: 'أريد أن أهتم اهتمامًا صادقًا بصديقات ابنتي دون أن تشعر بأنني أستجوبها.',
              mother_son: 'أريد أن أهتم اهتمامًا صادقًا بأصدقاء ابني دون أن يشعر بأنني أستجوبه.',
              mother_daughter: 'أريد أن أهتم اهتمامًا صادقًا بصديقات ابنتي دون أن تشعر بأنني أستجوبها.',
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
                'I would like my father to take a genuine interest in my friends without it feeling like an interrogation.',
              father_daughter:
                'I would like my father to take a genuine interest in my friends without it feeling like an interrogation.',
              mother_son:
                'I would like my mother to take a genuine interest in my friends without it feeling like an interrogation.',
              mother_daughter:
                'I would like my mother to take a genuine interest in my friends without it feeling like an interrogation.',
            },
            ar: {
              father_son: 'أودّ أن يهتم أبي اهتمامًا صادقًا بأصدقائي دون أن أشعر بأنه يستجوبني.',
              father_daughter: 'أودّ أن يهتم أبي اهتمامًا صادقًا بصديقاتي دون أن أشعر بأنه يستجوبني.',
              mother_son: 'أودّ أن تهتم أمي اهتمامًا صادقًا بأصدقائي دون أن أشعر بأنها تستجوبني.',
              mother_daughter: 'أودّ أن تهتم أمي اهتمامًا صادقًا بصديقاتي دون أن أشعر بأنها تستجوبني.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father takes a genuine interest in my friends without it feeling like an interrogation.',
              father_daughter:
                'My father takes a genuine interest in my friends without it feeling like an interrogation.',
              mother_son: 'My mother takes a genuine interest in my friends without it feeling like an interrogation.',
              mother_daughter:
                'My mother takes a genuine interest in my friends without it feeling like an interrogation.',
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
        key: 'q_3_2',
        category: 3,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                "I want to support my son's choice of university studies and career, even if it differs from what I had imagined.",
              father_daughter:
                "I want to support my daughter's choice of university studies and career, even if it differs from what I had imagined.",
              mother_son:
                "I want to support my son's choice of university studies and career, even if it differs from what I had imagined.",
              mother_daughter:
                "I want to support my daughter's choice of university studies and career, even if it differs from what I had imagined.",
            },
            ar: {
              father_son: 'أريد أن أدعم اختيار ابني لتخصصه الجامعي ومجال عمله، حتى لو اختلف عما كنت أتصوره.',
              father_daughter: 'أريد أن أدعم اختيار ابنتي لتخصصها الجامعي ومجال عملها، حتى لو اختلف عما كنت أتصوره.',
              mother_son: 'أريد أن أدعم اختيار ابني لتخصصه الجامعي ومجال عمله، حتى لو اختلف عما كنت أتصوره.',
              mother_daughter: 'أريد أن أدعم اختيار ابنتي لتخصصها الجامعي ومجال عملها، حتى لو اختلف عما كنت أتصوره.',
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
                'I want my father to support my choice of university studies and career, even if it differs from what he had imagined.',
              father_daughter:
                'I want my father to support my choice of university studies and career, even if it differs from what he had imagined.',
              mother_son:
                'I want my mother to support my choice of university studies and career, even if it differs from what she had imagined.',
              mother_daughter:
                'I want my mother to support my choice of university studies and career, even if it differs from what she had imagined.',
            },
            ar: {
              father_son: 'أريد أن يدعم أبي اختياري لتخصصي الجامعي ومجال عملي، حتى لو اختلف عما كان يتصوره.',
              father_daughter: 'أريد أن يدعم أبي اختياري لتخصصي الجامعي ومجال عملي، حتى لو اختلف عما كان يتصوره.',
              mother_son: 'أريد أن تدعم أمي اختياري لتخصصي الجامعي ومجال عملي، حتى لو اختلف عما كانت تتصوره.',
              mother_daughter: 'أريد أن تدعم أمي اختياري لتخصصي الجامعي ومجال عملي، حتى لو اختلف عما كانت تتصوره.',
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
              father_son:
                'It matters to me to support my son through exam pressure with encouragement, not extra stress.',
              father_daughter:
                'It matters to me to support my daughter through exam pressure with encouragement, not extra stress.',
              mother_son:
                'It matters to me to support my son through exam pressure with encouragement, not extra stress.',
              mother_daughter:
                'It matters to me to support my daughter through exam pressure with encouragement, not extra stress.',
            },
            ar: {
              father_son: 'يهمني أن أساند ابني في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليه.',
              father_daughter: 'يهمني أن أساند ابنتي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليها.',
              mother_son: 'يهمني أن أساند ابني في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليه.',
              mother_daughter: 'يهمني أن أساند ابنتي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليها.',
            },
          },
          phase2: {
            en: {
              father_son: 'During exams, I support my son with encouragement rather than adding to the pressure.',
              father_daughter:
                'During exams, I support my daughter with encouragement rather than adding to the pressure.',
              mother_son: 'During exams, I support my son with encouragement rather than adding to the pressure.',
              mother_daughter:
                'During exams, I support my daughter with encouragement rather than adding to the pressure.',
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
              father_son:
                'It matters to me that my father supports me through exam pressure with encouragement, not extra stress.',
              father_daughter:
                'It matters to me that my father supports me through exam pressure with encouragement, not extra stress.',
              mother_son:
                'It matters to me that my mother supports me through exam pressure with encouragement, not extra stress.',
              mother_daughter:
                'It matters to me that my mother supports me through exam pressure with encouragement, not extra stress.',
            },
            ar: {
              father_son: 'يهمني أن يساندني أبي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليّ.',
              father_daughter: 'يهمني أن يساندني أبي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليّ.',
              mother_son: 'يهمني أن تساندني أمي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليّ.',
              mother_daughter: 'يهمني أن تساندني أمي في فترة الامتحانات بالتشجيع، لا بمزيد من الضغط عليّ.',
            },
          },
          phase2: {
            en: {
              father_son: 'During exams, my father supports me with encouragement rather than adding to the pressure.',
              father_daughter:
                'During exams, my father supports me with encouragement rather than adding to the pressure.',
              mother_son: 'During exams, my mother supports me with encouragement rather than adding to the pressure.',
              mother_daughter:
                'During exams, my mother supports me with encouragement rather than adding to the pressure.',
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
                'I intend to give my son more freedom, such as going out with friends, within limits that suit our family, as he shows he can be trusted.',
              father_daughter:
                'I intend to give my daughter more freedom, such as going out with friends, within limits that suit our family, as she shows she can be trusted.',
              mother_son:
                'I intend to give my son more freedom, such as going out with friends, within limits that suit our family, as he shows he can be trusted.',
              mother_daughter:
                'I intend to give my daughter more freedom, such as going out with friends, within limits that suit our family, as she shows she can be trusted.',
            },
            ar: {
              father_son:
                'أنوي أن أمنح ابني حرية أكبر، كالخروج مع أصدقائه، في الحدود التي تناسب أسرتنا، كلما أثبت أنه أهل للثقة.',
              father_daughter:
                'أنوي أن أمنح ابنتي حرية أكبر، كالخروج مع صديقاتها، في الحدود التي تناسب أسرتنا، كلما أثبتت أنها أهل للثقة.',
              mother_son:
                'أنوي أن أمنح ابني حرية أكبر، كالخروج مع أصدقائه، في الحدود التي تناسب أسرتنا، كلما أثبت أنه أهل للثقة.',
              mother_daughter:
                'أنوي أن أمنح ابنتي حرية أكبر، كالخروج مع صديقاتها، في الحدود التي تناسب أسرتنا، كلما أثبتت أنها أهل للثقة.',
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
              father_son:
                'أمنح ابني حرية أكبر، كالخروج مع أصدقائه، في الحدود التي تناسب أسرتنا، كلما أثبت أنه أهل للثقة.',
              father_daughter:
                'أمنح ابنتي حرية أكبر، كالخروج مع صديقاتها، في الحدود التي تناسب أسرتنا، كلما أثبتت أنها أهل للثقة.',
              mother_son:
                'أمنح ابني حرية أكبر، كالخروج مع أصدقائه، في الحدود التي تناسب أسرتنا، كلما أثبت أنه أهل للثقة.',
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
              father_son:
                'I want to let my son manage his own money, such as an allowance or part-time wages, with my advice when he asks.',
              father_daughter:
                'I want to let my daughter manage her own money, such as an allowance or part-time wages, with my advice when she asks.',
              mother_son:
                'I want to let my son manage his own money, such as an allowance or part-time wages, with my advice when he asks.',
              mother_daughter:
                'I want to let my daughter manage her own money, such as an allowance or part-time wages, with my advice when she asks.',
            },
            ar: {
              father_son:
                'أريد أن أترك لابني إدارة ماله بنفسه، كمصروفه أو أجره من عمل بدوام جزئي، وأن أنصحه حين يطلب ذلك.',
              father_daughter:
                'أريد أن أترك لابنتي إدارة مالها بنفسها، كمصروفها أو أجرها من عمل بدوام جزئي، وأن أنصحها حين تطلب ذلك.',
              mother_son:
                'أريد أن أترك لابني إدارة ماله بنفسه، كمصروفه أو أجره من عمل بدوام جزئي، وأن أنصحه حين يطلب ذلك.',
              mother_daughter:
                'أريد أن أترك لابنتي إدارة مالها بنفسها، كمصروفها أو أجرها من عمل بدوام جزئي، وأن أنصحها حين تطلب ذلك.',
            },
          },
          phase2: {
            en: {
              father_son:
                'I let my son manage his own money, such as an allowance or part-time wages, and advise him when he asks.',
              father_daughter:
                'I let my daughter manage her own money, such as an allowance or part-time wages, and advise her when she asks.',
              mother_son:
                'I let my son manage his own money, such as an allowance or part-time wages, and advise him when he asks.',
              mother_daughter:
                'I let my daughter manage her own money, such as an allowance or part-time wages, and advise her when she asks.',
            },
            ar: {
              father_son: 'أترك لابني إدارة ماله بنفسه، كمصروفه أو أجره من عمل بدوام جزئي، وأنصحه حين يطلب ذلك.',
              father_daughter:
                'أترك لابنتي إدارة مالها بنفسها، كمصروفها أو أجرها من عمل بدوام جزئي، وأنصحها حين تطلب ذلك.',
              mother_son: 'أترك لابني إدارة ماله بنفسه، كمصروفه أو أجره من عمل بدوام جزئي، وأنصحه حين يطلب ذلك.',
              mother_daughter:
                'أترك لابنتي إدارة مالها بنفسها، كمصروفها أو أجرها من عمل بدوام جزئي، وأنصحها حين تطلب ذلك.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I want my father to let me manage my own money, such as an allowance or part-time wages, with his advice when I ask.',
              father_daughter:
                'I want my father to let me manage my own money, such as an allowance or part-time wages, with his advice when I ask.',
              mother_son:
                'I want my mother to let me manage my own money, such as an allowance or part-time wages, with her advice when I ask.',
              mother_daughter:
                'I want my mother to let me manage my own money, such as an allowance or part-time wages, with her advice when I ask.',
            },
            ar: {
              father_son:
                'أريد أن يترك لي أبي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وأن ينصحني حين أطلب ذلك.',
              father_daughter:
                'أريد أن يترك لي أبي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وأن ينصحني حين أطلب ذلك.',
              mother_son:
                'أريد أن تترك لي أمي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وأن تنصحني حين أطلب ذلك.',
              mother_daughter:
                'أريد أن تترك لي أمي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وأن تنصحني حين أطلب ذلك.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My father lets me manage my own money, such as an allowance or part-time wages, and advises me when I ask.',
              father_daughter:
                'My father lets me manage my own money, such as an allowance or part-time wages, and advises me when I ask.',
              mother_son:
                'My mother lets me manage my own money, such as an allowance or part-time wages, and advises me when I ask.',
              mother_daughter:
                'My mother lets me manage my own money, such as an allowance or part-time wages, and advises me when I ask.',
            },
            ar: {
              father_son: 'يترك لي أبي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وينصحني حين أطلب ذلك.',
              father_daughter: 'يترك لي أبي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وينصحني حين أطلب ذلك.',
              mother_son: 'تترك لي أمي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وتنصحني حين أطلب ذلك.',
              mother_daughter: 'تترك لي أمي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وتنصحني حين أطلب ذلك.',
            },
          },
        },
      },
      {
        key: 'q_4_1',
        category: 4,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son: 'I want to show my son love and respect, not only when he succeeds.',
              father_daughter: 'I want to show my daughter love and respect, not only when she succeeds.',
              mother_son: 'I want to show my son love and respect, not only when he succeeds.',
              mother_daughter: 'I want to show my daughter love and respect, not only when she succeeds.',
            },
            ar: {
              father_son: 'أريد أن أُظهر لابني محبتي واحترامي، لا في أوقات نجاحه وحدها.',
              father_daughter: 'أريد أن أُظهر لابنتي محبتي واحترامي، لا في أوقات نجاحها وحدها.',
              mother_son: 'أريد أن أُظهر لابني محبتي واحترامي، لا في أوقات نجاحه وحدها.',
              mother_daughter: 'أريد أن أُظهر لابنتي محبتي واحترامي، لا في أوقات نجاحها وحدها.',
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
              father_son: 'I want my father to show me love and respect, not only when I succeed.',
              father_daughter: 'I want my father to show me love and respect, not only when I succeed.',
              mother_son: 'I want my mother to show me love and respect, not only when I succeed.',
              mother_daughter: 'I want my mother to show me love and respect, not only when I succeed.',
            },
            ar: {
              father_son: 'أريد أن يُظهر لي أبي محبته واحترامه، لا في أوقات نجاحي وحدها.',
              father_daughter: 'أريد أن يُظهر لي أبي محبته واحترامه، لا في أوقات نجاحي وحدها.',
              mother_son: 'أريد أن تُظهر لي أمي محبتها واحترامها، لا في أوقات نجاحي وحدها.',
              mother_daughter: 'أريد أن تُظهر لي أمي محبتها واحترامها، لا في أوقات نجاحي وحدها.',
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
        key: 'q_4_3',
        category: 4,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                "I believe I should respect my son's privacy, such as his phone and his room, while still looking out for him.",
              father_daughter:
                "I believe I should respect my daughter's privacy, such as her phone and her room, while still looking out for her.",
              mother_son:
                "I believe I should respect my son's privacy, such as his phone and his room, while still looking out for him.",
              mother_daughter:
                "I believe I should respect my daughter's privacy, such as her phone and her room, while still looking out for her.",
            },
            ar: {
              father_son: 'أرى أن عليّ احترام خصوصية ابني، كهاتفه وغرفته، مع بقائي حريصًا عليه.',
              father_daughter: 'أرى أن عليّ احترام خصوصية ابنتي، كهاتفها وغرفتها، مع بقائي حريصًا عليها.',
              mother_son: 'أرى أن عليّ احترام خصوصية ابني، كهاتفه وغرفته، مع بقائي حريصةً عليه.',
              mother_daughter: 'أرى أن عليّ احترام خصوصية ابنتي، كهاتفها وغرفتها، مع بقائي حريصةً عليها.',
            },
          },
          phase2: {
            en: {
              father_son:
                "I respect my son's privacy, such as his phone and his room, while still looking out for him.",
              father_daughter:
                "I respect my daughter's privacy, such as her phone and her room, while still looking out for her.",
              mother_son:
                "I respect my son's privacy, such as his phone and his room, while still looking out for him.",
              mother_daughter:
                "I respect my daughter's privacy, such as her phone and her room, while still looking out for her.",
            },
            ar: {
              father_son: 'أحترم خصوصية ابني، كهاتفه وغرفته، وأبقى مع ذلك حريصًا عليه.',
              father_daughter: 'أحترم خصوصية ابنتي، كهاتفها وغرفتها، وأبقى مع ذلك حريصًا عليها.',
              mother_son: 'أحترم خصوصية ابني، كهاتفه وغرفته، وأبقى مع ذلك حريصةً عليه.',
              mother_daughter: 'أحترم خصوصية ابنتي، كهاتفها وغرفتها، وأبقى مع ذلك حريصةً عليها.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I hope my father respects my privacy, such as my phone and my room, while still looking out for me.',
              father_daughter:
                'I hope my father respects my privacy, such as my phone and my room, while still looking out for me.',
              mother_son:
                'I hope my mother respects my privacy, such as my phone and my room, while still looking out for me.',
              mother_daughter:
                'I hope my mother respects my privacy, such as my phone and my room, while still looking out for me.',
            },
            ar: {
              father_son: 'آمل أن يحترم أبي خصوصيتي، كهاتفي وغرفتي، مع بقائه حريصًا عليّ.',
              father_daughter: 'آمل أن يحترم أبي خصوصيتي، كهاتفي وغرفتي، مع بقائه حريصًا عليّ.',
              mother_son: 'آمل أن تحترم أمي خصوصيتي، كهاتفي وغرفتي، مع بقائها حريصةً عليّ.',
              mother_daughter: 'آمل أن تحترم أمي خصوصيتي، كهاتفي وغرفتي، مع بقائها حريصةً عليّ.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My father respects my privacy, such as my phone and my room, while still looking out for me.',
              father_daughter:
                'My father respects my privacy, such as my phone and my room, while still looking out for me.',
              mother_son:
                'My mother respects my privacy, such as my phone and my room, while still looking out for me.',
              mother_daughter:
                'My mother respects my privacy, such as my phone and my room, while still looking out for me.',
            },
            ar: {
              father_son: 'يحترم أبي خصوصيتي، كهاتفي وغرفتي، ويبقى مع ذلك حريصًا عليّ.',
              father_daughter: 'يحترم أبي خصوصيتي، كهاتفي وغرفتي، ويبقى مع ذلك حريصًا عليّ.',
              mother_son: 'تحترم أمي خصوصيتي، كهاتفي وغرفتي، وتبقى مع ذلك حريصةً عليّ.',
              mother_daughter: 'تحترم أمي خصوصيتي، كهاتفي وغرفتي، وتبقى مع ذلك حريصةً عليّ.',
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
              father_son: 'I would like to take my son at his word, unless I have a real reason for doubt.',
              father_daughter: 'I would like to take my daughter at her word, unless I have a real reason for doubt.',
              mother_son: 'I would like to take my son at his word, unless I have a real reason for doubt.',
              mother_daughter: 'I would like to take my daughter at her word, unless I have a real reason for doubt.',
            },
            ar: {
              father_son: 'أودّ أن أصدّق ابني فيما يقوله لي، ما لم يكن لديّ سبب حقيقي للشك.',
              father_daughter: 'أودّ أن أصدّق ابنتي فيما تقوله لي، ما لم يكن لديّ سبب حقيقي للشك.',
              mother_son: 'أودّ أن أصدّق ابني فيما يقوله لي، ما لم يكن لديّ سبب حقيقي للشك.',
              mother_daughter: 'أودّ أن أصدّق ابنتي فيما تقوله لي، ما لم يكن لديّ سبب حقيقي للشك.',
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
              father_son: 'I would like my father to take me at my word, unless he has a real reason for doubt.',
              father_daughter: 'I would like my father to take me at my word, unless he has a real reason for doubt.',
              mother_son: 'I would like my mother to take me at my word, unless she has a real reason for doubt.',
              mother_daughter: 'I would like my mother to take me at my word, unless she has a real reason for doubt.',
            },
            ar: {
              father_son: 'أودّ أن يصدّقني أبي فيما أقوله له، ما لم يكن لديه سبب حقيقي للشك.',
              father_daughter: 'أودّ أن يصدّقني أبي فيما أقوله له، ما لم يكن لديه سبب حقيقي للشك.',
              mother_son: 'أودّ أن تصدّقني أمي فيما أقوله لها، ما لم يكن لديها سبب حقيقي للشك.',
              mother_daughter: 'أودّ أن تصدّقني أمي فيما أقوله لها، ما لم يكن لديها سبب حقيقي للشك.',
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
              father_son:
                'When my son makes a mistake, I want to help him regain my trust rather than keep holding it against him.',
              father_daughter:
                'When my daughter makes a mistake, I want to help her regain my trust rather than keep holding it against her.',
              mother_son:
                'When my son makes a mistake, I want to help him regain my trust rather than keep holding it against him.',
              mother_daughter:
                'When my daughter makes a mistake, I want to help her regain my trust rather than keep holding it against her.',
            },
            ar: {
              father_son: 'حين يخطئ ابني، أريد أن أعينه على استعادة ثقتي بدل أن أظل أحاسبه على خطئه.',
              father_daughter: 'حين تخطئ ابنتي، أريد أن أعينها على استعادة ثقتي بدل أن أظل أحاسبها على خطئها.',
              mother_son: 'حين يخطئ ابني، أريد أن أعينه على استعادة ثقتي بدل أن أظل أحاسبه على خطئه.',
              mother_daughter: 'حين تخطئ ابنتي، أريد أن أعينها على استعادة ثقتي بدل أن أظل أحاسبها على خطئها.',
            },
          },
          phase2: {
            en: {
              father_son:
                'When my son makes a mistake, I help him regain my trust rather than keep holding it against him.',
              father_daughter:
                'When my daughter makes a mistake, I help her regain my trust rather than keep holding it against her.',
              mother_son:
                'When my son makes a mistake, I help him regain my trust rather than keep holding it against him.',
              mother_daughter:
                'When my daughter makes a mistake, I help her regain my trust rather than keep holding it against her.',
            },
            ar: {
              father_son: 'حين يخطئ ابني، أعينه على استعادة ثقتي ولا أظل أحاسبه على خطئه.',
              father_daughter: 'حين تخطئ ابنتي، أعينها على استعادة ثقتي ولا أظل أحاسبها على خطئها.',
              mother_son: 'حين يخطئ ابني، أعينه على استعادة ثقتي ولا أظل أحاسبه على خطئه.',
              mother_daughter: 'حين تخطئ ابنتي، أعينها على استعادة ثقتي ولا أظل أحاسبها على خطئها.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'When I make a mistake, I want my father to help me regain his trust rather than keep holding it against me.',
              father_daughter:
                'When I make a mistake, I want my father to help me regain his trust rather than keep holding it against me.',
              mother_son:
                'When I make a mistake, I want my mother to help me regain her trust rather than keep holding it against me.',
              mother_daughter:
                'When I make a mistake, I want my mother to help me regain her trust rather than keep holding it against me.',
            },
            ar: {
              father_son: 'حين أخطئ، أريد أن يعينني أبي على استعادة ثقته بدل أن يظل يحاسبني على خطئي.',
              father_daughter: 'حين أخطئ، أريد أن يعينني أبي على استعادة ثقته بدل أن يظل يحاسبني على خطئي.',
              mother_son: 'حين أخطئ، أريد أن تعينني أمي على استعادة ثقتها بدل أن تظل تحاسبني على خطئي.',
              mother_daughter: 'حين أخطئ، أريد أن تعينني أمي على استعادة ثقتها بدل أن تظل تحاسبني على خطئي.',
            },
          },
          phase2: {
            en: {
              father_son:
                'When I make a mistake, my father helps me regain his trust rather than keep holding it against me.',
              father_daughter:
                'When I make a mistake, my father helps me regain his trust rather than keep holding it against me.',
              mother_son:
                'When I make a mistake, my mother helps me regain her trust rather than keep holding it against me.',
              mother_daughter:
                'When I make a mistake, my mother helps me regain her trust rather than keep holding it against me.',
            },
            ar: {
              father_son: 'حين أخطئ، يعينني أبي على استعادة ثقته ولا يظل يحاسبني على خطئي.',
              father_daughter: 'حين أخطئ، يعينني أبي على استعادة ثقته ولا يظل يحاسبني على خطئي.',
              mother_son: 'حين أخطئ، تعينني أمي على استعادة ثقتها ولا تظل تحاسبني على خطئي.',
              mother_daughter: 'حين أخطئ، تعينني أمي على استعادة ثقتها ولا تظل تحاسبني على خطئي.',
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
                'It matters to me to treat my son fairly alongside his siblings, without comparing him to them.',
              father_daughter:
                'It matters to me to treat my daughter fairly alongside her siblings, without comparing her to them.',
              mother_son:
                'It matters to me to treat my son fairly alongside his siblings, without comparing him to them.',
              mother_daughter:
                'It matters to me to treat my daughter fairly alongside her siblings, without comparing her to them.',
            },
            ar: {
              father_son: 'يهمني أن أعدل بين ابني وإخوته، دون أن أقارنه بهم.',
              father_daughter: 'يهمني أن أعدل بين ابنتي وإخوتها، دون أن أقارنها بهم.',
              mother_son: 'يهمني أن أعدل بين ابني وإخوته، دون أن أقارنه بهم.',
              mother_daughter: 'يهمني أن أعدل بين ابنتي وإخوتها، دون أن أقارنها بهم.',
            },
          },
          phase2: {
            en: {
              father_son: 'I treat my son fairly alongside his siblings and do not compare him to them.',
              father_daughter: 'I treat my daughter fairly alongside her siblings and do not compare her to them.',
              mother_son: 'I treat my son fairly alongside his siblings and do not compare him to them.',
              mother_daughter: 'I treat my daughter fairly alongside her siblings and do not compare her to them.',
            },
            ar: {
              father_son: 'أعدل بين ابني وإخوته، ولا أقارنه بهم.',
              father_daughter: 'أعدل بين ابنتي وإخوتها، ولا أقارنها بهم.',
              mother_son: 'أعدل بين ابني وإخوته، ولا أقارنه بهم.',
              mother_daughter: 'أعدل بين ابنتي وإخوتها، ولا أقارنها بهم.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'It matters to me that my father treats me fairly alongside my siblings, without comparing me to them.',
              father_daughter:
                'It matters to me that my father treats me fairly alongside my siblings, without comparing me to them.',
              mother_son:
                'It matters to me that my mother treats me fairly alongside my siblings, without comparing me to them.',
              mother_daughter:
                'It matters to me that my mother treats me fairly alongside my siblings, without comparing me to them.',
            },
            ar: {
              father_son: 'يهمني أن يعدل أبي بيني وبين إخوتي، دون أن يقارنني بهم.',
              father_daughter: 'يهمني أن يعدل أبي بيني وبين إخوتي، دون أن يقارنني بهم.',
              mother_son: 'يهمني أن تعدل أمي بيني وبين إخوتي، دون أن تقارنني بهم.',
              mother_daughter: 'يهمني أن تعدل أمي بيني وبين إخوتي، دون أن تقارنني بهم.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father treats me fairly alongside my siblings and does not compare me to them.',
              father_daughter: 'My father treats me fairly alongside my siblings and does not compare me to them.',
              mother_son: 'My mother treats me fairly alongside my siblings and does not compare me to them.',
              mother_daughter: 'My mother treats me fairly alongside my siblings and does not compare me to them.',
            },
            ar: {
              father_son: 'يعدل أبي بيني وبين إخوتي، ولا يقارنني بهم.',
              father_daughter: 'يعدل أبي بيني وبين إخوتي، ولا يقارنني بهم.',
              mother_son: 'تعدل أمي بيني وبين إخوتي، ولا تقارنني بهم.',
              mother_daughter: 'تعدل أمي بيني وبين إخوتي، ولا تقارنني بهم.',
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
                'I want to involve my son in keeping close ties with our relatives, in a way that suits his age and commitments.',
              father_daughter:
                'I want to involve my daughter in keeping close ties with our relatives, in a way that suits her age and commitments.',
              mother_son:
                'I want to involve my son in keeping close ties with our relatives, in a way that suits his age and commitments.',
              mother_daughter:
                'I want to involve my daughter in keeping close ties with our relatives, in a way that suits her age and commitments.',
            },
            ar: {
              father_son: 'أريد أن أُشرك ابني في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّه والتزاماته.',
              father_daughter: 'أريد أن أُشرك ابنتي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّها والتزاماتها.',
              mother_son: 'أريد أن أُشرك ابني في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّه والتزاماته.',
              mother_daughter: 'أريد أن أُشرك ابنتي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّها والتزاماتها.',
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
                'I want my father to involve me in keeping close ties with our relatives, in a way that suits my age and commitments.',
              father_daughter:
                'I want my father to involve me in keeping close ties with our relatives, in a way that suits my age and commitments.',
              mother_son:
                'I want my mother to involve me in keeping close ties with our relatives, in a way that suits my age and commitments.',
              mother_daughter:
                'I want my mother to involve me in keeping close ties with our relatives, in a way that suits my age and commitments.',
            },
            ar: {
              father_son: 'أريد أن يُشركني أبي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
              father_daughter: 'أريد أن يُشركني أبي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
              mother_son: 'أريد أن تُشركني أمي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
              mother_daughter: 'أريد أن تُشركني أمي في صلة الرحم والتواصل مع أقاربنا، بطريقة تناسب سنّي والتزاماتي.',
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
              father_son:
                'I would like my son and me to agree on his fair share of the work at home, and to thank him when he does it.',
              father_daughter:
                'I would like my daughter and me to agree on her fair share of the work at home, and to thank her when she does it.',
              mother_son:
                'I would like my son and me to agree on his fair share of the work at home, and to thank him when he does it.',
              mother_daughter:
                'I would like my daughter and me to agree on her fair share of the work at home, and to thank her when she does it.',
            },
            ar: {
              father_son: 'أودّ أن نتفق أنا وابني على نصيبه العادل من أعمال البيت، وأن أشكره حين يقوم به.',
              father_daughter: 'أودّ أن نتفق أنا وابنتي على نصيبها العادل من أعمال البيت، وأن أشكرها حين تقوم به.',
              mother_son: 'أودّ أن نتفق أنا وابني على نصيبه العادل من أعمال البيت، وأن أشكره حين يقوم به.',
              mother_daughter: 'أودّ أن نتفق أنا وابنتي على نصيبها العادل من أعمال البيت، وأن أشكرها حين تقوم به.',
            },
          },
          phase2: {
            en: {
              father_son: 'My son and I agree on his fair share of the work at home, and I thank him when he does it.',
              father_daughter:
                'My daughter and I agree on her fair share of the work at home, and I thank her when she does it.',
              mother_son: 'My son and I agree on his fair share of the work at home, and I thank him when he does it.',
              mother_daughter:
                'My daughter and I agree on her fair share of the work at home, and I thank her when she does it.',
            },
            ar: {
              father_son: 'نتفق أنا وابني على نصيبه العادل من أعمال البيت، وأشكره حين يقوم به.',
              father_daughter: 'نتفق أنا وابنتي على نصيبها العادل من أعمال البيت، وأشكرها حين تقوم به.',
              mother_son: 'نتفق أنا وابني على نصيبه العادل من أعمال البيت، وأشكره حين يقوم به.',
              mother_daughter: 'نتفق أنا وابنتي على نصيبها العادل من أعمال البيت، وأشكرها حين تقوم به.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I would like my father and me to agree on my fair share of the work at home, and for him to thank me when I do it.',
              father_daughter:
                'I would like my father and me to agree on my fair share of the work at home, and for him to thank me when I do it.',
              mother_son:
                'I would like my mother and me to agree on my fair share of the work at home, and for her to thank me when I do it.',
              mother_daughter:
                'I would like my mother and me to agree on my fair share of the work at home, and for her to thank me when I do it.',
            },
            ar: {
              father_son: 'أودّ أن نتفق أنا وأبي على نصيبي العادل من أعمال البيت، وأن يشكرني حين أقوم به.',
              father_daughter: 'أودّ أن نتفق أنا وأبي على نصيبي العادل من أعمال البيت، وأن يشكرني حين أقوم به.',
              mother_son: 'أودّ أن نتفق أنا وأمي على نصيبي العادل من أعمال البيت، وأن تشكرني حين أقوم به.',
              mother_daughter: 'أودّ أن نتفق أنا وأمي على نصيبي العادل من أعمال البيت، وأن تشكرني حين أقوم به.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father and I agree on my fair share of the work at home, and he thanks me when I do it.',
              father_daughter:
                'My father and I agree on my fair share of the work at home, and he thanks me when I do it.',
              mother_son: 'My mother and I agree on my fair share of the work at home, and she thanks me when I do it.',
              mother_daughter:
                'My mother and I agree on my fair share of the work at home, and she thanks me when I do it.',
            },
            ar: {
              father_son: 'نتفق أنا وأبي على نصيبي العادل من أعمال البيت، ويشكرني حين أقوم به.',
              father_daughter: 'نتفق أنا وأبي على نصيبي العادل من أعمال البيت، ويشكرني حين أقوم به.',
              mother_son: 'نتفق أنا وأمي على نصيبي العادل من أعمال البيت، وتشكرني حين أقوم به.',
              mother_daughter: 'نتفق أنا وأمي على نصيبي العادل من أعمال البيت، وتشكرني حين أقوم به.',
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
                'I want to ask my son for his view before we make a family decision, such as moving house or planning a family trip.',
              father_daughter:
                'I want to ask my daughter for her view before we make a family decision, such as moving house or planning a family trip.',
              mother_son:
                'I want to ask my son for his view before we make a family decision, such as moving house or planning a family trip.',
              mother_daughter:
                'I want to ask my daughter for her view before we make a family decision, such as moving house or planning a family trip.',
            },
            ar: {
              father_son:
                'أريد أن أسأل ابني عن رأيه قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
              father_daughter:
                'أريد أن أسأل ابنتي عن رأيها قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
              mother_son:
                'أريد أن أسأل ابني عن رأيه قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
              mother_daughter:
                'أريد أن أسأل ابنتي عن رأيها قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
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
              father_son:
                'أسأل ابني عن رأيه قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
              father_daughter:
                'أسأل ابنتي عن رأيها قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
              mother_son:
                'أسأل ابني عن رأيه قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
              mother_daughter:
                'أسأل ابنتي عن رأيها قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I want my father to ask for my view before we make a family decision, such as moving house or planning a family trip.',
              father_daughter:
                'I want my father to ask for my view before we make a family decision, such as moving house or planning a family trip.',
              mother_son:
                'I want my mother to ask for my view before we make a family decision, such as moving house or planning a family trip.',
              mother_daughter:
                'I want my mother to ask for my view before we make a family decision, such as moving house or planning a family trip.',
            },
            ar: {
              father_son:
                'أريد أن يسألني أبي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
              father_daughter:
                'أريد أن يسألني أبي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
              mother_son:
                'أريد أن تسألني أمي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
              mother_daughter:
                'أريد أن تسألني أمي عن رأيي قبل أن نتخذ قرارًا يخص الأسرة، كالانتقال إلى بيت جديد أو التخطيط لرحلة عائلية.',
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
    ],
  },
  '19-24': {
    version: 2,
    date: '2026-11-23',
    why: 'Content review 2026-11-23: q_2_2, q_3_1, q_3_2 and q_4_3 asked something else in Phase 1 than in Phase 2; q_2_4, q_3_3, q_3_5 and q_5_3 asked two things at once; every Phase 1 now opens with the bank\'s one stem ("I hope" / «آمل أن»).',
    before: [
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
              father_daughter:
                'I want to treat my father with respect and consideration, even when I disagree with him.',
              mother_son: 'I want to treat my mother with respect and consideration, even when I disagree with her.',
              mother_daughter:
                'I want to treat my mother with respect and consideration, even when I disagree with her.',
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
              father_daughter:
                'أريد أن أحترم اختيارات ابنتي حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
              mother_son: 'أريد أن أحترم اختيارات ابني حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
              mother_daughter:
                'أريد أن أحترم اختيارات ابنتي حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
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
              father_daughter:
                'أتمنى أن يحترم أبي اختياراتي حتى حين تختلف عمّا كان سيختاره، وأن يبقى الودّ بيننا كما هو.',
              mother_son: 'أتمنى أن تحترم أمي اختياراتي حتى حين تختلف عمّا كانت ستختاره، وأن يبقى الودّ بيننا كما هو.',
              mother_daughter:
                'أتمنى أن تحترم أمي اختياراتي حتى حين تختلف عمّا كانت ستختاره، وأن يبقى الودّ بيننا كما هو.',
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
              father_daughter:
                'I talk with my daughter as one adult to another, not the way I did when she was little.',
              mother_son: 'I talk with my son as one adult to another, not the way I did when he was little.',
              mother_daughter:
                'I talk with my daughter as one adult to another, not the way I did when she was little.',
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
              father_son:
                'I hope my father talks with me as one adult to another, not the way he did when I was little.',
              father_daughter:
                'I hope my father talks with me as one adult to another, not the way he did when I was little.',
              mother_son:
                'I hope my mother talks with me as one adult to another, not the way she did when I was little.',
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
              mother_daughter:
                'My mother talks with me as one adult to another, not the way she did when I was little.',
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
              father_daughter:
                'I hope my father advises me without pressuring me, and I want to take his advice to heart.',
              mother_son: 'I hope my mother advises me without pressuring me, and I want to take her advice to heart.',
              mother_daughter:
                'I hope my mother advises me without pressuring me, and I want to take her advice to heart.',
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
              father_daughter:
                'My father offers me advice without pressure, and I take it seriously and think it over.',
              mother_son: 'My mother offers me advice without pressure, and I take it seriously and think it over.',
              mother_daughter:
                'My mother offers me advice without pressure, and I take it seriously and think it over.',
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
              father_daughter:
                'I hope my daughter and I can talk calmly when we disagree about her studies or her work.',
              mother_son: 'I hope my son and I can talk calmly when we disagree about his studies or his work.',
              mother_daughter:
                'I hope my daughter and I can talk calmly when we disagree about her studies or her work.',
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
              father_daughter:
                'أتمنى أن ترتاح ابنتي في الحديث معي عن تفكيرها في الزواج، وأن أستمع إليها قبل أن أبدي رأيي.',
              mother_son: 'أتمنى أن يرتاح ابني في الحديث معي عن تفكيره في الزواج، وأن أستمع إليه قبل أن أبدي رأيي.',
              mother_daughter:
                'أتمنى أن ترتاح ابنتي في الحديث معي عن تفكيرها في الزواج، وأن أستمع إليها قبل أن أبدي رأيي.',
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
              father_daughter:
                'أتمنى أن نعود أنا وابنتي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
              mother_son: 'أتمنى أن نعود أنا وابني إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
              mother_daughter:
                'أتمنى أن نعود أنا وابنتي إلى الصفاء بعد أي خلاف، دون أن يبقى في نفس أحدنا شيء على الآخر.',
            },
          },
          phase2: {
            en: {
              father_son:
                'After a disagreement, my son and I make peace without either of us holding on to hard feelings.',
              father_daughter:
                'After a disagreement, my daughter and I make peace without either of us holding on to hard feelings.',
              mother_son:
                'After a disagreement, my son and I make peace without either of us holding on to hard feelings.',
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
              father_son:
                "I respect my son's right to choose his own field of study and work, and I support his choice.",
              father_daughter:
                "I respect my daughter's right to choose her own field of study and work, and I support her choice.",
              mother_son:
                "I respect my son's right to choose his own field of study and work, and I support his choice.",
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
              father_son:
                'My father respects my right to choose my own field of study and work, and supports my choice.',
              father_daughter:
                'My father respects my right to choose my own field of study and work, and supports my choice.',
              mother_son:
                'My mother respects my right to choose my own field of study and work, and supports my choice.',
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
              father_son:
                'آمل أن يسهم ابني في شؤون البيت بوقته أو جهده أو ماله بقدر استطاعته، وأن أُشعره بأنني أقدّر ذلك.',
              father_daughter:
                'آمل أن تسهم ابنتي في شؤون البيت بوقتها أو جهدها أو مالها بقدر استطاعتها، وأن أُشعرها بأنني أقدّر ذلك.',
              mother_son:
                'آمل أن يسهم ابني في شؤون البيت بوقته أو جهده أو ماله بقدر استطاعته، وأن أُشعره بأنني أقدّر ذلك.',
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
              father_daughter:
                'أشارك ابنتي رأيي ومخاوفي في اختيار شريك حياتها، وأحترم أن تكون رغبتها هي الأساس في القرار.',
              mother_son: 'أشارك ابني رأيي ومخاوفي في اختيار شريكة حياته، وأحترم أن تكون رغبته هي الأساس في القرار.',
              mother_daughter:
                'أشارك ابنتي رأيي ومخاوفي في اختيار شريك حياتها، وأحترم أن تكون رغبتها هي الأساس في القرار.',
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
              father_daughter:
                'يشاركني أبي رأيه ومخاوفه في اختيار شريك حياتي، ويحترم أن تكون رغبتي هي الأساس في القرار.',
              mother_son: 'تشاركني أمي رأيها ومخاوفها في اختيار شريكة حياتي، وتحترم أن تكون رغبتي هي الأساس في القرار.',
              mother_daughter:
                'تشاركني أمي رأيها ومخاوفها في اختيار شريك حياتي، وتحترم أن تكون رغبتي هي الأساس في القرار.',
            },
          },
        },
      },
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
              father_daughter:
                'I show my daughter my love and my respect now that she has become a mature young woman.',
              mother_son: 'I show my son my love and my respect now that he has become a mature young man.',
              mother_daughter:
                'I show my daughter my love and my respect now that she has become a mature young woman.',
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
              father_daughter:
                'My father shows me his love and his respect now that I have become a mature young woman.',
              mother_son: 'My mother shows me her love and her respect now that I have become a mature young man.',
              mother_daughter:
                'My mother shows me her love and her respect now that I have become a mature young woman.',
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
              father_son:
                "I hope my son and I can trust each other with serious matters and keep each other's confidence.",
              father_daughter:
                "I hope my daughter and I can trust each other with serious matters and keep each other's confidence.",
              mother_son:
                "I hope my son and I can trust each other with serious matters and keep each other's confidence.",
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
              father_daughter:
                "My daughter and I trust each other with serious matters and keep each other's confidence.",
              mother_son: "My son and I trust each other with serious matters and keep each other's confidence.",
              mother_daughter:
                "My daughter and I trust each other with serious matters and keep each other's confidence.",
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
              father_daughter:
                "My father and I trust each other with serious matters and keep each other's confidence.",
              mother_son: "My mother and I trust each other with serious matters and keep each other's confidence.",
              mother_daughter:
                "My mother and I trust each other with serious matters and keep each other's confidence.",
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
              father_daughter:
                "I trust my daughter's judgement and feel at ease without checking every step she takes.",
              mother_son: "I trust my son's judgement and feel at ease without checking every step he takes.",
              mother_daughter:
                "I trust my daughter's judgement and feel at ease without checking every step she takes.",
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
              father_daughter:
                'حين تمرّ ابنتي بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، تجد عندي السند والطمأنينة.',
              mother_son: 'حين يمرّ ابني بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، يجد عندي السند والطمأنينة.',
              mother_daughter:
                'حين تمرّ ابنتي بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، تجد عندي السند والطمأنينة.',
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
              father_daughter:
                'حين أمرّ بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، أجد عند أبي السند والطمأنينة.',
              mother_son: 'حين أمرّ بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، أجد عند أمي السند والطمأنينة.',
              mother_daughter:
                'حين أمرّ بظرف صعب، كضغط الدراسة أو هموم العمل أو خيبة أمل، أجد عند أمي السند والطمأنينة.',
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
              father_daughter:
                'Despite the demands of study and work, my daughter and I set aside time to spend together.',
              mother_son: 'Despite the demands of study and work, my son and I set aside time to spend together.',
              mother_daughter:
                'Despite the demands of study and work, my daughter and I set aside time to spend together.',
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
              father_daughter:
                'I hope my father and I set aside time to spend together, however busy study and work get.',
              mother_son: 'I hope my mother and I set aside time to spend together, however busy study and work get.',
              mother_daughter:
                'I hope my mother and I set aside time to spend together, however busy study and work get.',
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
              father_daughter:
                'Despite the demands of study and work, my father and I set aside time to spend together.',
              mother_son: 'Despite the demands of study and work, my mother and I set aside time to spend together.',
              mother_daughter:
                'Despite the demands of study and work, my mother and I set aside time to spend together.',
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
              father_daughter:
                'I hope my father treats my siblings and me fairly, and never compares me with any of them.',
              mother_son: 'I hope my mother treats my siblings and me fairly, and never compares me with any of them.',
              mother_daughter:
                'I hope my mother treats my siblings and me fairly, and never compares me with any of them.',
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
              father_son:
                'أتمنى أن نتطلّع أنا وابني إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
              father_daughter:
                'أتمنى أن نتطلّع أنا وابنتي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
              mother_son:
                'أتمنى أن نتطلّع أنا وابني إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
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
              father_son:
                'أتمنى أن نتطلّع أنا وأبي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
              father_daughter:
                'أتمنى أن نتطلّع أنا وأبي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
              mother_son:
                'أتمنى أن نتطلّع أنا وأمي إلى لقاءات العائلة ومناسباتها، كالأعياد والأفراح، وأن نستمتع بها معًا.',
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
              father_son:
                'My son and I check on each other, and stand by each other when one of us is unwell or worried.',
              father_daughter:
                'My daughter and I check on each other, and stand by each other when one of us is unwell or worried.',
              mother_son:
                'My son and I check on each other, and stand by each other when one of us is unwell or worried.',
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
              father_daughter:
                'أتمنى أن نطمئن أنا وأبي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
              mother_son: 'أتمنى أن نطمئن أنا وأمي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
              mother_daughter:
                'أتمنى أن نطمئن أنا وأمي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
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
    ],
  },
  '25+': {
    version: 2,
    date: '2026-11-23',
    why: 'Content review 2026-11-23: q_5_5 was not the same question for parent and child; q_5_4 named Ramadan and Eid only; every Phase 1 now opens with the bank\'s one stem ("I hope" / «آمل أن»).',
    before: [
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
              father_son: 'I want to honour my father and treat him with kindness and respect as he grows older.',
              father_daughter: 'I want to honour my father and treat him with kindness and respect as he grows older.',
              mother_son: 'I want to honour my mother and treat her with kindness and respect as she grows older.',
              mother_daughter: 'I want to honour my mother and treat her with kindness and respect as she grows older.',
            },
            ar: {
              father_son: 'أريد أن أبرّ أبي وأعامله بلطف واحترام كلما تقدّم به العمر.',
              father_daughter: 'أريد أن أبرّ أبي وأعامله بلطف واحترام كلما تقدّم به العمر.',
              mother_son: 'أريد أن أبرّ أمي وأعاملها بلطف واحترام كلما تقدّم بها العمر.',
              mother_daughter: 'أريد أن أبرّ أمي وأعاملها بلطف واحترام كلما تقدّم بها العمر.',
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
              father_son:
                'I want to respect the choices my son makes in his life, even when they differ from my own view.',
              father_daughter:
                'I want to respect the choices my daughter makes in her life, even when they differ from my own view.',
              mother_son:
                'I want to respect the choices my son makes in his life, even when they differ from my own view.',
              mother_daughter:
                'I want to respect the choices my daughter makes in her life, even when they differ from my own view.',
            },
            ar: {
              father_son: 'أريد أن أحترم اختيارات ابني في حياته، ولو خالفت رأيي.',
              father_daughter: 'أريد أن أحترم اختيارات ابنتي في حياتها، ولو خالفت رأيي.',
              mother_son: 'أريد أن أحترم اختيارات ابني في حياته، ولو خالفت رأيي.',
              mother_daughter: 'أريد أن أحترم اختيارات ابنتي في حياتها، ولو خالفت رأيي.',
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
              father_daughter:
                'My father respects the choices I make in my life, even when they differ from his own view.',
              mother_son: 'My mother respects the choices I make in my life, even when they differ from her own view.',
              mother_daughter:
                'My mother respects the choices I make in my life, even when they differ from her own view.',
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
              father_son: "I want to pray for my son's well-being and success, and for him to know he has my blessing.",
              father_daughter:
                "I want to pray for my daughter's well-being and success, and for her to know she has my blessing.",
              mother_son: "I want to pray for my son's well-being and success, and for him to know he has my blessing.",
              mother_daughter:
                "I want to pray for my daughter's well-being and success, and for her to know she has my blessing.",
            },
            ar: {
              father_son: 'أريد أن أدعو لابني بالخير والتوفيق، وأن يعلم أنني راضٍ عنه.',
              father_daughter: 'أريد أن أدعو لابنتي بالخير والتوفيق، وأن تعلم أنني راضٍ عنها.',
              mother_son: 'أريد أن أدعو لابني بالخير والتوفيق، وأن يعلم أنني راضية عنه.',
              mother_daughter: 'أريد أن أدعو لابنتي بالخير والتوفيق، وأن تعلم أنني راضية عنها.',
            },
          },
          phase2: {
            en: {
              father_son: "I pray for my son's well-being and success, and he knows he has my blessing.",
              father_daughter: "I pray for my daughter's well-being and success, and she knows she has my blessing.",
              mother_son: "I pray for my son's well-being and success, and he knows he has my blessing.",
              mother_daughter: "I pray for my daughter's well-being and success, and she knows she has my blessing.",
            },
            ar: {
              father_son: 'أدعو اليوم لابني بالخير والتوفيق، ويعلم أنني راضٍ عنه.',
              father_daughter: 'أدعو اليوم لابنتي بالخير والتوفيق، وتعلم أنني راضٍ عنها.',
              mother_son: 'أدعو اليوم لابني بالخير والتوفيق، ويعلم أنني راضية عنه.',
              mother_daughter: 'أدعو اليوم لابنتي بالخير والتوفيق، وتعلم أنني راضية عنها.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'I hope my father prays for my well-being and success, and that I have his blessing.',
              father_daughter: 'I hope my father prays for my well-being and success, and that I have his blessing.',
              mother_son: 'I hope my mother prays for my well-being and success, and that I have her blessing.',
              mother_daughter: 'I hope my mother prays for my well-being and success, and that I have her blessing.',
            },
            ar: {
              father_son: 'آمل أن يدعو لي أبي بالخير والتوفيق، وأن أحظى برضاه.',
              father_daughter: 'آمل أن يدعو لي أبي بالخير والتوفيق، وأن أحظى برضاه.',
              mother_son: 'آمل أن تدعو لي أمي بالخير والتوفيق، وأن أحظى برضاها.',
              mother_daughter: 'آمل أن تدعو لي أمي بالخير والتوفيق، وأن أحظى برضاها.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father prays for my well-being and success, and I know I have his blessing.',
              father_daughter: 'My father prays for my well-being and success, and I know I have his blessing.',
              mother_son: 'My mother prays for my well-being and success, and I know I have her blessing.',
              mother_daughter: 'My mother prays for my well-being and success, and I know I have her blessing.',
            },
            ar: {
              father_son: 'يدعو لي أبي اليوم بالخير والتوفيق، وأعلم أنني أحظى برضاه.',
              father_daughter: 'يدعو لي أبي اليوم بالخير والتوفيق، وأعلم أنني أحظى برضاه.',
              mother_son: 'تدعو لي أمي اليوم بالخير والتوفيق، وأعلم أنني أحظى برضاها.',
              mother_daughter: 'تدعو لي أمي اليوم بالخير والتوفيق، وأعلم أنني أحظى برضاها.',
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
                'I want to respect how my son practises his faith, and to share mine with him without pressure.',
              father_daughter:
                'I want to respect how my daughter practises her faith, and to share mine with her without pressure.',
              mother_son:
                'I want to respect how my son practises his faith, and to share mine with him without pressure.',
              mother_daughter:
                'I want to respect how my daughter practises her faith, and to share mine with her without pressure.',
            },
            ar: {
              father_son: 'أريد أن أحترم طريقة ابني في التديّن، وأن أحدّثه عن إيماني دون ضغط.',
              father_daughter: 'أريد أن أحترم طريقة ابنتي في التديّن، وأن أحدّثها عن إيماني دون ضغط.',
              mother_son: 'أريد أن أحترم طريقة ابني في التديّن، وأن أحدّثه عن إيماني دون ضغط.',
              mother_daughter: 'أريد أن أحترم طريقة ابنتي في التديّن، وأن أحدّثها عن إيماني دون ضغط.',
            },
          },
          phase2: {
            en: {
              father_son:
                'I respect how my son practises his faith, and I talk with him about mine without pressuring him.',
              father_daughter:
                'I respect how my daughter practises her faith, and I talk with her about mine without pressuring her.',
              mother_son:
                'I respect how my son practises his faith, and I talk with him about mine without pressuring him.',
              mother_daughter:
                'I respect how my daughter practises her faith, and I talk with her about mine without pressuring her.',
            },
            ar: {
              father_son: 'أحترم اليوم طريقة ابني في التديّن، وأحدّثه عن إيماني دون أن أضغط عليه.',
              father_daughter: 'أحترم اليوم طريقة ابنتي في التديّن، وأحدّثها عن إيماني دون أن أضغط عليها.',
              mother_son: 'أحترم اليوم طريقة ابني في التديّن، وأحدّثه عن إيماني دون أن أضغط عليه.',
              mother_daughter: 'أحترم اليوم طريقة ابنتي في التديّن، وأحدّثها عن إيماني دون أن أضغط عليها.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'I hope my father respects how I practise my faith, and shares his with me without pressure.',
              father_daughter:
                'I hope my father respects how I practise my faith, and shares his with me without pressure.',
              mother_son:
                'I hope my mother respects how I practise my faith, and shares hers with me without pressure.',
              mother_daughter:
                'I hope my mother respects how I practise my faith, and shares hers with me without pressure.',
            },
            ar: {
              father_son: 'آمل أن يحترم أبي طريقتي في التديّن، وأن يحدّثني عن إيمانه دون ضغط.',
              father_daughter: 'آمل أن يحترم أبي طريقتي في التديّن، وأن يحدّثني عن إيمانه دون ضغط.',
              mother_son: 'آمل أن تحترم أمي طريقتي في التديّن، وأن تحدّثني عن إيمانها دون ضغط.',
              mother_daughter: 'آمل أن تحترم أمي طريقتي في التديّن، وأن تحدّثني عن إيمانها دون ضغط.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My father respects how I practise my faith, and talks with me about his without pressuring me.',
              father_daughter:
                'My father respects how I practise my faith, and talks with me about his without pressuring me.',
              mother_son:
                'My mother respects how I practise my faith, and talks with me about hers without pressuring me.',
              mother_daughter:
                'My mother respects how I practise my faith, and talks with me about hers without pressuring me.',
            },
            ar: {
              father_son: 'يحترم أبي اليوم طريقتي في التديّن، ويحدّثني عن إيمانه دون أن يضغط عليّ.',
              father_daughter: 'يحترم أبي اليوم طريقتي في التديّن، ويحدّثني عن إيمانه دون أن يضغط عليّ.',
              mother_son: 'تحترم أمي اليوم طريقتي في التديّن، وتحدّثني عن إيمانها دون أن تضغط عليّ.',
              mother_daughter: 'تحترم أمي اليوم طريقتي في التديّن، وتحدّثني عن إيمانها دون أن تضغط عليّ.',
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
              father_son: 'I want to talk with my son as the grown man he is, not as I did when he was small.',
              father_daughter:
                'I want to talk with my daughter as the grown woman she is, not as I did when she was small.',
              mother_son: 'I want to talk with my son as the grown man he is, not as I did when he was small.',
              mother_daughter:
                'I want to talk with my daughter as the grown woman she is, not as I did when she was small.',
            },
            ar: {
              father_son: 'أريد أن أتحدث مع ابني على أنه رجل راشد، لا كما كنت أكلّمه وهو صغير.',
              father_daughter: 'أريد أن أتحدث مع ابنتي على أنها امرأة راشدة، لا كما كنت أكلّمها وهي صغيرة.',
              mother_son: 'أريد أن أتحدث مع ابني على أنه رجل راشد، لا كما كنت أكلّمه وهو صغير.',
              mother_daughter: 'أريد أن أتحدث مع ابنتي على أنها امرأة راشدة، لا كما كنت أكلّمها وهي صغيرة.',
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
              father_daughter:
                'I hope my father talks with me as the grown woman I am, not as he did when I was small.',
              mother_son: 'I hope my mother talks with me as the grown man I am, not as she did when I was small.',
              mother_daughter:
                'I hope my mother talks with me as the grown woman I am, not as she did when I was small.',
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
              father_daughter:
                'My father talks with me as the grown woman I am, no longer as he did when I was a child.',
              mother_son: 'My mother talks with me as the grown man I am, no longer as she did when I was a child.',
              mother_daughter:
                'My mother talks with me as the grown woman I am, no longer as she did when I was a child.',
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
              father_son: 'I want to give my son advice without insisting, and to leave the final decision to him.',
              father_daughter:
                'I want to give my daughter advice without insisting, and to leave the final decision to her.',
              mother_son: 'I want to give my son advice without insisting, and to leave the final decision to him.',
              mother_daughter:
                'I want to give my daughter advice without insisting, and to leave the final decision to her.',
            },
            ar: {
              father_son: 'أريد أن أنصح ابني دون إلحاح، وأن أترك القرار الأخير له.',
              father_daughter: 'أريد أن أنصح ابنتي دون إلحاح، وأن أترك القرار الأخير لها.',
              mother_son: 'أريد أن أنصح ابني دون إلحاح، وأن أترك القرار الأخير له.',
              mother_daughter: 'أريد أن أنصح ابنتي دون إلحاح، وأن أترك القرار الأخير لها.',
            },
          },
          phase2: {
            en: {
              father_son: 'When I advise my son, I do it without insisting and leave the final decision to him.',
              father_daughter:
                'When I advise my daughter, I do it without insisting and leave the final decision to her.',
              mother_son: 'When I advise my son, I do it without insisting and leave the final decision to him.',
              mother_daughter:
                'When I advise my daughter, I do it without insisting and leave the final decision to her.',
            },
            ar: {
              father_son: 'حين أنصح ابني اليوم، أنصحه دون إلحاح وأترك القرار الأخير له.',
              father_daughter: 'حين أنصح ابنتي اليوم، أنصحها دون إلحاح وأترك القرار الأخير لها.',
              mother_son: 'حين أنصح ابني اليوم، أنصحه دون إلحاح وأترك القرار الأخير له.',
              mother_daughter: 'حين أنصح ابنتي اليوم، أنصحها دون إلحاح وأترك القرار الأخير لها.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'I hope my father gives me advice without insisting, and leaves the final decision to me.',
              father_daughter:
                'I hope my father gives me advice without insisting, and leaves the final decision to me.',
              mother_son: 'I hope my mother gives me advice without insisting, and leaves the final decision to me.',
              mother_daughter:
                'I hope my mother gives me advice without insisting, and leaves the final decision to me.',
            },
            ar: {
              father_son: 'آمل أن ينصحني أبي دون إلحاح، وأن يترك القرار الأخير لي.',
              father_daughter: 'آمل أن ينصحني أبي دون إلحاح، وأن يترك القرار الأخير لي.',
              mother_son: 'آمل أن تنصحني أمي دون إلحاح، وأن تترك القرار الأخير لي.',
              mother_daughter: 'آمل أن تنصحني أمي دون إلحاح، وأن تترك القرار الأخير لي.',
            },
          },
          phase2: {
            en: {
              father_son:
                'When my father advises me, he does it without insisting and leaves the final decision to me.',
              father_daughter:
                'When my father advises me, he does it without insisting and leaves the final decision to me.',
              mother_son:
                'When my mother advises me, she does it without insisting and leaves the final decision to me.',
              mother_daughter:
                'When my mother advises me, she does it without insisting and leaves the final decision to me.',
            },
            ar: {
              father_son: 'حين ينصحني أبي اليوم، ينصحني دون إلحاح ويترك القرار الأخير لي.',
              father_daughter: 'حين ينصحني أبي اليوم، ينصحني دون إلحاح ويترك القرار الأخير لي.',
              mother_son: 'حين تنصحني أمي اليوم، تنصحني دون إلحاح وتترك القرار الأخير لي.',
              mother_daughter: 'حين تنصحني أمي اليوم، تنصحني دون إلحاح وتترك القرار الأخير لي.',
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
              father_son: 'I want to speak openly with my son about my health and the care I may need later.',
              father_daughter: 'I want to speak openly with my daughter about my health and the care I may need later.',
              mother_son: 'I want to speak openly with my son about my health and the care I may need later.',
              mother_daughter: 'I want to speak openly with my daughter about my health and the care I may need later.',
            },
            ar: {
              father_son: 'أريد أن أتحدث بصراحة مع ابني عن صحتي وعن الرعاية التي قد أحتاج إليها لاحقًا.',
              father_daughter: 'أريد أن أتحدث بصراحة مع ابنتي عن صحتي وعن الرعاية التي قد أحتاج إليها لاحقًا.',
              mother_son: 'أريد أن أتحدث بصراحة مع ابني عن صحتي وعن الرعاية التي قد أحتاج إليها لاحقًا.',
              mother_daughter: 'أريد أن أتحدث بصراحة مع ابنتي عن صحتي وعن الرعاية التي قد أحتاج إليها لاحقًا.',
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
              father_daughter:
                'I hope my father speaks openly with me about his health and the care he may need later.',
              mother_son: 'I hope my mother speaks openly with me about her health and the care she may need later.',
              mother_daughter:
                'I hope my mother speaks openly with me about her health and the care she may need later.',
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
        key: 'q_3_1',
        category: 3,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                "I am confident that my son will help me with practical needs, such as doctor's appointments and errands, as I grow older.",
              father_daughter:
                "I am confident that my daughter will help me with practical needs, such as doctor's appointments and errands, as I grow older.",
              mother_son:
                "I am confident that my son will help me with practical needs, such as doctor's appointments and errands, as I grow older.",
              mother_daughter:
                "I am confident that my daughter will help me with practical needs, such as doctor's appointments and errands, as I grow older.",
            },
            ar: {
              father_son:
                'أنا مطمئنّ إلى أن ابني سيساعدني في شؤوني العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بي العمر.',
              father_daughter:
                'أنا مطمئنّ إلى أن ابنتي ستساعدني في شؤوني العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بي العمر.',
              mother_son:
                'أنا مطمئنّة إلى أن ابني سيساعدني في شؤوني العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بي العمر.',
              mother_daughter:
                'أنا مطمئنّة إلى أن ابنتي ستساعدني في شؤوني العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بي العمر.',
            },
          },
          phase2: {
            en: {
              father_son:
                "My son helps me with practical needs when I need it, such as doctor's appointments and errands.",
              father_daughter:
                "My daughter helps me with practical needs when I need it, such as doctor's appointments and errands.",
              mother_son:
                "My son helps me with practical needs when I need it, such as doctor's appointments and errands.",
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
                "I want to help my father with his practical needs, such as doctor's appointments and errands, as he grows older.",
              father_daughter:
                "I want to help my father with his practical needs, such as doctor's appointments and errands, as he grows older.",
              mother_son:
                "I want to help my mother with her practical needs, such as doctor's appointments and errands, as she grows older.",
              mother_daughter:
                "I want to help my mother with her practical needs, such as doctor's appointments and errands, as she grows older.",
            },
            ar: {
              father_son: 'أريد أن أساعد أبي في شؤونه العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم به العمر.',
              father_daughter: 'أريد أن أساعد أبي في شؤونه العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم به العمر.',
              mother_son: 'أريد أن أساعد أمي في شؤونها العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بها العمر.',
              mother_daughter:
                'أريد أن أساعد أمي في شؤونها العملية، كمواعيد الطبيب وقضاء الحاجات، كلما تقدّم بها العمر.',
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
                "I want to respect my son's privacy and the way he runs his own life, without interfering in his personal affairs.",
              father_daughter:
                "I want to respect my daughter's privacy and the way she runs her own life, without interfering in her personal affairs.",
              mother_son:
                "I want to respect my son's privacy and the way he runs his own life, without interfering in his personal affairs.",
              mother_daughter:
                "I want to respect my daughter's privacy and the way she runs her own life, without interfering in her personal affairs.",
            },
            ar: {
              father_son: 'أريد أن أحترم خصوصية ابني وطريقته في تدبير شؤون حياته، دون أن أتدخّل في أموره الشخصية.',
              father_daughter:
                'أريد أن أحترم خصوصية ابنتي وطريقتها في تدبير شؤون حياتها، دون أن أتدخّل في أمورها الشخصية.',
              mother_son: 'أريد أن أحترم خصوصية ابني وطريقته في تدبير شؤون حياته، دون أن أتدخّل في أموره الشخصية.',
              mother_daughter:
                'أريد أن أحترم خصوصية ابنتي وطريقتها في تدبير شؤون حياتها، دون أن أتدخّل في أمورها الشخصية.',
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
        key: 'q_3_4',
        category: 3,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'I hope my son and I will plan my future care and living arrangements together, and that my wishes will be respected.',
              father_daughter:
                'I hope my daughter and I will plan my future care and living arrangements together, and that my wishes will be respected.',
              mother_son:
                'I hope my son and I will plan my future care and living arrangements together, and that my wishes will be respected.',
              mother_daughter:
                'I hope my daughter and I will plan my future care and living arrangements together, and that my wishes will be respected.',
            },
            ar: {
              father_son: 'آمل أن نخطط أنا وابني معًا لرعايتي ومكان إقامتي في المستقبل، وأن تُحترم رغباتي.',
              father_daughter: 'آمل أن نخطط أنا وابنتي معًا لرعايتي ومكان إقامتي في المستقبل، وأن تُحترم رغباتي.',
              mother_son: 'آمل أن نخطط أنا وابني معًا لرعايتي ومكان إقامتي في المستقبل، وأن تُحترم رغباتي.',
              mother_daughter: 'آمل أن نخطط أنا وابنتي معًا لرعايتي ومكان إقامتي في المستقبل، وأن تُحترم رغباتي.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My son and I talk through my care and living arrangements together, and my wishes are respected.',
              father_daughter:
                'My daughter and I talk through my care and living arrangements together, and my wishes are respected.',
              mother_son:
                'My son and I talk through my care and living arrangements together, and my wishes are respected.',
              mother_daughter:
                'My daughter and I talk through my care and living arrangements together, and my wishes are respected.',
            },
            ar: {
              father_son: 'نتشاور أنا وابني اليوم في رعايتي وترتيبات سكني، وتُحترم رغباتي في ذلك.',
              father_daughter: 'نتشاور أنا وابنتي اليوم في رعايتي وترتيبات سكني، وتُحترم رغباتي في ذلك.',
              mother_son: 'نتشاور أنا وابني اليوم في رعايتي وترتيبات سكني، وتُحترم رغباتي في ذلك.',
              mother_daughter: 'نتشاور أنا وابنتي اليوم في رعايتي وترتيبات سكني، وتُحترم رغباتي في ذلك.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I want my father and me to plan his future care and living arrangements together, with his wishes respected.',
              father_daughter:
                'I want my father and me to plan his future care and living arrangements together, with his wishes respected.',
              mother_son:
                'I want my mother and me to plan her future care and living arrangements together, with her wishes respected.',
              mother_daughter:
                'I want my mother and me to plan her future care and living arrangements together, with her wishes respected.',
            },
            ar: {
              father_son: 'أريد أن نخطط أنا وأبي معًا لرعايته ومكان إقامته في المستقبل، وأن تُحترم رغباته.',
              father_daughter: 'أريد أن نخطط أنا وأبي معًا لرعايته ومكان إقامته في المستقبل، وأن تُحترم رغباته.',
              mother_son: 'أريد أن نخطط أنا وأمي معًا لرعايتها ومكان إقامتها في المستقبل، وأن تُحترم رغباتها.',
              mother_daughter: 'أريد أن نخطط أنا وأمي معًا لرعايتها ومكان إقامتها في المستقبل، وأن تُحترم رغباتها.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My father and I talk through his care and living arrangements together, and his wishes are respected.',
              father_daughter:
                'My father and I talk through his care and living arrangements together, and his wishes are respected.',
              mother_son:
                'My mother and I talk through her care and living arrangements together, and her wishes are respected.',
              mother_daughter:
                'My mother and I talk through her care and living arrangements together, and her wishes are respected.',
            },
            ar: {
              father_son: 'نتشاور أنا وأبي اليوم في رعايته وترتيبات سكنه، وتُحترم رغباته في ذلك.',
              father_daughter: 'نتشاور أنا وأبي اليوم في رعايته وترتيبات سكنه، وتُحترم رغباته في ذلك.',
              mother_son: 'نتشاور أنا وأمي اليوم في رعايتها وترتيبات سكنها، وتُحترم رغباتها في ذلك.',
              mother_daughter: 'نتشاور أنا وأمي اليوم في رعايتها وترتيبات سكنها، وتُحترم رغباتها في ذلك.',
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
              father_daughter:
                'When my daughter helps me, she does it in a way that respects my independence and dignity.',
              mother_son: 'When my son helps me, he does it in a way that respects my independence and dignity.',
              mother_daughter:
                'When my daughter helps me, she does it in a way that respects my independence and dignity.',
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
              father_son: 'I want to help my father in a way that lets him stay independent and keeps his dignity.',
              father_daughter:
                'I want to help my father in a way that lets him stay independent and keeps his dignity.',
              mother_son: 'I want to help my mother in a way that lets her stay independent and keeps her dignity.',
              mother_daughter:
                'I want to help my mother in a way that lets her stay independent and keeps her dignity.',
            },
            ar: {
              father_son: 'أريد أن أساعد أبي بطريقة تُبقيه مستقلًّا وتحفظ كرامته.',
              father_daughter: 'أريد أن أساعد أبي بطريقة تُبقيه مستقلًّا وتحفظ كرامته.',
              mother_son: 'أريد أن أساعد أمي بطريقة تُبقيها مستقلّةً وتحفظ كرامتها.',
              mother_daughter: 'أريد أن أساعد أمي بطريقة تُبقيها مستقلّةً وتحفظ كرامتها.',
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
      {
        key: 'q_4_1',
        category: 4,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son: 'I want my son to feel that I appreciate what he does for me and for the family.',
              father_daughter: 'I want my daughter to feel that I appreciate what she does for me and for the family.',
              mother_son: 'I want my son to feel that I appreciate what he does for me and for the family.',
              mother_daughter: 'I want my daughter to feel that I appreciate what she does for me and for the family.',
            },
            ar: {
              father_son: 'أريد أن يشعر ابني بأنني أقدّر ما يفعله من أجلي ومن أجل العائلة.',
              father_daughter: 'أريد أن تشعر ابنتي بأنني أقدّر ما تفعله من أجلي ومن أجل العائلة.',
              mother_son: 'أريد أن يشعر ابني بأنني أقدّر ما يفعله من أجلي ومن أجل العائلة.',
              mother_daughter: 'أريد أن تشعر ابنتي بأنني أقدّر ما تفعله من أجلي ومن أجل العائلة.',
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
              father_son: 'I want to tell my father how grateful I am for all he has given me over the years.',
              father_daughter: 'I want to tell my father how grateful I am for all he has given me over the years.',
              mother_son: 'I want to tell my mother how grateful I am for all she has given me over the years.',
              mother_daughter: 'I want to tell my mother how grateful I am for all she has given me over the years.',
            },
            ar: {
              father_son: 'أريد أن أعبّر لأبي عن امتناني لكل ما قدّمه لي على مرّ السنين.',
              father_daughter: 'أريد أن أعبّر لأبي عن امتناني لكل ما قدّمه لي على مرّ السنين.',
              mother_son: 'أريد أن أعبّر لأمي عن امتناني لكل ما قدّمته لي على مرّ السنين.',
              mother_daughter: 'أريد أن أعبّر لأمي عن امتناني لكل ما قدّمته لي على مرّ السنين.',
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
              father_son: 'I want to tell my son that I love him, in words and not only in deeds.',
              father_daughter: 'I want to tell my daughter that I love her, in words and not only in deeds.',
              mother_son: 'I want to tell my son that I love him, in words and not only in deeds.',
              mother_daughter: 'I want to tell my daughter that I love her, in words and not only in deeds.',
            },
            ar: {
              father_son: 'أريد أن أعبّر لابني عن حبي له بالكلام، لا بالأفعال وحدها.',
              father_daughter: 'أريد أن أعبّر لابنتي عن حبي لها بالكلام، لا بالأفعال وحدها.',
              mother_son: 'أريد أن أعبّر لابني عن حبي له بالكلام، لا بالأفعال وحدها.',
              mother_daughter: 'أريد أن أعبّر لابنتي عن حبي لها بالكلام، لا بالأفعال وحدها.',
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
              father_son: 'I want to confide serious matters in my father, trusting that he will keep them to himself.',
              father_daughter:
                'I want to confide serious matters in my father, trusting that he will keep them to himself.',
              mother_son:
                'I want to confide serious matters in my mother, trusting that she will keep them to herself.',
              mother_daughter:
                'I want to confide serious matters in my mother, trusting that she will keep them to herself.',
            },
            ar: {
              father_son: 'أريد أن أبوح لأبي بأموري المهمة، واثقًا بأنه يحفظ سرّي.',
              father_daughter: 'أريد أن أبوح لأبي بأموري المهمة، واثقةً بأنه يحفظ سرّي.',
              mother_son: 'أريد أن أبوح لأمي بأموري المهمة، واثقًا بأنها تحفظ سرّي.',
              mother_daughter: 'أريد أن أبوح لأمي بأموري المهمة، واثقةً بأنها تحفظ سرّي.',
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
              father_son:
                'I look forward to trusting my son with serious family matters, such as finances and big decisions.',
              father_daughter:
                'I look forward to trusting my daughter with serious family matters, such as finances and big decisions.',
              mother_son:
                'I look forward to trusting my son with serious family matters, such as finances and big decisions.',
              mother_daughter:
                'I look forward to trusting my daughter with serious family matters, such as finances and big decisions.',
            },
            ar: {
              father_son: 'أتطلع إلى أن أعهد إلى ابني بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
              father_daughter: 'أتطلع إلى أن أعهد إلى ابنتي بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
              mother_son: 'أتطلع إلى أن أعهد إلى ابني بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
              mother_daughter: 'أتطلع إلى أن أعهد إلى ابنتي بشؤون العائلة المهمة، كالأمور المالية والقرارات الكبيرة.',
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
      {
        key: 'q_5_3',
        category: 5,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                "I want to respect my son's decisions about marriage and family life, without pressuring him.",
              father_daughter:
                "I want to respect my daughter's decisions about marriage and family life, without pressuring her.",
              mother_son:
                "I want to respect my son's decisions about marriage and family life, without pressuring him.",
              mother_daughter:
                "I want to respect my daughter's decisions about marriage and family life, without pressuring her.",
            },
            ar: {
              father_son: 'أريد أن أحترم قرارات ابني في شؤون الزواج والأسرة، دون أن أضغط عليه.',
              father_daughter: 'أريد أن أحترم قرارات ابنتي في شؤون الزواج والأسرة، دون أن أضغط عليها.',
              mother_son: 'أريد أن أحترم قرارات ابني في شؤون الزواج والأسرة، دون أن أضغط عليه.',
              mother_daughter: 'أريد أن أحترم قرارات ابنتي في شؤون الزواج والأسرة، دون أن أضغط عليها.',
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
              father_son:
                'I hope my father respects my decisions about marriage and family life, without pressuring me.',
              father_daughter:
                'I hope my father respects my decisions about marriage and family life, without pressuring me.',
              mother_son:
                'I hope my mother respects my decisions about marriage and family life, without pressuring me.',
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
              father_son:
                'My father respects my decisions about marriage and family life, and he does not pressure me.',
              father_daughter:
                'My father respects my decisions about marriage and family life, and he does not pressure me.',
              mother_son:
                'My mother respects my decisions about marriage and family life, and she does not pressure me.',
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
                "I hope my son and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              father_daughter:
                "I hope my daughter and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              mother_son:
                "I hope my son and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              mother_daughter:
                "I hope my daughter and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
            },
            ar: {
              father_son: 'آمل أن نجتمع أنا وابني في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              father_daughter: 'آمل أن نجتمع أنا وابنتي في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              mother_son: 'آمل أن نجتمع أنا وابني في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              mother_daughter: 'آمل أن نجتمع أنا وابنتي في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
            },
          },
          phase2: {
            en: {
              father_son:
                "My son and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              father_daughter:
                "My daughter and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              mother_son:
                "My son and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              mother_daughter:
                "My daughter and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
            },
            ar: {
              father_son: 'نجتمع أنا وابني اليوم في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              father_daughter: 'نجتمع أنا وابنتي اليوم في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              mother_son: 'نجتمع أنا وابني اليوم في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              mother_daughter: 'نجتمع أنا وابنتي اليوم في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                "I hope my father and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              father_daughter:
                "I hope my father and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              mother_son:
                "I hope my mother and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              mother_daughter:
                "I hope my mother and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
            },
            ar: {
              father_son: 'آمل أن نجتمع أنا وأبي في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              father_daughter: 'آمل أن نجتمع أنا وأبي في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              mother_son: 'آمل أن نجتمع أنا وأمي في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              mother_daughter: 'آمل أن نجتمع أنا وأمي في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
            },
          },
          phase2: {
            en: {
              father_son:
                "My father and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              father_daughter:
                "My father and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              mother_son:
                "My mother and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
              mother_daughter:
                "My mother and I come together in Ramadan, at Eid and on family occasions, with regard for each other's circumstances.",
            },
            ar: {
              father_son: 'نجتمع أنا وأبي اليوم في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              father_daughter: 'نجتمع أنا وأبي اليوم في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              mother_son: 'نجتمع أنا وأمي اليوم في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
              mother_daughter: 'نجتمع أنا وأمي اليوم في رمضان والعيد والمناسبات العائلية، مع مراعاة ظروف كلٍّ منا.',
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
              father_son:
                "I hope my father's care is shared fairly among siblings and relatives, so that it does not all fall on one person.",
              father_daughter:
                "I hope my father's care is shared fairly among siblings and relatives, so that it does not all fall on one person.",
              mother_son:
                "I hope my mother's care is shared fairly among siblings and relatives, so that it does not all fall on one person.",
              mother_daughter:
                "I hope my mother's care is shared fairly among siblings and relatives, so that it does not all fall on one person.",
            },
            ar: {
              father_son: 'آمل أن يتقاسم الإخوة والأقارب رعاية أبي بإنصاف، فلا يقع عبؤها كله على شخص واحد.',
              father_daughter: 'آمل أن يتقاسم الإخوة والأقارب رعاية أبي بإنصاف، فلا يقع عبؤها كله على شخص واحد.',
              mother_son: 'آمل أن يتقاسم الإخوة والأقارب رعاية أمي بإنصاف، فلا يقع عبؤها كله على شخص واحد.',
              mother_daughter: 'آمل أن يتقاسم الإخوة والأقارب رعاية أمي بإنصاف، فلا يقع عبؤها كله على شخص واحد.',
            },
          },
          phase2: {
            en: {
              father_son:
                "My father's care is shared fairly among siblings and relatives, and it does not all fall on one person.",
              father_daughter:
                "My father's care is shared fairly among siblings and relatives, and it does not all fall on one person.",
              mother_son:
                "My mother's care is shared fairly among siblings and relatives, and it does not all fall on one person.",
              mother_daughter:
                "My mother's care is shared fairly among siblings and relatives, and it does not all fall on one person.",
            },
            ar: {
              father_son: 'يتقاسم الإخوة والأقارب اليوم رعاية أبي بإنصاف، ولا يقع عبؤها كله على شخص واحد.',
              father_daughter: 'يتقاسم الإخوة والأقارب اليوم رعاية أبي بإنصاف، ولا يقع عبؤها كله على شخص واحد.',
              mother_son: 'يتقاسم الإخوة والأقارب اليوم رعاية أمي بإنصاف، ولا يقع عبؤها كله على شخص واحد.',
              mother_daughter: 'يتقاسم الإخوة والأقارب اليوم رعاية أمي بإنصاف، ولا يقع عبؤها كله على شخص واحد.',
            },
          },
        },
      },
    ],
  },
};
