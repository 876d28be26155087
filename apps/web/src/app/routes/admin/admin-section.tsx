import { useTranslation } from 'react-i18next';
import type admin from '@/locales/en/admin.json';

export type AdminSection = keyof (typeof admin)['sections'];

/** An admin page whose content arrives in a later issue. */
export const AdminSectionRoute = ({ section }: { section: AdminSection }) => {
  const { t } = useTranslation('admin');
  return (
    <section className="grid content-start gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t(`sections.${section}`)}</h1>
      <p className="text-slate-600">{t('comingSoon')}</p>
    </section>
  );
};
