import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../domain/language.ts';
import { PageTitle } from '../../components/PageTitle.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { currentLanguage } from '../../i18n/index.ts';
import { paths } from '../../paths.ts';

/** The spec's marketing claim: a 15-minute assessment. */
const ASSESSMENT_MINUTES = 15;

export default function LandingPage() {
  const { t } = useTranslation();
  const minutes = new Intl.NumberFormat(intlLocale(currentLanguage())).format(ASSESSMENT_MINUTES);
  const trust = [t('landing.trustPrivate'), t('landing.trustTime', { minutes }), t('landing.trustCard')];
  return (
    <div className="relative overflow-hidden">
      <PageTitle page={t('landing.title')} />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-brand-50 via-sand-50 to-sand-50"
      />
      <section className="mx-auto max-w-4xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
        <p className="text-sm font-semibold tracking-wide text-brand-700">{t('app.tagline')}</p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">
          {t('landing.heroTitle')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-stone-700">{t('landing.heroBody')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.signup} className="px-7 text-lg">
            {t('landing.cta')}
          </ButtonLink>
          <ButtonLink to={paths.login} variant="secondary" className="px-7 text-lg">
            {t('landing.secondaryCta')}
          </ButtonLink>
        </div>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-stone-700">
          {trust.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <svg className="size-4 text-brand-600" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
                <path
                  fillRule="evenodd"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  clipRule="evenodd"
                />
              </svg>
              {item}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
