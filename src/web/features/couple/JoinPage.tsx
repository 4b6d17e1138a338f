import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Button, ButtonLink } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { acceptInvitation, declineInvitation, lookupInvitation } from '../../lib/couple-api.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

type View =
  | { state: 'loading' }
  | { state: 'invited'; inviter: string; alreadyLinked: boolean }
  | { state: 'accepted'; partner: string }
  | { state: 'declined' }
  | { state: 'problem'; message: string };

/** The server's message (already in the interface language), or a clear one for an unknown link. */
function messageOf(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) return error.status === 404 ? t('couple.unknownLink') : error.message;
  return t('errors.generic');
}

/**
 * /couple/join#token: the token travels in the fragment, which browsers never send to a server, so
 * it cannot reach a log. Signed out, the visitor signs up or logs in and comes back here.
 */
export default function JoinPage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const location = useLocation();
  const token = location.hash.replace(/^#/, '');
  const here = `${paths.coupleJoin}${location.hash}`;
  const [view, setView] = useState<View>({ state: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    lookupInvitation(token)
      .then(
        (found) =>
          live && setView({ state: 'invited', inviter: found.inviter_name, alreadyLinked: found.already_linked }),
      )
      .catch((error) => live && setView({ state: 'problem', message: messageOf(error, t) }));
    return () => {
      live = false;
    };
  }, [user, token, t]);

  const respond = async (accept: boolean) => {
    setBusy(true);
    try {
      if (accept) {
        const result = await acceptInvitation(token);
        setView({ state: 'accepted', partner: result.partner?.name ?? '' });
      } else {
        await declineInvitation(token);
        setView({ state: 'declined' });
      }
    } catch (error) {
      setView({ state: 'problem', message: messageOf(error, t) });
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (loading) body = <Spinner className="py-10" />;
  else if (!user) {
    body = (
      <>
        <p className="text-stone-700">{t('couple.joinSignedOut')}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={`${paths.signup}?next=${encodeURIComponent(here)}`}>{t('couple.joinSignup')}</ButtonLink>
          <ButtonLink to={paths.login} state={{ from: here }} variant="secondary">
            {t('couple.joinLogin')}
          </ButtonLink>
        </div>
      </>
    );
  } else if (view.state === 'loading') body = <Spinner className="py-10" />;
  else if (view.state === 'problem') body = <ErrorAlert>{view.message}</ErrorAlert>;
  else if (view.state === 'accepted') {
    body = (
      <>
        <p role="status" className="text-lg text-stone-900">
          {t('couple.joined', { name: view.partner })}
        </p>
        <ButtonLink to={paths.dashboard} className="mt-5">
          {t('placeholder.backDashboard')}
        </ButtonLink>
      </>
    );
  } else if (view.state === 'declined') body = <p role="status">{t('couple.declined')}</p>;
  else {
    body = (
      <>
        <p className="text-lg text-stone-900">{t('couple.invitedBy', { name: view.inviter })}</p>
        <p className="mt-2 text-stone-700">{t('couple.joinExplain')}</p>
        {view.alreadyLinked ? (
          <div className="mt-4">
            <ErrorAlert>{t('errors.couple.already_linked')}</ErrorAlert>
          </div>
        ) : (
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Button disabled={busy} onClick={() => respond(true)}>
              {t('couple.accept')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => respond(false)}>
              {t('couple.decline')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <PageTitle page={t('couple.joinTitle')} />
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t('couple.joinTitle')}</h1>
        <div className="mt-4">{body}</div>
      </div>
    </div>
  );
}
