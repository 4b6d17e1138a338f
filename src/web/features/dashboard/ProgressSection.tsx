import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAssessmentType } from '../../../domain/assessment/catalogue-ids.ts';
import type { RetakeReminder } from '../../../domain/progress.ts';
import { ChangeSummary } from '../../components/ChangeSummary.tsx';
import { useFormat } from '../../i18n/format.ts';
import type { ProgressView } from '../../lib/progress-api.ts';
import { paths } from '../../paths.ts';

/**
 * The dashboard's view of time: a reminder to retake once three months have passed (the advice says
 * 3-6 months), and the latest change between two results when there is one.
 */
export function ProgressSection({
  reminders,
  progress,
  titleOf,
}: {
  reminders: RetakeReminder[];
  /** Null when progress tracking is not in the person's plan, or could not be loaded. */
  progress: ProgressView | null;
  titleOf: (type: string) => string;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const latest = progress?.types.find((type) => type.change);
  const due = reminders.filter((r) => isAssessmentType(r.assessment_type));
  if (due.length === 0 && !latest?.change) return null;
  return (
    <section aria-labelledby="over-time" className="mt-10">
      <h2 id="over-time" className="text-lg font-semibold text-stone-900">
        {t('dashboard.overTime')}
      </h2>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        {due.map((reminder) => (
          <div key={reminder.assessment_type} className="rounded-2xl border border-sand-200 bg-sand-50 p-4">
            <p className="font-semibold text-stone-900">
              {t('dashboard.retakeTitle', { title: titleOf(reminder.assessment_type) })}
            </p>
            <p className="mt-1 text-sm text-stone-700">
              {t('dashboard.retakeBody', { date: date(reminder.completed_at) })}
            </p>
            <Link
              to={paths.assessment(reminder.assessment_type)}
              className="mt-3 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
              aria-label={`${t('dashboard.retake')}: ${titleOf(reminder.assessment_type)}`}
            >
              {t('dashboard.retake')}
            </Link>
          </div>
        ))}
        {latest?.change ? (
          <div className="rounded-2xl border border-stone-200 bg-white p-4">
            <p className="font-semibold text-stone-900">
              {t('dashboard.lastChange', { title: titleOf(latest.assessment_type) })}
            </p>
            <ChangeSummary change={latest.change} type={latest.assessment_type} limit={2} />
            <Link
              to={paths.progress}
              className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {t('dashboard.seeProgress')}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
