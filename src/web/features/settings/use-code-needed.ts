import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { securityQueries } from '../../lib/security-api.ts';

/**
 * Whether a form that takes proof shows the code field: from the start while two-factor is on (so the
 * change is asked for with every proof it needs and made at once, issue 26), and after a refusal that
 * asks for one (two-factor turned on in another tab since the page loaded).
 */
export function useCodeNeeded(active = true) {
  const security = useQuery({ ...securityQueries.state(), enabled: active });
  const [asked, setAsked] = useState(false);
  return {
    needsCode: asked || security.data?.two_factor.enabled === true,
    /** Call with a refusal: one that asks for a code shows the field. */
    notice(failure: unknown) {
      if (failure instanceof ApiError && failure.code === 'two_factor_required') setAsked(true);
    },
  };
}
