import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/index.ts';
import { ApiError, downloadFile } from '../lib/api.ts';
import { UpgradeCard } from './UpgradeCard.tsx';
import { ErrorAlert } from './ui/Alert.tsx';
import { Button } from './ui/Button.tsx';

/**
 * "Download PDF" for a report: made on the server in the page's language, with dates in the reader's
 * time zone. A plan without PDF export gets the upgrade path in place of the file.
 */
export function DownloadPdfButton({ path, fallbackName }: { path: string; fallbackName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; plan: boolean } | null>(null);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    const query = new URLSearchParams({
      language: currentLanguage(),
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    try {
      await downloadFile(`${path}?${query}`, fallbackName);
    } catch (failure) {
      const known = failure instanceof ApiError;
      setProblem({
        message: known ? failure.message : t('errors.generic'),
        plan: known && failure.code === 'plan_required',
      });
    } finally {
      setBusy(false);
    }
  };

  // The button sits in a row of actions; what it has to say takes a line of its own after the row
  // (a card as wide as the row, not a button stretched to the card), announced when it appears.
  return (
    <>
      <Button variant="secondary" onClick={download} disabled={busy} aria-busy={busy}>
        <svg
          className="size-5"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {busy ? t('report.preparingPdf') : t('report.downloadPdf')}
      </Button>
      <div aria-live="polite" className="order-last basis-full empty:hidden">
        {problem?.plan ? <UpgradeCard message={problem.message} /> : null}
        {problem && !problem.plan ? <ErrorAlert>{problem.message}</ErrorAlert> : null}
      </div>
    </>
  );
}
