import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AcceptDecline, Joined, JoinFrame, joinProblem, SignedOutJoin } from '../../components/JoinFrame.tsx';
import { Named } from '../../components/Named.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { acceptInvitation, coupleQueries, declineInvitation } from '../../lib/couple-api.ts';
import { forget } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

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
  const lookup = useQuery({ ...coupleQueries.invitation(token), enabled: !!user });
  const response = useMutation({
    mutationFn: async (accept: boolean) => {
      if (!accept) {
        await declineInvitation(token);
        return { accepted: false as const };
      }
      return { accepted: true as const, partner: (await acceptInvitation(token)).partner?.name ?? '' };
    },
    // The dashboard and the partner page read the link afresh.
    onSuccess: () => forget(coupleQueries.state().queryKey, coupleQueries.shared().queryKey),
  });
  const answered = response.data;
  const problem = response.error ?? (answered ? null : lookup.error);

  let body: React.ReactNode;
  if (loading) body = <Spinner className="py-10" />;
  else if (!user) {
    body = <SignedOutJoin text={t('couple.joinSignedOut')} here={here} />;
  } else if (problem) body = <ErrorAlert>{joinProblem(problem, t)}</ErrorAlert>;
  else if (answered?.accepted) {
    body = (
      <Joined
        text={<Named i18nKey="couple.joined" names={{ name: answered.partner }} />}
        to={paths.dashboard}
        next={t('placeholder.backDashboard')}
      />
    );
  } else if (answered) body = <p role="status">{t('couple.declined')}</p>;
  else if (!lookup.data) body = <Spinner className="py-10" />;
  else {
    const view = lookup.data;
    body = (
      <>
        <p className="text-lg text-stone-900">
          <Named i18nKey="couple.invitedBy" names={{ name: view.inviter_name }} />
        </p>
        {view.refusal ? null : <p className="mt-2 text-stone-700">{t('couple.joinExplain')}</p>}
        {view.refusal ? (
          // Under 18, or a parent and child: said before anyone presses a button; nothing to accept.
          <div className="mt-4">
            <ErrorAlert>{t(`errors.couple.${view.refusal}`)}</ErrorAlert>
          </div>
        ) : view.already_linked ? (
          <div className="mt-4">
            <ErrorAlert>{t('errors.couple.already_linked')}</ErrorAlert>
          </div>
        ) : (
          <AcceptDecline busy={response.isPending} onRespond={(accept) => response.mutate(accept)} />
        )}
      </>
    );
  }

  return <JoinFrame title={t('couple.joinTitle')}>{body}</JoinFrame>;
}
