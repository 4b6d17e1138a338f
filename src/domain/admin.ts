import { z } from 'zod/mini';
import { CONTACT_REPLY_MAX, EMAIL_MAX } from './limits.ts';
import { text } from './text.ts';

/** The operator console (decision 041): requests the browser and the server read with the same schemas. */

export const CONTACT_STATUSES = ['open', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Rows per page of the inbox and the audit log. */
export const ADMIN_PAGE_SIZE = 20;
/** At most this many accounts for one search: an operator looks a person up, never browses everyone. */
export const PEOPLE_SEARCH_MAX = 20;
/** The figures' windows, in days. */
export const FIGURE_WINDOWS = [30, 90] as const;
export type FigureWindow = (typeof FIGURE_WINDOWS)[number];

const strict = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'errors.invalidInput',
};

/** `?page=2`: 1 when absent; a page past the end is simply empty. */
const page = z._default(
  z.coerce
    .number({ error: 'validation.pageInvalid' })
    .check(
      z.int('validation.pageInvalid'),
      z.gte(1, 'validation.pageInvalid'),
      z.lte(10_000, 'validation.pageInvalid'),
    ),
  1,
);

/** GET /api/admin/inbox?status=open&page=1 (other query parameters are ignored, as a GET should). */
export const inboxQuerySchema = z.object({
  status: z._default(z.enum(CONTACT_STATUSES, { error: 'validation.contactStatusInvalid' }), 'open'),
  page,
});

/** GET /api/admin/audit?page=1 */
export const auditQuerySchema = z.object({ page });

/** POST /api/admin/people/search {email}: a whole address or its beginning, any case. */
export const peopleQuerySchema = z.object({
  email: text({
    max: EMAIL_MAX,
    tooLong: 'validation.emailInvalid',
    required: 'validation.adminEmailRequired',
  }),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

/** GET /api/admin/figures?days=30|90 */
export const figuresQuerySchema = z.object({
  days: z.pipe(
    z._default(z.enum(['30', '90'], { error: 'validation.figureWindowInvalid' }), '30'),
    z.transform((days) => Number(days) as FigureWindow),
  ),
});

/** POST /api/admin/inbox/{id}/replies: the operator's answer, mailed to the sender. */
export const contactReplySchema = z.strictObject(
  {
    body: text({
      max: CONTACT_REPLY_MAX,
      tooLong: 'validation.contactReplyLong',
      required: 'validation.contactReplyRequired',
      multiline: true,
    }),
  },
  strict,
);
export type ContactReplyInput = z.input<typeof contactReplySchema>;

/** What the audit log records (`audit_log.action`). */
export const AUDIT_ACTIONS = [
  'role.grant',
  'role.revoke',
  'contact.read',
  'contact.reply',
  'contact.close',
  'contact.reopen',
  'people.search',
  'people.read',
  'billing.refund',
  'sessions.revoke_all',
  'factors.reset',
  'profile.age_correct',
  'counsellor.verify',
  'counsellor.reject',
  'counsellor.suspend',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
