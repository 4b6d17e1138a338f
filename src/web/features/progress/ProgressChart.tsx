import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresTable } from '../../components/FiguresTable.tsx';
import { useFormat } from '../../i18n/format.ts';

export interface ChartSeries {
  key: string;
  label: string;
  /** One value (0-100) per point, in the points' order; missing where that result had no such category. */
  values: (number | undefined)[];
}

// Distinct in hue and in dash, so the lines stay apart for colour-blind readers and in greyscale: one for
// each of the score, today and the five areas. The first two, the figures a result leads with, are bolder.
const STROKES = [
  { color: '#1d625c', dash: undefined, width: 3 },
  { color: '#6d28d9', dash: '6 3', width: 3 },
  { color: '#1d4ed8', dash: '2 3', width: 2 },
  { color: '#a16207', dash: '8 3 2 3', width: 2 },
  { color: '#be185d', dash: '4 4', width: 2 },
  { color: '#15803d', dash: '10 4', width: 2 },
  { color: '#0e7490', dash: '12 3 2 3', width: 2 },
] as const;
/** The series drawn bolder, with larger points: the score and, beside it, today. */
const LEADING = 2;
const strokeOf = (index: number) => STROKES[index % STROKES.length] ?? STROKES[0];

const HEIGHT = 240;
const PAD = { top: 12, bottom: 32, axis: 44, end: 20 };
const TICKS = [0, 25, 50, 75, 100];

/** The element's width, kept up to date: the drawing is made for the space it has, text never stretched. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Scores over time as lines, drawn as a small SVG (a chart library would weigh more than the rest of
 * the app on a cheap phone; decision 018). The drawing is for the eye: screen readers hear a one-line
 * summary, and the same figures are a table one tap away for everyone.
 */
export function ProgressChart({
  dates,
  series,
  summary,
}: {
  dates: string[];
  series: ChartSeries[];
  /** One sentence a screen reader hears in place of the drawing. */
  summary: string;
}) {
  const { t } = useTranslation();
  const { language, percent, date, axisDate } = useFormat();
  const { ref, width } = useWidth();
  const rtl = language === 'ar';
  const labels = dates.map((at) => axisDate(at));

  const plotStart = PAD.axis;
  const plotEnd = Math.max(plotStart + 1, width - PAD.end);
  const step = dates.length > 1 ? (plotEnd - plotStart) / (dates.length - 1) : 0;
  // Mirrored in Arabic: time runs from right to left, and the scale sits on the right.
  const x = (index: number) => {
    const forward = dates.length > 1 ? plotStart + index * step : (plotStart + plotEnd) / 2;
    return rtl ? width - forward : forward;
  };
  const y = (value: number) => PAD.top + ((100 - value) / 100) * (HEIGHT - PAD.top - PAD.bottom);
  const axisX = rtl ? width - PAD.axis + 8 : PAD.axis - 8;
  // Every label when they fit, otherwise every second or third, always the last.
  const labelEvery = Math.max(1, Math.ceil((dates.length * 96) / Math.max(1, plotEnd - plotStart)));

  return (
    <div className="mt-4">
      <div ref={ref} role="img" aria-label={summary} className="w-full">
        {width > 0 ? (
          // Anchors are worked out here for both directions, so the drawing itself is always laid out left to right.
          <svg width={width} height={HEIGHT} aria-hidden="true" direction="ltr" className="block overflow-visible">
            {TICKS.map((tick) => (
              <g key={tick}>
                <line
                  x1={rtl ? PAD.end : PAD.axis}
                  x2={rtl ? width - PAD.axis : width - PAD.end}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="#e7e5e4"
                />
                <text
                  x={axisX}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor={rtl ? 'start' : 'end'}
                  className="fill-stone-600 text-xs"
                >
                  {percent(tick)}
                </text>
              </g>
            ))}
            {labels.map((label, index) =>
              index % labelEvery === 0 || index === labels.length - 1 ? (
                <text
                  key={dates[index]}
                  x={x(index)}
                  y={HEIGHT - 8}
                  // An Arabic date carries its own right-to-left marks, so it is set right to left;
                  // "start" is then its right edge, where the first (rightmost) label begins.
                  direction={rtl ? 'rtl' : 'ltr'}
                  textAnchor={index === 0 ? 'start' : index === labels.length - 1 ? 'end' : 'middle'}
                  className="fill-stone-600 text-xs"
                >
                  {label}
                </text>
              ) : null,
            )}
            {series.map((s, index) => {
              const stroke = strokeOf(index);
              const points = s.values.flatMap((value, i) => (value === undefined ? [] : [{ i, value }]));
              return (
                <g key={s.key}>
                  <polyline
                    points={points.map((p) => `${x(p.i)},${y(p.value)}`).join(' ')}
                    fill="none"
                    stroke={stroke.color}
                    strokeWidth={stroke.width}
                    strokeDasharray={stroke.dash}
                    strokeLinejoin="round"
                  />
                  {points.map((p) => (
                    <circle key={p.i} cx={x(p.i)} cy={y(p.value)} r={index < LEADING ? 4.5 : 3.5} fill={stroke.color}>
                      <title>{`${s.label}: ${percent(p.value)} (${labels[p.i]})`}</title>
                    </circle>
                  ))}
                </g>
              );
            })}
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} />
        )}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700" aria-hidden="true">
        {series.map((s, index) => {
          const stroke = strokeOf(index);
          return (
            <li key={s.key} className="inline-flex items-center gap-1.5">
              <svg width="22" height="8" className="shrink-0" aria-hidden="true">
                <line
                  x1="1"
                  x2="21"
                  y1="4"
                  y2="4"
                  stroke={stroke.color}
                  strokeWidth={stroke.width}
                  strokeDasharray={stroke.dash}
                />
              </svg>
              {s.label}
            </li>
          );
        })}
      </ul>
      <FiguresTable
        summary={t('progress.showTable')}
        label={t('progress.figures')}
        rowHeader={t('progress.date')}
        columns={series.map((s) => ({ key: s.key, label: s.label }))}
        rows={dates.map((at, index) => ({
          key: at,
          label: date(at),
          cells: series.map((s) => {
            const value = s.values[index];
            return value === undefined ? '–' : percent(value);
          }),
        }))}
      />
    </div>
  );
}
