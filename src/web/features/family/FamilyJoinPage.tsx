import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { AgeGroup, Pairing } from '../../../domain/assessment/family-types.ts';
import { AcceptDecline, Joined, JoinFrame, SignedOutJoin } from '../../components/JoinFrame.tsx';
import { Named } from '../../components/Named.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { acceptFamilyInvitation, declineFamilyInvitation, lookupFamilyInvitation } from '../../lib/family-api.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../../session/AuthProvider.tsx';

type View =
  | { state: 'loading' }
  | { state: 'invited'; inviter: string; pairing: Pairing; ages: AgeGroup }
  | { state: 'accepted'; name: string }
  | { state: 'declined' }
  | { state: 'problem'; message: string };

/** /family/join#token: link as parent and child. The token stays in the fragment, out of every log. */
export default function FamilyJoinPage() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  const location = useLocation();
  const token = location.hash.replace(/^#/, '');
  const here = `${paths.familyJoin}${location.hash}`;
  const [view, setView] = useState<View>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const problem = useCallback(
    (error: unknown) =>
      setView({
        state: 'problem',
        message:
          error instanceof ApiError
            ? error.status === 404
              ? t('couple.unknownLink')
              : error.message
            : t('errors.generic'),
      }),
    [t],
  );

  useEffect(() => {
    if (!user) return;
    let live = true;
    lookupFamilyInvitation(token)
      .then(
        (found) =>
          live &&
          setView({ state: 'invited', inviter: found.inviter_name, pairing: found.pairing, ages: found.age_group }),
      )
      .catch((error) => live && problem(error));
    return () => {
      live = false;
    };
  }, [user, token, problem]);

  const respond = async (accept: boolean) => {
    setBusy(true);
    try {
      if (accept) setView({ state: 'accepted', name: (await acceptFamilyInvitation(token)).other_name });
      else {
        await declineFamilyInvitation(token);
        setView({ state: 'declined' });
      }
    } catch (error) {
      problem(error);
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (loading) body = <Spinner className="py-10" />;
  else if (!user) {
    body = <SignedOutJoin text={t('family.joinSignedOut')} here={here} signupQuery="path=parent-child&" />;
  } else if (view.state === 'loading') body = <Spinner className="py-10" />;
  else if (view.state === 'problem') body = <ErrorAlert>{view.message}</ErrorAlert>;
  else if (view.state === 'accepted') {
    body = (
      <Joined
        text={<Named i18nKey="family.joined" names={{ name: view.name }} />}
        to={paths.family}
        next={t('family.title')}
      />
    );
  } else if (view.state === 'declined') body = <p role="status">{t('couple.declined')}</p>;
  else {
    body = (
      <>
        <p className="text-lg text-stone-900">
          <Named
            i18nKey="family.invitedBy"
            names={{ name: view.inviter }}
            values={{ relation: t(`family.pair.${view.pairing}`), ages: t(`family.ages.${view.ages}`) }}
          />
        </p>
        <p className="mt-2 text-stone-700">{t('family.joinExplain')}</p>
        <AcceptDecline busy={busy} onRespond={respond} />
      </>
    );
  }

  return <JoinFrame title={t('family.joinTitle')}>{body}</JoinFrame>;
}
