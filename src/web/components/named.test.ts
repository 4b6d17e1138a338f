import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { loadCatalogue, loadPageCatalogue } from '../i18n/index.ts';
import ar from '../i18n/pages/together.ar.json' with { type: 'json' };
import { Named } from './Named.tsx';

const render = (props: Parameters<typeof Named>[0]) => renderToStaticMarkup(createElement(Named, props));

describe('Named', () => {
  // The words of the pages these sentences are on, as their routes load them.
  beforeAll(async () => {
    await Promise.all([loadCatalogue('en'), loadCatalogue('ar')]);
    for (const language of ['en', 'ar']) {
      await i18n.changeLanguage(language);
      await Promise.all([loadPageCatalogue('together'), loadPageCatalogue('pairReport')]);
    }
  });

  it('puts another person’s name in its own <bdi>, in either language', async () => {
    await i18n.changeLanguage('en');
    expect(render({ i18nKey: 'together.waiting', names: { name: 'ليلى حداد' } })).toBe(
      'Waiting for <bdi>ليلى حداد</bdi> to finish.',
    );
    await i18n.changeLanguage('ar');
    expect(render({ i18nKey: 'together.waiting', names: { name: 'Layla Haddad' } })).toBe(
      ar.together.waiting.replace('{{name}}', '<bdi>Layla Haddad</bdi>'),
    );
    await i18n.changeLanguage('en');
  });

  it('isolates only the names, with the other values in the sentence as text', async () => {
    await i18n.changeLanguage('en');
    expect(
      render({ i18nKey: 'coupleReport.answerLine', names: { who: 'Fadi\u202e' }, values: { hope: 4, today: 2 } }),
    ).toBe('<bdi>Fadi\u202e</bdi>: hope 4, today 2');
    expect(render({ i18nKey: 'together.invitedYou', names: { name: 'Rana' }, values: { title: 'Values' } })).toContain(
      '<bdi>Rana</bdi>',
    );
  });

  it('shows a name as text, never as markup', async () => {
    await i18n.changeLanguage('en');
    expect(render({ i18nKey: 'together.waiting', names: { name: '<img src=x onerror=alert(1)>' } })).toBe(
      'Waiting for <bdi>&lt;img src=x onerror=alert(1)&gt;</bdi> to finish.',
    );
  });
});
