import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { audienceOfRelationship, offeredTo } from '../../../domain/assessment/catalogue-ids.ts';
import { AssessmentIcon } from '../../components/AssessmentIcon.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { assessmentQueries } from '../../lib/assessments-api.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

/** The selection screen, at /assessments and /assessment-selection. */
export default function SelectionPage() {
  const { t } = useTranslation();
  const { pick } = useFormat();
  const { profile } = useAuth();
  const { data: catalogue, isError, isFetching, refetch } = useQuery(assessmentQueries.types());
  // A retry shows the spinner again, not the old failure.
  const failed = isError && !isFetching;
  // Someone engaged sees the type written for them first, and a calm word on those written for married
  // couples (decision 029); nothing is hidden, and everyone else sees the catalogue as it is.
  const engaged = audienceOfRelationship(profile?.relationship_type) === 'engaged';
  // Someone under 18 is offered none of the types written for adults (issue 29, m12).
  const offered = catalogue?.filter((type) => offeredTo(profile?.minor, type.id));
  const types = engaged
    ? offered && [...offered].sort((a, b) => Number(b.audience === 'engaged') - Number(a.audience === 'engaged'))
    : offered;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={t('selection.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('selection.title')}</h1>
      <p className="mt-2 max-w-3xl text-stone-600">{t('selection.subtitle')}</p>
      {failed ? (
        <div className="mt-8 max-w-xl space-y-4">
          <ErrorAlert>{t('selection.loadFailed')}</ErrorAlert>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('selection.retry')}
          </Button>
        </div>
      ) : !types ? (
        <Spinner className="mt-16" />
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {types.map((type) => (
            <li key={type.id} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <AssessmentIcon name={type.icon} />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-stone-900">{pick(type.title)}</h2>
              <p className="mt-1.5 flex-1 text-stone-600">{pick(type.description)}</p>
              {engaged && type.audience === 'married' && (
                <p className="mt-3 rounded-lg bg-sand-50 px-3 py-2 text-sm text-stone-700">
                  {t('selection.forMarried')}
                </p>
              )}
              <p className="mt-4 text-sm text-stone-600">
                {t('selection.questions', { count: type.question_count })} ·{' '}
                {t('selection.minutes', { count: type.estimated_minutes })}
              </p>
              <ButtonLink
                to={paths.assessment(type.id)}
                className="mt-4 w-full"
                aria-label={`${t('selection.start')}: ${pick(type.title)}`}
              >
                {t('selection.start')}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
