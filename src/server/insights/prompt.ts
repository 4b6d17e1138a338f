import type { ImportantGap } from '../../domain/advice/advisor.ts';
import type { Address } from '../../domain/advice/template.ts';
import type { AssessmentType } from '../../domain/assessment/catalogue.ts';
import { CATEGORY_IDS, CATEGORY_TITLES } from '../../domain/assessment/categories.ts';
import type { Perspective } from '../../domain/assessment/family-questions.ts';
import type { AgeGroup, Pairing } from '../../domain/assessment/family-types.ts';
import { categoryTitle } from '../../domain/assessment/kind.ts';
import { type Analysis, type SignalId, uniformKind } from '../../domain/assessment/scoring.ts';
import type { Language } from '../../domain/language.ts';
import type { PairComparison } from '../../domain/pair/compare.ts';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const SYSTEM = [
  'You are a supportive, culturally sensitive premarital and marital counselor.',
  'You help married and engaged couples, Middle Eastern families first and everyone else too.',
  'Be warm, practical and non-judgemental. Respect faith and family without preaching, and never assume how observant someone is.',
  'Speak of physical intimacy only with the discretion conservative families expect.',
  'Honour parents and in-laws while allowing healthy boundaries. Suggest small, concrete steps a couple can take this week.',
  'Reply with a single JSON object and nothing else.',
].join(' ');

const LANGUAGE_INSTRUCTION: Record<Language, string> = {
  en: 'Write every text value in English.',
  ar: 'Write every text value in natural Modern Standard Arabic (العربية الفصحى), addressing the couple respectfully; do not use English words.',
};

/**
 * Arabic for one reader: with a known gender, the grammatical gender to write in (decision 031); that is all
 * the model learns of the person, and only when it writes Arabic, the one language here that needs it.
 */
const readerInstruction = (language: Language, address: Address) =>
  language === 'ar' && address !== 'neutral'
    ? `Write every text value in natural Modern Standard Arabic (العربية الفصحى), addressing the reader as a ${address === 'f' ? 'woman' : 'man'} with the matching grammatical gender (second person singular); do not use English words.`
    : LANGUAGE_INSTRUCTION[language];

/**
 * The chat messages for one result. Only scores, the assessment type and our own question statements
 * are sent: never the person's name, email or anything they typed. `address` gives Arabic its grammar.
 */
export function buildMessages(input: {
  type: AssessmentType;
  analysis: Analysis;
  gaps: ImportantGap[];
  language: Language;
  address: Address;
}): ChatMessage[] {
  const { type, analysis, gaps, language, address } = input;
  const categories = CATEGORY_IDS.flatMap((id) => {
    const score = analysis.categoryScores[id];
    return score
      ? [
          `- ${CATEGORY_TITLES[id].en}: alignment ${score.alignment}%, expectation ${score.expectation}%, reality ${score.reality}%, average gap ${score.gap}`,
        ]
      : [];
  });
  const weakest = CATEGORY_IDS.filter((id) => analysis.categoryScores[id])
    .sort((a, b) => (analysis.categoryScores[a]?.alignment ?? 0) - (analysis.categoryScores[b]?.alignment ?? 0))
    .slice(0, 2)
    .map((id) => `${CATEGORY_TITLES[id].en} (${analysis.categoryScores[id]?.alignment}%)`);
  const user = [
    `Assessment: ${type.title.en} (${type.id}). ${type.description.en}`,
    'Each statement was answered twice on a 1-5 agreement scale: once for what the person expects (Phase 1) and once for how things are today (Phase 2). The gap between the two is what is measured.',
    `Overall compatibility score: ${analysis.compatibilityScore}%`,
    `Pattern: ${analysis.pattern.name}`,
    `Average gap between expectation and reality: ${analysis.averageGap.toFixed(2)} (0 = none, 4 = largest)`,
    `Overall level of today (mean Phase 2 answer as a percentage): ${analysis.reality}%`,
    ...signalLines(analysis),
    'Category scores:',
    ...categories,
    `Weakest categories: ${weakest.join(', ')}`,
    ...(gaps.length > 0
      ? [
          'Statements the person marked as very important where today falls far short of the expectation:',
          ...gaps.slice(0, 3).map((gap) => `- "${gap.statement.en}" (gap ${gap.gap})`),
        ]
      : []),
    '',
    'Return JSON with exactly these keys: "summary" (2-3 sentences that state the score and the pattern), "strengths" (1-3 strings; never an area whose reality is below 60%), "improvements" (1-3 strings; never an area whose reality is at or above its expectation), "recommendations" (5 strings; one of them recommends retaking this assessment in 3-6 months), "conversationStarters" (3 questions the couple can ask each other). Focus the improvements and recommendations on the weakest categories and the important statements above.',
    'Call the score the alignment between the person’s hopes and reality (one person’s view), never compatibility between partners.',
    readerInstruction(language, address),
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}

/** What the score alone would hide, for the model, so it never praises a resigned or too-rosy answer set. */
const SIGNAL_TEXT: Record<SignalId, string> = {
  low_reality:
    'Signal: hopes and today are close, but today itself is not good. Do not call this a success; name the level of today gently and focus on improving it.',
  above_hopes:
    'Signal: on more than half the statements today is better than the person hoped. The score counts that as distance too, so it reads lower than today: say so kindly, and never present an area where today exceeds the hope as a problem.',
  uniform_answers:
    'Signal: almost every answer was the same value. Say kindly that the result may not reflect real differences and that answering each statement on its own helps.',
};
/** The repeated answer changes what `uniform_answers` most likely means (decision 055). */
const UNIFORM_KIND_TEXT = {
  high: 'The repeated answer is high: it may be true, or a rose-tinted view; invite a second, slower look at the hard parts.',
  middle: 'The repeated answer is the middle of the scale: the statements may not have been read one by one.',
  low: 'The repeated answer is low: speak to how hard today is before anything else.',
} as const;
const signalLines = (analysis: Analysis) =>
  analysis.signals.flatMap((id) => {
    const kind = id === 'uniform_answers' ? uniformKind(analysis.uniformAnswer) : null;
    return kind ? [SIGNAL_TEXT[id], UNIFORM_KIND_TEXT[kind]] : [SIGNAL_TEXT[id]];
  });

/**
 * The chat messages for a couple report: both partners' category scores and how far apart their
 * answers are, with our own statements for the topics. No names, no individual answers.
 */
export function buildCoupleMessages(input: {
  type: AssessmentType;
  comparison: PairComparison;
  partners: [Analysis, Analysis];
  language: Language;
}): ChatMessage[] {
  const { type, comparison, partners, language } = input;
  const statements = new Map(type.questions.map((q) => [q.key, q.phase1.en]));
  const categories = CATEGORY_IDS.flatMap((id) => {
    const together = comparison.categories[id];
    const [a, b] = partners.map((p) => p.categoryScores[id]);
    return together && a && b
      ? [
          `- ${CATEGORY_TITLES[id].en}: agreement of expectations ${together.expectations}%, agreement of realities ${together.realities}%; partner A's own alignment ${a.alignment}%, partner B's ${b.alignment}%`,
        ]
      : [];
  });
  const user = [
    `Shared assessment: ${type.title.en} (${type.id}). ${type.description.en}`,
    'Two partners answered the same statements privately, each twice on a 1-5 agreement scale: what they expect (Phase 1) and how things are today (Phase 2). Agreement measures how close the two partners’ answers are (100% = identical).',
    `Overall couple agreement: ${comparison.agreement}%`,
    `Couple pattern: ${comparison.pattern.name.en}`,
    `Each partner's own expectation-vs-reality score: A ${partners[0].compatibilityScore}%, B ${partners[1].compatibilityScore}%`,
    `Each partner's level of today (mean Phase 2 answer as a percentage): A ${comparison.realities.a}%, B ${comparison.realities.b}%`,
    ...(comparison.sharedConcerns.length > 0
      ? [
          `Statements both partners rate low today (shared concerns: agreeing on a problem is not a strength): ${comparison.sharedConcerns.length}`,
        ]
      : []),
    'Category scores:',
    ...categories,
    ...(comparison.topics.length > 0
      ? [
          'Statements the two answered furthest apart (do not say which partner answered what):',
          ...comparison.topics.map((t) => `- "${statements.get(t.key) ?? t.key}" (difference ${t.difference})`),
        ]
      : []),
    '',
    'Write joint advice addressed to both partners together. Return JSON with exactly these keys: "summary" (2-3 sentences that state the agreement and the pattern), "strengths" (1-3 strings; never an area whose reality is below 60%), "improvements" (3 strings), "recommendations" (5 strings; one of them recommends taking this assessment together again in 3-6 months), "conversationStarters" (3 questions the couple can ask each other about the statements above). Never blame either partner.',
    LANGUAGE_INSTRUCTION[language],
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}

const FAMILY_SYSTEM = [
  'You are a supportive, culturally sensitive family counselor for parents and their children.',
  'You help Middle Eastern families first and everyone else too: respect for parents and warmth towards children both matter.',
  'Be warm, practical and non-judgemental; never shame the child or the parent. Respect faith and family without preaching, and never assume how observant someone is.',
  'Suggest small, concrete steps the reader can take this week, suited to the age of the child.',
  'Reply with a single JSON object and nothing else.',
].join(' ');

const ROLE_NAMES: Record<Pairing, { parent: string; child: string }> = {
  father_son: { parent: 'father', child: 'son' },
  father_daughter: { parent: 'father', child: 'daughter' },
  mother_son: { parent: 'mother', child: 'son' },
  mother_daughter: { parent: 'mother', child: 'daughter' },
};

/**
 * The family variant: the reader is the parent or the child, and the advice addresses them in that
 * role. Scores, the age group and our own statements only; never a name.
 */
export function buildFamilyMessages(input: {
  ageGroup: AgeGroup;
  pairing: Pairing;
  reader: Perspective;
  analysis: Analysis;
  gaps: ImportantGap[];
  language: Language;
}): ChatMessage[] {
  const { ageGroup, pairing, reader, analysis, gaps, language } = input;
  const roles = ROLE_NAMES[pairing];
  const who = reader === 'parent' ? `the ${roles.parent}` : `the ${roles.child}`;
  const other = reader === 'parent' ? `their ${roles.child}` : `their ${roles.parent}`;
  const readerRole = reader === 'parent' ? roles.parent : roles.child;
  const readerIsWoman = readerRole === 'mother' || readerRole === 'daughter';
  const categories = CATEGORY_IDS.flatMap((id) => {
    const score = analysis.categoryScores[id];
    return score
      ? [
          `- ${categoryTitle('family', id).en}: alignment ${score.alignment}%, expectation ${score.expectation}%, reality ${score.reality}%, average gap ${score.gap}`,
        ]
      : [];
  });
  const user = [
    `Parent-child assessment for a child aged ${ageGroup}. The reader is ${who}, answering about ${other}.`,
    'Each statement was answered twice on a 1-5 agreement scale: once for what the reader hopes for (Phase 1) and once for how things are today (Phase 2). The gap between the two is what is measured.',
    `Overall score: ${analysis.compatibilityScore}%`,
    `Pattern: ${analysis.pattern.name}`,
    `Overall level of today (mean Phase 2 answer as a percentage): ${analysis.reality}%`,
    ...signalLines(analysis),
    'Category scores:',
    ...categories,
    ...(gaps.length > 0
      ? [
          'Statements the reader marked as very important where today falls far short of the hope:',
          ...gaps.slice(0, 3).map((gap) => `- "${gap.statement.en}" (gap ${gap.gap})`),
        ]
      : []),
    '',
    `Write advice addressed to ${who} alone (second person singular), about their relationship with ${other}. Return JSON with exactly these keys: "summary" (2-3 sentences that state the score and the pattern), "strengths" (1-3 strings; never an area whose reality is below 60%), "improvements" (1-3 strings; never an area whose reality is at or above its expectation), "recommendations" (5 strings; one of them recommends taking this assessment again in 3-6 months), "conversationStarters" (3 questions the reader can ask ${other}).`,
    language === 'ar'
      ? `Write every text value in natural Modern Standard Arabic (العربية الفصحى), addressing the reader as a ${readerIsWoman ? 'woman' : 'man'} with the matching grammatical gender; do not use English words.`
      : LANGUAGE_INSTRUCTION.en,
  ].join('\n');
  return [
    { role: 'system', content: FAMILY_SYSTEM },
    { role: 'user', content: user },
  ];
}
