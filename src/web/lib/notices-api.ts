import { queryOptions } from '@tanstack/react-query';
import type { NoticePreferenceChange } from '../../domain/notices.ts';
import { type Answer, client, unwrap, withJson } from './api-client.ts';

const preferences = client.notices.preferences;

export type NoticePreferencesView = Answer<typeof preferences.$get>;

export const fetchNoticePreferences = () => unwrap(preferences.$get());
export const saveNoticePreference = (change: NoticePreferenceChange) => unwrap(preferences.$put(withJson({}, change)));

/** The browser's IANA time zone, which the monthly report is timed in (decision 067). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const noticeQueries = {
  preferences: () => queryOptions({ queryKey: ['notices', 'preferences'], queryFn: fetchNoticePreferences }),
};
