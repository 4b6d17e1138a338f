/**
 * The proof a change of a way into the account sends (issue 26): the password, and a code only while
 * two-factor is on (the form shows the field then; empty, it is no part of what is sent).
 */
export interface Proof {
  password?: string;
  code?: string;
}

export function proofBody(proof: Proof): Proof {
  const code = proof.code?.trim();
  return { ...(proof.password !== undefined ? { password: proof.password } : {}), ...(code ? { code } : {}) };
}
