import { z } from 'zod/mini';
import { quietSettingsSchema } from '../../../domain/notices.ts';
import type { PrayerCityId } from '../../../domain/prayer-cities.ts';

/** What the form holds: the hours stay filled in while switched off, so switching back finds them. */
export interface QuietFormValues {
  keep_hours: boolean;
  quiet_hours: { from: string; to: string };
  prayer_city: PrayerCityId | '';
}

/**
 * The form's values read as the request PUT /api/notices/quiet takes, then checked by the schema the
 * server checks it with: its problems land on the fields they name (`quiet_hours.to`, `prayer_city`).
 */
export const quietFormSchema = z.pipe(
  z.transform((form: QuietFormValues) => ({
    quiet_hours: form.keep_hours ? form.quiet_hours : null,
    prayer_city: form.prayer_city === '' ? null : form.prayer_city,
  })),
  quietSettingsSchema,
);
