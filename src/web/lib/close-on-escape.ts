import type { KeyboardEvent } from 'react';

/**
 * Escape anywhere in a form that opened in place closes it, as its Cancel does. A module of its own,
 * used by the forms alone: shared with the page that opens them (lib/use-open-in-place.ts), it would be
 * one more chunk for the page to list and fetch.
 */
export const closeOnEscape = (close: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  event.preventDefault();
  close();
};
