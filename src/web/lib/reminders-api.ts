import { queryOptions } from '@tanstack/react-query';
import type { RetakeReminderChange } from '../../domain/notices.ts';
import { client, unwrap, withJson } from './api-client.ts';
import { browserTimeZone } from './time-zone.ts';

const reminders = client['retake-reminders'];

/** The person's retake reminders (decision 073): a day per assessment type, only ever their own. */
export const fetchRetakeReminders = () => unwrap(reminders.$get());
/**
 * Sets (`due_on`) or clears (null) one type's reminder, with the browser's zone (today is the person's
 * today); answers the list after the change.
 */
export const saveRetakeReminder = (change: RetakeReminderChange) =>
  unwrap(reminders.$put(withJson({}, { time_zone: browserTimeZone(), ...change })));

export const reminderQueries = {
  list: () => queryOptions({ queryKey: ['retake-reminders'], queryFn: fetchRetakeReminders, retry: false }),
};
