import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server data for the signed-in app and the invitation pages (decision 027). It
 * behaves as the hand-made effects did: every visit to a page reads afresh (what is cached shows at
 * once meanwhile), no retry (a page shows its failure and offers its own), no refetch when the window
 * regains focus; a page that must stay current polls on purpose.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/**
 * After a change: what was read under these keys is dropped, not just marked old, so no page shows
 * the state from before the change while it reads the new one (it shows its spinner, as it did).
 */
export function forget(...keys: readonly (readonly unknown[])[]) {
  return Promise.all(keys.map((queryKey) => queryClient.resetQueries({ queryKey })));
}

/** How long a page waits before asking again: soon at first, then less often, at most every ten seconds. */
export const backoff = (polls: number) => Math.min(1_500 * 1.5 ** Math.max(0, polls - 1), 10_000);

/** How often a pair's report asks whether the other side has finished. */
export const WAITING_POLL_MS = 15_000;
