/** The browser's IANA time zone, which scheduled mail is timed in (decision 067); UTC if it names none. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
