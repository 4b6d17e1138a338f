import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { peopleQuerySchema } from '../../../domain/admin.ts';
import { EMAIL_MAX } from '../../../domain/limits.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { adminQueries } from '../../lib/admin-api.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';

/**
 * One account's summary loads when an operator opens it, not with the search (decision 047): with its
 * refund and its list of what was done to the account, the people page was over its 170 KB in Arabic.
 */
const PersonPanel = onDemand(async () => (await import('./PersonPanel.tsx')).PersonPanel).Component;

/** People by email: the accounts found, and one account's summary (never anything the person answered). */
export function PeopleSection() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // The address searched for is kept in the page's history entry, never in its URL (ASVS 14.2.1): a URL
  // is sent with a reload, and kept by proxies, logs and a synced history.
  const email = searchedFor(useLocation().state);
  const selected = search.get('person');
  const form = useSchemaForm(peopleQuerySchema, { summary: true, defaultValues: { email } });
  const found = useQuery(adminQueries.people(email));
  const submit = form.handleSubmit(({ email: asked }) => navigate({ search: '' }, { state: { email: asked } }));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="people-search" className="min-w-0">
        <h2 id="people-search" className="sr-only">
          {t('admin.people.searchTitle')}
        </h2>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <TextField
              label={t('admin.people.emailLabel')}
              hint={t('admin.people.emailHint')}
              type="search"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={EMAIL_MAX}
              {...form.field('email')}
            />
          </div>
          <Button type="submit" className="sm:mb-7">
            {t('admin.people.search')}
          </Button>
        </form>
        {form.problem ? (
          <div className="mt-3">
            <ErrorAlert id={form.problemId}>{form.problem}</ErrorAlert>
          </div>
        ) : null}
        {found.isFetching ? <Spinner className="mt-4" /> : null}
        {found.error ? (
          <div className="mt-3">
            <ErrorAlert>{found.error.message}</ErrorAlert>
          </div>
        ) : null}
        {found.data && found.data.people.length === 0 ? (
          <p className="mt-4 text-stone-600">{t('admin.people.none')}</p>
        ) : null}
        {found.data && found.data.people.length > 0 ? (
          <ul className="mt-4 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            {found.data.people.map((person) => (
              <li key={person.id}>
                <Link
                  to={`?${new URLSearchParams({ person: person.id }).toString()}`}
                  state={{ email }}
                  aria-current={person.id === selected ? 'true' : undefined}
                  className="block px-4 py-3 hover:bg-stone-50 aria-[current=true]:bg-brand-50"
                >
                  <span className="block font-semibold text-stone-900">{person.name}</span>
                  <span className="block text-sm break-all text-stone-600">
                    <span dir="ltr">{person.email}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="people-summary" className="min-w-0">
        <h2 id="people-summary" className="sr-only">
          {t('admin.people.summaryTitle')}
        </h2>
        {selected ? (
          <Suspense fallback={<Spinner />}>
            <PersonPanel id={selected} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}

/** The address a search asked for, from the history entry's state. */
function searchedFor(state: unknown): string {
  const email = state && typeof state === 'object' ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email : '';
}
