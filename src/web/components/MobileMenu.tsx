import {
  type ButtonHTMLAttributes,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useHydrated } from '../lib/use-hydrated.ts';

/** Lets an entry close the menu: a link to the page already shown does not change the location. */
const CloseMenu = createContext<() => void>(() => {});

const itemStyle =
  'flex min-h-12 w-full items-center rounded-xl px-3 text-start text-base font-semibold text-stone-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/**
 * The small-screen menu: a disclosure button and the panel it opens under the top bar. The panel
 * closes on navigation, on Escape (focus goes back to the button), on a tap outside it and when
 * focus leaves it. Wide screens show the links in the bar instead, so none of this is rendered there.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A prerendered page's button waits for the app, or for the islands script (islands/main.ts), which
  // opens this same markup without React.
  const hydrated = useHydrated();

  // Any navigation closes it, including the browser's back button while it is open.
  const { key } = useLocation();
  const [shownFor, setShownFor] = useState(key);
  if (shownFor !== key) {
    setShownFor(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // A tap elsewhere (the dimmed page included), or tabbing past the last entry, closes it.
    const onOutside = (event: Event) => {
      const target = event.target as Node;
      if (!button.current?.contains(target) && !panel.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return (
    <div className="sm:hidden">
      <button
        ref={button}
        type="button"
        data-island="menu"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
        className="group inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-stone-800 hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 aria-expanded:text-brand-800"
      >
        <svg
          className="size-5"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          aria-hidden="true"
        >
          {/* Drawn from aria-expanded, so the islands script needs only to set that. */}
          <path d="M3.5 6h13M3.5 10h13M3.5 14h13" className="group-aria-expanded:hidden" />
          <path d="M5 5l10 10M15 5 5 15" className="hidden group-aria-expanded:inline" />
        </svg>
        <span>{t('nav.menu')}</span>
      </button>
      {/* Dims the page under the panel: a tap there closes the menu. */}
      <div
        data-menu-dim
        className="absolute inset-x-0 top-full h-dvh bg-stone-950/20"
        hidden={!open}
        aria-hidden="true"
      />
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-stone-200 bg-white shadow-lg"
      >
        <div className="mx-auto max-w-6xl divide-y divide-stone-200 px-3 py-2">
          <CloseMenu value={() => setOpen(false)}>{children}</CloseMenu>
        </div>
      </div>
    </div>
  );
}

/** A group of menu entries; `label` names it (visibly and for assistive technology). */
export function MenuGroup({ label, children }: { label?: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="py-2">
      {label && (
        <p id={id} className="px-3 pb-1 pt-1 text-sm font-semibold text-stone-600">
          {label}
        </p>
      )}
      <ul aria-labelledby={label ? id : undefined}>{children}</ul>
    </div>
  );
}

export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  const close = useContext(CloseMenu);
  return (
    <li>
      <NavLink to={to} end className={itemStyle} onClick={close}>
        {children}
      </NavLink>
    </li>
  );
}

export function MenuButton(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'>) {
  return (
    <li>
      <button type="button" className={itemStyle} {...props} />
    </li>
  );
}
