import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SAFETY_EXIT_URL, HELP_SLOTS } from '../../../domain/safety.ts';
import { safetyQueries } from '../../lib/safety-api.ts';

/** Two presses of Escape this close together leave the page, so a quick exit needs no aim. */
const ESCAPE_WINDOW_MS = 1000;

/**
 * Leaves for a neutral site at once. `location.replace` swaps the current history entry, so Back from
 * there does not return to the check or the card.
 */
export function leaveNow(exitUrl: string) {
  window.location.replace(exitUrl);
}

/** The operator's neutral site (SAFETY_EXIT_URL), with the built-in one until it has loaded. */
function useExitUrl() {
  const { data } = useQuery(safetyQueries.resources(''));
  return data?.exit_url ?? DEFAULT_SAFETY_EXIT_URL;
}

/** A keyboard is likely only beside a mouse or trackpad: a phone's card says nothing of keys (walkthrough M2). */
const hasKeyboard = () => window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/**
 * The quick-exit button, pinned to the top corner on the check and the help card, and Escape pressed twice
 * anywhere on the page.
 */
export function QuickExit() {
  const { t } = useTranslation();
  const exitUrl = useExitUrl();
  useEffect(() => {
    let last = 0;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const now = performance.now();
      if (now - last < ESCAPE_WINDOW_MS) leaveNow(exitUrl);
      last = now;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [exitUrl]);

  return (
    <div className="sticky top-2 z-30 flex justify-end">
      <button type="button" onClick={() => leaveNow(exitUrl)} aria-describedby="quick-exit-hint" className={EXIT_CLASS}>
        <ExitIcon />
        {t('safety.quickExit')}
      </button>
      <span id="quick-exit-hint" className="sr-only">
        {t('safety.quickExitHint')}
        {hasKeyboard() ? ` ${t('safety.quickExitKeys')}` : null}
      </span>
    </div>
  );
}

/** The door with its arrow, mirrored in Arabic. */
function ExitIcon() {
  return (
    <svg className="size-4 rtl:-scale-x-100" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M3 4.25A2.25 2.25 0 0 1 5.25 2h5.5A2.25 2.25 0 0 1 13 4.25v2a.75.75 0 0 1-1.5 0v-2a.75.75 0 0 0-.75-.75h-5.5a.75.75 0 0 0-.75.75v11.5c0 .414.336.75.75.75h5.5a.75.75 0 0 0 .75-.75v-2a.75.75 0 0 1 1.5 0v2A2.25 2.25 0 0 1 10.75 18h-5.5A2.25 2.25 0 0 1 3 15.75V4.25Zm9.47 2.22a.75.75 0 0 1 1.06 0l3 3a.75.75 0 0 1 0 1.06l-3 3a.75.75 0 1 1-1.06-1.06l1.72-1.72H7.75a.75.75 0 0 1 0-1.5h6.44l-1.72-1.72a.75.75 0 0 1 0-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

const EXIT_CLASS =
  'inline-flex min-h-11 items-center gap-2 rounded-xl bg-stone-800 px-4 py-2 text-sm font-semibold text-white shadow-md hover:bg-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900';

/**
 * The quick exit of the prerendered public help page (decision 060): a plain link to the operator's neutral
 * site, which the server writes in (`HELP_SLOTS.exitUrl`); the islands script makes it replace this page in
 * the history and adds Escape pressed twice, as `QuickExit` does.
 */
export function QuickExitLink() {
  const { t } = useTranslation();
  return (
    <div className="sticky top-2 z-30 flex justify-end">
      <a href={HELP_SLOTS.exitUrl} data-island="quick-exit" aria-describedby="quick-exit-hint" className={EXIT_CLASS}>
        <ExitIcon />
        {t('safety.quickExit')}
      </a>
      <span id="quick-exit-hint" className="sr-only">
        {t('safety.quickExitHint')}
      </span>
    </div>
  );
}
