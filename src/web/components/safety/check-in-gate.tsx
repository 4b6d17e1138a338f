import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { kindOf } from '../../../domain/assessment/kind.ts';
import { safetyQueries } from '../../lib/safety-api.ts';
import { paths } from '../../paths.ts';
import { FullPageSpinner } from '../ui/Spinner.tsx';

/**
 * The assessments a person whose check showed the card chose to go on to, seen again before each
 * (decision 054). Kept in memory only, by path (the questionnaire may add `?id=` as it goes): nothing
 * is written to the device, and a reload asks again, which errs the right way.
 */
const wentOn = new Set<string>();
const pathOf = (next: string) => new URL(next, 'http://path.only').pathname;

/** The person chose to go on to `next` from the help card. */
export function goOn(next: string) {
  wentOn.add(pathOf(next));
}

export const hasGoneOn = (next: string) => wentOn.has(pathOf(next));

/**
 * Before a person's first couple assessment (any catalogue type, alone or shared; never a family one nor a
 * supervised child's turn), the private check is offered once; after a check that showed the help card,
 * the card comes again before each of them until the person chooses to go on (decision 054). Returns what
 * to render instead of the questionnaire, or null to go on. A failed look-up goes on too: the check is
 * never required.
 */
export function useCheckInGate(typeId: string, child: boolean): React.ReactNode {
  const location = useLocation();
  const applies = !child && kindOf(typeId) === 'individual';
  const { data, isPending } = useQuery({ ...safetyQueries.check(), enabled: applies });
  if (!applies) return null;
  if (isPending) return <FullPageSpinner />;
  const here = `${location.pathname}${location.search}`;
  if (data?.status !== 'needed' && !(data?.flagged && !hasGoneOn(here))) return null;
  return <Navigate to={paths.checkIn({ next: here })} replace />;
}
