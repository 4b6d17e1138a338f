import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Language } from '../../domain/language.ts';
import type { Profile } from '../../domain/profile.ts';
import { currentLanguage, setLanguage, setNumerals, storedLanguage } from '../i18n/index.ts';
import { fetchProfile, fetchSession, patchProfile, type SessionUser, signOutRequest } from './api.ts';

interface AuthState {
  user: SessionUser | null;
  profile: Profile | null;
  /** True until the session (and, when signed in, the profile) has been read. */
  loading: boolean;
  /** Re-reads the session and profile, e.g. after signing in or up; says whether someone is signed in. */
  refresh(): Promise<boolean>;
  signOut(): Promise<void>;
  /** Switches the interface language and saves it to the profile when signed in. */
  changeLanguage(language: Language): Promise<void>;
  setProfile(profile: Profile): void;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Brings the interface and the profile to one language: a choice made on this device wins (and is
 * saved to the profile); without one, the profile's preference is adopted.
 */
async function reconcileLanguage(profile: Profile): Promise<Profile> {
  const local = storedLanguage();
  if (local && local !== profile.language_preference) {
    return patchProfile({ language_preference: local }).catch(() => profile);
  }
  if (!local && profile.language_preference !== currentLanguage()) {
    await setLanguage(profile.language_preference);
  }
  return profile;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [profile, setProfileState] = useState<Profile | null>(null);
  // The person's digits on every page while signed in, Western for anyone else (decision 005): set with
  // the profile itself, before any page under it asks the server for anything.
  const setProfile = useCallback((next: Profile | null) => {
    void setNumerals(next?.numerals ?? 'latn');
    setProfileState(next);
  }, []);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    try {
      const session = await fetchSession();
      setUser(session?.user ?? null);
      if (session?.user) {
        try {
          setProfile(await reconcileLanguage(await fetchProfile()));
        } catch (error) {
          console.error('Error loading profile:', error);
        }
      } else {
        setProfile(null);
      }
      return Boolean(session?.user);
    } catch (error) {
      console.error('Error loading session:', error);
      setUser(null);
      setProfile(null);
      return false;
    } finally {
      setLoading(false);
    }
  }, [setProfile]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch (error) {
      console.error('Error signing out:', error);
    }
    setUser(null);
    setProfile(null);
  }, [setProfile]);

  const changeLanguage = useCallback(
    async (language: Language) => {
      await setLanguage(language);
      if (!user) return;
      try {
        setProfile(await patchProfile({ language_preference: language }));
      } catch (error) {
        console.error('Error saving language:', error);
      }
    },
    [user, setProfile],
  );

  const value = useMemo(
    () => ({ user, profile, loading, refresh, signOut, changeLanguage, setProfile }),
    [user, profile, loading, refresh, signOut, changeLanguage, setProfile],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within AuthProvider');
  return context;
}
