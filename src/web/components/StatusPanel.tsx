import type { ReactNode } from 'react';
import { LineIcon } from './LineIcon.tsx';
import { PageTitle } from './PageTitle.tsx';

/** Icons for the two states a page can be in when it has nothing of its own to show. */
export const statusIcons = {
  /** A signpost: the address leads nowhere. */
  notFound: 'M12 3v18M12 5h6l2 2.5-2 2.5h-6M12 12H6l-2 2.5L6 17h6M9 21h6',
  /** A circle with a gentle exclamation: something failed, nothing alarming. */
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7.5v5.5M12 16.5v.01',
};

/**
 * A calm full-width panel for pages that cannot show their content (not found, failed): what
 * happened, in a sentence, and the ways on. Sets the document title to its heading.
 */
export function StatusPanel({
  icon,
  title,
  children,
  actions,
}: {
  icon: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <PageTitle page={title} />
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <LineIcon d={icon} className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 text-lg leading-relaxed text-stone-700">{children}</div>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">{actions}</div>
    </div>
  );
}
