import type { AuditAction } from '../domain/admin.ts';
import { requestScope } from './logger.ts';

/**
 * Security events (ASVS 16.3): one structured log line for each thing that lets a takeover be
 * reconstructed afterwards, written by this one function wherever it happens. Each line is
 *
 *   {"event":"security","kind":"sign_in","outcome":"failure","factor":"code","reason":"invalid_code",
 *    "account_id":"…","ip":"203.0.113.7","request_id":"…"}
 *
 * `request_id` and `ip` come from the request being served (http/request-id.ts), so no caller can forget
 * them. Accounts are named by id, never by address; no password, token, code, passkey key or answer is
 * ever a field (the fields below are all there is). The inventory and retention are in docs/security.md.
 */

/** What was checked last, and so decided the outcome. `code` is an authenticator app's, `backup_code` one of the ten. */
export type Factor = 'password' | 'code' | 'backup_code' | 'passkey';

/** Why a sign-in or a proof was refused. */
export type FailureReason =
  | 'wrong_password'
  | 'code_required'
  | 'invalid_code'
  | 'passkey_not_verified'
  | 'address_unconfirmed'
  | 'limited';

type Account = { account_id: string };

/** Each kind and the fields it carries. */
export interface SecurityEvents {
  /** A sign-in, either way. On failure `account_id` is the account the address belongs to, if any. */
  sign_in:
    | (Account & { outcome: 'success'; factor: Factor })
    | { account_id: string | null; outcome: 'failure'; factor: Factor; reason: FailureReason };
  sign_up: Account;
  /** A signed-in person's proof (password, code) refused before a change of a way in, an export or a deletion. */
  proof_failed: Account & { factor: Factor; reason: FailureReason };
  /** A new address was asked for (the confirmation went to it), confirmed from it, or undone from the old one. */
  email_change_requested: Account;
  email_change_confirmed: Account;
  email_change_undone: Account;
  /** The first confirmation of the sign-up address. */
  email_confirmed: Account;
  password_changed: Account;
  /** A reset link was asked for: which account, if any, is not known here (the outbox looks it up). */
  password_reset_requested: Record<string, never>;
  /** `factors_removed`: the first proof of an unconfirmed inbox removed two-factor and passkeys. */
  password_reset: Account & { factors_removed: boolean };
  two_factor_enabled: Account;
  two_factor_disabled: Account;
  passkey_added: Account & { passkey_id: string };
  passkey_removed: Account & { passkey_id: string };
  /** The person ended their own sessions (one, or every other). */
  sessions_revoked: Account & { count: number };
  account_exported: Account;
  account_deleted: Account;
  /** Anything an operator did that the audit log records; `account_id` is the operator. */
  operator_action: Account & { action: AuditAction; target_id: string | null };
  /**
   * A signed-in person refused a route's thing (ASVS 16.3.2): 404 for what is not theirs or not there
   * (the two are never told apart, not even here), 403 for what they may not do yet. `route` is the
   * route's pattern (`/api/assessments/:id`), never the path with its ids, nor a query string.
   */
  access_refused: Account & { status: 403 | 404; code: string; route: string };
  /** A request limit was full (429): `limit` names which (http/rate-limit.ts names, or `work`). */
  rate_limited: { account_id: string | null; limit: string };
  /** A delivery to the billing webhook whose signature was missing, dated ahead, or wrong (forged, altered, replayed). */
  webhook_refused: { reason: 'missing_signature' | 'future_signature' | 'invalid_signature' };
}

/** Kinds that are always a refusal. */
const FAILURE_KINDS = new Set<SecurityEventKind>(['proof_failed', 'access_refused', 'rate_limited', 'webhook_refused']);

export type SecurityEventKind = keyof SecurityEvents;

/** Writes one security event on the current request's log (nothing outside a request). */
export function securityEvent<K extends SecurityEventKind>(kind: K, fields: SecurityEvents[K]) {
  const scope = requestScope.getStore();
  if (!scope) return;
  const failed = 'outcome' in fields && fields.outcome === 'failure';
  const line: Record<string, unknown> = {
    event: 'security',
    kind,
    outcome: FAILURE_KINDS.has(kind) || failed ? 'failure' : 'success',
    ...fields,
    ip: scope.clientIp,
  };
  // Failures at warn, so an alert on refusals needs no parsing of kinds.
  if (line.outcome === 'failure') scope.logger.warn(line, 'security event');
  else scope.logger.info(line, 'security event');
}
