import { intlLocale, type Language } from '../../domain/language.ts';
import { COUNTRY_CODE, HELP_SLOTS } from '../../domain/safety.ts';
import type { SafetyResource, SafetyResourcesConfig } from '../../domain/safety-requests.ts';
import { translate } from '../i18n.ts';
import { resourcesFor } from './resources.ts';

/**
 * The public help page (/help, decision 060) as prerendered, with what only the server knows written in:
 * the operator's countries (the asked one chosen), the adults' services for it, and the neutral site the
 * quick exit leads to. The same for every visitor who asks for the same country: it says nothing of
 * anyone. The markup is the help card's (components/safety/HelpCard.tsx), so it looks the same.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `?country=SA` when it is a country code, else the region of the browser's first language (ar-SA → SA). */
export function askedCountry(query: string | undefined, acceptLanguage: string | undefined): string | undefined {
  const asked = query?.trim().toUpperCase();
  if (asked !== undefined) return COUNTRY_CODE.test(asked) ? asked : undefined;
  for (const tag of (acceptLanguage ?? '').split(',')) {
    try {
      const region = new Intl.Locale(tag.split(';')[0]?.trim() ?? '').region;
      if (region && COUNTRY_CODE.test(region)) return region;
    } catch {
      // A malformed tag says nothing about the country.
    }
  }
  return undefined;
}

function countryName(language: Language, code: string) {
  try {
    return new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function item(language: Language, resource: SafetyResource) {
  const links = [
    resource.phone
      ? `<a class="text-brand-800 underline underline-offset-2" href="tel:${escapeHtml(resource.phone.replace(/[ -]/g, ''))}">${escapeHtml(translate('safety.help.call', language))} <bdi dir="ltr">${escapeHtml(resource.phone)}</bdi></a>`
      : '',
    resource.url
      ? `<a class="text-brand-800 underline underline-offset-2" href="${escapeHtml(resource.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(translate('safety.help.website', language))}</a>`
      : '',
  ].join('');
  const description = resource.description
    ? `<p class="mt-1 text-sm text-stone-700">${escapeHtml(resource.description[language])}</p>`
    : '';
  return `<li class="rounded-2xl border border-stone-200 bg-white p-4"><p class="font-semibold text-stone-900">${escapeHtml(resource.name[language])}</p>${description}<div class="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold">${links}</div></li>`;
}

export function fillHelpPage(
  html: string,
  language: Language,
  input: { resources: SafetyResourcesConfig; exitUrl: string; country: string | undefined },
): string {
  const shown = resourcesFor(input.resources, input.country);
  const countries = Object.keys(input.resources)
    .filter((key) => key !== 'default')
    .sort();
  const options = countries
    .map(
      (code) =>
        `<option value="${code}"${code === shown.country ? ' selected' : ''}>${escapeHtml(countryName(language, code))}</option>`,
    )
    .join('');
  const services =
    shown.adults.length > 0
      ? `<h3 class="mt-6 text-lg font-semibold text-stone-900">${escapeHtml(translate('safety.help.servicesTitle', language))}</h3><ul class="mt-3 space-y-3">${shown.adults.map((r) => item(language, r)).join('')}</ul>`
      : '';
  const page = countries.length > 0 ? html : html.replace(/<form[^>]*data-help-country[\s\S]*?<\/form>/, '');
  return page
    .replace(HELP_SLOTS.countries, options)
    .replace(HELP_SLOTS.resources, services)
    .replaceAll(HELP_SLOTS.exitUrl, escapeHtml(input.exitUrl));
}
