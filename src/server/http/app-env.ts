import type { Language } from '../../domain/language.ts';
import type { Auth } from '../auth.ts';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

/** Variables every API handler can read (set by the session and language middlewares). */
export interface AppEnv {
  Variables: {
    user: SessionResult['user'] | null;
    session: SessionResult['session'] | null;
    /** The reader's language (http/language.ts): `?language=`, then Accept-Language, then the profile. */
    language: Language;
  };
}

export type SignedInUser = SessionResult['user'];
