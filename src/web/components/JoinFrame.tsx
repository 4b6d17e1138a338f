import { type QueryKey, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { paths } from '../paths.ts';
import { useAuth } from '../session/AuthProvider.tsx';
import { PageTitle } from './PageTitle.tsx';
import { ErrorAlert } from './ui/Alert.tsx';
import { Button, ButtonLink } from './ui/Button.tsx';
import { Spinner } from './ui/Spinner.tsx';

/** What a kind of pair (partners, parent and child) says and does on its invitation link's page. */
export interface InvitationJoinProps<View, Key extends QueryKey> {
  title: string;
  /** The page's own path: a signed-out visitor comes back to it, fragment (the token) included. */
  path: string;
  signedOutText: string;
  /** Carried to sign-up, before `next=` (the family path preselects the parent-child assessment). */
  signupQuery?: string;
  lookup: (token: string) => UseQueryOptions<View, Error, View, Key>;
  /** Accepts and answers the name of the person now linked. */
  accept: (token: string) => Promise<string>;
  decline: (token: string) => Promise<unknown>;
  /** After either answer: what the pages that show the links must read afresh. */
  answered: () => Promise<void>;
  joined: (name: string) => { text: ReactNode; to: string; next: string };
  /** The invitation as the invitee reads it, with the accept and decline buttons (`respond`) where they belong. */
  describe: (view: View, respond: ReactNode) => ReactNode;
}

/**
 * An invitation link's page: the token travels in the fragment, which browsers never send to a server, so
 * it cannot reach a log. Signed out, the visitor signs up or logs in and comes back here; signed in, the
 * invitation is looked up once and answered once.
 */
export function InvitationJoin<View, Key extends QueryKey>(props: InvitationJoinProps<View, Key>) {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const location = useLocation();
  const token = location.hash.replace(/^#/, '');
  const here = `${props.path}${location.hash}`;
  const lookup = useQuery({ ...props.lookup(token), enabled: !!user });
  const response = useMutation({
    mutationFn: async (accept: boolean) => {
      if (!accept) {
        await props.decline(token);
        return { accepted: false as const };
      }
      return { accepted: true as const, name: await props.accept(token) };
    },
    onSuccess: props.answered,
  });
  const answered = response.data;
  const problem = response.error ?? (answered ? null : lookup.error);

  let body: ReactNode;
  if (loading) body = <Spinner className="py-10" />;
  else if (!user) body = <SignedOutJoin text={props.signedOutText} here={here} signupQuery={props.signupQuery} />;
  else if (problem) body = <ErrorAlert>{joinProblem(problem, t)}</ErrorAlert>;
  else if (answered?.accepted) body = <Joined {...props.joined(answered.name)} />;
  else if (answered) body = <p role="status">{t('couple.declined')}</p>;
  else if (!lookup.data) body = <Spinner className="py-10" />;
  else {
    const respond = <AcceptDecline busy={response.isPending} onRespond={(accept) => response.mutate(accept)} />;
    body = props.describe(lookup.data, respond);
  }
  return <JoinFrame title={props.title}>{body}</JoinFrame>;
}

/** The card an invitation link opens on (partner or family). */
function JoinFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <PageTitle page={title} />
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}

/** Signed out: sign up or log in, then come back to the same link (`here`). */
function SignedOutJoin({ text, here, signupQuery = '' }: { text: string; here: string; signupQuery?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-stone-700">{text}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={`${paths.signup}?${signupQuery}next=${encodeURIComponent(here)}`}>
          {t('couple.joinSignup')}
        </ButtonLink>
        <ButtonLink to={paths.login} state={{ from: here }} variant="secondary">
          {t('couple.joinLogin')}
        </ButtonLink>
      </div>
    </>
  );
}

/** Accept or decline, side by side. */
function AcceptDecline({ busy, onRespond }: { busy: boolean; onRespond: (accept: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-5 flex flex-col gap-3 sm:flex-row">
      <Button disabled={busy} onClick={() => onRespond(true)}>
        {t('couple.accept')}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => onRespond(false)}>
        {t('couple.decline')}
      </Button>
    </div>
  );
}

/** Linked: the confirmation, and where to go next. */
function Joined({ text, to, next }: { text: ReactNode; to: string; next: string }) {
  return (
    <>
      <p role="status" className="text-lg text-stone-900">
        {text}
      </p>
      <ButtonLink to={to} className="mt-5">
        {next}
      </ButtonLink>
    </>
  );
}

/** Why an invitation cannot be answered: the server's message, or a clear one for an unknown link. */
function joinProblem(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) return error.status === 404 ? t('couple.unknownLink') : error.message;
  return t('errors.generic');
}
