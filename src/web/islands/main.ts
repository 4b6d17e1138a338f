import { isLanguage, type Language } from '../../domain/language.ts';
import { markShownLanguage, rememberLanguage, shownLanguage, storedLanguage } from '../i18n/device-language.ts';

/**
 * The one script of the prerendered public pages (decision 043). Their text is in the HTML; this makes
 * their few controls work on that same markup, without React, the router or i18next (about 110 KB gzip
 * that these pages no longer load). The controls render disabled and are enabled here once wired.
 * Every link is a plain link: following one into the app loads the app.
 */

const pageLanguage: Language = isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'en';

const wire = <T extends HTMLElement>(island: string, each: (element: T) => void) => {
  for (const element of document.querySelectorAll<T>(`[data-island="${island}"]`)) {
    each(element);
    element.removeAttribute('disabled');
  }
};

/** The server picks the page's language by the cookie: switching is the cookie and the other page. */
function showLanguage(language: Language) {
  markShownLanguage(language);
  // Without cookies the server would send this page again: stay rather than reload for nothing.
  if (shownLanguage() === language) location.reload();
}

/**
 * A choice made on this device wins over the page the server guessed (the app does the same once
 * hydrated); otherwise the cookie keeps the language shown here, as the app's does.
 */
function followStoredChoice(): boolean {
  const stored = storedLanguage();
  if (stored && stored !== pageLanguage) {
    showLanguage(stored);
    return shownLanguage() === stored;
  }
  markShownLanguage(pageLanguage);
  return false;
}

function languageToggle(button: HTMLButtonElement) {
  button.addEventListener('click', () => {
    const next = pageLanguage === 'ar' ? 'en' : 'ar';
    rememberLanguage(next);
    showLanguage(next);
  });
}

/**
 * The phone menu (components/MobileMenu.tsx renders it): it closes on Escape (focus back on the
 * button), on a tap outside it and when focus leaves it; its links load their page.
 */
function menu(button: HTMLButtonElement) {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  const dim = button.parentElement?.querySelector<HTMLElement>('[data-menu-dim]');
  if (!panel) return;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    button.focus();
  };
  const onOutside = (event: Event) => {
    const target = event.target as Node;
    if (!button.contains(target) && !panel.contains(target)) setOpen(false);
  };
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (dim) dim.hidden = !open;
    const listen = open ? document.addEventListener : document.removeEventListener;
    listen.call(document, 'keydown', onKeyDown as EventListener);
    listen.call(document, 'pointerdown', onOutside);
    listen.call(document, 'focusin', onOutside);
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
}

/** Pricing: both periods' prices are in the page (data-monthly, data-yearly); the toggle shows one. */
function billingPeriod(radio: HTMLInputElement) {
  const show = () => {
    if (!radio.checked) return;
    for (const element of document.querySelectorAll<HTMLElement>('[data-yearly]')) {
      element.textContent = (radio.value === 'yearly' ? element.dataset.yearly : element.dataset.monthly) ?? '';
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-href-yearly]')) {
      link.href = (radio.value === 'yearly' ? link.dataset.hrefYearly : link.dataset.hrefMonthly) ?? link.href;
    }
  };
  radio.addEventListener('change', show);
  show(); // a browser that restored the choice on going back
}

/** The landing's family choices ride along to sign-up: the card's link carries the checked ones. */
function choice(radio: HTMLInputElement) {
  const card = radio.closest('article');
  const link = card?.querySelector<HTMLAnchorElement>('a[data-choice-base]');
  if (!card || !link) return;
  const update = () => {
    const checked = [...card.querySelectorAll<HTMLInputElement>('input[data-island="choice"]:checked')];
    link.href = `${link.dataset.choiceBase}${checked.map((r) => `&${r.name}=${encodeURIComponent(r.value)}`).join('')}`;
  };
  radio.addEventListener('change', update);
  update();
}

/** "Watch a sample": the dialog is React, loaded only when asked for. */
function demo(button: HTMLButtonElement) {
  let opening = false;
  button.addEventListener('click', async () => {
    if (opening) return;
    opening = true;
    try {
      const { openDemo } = await import('./demo.tsx');
      await openDemo(button);
    } finally {
      opening = false;
    }
  });
}

/**
 * The public help page's quick exit (decision 060): the operator's neutral site in place of this page in
 * the history (so Back does not return here), on a tap or on Escape pressed twice within a second.
 */
function quickExit(link: HTMLAnchorElement) {
  const leave = () => location.replace(link.href);
  link.addEventListener('click', (event) => {
    event.preventDefault();
    leave();
  });
  let last = 0;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (event.timeStamp - last < 1000) leave();
    last = event.timeStamp;
  });
}

/** A page prerendered in an earlier year still says the current one. */
function footerYear() {
  const footer = document.querySelector<HTMLElement>('[data-year]');
  const year = String(new Date().getFullYear());
  const built = footer?.dataset.year;
  if (footer && built && built !== year) footer.textContent = footer.textContent?.replace(built, year) ?? '';
}

if (!followStoredChoice()) {
  wire('language', languageToggle);
  wire('menu', menu);
  wire('billing', billingPeriod);
  wire('choice', choice);
  wire('demo', demo);
  wire('quick-exit', quickExit);
  footerYear();
}
