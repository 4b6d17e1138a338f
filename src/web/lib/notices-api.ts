import { queryOptions } from '@tanstack/react-query';
import type { NoticePreferenceChange } from '../../domain/notices.ts';
import { type Answer, client, unwrap, withJson } from './api-client.ts';

const preferences = client.notices.preferences;

export type NoticePreferencesView = Answer<typeof preferences.$get>;

export const fetchNoticePreferences = () => unwrap(preferences.$get());
export const saveNoticePreference = (change: NoticePreferenceChange) => unwrap(preferences.$put(withJson({}, change)));

export const noticeQueries = {
  preferences: () => queryOptions({ queryKey: ['notices', 'preferences'], queryFn: fetchNoticePreferences }),
};
