import type { Auth } from '../auth.ts';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/** Variables every API handler can read (set by the session middleware). */
export interface AppEnv {
  Variables: {
    user: SessionResult['user'] | null;
    session: SessionResult['session'] | null;
  };
}

export type SignedInUser = SessionResult['user'];
