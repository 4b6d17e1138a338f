import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FIGURE_WINDOWS, type FigureWindow } from '../../../domain/admin.ts';
import { intlLocale } from '../../../domain/language.ts';
import { FiguresTable } from '../../components/FiguresTable.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { adminQueries, type FiguresView } from '../../lib/admin-api.ts';

const FIGURES = [
  'sign_ups',
  'assessments_started',
  'assessments_completed',
  'couple_links',
  'family_links',
  'paying_accounts',
  'model_calls',
  'at_daily_cap',
] as const;
type Figure = (typeof FIGURES)[number];
type Day = FiguresView['days'][number];

/** Counts per day, each drawn as small bars, with the same numbers as a table one tap away. */
export function FiguresSection() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [search] = useSearchParams();
  const days: FigureWindow = search.get('days') === '90' ? 90 : 30;
  const query = useQuery(adminQueries.figures(days));
  return (
    <div>
      <nav className="flex flex-wrap items-center gap-2" aria-label={t('admin.figures.windowLabel')}>
        {FIGURE_WINDOWS.map((window) => (
          <Link
            key={window}
            to={`?days=${window}`}
            aria-current={window === days ? 'true' : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-700 hover:border-brand-600 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
          >
            {t('admin.figures.window', { count: window, days: number(window) })}
          </Link>
        ))}
      </nav>
      <p className="mt-3 text-sm text-stone-600">{t('admin.figures.intro')}</p>
      {query.isPending ? <Spinner className="mt-6" /> : null}
      {query.error ? (
        <div className="mt-4">
          <ErrorAlert>{query.error.message}</ErrorAlert>
        </div>
      ) : null}
      {query.data ? <Figures view={query.data} /> : null}
    </div>
  );
}

function Figures({ view }: { view: FiguresView }) {
  const { t } = useTranslation();
  const { number, date } = useFormat();
  return (
    <>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {FIGURES.map((figure) => (
          <li key={figure}>
            <BarCard figure={figure} days={view.days} cap={view.daily_cap} />
          </li>
        ))}
      </ul>
      <FiguresTable
        className="mt-6"
        summary={t('admin.figures.showTable')}
        label={t('admin.figures.tableLabel')}
        rowHeader={t('admin.figures.day')}
        columns={FIGURES.map((figure) => ({ key: figure, label: t(`admin.figures.names.${figure}`) }))}
        rows={[...view.days].reverse().map((day) => ({
          key: day.day,
          label: date(`${day.day}T12:00:00Z`),
          cells: FIGURES.map((figure) => number(day[figure])),
        }))}
      />
    </>
  );
}

const BAR = 10;
const HEIGHT = 64;

/**
 * One figure as bars, oldest to newest in the reading direction (mirrored in Arabic, so today is at
 * the start of the line's end). The drawing is for the eye: a screen reader hears the total, today's
 * count and the highest day, and the table below has every number.
 */
function BarCard({ figure, days, cap }: { figure: Figure; days: Day[]; cap: number | null }) {
  const { t } = useTranslation();
  const { number, date, language } = useFormat();
  const short = (day: string) =>
    new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const values = days.map((day) => day[figure]);
  const total = figure === 'paying_accounts' ? (values.at(-1) ?? 0) : values.reduce((sum, n) => sum + n, 0);
  const highest = Math.max(0, ...values);
  const peak = days[values.indexOf(highest)];
  const label = (day: string) => date(`${day}T12:00:00Z`);
  const summary = t('admin.figures.summary', {
    figure: t(`admin.figures.names.${figure}`),
    total: number(total),
    today: number(values.at(-1) ?? 0),
    highest: number(highest),
    day: peak ? label(peak.day) : '',
  });
  const rtl = language === 'ar';
  const width = days.length * BAR;
  return (
    <figure className="h-full rounded-2xl border border-stone-200 bg-white p-3 sm:p-4">
      <figcaption className="text-sm font-semibold text-stone-700">{t(`admin.figures.names.${figure}`)}</figcaption>
      <p className="mt-1 text-2xl font-bold tabular-nums text-stone-900">{number(total)}</p>
      <p className="text-xs text-stone-600">
        {figure === 'paying_accounts'
          ? t('admin.figures.now')
          : figure === 'at_daily_cap' && cap !== null
            ? t('admin.figures.capNote', { cap: number(cap) })
            : t('admin.figures.inWindow')}
      </p>
      <div role="img" aria-label={summary} className="mt-3">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-16 w-full"
          aria-hidden="true"
        >
          <line x1="0" x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="#d6d3d1" />
          {values.map((value, index) => {
            const h = highest === 0 ? 0 : Math.max(value > 0 ? 2 : 0, (value / highest) * (HEIGHT - 4));
            const slot = rtl ? days.length - 1 - index : index;
            return (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day, in a fixed order
                key={index}
                x={slot * BAR + 1.5}
                y={HEIGHT - 1 - h}
                width={BAR - 3}
                height={h}
                rx="1.5"
                className={index === values.length - 1 ? 'fill-brand-700' : 'fill-brand-400'}
              />
            );
          })}
        </svg>
        <div className="mt-1 flex justify-between text-xs text-stone-600" aria-hidden="true">
          <span>{days[0] ? short(days[0].day) : ''}</span>
          <span>{days.at(-1) ? short((days.at(-1) as Day).day) : ''}</span>
        </div>
      </div>
    </figure>
  );
}
