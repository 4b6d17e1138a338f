import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../paths.ts';

/**
 * "Where to find help", plain and the same for everyone on every result and report (decision 054): since
 * every reader has it, its presence says nothing about anyone's answers. It opens the public help page
 * (decision 060) in place of this page (`replace`), whose "Continue" comes back here, so the card never
 * stays in the history.
 */
export function HelpLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Link
      to={paths.help(`${location.pathname}${location.search}`)}
      replace
      className={`text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900 ${className}`}
    >
      {t('safety.helpLink')}
    </Link>
  );
}
