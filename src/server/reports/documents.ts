import type { AddressContext } from '../../domain/address.ts';
import type { Advice } from '../../domain/advice/advisor.ts';
import { type AiAnalysis, BUILTIN_SOURCE, type SourcedAdvice } from '../../domain/advice/ai-analysis.ts';
import { CATEGORY_IDS, type CategoryId } from '../../domain/assessment/categories.ts';
import { categoryTitle, kindOf, typeTitle } from '../../domain/assessment/kind.ts';
import type { Bilingual } from '../../domain/assessment/question.ts';
import { type CategoryScore, patternName, type SignalId, signalNotes } from '../../domain/assessment/scoring.ts';
import { formatDisplayDate, monthLabel } from '../../domain/dates.ts';
import { intlLocale, type Language } from '../../domain/language.ts';
import type { PairCategory, PairPattern, PairSignalId } from '../../domain/pair/compare.ts';
import type { Change } from '../../domain/progress.ts';
import { BIDI_CONTROLS } from '../../domain/text.ts';
import { translate } from '../i18n.ts';
import type { ReportDocument } from './report-document.ts';

/**
 * The three kinds of report as `ReportDocument`s: the same content the results pages show, in the
 * reader's language, with dates in their time zone (and the Hijri date in Arabic).
 */

export interface ReportContext {
  language: Language;
  /** The reader's IANA time zone, when their browser sent a known one. */
  timeZone?: string;
  /** The app's public address (APP_URL), for the full link to "How we score" a printed page needs. */
  appUrl: string;
  /** How the words that speak to the reader address them in Arabic (decision 063); none: the form for anyone. */
  address?: AddressContext;
}

/** The same words the results pages use to say who wrote the advice: honesty about AI travels with the file. */
const adviceSource = (advice: SourcedAdvice | null | undefined, t: (key: string) => string) =>
  advice ? t(advice.source !== BUILTIN_SOURCE ? 'results.sourceModel' : 'results.sourceBuiltin') : undefined;

/** Strengths, growth areas, recommendations and conversation starters, in that order, without empty lists. */
function adviceSections(advice: Advice | null | undefined, t: (key: string) => string) {
  if (!advice) return [];
  return [
    { heading: t('results.strengths'), items: advice.strengths },
    { heading: t('results.growthAreas'), items: advice.improvements },
    { heading: t('results.recommendations'), items: advice.recommendations },
    { heading: t('results.conversationStarters'), items: advice.conversationStarters },
  ].filter((section) => section.items.length > 0);
}

/** The public help page (the web's `paths.help()`, decision 060): anyone can open it, signed in or not. */
const HELP_PATH = '/help';

function frame(context: ReportContext, kind: 'result' | 'couple' | 'family') {
  const { language } = context;
  const t = (key: string, values: Record<string, string> = {}) => translate(key, language, values);
  const helpUrl = `${context.appUrl}${HELP_PATH}`;
  return {
    t,
    base: {
      language,
      appName: t('app.name'),
      kind: t(`pdf.kind.${kind}`),
      privacyNote: translate('pdf.privacyNote', language, { ...context.address }),
      howWeScore: t('trust.pdfHowWeScore', { url: `${context.appUrl}/how-we-score` }),
      pageLabel: t('pdf.page'),
      help: { text: t('pdf.help', { url: helpUrl }), url: helpUrl },
    },
    date: (at: string | Date) => t('pdf.completedOn', { date: formatDisplayDate(at, language, context.timeZone) }),
  };
}

export interface ResultReportInput {
  assessment_type: string;
  completed_at: Date | string;
  compatibility_score: number;
  /** The level of today, overall (0-100); null only for a result the current rules have not rescored yet. */
  reality_score: number | null;
  signals: readonly SignalId[];
  /** With `uniform_answers`, the answer repeated, which words the note. */
  uniform_answer?: number | null;
  /** What changed since the result of this type before it (score and today), when there is one. */
  change?: Change | null;
  category_scores: Partial<Record<CategoryId, CategoryScore>>;
  ai_analysis: AiAnalysis;
}

/** One person's own result. */
export function resultDocument(input: ResultReportInput, context: ReportContext): ReportDocument {
  const { language } = context;
  const { t, base, date } = frame(context, 'result');
  const analysis = input.ai_analysis;
  const advice = analysis.translations?.[language] ?? analysis;
  return {
    ...base,
    title: typeTitle(input.assessment_type)[language],
    date: date(input.completed_at),
    score: {
      label: t('results.score'),
      value: input.compatibility_score,
      beside: input.reality_score === null ? [] : [{ label: t('trust.today'), value: input.reality_score }],
    },
    notes:
      input.signals.length > 0
        ? {
            heading: t('trust.notes'),
            items: signalNotes(input.signals, input.uniform_answer).map((key) => t(`trust.signals.${key}`)),
          }
        : undefined,
    pattern: {
      name: patternName(analysis.pattern, language),
      description: language === 'ar' ? analysis.pattern.descriptionAr : analysis.pattern.description,
      color: analysis.pattern.color,
    },
    categories: {
      heading: t('results.breakdown'),
      items: CATEGORY_IDS.flatMap((id) => {
        const score = input.category_scores[id];
        if (!score) return [];
        return [
          {
            title: categoryTitle(kindOf(input.assessment_type), id)[language],
            bars: [
              { label: t('pdf.alignment'), value: score.alignment },
              { label: t('pdf.today'), value: score.reality },
              { label: t('pdf.hopes'), value: score.expectation },
            ],
          },
        ];
      }),
    },
    summary: advice.summary,
    adviceSource: adviceSource(advice, t),
    sections: [...changeSection(input, context, t), ...adviceSections(advice, t)],
  };
}

/**
 * Progress, printed (decision 055): the score and today since the result before, then each area's,
 * largest change first, as the progress page shows them. None for a type's first result.
 */
function changeSection(
  input: ResultReportInput,
  context: ReportContext,
  t: (key: string, values?: Record<string, string>) => string,
) {
  const { change } = input;
  if (!change) return [];
  const { language } = context;
  const points = (delta: number) =>
    delta === 0
      ? t('pdf.unchanged')
      : new Intl.NumberFormat(intlLocale(language), { signDisplay: 'exceptZero' }).format(delta);
  const label = (id: CategoryId) => categoryTitle(kindOf(input.assessment_type), id)[language];
  return [
    {
      heading: t('pdf.changeSince', { when: monthLabel(change.since, language, new Date(), context.timeZone) }),
      items: [
        `${t('pdf.score')} ${points(change.overall)}`,
        `${t('pdf.today')} ${points(change.reality)}`,
        ...change.categories.map((c) =>
          t('pdf.areaChange', { area: label(c.category), change: points(c.delta), today: points(c.reality) }),
        ),
        // As the progress page says it: a change from or to a result of almost one answer may come from that.
        ...(change.uniform_answers ? [t('progress.uniformChange', { context: change.uniform_answers })] : []),
      ],
    },
  ];
}

export interface PairReportInput {
  assessment_type: string;
  completed_at: string;
  other_name: string;
  agreement: number;
  categories: Partial<Record<CategoryId, PairCategory>>;
  pattern: PairPattern;
  topics: { statement: Bilingual }[];
  /** Each side's own result; the other side is `partner` in a couple report and `other` in a family one. */
  alignment: { mine: { reality: number } } & Partial<Record<'partner' | 'other', { reality: number }>>;
  shared_strengths: { statement: Bilingual }[];
  shared_concerns: { statement: Bilingual }[];
  advice: SourcedAdvice | null | undefined;
  /** Notes on the comparison (either side straight-lined); none when empty. */
  signals?: readonly PairSignalId[];
  /**
   * A couple report read by a person whose check showed the help card (decision 054): its headings name
   * what the lists are, never ask the two to talk (the advice and the pattern come private already).
   */
  private_view?: boolean;
}

/**
 * Another person's name in a first-strong isolate, the PDF's `<bdi>`: laid out in its own direction,
 * it cannot reorder the sentence. Direction controls in a name stored before they were refused are
 * dropped, so none can close the isolate early.
 */
const isolatedName = (name: string) => `\u2068${name.replace(new RegExp(BIDI_CONTROLS.source, 'g'), '')}\u2069`;

/** A couple report or a family report: two people's answers compared. */
export function pairDocument(
  input: PairReportInput,
  kind: 'couple' | 'family',
  context: ReportContext,
): ReportDocument {
  const { language } = context;
  const { t, base, date } = frame(context, kind);
  return {
    ...base,
    title: typeTitle(input.assessment_type)[language],
    subtitle: input.other_name ? t('coupleReport.heading', { name: isolatedName(input.other_name) }) : undefined,
    date: date(input.completed_at),
    score: {
      label: t(kind === 'couple' ? 'coupleReport.agreement' : 'family.agreement'),
      value: input.agreement,
      beside: [
        { label: t('trust.yourToday'), value: input.alignment.mine.reality },
        {
          label: t('trust.otherToday', { name: isolatedName(input.other_name) }),
          value: (input.alignment.partner ?? input.alignment.other)?.reality ?? 0,
        },
      ],
    },
    notes:
      input.signals && input.signals.length > 0
        ? { heading: t('trust.notes'), items: input.signals.map((signal) => t(`trust.pairSignals.${signal}`)) }
        : undefined,
    pattern: {
      name: input.pattern.name[language],
      description: input.pattern.description[language],
      color: input.pattern.color,
    },
    categories: {
      heading: t('coupleReport.byCategory'),
      items: CATEGORY_IDS.flatMap((id) => {
        const category = input.categories[id];
        if (!category) return [];
        return [
          {
            title: categoryTitle(kindOf(input.assessment_type), id)[language],
            bars: [
              { label: t('pdf.onHopes'), value: category.expectations },
              { label: t('pdf.onToday'), value: category.realities },
            ],
          },
        ];
      }),
    },
    summary: input.advice?.summary,
    adviceSource: adviceSource(input.advice, t),
    sections: [
      ...statements(t('trust.sharedStrengths'), input.shared_strengths, language),
      ...statements(
        t(input.private_view ? 'coupleReport.privateConcerns' : 'trust.sharedConcerns'),
        input.shared_concerns,
        language,
      ),
      ...(input.topics.length > 0
        ? [
            {
              heading: t(input.private_view ? 'coupleReport.privateTopics' : 'coupleReport.topics'),
              items: input.topics.map((topic) => topic.statement[language]),
            },
          ]
        : []),
      ...adviceSections(input.advice, t),
    ],
  };
}

/** A section of statements in the reader's language; none when the list is empty. */
const statements = (heading: string, list: { statement: Bilingual }[], language: Language) =>
  list.length > 0 ? [{ heading, items: list.map((item) => item.statement[language]) }] : [];

/** `wifaq-communication-2026-11-22.pdf`: ASCII only, so every browser saves it under that name. */
export function reportFileName(type: string, completedAt: string | Date) {
  const day = new Date(completedAt).toISOString().slice(0, 10);
  const slug = type
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');
  return `wifaq-${slug}-${day}.pdf`;
}
