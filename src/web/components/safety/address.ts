import { useAuth } from '../../session/AuthProvider.tsx';

/**
 * How the check-in and the help card address their reader in Arabic (decisions 031, 054): i18next's
 * `context` picks `key_female` or `key_male` where the Arabic has one, from the profile's gender. Without a
 * known gender, and in English, the base key is read: it is written to fit anyone, with no masculine vowel.
 */
export function useSafetyAddress(): { context?: 'male' | 'female' } {
  const gender = useAuth().profile?.gender;
  return gender === 'male' || gender === 'female' ? { context: gender } : {};
}
