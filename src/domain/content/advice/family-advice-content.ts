import type { FamilyAdviceContent } from '../../advice/family-types.ts';

/**
 * The built-in family advisor's words, for a parent reading about their son or daughter and for a son or
 * daughter reading about their father or mother. Written in full for every pairing: the Arabic addresses the
 * reader in the singular with the reader's gender (a father or son masculine, a mother or daughter feminine)
 * and agrees every verb and pronoun about the other person. Steps stay general enough for a child of 8 and
 * an adult child alike; conversation starters are questions the reader asks the other.
 * `{label}` and `{percent}` are filled in by the advisor; the summary's sentences about the areas are the
 * shared ones of honest-content.ts (decision 055).
 */
const content: FamilyAdviceContent = {
  categories: {
    values: {
      strength: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}): the faith and values you live with your son are close to what you hope for.',
            father_daughter:
              '{label} ({percent}): the faith and values you live with your daughter are close to what you hope for.',
            mother_son:
              '{label} ({percent}): the faith and values you live with your son are close to what you hope for.',
            mother_daughter:
              '{label} ({percent}): the faith and values you live with your daughter are close to what you hope for.',
          },
          ar: {
            father_son: '{label} ({percent}): ما تعيشه مع ابنك من إيمان وقيم قريبٌ من تطلعاتك.',
            father_daughter: '{label} ({percent}): ما تعيشه مع ابنتك من إيمان وقيم قريبٌ من تطلعاتك.',
            mother_son: '{label} ({percent}): ما تعيشينه مع ابنك من إيمان وقيم قريبٌ من تطلعاتك.',
            mother_daughter: '{label} ({percent}): ما تعيشينه مع ابنتك من إيمان وقيم قريبٌ من تطلعاتك.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}): the faith and values you live with your father are close to what you hope for.',
            father_daughter:
              '{label} ({percent}): the faith and values you live with your father are close to what you hope for.',
            mother_son:
              '{label} ({percent}): the faith and values you live with your mother are close to what you hope for.',
            mother_daughter:
              '{label} ({percent}): the faith and values you live with your mother are close to what you hope for.',
          },
          ar: {
            father_son: '{label} ({percent}): ما تعيشه مع والدك من إيمان وقيم قريبٌ من تطلعاتك.',
            father_daughter: '{label} ({percent}): ما تعيشينه مع والدك من إيمان وقيم قريبٌ من تطلعاتك.',
            mother_son: '{label} ({percent}): ما تعيشه مع والدتك من إيمان وقيم قريبٌ من تطلعاتك.',
            mother_daughter: '{label} ({percent}): ما تعيشينه مع والدتك من إيمان وقيم قريبٌ من تطلعاتك.',
          },
        },
      },
      relativeStrength: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}) is where your hopes and your daily life with your son are closest: a base to build on.',
            father_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your daughter are closest: a base to build on.',
            mother_son:
              '{label} ({percent}) is where your hopes and your daily life with your son are closest: a base to build on.',
            mother_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your daughter are closest: a base to build on.',
          },
          ar: {
            father_son:
              '{label} ({percent}): هنا يقترب واقعك مع ابنك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            father_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع ابنتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_son:
              '{label} ({percent}): هنا يقترب واقعك مع ابنك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع ابنتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}) is where your hopes and your daily life with your father are closest: a base to build on.',
            father_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your father are closest: a base to build on.',
            mother_son:
              '{label} ({percent}) is where your hopes and your daily life with your mother are closest: a base to build on.',
            mother_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your mother are closest: a base to build on.',
          },
          ar: {
            father_son:
              '{label} ({percent}): هنا يقترب واقعك مع والدك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            father_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع والدك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_son:
              '{label} ({percent}): هنا يقترب واقعك مع والدتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع والدتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
          },
        },
      },
      improvement: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}): faith and values between you and your son need a calm, open conversation.',
            father_daughter:
              '{label} ({percent}): faith and values between you and your daughter need a calm, open conversation.',
            mother_son:
              '{label} ({percent}): faith and values between you and your son need a calm, open conversation.',
            mother_daughter:
              '{label} ({percent}): faith and values between you and your daughter need a calm, open conversation.',
          },
          ar: {
            father_son: '{label} ({percent}): يحتاج جانب الإيمان والقيم بينك وبين ابنك إلى حوار هادئ ومنفتح.',
            father_daughter: '{label} ({percent}): يحتاج جانب الإيمان والقيم بينك وبين ابنتك إلى حوار هادئ ومنفتح.',
            mother_son: '{label} ({percent}): يحتاج جانب الإيمان والقيم بينك وبين ابنك إلى حوار هادئ ومنفتح.',
            mother_daughter: '{label} ({percent}): يحتاج جانب الإيمان والقيم بينك وبين ابنتك إلى حوار هادئ ومنفتح.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}): faith and values between you and your father need a calm, open conversation.',
            father_daughter:
              '{label} ({percent}): faith and values between you and your father need a calm, open conversation.',
            mother_son:
              '{label} ({percent}): faith and values between you and your mother need a calm, open conversation.',
            mother_daughter:
              '{label} ({percent}): faith and values between you and your mother need a calm, open conversation.',
          },
          ar: {
            father_son: '{label} ({percent}): يحتاج جانب الإيمان والقيم بينك وبين والدك إلى حوار هادئ ومنفتح.',
            father_daughter: '{label} ({percent}): يحتاج جانب الإيمان والقيم بينك وبين والدك إلى حوار هادئ ومنفتح.',
            mother_son: '{label} ({percent}): يحتاج جانب الإيمان والقيم بينك وبين والدتك إلى حوار هادئ ومنفتح.',
            mother_daughter: '{label} ({percent}): يحتاج جانب الإيمان والقيم بينك وبين والدتك إلى حوار هادئ ومنفتح.',
          },
        },
      },
      recommendations: [
        {
          parent: {
            en: {
              father_son:
                'This week, choose one small practice of faith or kindness to share with your son, such as a reading, a kind word or a good deed done together, and make it an invitation, not a duty.',
              father_daughter:
                'This week, choose one small practice of faith or kindness to share with your daughter, such as a reading, a kind word or a good deed done together, and make it an invitation, not a duty.',
              mother_son:
                'This week, choose one small practice of faith or kindness to share with your son, such as a reading, a kind word or a good deed done together, and make it an invitation, not a duty.',
              mother_daughter:
                'This week, choose one small practice of faith or kindness to share with your daughter, such as a reading, a kind word or a good deed done together, and make it an invitation, not a duty.',
            },
            ar: {
              father_son:
                'اختر هذا الأسبوع عادةً صغيرة من عادات الإيمان أو الخير تتشاركها مع ابنك، كقراءة نافعة أو كلمة طيبة أو عمل خير تقومان به معًا، ولتكن دعوةً محبّبة لا واجبًا مفروضًا.',
              father_daughter:
                'اختر هذا الأسبوع عادةً صغيرة من عادات الإيمان أو الخير تتشاركها مع ابنتك، كقراءة نافعة أو كلمة طيبة أو عمل خير تقومان به معًا، ولتكن دعوةً محبّبة لا واجبًا مفروضًا.',
              mother_son:
                'اختاري هذا الأسبوع عادةً صغيرة من عادات الإيمان أو الخير تتشاركينها مع ابنك، كقراءة نافعة أو كلمة طيبة أو عمل خير تقومان به معًا، ولتكن دعوةً محبّبة لا واجبًا مفروضًا.',
              mother_daughter:
                'اختاري هذا الأسبوع عادةً صغيرة من عادات الإيمان أو الخير تتشاركينها مع ابنتك، كقراءة نافعة أو كلمة طيبة أو عمل خير تقومان به معًا، ولتكن دعوةً محبّبة لا واجبًا مفروضًا.',
            },
          },
          child: {
            en: {
              father_son:
                'This week, choose one small practice of faith or kindness to share with your father, such as a reading, a kind word or a good deed done together.',
              father_daughter:
                'This week, choose one small practice of faith or kindness to share with your father, such as a reading, a kind word or a good deed done together.',
              mother_son:
                'This week, choose one small practice of faith or kindness to share with your mother, such as a reading, a kind word or a good deed done together.',
              mother_daughter:
                'This week, choose one small practice of faith or kindness to share with your mother, such as a reading, a kind word or a good deed done together.',
            },
            ar: {
              father_son:
                'اختر هذا الأسبوع عادةً صغيرة من عادات الإيمان أو الخير تتشاركها مع والدك، كقراءة نافعة أو كلمة طيبة أو عمل خير تقومان به معًا.',
              father_daughter:
                'اختاري هذا الأسبوع عادةً صغيرة من عادات الإيمان أو الخير تتشاركينها مع والدك، كقراءة نافعة أو كلمة طيبة أو عمل خير تقومان به معًا.',
              mother_son:
                'اختر هذا الأسبوع عادةً صغيرة من عادات الإيمان أو الخير تتشاركها مع والدتك، كقراءة نافعة أو كلمة طيبة أو عمل خير تقومان به معًا.',
              mother_daughter:
                'اختاري هذا الأسبوع عادةً صغيرة من عادات الإيمان أو الخير تتشاركينها مع والدتك، كقراءة نافعة أو كلمة طيبة أو عمل خير تقومان به معًا.',
            },
          },
        },
        {
          parent: {
            en: {
              father_son:
                'Tell your son about one value you live by and why it matters to you, through a story from your own life rather than a lesson.',
              father_daughter:
                'Tell your daughter about one value you live by and why it matters to you, through a story from your own life rather than a lesson.',
              mother_son:
                'Tell your son about one value you live by and why it matters to you, through a story from your own life rather than a lesson.',
              mother_daughter:
                'Tell your daughter about one value you live by and why it matters to you, through a story from your own life rather than a lesson.',
            },
            ar: {
              father_son: 'حدّث ابنك عن قيمةٍ تحرص عليها في حياتك ولماذا تهمّك، بقصةٍ من تجربتك لا بدرسٍ أو موعظة.',
              father_daughter: 'حدّث ابنتك عن قيمةٍ تحرص عليها في حياتك ولماذا تهمّك، بقصةٍ من تجربتك لا بدرسٍ أو موعظة.',
              mother_son: 'حدّثي ابنك عن قيمةٍ تحرصين عليها في حياتك ولماذا تهمّك، بقصةٍ من تجربتك لا بدرسٍ أو موعظة.',
              mother_daughter: 'حدّثي ابنتك عن قيمةٍ تحرصين عليها في حياتك ولماذا تهمّك، بقصةٍ من تجربتك لا بدرسٍ أو موعظة.',
            },
          },
          child: {
            en: {
              father_son:
                'Ask your father about one value he grew up with and why it matters to him, then share one value that matters to you.',
              father_daughter:
                'Ask your father about one value he grew up with and why it matters to him, then share one value that matters to you.',
              mother_son:
                'Ask your mother about one value she grew up with and why it matters to her, then share one value that matters to you.',
              mother_daughter:
                'Ask your mother about one value she grew up with and why it matters to her, then share one value that matters to you.',
            },
            ar: {
              father_son: 'اسأل والدك عن قيمة نشأ عليها ولماذا تهمّه، ثم حدّثه عن قيمة تهمّك أنت.',
              father_daughter: 'اسألي والدك عن قيمة نشأ عليها ولماذا تهمّه، ثم حدّثيه عن قيمة تهمّك أنت.',
              mother_son: 'اسأل والدتك عن قيمة نشأت عليها ولماذا تهمّها، ثم حدّثها عن قيمة تهمّك أنت.',
              mother_daughter: 'اسألي والدتك عن قيمة نشأت عليها ولماذا تهمّها، ثم حدّثيها عن قيمة تهمّك أنت.',
            },
          },
        },
      ],
      starters: [
        {
          parent: {
            en: {
              father_son: 'Which value do you feel our family lives well, and which one do you wish we lived better?',
              father_daughter:
                'Which value do you feel our family lives well, and which one do you wish we lived better?',
              mother_son: 'Which value do you feel our family lives well, and which one do you wish we lived better?',
              mother_daughter:
                'Which value do you feel our family lives well, and which one do you wish we lived better?',
            },
            ar: {
              father_son: 'ما القيمة التي تشعر بأن أسرتنا تجسّدها جيدًا، وما القيمة التي تتمنى لو جسّدناها على نحو أفضل؟',
              father_daughter:
                'ما القيمة التي تشعرين بأن أسرتنا تجسّدها جيدًا، وما القيمة التي تتمنين لو جسّدناها على نحو أفضل؟',
              mother_son: 'ما القيمة التي تشعر بأن أسرتنا تجسّدها جيدًا، وما القيمة التي تتمنى لو جسّدناها على نحو أفضل؟',
              mother_daughter:
                'ما القيمة التي تشعرين بأن أسرتنا تجسّدها جيدًا، وما القيمة التي تتمنين لو جسّدناها على نحو أفضل؟',
            },
          },
          child: {
            en: {
              father_son: 'Which value did you most want to pass on to me, and why?',
              father_daughter: 'Which value did you most want to pass on to me, and why?',
              mother_son: 'Which value did you most want to pass on to me, and why?',
              mother_daughter: 'Which value did you most want to pass on to me, and why?',
            },
            ar: {
              father_son: 'يا أبي، ما القيمة التي أردت أكثر من غيرها أن تغرسها فيّ، ولماذا؟',
              father_daughter: 'يا أبي، ما القيمة التي أردت أكثر من غيرها أن تغرسها فيّ، ولماذا؟',
              mother_son: 'يا أمي، ما القيمة التي أردت أكثر من غيرها أن تغرسيها فيّ، ولماذا؟',
              mother_daughter: 'يا أمي، ما القيمة التي أردت أكثر من غيرها أن تغرسيها فيّ، ولماذا؟',
            },
          },
        },
        {
          parent: {
            en: {
              father_son: 'Is there a question about faith or values you have wanted to ask me but have not?',
              father_daughter: 'Is there a question about faith or values you have wanted to ask me but have not?',
              mother_son: 'Is there a question about faith or values you have wanted to ask me but have not?',
              mother_daughter: 'Is there a question about faith or values you have wanted to ask me but have not?',
            },
            ar: {
              father_son: 'هل هناك سؤال عن الإيمان أو القيم وددت أن تسألني عنه ولم تفعل؟',
              father_daughter: 'هل هناك سؤال عن الإيمان أو القيم وددت أن تسأليني عنه ولم تفعلي؟',
              mother_son: 'هل هناك سؤال عن الإيمان أو القيم وددت أن تسألني عنه ولم تفعل؟',
              mother_daughter: 'هل هناك سؤال عن الإيمان أو القيم وددت أن تسأليني عنه ولم تفعلي؟',
            },
          },
          child: {
            en: {
              father_son: 'What helped you stay true to your values through a hard time in your life?',
              father_daughter: 'What helped you stay true to your values through a hard time in your life?',
              mother_son: 'What helped you stay true to your values through a hard time in your life?',
              mother_daughter: 'What helped you stay true to your values through a hard time in your life?',
            },
            ar: {
              father_son: 'ما الذي أعانك على الثبات على قيمك في وقتٍ صعب مررت به في حياتك؟',
              father_daughter: 'ما الذي أعانك على الثبات على قيمك في وقتٍ صعب مررت به في حياتك؟',
              mother_son: 'ما الذي أعانك على الثبات على قيمك في وقتٍ صعب مررت به في حياتك؟',
              mother_daughter: 'ما الذي أعانك على الثبات على قيمك في وقتٍ صعب مررت به في حياتك؟',
            },
          },
        },
      ],
    },
    communication: {
      strength: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}): the way you and your son talk and listen to each other is close to what you hope for.',
            father_daughter:
              '{label} ({percent}): the way you and your daughter talk and listen to each other is close to what you hope for.',
            mother_son:
              '{label} ({percent}): the way you and your son talk and listen to each other is close to what you hope for.',
            mother_daughter:
              '{label} ({percent}): the way you and your daughter talk and listen to each other is close to what you hope for.',
          },
          ar: {
            father_son: '{label} ({percent}): طريقة حديثك مع ابنك وإصغاء كلٍّ منكما إلى الآخر قريبةٌ من تطلعاتك.',
            father_daughter: '{label} ({percent}): طريقة حديثك مع ابنتك وإصغاء كلٍّ منكما إلى الآخر قريبةٌ من تطلعاتك.',
            mother_son: '{label} ({percent}): طريقة حديثك مع ابنك وإصغاء كلٍّ منكما إلى الآخر قريبةٌ من تطلعاتك.',
            mother_daughter: '{label} ({percent}): طريقة حديثك مع ابنتك وإصغاء كلٍّ منكما إلى الآخر قريبةٌ من تطلعاتك.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}): the way you and your father talk and listen to each other is close to what you hope for.',
            father_daughter:
              '{label} ({percent}): the way you and your father talk and listen to each other is close to what you hope for.',
            mother_son:
              '{label} ({percent}): the way you and your mother talk and listen to each other is close to what you hope for.',
            mother_daughter:
              '{label} ({percent}): the way you and your mother talk and listen to each other is close to what you hope for.',
          },
          ar: {
            father_son: '{label} ({percent}): طريقة حديثك مع والدك وإصغاء كلٍّ منكما إلى الآخر قريبةٌ من تطلعاتك.',
            father_daughter: '{label} ({percent}): طريقة حديثك مع والدك وإصغاء كلٍّ منكما إلى الآخر قريبةٌ من تطلعاتك.',
            mother_son: '{label} ({percent}): طريقة حديثك مع والدتك وإصغاء كلٍّ منكما إلى الآخر قريبةٌ من تطلعاتك.',
            mother_daughter: '{label} ({percent}): طريقة حديثك مع والدتك وإصغاء كلٍّ منكما إلى الآخر قريبةٌ من تطلعاتك.',
          },
        },
      },
      relativeStrength: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}) is where your hopes and your daily life with your son are closest: a base to build on.',
            father_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your daughter are closest: a base to build on.',
            mother_son:
              '{label} ({percent}) is where your hopes and your daily life with your son are closest: a base to build on.',
            mother_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your daughter are closest: a base to build on.',
          },
          ar: {
            father_son:
              '{label} ({percent}): هنا يقترب واقعك مع ابنك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            father_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع ابنتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_son:
              '{label} ({percent}): هنا يقترب واقعك مع ابنك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع ابنتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}) is where your hopes and your daily life with your father are closest: a base to build on.',
            father_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your father are closest: a base to build on.',
            mother_son:
              '{label} ({percent}) is where your hopes and your daily life with your mother are closest: a base to build on.',
            mother_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your mother are closest: a base to build on.',
          },
          ar: {
            father_son:
              '{label} ({percent}): هنا يقترب واقعك مع والدك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            father_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع والدك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_son:
              '{label} ({percent}): هنا يقترب واقعك مع والدتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع والدتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
          },
        },
      },
      improvement: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}): listening, speaking openly and getting past disagreements with your son deserve attention.',
            father_daughter:
              '{label} ({percent}): listening, speaking openly and getting past disagreements with your daughter deserve attention.',
            mother_son:
              '{label} ({percent}): listening, speaking openly and getting past disagreements with your son deserve attention.',
            mother_daughter:
              '{label} ({percent}): listening, speaking openly and getting past disagreements with your daughter deserve attention.',
          },
          ar: {
            father_son: '{label} ({percent}): الإصغاء والمصارحة وتجاوز الخلافات بينك وبين ابنك أمورٌ تستحق العناية.',
            father_daughter:
              '{label} ({percent}): الإصغاء والمصارحة وتجاوز الخلافات بينك وبين ابنتك أمورٌ تستحق العناية.',
            mother_son: '{label} ({percent}): الإصغاء والمصارحة وتجاوز الخلافات بينك وبين ابنك أمورٌ تستحق العناية.',
            mother_daughter:
              '{label} ({percent}): الإصغاء والمصارحة وتجاوز الخلافات بينك وبين ابنتك أمورٌ تستحق العناية.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}): listening, speaking openly and getting past disagreements with your father deserve attention.',
            father_daughter:
              '{label} ({percent}): listening, speaking openly and getting past disagreements with your father deserve attention.',
            mother_son:
              '{label} ({percent}): listening, speaking openly and getting past disagreements with your mother deserve attention.',
            mother_daughter:
              '{label} ({percent}): listening, speaking openly and getting past disagreements with your mother deserve attention.',
          },
          ar: {
            father_son: '{label} ({percent}): الإصغاء والمصارحة وتجاوز الخلافات بينك وبين والدك أمورٌ تستحق العناية.',
            father_daughter:
              '{label} ({percent}): الإصغاء والمصارحة وتجاوز الخلافات بينك وبين والدك أمورٌ تستحق العناية.',
            mother_son: '{label} ({percent}): الإصغاء والمصارحة وتجاوز الخلافات بينك وبين والدتك أمورٌ تستحق العناية.',
            mother_daughter:
              '{label} ({percent}): الإصغاء والمصارحة وتجاوز الخلافات بينك وبين والدتك أمورٌ تستحق العناية.',
          },
        },
      },
      recommendations: [
        {
          parent: {
            en: {
              father_son:
                'Set aside ten unhurried minutes a day to ask your son about his day, and listen before advising.',
              father_daughter:
                'Set aside ten unhurried minutes a day to ask your daughter about her day, and listen before advising.',
              mother_son:
                'Set aside ten unhurried minutes a day to ask your son about his day, and listen before advising.',
              mother_daughter:
                'Set aside ten unhurried minutes a day to ask your daughter about her day, and listen before advising.',
            },
            ar: {
              father_son: 'خصّص كل يوم عشر دقائق هادئة بلا استعجال، تسأل فيها ابنك عن يومه، واستمع إليه قبل أن تنصحه.',
              father_daughter:
                'خصّص كل يوم عشر دقائق هادئة بلا استعجال، تسأل فيها ابنتك عن يومها، واستمع إليها قبل أن تنصحها.',
              mother_son:
                'خصّصي كل يوم عشر دقائق هادئة بلا استعجال، تسألين فيها ابنك عن يومه، واستمعي إليه قبل أن تنصحيه.',
              mother_daughter:
                'خصّصي كل يوم عشر دقائق هادئة بلا استعجال، تسألين فيها ابنتك عن يومها، واستمعي إليها قبل أن تنصحيها.',
            },
          },
          child: {
            en: {
              father_son:
                'This week, choose a calm moment to tell your father about something that matters to you, big or small.',
              father_daughter:
                'This week, choose a calm moment to tell your father about something that matters to you, big or small.',
              mother_son:
                'This week, choose a calm moment to tell your mother about something that matters to you, big or small.',
              mother_daughter:
                'This week, choose a calm moment to tell your mother about something that matters to you, big or small.',
            },
            ar: {
              father_son: 'اختر هذا الأسبوع وقتًا هادئًا تحدّث فيه والدك عن أمر يهمّك، صغيرًا كان أو كبيرًا.',
              father_daughter: 'اختاري هذا الأسبوع وقتًا هادئًا تحدّثين فيه والدك عن أمر يهمّك، صغيرًا كان أو كبيرًا.',
              mother_son: 'اختر هذا الأسبوع وقتًا هادئًا تحدّث فيه والدتك عن أمر يهمّك، صغيرًا كان أو كبيرًا.',
              mother_daughter: 'اختاري هذا الأسبوع وقتًا هادئًا تحدّثين فيه والدتك عن أمر يهمّك، صغيرًا كان أو كبيرًا.',
            },
          },
        },
        {
          parent: {
            en: {
              father_son:
                'The next time your son tells you something difficult, first thank him for telling you, and keep your reaction calm.',
              father_daughter:
                'The next time your daughter tells you something difficult, first thank her for telling you, and keep your reaction calm.',
              mother_son:
                'The next time your son tells you something difficult, first thank him for telling you, and keep your reaction calm.',
              mother_daughter:
                'The next time your daughter tells you something difficult, first thank her for telling you, and keep your reaction calm.',
            },
            ar: {
              father_son: 'في المرة القادمة التي يصارحك فيها ابنك بأمر صعب، اشكره أولًا على صراحته، وحافظ على هدوئك.',
              father_daughter:
                'في المرة القادمة التي تصارحك فيها ابنتك بأمر صعب، اشكرها أولًا على صراحتها، وحافظ على هدوئك.',
              mother_son: 'في المرة القادمة التي يصارحك فيها ابنك بأمر صعب، اشكريه أولًا على صراحته، وحافظي على هدوئك.',
              mother_daughter:
                'في المرة القادمة التي تصارحك فيها ابنتك بأمر صعب، اشكريها أولًا على صراحتها، وحافظي على هدوئك.',
            },
          },
          child: {
            en: {
              father_son:
                'When your father gives you advice, listen to the end and thank him, then share your own view politely if it is different.',
              father_daughter:
                'When your father gives you advice, listen to the end and thank him, then share your own view politely if it is different.',
              mother_son:
                'When your mother gives you advice, listen to the end and thank her, then share your own view politely if it is different.',
              mother_daughter:
                'When your mother gives you advice, listen to the end and thank her, then share your own view politely if it is different.',
            },
            ar: {
              father_son: 'حين ينصحك والدك، استمع إليه حتى النهاية واشكره، ثم عبّر عن رأيك بأدب إن كان مختلفًا.',
              father_daughter: 'حين ينصحك والدك، استمعي إليه حتى النهاية واشكريه، ثم عبّري عن رأيك بأدب إن كان مختلفًا.',
              mother_son: 'حين تنصحك والدتك، استمع إليها حتى النهاية واشكرها، ثم عبّر عن رأيك بأدب إن كان مختلفًا.',
              mother_daughter:
                'حين تنصحك والدتك، استمعي إليها حتى النهاية واشكريها، ثم عبّري عن رأيك بأدب إن كان مختلفًا.',
            },
          },
        },
      ],
      starters: [
        {
          parent: {
            en: {
              father_son: 'What is one thing I do that makes you feel listened to?',
              father_daughter: 'What is one thing I do that makes you feel listened to?',
              mother_son: 'What is one thing I do that makes you feel listened to?',
              mother_daughter: 'What is one thing I do that makes you feel listened to?',
            },
            ar: {
              father_son: 'ما الشيء الذي أفعله فيشعرك بأنني أصغي إليك حقًا؟',
              father_daughter: 'ما الشيء الذي أفعله فيشعرك بأنني أصغي إليك حقًا؟',
              mother_son: 'ما الشيء الذي أفعله فيشعرك بأنني أصغي إليك حقًا؟',
              mother_daughter: 'ما الشيء الذي أفعله فيشعرك بأنني أصغي إليك حقًا؟',
            },
          },
          child: {
            en: {
              father_son: 'What is the best way for me to tell you about something difficult?',
              father_daughter: 'What is the best way for me to tell you about something difficult?',
              mother_son: 'What is the best way for me to tell you about something difficult?',
              mother_daughter: 'What is the best way for me to tell you about something difficult?',
            },
            ar: {
              father_son: 'يا أبي، ما أفضل طريقة أحدّثك بها عن أمر صعب؟',
              father_daughter: 'يا أبي، ما أفضل طريقة أحدّثك بها عن أمر صعب؟',
              mother_son: 'يا أمي، ما أفضل طريقة أحدّثك بها عن أمر صعب؟',
              mother_daughter: 'يا أمي، ما أفضل طريقة أحدّثك بها عن أمر صعب؟',
            },
          },
        },
        {
          parent: {
            en: {
              father_son: 'When is the easiest time for you to talk to me, and what makes it harder?',
              father_daughter: 'When is the easiest time for you to talk to me, and what makes it harder?',
              mother_son: 'When is the easiest time for you to talk to me, and what makes it harder?',
              mother_daughter: 'When is the easiest time for you to talk to me, and what makes it harder?',
            },
            ar: {
              father_son: 'متى يسهل عليك أن تتحدث إليّ، وما الذي يجعل ذلك أصعب؟',
              father_daughter: 'متى يسهل عليك أن تتحدثي إليّ، وما الذي يجعل ذلك أصعب؟',
              mother_son: 'متى يسهل عليك أن تتحدث إليّ، وما الذي يجعل ذلك أصعب؟',
              mother_daughter: 'متى يسهل عليك أن تتحدثي إليّ، وما الذي يجعل ذلك أصعب؟',
            },
          },
          child: {
            en: {
              father_son: 'When do you enjoy talking with me the most?',
              father_daughter: 'When do you enjoy talking with me the most?',
              mother_son: 'When do you enjoy talking with me the most?',
              mother_daughter: 'When do you enjoy talking with me the most?',
            },
            ar: {
              father_son: 'متى تكون أكثر استمتاعًا بالحديث معي؟',
              father_daughter: 'متى تكون أكثر استمتاعًا بالحديث معي؟',
              mother_son: 'متى تكونين أكثر استمتاعًا بالحديث معي؟',
              mother_daughter: 'متى تكونين أكثر استمتاعًا بالحديث معي؟',
            },
          },
        },
      ],
    },
    finances: {
      strength: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}): the balance between guiding your son and letting him take on responsibility is close to what you hope for.',
            father_daughter:
              '{label} ({percent}): the balance between guiding your daughter and letting her take on responsibility is close to what you hope for.',
            mother_son:
              '{label} ({percent}): the balance between guiding your son and letting him take on responsibility is close to what you hope for.',
            mother_daughter:
              '{label} ({percent}): the balance between guiding your daughter and letting her take on responsibility is close to what you hope for.',
          },
          ar: {
            father_son:
              '{label} ({percent}): التوازن بين توجيهك لابنك وإفساح المجال له لتحمّل المسؤولية قريبٌ من تطلعاتك.',
            father_daughter:
              '{label} ({percent}): التوازن بين توجيهك لابنتك وإفساح المجال لها لتحمّل المسؤولية قريبٌ من تطلعاتك.',
            mother_son:
              '{label} ({percent}): التوازن بين توجيهك لابنك وإفساح المجال له لتحمّل المسؤولية قريبٌ من تطلعاتك.',
            mother_daughter:
              '{label} ({percent}): التوازن بين توجيهك لابنتك وإفساح المجال لها لتحمّل المسؤولية قريبٌ من تطلعاتك.',
          },
        },
        child: {
          en: {
            father_son:
              "{label} ({percent}): the balance between your father's guidance and your own responsibility and independence is close to what you hope for.",
            father_daughter:
              "{label} ({percent}): the balance between your father's guidance and your own responsibility and independence is close to what you hope for.",
            mother_son:
              "{label} ({percent}): the balance between your mother's guidance and your own responsibility and independence is close to what you hope for.",
            mother_daughter:
              "{label} ({percent}): the balance between your mother's guidance and your own responsibility and independence is close to what you hope for.",
          },
          ar: {
            father_son: '{label} ({percent}): التوازن بين توجيه والدك لك ومسؤوليتك واستقلاليتك قريبٌ من تطلعاتك.',
            father_daughter: '{label} ({percent}): التوازن بين توجيه والدك لك ومسؤوليتك واستقلاليتك قريبٌ من تطلعاتك.',
            mother_son: '{label} ({percent}): التوازن بين توجيه والدتك لك ومسؤوليتك واستقلاليتك قريبٌ من تطلعاتك.',
            mother_daughter: '{label} ({percent}): التوازن بين توجيه والدتك لك ومسؤوليتك واستقلاليتك قريبٌ من تطلعاتك.',
          },
        },
      },
      relativeStrength: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}) is where your hopes and your daily life with your son are closest: a base to build on.',
            father_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your daughter are closest: a base to build on.',
            mother_son:
              '{label} ({percent}) is where your hopes and your daily life with your son are closest: a base to build on.',
            mother_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your daughter are closest: a base to build on.',
          },
          ar: {
            father_son:
              '{label} ({percent}): هنا يقترب واقعك مع ابنك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            father_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع ابنتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_son:
              '{label} ({percent}): هنا يقترب واقعك مع ابنك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع ابنتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}) is where your hopes and your daily life with your father are closest: a base to build on.',
            father_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your father are closest: a base to build on.',
            mother_son:
              '{label} ({percent}) is where your hopes and your daily life with your mother are closest: a base to build on.',
            mother_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your mother are closest: a base to build on.',
          },
          ar: {
            father_son:
              '{label} ({percent}): هنا يقترب واقعك مع والدك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            father_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع والدك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_son:
              '{label} ({percent}): هنا يقترب واقعك مع والدتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع والدتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
          },
        },
      },
      improvement: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}): how much responsibility and freedom your son has needs a calm conversation between you.',
            father_daughter:
              '{label} ({percent}): how much responsibility and freedom your daughter has needs a calm conversation between you.',
            mother_son:
              '{label} ({percent}): how much responsibility and freedom your son has needs a calm conversation between you.',
            mother_daughter:
              '{label} ({percent}): how much responsibility and freedom your daughter has needs a calm conversation between you.',
          },
          ar: {
            father_son: '{label} ({percent}): مقدار المسؤولية والحرية المتاحة لابنك يحتاج إلى حوار هادئ بينكما.',
            father_daughter: '{label} ({percent}): مقدار المسؤولية والحرية المتاحة لابنتك يحتاج إلى حوار هادئ بينكما.',
            mother_son: '{label} ({percent}): مقدار المسؤولية والحرية المتاحة لابنك يحتاج إلى حوار هادئ بينكما.',
            mother_daughter: '{label} ({percent}): مقدار المسؤولية والحرية المتاحة لابنتك يحتاج إلى حوار هادئ بينكما.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}): how much responsibility and freedom you have needs a calm conversation with your father.',
            father_daughter:
              '{label} ({percent}): how much responsibility and freedom you have needs a calm conversation with your father.',
            mother_son:
              '{label} ({percent}): how much responsibility and freedom you have needs a calm conversation with your mother.',
            mother_daughter:
              '{label} ({percent}): how much responsibility and freedom you have needs a calm conversation with your mother.',
          },
          ar: {
            father_son: '{label} ({percent}): مقدار المسؤولية والحرية المتاحة لك يحتاج إلى حوار هادئ مع والدك.',
            father_daughter: '{label} ({percent}): مقدار المسؤولية والحرية المتاحة لك يحتاج إلى حوار هادئ مع والدك.',
            mother_son: '{label} ({percent}): مقدار المسؤولية والحرية المتاحة لك يحتاج إلى حوار هادئ مع والدتك.',
            mother_daughter: '{label} ({percent}): مقدار المسؤولية والحرية المتاحة لك يحتاج إلى حوار هادئ مع والدتك.',
          },
        },
      },
      recommendations: [
        {
          parent: {
            en: {
              father_son:
                'This week, hand your son one real responsibility that suits his age, and let him carry it out his own way without stepping in.',
              father_daughter:
                'This week, hand your daughter one real responsibility that suits her age, and let her carry it out her own way without stepping in.',
              mother_son:
                'This week, hand your son one real responsibility that suits his age, and let him carry it out his own way without stepping in.',
              mother_daughter:
                'This week, hand your daughter one real responsibility that suits her age, and let her carry it out her own way without stepping in.',
            },
            ar: {
              father_son: 'أوكل إلى ابنك هذا الأسبوع مسؤولية حقيقية تناسب سنّه، واتركه ينجزها بطريقته دون أن تتدخّل.',
              father_daughter:
                'أوكل إلى ابنتك هذا الأسبوع مسؤولية حقيقية تناسب سنّها، واتركها تنجزها بطريقتها دون أن تتدخّل.',
              mother_son: 'أوكلي إلى ابنك هذا الأسبوع مسؤولية حقيقية تناسب سنّه، واتركيه ينجزها بطريقته دون أن تتدخّلي.',
              mother_daughter:
                'أوكلي إلى ابنتك هذا الأسبوع مسؤولية حقيقية تناسب سنّها، واتركيها تنجزها بطريقتها دون أن تتدخّلي.',
            },
          },
          child: {
            en: {
              father_son:
                'This week, take on one responsibility at home or in the family without being asked, and see it through.',
              father_daughter:
                'This week, take on one responsibility at home or in the family without being asked, and see it through.',
              mother_son:
                'This week, take on one responsibility at home or in the family without being asked, and see it through.',
              mother_daughter:
                'This week, take on one responsibility at home or in the family without being asked, and see it through.',
            },
            ar: {
              father_son:
                'بادر هذا الأسبوع إلى تحمّل مسؤولية في البيت أو في الأسرة دون أن يطلب منك أحد ذلك، وأتمّها حتى النهاية.',
              father_daughter:
                'بادري هذا الأسبوع إلى تحمّل مسؤولية في البيت أو في الأسرة دون أن يطلب منك أحد ذلك، وأتمّيها حتى النهاية.',
              mother_son:
                'بادر هذا الأسبوع إلى تحمّل مسؤولية في البيت أو في الأسرة دون أن يطلب منك أحد ذلك، وأتمّها حتى النهاية.',
              mother_daughter:
                'بادري هذا الأسبوع إلى تحمّل مسؤولية في البيت أو في الأسرة دون أن يطلب منك أحد ذلك، وأتمّيها حتى النهاية.',
            },
          },
        },
        {
          parent: {
            en: {
              father_son:
                'Before deciding something that affects your son, ask for his opinion first, and tell him how it shaped your decision.',
              father_daughter:
                'Before deciding something that affects your daughter, ask for her opinion first, and tell her how it shaped your decision.',
              mother_son:
                'Before deciding something that affects your son, ask for his opinion first, and tell him how it shaped your decision.',
              mother_daughter:
                'Before deciding something that affects your daughter, ask for her opinion first, and tell her how it shaped your decision.',
            },
            ar: {
              father_son: 'قبل أن تقرّر أمرًا يخصّ ابنك، اطلب رأيه أولًا، وأخبره كيف أثّر في قرارك.',
              father_daughter: 'قبل أن تقرّر أمرًا يخصّ ابنتك، اطلب رأيها أولًا، وأخبرها كيف أثّر في قرارك.',
              mother_son: 'قبل أن تقرّري أمرًا يخصّ ابنك، اطلبي رأيه أولًا، وأخبريه كيف أثّر في قرارك.',
              mother_daughter: 'قبل أن تقرّري أمرًا يخصّ ابنتك، اطلبي رأيها أولًا، وأخبريها كيف أثّر في قرارك.',
            },
          },
          child: {
            en: {
              father_son:
                'Before a decision of your own, ask your father for advice, then tell him what you decided and why.',
              father_daughter:
                'Before a decision of your own, ask your father for advice, then tell him what you decided and why.',
              mother_son:
                'Before a decision of your own, ask your mother for advice, then tell her what you decided and why.',
              mother_daughter:
                'Before a decision of your own, ask your mother for advice, then tell her what you decided and why.',
            },
            ar: {
              father_son: 'قبل أن تتخذ قرارًا يخصّك، استشر والدك، ثم أخبره بما قرّرت ولماذا.',
              father_daughter: 'قبل أن تتخذي قرارًا يخصّك، استشيري والدك، ثم أخبريه بما قرّرت ولماذا.',
              mother_son: 'قبل أن تتخذ قرارًا يخصّك، استشر والدتك، ثم أخبرها بما قرّرت ولماذا.',
              mother_daughter: 'قبل أن تتخذي قرارًا يخصّك، استشيري والدتك، ثم أخبريها بما قرّرت ولماذا.',
            },
          },
        },
      ],
      starters: [
        {
          parent: {
            en: {
              father_son: 'Which decision would you like to make by yourself, and how can I support you in it?',
              father_daughter: 'Which decision would you like to make by yourself, and how can I support you in it?',
              mother_son: 'Which decision would you like to make by yourself, and how can I support you in it?',
              mother_daughter: 'Which decision would you like to make by yourself, and how can I support you in it?',
            },
            ar: {
              father_son: 'ما القرار الذي تود أن تتخذه بنفسك، وكيف أدعمك فيه؟',
              father_daughter: 'ما القرار الذي تودين أن تتخذيه بنفسك، وكيف أدعمك فيه؟',
              mother_son: 'ما القرار الذي تود أن تتخذه بنفسك، وكيف أدعمك فيه؟',
              mother_daughter: 'ما القرار الذي تودين أن تتخذيه بنفسك، وكيف أدعمك فيه؟',
            },
          },
          child: {
            en: {
              father_son: 'What would help you trust me with more responsibility?',
              father_daughter: 'What would help you trust me with more responsibility?',
              mother_son: 'What would help you trust me with more responsibility?',
              mother_daughter: 'What would help you trust me with more responsibility?',
            },
            ar: {
              father_son: 'ما الذي يساعدك على أن تثق بي وتمنحني مسؤولية أكبر؟',
              father_daughter: 'ما الذي يساعدك على أن تثق بي وتمنحني مسؤولية أكبر؟',
              mother_son: 'ما الذي يساعدك على أن تثقي بي وتمنحيني مسؤولية أكبر؟',
              mother_daughter: 'ما الذي يساعدك على أن تثقي بي وتمنحيني مسؤولية أكبر؟',
            },
          },
        },
        {
          parent: {
            en: {
              father_son: 'When do you feel I trust you, and when do you feel I step in too soon?',
              father_daughter: 'When do you feel I trust you, and when do you feel I step in too soon?',
              mother_son: 'When do you feel I trust you, and when do you feel I step in too soon?',
              mother_daughter: 'When do you feel I trust you, and when do you feel I step in too soon?',
            },
            ar: {
              father_son: 'متى تشعر بأني أثق بك، ومتى تشعر بأني أتدخّل قبل الأوان؟',
              father_daughter: 'متى تشعرين بأني أثق بك، ومتى تشعرين بأني أتدخّل قبل الأوان؟',
              mother_son: 'متى تشعر بأني أثق بك، ومتى تشعر بأني أتدخّل قبل الأوان؟',
              mother_daughter: 'متى تشعرين بأني أثق بك، ومتى تشعرين بأني أتدخّل قبل الأوان؟',
            },
          },
          child: {
            en: {
              father_son: 'Is there something at home I could take off your hands?',
              father_daughter: 'Is there something at home I could take off your hands?',
              mother_son: 'Is there something at home I could take off your hands?',
              mother_daughter: 'Is there something at home I could take off your hands?',
            },
            ar: {
              father_son: 'يا أبي، هل هناك أمرٌ في البيت أستطيع أن أحمله عنك؟',
              father_daughter: 'يا أبي، هل هناك أمرٌ في البيت أستطيع أن أحمله عنك؟',
              mother_son: 'يا أمي، هل هناك أمرٌ في البيت أستطيع أن أحمله عنك؟',
              mother_daughter: 'يا أمي، هل هناك أمرٌ في البيت أستطيع أن أحمله عنك؟',
            },
          },
        },
      ],
    },
    intimacy: {
      strength: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}): the warmth and trust between you and your son are close to what you hope for.',
            father_daughter:
              '{label} ({percent}): the warmth and trust between you and your daughter are close to what you hope for.',
            mother_son:
              '{label} ({percent}): the warmth and trust between you and your son are close to what you hope for.',
            mother_daughter:
              '{label} ({percent}): the warmth and trust between you and your daughter are close to what you hope for.',
          },
          ar: {
            father_son: '{label} ({percent}): ما بينك وبين ابنك من مودّة وثقة قريبٌ من تطلعاتك.',
            father_daughter: '{label} ({percent}): ما بينك وبين ابنتك من مودّة وثقة قريبٌ من تطلعاتك.',
            mother_son: '{label} ({percent}): ما بينك وبين ابنك من مودّة وثقة قريبٌ من تطلعاتك.',
            mother_daughter: '{label} ({percent}): ما بينك وبين ابنتك من مودّة وثقة قريبٌ من تطلعاتك.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}): the warmth and trust between you and your father are close to what you hope for.',
            father_daughter:
              '{label} ({percent}): the warmth and trust between you and your father are close to what you hope for.',
            mother_son:
              '{label} ({percent}): the warmth and trust between you and your mother are close to what you hope for.',
            mother_daughter:
              '{label} ({percent}): the warmth and trust between you and your mother are close to what you hope for.',
          },
          ar: {
            father_son: '{label} ({percent}): ما بينك وبين والدك من مودّة وثقة قريبٌ من تطلعاتك.',
            father_daughter: '{label} ({percent}): ما بينك وبين والدك من مودّة وثقة قريبٌ من تطلعاتك.',
            mother_son: '{label} ({percent}): ما بينك وبين والدتك من مودّة وثقة قريبٌ من تطلعاتك.',
            mother_daughter: '{label} ({percent}): ما بينك وبين والدتك من مودّة وثقة قريبٌ من تطلعاتك.',
          },
        },
      },
      relativeStrength: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}) is where your hopes and your daily life with your son are closest: a base to build on.',
            father_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your daughter are closest: a base to build on.',
            mother_son:
              '{label} ({percent}) is where your hopes and your daily life with your son are closest: a base to build on.',
            mother_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your daughter are closest: a base to build on.',
          },
          ar: {
            father_son:
              '{label} ({percent}): هنا يقترب واقعك مع ابنك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            father_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع ابنتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_son:
              '{label} ({percent}): هنا يقترب واقعك مع ابنك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع ابنتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}) is where your hopes and your daily life with your father are closest: a base to build on.',
            father_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your father are closest: a base to build on.',
            mother_son:
              '{label} ({percent}) is where your hopes and your daily life with your mother are closest: a base to build on.',
            mother_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your mother are closest: a base to build on.',
          },
          ar: {
            father_son:
              '{label} ({percent}): هنا يقترب واقعك مع والدك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            father_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع والدك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_son:
              '{label} ({percent}): هنا يقترب واقعك مع والدتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع والدتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
          },
        },
      },
      improvement: {
        parent: {
          en: {
            father_son: '{label} ({percent}): showing affection and building trust with your son need more care.',
            father_daughter:
              '{label} ({percent}): showing affection and building trust with your daughter need more care.',
            mother_son: '{label} ({percent}): showing affection and building trust with your son need more care.',
            mother_daughter:
              '{label} ({percent}): showing affection and building trust with your daughter need more care.',
          },
          ar: {
            father_son:
              '{label} ({percent}): التعبير عن المودّة وبناء الثقة بينك وبين ابنك يحتاجان إلى مزيد من الرعاية.',
            father_daughter:
              '{label} ({percent}): التعبير عن المودّة وبناء الثقة بينك وبين ابنتك يحتاجان إلى مزيد من الرعاية.',
            mother_son:
              '{label} ({percent}): التعبير عن المودّة وبناء الثقة بينك وبين ابنك يحتاجان إلى مزيد من الرعاية.',
            mother_daughter:
              '{label} ({percent}): التعبير عن المودّة وبناء الثقة بينك وبين ابنتك يحتاجان إلى مزيد من الرعاية.',
          },
        },
        child: {
          en: {
            father_son: '{label} ({percent}): showing affection and building trust with your father need more care.',
            father_daughter:
              '{label} ({percent}): showing affection and building trust with your father need more care.',
            mother_son: '{label} ({percent}): showing affection and building trust with your mother need more care.',
            mother_daughter:
              '{label} ({percent}): showing affection and building trust with your mother need more care.',
          },
          ar: {
            father_son:
              '{label} ({percent}): التعبير عن المودّة وبناء الثقة بينك وبين والدك يحتاجان إلى مزيد من الرعاية.',
            father_daughter:
              '{label} ({percent}): التعبير عن المودّة وبناء الثقة بينك وبين والدك يحتاجان إلى مزيد من الرعاية.',
            mother_son:
              '{label} ({percent}): التعبير عن المودّة وبناء الثقة بينك وبين والدتك يحتاجان إلى مزيد من الرعاية.',
            mother_daughter:
              '{label} ({percent}): التعبير عن المودّة وبناء الثقة بينك وبين والدتك يحتاجان إلى مزيد من الرعاية.',
          },
        },
      },
      recommendations: [
        {
          parent: {
            en: {
              father_son:
                'This week, tell your son in plain words one thing you are proud of in him, without adding advice after it.',
              father_daughter:
                'This week, tell your daughter in plain words one thing you are proud of in her, without adding advice after it.',
              mother_son:
                'This week, tell your son in plain words one thing you are proud of in him, without adding advice after it.',
              mother_daughter:
                'This week, tell your daughter in plain words one thing you are proud of in her, without adding advice after it.',
            },
            ar: {
              father_son: 'أخبر ابنك هذا الأسبوع، بكلمات واضحة، بأمرٍ واحد فيه يجعلك فخورًا به، دون أن تُتبع ذلك بنصيحة.',
              father_daughter:
                'أخبر ابنتك هذا الأسبوع، بكلمات واضحة، بأمرٍ واحد فيها يجعلك فخورًا بها، دون أن تُتبع ذلك بنصيحة.',
              mother_son:
                'أخبري ابنك هذا الأسبوع، بكلمات واضحة، بأمرٍ واحد فيه يجعلك فخورةً به، دون أن تُتبعي ذلك بنصيحة.',
              mother_daughter:
                'أخبري ابنتك هذا الأسبوع، بكلمات واضحة، بأمرٍ واحد فيها يجعلك فخورةً بها، دون أن تُتبعي ذلك بنصيحة.',
            },
          },
          child: {
            en: {
              father_son:
                'This week, tell your father, in words or with a small gesture, one thing you are grateful to him for.',
              father_daughter:
                'This week, tell your father, in words or with a small gesture, one thing you are grateful to him for.',
              mother_son:
                'This week, tell your mother, in words or with a small gesture, one thing you are grateful to her for.',
              mother_daughter:
                'This week, tell your mother, in words or with a small gesture, one thing you are grateful to her for.',
            },
            ar: {
              father_son: 'عبّر لوالدك هذا الأسبوع، بكلمة أو بلفتة صغيرة، عن امتنانك له على أمرٍ واحد.',
              father_daughter: 'عبّري لوالدك هذا الأسبوع، بكلمة أو بلفتة صغيرة، عن امتنانك له على أمرٍ واحد.',
              mother_son: 'عبّر لوالدتك هذا الأسبوع، بكلمة أو بلفتة صغيرة، عن امتنانك لها على أمرٍ واحد.',
              mother_daughter: 'عبّري لوالدتك هذا الأسبوع، بكلمة أو بلفتة صغيرة، عن امتنانك لها على أمرٍ واحد.',
            },
          },
        },
        {
          parent: {
            en: {
              father_son:
                'When your son confides something in you, keep it between the two of you, so he knows his trust is safe with you.',
              father_daughter:
                'When your daughter confides something in you, keep it between the two of you, so she knows her trust is safe with you.',
              mother_son:
                'When your son confides something in you, keep it between the two of you, so he knows his trust is safe with you.',
              mother_daughter:
                'When your daughter confides something in you, keep it between the two of you, so she knows her trust is safe with you.',
            },
            ar: {
              father_son: 'حين يأتمنك ابنك على سرّ، احفظه بينكما، ليعلم أن ثقته بك في موضعها.',
              father_daughter: 'حين تأتمنك ابنتك على سرّ، احفظه بينكما، لتعلم أن ثقتها بك في موضعها.',
              mother_son: 'حين يأتمنك ابنك على سرّ، احفظيه بينكما، ليعلم أن ثقته بك في موضعها.',
              mother_daughter: 'حين تأتمنك ابنتك على سرّ، احفظيه بينكما، لتعلم أن ثقتها بك في موضعها.',
            },
          },
          child: {
            en: {
              father_son:
                'Keep one promise you make to your father this week, however small: trust grows from small promises kept.',
              father_daughter:
                'Keep one promise you make to your father this week, however small: trust grows from small promises kept.',
              mother_son:
                'Keep one promise you make to your mother this week, however small: trust grows from small promises kept.',
              mother_daughter:
                'Keep one promise you make to your mother this week, however small: trust grows from small promises kept.',
            },
            ar: {
              father_son: 'التزم هذا الأسبوع بوعدٍ تقطعه لوالدك مهما كان صغيرًا؛ فالوفاء بالوعود الصغيرة يبني الثقة.',
              father_daughter:
                'التزمي هذا الأسبوع بوعدٍ تقطعينه لوالدك مهما كان صغيرًا؛ فالوفاء بالوعود الصغيرة يبني الثقة.',
              mother_son: 'التزم هذا الأسبوع بوعدٍ تقطعه لوالدتك مهما كان صغيرًا؛ فالوفاء بالوعود الصغيرة يبني الثقة.',
              mother_daughter:
                'التزمي هذا الأسبوع بوعدٍ تقطعينه لوالدتك مهما كان صغيرًا؛ فالوفاء بالوعود الصغيرة يبني الثقة.',
            },
          },
        },
      ],
      starters: [
        {
          parent: {
            en: {
              father_son: 'What makes you feel loved by me, even on busy days?',
              father_daughter: 'What makes you feel loved by me, even on busy days?',
              mother_son: 'What makes you feel loved by me, even on busy days?',
              mother_daughter: 'What makes you feel loved by me, even on busy days?',
            },
            ar: {
              father_son: 'ما الذي يشعرك بمحبتي لك، حتى في الأيام المزدحمة؟',
              father_daughter: 'ما الذي يشعرك بمحبتي لك، حتى في الأيام المزدحمة؟',
              mother_son: 'ما الذي يشعرك بمحبتي لك، حتى في الأيام المزدحمة؟',
              mother_daughter: 'ما الذي يشعرك بمحبتي لك، حتى في الأيام المزدحمة؟',
            },
          },
          child: {
            en: {
              father_son: 'What small thing from me makes you happiest?',
              father_daughter: 'What small thing from me makes you happiest?',
              mother_son: 'What small thing from me makes you happiest?',
              mother_daughter: 'What small thing from me makes you happiest?',
            },
            ar: {
              father_son: 'يا أبي، ما الأمر الصغير الذي أفعله ويسعدك أكثر من غيره؟',
              father_daughter: 'يا أبي، ما الأمر الصغير الذي أفعله ويسعدك أكثر من غيره؟',
              mother_son: 'يا أمي، ما الأمر الصغير الذي أفعله ويسعدك أكثر من غيره؟',
              mother_daughter: 'يا أمي، ما الأمر الصغير الذي أفعله ويسعدك أكثر من غيره؟',
            },
          },
        },
        {
          parent: {
            en: {
              father_son: 'Is there something you would find easier to tell me if you were sure I would not get upset?',
              father_daughter:
                'Is there something you would find easier to tell me if you were sure I would not get upset?',
              mother_son: 'Is there something you would find easier to tell me if you were sure I would not get upset?',
              mother_daughter:
                'Is there something you would find easier to tell me if you were sure I would not get upset?',
            },
            ar: {
              father_son: 'هل هناك أمرٌ يسهل عليك أن تخبرني به لو كنت واثقًا من أني لن أغضب؟',
              father_daughter: 'هل هناك أمرٌ يسهل عليك أن تخبريني به لو كنت واثقةً من أني لن أغضب؟',
              mother_son: 'هل هناك أمرٌ يسهل عليك أن تخبرني به لو كنت واثقًا من أني لن أغضب؟',
              mother_daughter: 'هل هناك أمرٌ يسهل عليك أن تخبريني به لو كنت واثقةً من أني لن أغضب؟',
            },
          },
          child: {
            en: {
              father_son: 'What would make you trust me more?',
              father_daughter: 'What would make you trust me more?',
              mother_son: 'What would make you trust me more?',
              mother_daughter: 'What would make you trust me more?',
            },
            ar: {
              father_son: 'ما الذي يجعلك تثق بي أكثر؟',
              father_daughter: 'ما الذي يجعلك تثق بي أكثر؟',
              mother_son: 'ما الذي يجعلك تثقين بي أكثر؟',
              mother_daughter: 'ما الذي يجعلك تثقين بي أكثر؟',
            },
          },
        },
      ],
    },
    family: {
      strength: {
        parent: {
          en: {
            father_son: '{label} ({percent}): the family time you share with your son is close to what you hope for.',
            father_daughter:
              '{label} ({percent}): the family time you share with your daughter is close to what you hope for.',
            mother_son: '{label} ({percent}): the family time you share with your son is close to what you hope for.',
            mother_daughter:
              '{label} ({percent}): the family time you share with your daughter is close to what you hope for.',
          },
          ar: {
            father_son: '{label} ({percent}): الأوقات العائلية التي تجمعك بابنك قريبةٌ من تطلعاتك.',
            father_daughter: '{label} ({percent}): الأوقات العائلية التي تجمعك بابنتك قريبةٌ من تطلعاتك.',
            mother_son: '{label} ({percent}): الأوقات العائلية التي تجمعك بابنك قريبةٌ من تطلعاتك.',
            mother_daughter: '{label} ({percent}): الأوقات العائلية التي تجمعك بابنتك قريبةٌ من تطلعاتك.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}): the family time you share with your father is close to what you hope for.',
            father_daughter:
              '{label} ({percent}): the family time you share with your father is close to what you hope for.',
            mother_son:
              '{label} ({percent}): the family time you share with your mother is close to what you hope for.',
            mother_daughter:
              '{label} ({percent}): the family time you share with your mother is close to what you hope for.',
          },
          ar: {
            father_son: '{label} ({percent}): الأوقات العائلية التي تجمعك بوالدك قريبةٌ من تطلعاتك.',
            father_daughter: '{label} ({percent}): الأوقات العائلية التي تجمعك بوالدك قريبةٌ من تطلعاتك.',
            mother_son: '{label} ({percent}): الأوقات العائلية التي تجمعك بوالدتك قريبةٌ من تطلعاتك.',
            mother_daughter: '{label} ({percent}): الأوقات العائلية التي تجمعك بوالدتك قريبةٌ من تطلعاتك.',
          },
        },
      },
      relativeStrength: {
        parent: {
          en: {
            father_son:
              '{label} ({percent}) is where your hopes and your daily life with your son are closest: a base to build on.',
            father_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your daughter are closest: a base to build on.',
            mother_son:
              '{label} ({percent}) is where your hopes and your daily life with your son are closest: a base to build on.',
            mother_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your daughter are closest: a base to build on.',
          },
          ar: {
            father_son:
              '{label} ({percent}): هنا يقترب واقعك مع ابنك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            father_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع ابنتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_son:
              '{label} ({percent}): هنا يقترب واقعك مع ابنك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع ابنتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}) is where your hopes and your daily life with your father are closest: a base to build on.',
            father_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your father are closest: a base to build on.',
            mother_son:
              '{label} ({percent}) is where your hopes and your daily life with your mother are closest: a base to build on.',
            mother_daughter:
              '{label} ({percent}) is where your hopes and your daily life with your mother are closest: a base to build on.',
          },
          ar: {
            father_son:
              '{label} ({percent}): هنا يقترب واقعك مع والدك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            father_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع والدك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_son:
              '{label} ({percent}): هنا يقترب واقعك مع والدتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
            mother_daughter:
              '{label} ({percent}): هنا يقترب واقعك مع والدتك من تطلعاتك أكثر من أي جانب آخر، وهذا أساسٌ يمكن البناء عليه.',
          },
        },
      },
      improvement: {
        parent: {
          en: {
            father_son: "{label} ({percent}): time together as a family, and your son's part in it, need attention.",
            father_daughter:
              "{label} ({percent}): time together as a family, and your daughter's part in it, need attention.",
            mother_son: "{label} ({percent}): time together as a family, and your son's part in it, need attention.",
            mother_daughter:
              "{label} ({percent}): time together as a family, and your daughter's part in it, need attention.",
          },
          ar: {
            father_son: '{label} ({percent}): الوقت الذي تقضيه الأسرة معًا ومشاركة ابنك فيه يحتاجان إلى عناية.',
            father_daughter: '{label} ({percent}): الوقت الذي تقضيه الأسرة معًا ومشاركة ابنتك فيه يحتاجان إلى عناية.',
            mother_son: '{label} ({percent}): الوقت الذي تقضيه الأسرة معًا ومشاركة ابنك فيه يحتاجان إلى عناية.',
            mother_daughter: '{label} ({percent}): الوقت الذي تقضيه الأسرة معًا ومشاركة ابنتك فيه يحتاجان إلى عناية.',
          },
        },
        child: {
          en: {
            father_son:
              '{label} ({percent}): the time you spend with your father and the rest of the family needs attention.',
            father_daughter:
              '{label} ({percent}): the time you spend with your father and the rest of the family needs attention.',
            mother_son:
              '{label} ({percent}): the time you spend with your mother and the rest of the family needs attention.',
            mother_daughter:
              '{label} ({percent}): the time you spend with your mother and the rest of the family needs attention.',
          },
          ar: {
            father_son: '{label} ({percent}): الوقت الذي تقضيه مع والدك وسائر الأسرة يحتاج إلى عناية.',
            father_daughter: '{label} ({percent}): الوقت الذي تقضينه مع والدك وسائر الأسرة يحتاج إلى عناية.',
            mother_son: '{label} ({percent}): الوقت الذي تقضيه مع والدتك وسائر الأسرة يحتاج إلى عناية.',
            mother_daughter: '{label} ({percent}): الوقت الذي تقضينه مع والدتك وسائر الأسرة يحتاج إلى عناية.',
          },
        },
      },
      recommendations: [
        {
          parent: {
            en: {
              father_son:
                'Keep one regular family time each week, such as a meal, a visit or an outing, with phones put away, and ask your son to help plan it.',
              father_daughter:
                'Keep one regular family time each week, such as a meal, a visit or an outing, with phones put away, and ask your daughter to help plan it.',
              mother_son:
                'Keep one regular family time each week, such as a meal, a visit or an outing, with phones put away, and ask your son to help plan it.',
              mother_daughter:
                'Keep one regular family time each week, such as a meal, a visit or an outing, with phones put away, and ask your daughter to help plan it.',
            },
            ar: {
              father_son:
                'احرص على وقت عائلي منتظم كل أسبوع، كوجبة أو زيارة أو نزهة، بعيدًا عن الهواتف، واطلب من ابنك أن يشارك في التخطيط له.',
              father_daughter:
                'احرص على وقت عائلي منتظم كل أسبوع، كوجبة أو زيارة أو نزهة، بعيدًا عن الهواتف، واطلب من ابنتك أن تشارك في التخطيط له.',
              mother_son:
                'احرصي على وقت عائلي منتظم كل أسبوع، كوجبة أو زيارة أو نزهة، بعيدًا عن الهواتف، واطلبي من ابنك أن يشارك في التخطيط له.',
              mother_daughter:
                'احرصي على وقت عائلي منتظم كل أسبوع، كوجبة أو زيارة أو نزهة، بعيدًا عن الهواتف، واطلبي من ابنتك أن تشارك في التخطيط له.',
            },
          },
          child: {
            en: {
              father_son:
                'This week, join one family time, such as a meal or a visit, with your phone put away, and give your father your full attention.',
              father_daughter:
                'This week, join one family time, such as a meal or a visit, with your phone put away, and give your father your full attention.',
              mother_son:
                'This week, join one family time, such as a meal or a visit, with your phone put away, and give your mother your full attention.',
              mother_daughter:
                'This week, join one family time, such as a meal or a visit, with your phone put away, and give your mother your full attention.',
            },
            ar: {
              father_son:
                'شارك هذا الأسبوع في وقت عائلي واحد، كوجبة أو زيارة، بعد أن تضع هاتفك جانبًا، وأقبِل على والدك بكامل انتباهك.',
              father_daughter:
                'شاركي هذا الأسبوع في وقت عائلي واحد، كوجبة أو زيارة، بعد أن تضعي هاتفك جانبًا، وأقبِلي على والدك بكامل انتباهك.',
              mother_son:
                'شارك هذا الأسبوع في وقت عائلي واحد، كوجبة أو زيارة، بعد أن تضع هاتفك جانبًا، وأقبِل على والدتك بكامل انتباهك.',
              mother_daughter:
                'شاركي هذا الأسبوع في وقت عائلي واحد، كوجبة أو زيارة، بعد أن تضعي هاتفك جانبًا، وأقبِلي على والدتك بكامل انتباهك.',
            },
          },
        },
        {
          parent: {
            en: {
              father_son:
                'This week, give your son a say in one family matter, such as a visit, a meal or a weekend plan.',
              father_daughter:
                'This week, give your daughter a say in one family matter, such as a visit, a meal or a weekend plan.',
              mother_son:
                'This week, give your son a say in one family matter, such as a visit, a meal or a weekend plan.',
              mother_daughter:
                'This week, give your daughter a say in one family matter, such as a visit, a meal or a weekend plan.',
            },
            ar: {
              father_son: 'أشرك ابنك هذا الأسبوع في قرار عائلي واحد، كزيارة أو وجبة أو خطة لعطلة نهاية الأسبوع.',
              father_daughter: 'أشرك ابنتك هذا الأسبوع في قرار عائلي واحد، كزيارة أو وجبة أو خطة لعطلة نهاية الأسبوع.',
              mother_son: 'أشركي ابنك هذا الأسبوع في قرار عائلي واحد، كزيارة أو وجبة أو خطة لعطلة نهاية الأسبوع.',
              mother_daughter: 'أشركي ابنتك هذا الأسبوع في قرار عائلي واحد، كزيارة أو وجبة أو خطة لعطلة نهاية الأسبوع.',
            },
          },
          child: {
            en: {
              father_son:
                'This week, offer to help your father with one family task, such as visiting relatives or a job at home.',
              father_daughter:
                'This week, offer to help your father with one family task, such as visiting relatives or a job at home.',
              mother_son:
                'This week, offer to help your mother with one family task, such as visiting relatives or a job at home.',
              mother_daughter:
                'This week, offer to help your mother with one family task, such as visiting relatives or a job at home.',
            },
            ar: {
              father_son: 'اعرض على والدك هذا الأسبوع أن تساعده في شأن عائلي واحد، كزيارة الأقارب أو عمل في البيت.',
              father_daughter:
                'اعرضي على والدك هذا الأسبوع أن تساعديه في شأن عائلي واحد، كزيارة الأقارب أو عمل في البيت.',
              mother_son: 'اعرض على والدتك هذا الأسبوع أن تساعدها في شأن عائلي واحد، كزيارة الأقارب أو عمل في البيت.',
              mother_daughter:
                'اعرضي على والدتك هذا الأسبوع أن تساعديها في شأن عائلي واحد، كزيارة الأقارب أو عمل في البيت.',
            },
          },
        },
      ],
      starters: [
        {
          parent: {
            en: {
              father_son: 'Which family moments do you enjoy most, and which would you like us to have more often?',
              father_daughter:
                'Which family moments do you enjoy most, and which would you like us to have more often?',
              mother_son: 'Which family moments do you enjoy most, and which would you like us to have more often?',
              mother_daughter:
                'Which family moments do you enjoy most, and which would you like us to have more often?',
            },
            ar: {
              father_son: 'أيّ الأوقات العائلية تستمتع بها أكثر، وما الذي تحب أن نُكثر منه؟',
              father_daughter: 'أيّ الأوقات العائلية تستمتعين بها أكثر، وما الذي تحبين أن نُكثر منه؟',
              mother_son: 'أيّ الأوقات العائلية تستمتع بها أكثر، وما الذي تحب أن نُكثر منه؟',
              mother_daughter: 'أيّ الأوقات العائلية تستمتعين بها أكثر، وما الذي تحبين أن نُكثر منه؟',
            },
          },
          child: {
            en: {
              father_son: 'Which family tradition from your own childhood would you like us to keep?',
              father_daughter: 'Which family tradition from your own childhood would you like us to keep?',
              mother_son: 'Which family tradition from your own childhood would you like us to keep?',
              mother_daughter: 'Which family tradition from your own childhood would you like us to keep?',
            },
            ar: {
              father_son: 'يا أبي، أيّ عادة عائلية من طفولتك تحب أن نحافظ عليها؟',
              father_daughter: 'يا أبي، أيّ عادة عائلية من طفولتك تحب أن نحافظ عليها؟',
              mother_son: 'يا أمي، أيّ عادة عائلية من طفولتك تحبين أن نحافظ عليها؟',
              mother_daughter: 'يا أمي، أيّ عادة عائلية من طفولتك تحبين أن نحافظ عليها؟',
            },
          },
        },
        {
          parent: {
            en: {
              father_son: 'Is there something about our home or family life you would like to change?',
              father_daughter: 'Is there something about our home or family life you would like to change?',
              mother_son: 'Is there something about our home or family life you would like to change?',
              mother_daughter: 'Is there something about our home or family life you would like to change?',
            },
            ar: {
              father_son: 'هل هناك شيء في بيتنا أو حياتنا العائلية تود أن يتغيّر؟',
              father_daughter: 'هل هناك شيء في بيتنا أو حياتنا العائلية تودين أن يتغيّر؟',
              mother_son: 'هل هناك شيء في بيتنا أو حياتنا العائلية تود أن يتغيّر؟',
              mother_daughter: 'هل هناك شيء في بيتنا أو حياتنا العائلية تودين أن يتغيّر؟',
            },
          },
          child: {
            en: {
              father_son: 'How can I help make our family time better for you?',
              father_daughter: 'How can I help make our family time better for you?',
              mother_son: 'How can I help make our family time better for you?',
              mother_daughter: 'How can I help make our family time better for you?',
            },
            ar: {
              father_son: 'كيف أساعد في أن يكون وقتنا العائلي أجمل لك؟',
              father_daughter: 'كيف أساعد في أن يكون وقتنا العائلي أجمل لك؟',
              mother_son: 'كيف أساعد في أن يكون وقتنا العائلي أجمل لك؟',
              mother_daughter: 'كيف أساعد في أن يكون وقتنا العائلي أجمل لك؟',
            },
          },
        },
      ],
    },
  },
  patternClosing: {
    high_alignment: {
      parent: {
        en: {
          father_son: 'Keep protecting what already works between you and your son.',
          father_daughter: 'Keep protecting what already works between you and your daughter.',
          mother_son: 'Keep protecting what already works between you and your son.',
          mother_daughter: 'Keep protecting what already works between you and your daughter.',
        },
        ar: {
          father_son: 'واصل رعاية ما بينك وبين ابنك من خير، وحافظ عليه.',
          father_daughter: 'واصل رعاية ما بينك وبين ابنتك من خير، وحافظ عليه.',
          mother_son: 'واصلي رعاية ما بينك وبين ابنك من خير، وحافظي عليه.',
          mother_daughter: 'واصلي رعاية ما بينك وبين ابنتك من خير، وحافظي عليه.',
        },
      },
      child: {
        en: {
          father_son: 'Keep protecting what already works between you and your father.',
          father_daughter: 'Keep protecting what already works between you and your father.',
          mother_son: 'Keep protecting what already works between you and your mother.',
          mother_daughter: 'Keep protecting what already works between you and your mother.',
        },
        ar: {
          father_son: 'واصل رعاية ما بينك وبين والدك من خير، وحافظ عليه.',
          father_daughter: 'واصلي رعاية ما بينك وبين والدك من خير، وحافظي عليه.',
          mother_son: 'واصل رعاية ما بينك وبين والدتك من خير، وحافظ عليه.',
          mother_daughter: 'واصلي رعاية ما بينك وبين والدتك من خير، وحافظي عليه.',
        },
      },
    },
    dreamer_vs_realist: {
      parent: {
        en: {
          father_son: 'Something that matters a lot to you is still far from today; start there, gently and patiently.',
          father_daughter:
            'Something that matters a lot to you is still far from today; start there, gently and patiently.',
          mother_son: 'Something that matters a lot to you is still far from today; start there, gently and patiently.',
          mother_daughter:
            'Something that matters a lot to you is still far from today; start there, gently and patiently.',
        },
        ar: {
          father_son: 'ثمّة أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدأ به برفق وصبر.',
          father_daughter: 'ثمّة أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدأ به برفق وصبر.',
          mother_son: 'ثمّة أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدئي به برفق وصبر.',
          mother_daughter: 'ثمّة أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدئي به برفق وصبر.',
        },
      },
      child: {
        en: {
          father_son: 'Something that matters a lot to you is still far from today; start there, gently and patiently.',
          father_daughter:
            'Something that matters a lot to you is still far from today; start there, gently and patiently.',
          mother_son: 'Something that matters a lot to you is still far from today; start there, gently and patiently.',
          mother_daughter:
            'Something that matters a lot to you is still far from today; start there, gently and patiently.',
        },
        ar: {
          father_son: 'ثمّة أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدأ به برفق وصبر.',
          father_daughter: 'ثمّة أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدئي به برفق وصبر.',
          mother_son: 'ثمّة أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدأ به برفق وصبر.',
          mother_daughter: 'ثمّة أمرٌ يهمّك كثيرًا ما زال بعيدًا عن واقع اليوم، فابدئي به برفق وصبر.',
        },
      },
    },
    growth_opportunity: {
      parent: {
        en: {
          father_son: 'Build on what is already good between you and your son to close the remaining gaps.',
          father_daughter: 'Build on what is already good between you and your daughter to close the remaining gaps.',
          mother_son: 'Build on what is already good between you and your son to close the remaining gaps.',
          mother_daughter: 'Build on what is already good between you and your daughter to close the remaining gaps.',
        },
        ar: {
          father_son: 'انطلق مما هو طيب بينك وبين ابنك لتقريب المسافات المتبقية.',
          father_daughter: 'انطلق مما هو طيب بينك وبين ابنتك لتقريب المسافات المتبقية.',
          mother_son: 'انطلقي مما هو طيب بينك وبين ابنك لتقريب المسافات المتبقية.',
          mother_daughter: 'انطلقي مما هو طيب بينك وبين ابنتك لتقريب المسافات المتبقية.',
        },
      },
      child: {
        en: {
          father_son: 'Build on what is already good between you and your father to close the remaining gaps.',
          father_daughter: 'Build on what is already good between you and your father to close the remaining gaps.',
          mother_son: 'Build on what is already good between you and your mother to close the remaining gaps.',
          mother_daughter: 'Build on what is already good between you and your mother to close the remaining gaps.',
        },
        ar: {
          father_son: 'انطلق مما هو طيب بينك وبين والدك لتقريب المسافات المتبقية.',
          father_daughter: 'انطلقي مما هو طيب بينك وبين والدك لتقريب المسافات المتبقية.',
          mother_son: 'انطلق مما هو طيب بينك وبين والدتك لتقريب المسافات المتبقية.',
          mother_daughter: 'انطلقي مما هو طيب بينك وبين والدتك لتقريب المسافات المتبقية.',
        },
      },
    },
    needs_attention: {
      parent: {
        en: {
          father_son:
            'This is a starting point, not a verdict: small, steady steps with your son make a real difference.',
          father_daughter:
            'This is a starting point, not a verdict: small, steady steps with your daughter make a real difference.',
          mother_son:
            'This is a starting point, not a verdict: small, steady steps with your son make a real difference.',
          mother_daughter:
            'This is a starting point, not a verdict: small, steady steps with your daughter make a real difference.',
        },
        ar: {
          father_son: 'هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة مع ابنك تُحدث فرقًا حقيقيًا.',
          father_daughter: 'هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة مع ابنتك تُحدث فرقًا حقيقيًا.',
          mother_son: 'هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة مع ابنك تُحدث فرقًا حقيقيًا.',
          mother_daughter: 'هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة مع ابنتك تُحدث فرقًا حقيقيًا.',
        },
      },
      child: {
        en: {
          father_son:
            'This is a starting point, not a verdict: small, steady steps with your father make a real difference.',
          father_daughter:
            'This is a starting point, not a verdict: small, steady steps with your father make a real difference.',
          mother_son:
            'This is a starting point, not a verdict: small, steady steps with your mother make a real difference.',
          mother_daughter:
            'This is a starting point, not a verdict: small, steady steps with your mother make a real difference.',
        },
        ar: {
          father_son: 'هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة مع والدك تُحدث فرقًا حقيقيًا.',
          father_daughter: 'هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة مع والدك تُحدث فرقًا حقيقيًا.',
          mother_son: 'هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة مع والدتك تُحدث فرقًا حقيقيًا.',
          mother_daughter: 'هذه نقطة بداية لا حكمٌ نهائي، والخطوات الصغيرة الثابتة مع والدتك تُحدث فرقًا حقيقيًا.',
        },
      },
    },
  },
  retake: {
    parent: {
      en: {
        father_son:
          'Take this assessment again in 3-6 months, ideally together with your son, to see how far you have come.',
        father_daughter:
          'Take this assessment again in 3-6 months, ideally together with your daughter, to see how far you have come.',
        mother_son:
          'Take this assessment again in 3-6 months, ideally together with your son, to see how far you have come.',
        mother_daughter:
          'Take this assessment again in 3-6 months, ideally together with your daughter, to see how far you have come.',
      },
      ar: {
        father_son: 'أعد هذا التقييم بعد ثلاثة إلى ستة أشهر، ويحسُن أن تفعل ذلك مع ابنك، لترى ما أحرزتماه من تقدّم.',
        father_daughter:
          'أعد هذا التقييم بعد ثلاثة إلى ستة أشهر، ويحسُن أن تفعل ذلك مع ابنتك، لترى ما أحرزتماه من تقدّم.',
        mother_son: 'أعيدي هذا التقييم بعد ثلاثة إلى ستة أشهر، ويحسُن أن تفعلي ذلك مع ابنك، لتري ما أحرزتماه من تقدّم.',
        mother_daughter:
          'أعيدي هذا التقييم بعد ثلاثة إلى ستة أشهر، ويحسُن أن تفعلي ذلك مع ابنتك، لتري ما أحرزتماه من تقدّم.',
      },
    },
    child: {
      en: {
        father_son:
          'Take this assessment again in 3-6 months, ideally together with your father, to see how far you have come.',
        father_daughter:
          'Take this assessment again in 3-6 months, ideally together with your father, to see how far you have come.',
        mother_son:
          'Take this assessment again in 3-6 months, ideally together with your mother, to see how far you have come.',
        mother_daughter:
          'Take this assessment again in 3-6 months, ideally together with your mother, to see how far you have come.',
      },
      ar: {
        father_son: 'أعد هذا التقييم بعد ثلاثة إلى ستة أشهر، ويحسُن أن تفعل ذلك مع والدك، لترى ما أحرزتماه من تقدّم.',
        father_daughter:
          'أعيدي هذا التقييم بعد ثلاثة إلى ستة أشهر، ويحسُن أن تفعلي ذلك مع والدك، لتري ما أحرزتماه من تقدّم.',
        mother_son: 'أعد هذا التقييم بعد ثلاثة إلى ستة أشهر، ويحسُن أن تفعل ذلك مع والدتك، لترى ما أحرزتماه من تقدّم.',
        mother_daughter:
          'أعيدي هذا التقييم بعد ثلاثة إلى ستة أشهر، ويحسُن أن تفعلي ذلك مع والدتك، لتري ما أحرزتماه من تقدّم.',
      },
    },
  },
};

export default content;
