import { useTranslation } from 'react-i18next';
import { paths } from '../paths.ts';
import { ButtonLink } from './ui/Button.tsx';

/** What a locked feature shows instead of an error: what it needs and the way to it (DESIGN.md 3b). */
export function UpgradeCard({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="upgrade-card" className="rounded-2xl border border-sand-200 bg-sand-50 p-5">
      <p className="text-stone-800">{message}</p>
      <ButtonLink to={paths.upgrade} className="mt-4">
        {t('together.seePlans')}
      </ButtonLink>
    </div>
  );
}
