import type { AgeGroup, FamilyQuestion } from '../../assessment/family-types.ts';
import type { BankRevision } from '../versions.ts';

/**
 * Revision 4 of the family banks of ages 8-12, 13-15, 16-18 and 19-24 (docs/decisions/059-bank-version-4.md): the
 * questions it changed, whole, exactly as they read in version 3, every pairing and both perspectives. Generated from
 * the version-3 files, never edited by hand: history, like a migration. The 25+ bank had no finding and stays at
 * version 3.
 */
export const FAMILY_REVISIONS_V4: Record<Exclude<AgeGroup, '25+'>, BankRevision<FamilyQuestion>> = {
  '8-12': {
    version: 4,
    date: '2026-11-27',
    why: 'Content review 2026-11-27 §4.1: q_1_1 says "kindly" on both sides (the parent said "with patience and kindness"); q_2_4 (the parent stayed calm and talked it through) and q_5_2 (meals often, and a happy time to talk) asked two things; q_3_1, q_3_2 and q_5_5 scored compliance on the child\'s wish scale, so the child now wishes for what a child can want: to be trusted with small jobs, to understand the homework, a say in the screen rules.',
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
        key: 'q_2_4',
        category: 2,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: 'I hope to stay calm and talk things through with my son when we disagree.',
              father_daughter: 'I hope to stay calm and talk things through with my daughter when we disagree.',
              mother_son: 'I hope to stay calm and talk things through with my son when we disagree.',
              mother_daughter: 'I hope to stay calm and talk things through with my daughter when we disagree.',
            },
            ar: {
              father_son: 'آمل أن أبقى هادئًا وأتحاور مع ابني حين نختلف في أمر ما.',
              father_daughter: 'آمل أن أبقى هادئًا وأتحاور مع ابنتي حين نختلف في أمر ما.',
              mother_son: 'آمل أن أبقى هادئة وأتحاور مع ابني حين نختلف في أمر ما.',
              mother_daughter: 'آمل أن أبقى هادئة وأتحاور مع ابنتي حين نختلف في أمر ما.',
            },
          },
          phase2: {
            en: {
              father_son: 'I stay calm and talk things through with my son when we disagree.',
              father_daughter: 'I stay calm and talk things through with my daughter when we disagree.',
              mother_son: 'I stay calm and talk things through with my son when we disagree.',
              mother_daughter: 'I stay calm and talk things through with my daughter when we disagree.',
            },
            ar: {
              father_son: 'أحافظ على هدوئي وأتحاور مع ابني حين نختلف في أمر ما.',
              father_daughter: 'أحافظ على هدوئي وأتحاور مع ابنتي حين نختلف في أمر ما.',
              mother_son: 'أحافظ على هدوئي وأتحاور مع ابني حين نختلف في أمر ما.',
              mother_daughter: 'أحافظ على هدوئي وأتحاور مع ابنتي حين نختلف في أمر ما.',
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
        key: 'q_3_1',
        category: 3,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son: 'I hope to give my son small jobs at home that suit his age, such as setting the table.',
              father_daughter:
                'I hope to give my daughter small jobs at home that suit her age, such as setting the table.',
              mother_son: 'I hope to give my son small jobs at home that suit his age, such as setting the table.',
              mother_daughter:
                'I hope to give my daughter small jobs at home that suit her age, such as setting the table.',
            },
            ar: {
              father_son: 'آمل أن أُسند إلى ابني مهامّ منزلية صغيرة تناسب سنّه، كتجهيز المائدة.',
              father_daughter: 'آمل أن أُسند إلى ابنتي مهامّ منزلية صغيرة تناسب سنّها، كتجهيز المائدة.',
              mother_son: 'آمل أن أُسند إلى ابني مهامّ منزلية صغيرة تناسب سنّه، كتجهيز المائدة.',
              mother_daughter: 'آمل أن أُسند إلى ابنتي مهامّ منزلية صغيرة تناسب سنّها، كتجهيز المائدة.',
            },
          },
          phase2: {
            en: {
              father_son: 'I give my son small jobs at home that suit his age, such as setting the table.',
              father_daughter: 'I give my daughter small jobs at home that suit her age, such as setting the table.',
              mother_son: 'I give my son small jobs at home that suit his age, such as setting the table.',
              mother_daughter: 'I give my daughter small jobs at home that suit her age, such as setting the table.',
            },
            ar: {
              father_son: 'أُسند إلى ابني مهامّ منزلية صغيرة تناسب سنّه، كتجهيز المائدة.',
              father_daughter: 'أُسند إلى ابنتي مهامّ منزلية صغيرة تناسب سنّها، كتجهيز المائدة.',
              mother_son: 'أُسند إلى ابني مهامّ منزلية صغيرة تناسب سنّه، كتجهيز المائدة.',
              mother_daughter: 'أُسند إلى ابنتي مهامّ منزلية صغيرة تناسب سنّها، كتجهيز المائدة.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'I hope my father gives me small jobs at home, like setting the table.',
              father_daughter: 'I hope my father gives me small jobs at home, like setting the table.',
              mother_son: 'I hope my mother gives me small jobs at home, like setting the table.',
              mother_daughter: 'I hope my mother gives me small jobs at home, like setting the table.',
            },
            ar: {
              father_son: 'أتمنى أن يعطيني أبي أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
              father_daughter: 'أتمنى أن يعطيني أبي أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
              mother_son: 'أتمنى أن تعطيني أمي أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
              mother_daughter: 'أتمنى أن تعطيني أمي أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father gives me small jobs at home, like setting the table.',
              father_daughter: 'My father gives me small jobs at home, like setting the table.',
              mother_son: 'My mother gives me small jobs at home, like setting the table.',
              mother_daughter: 'My mother gives me small jobs at home, like setting the table.',
            },
            ar: {
              father_son: 'يعطيني أبي أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
              father_daughter: 'يعطيني أبي أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
              mother_son: 'تعطيني أمي أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
              mother_daughter: 'تعطيني أمي أعمالًا صغيرة في البيت، مثل تجهيز المائدة.',
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
              father_son: 'I hope to help my son with homework without doing it for him.',
              father_daughter: 'I hope to help my daughter with homework without doing it for her.',
              mother_son: 'I hope to help my son with homework without doing it for him.',
              mother_daughter: 'I hope to help my daughter with homework without doing it for her.',
            },
            ar: {
              father_son: 'آمل أن أساعد ابني في واجباته المدرسية دون أن أؤديها عنه.',
              father_daughter: 'آمل أن أساعد ابنتي في واجباتها المدرسية دون أن أؤديها عنها.',
              mother_son: 'آمل أن أساعد ابني في واجباته المدرسية دون أن أؤديها عنه.',
              mother_daughter: 'آمل أن أساعد ابنتي في واجباتها المدرسية دون أن أؤديها عنها.',
            },
          },
          phase2: {
            en: {
              father_son: 'I help my son with homework without doing it for him.',
              father_daughter: 'I help my daughter with homework without doing it for her.',
              mother_son: 'I help my son with homework without doing it for him.',
              mother_daughter: 'I help my daughter with homework without doing it for her.',
            },
            ar: {
              father_son: 'أساعد ابني في واجباته المدرسية دون أن أؤديها عنه.',
              father_daughter: 'أساعد ابنتي في واجباتها المدرسية دون أن أؤديها عنها.',
              mother_son: 'أساعد ابني في واجباته المدرسية دون أن أؤديها عنه.',
              mother_daughter: 'أساعد ابنتي في واجباتها المدرسية دون أن أؤديها عنها.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'I hope my father helps me with homework without doing it for me.',
              father_daughter: 'I hope my father helps me with homework without doing it for me.',
              mother_son: 'I hope my mother helps me with homework without doing it for me.',
              mother_daughter: 'I hope my mother helps me with homework without doing it for me.',
            },
            ar: {
              father_son: 'أتمنى أن يساعدني أبي في واجباتي دون أن يحلّها عنّي.',
              father_daughter: 'أتمنى أن يساعدني أبي في واجباتي دون أن يحلّها عنّي.',
              mother_son: 'أتمنى أن تساعدني أمي في واجباتي دون أن تحلّها عنّي.',
              mother_daughter: 'أتمنى أن تساعدني أمي في واجباتي دون أن تحلّها عنّي.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father helps me with homework without doing it for me.',
              father_daughter: 'My father helps me with homework without doing it for me.',
              mother_son: 'My mother helps me with homework without doing it for me.',
              mother_daughter: 'My mother helps me with homework without doing it for me.',
            },
            ar: {
              father_son: 'يساعدني أبي في واجباتي دون أن يحلّها عنّي.',
              father_daughter: 'يساعدني أبي في واجباتي دون أن يحلّها عنّي.',
              mother_son: 'تساعدني أمي في واجباتي دون أن تحلّها عنّي.',
              mother_daughter: 'تساعدني أمي في واجباتي دون أن تحلّها عنّي.',
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
              father_son: 'I hope to sit down for meals with my son often and make them a happy time to talk.',
              father_daughter:
                'I hope to sit down for meals with my daughter often and make them a happy time to talk.',
              mother_son: 'I hope to sit down for meals with my son often and make them a happy time to talk.',
              mother_daughter:
                'I hope to sit down for meals with my daughter often and make them a happy time to talk.',
            },
            ar: {
              father_son: 'آمل أن أجتمع مع ابني على المائدة كثيرًا، وأن تكون وجباتنا وقتًا جميلًا للحديث.',
              father_daughter: 'آمل أن أجتمع مع ابنتي على المائدة كثيرًا، وأن تكون وجباتنا وقتًا جميلًا للحديث.',
              mother_son: 'آمل أن أجتمع مع ابني على المائدة كثيرًا، وأن تكون وجباتنا وقتًا جميلًا للحديث.',
              mother_daughter: 'آمل أن أجتمع مع ابنتي على المائدة كثيرًا، وأن تكون وجباتنا وقتًا جميلًا للحديث.',
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
        key: 'q_5_5',
        category: 5,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: 'I hope my son and I agree on screen-time rules.',
              father_daughter: 'I hope my daughter and I agree on screen-time rules.',
              mother_son: 'I hope my son and I agree on screen-time rules.',
              mother_daughter: 'I hope my daughter and I agree on screen-time rules.',
            },
            ar: {
              father_son: 'آمل أن أتفق مع ابني على قواعد لاستخدام الأجهزة والتلفاز.',
              father_daughter: 'آمل أن أتفق مع ابنتي على قواعد لاستخدام الأجهزة والتلفاز.',
              mother_son: 'آمل أن أتفق مع ابني على قواعد لاستخدام الأجهزة والتلفاز.',
              mother_daughter: 'آمل أن أتفق مع ابنتي على قواعد لاستخدام الأجهزة والتلفاز.',
            },
          },
          phase2: {
            en: {
              father_son: 'My son and I agree on screen-time rules.',
              father_daughter: 'My daughter and I agree on screen-time rules.',
              mother_son: 'My son and I agree on screen-time rules.',
              mother_daughter: 'My daughter and I agree on screen-time rules.',
            },
            ar: {
              father_son: 'أتفق مع ابني على قواعد لاستخدام الأجهزة والتلفاز.',
              father_daughter: 'أتفق مع ابنتي على قواعد لاستخدام الأجهزة والتلفاز.',
              mother_son: 'أتفق مع ابني على قواعد لاستخدام الأجهزة والتلفاز.',
              mother_daughter: 'أتفق مع ابنتي على قواعد لاستخدام الأجهزة والتلفاز.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'I hope my father and I agree on rules for phones, tablets and TV.',
              father_daughter: 'I hope my father and I agree on rules for phones, tablets and TV.',
              mother_son: 'I hope my mother and I agree on rules for phones, tablets and TV.',
              mother_daughter: 'I hope my mother and I agree on rules for phones, tablets and TV.',
            },
            ar: {
              father_son: 'أتمنى أن نتفق أنا وأبي على قواعد لاستخدام الأجهزة والتلفاز.',
              father_daughter: 'أتمنى أن نتفق أنا وأبي على قواعد لاستخدام الأجهزة والتلفاز.',
              mother_son: 'أتمنى أن نتفق أنا وأمي على قواعد لاستخدام الأجهزة والتلفاز.',
              mother_daughter: 'أتمنى أن نتفق أنا وأمي على قواعد لاستخدام الأجهزة والتلفاز.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father and I agree on rules for phones, tablets and TV.',
              father_daughter: 'My father and I agree on rules for phones, tablets and TV.',
              mother_son: 'My mother and I agree on rules for phones, tablets and TV.',
              mother_daughter: 'My mother and I agree on rules for phones, tablets and TV.',
            },
            ar: {
              father_son: 'نتفق أنا وأبي على قواعد لاستخدام الأجهزة والتلفاز.',
              father_daughter: 'نتفق أنا وأبي على قواعد لاستخدام الأجهزة والتلفاز.',
              mother_son: 'نتفق أنا وأمي على قواعد لاستخدام الأجهزة والتلفاز.',
              mother_daughter: 'نتفق أنا وأمي على قواعد لاستخدام الأجهزة والتلفاز.',
            },
          },
        },
      },
    ],
  },
  '13-15': {
    version: 4,
    date: '2026-11-27',
    why: 'Content review 2026-11-27 §4.1-4.2: q_2_1 had the parent report the child\'s inner state ("and he feels heard"), so both sides ask the listening; q_1_2 (truthful because the parent stays calm), q_3_4 (managing pocket money and learning from it) and q_5_2 (not comparing, and valuing as they are) asked two things.',
    before: [
      {
        key: 'q_1_2',
        category: 1,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                'I hope my son tells me the truth even when he has made a mistake, trusting that I will stay calm.',
              father_daughter:
                'I hope my daughter tells me the truth even when she has made a mistake, trusting that I will stay calm.',
              mother_son:
                'I hope my son tells me the truth even when he has made a mistake, trusting that I will stay calm.',
              mother_daughter:
                'I hope my daughter tells me the truth even when she has made a mistake, trusting that I will stay calm.',
            },
            ar: {
              father_son: 'آمل أن يصارحني ابني بالحقيقة حتى حين يخطئ، واثقًا من أني سأتعامل مع الأمر بهدوء.',
              father_daughter: 'آمل أن تصارحني ابنتي بالحقيقة حتى حين تخطئ، واثقةً من أني سأتعامل مع الأمر بهدوء.',
              mother_son: 'آمل أن يصارحني ابني بالحقيقة حتى حين يخطئ، واثقًا من أني سأتعامل مع الأمر بهدوء.',
              mother_daughter: 'آمل أن تصارحني ابنتي بالحقيقة حتى حين تخطئ، واثقةً من أني سأتعامل مع الأمر بهدوء.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My son tells me the truth even when he has made a mistake, because he knows I will stay calm.',
              father_daughter:
                'My daughter tells me the truth even when she has made a mistake, because she knows I will stay calm.',
              mother_son:
                'My son tells me the truth even when he has made a mistake, because he knows I will stay calm.',
              mother_daughter:
                'My daughter tells me the truth even when she has made a mistake, because she knows I will stay calm.',
            },
            ar: {
              father_son: 'يصارحني ابني بالحقيقة حتى حين يخطئ، لأنه يعلم أني سأتعامل مع الأمر بهدوء.',
              father_daughter: 'تصارحني ابنتي بالحقيقة حتى حين تخطئ، لأنها تعلم أني سأتعامل مع الأمر بهدوء.',
              mother_son: 'يصارحني ابني بالحقيقة حتى حين يخطئ، لأنه يعلم أني سأتعامل مع الأمر بهدوء.',
              mother_daughter: 'تصارحني ابنتي بالحقيقة حتى حين تخطئ، لأنها تعلم أني سأتعامل مع الأمر بهدوء.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I hope I can tell my father the truth even when I have made a mistake, trusting that he will stay calm.',
              father_daughter:
                'I hope I can tell my father the truth even when I have made a mistake, trusting that he will stay calm.',
              mother_son:
                'I hope I can tell my mother the truth even when I have made a mistake, trusting that she will stay calm.',
              mother_daughter:
                'I hope I can tell my mother the truth even when I have made a mistake, trusting that she will stay calm.',
            },
            ar: {
              father_son: 'آمل أن أصارح أبي بالحقيقة حتى حين أخطئ، واثقًا من أنه سيتعامل مع الأمر بهدوء.',
              father_daughter: 'آمل أن أصارح أبي بالحقيقة حتى حين أخطئ، واثقةً من أنه سيتعامل مع الأمر بهدوء.',
              mother_son: 'آمل أن أصارح أمي بالحقيقة حتى حين أخطئ، واثقًا من أنها ستتعامل مع الأمر بهدوء.',
              mother_daughter: 'آمل أن أصارح أمي بالحقيقة حتى حين أخطئ، واثقةً من أنها ستتعامل مع الأمر بهدوء.',
            },
          },
          phase2: {
            en: {
              father_son:
                'I tell my father the truth even when I have made a mistake, because I know he will stay calm.',
              father_daughter:
                'I tell my father the truth even when I have made a mistake, because I know he will stay calm.',
              mother_son:
                'I tell my mother the truth even when I have made a mistake, because I know she will stay calm.',
              mother_daughter:
                'I tell my mother the truth even when I have made a mistake, because I know she will stay calm.',
            },
            ar: {
              father_son: 'أصارح أبي بالحقيقة حتى حين أخطئ، لأني أعلم أنه سيتعامل مع الأمر بهدوء.',
              father_daughter: 'أصارح أبي بالحقيقة حتى حين أخطئ، لأني أعلم أنه سيتعامل مع الأمر بهدوء.',
              mother_son: 'أصارح أمي بالحقيقة حتى حين أخطئ، لأني أعلم أنها ستتعامل مع الأمر بهدوء.',
              mother_daughter: 'أصارح أمي بالحقيقة حتى حين أخطئ، لأني أعلم أنها ستتعامل مع الأمر بهدوء.',
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
              father_son: 'I hope to listen to my son fully before giving my opinion, so that he feels heard.',
              father_daughter:
                'I hope to listen to my daughter fully before giving my opinion, so that she feels heard.',
              mother_son: 'I hope to listen to my son fully before giving my opinion, so that he feels heard.',
              mother_daughter:
                'I hope to listen to my daughter fully before giving my opinion, so that she feels heard.',
            },
            ar: {
              father_son: 'آمل أن أستمع إلى ابني حتى ينهي كلامه قبل أن أبدي رأيي، فيشعر بأن صوته مسموع.',
              father_daughter: 'آمل أن أستمع إلى ابنتي حتى تنهي كلامها قبل أن أبدي رأيي، فتشعر بأن صوتها مسموع.',
              mother_son: 'آمل أن أستمع إلى ابني حتى ينهي كلامه قبل أن أبدي رأيي، فيشعر بأن صوته مسموع.',
              mother_daughter: 'آمل أن أستمع إلى ابنتي حتى تنهي كلامها قبل أن أبدي رأيي، فتشعر بأن صوتها مسموع.',
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
        key: 'q_3_4',
        category: 3,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: 'I hope to give my son room to manage his own pocket money and learn from how he spends it.',
              father_daughter:
                'I hope to give my daughter room to manage her own pocket money and learn from how she spends it.',
              mother_son: 'I hope to give my son room to manage his own pocket money and learn from how he spends it.',
              mother_daughter:
                'I hope to give my daughter room to manage her own pocket money and learn from how she spends it.',
            },
            ar: {
              father_son: 'آمل أن أمنح ابني فرصة ليدير مصروفه بنفسه ويتعلم من طريقة إنفاقه.',
              father_daughter: 'آمل أن أمنح ابنتي فرصة لتدير مصروفها بنفسها وتتعلم من طريقة إنفاقها.',
              mother_son: 'آمل أن أمنح ابني فرصة ليدير مصروفه بنفسه ويتعلم من طريقة إنفاقه.',
              mother_daughter: 'آمل أن أمنح ابنتي فرصة لتدير مصروفها بنفسها وتتعلم من طريقة إنفاقها.',
            },
          },
          phase2: {
            en: {
              father_son: 'I give my son room to manage his own pocket money and learn from how he spends it.',
              father_daughter:
                'I give my daughter room to manage her own pocket money and learn from how she spends it.',
              mother_son: 'I give my son room to manage his own pocket money and learn from how he spends it.',
              mother_daughter:
                'I give my daughter room to manage her own pocket money and learn from how she spends it.',
            },
            ar: {
              father_son: 'أمنح ابني فرصة ليدير مصروفه بنفسه ويتعلم من طريقة إنفاقه.',
              father_daughter: 'أمنح ابنتي فرصة لتدير مصروفها بنفسها وتتعلم من طريقة إنفاقها.',
              mother_son: 'أمنح ابني فرصة ليدير مصروفه بنفسه ويتعلم من طريقة إنفاقه.',
              mother_daughter: 'أمنح ابنتي فرصة لتدير مصروفها بنفسها وتتعلم من طريقة إنفاقها.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son: 'I hope my father gives me room to manage my own pocket money and learn from how I spend it.',
              father_daughter:
                'I hope my father gives me room to manage my own pocket money and learn from how I spend it.',
              mother_son: 'I hope my mother gives me room to manage my own pocket money and learn from how I spend it.',
              mother_daughter:
                'I hope my mother gives me room to manage my own pocket money and learn from how I spend it.',
            },
            ar: {
              father_son: 'آمل أن يمنحني أبي فرصة لأدير مصروفي بنفسي وأتعلم من طريقة إنفاقي.',
              father_daughter: 'آمل أن يمنحني أبي فرصة لأدير مصروفي بنفسي وأتعلم من طريقة إنفاقي.',
              mother_son: 'آمل أن تمنحني أمي فرصة لأدير مصروفي بنفسي وأتعلم من طريقة إنفاقي.',
              mother_daughter: 'آمل أن تمنحني أمي فرصة لأدير مصروفي بنفسي وأتعلم من طريقة إنفاقي.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father gives me room to manage my own pocket money and learn from how I spend it.',
              father_daughter: 'My father gives me room to manage my own pocket money and learn from how I spend it.',
              mother_son: 'My mother gives me room to manage my own pocket money and learn from how I spend it.',
              mother_daughter: 'My mother gives me room to manage my own pocket money and learn from how I spend it.',
            },
            ar: {
              father_son: 'يمنحني أبي فرصة لأدير مصروفي بنفسي وأتعلم من طريقة إنفاقي.',
              father_daughter: 'يمنحني أبي فرصة لأدير مصروفي بنفسي وأتعلم من طريقة إنفاقي.',
              mother_son: 'تمنحني أمي فرصة لأدير مصروفي بنفسي وأتعلم من طريقة إنفاقي.',
              mother_daughter: 'تمنحني أمي فرصة لأدير مصروفي بنفسي وأتعلم من طريقة إنفاقي.',
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
                'I hope to avoid comparing my son with his siblings or other young people, and to value him for who he is.',
              father_daughter:
                'I hope to avoid comparing my daughter with her siblings or other young people, and to value her for who she is.',
              mother_son:
                'I hope to avoid comparing my son with his siblings or other young people, and to value him for who he is.',
              mother_daughter:
                'I hope to avoid comparing my daughter with her siblings or other young people, and to value her for who she is.',
            },
            ar: {
              father_son: 'آمل ألا أقارن ابني بإخوته أو بأقرانه، وأن أقدّره كما هو.',
              father_daughter: 'آمل ألا أقارن ابنتي بإخوتها أو بأقرانها، وأن أقدّرها كما هي.',
              mother_son: 'آمل ألا أقارن ابني بإخوته أو بأقرانه، وأن أقدّره كما هو.',
              mother_daughter: 'آمل ألا أقارن ابنتي بإخوتها أو بأقرانها، وأن أقدّرها كما هي.',
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
    ],
  },
  '16-18': {
    version: 4,
    date: '2026-11-27',
    why: 'Content review 2026-11-27 §4.1: q_3_5 (managing money, and advice when asked), q_4_3 (privacy while looking out for them, two halves that pull apart) and q_5_2 (fair treatment and no comparison) asked two things; q_5_2 keeps the comparison, which an only child can answer too.',
    before: [
      {
        key: 'q_3_5',
        category: 3,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'I hope to let my son manage his own money, such as an allowance or part-time wages, with my advice when he asks.',
              father_daughter:
                'I hope to let my daughter manage her own money, such as an allowance or part-time wages, with my advice when she asks.',
              mother_son:
                'I hope to let my son manage his own money, such as an allowance or part-time wages, with my advice when he asks.',
              mother_daughter:
                'I hope to let my daughter manage her own money, such as an allowance or part-time wages, with my advice when she asks.',
            },
            ar: {
              father_son:
                'آمل أن أترك لابني إدارة ماله بنفسه، كمصروفه أو أجره من عمل بدوام جزئي، وأن أنصحه حين يطلب ذلك.',
              father_daughter:
                'آمل أن أترك لابنتي إدارة مالها بنفسها، كمصروفها أو أجرها من عمل بدوام جزئي، وأن أنصحها حين تطلب ذلك.',
              mother_son:
                'آمل أن أترك لابني إدارة ماله بنفسه، كمصروفه أو أجره من عمل بدوام جزئي، وأن أنصحه حين يطلب ذلك.',
              mother_daughter:
                'آمل أن أترك لابنتي إدارة مالها بنفسها، كمصروفها أو أجرها من عمل بدوام جزئي، وأن أنصحها حين تطلب ذلك.',
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
                'I hope my father lets me manage my own money, such as an allowance or part-time wages, with his advice when I ask.',
              father_daughter:
                'I hope my father lets me manage my own money, such as an allowance or part-time wages, with his advice when I ask.',
              mother_son:
                'I hope my mother lets me manage my own money, such as an allowance or part-time wages, with her advice when I ask.',
              mother_daughter:
                'I hope my mother lets me manage my own money, such as an allowance or part-time wages, with her advice when I ask.',
            },
            ar: {
              father_son:
                'آمل أن يترك لي أبي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وأن ينصحني حين أطلب ذلك.',
              father_daughter:
                'آمل أن يترك لي أبي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وأن ينصحني حين أطلب ذلك.',
              mother_son:
                'آمل أن تترك لي أمي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وأن تنصحني حين أطلب ذلك.',
              mother_daughter:
                'آمل أن تترك لي أمي إدارة مالي بنفسي، كمصروفي أو أجري من عمل بدوام جزئي، وأن تنصحني حين أطلب ذلك.',
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
        key: 'q_4_3',
        category: 4,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                "I hope to respect my son's privacy, such as his phone and his room, while still looking out for him.",
              father_daughter:
                "I hope to respect my daughter's privacy, such as her phone and her room, while still looking out for her.",
              mother_son:
                "I hope to respect my son's privacy, such as his phone and his room, while still looking out for him.",
              mother_daughter:
                "I hope to respect my daughter's privacy, such as her phone and her room, while still looking out for her.",
            },
            ar: {
              father_son: 'آمل أن أحترم خصوصية ابني، كهاتفه وغرفته، مع بقائي حريصًا عليه.',
              father_daughter: 'آمل أن أحترم خصوصية ابنتي، كهاتفها وغرفتها، مع بقائي حريصًا عليها.',
              mother_son: 'آمل أن أحترم خصوصية ابني، كهاتفه وغرفته، مع بقائي حريصةً عليه.',
              mother_daughter: 'آمل أن أحترم خصوصية ابنتي، كهاتفها وغرفتها، مع بقائي حريصةً عليها.',
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
        key: 'q_5_2',
        category: 5,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: 'I hope to treat my son fairly alongside his siblings, without comparing him to them.',
              father_daughter:
                'I hope to treat my daughter fairly alongside her siblings, without comparing her to them.',
              mother_son: 'I hope to treat my son fairly alongside his siblings, without comparing him to them.',
              mother_daughter:
                'I hope to treat my daughter fairly alongside her siblings, without comparing her to them.',
            },
            ar: {
              father_son: 'آمل أن أعدل بين ابني وإخوته، دون أن أقارنه بهم.',
              father_daughter: 'آمل أن أعدل بين ابنتي وإخوتها، دون أن أقارنها بهم.',
              mother_son: 'آمل أن أعدل بين ابني وإخوته، دون أن أقارنه بهم.',
              mother_daughter: 'آمل أن أعدل بين ابنتي وإخوتها، دون أن أقارنها بهم.',
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
              father_son: 'I hope my father treats me fairly alongside my siblings, without comparing me to them.',
              father_daughter: 'I hope my father treats me fairly alongside my siblings, without comparing me to them.',
              mother_son: 'I hope my mother treats me fairly alongside my siblings, without comparing me to them.',
              mother_daughter: 'I hope my mother treats me fairly alongside my siblings, without comparing me to them.',
            },
            ar: {
              father_son: 'آمل أن يعدل أبي بيني وبين إخوتي، دون أن يقارنني بهم.',
              father_daughter: 'آمل أن يعدل أبي بيني وبين إخوتي، دون أن يقارنني بهم.',
              mother_son: 'آمل أن تعدل أمي بيني وبين إخوتي، دون أن تقارنني بهم.',
              mother_daughter: 'آمل أن تعدل أمي بيني وبين إخوتي، دون أن تقارنني بهم.',
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
    ],
  },
  '19-24': {
    version: 4,
    date: '2026-11-27',
    why: 'Content review 2026-11-27 §4.1: q_4_1 asked in Phase 1 whether the child feels loved and respected and in Phase 2 whether the parent shows it, so both phases and sides ask the respect shown to a grown child; q_4_2 (trust, and keeping confidences), q_5_2 (fair treatment and no comparison) and q_5_5 (checking on each other, and standing by each other) asked two things.',
    before: [
      {
        key: 'q_4_1',
        category: 4,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son: 'I hope my son feels that I love him and respect him as a grown young man, not a child.',
              father_daughter:
                'I hope my daughter feels that I love her and respect her as a grown young woman, not a child.',
              mother_son: 'I hope my son feels that I love him and respect him as a grown young man, not a child.',
              mother_daughter:
                'I hope my daughter feels that I love her and respect her as a grown young woman, not a child.',
            },
            ar: {
              father_son: 'آمل أن يشعر ابني بأنني أحبه وأحترمه شابًا راشدًا، لا طفلًا صغيرًا.',
              father_daughter: 'آمل أن تشعر ابنتي بأنني أحبها وأحترمها شابةً راشدة، لا طفلةً صغيرة.',
              mother_son: 'آمل أن يشعر ابني بأنني أحبه وأحترمه شابًا راشدًا، لا طفلًا صغيرًا.',
              mother_daughter: 'آمل أن تشعر ابنتي بأنني أحبها وأحترمها شابةً راشدة، لا طفلةً صغيرة.',
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
              father_son: 'آمل أن أشعر بأن أبي يحبني ويحترمني شابًا راشدًا، لا طفلًا صغيرًا.',
              father_daughter: 'آمل أن أشعر بأن أبي يحبني ويحترمني شابةً راشدة، لا طفلةً صغيرة.',
              mother_son: 'آمل أن أشعر بأن أمي تحبني وتحترمني شابًا راشدًا، لا طفلًا صغيرًا.',
              mother_daughter: 'آمل أن أشعر بأن أمي تحبني وتحترمني شابةً راشدة، لا طفلةً صغيرة.',
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
              father_son: 'آمل أن نتبادل أنا وابني الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
              father_daughter: 'آمل أن نتبادل أنا وابنتي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
              mother_son: 'آمل أن نتبادل أنا وابني الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
              mother_daughter: 'آمل أن نتبادل أنا وابنتي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
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
              father_son: 'آمل أن نتبادل أنا وأبي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
              father_daughter: 'آمل أن نتبادل أنا وأبي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
              mother_son: 'آمل أن نتبادل أنا وأمي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
              mother_daughter: 'آمل أن نتبادل أنا وأمي الثقة في الأمور المهمة، وأن يحفظ كلٌّ منا سرّ الآخر.',
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
        key: 'q_5_2',
        category: 5,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: 'I hope to treat my son and his siblings fairly, and never compare him with any of them.',
              father_daughter:
                'I hope to treat my daughter and her siblings fairly, and never compare her with any of them.',
              mother_son: 'I hope to treat my son and his siblings fairly, and never compare him with any of them.',
              mother_daughter:
                'I hope to treat my daughter and her siblings fairly, and never compare her with any of them.',
            },
            ar: {
              father_son: 'آمل أن أعدل بين ابني وإخوته في المعاملة، وألا أقارنه بأحد منهم.',
              father_daughter: 'آمل أن أعدل بين ابنتي وإخوتها في المعاملة، وألا أقارنها بأحد منهم.',
              mother_son: 'آمل أن أعدل بين ابني وإخوته في المعاملة، وألا أقارنه بأحد منهم.',
              mother_daughter: 'آمل أن أعدل بين ابنتي وإخوتها في المعاملة، وألا أقارنها بأحد منهم.',
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
              father_son: 'آمل أن يعدل أبي بيني وبين إخوتي في المعاملة، وألا يقارنني بأحد منهم.',
              father_daughter: 'آمل أن يعدل أبي بيني وبين إخوتي في المعاملة، وألا يقارنني بأحد منهم.',
              mother_son: 'آمل أن تعدل أمي بيني وبين إخوتي في المعاملة، وألا تقارنني بأحد منهم.',
              mother_daughter: 'آمل أن تعدل أمي بيني وبين إخوتي في المعاملة، وألا تقارنني بأحد منهم.',
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
              father_son: 'آمل أن نطمئن أنا وابني بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
              father_daughter:
                'آمل أن نطمئن أنا وابنتي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
              mother_son: 'آمل أن نطمئن أنا وابني بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
              mother_daughter:
                'آمل أن نطمئن أنا وابنتي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
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
              father_son: 'آمل أن نطمئن أنا وأبي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
              father_daughter:
                'آمل أن نطمئن أنا وأبي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
              mother_son: 'آمل أن نطمئن أنا وأمي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
              mother_daughter:
                'آمل أن نطمئن أنا وأمي بعضنا على بعض، وأن يقف كلٌّ منا إلى جانب الآخر إذا ألمّ به مرض أو همّ.',
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
};
