import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { intlLocale } from '../../../domain/language.ts';
import { comingSoon, sameTodayAs } from '../../../domain/plan-features.ts';
import { PLAN_RANK } from '../../../domain/plans.ts';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  formatUsd,
  MOST_POPULAR,
  PAID_PLAN_IDS,
  type PaidPlanId,
  planPrice,
} from '../../../domain/pricing.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { PlanLine } from '../../components/PlanLines.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { type BillingState, billingQueries, openPortal, refundPayment, startCheckout } from '../../lib/billing-api.ts';
import { useAction } from '../../lib/use-action.ts';
import { paths } from '../../paths.ts';
import { useAddress } from '../../session/address.ts';

const card = 'rounded-3xl border border-stone-200 bg-white p-6';

/**
 * /settings/billing: the person's plan, paying for one through Stripe, the money-back guarantee, and
 * a couple's one plan for two (decision 040).
 */
export default function BillingSettingsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  // Back from Stripe's page, said once: the address loses `?checkout=` at once (replacing the history
  // entry), so a reload or a return to this page later does not thank the person again (issue 29, m14).
  const [returned] = useState(() => search.get('checkout'));
  useEffect(() => {
    if (!search.has('checkout')) return;
    setSearch(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.delete('checkout');
        return kept;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [search, setSearch]);
  const state = useQuery({
    ...billingQueries.state(),
    // Back from Stripe's page: the webhook may land a moment after the person does.
    refetchInterval: (query) =>
      returned === 'done' && !query.state.data?.subscription && query.state.dataUpdateCount < 30 ? 1000 : false,
  });

  // Said at the top of the page: the section that offered the refund is gone once it is made.
  const [refunded, setRefunded] = useState(false);

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle page={t('billing.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('billing.title')}</h1>
      {refunded ? (
        <p role="status" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
          {t('billing.refundDone')}
        </p>
      ) : null}
      {returned === 'done' ? (
        <p role="status" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 text-brand-900">
          {state.data?.subscription ? t('billing.thanks') : t('billing.confirming')}
        </p>
      ) : null}
      {returned === 'cancelled' ? (
        <p role="status" className="rounded-2xl border border-stone-200 bg-stone-50 p-4 text-stone-800">
          {t('billing.cancelledCheckout')}
        </p>
      ) : null}
      {state.isPending ? (
        <Spinner />
      ) : state.isError ? (
        <ErrorAlert>{t('errors.generic')}</ErrorAlert>
      ) : (
        <BillingSections state={state.data} onRefunded={() => setRefunded(true)} />
      )}
    </div>
  );
}

function BillingSections({ state, onRefunded }: { state: BillingState; onRefunded: () => void }) {
  const { t } = useTranslation();
  if (!state.enabled) {
    return (
      <section className={card}>
        <CurrentPlan state={state} />
        <p className="mt-3 text-stone-700">{t('billing.notTaken')}</p>
      </section>
    );
  }
  const own = state.subscription;
  const paying = own !== null && own.status !== 'canceled';
  return (
    <>
      <section aria-labelledby="plan" className={card}>
        <CurrentPlan state={state} />
        {paying ? <ManagePlan plan={own.plan} /> : null}
      </section>
      {state.double_paying ? <DoublePaying onRefunded={onRefunded} /> : null}
      {own?.refundable_until && !state.double_paying ? (
        <MoneyBack until={own.refundable_until} onRefunded={onRefunded} />
      ) : null}
      {!paying && PLAN_RANK[state.effective_tier] < PLAN_RANK.premium ? <ChoosePlan state={state} /> : null}
    </>
  );
}

function CurrentPlan({ state }: { state: BillingState }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const own = state.subscription;
  const planName = t(`pricing.plans.${state.effective_tier}.name`);
  let detail: string;
  if (state.covered_by_partner) {
    detail = t('billing.coveredBy', { name: state.covered_by_partner.name, plan: planName });
  } else if (own?.refunded_at) {
    detail = t('billing.refunded', { date: date(own.refunded_at) });
  } else if (own?.grace_until) {
    detail = t('billing.overdue', { date: date(own.grace_until) });
  } else if (own && own.status !== 'canceled' && own.cancel_at_period_end && own.current_period_end) {
    detail = t('billing.endsOn', { date: date(own.current_period_end) });
  } else if (own && own.status !== 'canceled' && own.current_period_end) {
    detail = t('billing.renewsOn', { period: t(`billing.billed.${own.period}`), date: date(own.current_period_end) });
  } else {
    detail = state.effective_tier === 'free' ? t('billing.onFree') : t('billing.setByOperator');
  }
  // A plan whose own features are all still to come: its holder is told what it gives today.
  const same = sameTodayAs(state.effective_tier);
  return (
    <>
      <h2 id="plan" className="text-lg font-semibold text-stone-900">
        {t('billing.yourPlan', { plan: planName })}
      </h2>
      <p className="mt-2 text-stone-700">{detail}</p>
      {same ? (
        <p className="mt-2 text-stone-700">
          {t('billing.today.yours', { plan: planName, included: t(`pricing.plans.${same}.name`) })}
        </p>
      ) : null}
    </>
  );
}

/**
 * Card, plan change, invoices and cancelling all live in Stripe's Customer Portal. A move up to a plan
 * that gives nothing more yet happens there, past our own notice: the hint says it here first.
 */
function ManagePlan({ plan }: { plan: PaidPlanId }) {
  const { t } = useTranslation();
  const action = useAction();
  const higherSame = PAID_PLAN_IDS.filter((other) => PLAN_RANK[other] > PLAN_RANK[plan]).flatMap((other) => {
    const same = sameTodayAs(other);
    return same ? [{ other, same }] : [];
  });
  return (
    <div className="mt-4 space-y-3">
      <Button
        variant="secondary"
        disabled={action.busy}
        onClick={() =>
          action.run(async () => {
            window.location.assign((await openPortal()).url);
          })
        }
      >
        {t('billing.manage')}
      </Button>
      <p className="text-sm text-stone-600">{t('billing.manageHint')}</p>
      {higherSame.map(({ other, same }) => (
        <p key={other} className="text-sm text-stone-600">
          {t('billing.today.portal', {
            plan: t(`pricing.plans.${other}.name`),
            included: t(`pricing.plans.${same}.name`),
          })}
        </p>
      ))}
      {action.error ? <ErrorAlert>{action.error}</ErrorAlert> : null}
    </div>
  );
}

/** Asked twice: a refund ends the plan for both partners at once. */
function RefundButton({
  label,
  confirmText,
  onRefunded,
}: {
  label: string;
  confirmText: string;
  onRefunded: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const action = useAction();
  const [asking, setAsking] = useState(false);
  return (
    <div className="mt-4 space-y-3">
      {asking ? (
        <>
          <p className="font-medium text-stone-900">{confirmText}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              variant="primary"
              disabled={action.busy}
              onClick={() =>
                action.run(async () => {
                  await refundPayment();
                  onRefunded();
                  await queryClient.invalidateQueries({ queryKey: billingQueries.state().queryKey });
                })
              }
            >
              {t('billing.refundConfirm')}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t('billing.keepPlan')}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {label}
        </Button>
      )}
      {action.error ? <ErrorAlert>{action.error}</ErrorAlert> : null}
    </div>
  );
}

function MoneyBack({ until, onRefunded }: { until: string; onRefunded: () => void }) {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  const { date } = useFormat();
  return (
    <section aria-labelledby="money-back" className={card}>
      <h2 id="money-back" className="text-lg font-semibold text-stone-900">
        {t('billing.moneyBackTitle')}
      </h2>
      <p className="mt-2 text-stone-700">{t('billing.moneyBackBody', { date: date(until) })}</p>
      <RefundButton label={t('billing.refund')} confirmText={t('billing.refundAsk', address)} onRefunded={onRefunded} />
    </section>
  );
}

function DoublePaying({ onRefunded }: { onRefunded: () => void }) {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  return (
    <section aria-labelledby="double" className="rounded-3xl border border-sand-200 bg-sand-50 p-6">
      <h2 id="double" className="text-lg font-semibold text-stone-900">
        {t('billing.doubleTitle', address)}
      </h2>
      <p className="mt-2 text-stone-800">{t('billing.doubleBody', address)}</p>
      <RefundButton
        label={t('billing.doubleStop')}
        confirmText={t('billing.doubleAsk', address)}
        onRefunded={onRefunded}
      />
    </section>
  );
}

const isPaidPlan = (value: string | null): value is PaidPlanId => PAID_PLAN_IDS.includes(value as PaidPlanId);
const isPeriod = (value: string | null): value is BillingPeriod => BILLING_PERIODS.includes(value as BillingPeriod);

/** The plans above what the person has, monthly or yearly; paying happens on Stripe's page. */
function ChoosePlan({ state }: { state: BillingState }) {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  const { language } = useFormat();
  const locale = intlLocale(language);
  const [search] = useSearchParams();
  const offered = PAID_PLAN_IDS.filter((plan) => PLAN_RANK[plan] > PLAN_RANK[state.effective_tier]);
  const asked = search.get('plan');
  const askedPeriod = search.get('period');
  const [plan, setPlan] = useState<PaidPlanId>(
    isPaidPlan(asked) && offered.includes(asked)
      ? asked
      : offered.includes(MOST_POPULAR as PaidPlanId)
        ? 'couple'
        : (offered[0] as PaidPlanId),
  );
  const [period, setPeriod] = useState<BillingPeriod>(isPeriod(askedPeriod) ? askedPeriod : 'monthly');
  const action = useAction();

  return (
    <section aria-labelledby="choose" className={card}>
      <h2 id="choose" className="text-lg font-semibold text-stone-900">
        {t('billing.chooseTitle')}
      </h2>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-stone-800">{t('pricing.billing')}</legend>
        <div className="mt-2 inline-flex rounded-2xl border border-stone-300 bg-white p-1">
          {BILLING_PERIODS.map((option) => (
            <label key={option} className="cursor-pointer">
              <input
                type="radio"
                name="period"
                value={option}
                checked={period === option}
                onChange={() => setPeriod(option)}
                className="peer sr-only"
              />
              <span className="flex min-h-11 items-center rounded-xl px-4 font-semibold text-stone-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                {t(`pricing.${option}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-stone-800">{t('billing.planLegend')}</legend>
        <div className="mt-2 space-y-3">
          {offered.map((option) => {
            const price = planPrice(option, period);
            return (
              <label
                key={option}
                className="flex cursor-pointer items-start gap-3 rounded-2xl border border-stone-200 p-4 has-checked:border-brand-700 has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="plan"
                  value={option}
                  checked={plan === option}
                  onChange={() => setPlan(option)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold text-stone-900">{t(`pricing.plans.${option}.name`)}</span>
                    <span className="text-stone-800">
                      <span className="font-semibold">{formatUsd(price.perMonthCents, locale)}</span>{' '}
                      <span className="text-sm text-stone-600">{t('pricing.perMonth')}</span>
                    </span>
                  </span>
                  <span className="mt-0.5 block text-sm text-stone-600">{t(`pricing.plans.${option}.tagline`)}</span>
                  {period === 'yearly' ? (
                    <span className="mt-0.5 block text-sm text-brand-800">
                      {t('pricing.billedYearly', { amount: formatUsd(price.yearCents, locale) })} ·{' '}
                      {t('pricing.save', { amount: formatUsd(price.saveCents, locale) })}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className="mt-4 text-sm text-stone-600">{t('billing.coupleNote', address)}</p>
      {/* Polite: choosing another plan reads out what that plan gives today. */}
      <div aria-live="polite">
        <PlanToday plan={plan} period={period} offered={offered} onChoose={setPlan} />
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button
          aria-describedby={comingSoon(plan).length > 0 ? TODAY_ID : undefined}
          disabled={action.busy}
          onClick={() =>
            action.run(async () => {
              window.location.assign((await startCheckout({ plan, period })).url);
            })
          }
        >
          {t('billing.continue')}
        </Button>
        <ButtonLink to={paths.pricing} variant="ghost">
          {t('billing.comparePlans')}
        </ButtonLink>
      </div>
      <p className="mt-3 text-sm text-stone-600">{t('billing.stripeNote')}</p>
      {action.error ? (
        <div className="mt-3">
          <ErrorAlert>{action.error}</ErrorAlert>
        </div>
      ) : null}
    </section>
  );
}

const TODAY_ID = 'plan-today';

/**
 * Before Stripe's page: what the chosen plan gives today when some of its lines are not built yet
 * (issue 26, item 11). Premium's own lines are all still to come, so it says plainly that Premium gives
 * what Couple gives, and offers Couple for the same today. Payment stays open: honest, not blocked.
 */
function PlanToday({
  plan,
  period,
  offered,
  onChoose,
}: {
  plan: PaidPlanId;
  period: BillingPeriod;
  offered: readonly PaidPlanId[];
  onChoose: (plan: PaidPlanId) => void;
}) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const soon = comingSoon(plan);
  if (soon.length === 0) return null;
  const name = t(`pricing.plans.${plan}.name`);
  // Today this plan gives nothing the plan it includes does not: say so, and point to that plan.
  const same = sameTodayAs(plan);
  const included = same ? t(`pricing.plans.${same}.name`) : '';
  const cheaper = same !== null && same !== 'free' && offered.includes(same) ? same : null;
  return (
    <section
      id={TODAY_ID}
      aria-labelledby={`${TODAY_ID}-title`}
      className="mt-4 rounded-2xl border border-sand-200 bg-sand-50 p-4 text-stone-800"
    >
      <h3 id={`${TODAY_ID}-title`} className="font-semibold text-stone-900">
        {t('billing.today.title', { plan: name })}
      </h3>
      {same ? <p className="mt-1">{t('billing.today.same', { plan: name, included })}</p> : null}
      <p className="mt-2 text-sm font-medium">{t('billing.today.soon')}</p>
      <ul className="mt-2 space-y-1.5 text-sm">
        {soon.map((feature) => (
          <PlanLine key={feature} feature={feature} badge={false} />
        ))}
      </ul>
      {cheaper ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            {t('billing.today.cheaper', {
              included,
              price: formatUsd(planPrice(cheaper, period).perMonthCents, intlLocale(language)),
            })}
          </p>
          <Button variant="secondary" className="shrink-0" onClick={() => onChoose(cheaper)}>
            {t('billing.today.choose', { plan: included })}
          </Button>
        </div>
      ) : same ? (
        <p className="mt-3 text-sm">{t('billing.today.have', { plan: name, included })}</p>
      ) : null}
    </section>
  );
}
