import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addressContext } from '../../../domain/address.ts';
import { PATTERNS, type PatternId } from '../../../domain/assessment/scoring.ts';
import { displayDate } from '../../../domain/dates.ts';
import { TIMELINE_FILTERS, type TimelineFilter } from '../../../domain/timeline.ts';
import { LockedPreview } from '../../components/LockedPreview.tsx';
import { isolateNames, Named } from '../../components/Named.tsx';
import { OnDemandForm } from '../../components/OnDemandForm.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { ApiError } from '../../lib/api.ts';
import { coupleQueries } from '../../lib/couple-api.ts';
import { onDemand, preloadOnIntent } from '../../lib/on-demand.ts';
import {
  addMilestone,
  deleteMilestone,
  type MilestoneView,
  progressQueries,
  type TimelineEvent,
  updateMilestone,
} from '../../lib/progress-api.ts';
import { forget } from '../../lib/query-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { useOpenInPlace } from '../../lib/use-open-in-place.ts';
import { paths } from '../../paths.ts';
import { useAddress } from '../../session/address.ts';

/**
 * The milestone form, with the form layer it brings (react-hook-form and the schemas, 21 KB of gzip),
 * loads when someone adds or edits a milestone, not with the timeline (issue #18).
 */
const milestoneForm = onDemand(async () => (await import('./MilestoneForm.tsx')).MilestoneForm);
const MilestoneForm = milestoneForm.Component;

/** /timeline: the relationship's story, newest first, with the milestones the person adds. */
export default function TimelinePage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TimelineFilter>('all');
  // Another filter keeps the list on screen until its events arrive.
  const timeline = useQuery({ ...progressQueries.timeline(filter), placeholderData: keepPreviousData });
  const linked = Boolean(useQuery(coupleQueries.state()).data?.partner);
  const adding = useOpenInPlace();
  const [notice, setNotice] = useState<Notice | null>(null);

  const load = timeline.data
    ? { state: 'ready' as const, events: timeline.data.events }
    : timeline.error instanceof ApiError && timeline.error.code === 'plan_required'
      ? { state: 'locked' as const }
      : timeline.error
        ? { state: 'failed' as const }
        : { state: 'loading' as const };
  const reload = () => forget(progressQueries.timelineAll);

  if (load.state === 'loading') return <FullPageSpinner />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageTitle page={t('timeline.title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('timeline.title')}</h1>
          <p className="mt-2 max-w-2xl text-stone-600">{t('timeline.intro')}</p>
        </div>
        {load.state === 'ready' && !adding.open ? (
          <Button
            ref={adding.opener(true)}
            {...preloadOnIntent(milestoneForm)}
            onClick={() => {
              adding.show(true);
              setNotice(null);
            }}
          >
            {t('timeline.addMilestone')}
          </Button>
        ) : null}
      </div>

      {load.state === 'locked' ? <LockedPreview /> : null}
      {load.state === 'failed' ? (
        <div className="mt-6">
          <ErrorAlert>{t('timeline.loadFailed')}</ErrorAlert>
        </div>
      ) : null}

      {adding.open ? (
        <OnDemandForm className="mt-6">
          <div className="mt-6">
            <MilestoneForm
              linked={linked}
              onCancel={adding.close}
              onSave={async (input) => {
                await addMilestone(input);
                adding.close();
                setNotice('timeline.added');
                await reload();
              }}
            />
          </div>
        </OnDemandForm>
      ) : null}
      {notice ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
          {t(notice)}
        </p>
      ) : null}

      {load.state === 'ready' ? (
        <>
          <FilterBar value={filter} onChange={setFilter} />
          {load.events.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-600">
              {t('timeline.empty')}
            </p>
          ) : (
            <ol className="relative mt-6 space-y-4 border-s-2 border-brand-100 ps-6">
              {load.events.map((event) => (
                <EventItem
                  key={event.id}
                  event={event}
                  linked={linked}
                  onChanged={async (changed) => {
                    setNotice(changed);
                    await reload();
                  }}
                />
              ))}
            </ol>
          )}
        </>
      ) : null}
    </div>
  );
}

/** Radio buttons styled as a segmented control: one tab stop, arrow keys move between them. */
function FilterBar({ value, onChange }: { value: TimelineFilter; onChange: (filter: TimelineFilter) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="mt-8">
      <legend className="sr-only">{t('timeline.filterLabel')}</legend>
      <div className="flex flex-wrap gap-2">
        {TIMELINE_FILTERS.map((filter) => (
          <label
            key={filter}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-700 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={filter}
              checked={value === filter}
              onChange={() => onChange(filter)}
              className="sr-only"
            />
            {t(`timeline.filters.${filter}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** What an entry needs to change milestones: whether a partner is linked, and how to report a change. */
interface ChangeProps {
  linked: boolean;
  /** Shows the notice and reloads the timeline. */
  onChanged: (notice: Notice) => Promise<void>;
}

/**
 * A notice is kept as its key and translated as it is shown: kept as text, "Milestone saved." stayed
 * English after a switch to Arabic.
 */
type Notice = 'timeline.added' | 'timeline.updated' | 'timeline.deleted';

const DOT: Record<TimelineEvent['kind'], string> = {
  account_created: 'bg-stone-400',
  assessment_completed: 'bg-brand-600',
  partner_linked: 'bg-sand-500',
  partner_unlinked: 'bg-stone-400',
  family_linked: 'bg-sand-500',
  family_unlinked: 'bg-stone-400',
  couple_report_ready: 'bg-sand-600',
  family_report_ready: 'bg-sand-600',
  milestone: 'bg-rose-500',
};

function EventItem({ event, linked, onChanged }: { event: TimelineEvent } & ChangeProps) {
  const { language } = useFormat();
  const when = displayDate(event.at, language);
  return (
    <li className="relative">
      <span
        aria-hidden="true"
        className={`absolute -start-[1.95rem] top-5 size-3.5 rounded-full ring-4 ring-sand-50 ${DOT[event.kind]}`}
      />
      <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
        <p className="text-sm text-stone-600">
          <time dateTime={event.at}>{when.gregorian}</time>
          {when.hijri ? <span className="text-stone-500"> · {when.hijri}</span> : null}
        </p>
        <EventBody event={event} linked={linked} onChanged={onChanged} />
      </div>
    </li>
  );
}

/** The sentence of a partner link's end, by who ended it; a link ended before that was recorded names nobody. */
const UNLINKED_BY = {
  me: 'partner_unlinked',
  partner: 'partner_unlinked_by_partner',
  deleted_account: 'partner_unlinked_deleted_account',
} as const;

/** The sentence of a family link's end, by who ended it; a link ended before that was recorded names nobody. */
const FAMILY_UNLINKED_BY = { me: 'family_unlinked', other: 'family_unlinked_from_you' } as const;

/** A partner's gender when only the reader's is known: the other one. */
const otherThan = (gender: 'male' | 'female' | undefined) =>
  gender === 'male' ? 'female' : gender === 'female' ? 'male' : null;

function EventBody({ event, linked, onChanged }: { event: TimelineEvent } & ChangeProps) {
  const { t } = useTranslation();
  const address = useAddress();
  const { pick, percent, language } = useFormat();
  const heading = 'mt-1 font-semibold text-stone-900';
  const link =
    'mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline';
  switch (event.kind) {
    case 'account_created':
      return <p className={heading}>{t('timeline.events.account_created')}</p>;
    case 'assessment_completed': {
      const pattern = PATTERNS[event.assessment.pattern as PatternId];
      return (
        <>
          <p className={heading}>
            {t('timeline.events.assessment_completed', { title: pick(event.assessment.title) })}
          </p>
          <p className="mt-1 text-sm text-stone-700">
            {t('timeline.scoreLine', { score: percent(event.assessment.score) })}
            {pattern ? ` · ${language === 'ar' ? pattern.nameAr : pattern.name}` : ''}
          </p>
          <Link to={paths.results(event.assessment.id)} className={link}>
            {t('timeline.viewResults')}
          </Link>
        </>
      );
    }
    case 'partner_linked':
      return (
        <p className={heading}>
          {event.person.name
            ? isolateNames(t, 'timeline.events.partner_linked', { name: event.person.name })
            : t('timeline.events.partner_linked_unnamed', address)}
        </p>
      );
    case 'partner_unlinked': {
      // Told from the reader's side: who ended it (decision 062). The other's Arabic verb agrees with them,
      // and «شريكة حياتك» names a man's partner (decision 063): when the other gave no gender, theirs is
      // taken to be the other of the reader's.
      const key = event.by ? UNLINKED_BY[event.by] : 'partner_link_ended';
      const named = event.by !== 'deleted_account' && event.person.name;
      const values =
        event.by === 'partner' ? addressContext(event.person.gender ?? otherThan(address.context)) : address;
      return (
        <p className={heading}>
          {named
            ? isolateNames(t, `timeline.events.${key}`, { name: named }, values)
            : t(`timeline.events.${key}${event.by === 'deleted_account' ? '' : '_unnamed'}`, values)}
        </p>
      );
    }
    case 'family_linked': {
      const { name, role, supervised } = event.person;
      const key =
        role === 'child' ? (supervised ? 'family_linked_supervised' : 'family_linked_child') : 'family_linked_parent';
      return (
        <p className={heading}>{isolateNames(t, `timeline.events.${key}`, { name: name ?? t('timeline.someone') })}</p>
      );
    }
    case 'family_unlinked': {
      // Told from the reader's side, as a partner link's end is (decisions 062, 063): the parent or child who
      // ended it is named, the Arabic verb agreeing with them («ألغت» for a mother or a daughter).
      const key = event.by ? FAMILY_UNLINKED_BY[event.by] : 'family_link_ended';
      const values = event.by === 'other' ? addressContext(event.person.gender) : {};
      return (
        <p className={heading}>
          {isolateNames(t, `timeline.events.${key}`, { name: event.person.name ?? t('timeline.someone') }, values)}
        </p>
      );
    }
    case 'couple_report_ready':
    case 'family_report_ready':
      return (
        <>
          <p className={heading}>{t(`timeline.events.${event.kind}`, { title: pick(event.report.title) })}</p>
          {event.report.available ? (
            <Link
              to={
                event.kind === 'couple_report_ready'
                  ? paths.coupleResults(event.report.id)
                  : paths.familyResults(event.report.id)
              }
              className={link}
            >
              {t('timeline.readReport')}
            </Link>
          ) : (
            <p className="mt-1 text-sm text-stone-600">{t('timeline.reportEnded')}</p>
          )}
        </>
      );
    case 'milestone':
      return <MilestoneBody milestone={event.milestone} linked={linked} onChanged={onChanged} />;
  }
}

function MilestoneBody({ milestone, linked, onChanged }: { milestone: MilestoneView } & ChangeProps) {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  const editing = useOpenInPlace();
  const [confirming, setConfirming] = useState(false);
  const { busy, error, run } = useAction();
  const kindLabel = t(`timeline.kinds.${milestone.kind}`);
  const title = milestone.title ?? kindLabel;

  if (editing.open) {
    return (
      <OnDemandForm className="mt-3">
        <div className="mt-3">
          <MilestoneForm
            initial={milestone}
            linked={linked}
            onCancel={editing.close}
            onSave={async (input) => {
              await updateMilestone(milestone.id, input);
              editing.close();
              await onChanged('timeline.updated');
            }}
          />
        </div>
      </OnDemandForm>
    );
  }
  return (
    <>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <span dir="auto" className="font-semibold text-stone-900">
          {title}
        </span>
        {milestone.title && milestone.kind !== 'custom' ? (
          <span className="rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-800">{kindLabel}</span>
        ) : null}
        {!milestone.mine ? (
          <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-sand-700">
            <Named i18nKey="timeline.sharedBy" names={{ name: milestone.owner_name ?? '' }} />
          </span>
        ) : milestone.shared_with_partner ? (
          <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-sand-700">
            {t('timeline.sharedWithPartner', address)}
          </span>
        ) : null}
      </p>
      {milestone.note ? (
        <p dir="auto" className="mt-2 whitespace-pre-line text-start text-stone-700">
          {milestone.note}
        </p>
      ) : null}
      {milestone.mine ? (
        confirming ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <p className="text-sm text-stone-800">{t('timeline.deleteConfirm', { title })}</p>
            <Button
              variant="secondary"
              className="min-h-10 px-4 text-sm text-red-700"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  await deleteMilestone(milestone.id);
                  await onChanged('timeline.deleted');
                })
              }
            >
              {t('timeline.deleteYes')}
            </Button>
            <Button variant="ghost" className="min-h-10 px-3 text-sm" onClick={() => setConfirming(false)}>
              {t('timeline.cancel')}
            </Button>
          </div>
        ) : (
          <div className="mt-2 flex gap-2">
            <Button
              variant="ghost"
              className="min-h-10 px-3 text-sm"
              aria-label={`${t('timeline.edit')}: ${title}`}
              {...preloadOnIntent(milestoneForm)}
              ref={editing.opener(true)}
              onClick={() => editing.show(true)}
            >
              {t('timeline.edit')}
            </Button>
            <Button
              variant="ghost"
              className="min-h-10 px-3 text-sm"
              aria-label={`${t('timeline.delete')}: ${title}`}
              onClick={() => setConfirming(true)}
            >
              {t('timeline.delete')}
            </Button>
          </div>
        )
      ) : null}
      {error ? (
        <div className="mt-2">
          <ErrorAlert>{error}</ErrorAlert>
        </div>
      ) : null}
    </>
  );
}
