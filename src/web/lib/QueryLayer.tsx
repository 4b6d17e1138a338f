import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../session/AuthProvider.tsx';
import { queryClient } from './query-client.ts';

/**
 * The query cache for the routes under it. It is a route of its own, loaded with them, so the public
 * prerendered pages (landing, pricing, legal) never download TanStack Query (decision 027).
 */
export function QueryLayer() {
  const { user } = useAuth();
  const owner = useRef(user?.id ?? null);
  // What one person's pages read must never show to the next person on this device.
  useEffect(() => {
    const id = user?.id ?? null;
    if (owner.current !== id) queryClient.clear();
    owner.current = id;
  }, [user?.id]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
