import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { intlLocale } from '../../../domain/language.ts';
import { COMPARISON, isAvailable, PLAN_LINES, sameTodayAs } from '../../../domain/plan-features.ts';
import {
  type BillingPeriod,
  formatUsd,
  MOST_POPULAR,
  PLAN_IDS,
  type PlanId,
  planPrice,
  YEARLY_DISCOUNT_PERCENT,
} from '../../../domain/pricing.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Check, ComingSoon, IncludedLine, PlanLine } from '../../components/PlanLines.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { useFormat } from '../../i18n/format.ts';
// Types only: the typed client stays out of this prerendered page (decision 027).
import type { Answer, client } from '../../lib/api-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePublicJson } from '../../lib/use-public-json.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

/**
 * A server without billing (PLANS_MODE=open) gives every account everything: say so, rather than
 * invite people to pay for what they already have. Asked after load: the page itself is prerendered.
 */
function useOpenPlansMode() {
  return usePublicJson<Answer<typeof client.plans.$get>>('/api/plans')?.mode === 'open';
}

/**
 * `openPlans` is given when the page is prerendered: the server sends the variant that matches its
 * PLANS_MODE (server/http/spa.ts). The app asks the server instead.
 */
export default function PricingPage({ openPlans }: { openPlans?: boolean }) {
  const { t } = useTranslation();
  const { language } = useFormat();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  // The toggle waits for the app, or on the prerendered page for the islands script (islands/main.ts),
  // which shows the other price set from the data-monthly and data-yearly attributes below.
  const hydrated = useHydrated();
  const locale = intlLocale(language);
  const discount = new Intl.NumberFormat(locale, { style: 'percent' }).format(YEARLY_DISCOUNT_PERCENT / 100);
  const askedOpen = useOpenPlansMode();
  const openServer = openPlans ?? askedOpen;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle page={t('pricing.title')} />
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('pricing.title')}</h1>
        {/* An open server has nothing to upgrade to (DESIGN.md 3b): the line of the same length says so. */}
        <p className="mx-auto mt-3 max-w-2xl text-lg text-stone-700">
          {t(openServer ? 'pricing.subtitleOpen' : 'pricing.subtitle')}
        </p>
        <fieldset className="mt-8 inline-flex rounded-2xl border border-stone-300 bg-white p-1">
          <legend className="sr-only">{t('pricing.billing')}</legend>
          {(['monthly', 'yearly'] as const).map((option) => (
            <label key={option} className="cursor-pointer">
              <input
                type="radio"
                name="billing"
                value={option}
                data-island="billing"
                checked={period === option}
                onChange={() => setPeriod(option)}
                disabled={!hydrated}
                className="peer sr-only"
              />
              <span className="flex min-h-11 items-center gap-2 rounded-xl px-5 font-semibold text-stone-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                <span>{t(`pricing.${option}`)}</span>
                {option === 'yearly' ? (
                  <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-sand-700">
                    {t('pricing.yearlyBadge', { percent: discount })}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      </div>

      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {PLAN_IDS.map((plan) => (
          <PlanCard key={plan} plan={plan} period={period} locale={locale} sells={!openServer} />
        ))}
      </ul>
      {openServer ? (
        <p className="mx-auto mt-6 max-w-2xl rounded-2xl border border-brand-100 bg-brand-50 p-4 text-center text-brand-900">
          {t('pricing.openMode')}
        </p>
      ) : null}
      <p className="mt-6 text-center text-stone-700">
        {t('pricing.haveAccount')}{' '}
        <Link to={paths.login} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('pricing.login')}
        </Link>
      </p>

      <div className="mt-16">
        <h2 id="compare" className="text-center text-2xl font-bold tracking-tight text-stone-900">
          {t('pricing.compareTitle')}
        </h2>
        {/* Focusable so keyboard users can scroll it sideways on a narrow phone. */}
        <section
          aria-labelledby="compare"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="relative mt-6 overflow-x-auto rounded-2xl border border-stone-200 bg-white"
        >
          <table className="w-full min-w-[22rem] text-sm">
            <thead>
              <tr className="border-b border-stone-200 bg-sand-50">
                <th scope="col" className="px-3 py-3 text-start font-semibold text-stone-900 sm:px-4">
                  {t('pricing.feature')}
                </th>
                {PLAN_IDS.map((plan) => (
                  <th key={plan} scope="col" className="px-2 py-3 text-center font-semibold text-stone-900 sm:px-4">
                    {t(`pricing.plans.${plan}.name`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map(({ row, cells }) => (
                <tr key={row} className="border-b border-stone-100 last:border-0">
                  <th scope="row" className="px-3 py-3 text-start font-medium text-stone-800 sm:px-4">
                    {t(`pricing.rows.${row}`)}
                  </th>
                  {cells.map((cell, index) => (
                    <td key={PLAN_IDS[index]} className="px-2 py-3 text-center text-stone-700 sm:px-4">
                      {cell === false ? (
                        <span className="text-stone-400">
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t('pricing.notIncluded')}</span>
                        </span>
                      ) : isAvailable(cell.feature) ? (
                        cell.value ? (
                          t(`pricing.values.${cell.value}`)
                        ) : (
                          <span className="inline-flex text-brand-700">
                            <Check />
                            <span className="sr-only">{t('pricing.included')}</span>
                          </span>
                        )
                      ) : (
                        // Not built yet: no tick, and the words say so (the value, if any, is what is promised).
                        <span className="inline-flex flex-col items-center gap-1">
                          {cell.value ? <span>{t(`pricing.values.${cell.value}`)}</span> : null}
                          <ComingSoon />
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      <section aria-labelledby="faq" className="mx-auto mt-16 max-w-3xl">
        <h2 id="faq" className="text-center text-2xl font-bold tracking-tight text-stone-900">
          {t('pricing.faqTitle')}
        </h2>
        <div className="mt-6 space-y-3">
          {(t('pricing.faq', { returnObjects: true }) as { q: string; a: string }[]).map((item) => (
            <details key={item.q} className="group rounded-2xl border border-stone-200 bg-white px-5 py-4">
              <summary className="flex min-h-8 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-stone-900">
                {item.q}
                <span aria-hidden="true" className="text-xl text-brand-700 transition group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 text-stone-700">{item.a}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

/**
 * Where a plan's button leads. On a server that sells plans, a paid plan goes to the billing page with
 * the plan and period chosen (through sign-up for a visitor, who comes back to it); otherwise to sign-up.
 */
function planLink(plan: PlanId, period: BillingPeriod, sells: boolean, signedIn: boolean) {
  if (!sells || plan === 'free') return `${paths.signup}?plan=${plan}`;
  const billing = `${paths.settingsBilling}?plan=${plan}&period=${period}`;
  return signedIn ? billing : `${paths.signup}?next=${encodeURIComponent(billing)}`;
}

function PlanCard({
  plan,
  period,
  locale,
  sells,
}: {
  plan: PlanId;
  period: BillingPeriod;
  locale: string;
  sells: boolean;
}) {
  const { t } = useTranslation();
  const signedIn = useAuth().user !== null;
  // Both periods' words, so the prerendered page can switch without React.
  const shown = (billing: BillingPeriod) => {
    const { perMonthCents, yearCents, saveCents } = planPrice(plan, billing);
    return {
      amount: formatUsd(perMonthCents, locale),
      // What a year costs, billed at once, beside what it saves (issue 29, m13).
      note:
        billing === 'yearly' && saveCents > 0
          ? `${t('pricing.billedYearly', { amount: formatUsd(yearCents, locale) })} · ${t('pricing.save', { amount: formatUsd(saveCents, locale) })}`
          : '',
    };
  };
  const monthly = shown('monthly');
  const yearly = shown('yearly');
  const popular = plan === MOST_POPULAR;
  const { includes, lines } = PLAN_LINES[plan];
  const sameAs = sameTodayAs(plan);
  return (
    <li
      className={`relative flex flex-col rounded-3xl border bg-white p-6 ${popular ? 'border-brand-700 shadow-lg ring-1 ring-brand-700' : 'border-stone-200'}`}
    >
      {popular ? (
        <p className="absolute -top-3 start-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {t('pricing.mostPopular')}
        </p>
      ) : null}
      <h2 className="text-lg font-semibold text-stone-900">{t(`pricing.plans.${plan}.name`)}</h2>
      <p className="mt-1 text-sm text-stone-600">{t(`pricing.plans.${plan}.tagline`)}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span
          className="text-4xl font-bold tracking-tight text-stone-900"
          data-monthly={monthly.amount}
          data-yearly={yearly.amount}
        >
          {shown(period).amount}
        </span>
        <span className="text-stone-600">{t('pricing.perMonth')}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-brand-800" data-monthly={monthly.note} data-yearly={yearly.note}>
        {shown(period).note}
      </p>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm text-stone-800">
        {includes ? (
          <IncludedLine>{t('pricing.everythingIn', { plan: t(`pricing.plans.${includes}.name`) })}</IncludedLine>
        ) : null}
        {lines.map((feature) => (
          <PlanLine key={feature} feature={feature} />
        ))}
      </ul>
      {/* A plan none of whose own lines exist yet gives what the plan it includes gives: said in words by
          the button that chooses it, not left for the reader to work out from the badges. */}
      {sameAs ? (
        <p id={`${plan}-today`} className="mt-4 rounded-2xl bg-sand-50 p-3 text-sm text-stone-800">
          {t('pricing.sameToday', {
            plan: t(`pricing.plans.${plan}.name`),
            included: t(`pricing.plans.${sameAs}.name`),
          })}
        </p>
      ) : null}
      <ButtonLink
        to={planLink(plan, period, sells, signedIn)}
        // The prerendered page's toggle swaps the link with the prices (islands/main.ts).
        data-href-monthly={planLink(plan, 'monthly', sells, signedIn)}
        data-href-yearly={planLink(plan, 'yearly', sells, signedIn)}
        variant={popular ? 'primary' : 'secondary'}
        className="mt-6 w-full"
        aria-describedby={sameAs ? `${plan}-today` : undefined}
        aria-label={`${plan === 'free' ? t('pricing.chooseFree') : t('pricing.choose')}: ${t(`pricing.plans.${plan}.name`)}`}
      >
        {plan === 'free' ? t('pricing.chooseFree') : t('pricing.choose')}
      </ButtonLink>
    </li>
  );
}
