import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../paths.ts';
import { useAuth } from '../session/AuthProvider.tsx';
import { StatusPanel, statusIcons } from './StatusPanel.tsx';
import { ButtonLink } from './ui/Button.tsx';

/**
 * Any address the app does not know. The server answers every non-API path with the app, so this
 * page is where a typo or an old link ends: it says so, shows the address, and offers the way home.
 * Also what the operator console shows anyone else. A route of its own (its own chunk).
 */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  return (
    <StatusPanel
      icon={statusIcons.notFound}
      title={t('shell.notFoundTitle')}
      actions={
        <>
          {user && <ButtonLink to={paths.dashboard}>{t('shell.toDashboard')}</ButtonLink>}
          <ButtonLink to={paths.home} variant={user ? 'secondary' : 'primary'}>
            {t('shell.toHome')}
          </ButtonLink>
        </>
      }
    >
      <meta name="robots" content="noindex" />
      <p>{t('shell.notFoundBody')}</p>
      <p className="mt-4">
        <code dir="ltr" className="break-all rounded-lg bg-stone-100 px-2 py-1 font-mono text-sm text-stone-700">
          {pathname}
        </code>
      </p>
    </StatusPanel>
  );
}
