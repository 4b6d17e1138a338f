import { queryOptions } from '@tanstack/react-query';
import type { NoticePreferenceChange, QuietSettings } from '../../domain/notices.ts';
import { type Answer, client, unwrap, withJson } from './api-client.ts';

const notices = client.notices;

export type NoticePreferencesView = Answer<typeof notices.preferences.$get>;

export const fetchNoticePreferences = () => unwrap(notices.preferences.$get());
export const saveNoticePreference = (change: NoticePreferenceChange) =>
  unwrap(notices.preferences.$put(withJson({}, change)));
/** The person's quiet hours and prayer city; answers the whole view, as a switch does. */
export const saveQuietSettings = (change: QuietSettings) => unwrap(notices.quiet.$put(withJson({}, change)));

export const noticeQueries = {
  preferences: () => queryOptions({ queryKey: ['notices', 'preferences'], queryFn: fetchNoticePreferences }),
};
