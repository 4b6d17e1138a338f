import { type ReactNode, StrictMode } from 'react';
import { AuthProvider } from './session/AuthProvider.tsx';

/**
 * The app around its router: what main.tsx renders, and what the prerender renders a public page in,
 * so that the markup it hydrates comes from the same tree (useId's ids count the siblings on the way).
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AuthProvider>{children}</AuthProvider>
    </StrictMode>
  );
}
