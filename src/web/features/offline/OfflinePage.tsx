import { useTranslation } from 'react-i18next';
import { StatusPanel } from '../../components/StatusPanel.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';

/** A cloud crossed out: the network is not there, nothing is wrong with the page. */
const OFFLINE_ICON = 'M7 18h10.5a4 4 0 0 0 .9-7.9A6 6 0 0 0 7.1 9.1 4.5 4.5 0 0 0 7 18ZM4 4l16 16';

/**
 * What the service worker (src/web/sw.ts) answers a page load that cannot reach the server: prerendered
 * in each language (scripts/prerender.ts → dist/web/offline/{en,ar}.html) and precached, with the app's
 * styles but none of its scripts. public/offline.js makes "Try again" load the same address again, and
 * does so by itself when the network comes back (a worker runs only where scripts do).
 */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="min-h-screen bg-sand-50">
      <StatusPanel
        icon={OFFLINE_ICON}
        title={t('offline.title')}
        actions={
          <button type="button" data-retry className={buttonClass()}>
            {t('offline.retry')}
          </button>
        }
      >
        <meta name="robots" content="noindex" />
        <p>{t('offline.body')}</p>
        <p className="mt-4 text-base text-stone-600">{t('offline.answersKept')}</p>
      </StatusPanel>
    </main>
  );
}
