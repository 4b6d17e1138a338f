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

/** `Named` as a function, for code that builds its text before rendering it. */
export function isolateNames(
  t: (key: string, options: Record<string, unknown>) => string,
  key: string,
  names: Record<string, string>,
  values: Record<string, unknown> = {},
): ReactNode {
  const keys = Object.keys(names);
  const slots = Object.fromEntries(keys.map((name, index) => [name, slot(index)]));
  const parts = t(key, { ...values, ...slots }).split(SLOT);
  // split() with a capture group alternates: text, slot index, text, slot index, … text. Passed as
  // separate children, the parts need no keys (their order is fixed by the sentence).
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) =>
      index % 2 === 0 ? part : createElement('bdi', null, names[keys[Number(part)] as string]),
    ),
  );
}
