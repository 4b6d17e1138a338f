import { communicationBank } from '../content/questions/communication.ts';
import { intimacyBank } from '../content/questions/intimacy.ts';
import { premaritalBank } from '../content/questions/premarital.ts';
import { relationshipBank } from '../content/questions/relationship.ts';
import { valuesBank } from '../content/questions/values.ts';
import { bankVersion, questionsAt, type VersionedBank } from '../content/versions.ts';
import { answerKey, PHASES } from './answer-key.ts';
import { type AssessmentTypeId, type Audience, TYPE_TITLES } from './catalogue-ids.ts';
import { CATEGORY_BY_NUMBER, CATEGORY_TITLES, type CategoryId } from './categories.ts';
import type { Bilingual, CategoryNumber, Question } from './question.ts';

export type AssessmentIcon = 'rings' | 'heart-pulse' | 'chat' | 'compass' | 'heart';

export interface AssessmentType {
  id: AssessmentTypeId;
  title: Bilingual;
  description: Bilingual;
  icon: AssessmentIcon;
  /** Whom its statements are written for (decision 029). */
  audience: Audience;
  /** The questions at `version`: the bank's newest in the catalogue, an older one from `typeAtVersion`. */
  questions: Question[];
  version: number;
  bank: VersionedBank<Question>;
}

/**
 * A measured pace, not a marketing one: about 7 seconds to read a statement and choose an answer,
 * and every statement is answered twice (expectation and reality).
 */
const SECONDS_PER_ANSWER = 7;
export const estimatedMinutes = (questionCount: number) => Math.ceil((questionCount * 2 * SECONDS_PER_ANSWER) / 60);

/** A bank as the catalogue holds it: its newest questions and version. */
const current = (bank: VersionedBank<Question>) => ({
  questions: [...bank.questions],
  version: bankVersion(bank),
  bank,
});

export const CATALOGUE: readonly AssessmentType[] = [
  {
    id: 'premarital',
    title: TYPE_TITLES.premarital,
    description: {
      en: 'For engaged couples and those considering marriage: compare what you hope for in married life with what you see between you today.',
      ar: 'للمخطوبين والمقبلين على الزواج: قارن ما تتطلع إليه في الحياة الزوجية بما تراه بينكما اليوم.',
    },
    audience: 'engaged',
    icon: 'rings',
    ...current(premaritalBank),
  },
  {
    id: 'relationship',
    title: TYPE_TITLES.relationship,
    description: {
      en: 'For married couples: a full check-up of trust, respect, teamwork and closeness in your marriage.',
      ar: 'للمتزوجين: فحص شامل للثقة والاحترام والتعاون والقرب في زواجكما.',
    },
    audience: 'married',
    icon: 'heart-pulse',
    ...current(relationshipBank),
  },
  {
    id: 'communication',
    title: TYPE_TITLES.communication,
    description: {
      en: 'How you listen, speak and settle disagreements: about faith, money, feelings and family.',
      ar: 'كيف تستمعان وتتحدثان وتحلّان الخلاف: في الدين والمال والمشاعر والأسرة.',
    },
    audience: 'married',
    icon: 'chat',
    ...current(communicationBank),
  },
  {
    id: 'values',
    title: TYPE_TITLES.values,
    description: {
      en: 'Whether you share the beliefs that guide faith, money, family and the way you treat each other.',
      ar: 'مدى اشتراككما في القيم التي توجّه الدين والمال والأسرة وطريقة تعاملكما.',
    },
    audience: 'married',
    icon: 'compass',
    ...current(valuesBank),
  },
  {
    id: 'intimacy',
    title: TYPE_TITLES.intimacy,
    description: {
      en: 'Closeness in the widest sense: spiritual, emotional and affectionate, protected from everyday pressures.',
      ar: 'القرب بمعناه الواسع: روحيًّا وعاطفيًّا ووجدانيًّا، في مأمن من ضغوط الحياة اليومية.',
    },
    audience: 'married',
    icon: 'heart',
    ...current(intimacyBank),
  },
];

export const findAssessmentType = (id: string): AssessmentType | undefined => CATALOGUE.find((t) => t.id === id);

/**
 * A type as it read in `version` (an assessment's `content_version`): its questions in that version's
 * wording. Undefined for an unknown type; a version the bank never had throws, since only stored data
 * can name one and that is a server bug, never a reason to show today's wording instead.
 */
export function typeAtVersion(id: string, version: number): AssessmentType | undefined {
  const type = findAssessmentType(id);
  return type && { ...type, questions: questionsAt(type.bank, version), version };
}

/** The categories a type covers, in number order, with their labels. */
export function categoriesOf(type: AssessmentType): { number: CategoryNumber; id: CategoryId; title: Bilingual }[] {
  const numbers = [...new Set(type.questions.map((q) => q.category))].sort((a, b) => a - b);
  return numbers.map((number) => ({
    number,
    id: CATEGORY_BY_NUMBER[number],
    title: CATEGORY_TITLES[CATEGORY_BY_NUMBER[number]],
  }));
}

/** Every answer key a complete assessment of this type has: each question's two phases. */
export const answerKeys = (type: Pick<AssessmentType, 'questions'>) =>
  type.questions.flatMap((q) => PHASES.map((phase) => answerKey(q.key, phase)));

/** What a list or a questionnaire shows of a type, without its questions. */
export const typeSummary = (type: AssessmentType) => ({
  id: type.id,
  title: type.title,
  description: type.description,
  icon: type.icon,
  audience: type.audience,
  categories: categoriesOf(type),
  question_count: type.questions.length,
  estimated_minutes: estimatedMinutes(type.questions.length),
  /** The version of the bank these questions are (the current one, or an assessment's own). */
  content_version: type.version,
});
