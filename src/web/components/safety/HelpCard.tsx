import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE, HELP_SLOTS } from '../../../domain/safety.ts';
import type { SafetyResource } from '../../../domain/safety-requests.ts';
import { useFormat } from '../../i18n/format.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { safetyQueries } from '../../lib/safety-api.ts';
import { useAddress } from '../../session/address.ts';

/** The region of the browser's language (ar-SA → SA), the card's first guess at the country; none if absent. */
export function browserCountry(): string {
  for (const tag of navigator.languages ?? [navigator.language]) {
    try {
      const region = new Intl.Locale(tag).region;
      if (region && COUNTRY_CODE.test(region)) return region;
    } catch {
      // A malformed tag says nothing about the country.
    }
  }
  return '';
}

/** A country's name in the reader's language, from the browser's own list (Intl), else its code. */
function useCountryName() {
  const language = currentLanguage();
  return (code: string) => {
    try {
      return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/** One service: its name, what it is, and how to reach it (a tel: link, a website). */
function ResourceItem({ resource }: { resource: SafetyResource }) {
  const { t } = useTranslation();
  const { pick } = useFormat();
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4">
      <p className="font-semibold text-stone-900">{pick(resource.name)}</p>
      {resource.description ? <p className="mt-1 text-sm text-stone-700">{pick(resource.description)}</p> : null}
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold">
        {resource.phone ? (
          <a
            className="text-brand-800 underline underline-offset-2"
            href={`tel:${resource.phone.replace(/[ -]/g, '')}`}
          >
            {t('safety.help.call')} <bdi dir="ltr">{resource.phone}</bdi>
          </a>
        ) : null}
        {resource.url ? (
          <a
            className="text-brand-800 underline underline-offset-2"
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('safety.help.website')}
          </a>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The private help card: kind words, what anyone can do anywhere, and the services the operator listed for
 * the chosen country. `audience` picks the adults' or the young people's list. `slots` is the public help
 * page as prerendered (decision 060): the country is chosen by a plain form, and the server writes the
 * countries and the services into the page per request (`HELP_SLOTS`).
 */
export function HelpCard({
  headingLevel = 2,
  intro,
  audience = 'adults',
  slots = false,
}: {
  headingLevel?: 1 | 2;
  intro: string;
  audience?: 'adults' | 'youth';
  slots?: boolean;
}) {
  const { t } = useTranslation();
  const address = useAddress();
  const selectId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section
      aria-labelledby={`${selectId}-title`}
      className="rounded-3xl border border-brand-200 bg-brand-50 p-6 sm:p-8"
    >
      <Heading id={`${selectId}-title`} className="text-2xl font-bold tracking-tight text-stone-900">
        {t('safety.help.title', address)}
      </Heading>
      <p className="mt-3 text-stone-800">{intro}</p>
      <ul className="mt-4 list-disc space-y-2 ps-5 text-stone-800">
        <li>{t('safety.help.emergency', address)}</li>
        <li>{t('safety.help.trusted')}</li>
      </ul>
      {slots ? <ServicesSlots selectId={selectId} /> : <Services selectId={selectId} audience={audience} />}
      <p className="mt-6 text-sm text-stone-700">{t('safety.help.private')}</p>
    </section>
  );
}

const SELECT_CLASS = 'mt-1.5 min-h-11 w-full rounded-xl border border-stone-300 bg-white px-3 sm:w-72';

/** The country and its services, asked of the server. */
function Services({ selectId, audience }: { selectId: string; audience: 'adults' | 'youth' }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const [country, setCountry] = useState(browserCountry);
  const { data } = useQuery(safetyQueries.resources(country));
  const resources = data ? data[audience] : [];
  const countries = data?.countries ?? [];
  return (
    <>
      {countries.length > 0 ? (
        <div className="mt-6">
          <label htmlFor={selectId} className="block text-sm font-semibold text-stone-900">
            {t('safety.help.country')}
          </label>
          <select
            id={selectId}
            value={data?.country === 'default' ? '' : (data?.country ?? country)}
            onChange={(event) => setCountry(event.target.value)}
            className={SELECT_CLASS}
          >
            <option value="">{t('safety.help.otherCountry')}</option>
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {resources.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-stone-900">{t('safety.help.servicesTitle')}</h3>
          <ul className="mt-3 space-y-3">
            {resources.map((resource) => (
              <ResourceItem key={`${resource.name.en}-${resource.phone ?? ''}`} resource={resource} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/**
 * The same, prerendered: a form that asks this page again for another country (no script needed), its
 * options and the services left for the server (server/safety/help-page.ts), which drops the form when
 * the operator listed no country.
 */
function ServicesSlots({ selectId }: { selectId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <form method="get" action="/help" data-help-country="" className="mt-6">
        <label htmlFor={selectId} className="block text-sm font-semibold text-stone-900">
          {t('safety.help.country')}
        </label>
        <div className="flex flex-wrap items-end gap-3">
          <select id={selectId} name="country" className={SELECT_CLASS}>
            <option value="">{t('safety.help.otherCountry')}</option>
            {HELP_SLOTS.countries}
          </select>
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-xl border border-brand-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('safety.help.show')}
          </button>
        </div>
      </form>
      <div>{HELP_SLOTS.resources}</div>
    </>
  );
}
