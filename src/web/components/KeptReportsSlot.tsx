import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { coupleQueries } from '../lib/couple-api.ts';
import { onDemand } from '../lib/on-demand.ts';

/** The section's code (its words for assessment types, dates and names), fetched only for someone who has copies. */
const Section = onDemand(() => import('./KeptReports.tsx').then((module) => module.default));

/**
 * Where "Reports you kept" goes (decision 062): the list is read with the page, and the section's code is
 * downloaded only when there is something in it, so the many people who keep no copy never load it (it
 * put /couple/invite over its JavaScript budget).
 */
export function KeptReportsSlot({ className }: { className?: string }) {
  const kept = useQuery(coupleQueries.kept());
  if (!kept.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <Section.Component {...(className ? { className } : {})} />
    </Suspense>
  );
}
