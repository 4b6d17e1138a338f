import { z } from 'zod/mini';
import { CHECK_IN_STATUSES, RATING_MAX, RATING_MIN } from './plan.ts';

const strict = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput',
};

/**
 * POST /api/weekly-plans: start (or open) the plan of a result. `assessment_id` is one's own completed
 * assessment: one's own result gives one's own plan; one's side of a couple's shared assessment gives
 * the couple's joint plan.
 */
export const startPlanSchema = z.strictObject(
  { assessment_id: z.string({ error: 'errors.invalidInput' }).check(z.maxLength(100, 'errors.invalidInput')) },
  strict,
);

/**
 * PUT /api/weekly-plans/{id}/weeks/{week}: one's check-in for a week. "How it went" (1-5) belongs to a
 * week done: a skipped week is not rated.
 */
export const checkInSchema = z
  .strictObject(
    {
      status: z.enum(CHECK_IN_STATUSES, { error: 'errors.weeklyPlan.status' }),
      rating: z.optional(
        z.nullable(
          z
            .int({ error: 'errors.weeklyPlan.rating' })
            .check(
              z.minimum(RATING_MIN, 'errors.weeklyPlan.rating'),
              z.maximum(RATING_MAX, 'errors.weeklyPlan.rating'),
            ),
        ),
      ),
    },
    strict,
  )
  .check(
    z.refine((body) => body.status === 'done' || body.rating == null, {
      error: 'errors.weeklyPlan.ratingSkipped',
      path: ['rating'],
    }),
  );

export type CheckInBody = z.output<typeof checkInSchema>;

/** PUT /api/weekly-plans/{id}/sharing: a partner's yes or no to seeing each other's check-ins. */
export const shareCheckInsSchema = z.strictObject({ share: z.boolean({ error: 'validation.shareBoolean' }) }, strict);
