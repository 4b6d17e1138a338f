import { z } from 'zod/mini';
import { PRAYER_CITY_IDS, type PrayerCityId } from './prayer-cities.ts';
import { timeZoneSchema } from './time-zone.ts';

/**
 * What a person may be told about, and how (decisions 067 and 073). Each event is on until the person turns
 * it off for a channel: the database keeps the opt-outs alone, so an event added later is on for everyone
 * without a migration of rows. A mail about an account (a password changed, a new sign-in) is not an
 * optional event and is never listed here.
 */
export const NOTICE_EVENTS = [
  'partner_finished',
  'report_ready',
  'plan_week',
  'plan_changed',
  'retake_due',
  'monthly_report',
] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];
export const NOTICE_CHANNELS = ['mail', 'push'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** The channels each event can use: the monthly report is a PDF, which a push cannot carry. */
export const CHANNELS_OF: Record<NoticeEvent, readonly NoticeChannel[]> = {
  partner_finished: ['mail', 'push'],
  report_ready: ['mail', 'push'],
  plan_week: ['mail', 'push'],
  plan_changed: ['mail', 'push'],
  retake_due: ['mail', 'push'],
  monthly_report: ['mail'],
};

/**
 * Nudges: notices the product sends on its own schedule rather than because another person acted. At most
 * `NUDGES_PER_WEEK` of them reach a person in any seven days (decision 073); the rest wait or are dropped.
 */
export const NUDGE_EVENTS: readonly NoticeEvent[] = ['plan_week', 'retake_due'];
export const NUDGES_PER_WEEK = 2;

export const isNoticeEvent = (value: unknown): value is NoticeEvent => NOTICE_EVENTS.includes(value as NoticeEvent);
export const isNoticeChannel = (value: unknown): value is NoticeChannel =>
  NOTICE_CHANNELS.includes(value as NoticeChannel);

/** Events only a plan includes (the settings page says so beside them). */
export const PREMIUM_EVENTS: readonly NoticeEvent[] = ['monthly_report'];

/** PUT /api/notices/preferences: one event on one channel on or off, and the browser's time zone. */
export const noticePreferenceSchema = z
  .strictObject(
    {
      event: z.enum(NOTICE_EVENTS, { error: 'validation.noticeEventInvalid' }),
      channel: z.enum(NOTICE_CHANNELS, { error: 'validation.noticeChannelInvalid' }),
      on: z.boolean({ error: 'errors.invalidInput' }),
      time_zone: z.optional(timeZoneSchema),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
  )
  .check(
    z.refine((change) => CHANNELS_OF[change.event].includes(change.channel), {
      message: 'validation.noticeChannelInvalid',
      path: ['channel'],
    }),
  );
export type NoticePreferenceChange = z.infer<typeof noticePreferenceSchema>;

/** A new person's quiet hours (the profile's column defaults): nights are quiet until they say otherwise. */
export const DEFAULT_QUIET_HOURS = { from: '22:00', to: '08:00' } as const;

/** Local wall-clock time, `HH:MM` (24 hours). */
const clockTime = z
  .string({ error: 'validation.clockTimeInvalid' })
  .check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'validation.clockTimeInvalid' }));

/**
 * PUT /api/notices/quiet: the person's own quiet hours (null: none) and the city whose prayer times are
 * kept quiet (null: none), with the browser's time zone the hours are read in (decision 073).
 */
export const quietSettingsSchema = z.strictObject(
  {
    quiet_hours: z.nullable(
      z
        .strictObject({ from: clockTime, to: clockTime }, { error: 'errors.invalidInput' })
        .check(z.refine((hours) => hours.from !== hours.to, { message: 'validation.quietHoursEmpty', path: ['to'] })),
    ),
    prayer_city: z.nullable(
      z.enum(PRAYER_CITY_IDS as [PrayerCityId, ...PrayerCityId[]], { error: 'validation.prayerCityInvalid' }),
    ),
    time_zone: z.optional(timeZoneSchema),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);
export type QuietSettings = z.infer<typeof quietSettingsSchema>;

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
  /** The person's own quiet hours in `time_zone`, or null for none. */
  quiet_hours: { from: string; to: string } | null;
  /** The city whose prayer times are kept quiet, or null (opt-in). */
  prayer_city: PrayerCityId | null;
}

/**
 * PUT /api/retake-reminders: remind me to take this assessment again on `due_on` (a local date, today or
 * later, at most a year ahead), or stop reminding me (null).
 */
export const retakeReminderSchema = z.strictObject(
  {
    assessment_type: z
      .string({ error: 'errors.invalidInput' })
      .check(z.maxLength(64, { error: 'errors.invalidInput' })),
    due_on: z.nullable(
      z
        .string({ error: 'validation.retakeDateInvalid' })
        .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.retakeDateInvalid' })),
    ),
    /** The browser's zone, saved with the profile: "today" is the person's today, not the server's. */
    time_zone: z.optional(timeZoneSchema),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput') },
);
export type RetakeReminderChange = z.infer<typeof retakeReminderSchema>;

/** One reminder as GET /api/retake-reminders lists it. */
export interface RetakeReminder {
  assessment_type: string;
  due_on: string;
}
