import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AcceptDecline, Joined, JoinFrame, SignedOutJoin } from '../../components/JoinFrame.tsx';
import { Named } from '../../components/Named.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { acceptInvitation, declineInvitation, type InvitationRefusal, lookupInvitation } from '../../lib/couple-api.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

type View =
  | { state: 'loading' }
  | { state: 'invited'; inviter: string; alreadyLinked: boolean; refusal: InvitationRefusal | null }
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
          live &&
          setView({
            state: 'invited',
            inviter: found.inviter_name,
            alreadyLinked: found.already_linked,
            refusal: found.refusal,
          }),
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
    body = <SignedOutJoin text={t('couple.joinSignedOut')} here={here} />;
  } else if (view.state === 'loading') body = <Spinner className="py-10" />;
  else if (view.state === 'problem') body = <ErrorAlert>{view.message}</ErrorAlert>;
  else if (view.state === 'accepted') {
    body = (
      <Joined
        text={<Named i18nKey="couple.joined" names={{ name: view.partner }} />}
        to={paths.dashboard}
        next={t('placeholder.backDashboard')}
      />
    );
  } else if (view.state === 'declined') body = <p role="status">{t('couple.declined')}</p>;
  else {
    body = (
      <>
        <p className="text-lg text-stone-900">
          <Named i18nKey="couple.invitedBy" names={{ name: view.inviter }} />
        </p>
        {view.refusal ? null : <p className="mt-2 text-stone-700">{t('couple.joinExplain')}</p>}
        {view.refusal ? (
          // Under 18, or a parent and child: said before anyone presses a button; nothing to accept.
          <div className="mt-4">
            <ErrorAlert>{t(`errors.couple.${view.refusal}`)}</ErrorAlert>
          </div>
        ) : view.alreadyLinked ? (
          <div className="mt-4">
            <ErrorAlert>{t('errors.couple.already_linked')}</ErrorAlert>
          </div>
        ) : (
          <AcceptDecline busy={busy} onRespond={respond} />
        )}
      </>
    );
  }

  return <JoinFrame title={t('couple.joinTitle')}>{body}</JoinFrame>;
}
