import './styles.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { adoptPreferredLanguage, i18nReady } from './i18n/index.ts';
import { router } from './router.tsx';
import { AuthProvider } from './session/AuthProvider.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render needs the words of its language (fetched alongside the route's module).
const wordsLoaded = i18nReady;

// Until the first route's module is loaded, leave the page as it is: a prerendered page keeps showing
// its content (no spinner flashes over it) and is then replaced by the same markup.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

/** After hydration, not before: the first render must match the language the server rendered. */
function PreferredLanguage() {
  useEffect(() => {
    void adoptPreferredLanguage();
  }, []);
  return null;
}

// A catalogue that cannot be fetched must not leave a blank page: the app renders, and a reload (the
// route error panel offers one) fetches it again.
await wordsLoaded.catch(() => undefined);

const app = (
  <StrictMode>
    <PreferredLanguage />
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  </StrictMode>
);
// A prerendered page is hydrated (what the visitor may already have typed is kept); others render fresh.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
