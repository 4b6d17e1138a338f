/**
 * Versions of a question bank. A bank's exported questions are always its newest version; each revision
 * records, for every question it changed, that question exactly as it read before the revision. An
 * assessment records the version it was answered with (`content_version`), and everything that shows
 * it again (results, reports, PDFs) asks for the questions at that version, so a revision never changes
 * the wording of an answer already given.
 *
 * A revision changes wording (and the default importance) only: keys, categories and the number of
 * questions stay, because stored answers are keyed by question. A new question would be a new bank.
 * Revisions are history, like migrations: once landed, never edited.
 */
export interface BankRevision<Q extends { key: string }> {
  /** The version this revision made; every version below it read as `before`. */
  version: number;
  /** When it landed (ISO date). */
  date: string;
  /** Why, in a sentence: which review or finding it answers. */
  why: string;
  /** The changed questions as they read before this revision, whole. */
  before: readonly Q[];
}

/** A bank's questions and its revisions, oldest first. */
export interface VersionedBank<Q extends { key: string }> {
  questions: readonly Q[];
  revisions: readonly BankRevision<Q>[];
}

/** The bank's current version: 1 until its first revision. */
export const bankVersion = <Q extends { key: string }>(bank: VersionedBank<Q>) =>
  Math.max(1, ...bank.revisions.map((r) => r.version));

/**
 * The questions as they read in `version`: starting from the newest, each revision made after
 * `version` is undone, newest first. A version above the current one (or not a whole number ≥ 1)
 * is an error in stored data, never silently the newest wording.
 */
export function questionsAt<Q extends { key: string }>(bank: VersionedBank<Q>, version: number): Q[] {
  if (!Number.isInteger(version) || version < 1 || version > bankVersion(bank)) {
    throw new Error(`no version ${version} of this bank (current ${bankVersion(bank)})`);
  }
  const newestFirst = [...bank.revisions].sort((a, b) => b.version - a.version);
  let questions = [...bank.questions];
  for (const revision of newestFirst) {
    if (revision.version <= version) break;
    const before = new Map(revision.before.map((q) => [q.key, q]));
    questions = questions.map((q) => before.get(q.key) ?? q);
  }
  return questions;
}
