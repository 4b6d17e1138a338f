import { AsyncLocalStorage } from 'node:async_hooks';
import { type Numerals, readNumeralsFrom } from '../domain/language.ts';

/*
 * The digits of the reader a request is answered for (decision 005). The domain formats every number and
 * date through `intlLocale`, which asks `readNumeralsFrom`'s source: here, the request in progress. Code
 * outside a request (the outbox, scheduled work) writes Western digits.
 */
const readerNumerals = new AsyncLocalStorage<Numerals>();
readNumeralsFrom(() => readerNumerals.getStore() ?? 'latn');

/** Runs `work` (and everything it awaits) with these digits. */
export const withNumerals = <T>(numerals: Numerals, work: () => T): T => readerNumerals.run(numerals, work);
