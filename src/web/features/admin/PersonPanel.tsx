import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandForm } from '../../components/OnDemandForm.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { adminQueries, type PersonView, refundPerson } from '../../lib/admin-api.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { useAction } from '../../lib/use-action.ts';
import { AuditEntry } from './AuditDetails.tsx';

/**
 * Helping a person under attack loads with a person's page only, not with every page of the console:
 * its code kept the console's pages over their budget (decision 047).
 */
const SecurityHelp = onDemand(async () => (await import('./SecurityHelp.tsx')).SecurityHelp).Component;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** Statuses of a subscription that still gives its plan: its latest payment can be returned. */
const RUNNING = ['active', 'trialing', 'past_due', 'unpaid'];

/** The operator's refund, also outside the 30 days; asked twice, since it ends the plan for a couple. */
function RefundAction({ personId }: { personId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const action = useAction();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="secondary" className="mt-3" onClick={() => setAsking(true)}>
        {t('admin.people.refund')}
      </Button>
    );
  }
  return (
    <div className="mt-3 space-y-3">
      <p className="font-medium text-stone-900">{t('admin.people.refundAsk')}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={action.busy}
          className="bg-rose-700 hover:bg-rose-800 active:bg-rose-900"
          onClick={() =>
            action.run(async () => {
              await refundPerson(personId);
              setAsking(false);
              await queryClient.invalidateQueries({ queryKey: adminQueries.person(personId).queryKey });
            })
          }
        >
          {t('admin.people.refundConfirm')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {t('couple.cancel')}
        </Button>
      </div>
      {action.error ? <ErrorAlert>{action.error}</ErrorAlert> : null}
    </div>
  );
}

/** One account as an operator may see it (the people page's right side), loaded when opened. */
export function PersonPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const query = useQuery(adminQueries.person(id));
  if (query.isPending) return <Spinner />;
  if (query.error) return <ErrorAlert>{query.error.message}</ErrorAlert>;
  const person: PersonView = query.data;
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  const tier = (value: string) => t(`pricing.plans.${value}.name`);
  return (
    <article className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
      <h3 className="text-lg font-semibold text-stone-900">{person.name}</h3>
      <p className="text-sm break-all text-stone-600">
        <span dir="ltr">{person.email}</span>
      </p>
      <dl className="mt-4 divide-y divide-stone-100 text-sm">
        <Row label={t('admin.people.created')}>{date(person.created_at)}</Row>
        <Row label={t('admin.people.language')}>{t(`admin.languages.${person.language === 'ar' ? 'ar' : 'en'}`)}</Row>
        <Row label={t('admin.people.ownTier')}>
          {tier(person.tier)}
          {person.tier_until ? ` · ${t('admin.people.until', { date: date(person.tier_until) })}` : ''}
        </Row>
        <Row label={t('admin.people.effectiveTier')}>{tier(person.effective_tier)}</Row>
        <Row label={t('admin.people.linked')}>{yesNo(person.linked_to_partner)}</Row>
        <Row label={t('admin.people.verified')}>{yesNo(person.email_verified)}</Row>
        <Row label={t('admin.people.twoFactor')}>{yesNo(person.two_factor)}</Row>
        <Row label={t('admin.people.passkeys')}>{number(person.passkeys)}</Row>
        <Row label={t('admin.people.sessions')}>{number(person.sessions)}</Row>
        {person.operator ? <Row label={t('admin.people.role')}>{t('admin.people.operator')}</Row> : null}
      </dl>
      <section aria-labelledby={`payments-${id}`} className="mt-6 border-t border-stone-200 pt-4">
        <h4 id={`payments-${id}`} className="text-sm font-semibold text-stone-900">
          {t('admin.people.payments')}
        </h4>
        {person.subscriptions.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t('admin.people.noPayments')}</p>
        ) : (
          <ul className="mt-2 space-y-3">
            {person.subscriptions.map((s) => (
              <li key={s.id} className="rounded-2xl border border-stone-200 px-4 py-3 text-sm">
                <p className="font-semibold text-stone-900">
                  {tier(s.plan)} · {t(`admin.people.period.${s.period === 'yearly' ? 'yearly' : 'monthly'}`)}
                </p>
                <dl className="mt-1 divide-y divide-stone-100">
                  <Row label={t('admin.people.status')}>
                    {t(`admin.people.statuses.${s.status}`, { defaultValue: s.status })}
                    {s.cancel_at_period_end ? ` · ${t('admin.people.cancelsAtEnd')}` : ''}
                  </Row>
                  {s.current_period_end ? (
                    <Row label={t('admin.people.periodEnd')}>{date(s.current_period_end)}</Row>
                  ) : null}
                  {s.first_paid_at ? <Row label={t('admin.people.firstPaid')}>{date(s.first_paid_at)}</Row> : null}
                  {s.refunded_at ? <Row label={t('admin.people.refunded')}>{date(s.refunded_at)}</Row> : null}
                  {s.ended_at ? <Row label={t('admin.people.ended')}>{date(s.ended_at)}</Row> : null}
                </dl>
                {!s.ended_at && RUNNING.includes(s.status) ? <RefundAction personId={id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`actions-${id}`} className="mt-6 border-t border-stone-200 pt-4">
        <h4 id={`actions-${id}`} className="text-sm font-semibold text-stone-900">
          {t('admin.people.recentActions')}
        </h4>
        {person.recent_actions.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t('admin.people.noActions')}</p>
        ) : (
          <ol className="mt-2 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200">
            {person.recent_actions.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </section>
      <OnDemandForm className="mt-6">
        <SecurityHelp person={person} />
      </OnDemandForm>
      <p className="mt-6 rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-700">{t('admin.people.privacy')}</p>
    </article>
  );
}
