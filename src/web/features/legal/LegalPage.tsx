import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useFormat } from '../../i18n/format.ts';
import { bundleLoader } from '../../i18n/index.ts';

/** When the documents last changed; shown on both. */
const LAST_UPDATED = '2026-11-22';

/** The long documents live in their own catalogues, loaded only when one of these pages opens. */
const legalLoaded = bundleLoader('legal', {
  en: () => import('../../i18n/legal/en.json'),
  ar: () => import('../../i18n/legal/ar.json'),
});

interface Section {
  heading: string;
  paragraphs: string[];
}

type LegalDocument = 'privacy' | 'terms';

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Suspense fallback={<Spinner className="py-24" />}>
      <LegalText document={document} />
    </Suspense>
  );
}

/** The document, once its catalogue for the interface language has loaded (it suspends until then). */
function LegalText({ document }: { document: LegalDocument }) {
  const { language, date } = useFormat();
  use(legalLoaded(language));
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageTitle page={t(`${document}.title`)} />
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t(`${document}.title`)}</h1>
      <p className="mt-2 text-sm text-stone-600">{t(`${document}.updated`, { date: date(LAST_UPDATED) })}</p>
      <p className="mt-6 text-lg leading-relaxed text-stone-800">{t(`${document}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold text-stone-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

export const PrivacyPage = () => <LegalPage document="privacy" />;
export const TermsPage = () => <LegalPage document="terms" />;
