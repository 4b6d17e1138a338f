import { describe, expect, it } from 'vitest';
import { startingLanguages } from './index.ts';

describe('startingLanguages', () => {
  it('renders a prerendered page first in the language the server sent, then prefers the stored choice', () => {
    expect(startingLanguages({ rendered: 'ar', stored: 'en', shown: 'ar', browser: 'en-GB' })).toEqual({
      first: 'ar',
      preferred: 'en',
    });
  });

  it('keeps the language last shown on this device over the browser when nothing was chosen', () => {
    expect(startingLanguages({ rendered: 'ar', stored: null, shown: 'ar', browser: 'en-US' })).toEqual({
      first: 'ar',
      preferred: 'ar',
    });
  });

  it('falls back to the browser language, and starts in the preference when nothing was prerendered', () => {
    expect(startingLanguages({ rendered: null, stored: null, shown: null, browser: 'ar-SA' })).toEqual({
      first: 'ar',
      preferred: 'ar',
    });
    expect(startingLanguages({ rendered: null, stored: 'en', shown: 'ar', browser: 'ar' })).toEqual({
      first: 'en',
      preferred: 'en',
    });
    expect(startingLanguages({ rendered: null, stored: null, shown: null, browser: undefined })).toEqual({
      first: 'en',
      preferred: 'en',
    });
  });
});
