import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import DemoDialog from '../features/landing/DemoDialog.tsx';
import { i18nReady, loadPageCatalogue } from '../i18n/index.ts';

/**
 * The landing's sample dialog on the prerendered page (islands/main.ts): React and the page's words
 * load when it is first opened. It renders outside the page's markup and is removed when closed, and
 * focus goes back to the button that opened it.
 */
export async function openDemo(trigger: HTMLElement) {
  // Its words are the landing's (i18n/pages), not in the main catalogue.
  await Promise.all([i18nReady, loadPageCatalogue('landing')]);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    // After the close event has been handled, not inside React's dispatch of it.
    setTimeout(() => {
      root.unmount();
      host.remove();
      trigger.focus();
    });
  };
  root.render(
    <MemoryRouter>
      <DemoDialog onClose={close} reloadDocument />
    </MemoryRouter>,
  );
}
