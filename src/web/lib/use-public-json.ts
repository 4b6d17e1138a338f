import { useEffect, useState } from 'react';
import { api } from './api.ts';

/**
 * One GET of public data for a page outside the query cache: the prerendered landing and pricing
 * pages, and sign-up. They stay off TanStack Query and the typed client so their JavaScript stays
 * small (decision 027). Undefined while loading, null when it failed; leaving the page cancels it.
 */
export function usePublicJson<T>(path: string): T | null | undefined {
  const [data, setData] = useState<T | null | undefined>(undefined);
  useEffect(() => {
    const request = new AbortController();
    api<T>(path, { signal: request.signal }).then(setData, () => {
      if (!request.signal.aborted) setData(null);
    });
    return () => request.abort();
  }, [path]);
  return data;
}
