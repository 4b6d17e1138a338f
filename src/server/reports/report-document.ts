import type { Language } from '../../domain/language.ts';

/**
 * Everything a PDF report shows, already in the reader's language and already formatted (dates and
 * numbers through Intl). The PDF renderer only lays it out: the same renderer serves an individual
 * result, a couple report and a family report.
 */
export interface ReportDocument {
  language: Language;
  /** "Wifaq" / "وِفاق". */
  appName: string;
  /** What kind of report this is: "Assessment report", "Couple report", "Family report". */
  kind: string;
  /** The assessment's title, e.g. "Communication". */
  title: string;
  /** Who it is about, e.g. "Layla and Omar"; optional. */
  subtitle?: string;
  /** The completion date, formatted; in Arabic it may carry the Hijri date too. */
  date: string;
  /** The score card; a monthly report (decision 067), which is about a month and not one result, has none. */
  score?: {
    /** "Alignment of hopes and reality" / "Agreement between you". */
    label: string;
    /** 0-100. */
    value: number;
    /**
     * Smaller figures under the score, each labelled: the level of today (one person's, or each side's in
     * a pair report), so a high score is never read as things going well on its own.
     */
    beside: { label: string; value: number }[];
  };
  /** Kind notes on what the score alone would hide (the result's signals); none when empty. */
  notes?: { heading: string; items: string[] };
  /** Beside the score; absent with it. */
  pattern?: {
    name: string;
    description: string;
    color: 'green' | 'amber' | 'blue' | 'red';
  };
  /** Bars per category; a report with none (the monthly one) leaves `items` empty and prints no heading. */
  categories: {
    heading: string;
    /** One group per category, each with one to three labelled 0-100 bars. */
    items: { title: string; bars: { label: string; value: number }[] }[];
  };
  /** An optional paragraph before the lists (the advice's summary). */
  summary?: string;
  /** Who wrote the advice (the built-in advisor or an AI model), printed small under the summary. */
  adviceSource?: string;
  /** Strengths, growth areas, recommendations, conversation starters, topics: a heading and its points. */
  sections: { heading: string; items: string[] }[];
  /** A short note on privacy, printed at the end (e.g. "This report is yours…"). */
  privacyNote: string;
  /** Where the numbers are explained, with the page's full address, printed under the privacy note. */
  howWeScore: string;
  /** "Page {{page}} of {{total}}" with the two placeholders. */
  pageLabel: string;
  /**
   * "Where to find help" with the help card's full address, in every page's footer of every report, for
   * every reader alike (decision 054): `text` is printed, `url` is where a click on it goes.
   */
  help: { text: string; url: string };
}
