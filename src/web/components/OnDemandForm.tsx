import { type ReactNode, Suspense } from 'react';
import { Spinner } from './ui/Spinner.tsx';

/**
 * Where a form loaded on demand (lib/on-demand.ts) shows, in place of the button that opened it: a
 * spinner the button's height while its code arrives, which it usually has already (the download
 * starts on hover, touch or focus). A module that cannot be fetched throws here, and the page's error
 * panel offers a reload (decision 046), as for the timeline's milestone form.
 */
export function OnDemandForm({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className={`flex min-h-11 items-center ${className}`}>
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
