import { useTranslation } from 'react-i18next';
import { InvitationJoin } from '../../components/JoinFrame.tsx';
import { Named } from '../../components/Named.tsx';
import { ErrorAlert } from '../../components/ui/Alert.tsx';
import { acceptInvitation, coupleQueries, declineInvitation } from '../../lib/couple-api.ts';
import { forget } from '../../lib/query-client.ts';
import { paths } from '../../paths.ts';
import { useAddress } from '../../session/address.ts';

/** /couple/join#token: a partner's invitation. */
export default function JoinPage() {
  const { t } = useTranslation();
  // A man's partner is a woman: «شريكة حياتك» (decision 063).
  const address = useAddress();
  return (
    <InvitationJoin
      title={t('couple.joinTitle', address)}
      path={paths.coupleJoin}
      signedOutText={t('couple.joinSignedOut')}
      lookup={coupleQueries.invitation}
      accept={async (token) => (await acceptInvitation(token)).partner?.name ?? ''}
      decline={declineInvitation}
      // The dashboard and the partner page read the link afresh.
      answered={() => forget(coupleQueries.state().queryKey, coupleQueries.shared().queryKey)}
      joined={(name) => ({
        text: <Named i18nKey="couple.joined" names={{ name }} />,
        to: paths.dashboard,
        next: t('placeholder.backDashboard'),
      })}
      describe={(view, respond) => (
        <>
          <p className="text-lg text-stone-900">
            <Named i18nKey="couple.invitedBy" names={{ name: view.inviter_name }} />
          </p>
          {view.refusal ? (
            // Under 18, or a parent and child: said before anyone presses a button; nothing to accept.
            <div className="mt-4">
              <ErrorAlert>{t(`errors.couple.${view.refusal}`)}</ErrorAlert>
            </div>
          ) : (
            <>
              <p className="mt-2 text-stone-700">{t('couple.joinExplain')}</p>
              {view.already_linked ? (
                <div className="mt-4">
                  <ErrorAlert>{t('errors.couple.already_linked')}</ErrorAlert>
                </div>
              ) : (
                respond
              )}
            </>
          )}
        </>
      )}
    />
  );
}
