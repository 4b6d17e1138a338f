import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { paths } from '../../paths.ts';

/** A page whose content a later issue builds; it already has its route, title and way back. */
export function PlaceholderPage({ titleKey, signedIn = false }: { titleKey: string; signedIn?: boolean }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageTitle page={title} />
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('placeholder.body')}</p>
      <ButtonLink to={signedIn ? paths.dashboard : paths.home} variant="secondary" className="mt-8">
        {signedIn ? t('placeholder.backDashboard') : t('placeholder.back')}
      </ButtonLink>
    </div>
  );
}

export const placeholder =
  (titleKey: string, signedIn = false) =>
  () => <PlaceholderPage titleKey={titleKey} signedIn={signedIn} />;
