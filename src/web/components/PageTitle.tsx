import { useTranslation } from 'react-i18next';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  return <title>{t('app.documentTitle', { page })}</title>;
}
