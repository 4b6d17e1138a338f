import { z } from 'zod/mini';
import { timeZoneSchema } from './time-zone.ts';

/**
 * What a person may be told about, and how (decision 067). Each event is on until the person turns it off
 * for a channel: the database keeps the opt-outs alone, so an event added later is on for everyone
 * without a migration of rows. The events issue 30 item 3 adds (`partner_finished`, `report_ready`,
 * `plan_week`, `retake_due`) and the `push` channel join these lists when they are built; a mail about an
 * account (a password changed, a new sign-in) is not an optional event and is never listed here.
 */
export const NOTICE_EVENTS = ['monthly_report'] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];
export const NOTICE_CHANNELS = ['mail'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const isNoticeEvent = (value: unknown): value is NoticeEvent => NOTICE_EVENTS.includes(value as NoticeEvent);
export const isNoticeChannel = (value: unknown): value is NoticeChannel =>
  NOTICE_CHANNELS.includes(value as NoticeChannel);

/** Events only a plan includes (the settings page says so beside them). */
export const PREMIUM_EVENTS: readonly NoticeEvent[] = ['monthly_report'];

/** PUT /api/notices/preferences: one event on one channel on or off, and the browser's time zone. */
export const noticePreferenceSchema = z.strictObject(
  {
    event: z.enum(NOTICE_EVENTS, { error: 'validation.noticeEventInvalid' }),
    channel: z.enum(NOTICE_CHANNELS, { error: 'validation.noticeChannelInvalid' }),
    on: z.boolean({ error: 'errors.invalidInput' }),
    time_zone: z.optional(timeZoneSchema),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);
export type NoticePreferenceChange = z.infer<typeof noticePreferenceSchema>;

export interface NoticePreference {
  event: NoticeEvent;
  channel: NoticeChannel;
  on: boolean;
}

/** GET /api/notices/preferences. */
export interface NoticePreferences {
  preferences: NoticePreference[];
  /** The zone the monthly report's "1st of the month at 9:00" is read in. */
  time_zone: string;
  /** Whether the person's plan includes the monthly report today (it is kept on or off either way). */
  monthly_report_included: boolean;
}
