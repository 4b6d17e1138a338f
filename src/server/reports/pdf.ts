import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Font, Link, Page, Text as PdfText, renderToBuffer, StyleSheet, View } from '@react-pdf/renderer';
import { type ComponentProps, createElement as h, type ReactNode } from 'react';
import type { ReportDocument } from './report-document.ts';

// No JSX here: the server runs its TypeScript by type stripping, which does not transform JSX.

const FONTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');
const LATIN = 'Noto Sans';
const ARABIC = 'Noto Sans Arabic';

// TTF only: react-pdf shapes Arabic from TTF; WOFF/WOFF2 crash it or misplace the dots.
for (const [family, file] of [
  [LATIN, 'NotoSans'],
  [ARABIC, 'NotoSansArabic'],
] as const) {
  Font.register({
    family,
    fonts: [
      { src: path.join(FONTS_DIR, `${file}-Regular.ttf`), fontWeight: 400 },
      { src: path.join(FONTS_DIR, `${file}-Bold.ttf`), fontWeight: 700 },
    ],
  });
}
// Its default English hyphenation would cut words (and Arabic words) with a "-" at line ends.
Font.registerHyphenationCallback((word) => [word]);

/**
 * textkit's "infinite" penalty: a point with it is never a line break. textkit splits a word wherever
 * its run changes (here: where the script, so the font, changes, as in "أمينة’s") and treats each seam
 * as a hyphenation point, printing "-" there if the line breaks (walkthrough m5: an Arabic name's
 * possessive cut off in the English couple PDF). Words are never hyphenated (above), so every such
 * point is a seam, and none may break.
 */
const NEVER_AT_SEAMS = 10_000;

/** react-pdf's Text, never breaking a line inside a word. */
function Text(props: ComponentProps<typeof PdfText>) {
  return h(PdfText, { hyphenationPenalty: NEVER_AT_SEAMS, ...props });
}

const COLOR = {
  accent: '#0f766e',
  ink: '#0f172a',
  text: '#334155',
  muted: '#64748b',
  rule: '#e2e8f0',
  track: '#e8eef0',
};

const PATTERN_TINT: Record<
  NonNullable<ReportDocument['pattern']>['color'],
  { background: string; edge: string; ink: string }
> = {
  green: { background: '#ecfdf5', edge: '#34d399', ink: '#065f46' },
  amber: { background: '#fffbeb', edge: '#fbbf24', ink: '#92400e' },
  blue: { background: '#eff6ff', edge: '#60a5fa', ink: '#1e40af' },
  red: { background: '#fef2f2', edge: '#f87171', ink: '#991b1b' },
};

const LRI = '\u2066';
const PDI = '\u2069';

/**
 * Wraps each run of Latin letters and digits inside Arabic text (with the punctuation that holds it
 * together: "3-6", "78%", "Wifaq 2") in a left-to-right isolate, so the bidi algorithm keeps it in
 * one piece and in reading order next to the Arabic around it. The LRMs Intl puts around "%" in
 * Arabic go first: the isolate does their job, and left in they split "78" from "%" for text
 * extraction (copying from the PDF gave "%78").
 */
const isolateLatin = (text: string) =>
  text
    .replace(/\u200e/g, '')
    .replace(
      /[0-9A-Za-z\u00C0-\u024F](?:[0-9A-Za-z\u00C0-\u024F%.,:/+\-' ]*[0-9A-Za-z\u00C0-\u024F%])?/g,
      (run) => `${LRI}${run}${PDI}`,
    );

/**
 * Where the middle of a line's letters falls, in em from the top of the line. react-pdf puts the
 * baseline one font ascent below the top of a line whatever its line height (CSS would centre the
 * glyphs), and Noto Sans Arabic's ascent is tall (1.374 em, room for stacked marks), so Arabic sits
 * low in its line. Rows use this to centre text on bars and bullets.
 */
const LETTER_MIDDLE = { latin: 1.069 - 0.536 / 2, arabic: 1.374 - 0.2 };

/** Everything that differs between the two languages, in one place. */
function styles(rtl: boolean) {
  // Arabic reads best a touch larger, and needs taller lines for its marks and descenders.
  const size = (pt: number) => (rtl ? Math.round(pt * 1.05 * 10) / 10 : pt);
  const middle = rtl ? LETTER_MIDDLE.arabic : LETTER_MIDDLE.latin;
  const base = {
    fontFamily: rtl ? [ARABIC, LATIN] : [LATIN, ARABIC],
    direction: rtl ? ('rtl' as const) : ('ltr' as const),
    textAlign: rtl ? ('right' as const) : ('left' as const),
    lineHeight: rtl ? 1.7 : 1.5,
    color: COLOR.text,
  };
  /** A one-line text whose letters (not its line box) are centred in a row with alignItems center. */
  const centred = (fontSize: number, lineHeight: number, letterMiddle = middle) => {
    const shift = (letterMiddle - lineHeight / 2) * fontSize;
    return { fontSize, lineHeight, marginTop: -shift, marginBottom: shift };
  };
  const row = { flexDirection: rtl ? ('row-reverse' as const) : ('row' as const) };
  const body = size(10.5);
  const bullet = 5;
  return StyleSheet.create({
    page: { paddingTop: 44, paddingBottom: 72, paddingHorizontal: 56, backgroundColor: '#ffffff' },
    header: { ...row, borderBottomWidth: 1.2, borderBottomColor: COLOR.accent, paddingBottom: 6 },
    appName: { ...base, fontSize: size(10.5), fontWeight: 700, color: COLOR.accent, lineHeight: rtl ? 1.6 : 1.3 },
    kind: {
      ...base,
      marginTop: rtl ? 20 : 26,
      fontSize: size(10),
      fontWeight: 700,
      color: COLOR.accent,
      // As written: no uppercase or letter spacing, which would change the text readers copy and
      // search ("F A M I LY R E P O R T") and break the joins of Arabic letters.
    },
    title: {
      ...base,
      marginTop: rtl ? 0 : 4,
      fontSize: size(26),
      fontWeight: 700,
      color: COLOR.ink,
      lineHeight: rtl ? 1.55 : 1.3,
    },
    subtitle: { ...base, marginTop: 2, fontSize: size(13), color: COLOR.text },
    date: { ...base, marginTop: 1, fontSize: size(9.5), color: COLOR.muted },
    overview: { ...row, marginTop: 22, gap: 14 },
    scoreCard: {
      width: 150,
      paddingVertical: 14,
      paddingHorizontal: 16,
      borderWidth: 1,
      borderColor: COLOR.rule,
      borderRadius: 8,
      justifyContent: 'center',
    },
    // A number stays left to right in both languages; only its alignment follows the page.
    scoreValue: {
      ...base,
      fontFamily: LATIN,
      direction: 'ltr',
      fontSize: 40,
      fontWeight: 700,
      color: COLOR.accent,
      lineHeight: 1.15,
      textAlign: 'center',
    },
    scorePercent: { fontSize: 20 },
    scoreLabel: { ...base, fontSize: size(9.5), color: COLOR.muted, lineHeight: rtl ? 1.6 : 1.35, textAlign: 'center' },
    // The level of today under the score: its own labelled rows, smaller, so one is never read for the other.
    beside: { marginTop: 8, paddingTop: 6, borderTopWidth: 0.75, borderTopColor: COLOR.rule, gap: 2 },
    besideRow: { ...row, alignItems: 'center', gap: 6 },
    besideLabel: { ...base, flex: 1, color: COLOR.text, ...centred(size(9), 1.3) },
    besideValue: {
      ...base,
      fontFamily: LATIN,
      direction: 'ltr',
      fontWeight: 700,
      color: COLOR.ink,
      textAlign: rtl ? 'left' : 'right',
      ...centred(12, 1.3, LETTER_MIDDLE.latin),
    },
    notes: {
      marginTop: 14,
      paddingVertical: 10,
      paddingHorizontal: 14,
      borderRadius: 8,
      borderWidth: 0.75,
      borderColor: '#e7d9bd',
      backgroundColor: '#fbf7ef',
    },
    notesHeading: { ...base, fontSize: size(10.5), fontWeight: 700, color: COLOR.ink },
    noteText: { ...base, marginTop: 2, fontSize: size(10) },
    // Arabic lines carry their extra height above the letters: less padding on top balances the box.
    patternBox: {
      flex: 1,
      paddingTop: rtl ? 10 : 14,
      paddingBottom: rtl ? 16 : 14,
      paddingHorizontal: 16,
      borderRadius: 8,
      justifyContent: 'center',
    },
    patternName: { ...base, fontSize: size(13), fontWeight: 700, lineHeight: rtl ? 1.6 : 1.35 },
    patternDescription: { ...base, marginTop: rtl ? 0 : 3, fontSize: size(10), color: COLOR.text },
    heading: { ...base, marginTop: 24, marginBottom: 8, fontSize: size(13.5), fontWeight: 700, color: COLOR.ink },
    groupRow: { ...row, gap: 28, marginBottom: 14 },
    group: { flex: 1 },
    groupTitle: { ...base, fontSize: size(10.5), fontWeight: 700, color: COLOR.ink, marginBottom: 2 },
    bar: { ...row, alignItems: 'center', gap: 8, minHeight: 15 },
    barLabel: { ...base, width: 64, color: COLOR.muted, ...centred(size(9), 1.3) },
    // The fill grows from the start side: the left in English, the right in Arabic.
    barTrack: {
      flex: 1,
      height: 7,
      borderRadius: 3.5,
      backgroundColor: COLOR.track,
      alignItems: rtl ? 'flex-end' : 'flex-start',
    },
    barFill: { height: 7, borderRadius: 3.5, backgroundColor: COLOR.accent },
    barValue: {
      ...base,
      fontFamily: LATIN,
      direction: 'ltr',
      // "100%" in bold 9 pt is 23.3 pt wide.
      width: 24,
      fontWeight: 700,
      color: COLOR.ink,
      textAlign: rtl ? 'left' : 'right',
      ...centred(9, 1.3, LETTER_MIDDLE.latin),
    },
    summary: { ...base, marginTop: 14, fontSize: body },
    adviceSource: { ...base, marginTop: 4, fontSize: size(9), color: COLOR.muted },
    item: { ...row, gap: 10, marginBottom: 5 },
    // The dot sits on the middle of the letters of the item's first line.
    bullet: {
      width: bullet,
      height: bullet,
      borderRadius: bullet / 2,
      marginTop: middle * body - bullet / 2,
      backgroundColor: COLOR.accent,
    },
    itemText: { ...base, flex: 1, fontSize: body },
    privacy: { marginTop: 26, paddingTop: 10, borderTopWidth: 0.75, borderTopColor: COLOR.rule },
    privacyText: { ...base, fontSize: size(9), color: COLOR.muted },
    howWeScore: { ...base, marginTop: 4, fontSize: size(9), color: COLOR.accent },
    footer: {
      ...row,
      position: 'absolute',
      bottom: 30,
      left: 56,
      right: 56,
      justifyContent: 'space-between',
      paddingTop: 6,
      borderTopWidth: 0.75,
      borderTopColor: COLOR.rule,
    },
    // No lineHeight here nor on the page: react-pdf drops a `render` Text (the page number) that has
    // one or inherits one (react-pdf issues 3083, 3402).
    footerText: {
      fontFamily: base.fontFamily,
      direction: base.direction,
      textAlign: base.textAlign,
      fontSize: size(8),
      color: COLOR.muted,
    },
    // The help card's address, between the name and the page number, in the accent of a link.
    footerHelp: {
      fontFamily: base.fontFamily,
      direction: base.direction,
      fontSize: size(8),
      color: COLOR.accent,
      textDecoration: 'none',
      flexShrink: 1,
      marginHorizontal: 8,
    },
  });
}

const STYLES = { ltr: styles(false), rtl: styles(true) };

/** Lays out a report on A4 pages: the same layout for English and Arabic, mirrored for Arabic. */
export function renderReportPdf(doc: ReportDocument): Promise<Buffer> {
  const rtl = doc.language === 'ar';
  const s = rtl ? STYLES.rtl : STYLES.ltr;
  // Every piece of text goes through here, so none misses the isolates in Arabic.
  const text = (value: string) => (rtl ? isolateLatin(value) : value);
  const { score, pattern } = doc;

  const header = h(
    View,
    { wrap: false },
    h(View, { style: s.header }, h(Text, { style: s.appName }, text(doc.appName))),
    h(Text, { style: s.kind }, text(doc.kind)),
    h(Text, { style: s.title }, text(doc.title)),
    doc.subtitle ? h(Text, { style: s.subtitle }, text(doc.subtitle)) : null,
    h(Text, { style: s.date }, text(doc.date)),
  );

  const tint = pattern ? PATTERN_TINT[pattern.color] : null;
  const overview =
    score && pattern && tint
      ? h(
          View,
          { style: s.overview, wrap: false },
          h(
            View,
            { style: s.scoreCard },
            h(Text, { style: s.scoreValue }, String(Math.round(score.value)), h(Text, { style: s.scorePercent }, '%')),
            h(Text, { style: s.scoreLabel }, text(score.label)),
            score.beside.length > 0
              ? h(
                  View,
                  { style: s.beside },
                  ...score.beside.map((figure) =>
                    h(
                      View,
                      { style: s.besideRow },
                      h(Text, { style: s.besideLabel }, text(figure.label)),
                      h(Text, { style: s.besideValue }, `${Math.round(figure.value)}%`),
                    ),
                  ),
                )
              : null,
          ),
          h(
            View,
            {
              style: [
                s.patternBox,
                { backgroundColor: tint.background },
                rtl
                  ? { borderRightWidth: 3, borderRightColor: tint.edge }
                  : { borderLeftWidth: 3, borderLeftColor: tint.edge },
              ],
            },
            h(Text, { style: [s.patternName, { color: tint.ink }] }, text(pattern.name)),
            h(Text, { style: s.patternDescription }, text(pattern.description)),
          ),
        )
      : null;

  const notes = doc.notes
    ? h(
        View,
        { style: s.notes, wrap: false },
        h(Text, { style: s.notesHeading }, text(doc.notes.heading)),
        ...doc.notes.items.map((note) => h(Text, { style: s.noteText }, text(note))),
      )
    : null;

  // Two category groups to a row: half the height of one column, and a row never splits.
  const groups = doc.categories.items.map((group) =>
    h(
      View,
      { style: s.group },
      h(Text, { style: s.groupTitle }, text(group.title)),
      ...group.bars.map((bar) => {
        const value = Math.max(0, Math.min(100, Math.round(bar.value)));
        return h(
          View,
          { style: s.bar },
          h(Text, { style: s.barLabel }, text(bar.label)),
          h(View, { style: s.barTrack }, h(View, { style: [s.barFill, { width: `${value}%` }] })),
          h(Text, { style: s.barValue }, `${value}%`),
        );
      }),
    ),
  );
  const rows: ReactNode[] = [];
  for (let i = 0; i < groups.length; i += 2) {
    // An odd last group keeps half the width, under the one before it.
    rows.push(h(View, { style: s.groupRow, wrap: false }, groups[i], groups[i + 1] ?? h(View, { style: s.group })));
  }
  // A heading travels with what follows it, so it never ends a page alone.
  const headed = (heading: string, first: ReactNode, rest: ReactNode[]) =>
    h(View, null, h(View, { wrap: false }, h(Text, { style: s.heading }, text(heading)), first), ...rest);
  const categories = rows.length > 0 ? headed(doc.categories.heading, rows[0], rows.slice(1)) : null;

  const item = (value: string) =>
    h(View, { style: s.item, wrap: false }, h(View, { style: s.bullet }), h(Text, { style: s.itemText }, text(value)));
  const privacy = h(
    View,
    { style: s.privacy },
    h(Text, { style: s.privacyText }, text(doc.privacyNote)),
    h(Text, { style: s.howWeScore }, text(doc.howWeScore)),
  );
  // The privacy note travels with the last point before it, so it never stands alone on a last page.
  const sections = doc.sections.map((section, index) => {
    const items = section.items.map(item);
    const last = items.pop();
    if (index === doc.sections.length - 1 && last) items.push(h(View, { wrap: false }, last, privacy));
    else if (last) items.push(last);
    const [first, ...rest] = items;
    return headed(section.heading, first, rest);
  });
  const lastSectionEmpty = (doc.sections.at(-1)?.items.length ?? 0) === 0;

  const footer = h(
    View,
    { style: s.footer, fixed: true },
    h(Text, { style: s.footerText }, text(doc.appName)),
    // On every page of every report, for everyone: its presence says nothing about anyone's answers.
    h(Link, { src: doc.help.url, style: s.footerHelp }, text(doc.help.text)),
    h(Text, {
      style: s.footerText,
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        text(doc.pageLabel.replace('{{page}}', String(pageNumber)).replace('{{total}}', String(totalPages))),
    }),
  );

  const content: ReactNode[] = [
    header,
    overview,
    notes,
    categories,
    doc.summary ? h(Text, { style: s.summary }, text(doc.summary)) : null,
    doc.adviceSource ? h(Text, { style: s.adviceSource }, text(doc.adviceSource)) : null,
    ...sections,
    lastSectionEmpty ? h(View, { wrap: false }, privacy) : null,
    footer,
  ];

  return renderToBuffer(
    h(
      Document,
      { title: `${doc.title} · ${doc.appName}`, author: doc.appName, language: doc.language },
      h(Page, { size: 'A4', style: s.page }, ...content),
    ),
  );
}
