import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/PageTitle.tsx';
import { HelpCard } from '../../components/safety/HelpCard.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { safeNext, useLeaveByReplacement } from './leave-by-replacement.ts';
import { QuickExit, QuickExitLink } from './QuickExit.tsx';

/**
 * /help: the help card for anyone, signed in or not (decision 060). Every result, report and PDF links
 * here, for every reader, so its presence says nothing about anyone's answers. Like the check-in, it never
 * stays in the history: the links onto it replace the page before, and every way off it replaces it; with
 * `next` (a page of this site), "Continue" goes back there. Prerendered for visitors without a session
 * (`prerendered`): the server writes the operator's countries, services and neutral site in.
 */
export default function HelpPage({ prerendered = false }: { prerendered?: boolean }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const next = prerendered ? null : safeNext(search.get('next'));
  const page = useRef<HTMLDivElement>(null);
  useLeaveByReplacement(page);
  return (
    <div ref={page} className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      {/* Neutral, as the check-in's: a tab or the history list does not say what the page is (decision 054). */}
      <PageTitle page={t('safety.title')} />
      {prerendered ? <QuickExitLink /> : <QuickExit />}
      <div className="mt-4">
        <HelpCard headingLevel={1} intro={t('safety.help.introPublic')} slots={prerendered} />
        {next ? (
          <ButtonLink to={next} replace className="mt-6 w-full sm:w-auto">
            {t('safety.continue')}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
