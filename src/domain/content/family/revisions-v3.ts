import type { AgeGroup, FamilyQuestion } from '../../assessment/family-types.ts';
import type { BankRevision } from '../versions.ts';

/**
 * Revision 3 of every family bank (docs/decisions/034-version-3-items.md): the questions it changed, whole, exactly
 * as they read in version 2, every pairing and both perspectives. Generated from the version-2 files, never edited
 * by hand: history, like a migration.
 */
export const FAMILY_REVISIONS_V3: Record<AgeGroup, BankRevision<FamilyQuestion>> = {
  '8-12': {
    version: 3,
    date: '2026-11-23',
    why: "Content audit 2026-11-23 §1: q_3_1 (small jobs, not also thanks), q_5_4 (visiting grandparents and relatives, not also outings) and q_5_5 (agreeing screen rules, not also the parent keeping them) asked two things; q_5_5 now says how it is in the present, which the child's frequency scale can answer.",
    before: [
      {
        key: 'q_3_1',
        category: 3,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son: 'I hope to give my son small jobs at home that suit his age, and thank him for helping.',
              father_daughter:
                'I hope to give my daughter small jobs at home that suit her age, and thank her for helping.',
              mother_son: 'I hope to give my son small jobs at home that suit his age, and thank him for helping.',
              mother_daughter:
                'I hope to give my daughter small jobs at home that suit her age, and thank her for helping.',
            },
            ar: {
              father_son: 'آمل أن أُسند إلى ابني مهامّ منزلية صغيرة تناسب سنّه، وأن أشكره حين يساعد.',
              father_daughter: 'آمل أن أُسند إلى ابنتي مهامّ منزلية صغيرة تناسب سنّها، وأن أشكرها حين تساعد.',
              mother_son: 'آمل أن أُسند إلى ابني مهامّ منزلية صغيرة تناسب سنّه، وأن أشكره حين يساعد.',
              mother_daughter: 'آمل أن أُسند إلى ابنتي مهامّ منزلية صغيرة تناسب سنّها، وأن أشكرها حين تساعد.',
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
        key: 'q_5_4',
        category: 5,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'I hope to take my son on family visits and outings, like seeing his grandparents and relatives.',
              father_daughter:
                'I hope to take my daughter on family visits and outings, like seeing her grandparents and relatives.',
              mother_son:
                'I hope to take my son on family visits and outings, like seeing his grandparents and relatives.',
              mother_daughter:
                'I hope to take my daughter on family visits and outings, like seeing her grandparents and relatives.',
            },
            ar: {
              father_son: 'آمل أن أصطحب ابني في زيارات ونزهات عائلية، كزيارة جدّه وجدّته وأقاربنا.',
              father_daughter: 'آمل أن أصطحب ابنتي في زيارات ونزهات عائلية، كزيارة جدّها وجدّتها وأقاربنا.',
              mother_son: 'آمل أن أصطحب ابني في زيارات ونزهات عائلية، كزيارة جدّه وجدّته وأقاربنا.',
              mother_daughter: 'آمل أن أصطحب ابنتي في زيارات ونزهات عائلية، كزيارة جدّها وجدّتها وأقاربنا.',
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
              father_son: 'I hope my son and I agree on screen-time rules, and that I follow them myself too.',
              father_daughter:
                'I hope my daughter and I agree on screen-time rules, and that I follow them myself too.',
              mother_son: 'I hope my son and I agree on screen-time rules, and that I follow them myself too.',
              mother_daughter:
                'I hope my daughter and I agree on screen-time rules, and that I follow them myself too.',
            },
            ar: {
              father_son: 'آمل أن أتفق مع ابني على قواعد لاستخدام الأجهزة والتلفاز، وأن ألتزم بها أنا أيضًا.',
              father_daughter: 'آمل أن أتفق مع ابنتي على قواعد لاستخدام الأجهزة والتلفاز، وأن ألتزم بها أنا أيضًا.',
              mother_son: 'آمل أن أتفق مع ابني على قواعد لاستخدام الأجهزة والتلفاز، وأن ألتزم بها أنا أيضًا.',
              mother_daughter: 'آمل أن أتفق مع ابنتي على قواعد لاستخدام الأجهزة والتلفاز، وأن ألتزم بها أنا أيضًا.',
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
    version: 3,
    date: '2026-11-23',
    why: 'Content audit 2026-11-23 §1: q_5_3 asked two things (encouraging ties with relatives, and listening to other plans); it now asks one, encouraging without forcing.',
    before: [
      {
        key: 'q_5_3',
        category: 5,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'I hope to encourage my son to stay close to his grandparents and relatives, while listening when he has other plans.',
              father_daughter:
                'I hope to encourage my daughter to stay close to her grandparents and relatives, while listening when she has other plans.',
              mother_son:
                'I hope to encourage my son to stay close to his grandparents and relatives, while listening when he has other plans.',
              mother_daughter:
                'I hope to encourage my daughter to stay close to her grandparents and relatives, while listening when she has other plans.',
            },
            ar: {
              father_son: 'آمل أن أشجّع ابني على صلة أجداده وأقاربه، وأن أصغي إليه حين تكون له خطط أخرى.',
              father_daughter: 'آمل أن أشجّع ابنتي على صلة أجدادها وأقاربها، وأن أصغي إليها حين تكون لها خطط أخرى.',
              mother_son: 'آمل أن أشجّع ابني على صلة أجداده وأقاربه، وأن أصغي إليه حين تكون له خطط أخرى.',
              mother_daughter: 'آمل أن أشجّع ابنتي على صلة أجدادها وأقاربها، وأن أصغي إليها حين تكون لها خطط أخرى.',
            },
          },
          phase2: {
            en: {
              father_son:
                'I encourage my son to stay close to his grandparents and relatives, and I listen when he has other plans.',
              father_daughter:
                'I encourage my daughter to stay close to her grandparents and relatives, and I listen when she has other plans.',
              mother_son:
                'I encourage my son to stay close to his grandparents and relatives, and I listen when he has other plans.',
              mother_daughter:
                'I encourage my daughter to stay close to her grandparents and relatives, and I listen when she has other plans.',
            },
            ar: {
              father_son: 'أشجّع ابني على صلة أجداده وأقاربه، وأصغي إليه حين تكون له خطط أخرى.',
              father_daughter: 'أشجّع ابنتي على صلة أجدادها وأقاربها، وأصغي إليها حين تكون لها خطط أخرى.',
              mother_son: 'أشجّع ابني على صلة أجداده وأقاربه، وأصغي إليه حين تكون له خطط أخرى.',
              mother_daughter: 'أشجّع ابنتي على صلة أجدادها وأقاربها، وأصغي إليها حين تكون لها خطط أخرى.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I hope my father encourages me to stay close to my grandparents and relatives, while listening when I have other plans.',
              father_daughter:
                'I hope my father encourages me to stay close to my grandparents and relatives, while listening when I have other plans.',
              mother_son:
                'I hope my mother encourages me to stay close to my grandparents and relatives, while listening when I have other plans.',
              mother_daughter:
                'I hope my mother encourages me to stay close to my grandparents and relatives, while listening when I have other plans.',
            },
            ar: {
              father_son: 'آمل أن يشجّعني أبي على صلة أجدادي وأقاربي، وأن يصغي إليّ حين تكون لي خطط أخرى.',
              father_daughter: 'آمل أن يشجّعني أبي على صلة أجدادي وأقاربي، وأن يصغي إليّ حين تكون لي خطط أخرى.',
              mother_son: 'آمل أن تشجّعني أمي على صلة أجدادي وأقاربي، وأن تصغي إليّ حين تكون لي خطط أخرى.',
              mother_daughter: 'آمل أن تشجّعني أمي على صلة أجدادي وأقاربي، وأن تصغي إليّ حين تكون لي خطط أخرى.',
            },
          },
          phase2: {
            en: {
              father_son:
                'My father encourages me to stay close to my grandparents and relatives, and listens when I have other plans.',
              father_daughter:
                'My father encourages me to stay close to my grandparents and relatives, and listens when I have other plans.',
              mother_son:
                'My mother encourages me to stay close to my grandparents and relatives, and listens when I have other plans.',
              mother_daughter:
                'My mother encourages me to stay close to my grandparents and relatives, and listens when I have other plans.',
            },
            ar: {
              father_son: 'يشجّعني أبي على صلة أجدادي وأقاربي، ويصغي إليّ حين تكون لي خطط أخرى.',
              father_daughter: 'يشجّعني أبي على صلة أجدادي وأقاربي، ويصغي إليّ حين تكون لي خطط أخرى.',
              mother_son: 'تشجّعني أمي على صلة أجدادي وأقاربي، وتصغي إليّ حين تكون لي خطط أخرى.',
              mother_daughter: 'تشجّعني أمي على صلة أجدادي وأقاربي، وتصغي إليّ حين تكون لي خطط أخرى.',
            },
          },
        },
      },
    ],
  },
  '16-18': {
    version: 3,
    date: '2026-11-23',
    why: 'Content audit 2026-11-23 §1: q_5_4 asked two things (agreeing a fair share of the work at home, and thanks for it).',
    before: [
      {
        key: 'q_5_4',
        category: 5,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'I hope my son and I agree on his fair share of the work at home, and that I thank him when he does it.',
              father_daughter:
                'I hope my daughter and I agree on her fair share of the work at home, and that I thank her when she does it.',
              mother_son:
                'I hope my son and I agree on his fair share of the work at home, and that I thank him when he does it.',
              mother_daughter:
                'I hope my daughter and I agree on her fair share of the work at home, and that I thank her when she does it.',
            },
            ar: {
              father_son: 'آمل أن نتفق أنا وابني على نصيبه العادل من أعمال البيت، وأن أشكره حين يقوم به.',
              father_daughter: 'آمل أن نتفق أنا وابنتي على نصيبها العادل من أعمال البيت، وأن أشكرها حين تقوم به.',
              mother_son: 'آمل أن نتفق أنا وابني على نصيبه العادل من أعمال البيت، وأن أشكره حين يقوم به.',
              mother_daughter: 'آمل أن نتفق أنا وابنتي على نصيبها العادل من أعمال البيت، وأن أشكرها حين تقوم به.',
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
                'I hope my father and I agree on my fair share of the work at home, and that he thanks me when I do it.',
              father_daughter:
                'I hope my father and I agree on my fair share of the work at home, and that he thanks me when I do it.',
              mother_son:
                'I hope my mother and I agree on my fair share of the work at home, and that she thanks me when I do it.',
              mother_daughter:
                'I hope my mother and I agree on my fair share of the work at home, and that she thanks me when I do it.',
            },
            ar: {
              father_son: 'آمل أن نتفق أنا وأبي على نصيبي العادل من أعمال البيت، وأن يشكرني حين أقوم به.',
              father_daughter: 'آمل أن نتفق أنا وأبي على نصيبي العادل من أعمال البيت، وأن يشكرني حين أقوم به.',
              mother_son: 'آمل أن نتفق أنا وأمي على نصيبي العادل من أعمال البيت، وأن تشكرني حين أقوم به.',
              mother_daughter: 'آمل أن نتفق أنا وأمي على نصيبي العادل من أعمال البيت، وأن تشكرني حين أقوم به.',
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
    ],
  },
  '19-24': {
    version: 3,
    date: '2026-11-23',
    why: 'Content audit 2026-11-23 §1: q_1_1, q_1_4, q_1_5 and q_3_4 asked two things (respect and talk about faith; cherishing traditions and discussing them; respect and warmth; where to live and its freedom and responsibility); q_2_3 Phase 2 added "until we understand each other"; q_3_4 said "calmly" in Phase 1 only.',
    before: [
      {
        key: 'q_1_1',
        category: 1,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                'I hope to respect how my son lives his faith and values as an adult, and that we talk about faith with an open heart.',
              father_daughter:
                'I hope to respect how my daughter lives her faith and values as an adult, and that we talk about faith with an open heart.',
              mother_son:
                'I hope to respect how my son lives his faith and values as an adult, and that we talk about faith with an open heart.',
              mother_daughter:
                'I hope to respect how my daughter lives her faith and values as an adult, and that we talk about faith with an open heart.',
            },
            ar: {
              father_son:
                'آمل أن أحترم الطريقة التي يعيش بها ابني إيمانه وقيمه بعد أن صار راشدًا، وأن نتحاور في أمور الإيمان بصدر رحب.',
              father_daughter:
                'آمل أن أحترم الطريقة التي تعيش بها ابنتي إيمانها وقيمها بعد أن صارت راشدة، وأن نتحاور في أمور الإيمان بصدر رحب.',
              mother_son:
                'آمل أن أحترم الطريقة التي يعيش بها ابني إيمانه وقيمه بعد أن صار راشدًا، وأن نتحاور في أمور الإيمان بصدر رحب.',
              mother_daughter:
                'آمل أن أحترم الطريقة التي تعيش بها ابنتي إيمانها وقيمها بعد أن صارت راشدة، وأن نتحاور في أمور الإيمان بصدر رحب.',
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
                'آمل أن يحترم أبي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدًا، وأن نتحاور في أمور الإيمان بصدر رحب.',
              father_daughter:
                'آمل أن يحترم أبي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة، وأن نتحاور في أمور الإيمان بصدر رحب.',
              mother_son:
                'آمل أن تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدًا، وأن نتحاور في أمور الإيمان بصدر رحب.',
              mother_daughter:
                'آمل أن تحترم أمي الطريقة التي أعيش بها إيماني وقيمي بعد أن صرت راشدة، وأن نتحاور في أمور الإيمان بصدر رحب.',
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
                "I hope to respect my son's choices even when they differ from what I would have chosen, and keep the warmth between us unchanged.",
              father_daughter:
                "I hope to respect my daughter's choices even when they differ from what I would have chosen, and keep the warmth between us unchanged.",
              mother_son:
                "I hope to respect my son's choices even when they differ from what I would have chosen, and keep the warmth between us unchanged.",
              mother_daughter:
                "I hope to respect my daughter's choices even when they differ from what I would have chosen, and keep the warmth between us unchanged.",
            },
            ar: {
              father_son: 'آمل أن أحترم اختيارات ابني حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
              father_daughter: 'آمل أن أحترم اختيارات ابنتي حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
              mother_son: 'آمل أن أحترم اختيارات ابني حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
              mother_daughter: 'آمل أن أحترم اختيارات ابنتي حتى حين تختلف عمّا كنت سأختاره، وأن يبقى الودّ بيننا كما هو.',
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
              father_son: 'آمل أن يحترم أبي اختياراتي حتى حين تختلف عمّا كان سيختاره، وأن يبقى الودّ بيننا كما هو.',
              father_daughter: 'آمل أن يحترم أبي اختياراتي حتى حين تختلف عمّا كان سيختاره، وأن يبقى الودّ بيننا كما هو.',
              mother_son: 'آمل أن تحترم أمي اختياراتي حتى حين تختلف عمّا كانت ستختاره، وأن يبقى الودّ بيننا كما هو.',
              mother_daughter: 'آمل أن تحترم أمي اختياراتي حتى حين تختلف عمّا كانت ستختاره، وأن يبقى الودّ بيننا كما هو.',
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
              father_son: 'آمل أن نتناقش أنا وابني بهدوء حين نختلف حول دراسته أو عمله.',
              father_daughter: 'آمل أن نتناقش أنا وابنتي بهدوء حين نختلف حول دراستها أو عملها.',
              mother_son: 'آمل أن نتناقش أنا وابني بهدوء حين نختلف حول دراسته أو عمله.',
              mother_daughter: 'آمل أن نتناقش أنا وابنتي بهدوء حين نختلف حول دراستها أو عملها.',
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
              father_son: 'آمل أن نتناقش أنا وأبي بهدوء حين نختلف حول دراستي أو عملي.',
              father_daughter: 'آمل أن نتناقش أنا وأبي بهدوء حين نختلف حول دراستي أو عملي.',
              mother_son: 'آمل أن نتناقش أنا وأمي بهدوء حين نختلف حول دراستي أو عملي.',
              mother_daughter: 'آمل أن نتناقش أنا وأمي بهدوء حين نختلف حول دراستي أو عملي.',
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
        key: 'q_3_4',
        category: 3,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son:
                'I hope my son and I agree calmly on where he lives for now, at home or away, and on the freedom and responsibility that come with it.',
              father_daughter:
                'I hope my daughter and I agree calmly on where she lives for now, at home or away, and on the freedom and responsibility that come with it.',
              mother_son:
                'I hope my son and I agree calmly on where he lives for now, at home or away, and on the freedom and responsibility that come with it.',
              mother_daughter:
                'I hope my daughter and I agree calmly on where she lives for now, at home or away, and on the freedom and responsibility that come with it.',
            },
            ar: {
              father_son:
                'آمل أن نتفق أنا وابني بهدوء على مكان إقامته في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
              father_daughter:
                'آمل أن نتفق أنا وابنتي بهدوء على مكان إقامتها في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
              mother_son:
                'آمل أن نتفق أنا وابني بهدوء على مكان إقامته في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
              mother_daughter:
                'آمل أن نتفق أنا وابنتي بهدوء على مكان إقامتها في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
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
                'I hope my father and I agree calmly on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
              father_daughter:
                'I hope my father and I agree calmly on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
              mother_son:
                'I hope my mother and I agree calmly on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
              mother_daughter:
                'I hope my mother and I agree calmly on where I live for now, at home or away, and on the freedom and responsibility that come with it.',
            },
            ar: {
              father_son:
                'آمل أن نتفق أنا وأبي بهدوء على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
              father_daughter:
                'آمل أن نتفق أنا وأبي بهدوء على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
              mother_son:
                'آمل أن نتفق أنا وأمي بهدوء على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
              mother_daughter:
                'آمل أن نتفق أنا وأمي بهدوء على مكان إقامتي في هذه المرحلة، في البيت أو خارجه، وعلى ما يترتب على ذلك من حرية ومسؤولية.',
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
    ],
  },
  '25+': {
    version: 3,
    date: '2026-11-23',
    why: 'Content audit 2026-11-23 §1: q_1_3, q_1_4, q_2_3, q_3_4 and q_5_1 asked two things (prayer and blessing; respect and sharing faith; advice without insisting and the final say; planning care and wishes respected; how often and how warm the visits); q_1_3 moved between having the blessing and knowing it, q_3_4 between planning and talking.',
    before: [
      {
        key: 'q_1_3',
        category: 1,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: "I hope to pray for my son's well-being and success, and that he knows he has my blessing.",
              father_daughter:
                "I hope to pray for my daughter's well-being and success, and that she knows she has my blessing.",
              mother_son: "I hope to pray for my son's well-being and success, and that he knows he has my blessing.",
              mother_daughter:
                "I hope to pray for my daughter's well-being and success, and that she knows she has my blessing.",
            },
            ar: {
              father_son: 'آمل أن أدعو لابني بالخير والتوفيق، وأن يعلم أنني راضٍ عنه.',
              father_daughter: 'آمل أن أدعو لابنتي بالخير والتوفيق، وأن تعلم أنني راضٍ عنها.',
              mother_son: 'آمل أن أدعو لابني بالخير والتوفيق، وأن يعلم أنني راضية عنه.',
              mother_daughter: 'آمل أن أدعو لابنتي بالخير والتوفيق، وأن تعلم أنني راضية عنها.',
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
                'I hope to respect how my son practises his faith, and to share mine with him without pressure.',
              father_daughter:
                'I hope to respect how my daughter practises her faith, and to share mine with her without pressure.',
              mother_son:
                'I hope to respect how my son practises his faith, and to share mine with him without pressure.',
              mother_daughter:
                'I hope to respect how my daughter practises her faith, and to share mine with her without pressure.',
            },
            ar: {
              father_son: 'آمل أن أحترم طريقة ابني في التديّن، وأن أحدّثه عن إيماني دون ضغط.',
              father_daughter: 'آمل أن أحترم طريقة ابنتي في التديّن، وأن أحدّثها عن إيماني دون ضغط.',
              mother_son: 'آمل أن أحترم طريقة ابني في التديّن، وأن أحدّثه عن إيماني دون ضغط.',
              mother_daughter: 'آمل أن أحترم طريقة ابنتي في التديّن، وأن أحدّثها عن إيماني دون ضغط.',
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
        key: 'q_2_3',
        category: 2,
        important: false,
        parent: {
          phase1: {
            en: {
              father_son: 'I hope to give my son advice without insisting, and to leave the final decision to him.',
              father_daughter:
                'I hope to give my daughter advice without insisting, and to leave the final decision to her.',
              mother_son: 'I hope to give my son advice without insisting, and to leave the final decision to him.',
              mother_daughter:
                'I hope to give my daughter advice without insisting, and to leave the final decision to her.',
            },
            ar: {
              father_son: 'آمل أن أنصح ابني دون إلحاح، وأن أترك القرار الأخير له.',
              father_daughter: 'آمل أن أنصح ابنتي دون إلحاح، وأن أترك القرار الأخير لها.',
              mother_son: 'آمل أن أنصح ابني دون إلحاح، وأن أترك القرار الأخير له.',
              mother_daughter: 'آمل أن أنصح ابنتي دون إلحاح، وأن أترك القرار الأخير لها.',
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
                'I hope my father and I plan his future care and living arrangements together, with his wishes respected.',
              father_daughter:
                'I hope my father and I plan his future care and living arrangements together, with his wishes respected.',
              mother_son:
                'I hope my mother and I plan her future care and living arrangements together, with her wishes respected.',
              mother_daughter:
                'I hope my mother and I plan her future care and living arrangements together, with her wishes respected.',
            },
            ar: {
              father_son: 'آمل أن نخطط أنا وأبي معًا لرعايته ومكان إقامته في المستقبل، وأن تُحترم رغباته.',
              father_daughter: 'آمل أن نخطط أنا وأبي معًا لرعايته ومكان إقامته في المستقبل، وأن تُحترم رغباته.',
              mother_son: 'آمل أن نخطط أنا وأمي معًا لرعايتها ومكان إقامتها في المستقبل، وأن تُحترم رغباتها.',
              mother_daughter: 'آمل أن نخطط أنا وأمي معًا لرعايتها ومكان إقامتها في المستقبل، وأن تُحترم رغباتها.',
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
        key: 'q_5_1',
        category: 5,
        important: true,
        parent: {
          phase1: {
            en: {
              father_son:
                'I hope my son and I see each other as often as we can, and that our visits feel warm, not dutiful.',
              father_daughter:
                'I hope my daughter and I see each other as often as we can, and that our visits feel warm, not dutiful.',
              mother_son:
                'I hope my son and I see each other as often as we can, and that our visits feel warm, not dutiful.',
              mother_daughter:
                'I hope my daughter and I see each other as often as we can, and that our visits feel warm, not dutiful.',
            },
            ar: {
              father_son: 'آمل أن نلتقي أنا وابني كلما استطعنا، وأن تكون زياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              father_daughter:
                'آمل أن نلتقي أنا وابنتي كلما استطعنا، وأن تكون زياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              mother_son: 'آمل أن نلتقي أنا وابني كلما استطعنا، وأن تكون زياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              mother_daughter:
                'آمل أن نلتقي أنا وابنتي كلما استطعنا، وأن تكون زياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
            },
          },
          phase2: {
            en: {
              father_son: 'My son and I see each other as often as we can, and our visits feel warm, not dutiful.',
              father_daughter:
                'My daughter and I see each other as often as we can, and our visits feel warm, not dutiful.',
              mother_son: 'My son and I see each other as often as we can, and our visits feel warm, not dutiful.',
              mother_daughter:
                'My daughter and I see each other as often as we can, and our visits feel warm, not dutiful.',
            },
            ar: {
              father_son: 'نلتقي أنا وابني اليوم كلما استطعنا، وزياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              father_daughter: 'نلتقي أنا وابنتي اليوم كلما استطعنا، وزياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              mother_son: 'نلتقي أنا وابني اليوم كلما استطعنا، وزياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              mother_daughter: 'نلتقي أنا وابنتي اليوم كلما استطعنا، وزياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
            },
          },
        },
        child: {
          phase1: {
            en: {
              father_son:
                'I hope my father and I see each other as often as we can, and that our visits feel warm, not dutiful.',
              father_daughter:
                'I hope my father and I see each other as often as we can, and that our visits feel warm, not dutiful.',
              mother_son:
                'I hope my mother and I see each other as often as we can, and that our visits feel warm, not dutiful.',
              mother_daughter:
                'I hope my mother and I see each other as often as we can, and that our visits feel warm, not dutiful.',
            },
            ar: {
              father_son: 'آمل أن نلتقي أنا وأبي كلما استطعنا، وأن تكون زياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              father_daughter: 'آمل أن نلتقي أنا وأبي كلما استطعنا، وأن تكون زياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              mother_son: 'آمل أن نلتقي أنا وأمي كلما استطعنا، وأن تكون زياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              mother_daughter: 'آمل أن نلتقي أنا وأمي كلما استطعنا، وأن تكون زياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
            },
          },
          phase2: {
            en: {
              father_son: 'My father and I see each other as often as we can, and our visits feel warm, not dutiful.',
              father_daughter:
                'My father and I see each other as often as we can, and our visits feel warm, not dutiful.',
              mother_son: 'My mother and I see each other as often as we can, and our visits feel warm, not dutiful.',
              mother_daughter:
                'My mother and I see each other as often as we can, and our visits feel warm, not dutiful.',
            },
            ar: {
              father_son: 'نلتقي أنا وأبي اليوم كلما استطعنا، وزياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              father_daughter: 'نلتقي أنا وأبي اليوم كلما استطعنا، وزياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              mother_son: 'نلتقي أنا وأمي اليوم كلما استطعنا، وزياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
              mother_daughter: 'نلتقي أنا وأمي اليوم كلما استطعنا، وزياراتنا عامرة بالمودّة لا مجرد أداء واجب.',
            },
          },
        },
      },
    ],
  },
};
