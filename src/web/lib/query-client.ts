import { QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';

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
 * After a change: a page on screen reads these keys again and shows the answer in place; what no page
 * shows is dropped, so the next page to need it reads it afresh (with its spinner, as it did) instead
 * of showing the state from before the change.
 */
export async function forget(...keys: readonly (readonly unknown[])[]) {
  for (const queryKey of keys) queryClient.removeQueries({ queryKey, type: 'inactive' });
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'active' })));
}

/** How long a page waits before asking again: soon at first, then less often, at most every ten seconds. */
export const backoff = (polls: number) => Math.min(1_500 * 1.5 ** Math.max(0, polls - 1), 10_000);

/**
 * The refetch interval of a page waiting for the model, backing off from the moment this wait began:
 * a second wait on the same query (the other language, asked later) starts soon again instead of
 * inheriting the first wait's ten-second interval. `updates` is the query's `dataUpdateCount`.
 */
export function useWaitingInterval() {
  const waitBegan = useRef(0);
  return (waiting: boolean, updates: number): number | false => {
    if (!waiting) {
      waitBegan.current = updates;
      return false;
    }
    return backoff(updates - waitBegan.current);
  };
}

/** How often a pair's report asks whether the other side has finished. */
export const WAITING_POLL_MS = 15_000;
