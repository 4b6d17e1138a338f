import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { adminQueries, type JobsView } from '../../lib/admin-api.ts';

const COUNTS = ['waiting', 'retrying', 'running', 'done_today', 'dead'] as const;
const KNOWN_KINDS = ['mail', 'reset_request'] as const;

/** The durable jobs (decision 066): how many are where, and the dead letters by kind and failure class. */
export function JobsSection() {
  const { t } = useTranslation();
  const query = useQuery(adminQueries.jobs());
  if (query.isPending) return <Spinner />;
  if (query.error) return <ErrorAlert>{query.error.message}</ErrorAlert>;
  return (
    <div>
      <p className="max-w-3xl text-sm text-stone-600">{t('admin.jobs.intro')}</p>
      <Counts counts={query.data.counts} />
      <DeadLetters dead={query.data.dead} />
    </div>
  );
}

function Counts({ counts }: { counts: JobsView['counts'] }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {COUNTS.map((name) => (
        <div key={name} className="rounded-2xl border border-stone-200 bg-white p-3 sm:p-4">
          <dt className="text-sm font-semibold text-stone-700">{t(`admin.jobs.counts.${name}`)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-stone-900">{number(counts[name])}</dd>
        </div>
      ))}
    </dl>
  );
}

function DeadLetters({ dead }: { dead: JobsView['dead'] }) {
  const { t } = useTranslation();
  const { number, dateTime } = useFormat();
  const kind = (k: string) => ((KNOWN_KINDS as readonly string[]).includes(k) ? t(`admin.jobs.kinds.${k}`) : k);
  return (
    <div className="mt-8">
      <h2 className="text-lg font-bold text-stone-900">{t('admin.jobs.deadTitle')}</h2>
      {dead.length === 0 ? (
        <p className="mt-2 text-stone-600">{t('admin.jobs.deadEmpty')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-600">{t('admin.jobs.deadShown')}</p>
          <section
            className="mt-3 overflow-x-auto rounded-2xl border border-stone-200 bg-white"
            aria-label={t('admin.jobs.deadTitle')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls on a phone; the keyboard must reach it (WCAG 2.1.1)
            tabIndex={0}
          >
            <table className="w-full min-w-max border-collapse text-start text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  {(['kind', 'detail', 'attempts', 'error', 'created', 'dead'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                      {t(`admin.jobs.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dead.map((job) => (
                  <tr key={job.id} className="border-b border-stone-100 last:border-0">
                    <th scope="row" className="px-3 py-2 text-start font-semibold text-stone-900">
                      {kind(job.kind)}
                    </th>
                    <td className="px-3 py-2">
                      {job.detail ? (
                        <code dir="ltr" className="text-stone-800">
                          {job.detail}
                        </code>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 tabular-nums">{number(job.attempts)}</td>
                    <td className="px-3 py-2">
                      {job.last_error ? (
                        <code dir="ltr" className="text-stone-800">
                          {job.last_error}
                        </code>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{dateTime(job.created_at)}</td>
                    <td className="px-3 py-2">{dateTime(job.dead_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </div>
  );
}
