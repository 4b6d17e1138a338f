import './styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { i18nReady } from './i18n/index.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { AppRoutes, preloadRoute, RouteFrame } from './router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render needs the words of its language and the first page's module (with its words).
// Until both are here, leave the page as it is: a prerendered page keeps showing its content (no
// spinner flashes over it) and is then hydrated with the same markup. A module or a catalogue that
// cannot be fetched must not leave a blank page: the app renders, and the route's error panel offers
// a reload, which fetches it again.
await Promise.allSettled([i18nReady, preloadRoute(window.location.pathname)]);

const app = (
  <App>
    <BrowserRouter>
      <RouteFrame>
        <AppRoutes />
      </RouteFrame>
    </BrowserRouter>
  </App>
);
// A prerendered page is hydrated (what the visitor may already have typed is kept); others render fresh.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
registerServiceWorker();
