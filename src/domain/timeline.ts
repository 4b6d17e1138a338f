import { z } from 'zod/mini';
import type { Bilingual } from './assessment/question.ts';
import { isRealDay } from './dates.ts';
import { MILESTONE_NOTE_MAX, MILESTONE_TITLE_MAX, MILESTONE_YEAR_MAX, MILESTONE_YEAR_MIN } from './limits.ts';
import { text } from './text.ts';

/** The relationship timeline: what it lists, how it filters, and the milestones a person adds. */

export const MILESTONE_KINDS = [
  'engagement',
  'nikah',
  'wedding',
  'anniversary',
  'child_birth',
  'new_home',
  'custom',
] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

export const TIMELINE_EVENT_KINDS = [
  'account_created',
  'assessment_completed',
  'partner_linked',
  'partner_unlinked',
  'family_linked',
  'family_unlinked',
  'couple_report_ready',
  'family_report_ready',
  'milestone',
] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

/** The timeline's filter: everything, or one family of events. */
export const TIMELINE_FILTERS = ['all', 'assessments', 'together', 'milestones'] as const;
export type TimelineFilter = (typeof TIMELINE_FILTERS)[number];

const FILTER_OF: Record<TimelineEventKind, Exclude<TimelineFilter, 'all'>> = {
  account_created: 'milestones',
  assessment_completed: 'assessments',
  partner_linked: 'together',
  partner_unlinked: 'together',
  family_linked: 'together',
  family_unlinked: 'together',
  couple_report_ready: 'together',
  family_report_ready: 'together',
  milestone: 'milestones',
};

export const matchesFilter = (kind: TimelineEventKind, filter: TimelineFilter) =>
  filter === 'all' || FILTER_OF[kind] === filter;

const strict = {
  error: (issue: { code: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput',
};

const day = z.string({ error: 'validation.milestoneDateRequired' }).check(
  z.refine(isRealDay, 'validation.milestoneDateInvalid'),
  z.refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= MILESTONE_YEAR_MIN && year <= MILESTONE_YEAR_MAX;
  }, 'validation.milestoneDateInvalid'),
);

/** An optional text: blank means none, so clearing a field in the form removes it. */
const optionalText = (max: number, tooLong: string, multiline = false) =>
  z.optional(
    z.nullable(
      z.pipe(
        text({ max, tooLong, multiline }),
        z.transform((value: string) => (value === '' ? null : value)),
      ),
    ),
  );

const milestoneFields = {
  kind: z.enum(MILESTONE_KINDS, { error: 'validation.milestoneKindInvalid' }),
  title: optionalText(MILESTONE_TITLE_MAX, 'validation.milestoneTitleTooLong'),
  date: day,
  note: optionalText(MILESTONE_NOTE_MAX, 'validation.milestoneNoteTooLong', true),
  shared_with_partner: z._default(z.boolean({ error: 'errors.invalidInput' }), false),
};

/** POST /api/timeline/milestones and PUT …/:id (the whole milestone each time: a form sends all of it). */
export const milestoneSchema = z.strictObject(milestoneFields, strict).check(
  z.refine((m) => m.kind !== 'custom' || (m.title ?? '') !== '', {
    message: 'validation.milestoneTitleRequired',
    path: ['title'],
  }),
);
export type MilestoneInput = z.input<typeof milestoneSchema>;
export type Milestone = z.output<typeof milestoneSchema>;

/** GET /api/timeline?filter=… (other query parameters are ignored, as a GET should). */
export const timelineQuerySchema = z.object({
  filter: z._default(z.enum(TIMELINE_FILTERS, { error: 'validation.timelineFilterInvalid' }), 'all'),
});

/** A milestone as the API gives it (GET /api/timeline, and the answer to a change). */
export interface MilestoneView {
  id: string;
  kind: MilestoneKind;
  title: string | null;
  date: string;
  note: string | null;
  /**
   * Shared on the current partner link: that partner sees it. A share belongs to the link it was made
   * on, so after unlinking it is false again and no later partner sees the milestone.
   */
  shared_with_partner: boolean;
  /** False for a partner's milestone they chose to share: it can be read, not changed. */
  mine: boolean;
  owner_name: string | null;
}

/**
 * Who ended a partner link, from the reader's side (decision 062): the reader, the partner, the partner by
 * deleting their account, or null for a link ended before it was recorded.
 */
export type PartnerUnlinkedBy = 'me' | 'partner' | 'deleted_account' | null;

/**
 * Who ended a family link, from the reader's side (decision 063, as 062 for a couple): the reader, the other
 * (the parent or the child), or null for a link ended before it was recorded. A deleted account takes its
 * family links with it, so no timeline tells that end.
 */
export type FamilyUnlinkedBy = 'me' | 'other' | null;

/** One entry on the timeline. `at` is an instant, or a calendar day (`YYYY-MM-DD`) for a milestone. */
export type TimelineEvent = { id: string; at: string } & (
  | { kind: 'account_created' }
  | {
      kind: 'assessment_completed';
      assessment: { id: string; type: string; title: Bilingual; score: number; pattern: string | null };
    }
  | { kind: 'partner_linked'; person: { name: string | null } }
  | {
      kind: 'partner_unlinked';
      /** `gender`: the grammatical gender of the other's Arabic verb ("Omar unlinked" / «ألغى عمر»). */
      person: { name: string | null; gender: 'male' | 'female' | null };
      by: PartnerUnlinkedBy;
    }
  | {
      kind: 'family_linked';
      person: { name: string | null; role: 'parent' | 'child'; supervised: boolean };
    }
  | {
      kind: 'family_unlinked';
      /**
       * `role`: what the other is to the reader. `gender`: the other's, which the link's pairing always says
       * (a father or mother, a son or daughter), for the Arabic verb of which they are the subject.
       */
      person: { name: string | null; role: 'parent' | 'child'; supervised: boolean; gender: 'male' | 'female' };
      by: FamilyUnlinkedBy;
    }
  | {
      kind: 'couple_report_ready' | 'family_report_ready';
      /** `available`: the report can still be opened (its link has not ended). */
      report: { id: string; type: string; title: Bilingual; available: boolean };
    }
  | { kind: 'milestone'; milestone: MilestoneView }
);
