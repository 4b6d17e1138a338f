import { queryOptions } from '@tanstack/react-query';
import type { RetakeReminder, RetakeReminderChange } from '../../domain/notices.ts';
import { api } from './api.ts';

const PATH = '/api/retake-reminders';

/** The person's retake reminders (decision 073): a day per assessment type, only ever their own. */
export const fetchRetakeReminders = () => api<RetakeReminder[]>(PATH);
/** Sets (`due_on`) or clears (null) one type's reminder; answers the list after the change. */
export const saveRetakeReminder = (change: RetakeReminderChange) =>
  api<RetakeReminder[]>(PATH, { method: 'PUT', json: change });

export const reminderQueries = {
  list: () => queryOptions({ queryKey: ['retake-reminders'], queryFn: fetchRetakeReminders, retry: false }),
};
