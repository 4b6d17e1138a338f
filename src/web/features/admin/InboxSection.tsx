import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ContactStatus } from '../../../domain/admin.ts';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { adminQueries, closeMessage, reopenMessage } from '../../lib/admin-api.ts';
import { onDemand } from '../../lib/on-demand.ts';
import { forget } from '../../lib/query-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { Pager } from './Pager.tsx';

const ReplyForm = onDemand(async () => (await import('./ReplyForm.tsx')).ReplyForm).Component;

/** The contact inbox: open or closed messages, newest first; one message with its replies beside the list. */
export function InboxSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const [search] = useSearchParams();
  const status: ContactStatus = search.get('status') === 'closed' ? 'closed' : 'open';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const selected = search.get('message');
  const list = useQuery(adminQueries.inbox(status, page));
  const link = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `?${next.toString()}`;
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="inbox-list" className="min-w-0">
        <h2 id="inbox-list" className="sr-only">
          {t('admin.inbox.listTitle')}
        </h2>
        <nav className="flex gap-2" aria-label={t('admin.inbox.statusLabel')}>
          {(['open', 'closed'] as const).map((s) => (
            <Link
              key={s}
              to={link({ status: s, page: null, message: null })}
              aria-current={s === status ? 'true' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-700 hover:border-brand-600 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
            >
              {t(`admin.inbox.status.${s}`)}
              {s === 'open' && list.data ? ` (${format.number(list.data.open_count)})` : ''}
            </Link>
          ))}
        </nav>
        {list.isPending ? <Spinner className="mt-6" /> : null}
        {list.error ? (
          <div className="mt-4">
            <ErrorAlert>{list.error.message}</ErrorAlert>
          </div>
        ) : null}
        {list.data && list.data.messages.length === 0 ? (
          <p className="mt-6 rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-8 text-center text-stone-600">
            {t(`admin.inbox.empty.${status}`)}
          </p>
        ) : null}
        {list.data && list.data.messages.length > 0 ? (
          <ul className="mt-4 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            {list.data.messages.map((message) => (
              <li key={message.id}>
                <Link
                  to={link({ message: message.id })}
                  aria-current={message.id === selected ? 'true' : undefined}
                  className="block px-4 py-3 hover:bg-stone-50 aria-[current=true]:bg-brand-50"
                >
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="truncate font-semibold text-stone-900">{message.name}</span>
                    <span className="shrink-0 text-xs text-stone-600">{format.date(message.created_at)}</span>
                  </span>
                  <span className="block truncate text-sm text-stone-600">
                    <span dir="ltr">{message.email}</span>
                  </span>
                  <span dir="auto" className="mt-1 line-clamp-2 block text-sm text-stone-700">
                    {message.excerpt}
                  </span>
                  {message.replies > 0 ? (
                    <span className="mt-1 block text-xs font-medium text-brand-800">
                      {t('admin.inbox.repliesCount', { count: message.replies })}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {list.data ? (
          <Pager page={page} hasMore={list.data.has_more} link={(p) => link({ page: String(p), message: null })} />
        ) : null}
      </section>
      <section aria-labelledby="inbox-message" className="min-w-0">
        <h2 id="inbox-message" className="sr-only">
          {t('admin.inbox.messageTitle')}
        </h2>
        {selected ? (
          <MessagePanel id={selected} />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-5 py-8 text-center text-stone-600 max-lg:hidden">
            {t('admin.inbox.pick')}
          </p>
        )}
      </section>
    </div>
  );
}

function MessagePanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(adminQueries.message(id));
  const action = useAction();
  if (query.isPending) return <Spinner />;
  if (query.error) return <ErrorAlert>{query.error.message}</ErrorAlert>;
  const { message, replies } = query.data;
  const toggle = () =>
    action.run(async () => {
      await (message.status === 'open' ? closeMessage(id) : reopenMessage(id));
      await forget(adminQueries.inboxAll, adminQueries.message(id).queryKey);
    });
  return (
    <article className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-stone-900">{message.name}</h3>
          <p className="text-sm break-all text-stone-600">
            <span dir="ltr">{message.email}</span>
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {t('admin.inbox.sentOn', {
              date: format.dateTime(message.created_at),
              language: t(`admin.languages.${message.language === 'ar' ? 'ar' : 'en'}`),
            })}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void toggle()} disabled={action.busy}>
          {message.status === 'open' ? t('admin.inbox.close') : t('admin.inbox.reopen')}
        </Button>
      </header>
      {message.status === 'closed' && message.closed_at ? (
        <p className="mt-3 rounded-xl bg-stone-100 px-3 py-2 text-sm text-stone-700">
          {t('admin.inbox.closedOn', { date: format.dateTime(message.closed_at) })}
        </p>
      ) : null}
      {action.error ? (
        <div className="mt-3">
          <ErrorAlert>{action.error}</ErrorAlert>
        </div>
      ) : null}
      <p dir="auto" className="mt-4 whitespace-pre-wrap break-words text-stone-900">
        {message.message}
      </p>
      {replies.length > 0 ? (
        <section aria-labelledby={`replies-${id}`} className="mt-6 border-t border-stone-200 pt-4">
          <h4 id={`replies-${id}`} className="text-sm font-semibold text-stone-900">
            {t('admin.inbox.replies')}
          </h4>
          <ol className="mt-2 space-y-3">
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-2xl bg-brand-50 px-4 py-3">
                <p className="text-xs text-stone-600">
                  {t('admin.inbox.repliedBy', {
                    name: reply.operator_name ?? t('admin.inbox.formerOperator'),
                    date: format.dateTime(reply.created_at),
                  })}
                </p>
                <p dir="auto" className="mt-1 whitespace-pre-wrap break-words text-stone-900">
                  {reply.body}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {/* Its own boundary: the message stays on screen while the form's code arrives. */}
      <Suspense fallback={<Spinner className="mt-6" />}>
        <ReplyForm id={id} language={message.language === 'ar' ? 'ar' : 'en'} />
      </Suspense>
    </article>
  );
}
