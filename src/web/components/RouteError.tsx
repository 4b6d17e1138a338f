import { useTranslation } from 'react-i18next';
import { paths } from '../paths.ts';
import { useAuth } from '../session/AuthProvider.tsx';
import { StatusPanel, statusIcons } from './StatusPanel.tsx';
import { Button, ButtonLink } from './ui/Button.tsx';

/**
 * What a route shows when it throws (a render error, or its module failing to load after a deploy or
 * on a lost connection): a calm panel inside the layout, with a reload and a way back. Part of the
 * main bundle, so it still shows when the failure is a chunk that could not be fetched.
 */
export function RouteError() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <StatusPanel
      icon={statusIcons.error}
      title={t('shell.errorTitle')}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>
          {user ? (
            <ButtonLink to={paths.dashboard} variant="secondary">
              {t('shell.toDashboard')}
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.home} variant="secondary">
              {t('shell.toHome')}
            </ButtonLink>
          )}
        </>
      }
    >
      <p>{t('shell.errorBody')}</p>
    </StatusPanel>
  );
}

/** A layout itself failed: the same panel, on a page of its own. */
export function RootError() {
  return (
    <main id="main" className="min-h-dvh">
      <RouteError />
    </main>
  );
}
