import { createElement, Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Where a name goes while the sentence is translated: private-use characters no catalogue holds. */
const slot = (index: number) => `\ue000${index}\ue001`;
const SLOT = /\ue000(\d+)\ue001/;

/**
 * A translated sentence with other people's names in it, each name in its own `<bdi>`: a name
 * written in the other direction (an Arabic name in an English sentence, a Latin one in Arabic), or
 * holding direction characters, is laid out on its own and cannot reorder the words around it.
 * `names` are the interpolation values that are names; `values` the rest.
 */
export function Named(props: { i18nKey: string; names: Record<string, string>; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  return <>{isolateNames(t, props.i18nKey, props.names, props.values)}</>;
}

/**
 * A translated sentence with an email address in it (`{{email}}`): the address is set left to right in
 * its own `<bdi>`, in bold, and may break anywhere, having no spaces to break at. `Named`'s way rather
 * than react-i18next's `Trans`, whose markup parser would cost every page that can show one 4.8 KB of
 * gzip (decision 047).
 */
export function WithAddress(props: { i18nKey: string; email: string }) {
  const { t } = useTranslation();
  return <>{isolateNames(t, props.i18nKey, { email: props.email }, {}, address)}</>;
}

const address = (email: string) =>
  createElement('bdi', { dir: 'ltr', className: 'inline-block max-w-full font-semibold wrap-anywhere' }, email);

/** `Named` as a function, for code that builds its text before rendering it; `isolate` sets each name. */
export function isolateNames(
  t: (key: string, options: Record<string, unknown>) => string,
  key: string,
  names: Record<string, string>,
  values: Record<string, unknown> = {},
  isolate: (name: string) => ReactNode = (name) => createElement('bdi', null, name),
): ReactNode {
  const keys = Object.keys(names);
  const slots = Object.fromEntries(keys.map((name, index) => [name, slot(index)]));
  const parts = t(key, { ...values, ...slots }).split(SLOT);
  // split() with a capture group alternates: text, slot index, text, slot index, … text. Passed as
  // separate children, the parts need no keys (their order is fixed by the sentence).
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) => (index % 2 === 0 ? part : isolate(names[keys[Number(part)] as string] as string))),
  );
}
