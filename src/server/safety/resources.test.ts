import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env.ts';
import { parseSafetyResources, resourcesFor } from './resources.ts';

const line = {
  name: { en: 'Family Safety Line', ar: 'خط أمان الأسرة' },
  phone: '+966 1919',
  url: 'https://help.example/',
};

describe('parseSafetyResources', () => {
  it('reads countries, fills missing lists, and adds an empty default when the file has none', () => {
    const parsed = parseSafetyResources(JSON.stringify({ SA: { adults: [line] } }));
    expect(parsed).toEqual({
      ok: true,
      config: { default: { adults: [], youth: [] }, SA: { adults: [line], youth: [] } },
    });
  });

  it('keeps the operator’s own default', () => {
    const parsed = parseSafetyResources(JSON.stringify({ default: { adults: [line], youth: [line] } }));
    expect(parsed.ok && parsed.config.default.adults).toEqual([line]);
  });

  it.each([
    ['not JSON', '{', 'not valid JSON'],
    ['a lower-case country', JSON.stringify({ sa: { adults: [] } }), 'two-letter country code'],
    ['a country name', JSON.stringify({ Saudi: { adults: [] } }), 'two-letter country code'],
    ['a name in one language', JSON.stringify({ SA: { adults: [{ name: { en: 'Line' } }] } }), 'SA.adults.0.name.ar'],
    ['letters in a phone', JSON.stringify({ SA: { adults: [{ ...line, phone: 'call 911' }] } }), 'SA.adults.0.phone'],
    ['an http url', JSON.stringify({ SA: { adults: [{ ...line, url: 'http://help.example/' }] } }), 'SA.adults.0.url'],
    [
      'a javascript: url',
      JSON.stringify({ SA: { adults: [{ ...line, url: 'javascript:alert(1)' }] } }),
      'SA.adults.0.url',
    ],
    ['an unknown key', JSON.stringify({ SA: { adults: [], elders: [] } }), 'SA'],
    ['an array', '[]', '(file)'],
  ])('refuses %s, naming the place', (_name, text, where) => {
    const parsed = parseSafetyResources(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.join('\n')).toContain(where);
  });

  it('falls back to the default for a country without its own list', () => {
    const parsed = parseSafetyResources(JSON.stringify({ SA: { adults: [line] } }));
    if (!parsed.ok) throw new Error('parse');
    expect(resourcesFor(parsed.config, 'FR').country).toBe('default');
    expect(resourcesFor(parsed.config, 'SA').adults).toEqual([line]);
    expect(resourcesFor(parsed.config, undefined).country).toBe('default');
  });
});

describe('the shipped example (docs/examples/safety-resources.example.json)', () => {
  const parsed = parseSafetyResources(readFileSync('docs/examples/safety-resources.example.json', 'utf8'));

  it('is a valid file, and every entry names the public source it was taken from, with a date', () => {
    if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
    const entries = Object.values(parsed.config).flatMap((country) => [...country.adults, ...country.youth]);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.source?.url, entry.name.en).toMatch(/^https?:\/\//);
      expect(entry.source?.date, entry.name.en).toMatch(/\d{4}|undated/);
    }
    // Only countries with something to offer: an empty one would be a choice that shows nothing.
    for (const [key, country] of Object.entries(parsed.config)) {
      if (key !== 'default') expect(country.adults.length + country.youth.length, key).toBeGreaterThan(0);
    }
  });

  it('never sends where an entry came from to a browser', () => {
    if (!parsed.ok) throw new Error('parse');
    const sa = resourcesFor(parsed.config, 'SA');
    expect(sa.adults.length).toBeGreaterThan(0);
    for (const entry of [...sa.adults, ...sa.youth]) expect(entry).not.toHaveProperty('source');
  });

  it('refuses a source without a date', () => {
    const entry = { ...line, source: { url: 'https://source.example/' } };
    const refused = parseSafetyResources(JSON.stringify({ SA: { adults: [entry] } }));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems.join('\n')).toContain('SA.adults.0.source.date');
  });
});

describe('SAFETY_RESOURCES_FILE at start', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wifaq-safety-'));
  const base = { NODE_ENV: 'test', DATA_DIR: dir };

  it('is optional: the built-in default has no phone numbers', () => {
    const env = loadEnv(base);
    expect(env.safety).toEqual({
      resources: { default: { adults: [], youth: [] } },
      exitUrl: 'https://www.google.com/',
    });
  });

  it('loads a valid file and a configured quick exit', () => {
    const file = path.join(dir, 'ok.json');
    writeFileSync(file, JSON.stringify({ AE: { youth: [line] } }));
    const env = loadEnv({ ...base, SAFETY_RESOURCES_FILE: file, SAFETY_EXIT_URL: 'https://weather.example/' });
    expect(env.safety.resources.AE?.youth).toEqual([line]);
    expect(env.safety.exitUrl).toBe('https://weather.example/');
  });

  it('stops the server on a bad file or a missing one, naming the variable', () => {
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ AE: { youth: [{ name: 'x' }] } }));
    expect(() => loadEnv({ ...base, SAFETY_RESOURCES_FILE: file })).toThrow(EnvError);
    expect(() => loadEnv({ ...base, SAFETY_RESOURCES_FILE: file })).toThrow(/SAFETY_RESOURCES_FILE: AE\.youth\.0/);
    expect(() => loadEnv({ ...base, SAFETY_RESOURCES_FILE: path.join(dir, 'missing.json') })).toThrow(/ENOENT/);
  });

  it('refuses a quick exit that is not an http(s) address', () => {
    expect(() => loadEnv({ ...base, SAFETY_EXIT_URL: 'javascript:alert(1)' })).toThrow(/SAFETY_EXIT_URL/);
  });
});
