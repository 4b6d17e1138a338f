import { useTranslation } from 'react-i18next';
import { InvitationJoin } from '../../components/JoinFrame.tsx';
import { Named } from '../../components/Named.tsx';
import { acceptFamilyInvitation, declineFamilyInvitation, familyQueries } from '../../lib/family-api.ts';
import { forget } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';

/** /family/join#token: link as parent and child. */
export default function FamilyJoinPage() {
  const { t } = useTranslation();
  return (
    <InvitationJoin
      title={t('family.joinTitle')}
      path={paths.familyJoin}
      signedOutText={t('family.joinSignedOut')}
      signupQuery="path=parent-child&"
      lookup={familyQueries.invitation}
      accept={async (token) => (await acceptFamilyInvitation(token)).other_name}
      decline={declineFamilyInvitation}
      // The family page reads its links afresh.
      answered={() => forget(familyQueries.view().queryKey, familyQueries.assessments().queryKey)}
      joined={(name) => ({
        text: <Named i18nKey="family.joined" names={{ name }} />,
        to: paths.family,
        next: t('family.title'),
      })}
      describe={(view, respond) => (
        <>
          <p className="text-lg text-stone-900">
            <Named
              i18nKey="family.invitedBy"
              names={{ name: view.inviter_name }}
              values={{ relation: t(`family.pair.${view.pairing}`), ages: t(`family.ages.${view.age_group}`) }}
            />
          </p>
          <p className="mt-2 text-stone-700">{t('family.joinExplain')}</p>
          {respond}
        </>
      )}
    />
  );
}
