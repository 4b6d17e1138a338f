import { useTranslation } from 'react-i18next';
import { parseAssessmentType } from '../../../domain/assessment/kind.ts';
import { HelpCard } from './HelpCard.tsx';

/** Family members aged 13 to 18 answering as the child: they get the young people's help card. */
export function isYouthSide(assessment: { assessment_type: string; perspective: string | null }): boolean {
  const kind = parseAssessmentType(assessment.assessment_type);
  return (
    kind?.kind === 'family' && assessment.perspective === 'child' && (kind.group === '13-15' || kind.group === '16-18')
  );
}

/**
 * A small, calm, always-available card on a teenager's own questionnaire and results, closed until they
 * open it. It needs no answers and is never shown on a parent's pages (decision 030).
 */
export function YouthHelpCard({
  assessment,
  className = '',
}: {
  assessment: { assessment_type: string; perspective: string | null };
  className?: string;
}) {
  const { t } = useTranslation();
  if (!isYouthSide(assessment)) return null;
  return (
    <div className={className}>
      <details className="group rounded-2xl border border-stone-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50">
          {t('safety.youth.summary')}
        </summary>
        <div className="p-2 pt-0">
          <HelpCard audience="youth" intro={t('safety.youth.intro')} />
        </div>
      </details>
    </div>
  );
}
