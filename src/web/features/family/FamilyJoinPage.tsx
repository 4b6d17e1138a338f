import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AcceptDecline, Joined, JoinFrame, joinProblem, SignedOutJoin } from '../../components/JoinFrame.tsx';
import { Named } from '../../components/Named.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { acceptFamilyInvitation, declineFamilyInvitation, familyQueries } from '../../lib/family-api.ts';
import { forget } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

/** /family/join#token: link as parent and child. The token stays in the fragment, out of every log. */
export default function FamilyJoinPage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const location = useLocation();
  const token = location.hash.replace(/^#/, '');
  const here = `${paths.familyJoin}${location.hash}`;
  const lookup = useQuery({ ...familyQueries.invitation(token), enabled: !!user });
  const response = useMutation({
    mutationFn: async (accept: boolean) => {
      if (!accept) {
        await declineFamilyInvitation(token);
        return { accepted: false as const };
      }
      return { accepted: true as const, name: (await acceptFamilyInvitation(token)).other_name };
    },
    // The family page reads its links afresh.
    onSuccess: () => forget(familyQueries.view().queryKey, familyQueries.assessments().queryKey),
  });
  const answered = response.data;
  const problem = response.error ?? (answered ? null : lookup.error);

  let body: React.ReactNode;
  if (loading) body = <Spinner className="py-10" />;
  else if (!user) {
    body = <SignedOutJoin text={t('family.joinSignedOut')} here={here} signupQuery="path=parent-child&" />;
  } else if (problem) body = <ErrorAlert>{joinProblem(problem, t)}</ErrorAlert>;
  else if (answered?.accepted) {
    body = (
      <Joined
        text={<Named i18nKey="family.joined" names={{ name: answered.name }} />}
        to={paths.family}
        next={t('family.title')}
      />
    );
  } else if (answered) body = <p role="status">{t('couple.declined')}</p>;
  else if (!lookup.data) body = <Spinner className="py-10" />;
  else {
    const view = lookup.data;
    body = (
      <>
        <p className="text-lg text-stone-900">
          <Named
            i18nKey="family.invitedBy"
            names={{ name: view.inviter_name }}
            values={{ relation: t(`family.pair.${view.pairing}`), ages: t(`family.ages.${view.age_group}`) }}
          />
        </p>
        <p className="mt-2 text-stone-700">{t('family.joinExplain')}</p>
        <AcceptDecline busy={response.isPending} onRespond={(accept) => response.mutate(accept)} />
      </>
    );
  }

  return <JoinFrame title={t('family.joinTitle')}>{body}</JoinFrame>;
}
