import { useEffect, useRef, useState } from 'react';

/**
 * A form that opens in place of the button that asks for it (which the form replaces), and gives focus
 * back to that button when it closes, by Cancel, Escape (lib/close-on-escape.ts) or success: a keyboard or screen-reader user
 * carries on from where they were instead of from the top of the page. `Key` tells apart several
 * openers of one card (each passkey's Remove button); a card with one opener uses `true`. `initial`
 * opens it with the page, for a form the person came to fill in (a choice carried from the landing page).
 */
export function useOpenInPlace<Key = true>(initial: Key | null = null) {
  const [open, setOpen] = useState<Key | null>(initial);
  const openers = useRef(new Map<Key, HTMLButtonElement>());
  const returnTo = useRef<Key | null>(null);
  useEffect(() => {
    // After the commit that closed the form, so the button it replaced is back in the page.
    if (open !== null || returnTo.current === null) return;
    openers.current.get(returnTo.current)?.focus();
    returnTo.current = null;
  }, [open]);
  return {
    open,
    /** The ref of the button that opens it (for `key`). */
    opener: (key: Key) => (element: HTMLButtonElement | null) => {
      if (!element) return;
      openers.current.set(key, element);
      return () => {
        if (openers.current.get(key) === element) openers.current.delete(key);
      };
    },
    show: (key: Key) => setOpen(() => key),
    close: () => {
      returnTo.current = open;
      setOpen(null);
    },
    /** Closes it without giving focus back: the caller moves focus to what the form made (a link). */
    closeToResult: () => setOpen(null),
  };
}
