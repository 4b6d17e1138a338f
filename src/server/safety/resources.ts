import { readFileSync } from 'node:fs';
import {
  type CountryResources,
  DEFAULT_SAFETY_RESOURCES,
  type SafetyResource,
  type SafetyResourcesConfig,
  safetyResourcesFileSchema,
} from '../../domain/safety-requests.ts';
import '../zod-messages.ts';

/**
 * Parses the operator's help resources (SAFETY_RESOURCES_FILE's text) or returns every problem in it,
 * each with its place in the file, so a mistake stops the server at start and not on a bad day.
 */
export function parseSafetyResources(
  text: string,
): { ok: true; config: SafetyResourcesConfig } | { ok: false; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`not valid JSON (${(error as Error).message})`] };
  }
  const parsed = safetyResourcesFileSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`),
    };
  }
  return { ok: true, config: parsed.data };
}

/** Reads the file named by SAFETY_RESOURCES_FILE; unset means the built-in default (no phone numbers). */
export function loadSafetyResources(file: string | undefined) {
  if (!file) return { ok: true as const, config: DEFAULT_SAFETY_RESOURCES };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false as const, problems: [`cannot read ${file} (${(error as NodeJS.ErrnoException).code})`] };
  }
  return parseSafetyResources(text);
}

/** What a browser is sent of an entry: where the operator found it stays in the file (decision 054). */
const shown = (list: CountryResources['adults']): SafetyResource[] =>
  list.map(({ source: _source, ...entry }) => entry);

/** One country's lists, or the default's when the operator listed none for it. */
export function resourcesFor(config: SafetyResourcesConfig, country: string | undefined) {
  const key = country && country !== 'DEFAULT' && config[country] ? country : 'default';
  const resources = config[key] as CountryResources;
  return { country: key, adults: shown(resources.adults), youth: shown(resources.youth) };
}
