import type { Db } from '../db/client.ts';
import type { PAIR_KINDS, pairInvitations } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export type PairKindId = (typeof PAIR_KINDS)[number];

/**
 * Where each kind keeps its pairs (decision 074): the `assessments` column that holds a side and the
 * `pair_assessments` column that holds the link. A table over every kind, so a kind added to PAIR_KINDS
 * is named here by the compiler (and in src/server/access/, which reads pairs through this).
 */
export const PAIR_COLUMNS = {
  couple: { side: 'shared_id', link: 'couple_link_id' },
  family: { side: 'family_id', link: 'family_link_id' },
} as const satisfies Record<PairKindId, { side: string; link: string }>;
type Columns = (typeof PAIR_COLUMNS)[PairKindId];
export type InvitationRow = typeof pairInvitations.$inferSelect;
export type Reader = Pick<Db, 'select'>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What makes one kind of pair different from another; everything else (invitation tokens and their
 * lifecycle, pair assessments and their sides, the report) is the engine's, the same for every kind.
 * One definition per kind: `couple.ts`, `family.ts`.
 */
export interface PairKind {
  id: PairKindId;
  /** The assessments column that holds a side's pair assessment (kept per kind: the API shows it). */
  sideColumn: Columns['side'];
  /** The pair_assessments column that holds the link, in the kind's own link table. */
  linkColumn: Columns['link'];
  /** Throws when this person may not invite anyone now (e.g. a couple: under 18, or already linked). */
  mayInvite(db: Reader, inviterId: string): Promise<void>;
  /**
   * A person has at most one active pair of this kind (a couple): a new invitation revokes their
   * earlier pending one, so one link of theirs works at a time, and accepting revokes the invitee's own.
   */
  onePairPerPerson: boolean;
  /**
   * True when nobody may use the inviter's invitations any more, for a reason the invitee is not told
   * (a couple invitation sent by someone who has since given an age under 18).
   */
  inviterBarred(db: Reader, inviterId: string): Promise<boolean>;
  /**
   * Makes the link inside the accepting transaction, after the invitation is locked: the kind's
   * eligibility rules (checked again here, whatever the page said), then its link rows.
   */
  link(tx: Tx, invitation: InvitationRow, userId: string): Promise<{ id: string }>;
}

/** An error of a kind, with its own message (`errors.couple.*`, `errors.family.*`). */
export const pairError = (kind: PairKindId, status: 400 | 403 | 409 | 410, code: string) =>
  new AppError(status, code, `errors.${kind}.${code}`);
