import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { kindOf } from '../../../domain/assessment/kind.ts';
import { safetyQueries } from '../../lib/safety-api.ts';
import { paths } from '../../paths.ts';
import { FullPageSpinner } from '../ui/Spinner.tsx';

/**
 * Before a person's first couple assessment (any catalogue type, alone or shared; never a family one nor a
 * supervised child's turn), the private check is offered once. Returns what to render instead of the
 * questionnaire, or null to go on. A failed look-up goes on too: the check is never required.
 */
export function useCheckInGate(typeId: string, child: boolean): React.ReactNode {
  const location = useLocation();
  const applies = !child && kindOf(typeId) === 'individual';
  const { data, isPending } = useQuery({ ...safetyQueries.check(), enabled: applies });
  if (!applies) return null;
  if (isPending) return <FullPageSpinner />;
  if (data?.status !== 'needed') return null;
  return <Navigate to={paths.checkIn({ next: `${location.pathname}${location.search}` })} replace />;
}
