import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { SAFETY_FREQUENCIES, SAFETY_ITEMS, type SafetyAnswers, type SafetyItem } from '../../../domain/safety.ts';
import type { SafetyCheckPut } from '../../../domain/safety-requests.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { goOn, hasGoneOn } from '../../components/safety/check-in-gate.tsx';
import { HelpCard } from '../../components/safety/HelpCard.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { FullPageSpinner } from '../../components/ui/Spinner.tsx';
import { safetyQueries, saveSafetyCheck } from '../../lib/safety-api.ts';
import { paths } from '../../paths.ts';
import { useAddress } from '../../session/address.ts';
import { safeNext, useLeaveByReplacement } from './leave-by-replacement.ts';
import { QuickExit } from './QuickExit.tsx';

/**
 * /check-in: the private safety check (decision 030), before a first couple assessment or from settings,
 * and the help card alone (`?help`). Its title is neutral ("Check-in") so a browser tab or history list
 * does not say what it is.
 */
export default function CheckInPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const state = useQuery(safetyQueries.check());
  const page = useRef<HTMLDivElement>(null);
  useLeaveByReplacement(page);

  let body: React.ReactNode;
  if (search.has('help')) {
    body = <HelpOnly next={next} />;
  } else if (state.isPending) {
    return <FullPageSpinner />;
  } else {
    // Taken or skipped once: never asked again on the way to an assessment (settings ask with `again`).
    const done = !!state.data && state.data.status !== 'needed' && !search.has('again');
    body = <Check next={next} alreadyDone={done} flagged={state.data?.flagged === true} />;
  }
  return (
    <div ref={page} className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle page={t('safety.title')} />
      <QuickExit />
      {body}
    </div>
  );
}

/** On to `next` in place of this page; going on from the card counts as the choice to go on (the gate). */
function ContinueLink({ next }: { next: string | null }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to={next ?? paths.dashboard}
      replace
      onClick={() => next && goOn(next)}
      className="mt-6 w-full sm:w-auto"
    >
      {next ? t('safety.continue') : t('results.backToDashboard')}
    </ButtonLink>
  );
}

/**
 * The card alone: after choosing "crisis" as the relationship's state at sign-up, from settings, and from
 * the "Where to find help" link every result and report carries.
 */
function HelpOnly({ next }: { next: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <HelpCard headingLevel={1} intro={t('safety.help.introStatus')} />
      <ContinueLink next={next} />
    </div>
  );
}

/**
 * After a check that showed the card, before each couple assessment (decision 054): the card again, and
 * the person chooses to go on, or not now.
 */
function BeforeGoingOn({ next }: { next: string }) {
  const { t } = useTranslation();
  const address = useAddress();
  return (
    <div className="mt-4">
      <HelpCard headingLevel={1} intro={t('safety.help.introBefore', address)} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={next} replace onClick={() => goOn(next)}>
          {t('safety.goOn')}
        </ButtonLink>
        <ButtonLink to={paths.dashboard} replace variant="secondary">
          {t('safety.notNow')}
        </ButtonLink>
      </div>
    </div>
  );
}

type Draft = Partial<SafetyAnswers>;

function Check({ next, alreadyDone, flagged }: { next: string | null; alreadyDone: boolean; flagged: boolean }) {
  const { t } = useTranslation();
  const address = useAddress();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({});
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: (body: SafetyCheckPut) => saveSafetyCheck(body),
    onSuccess: (saved, body) => {
      queryClient.setQueryData(safetyQueries.check().queryKey, saved);
      // Nothing to show after a skip or a calm check: on to where the person was going.
      if (!saved.flagged && next) navigate(next, { replace: true });
      else if ('skipped' in body && !next) navigate(paths.dashboard, { replace: true });
    },
  });

  // Only on arrival: once this visit saved a check, the card or the thanks stay on screen.
  if (alreadyDone && next && save.isIdle) {
    return flagged && !hasGoneOn(next) ? <BeforeGoingOn next={next} /> : <Navigate to={next} replace />;
  }
  if (save.data?.flagged) {
    return (
      <div className="mt-4">
        <HelpCard headingLevel={1} intro={t('safety.help.introCheck', address)} />
        <ContinueLink next={next} />
      </div>
    );
  }
  if (save.data && !next) {
    return (
      <div className="mt-4 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t('safety.thanksTitle')}</h1>
        <p className="mt-3 text-stone-700">{t('safety.thanks')}</p>
        <ContinueLink next={null} />
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const complete = SAFETY_ITEMS.every((item) => draft[item]);
    setMissing(!complete);
    if (complete) save.mutate({ answers: draft as SafetyAnswers });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 rounded-3xl border border-stone-200 bg-white p-6 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t('safety.heading')}</h1>
      <p className="mt-3 text-stone-700">{t('safety.intro', address)}</p>
      <p className="mt-2 text-sm text-stone-600">{t('safety.period')}</p>
      <div className="mt-6 space-y-6">
        {SAFETY_ITEMS.map((item, index) => (
          <Item
            key={item}
            item={item}
            number={index + 1}
            value={draft[item]}
            onChange={(value) => {
              setMissing(false);
              setDraft((current) => ({ ...current, [item]: value }));
            }}
          />
        ))}
      </div>
      {missing ? (
        <div className="mt-6">
          <ErrorAlert>{t('safety.missing')}</ErrorAlert>
        </div>
      ) : null}
      {save.isError ? (
        <div className="mt-6">
          <ErrorAlert>{t('safety.saveFailed')}</ErrorAlert>
        </div>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending}>
          {t('safety.submit')}
        </Button>
        <Button variant="ghost" disabled={save.isPending} onClick={() => save.mutate({ skipped: true })}>
          {t('safety.skip')}
        </Button>
      </div>
      <p className="mt-4 text-sm text-stone-600">{t('safety.privateNote')}</p>
    </form>
  );
}

function Item({
  item,
  number,
  value,
  onChange,
}: {
  item: SafetyItem;
  number: number;
  value: string | undefined;
  onChange: (value: SafetyAnswers[SafetyItem]) => void;
}) {
  const { t } = useTranslation();
  const address = useAddress();
  return (
    <fieldset>
      <legend className="font-semibold text-stone-900">
        <span className="text-brand-700">{number}. </span>
        {t(`safety.items.${item}`, address)}
      </legend>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SAFETY_FREQUENCIES.map((frequency) => (
          <label
            key={frequency}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-stone-300 px-3 py-2 text-center text-sm font-medium text-stone-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={item}
              value={frequency}
              checked={value === frequency}
              onChange={() => onChange(frequency)}
              className="sr-only"
            />
            {t(`safety.frequencies.${frequency}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
