import { type AddressContext, addressContext } from '../../domain/address.ts';
import { useAuth } from './AuthProvider.tsx';

/**
 * How the signed-in reader is addressed in Arabic where a text speaks to them as a person (the check-in,
 * the help card, notes about their own situation; decisions 031, 063): `key_female` or `key_male` from the
 * profile's gender, else the base key, written to fit anyone.
 */
export function useAddress(): AddressContext {
  return addressContext(useAuth().profile?.gender);
}
