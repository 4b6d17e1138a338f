import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { paths } from '../paths.ts';
import { PageTitle } from './PageTitle.tsx';
import { Button, ButtonLink } from './ui/Button.tsx';

/** The card an invitation link opens on (partner or family). */
export function JoinFrame({ title, children }: { title: string; children: ReactNode }) {
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
export function SignedOutJoin({ text, here, signupQuery = '' }: { text: string; here: string; signupQuery?: string }) {
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
export function AcceptDecline({ busy, onRespond }: { busy: boolean; onRespond: (accept: boolean) => void }) {
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
export function Joined({ text, to, next }: { text: ReactNode; to: string; next: string }) {
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
export function joinProblem(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) return error.status === 404 ? t('couple.unknownLink') : error.message;
  return t('errors.generic');
}
