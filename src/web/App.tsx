import { type ReactNode, StrictMode, useEffect } from 'react';
import { adoptPreferredLanguage } from './i18n/index.ts';
import { AuthProvider } from './session/AuthProvider.tsx';

/** After hydration, not before: the first render must match the language the server rendered. */
function PreferredLanguage() {
  useEffect(() => {
    void adoptPreferredLanguage();
  }, []);
  return null;
}

/**
 * The app around its router: what main.tsx renders, and what the prerender renders a public page in,
 * so that the markup it hydrates comes from the same tree (useId's ids count the siblings on the way).
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <PreferredLanguage />
      <AuthProvider>{children}</AuthProvider>
    </StrictMode>
  );
}
