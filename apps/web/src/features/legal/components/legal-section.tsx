import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalSection as LegalSectionId } from '@/config/paths';

/** One anchored section of /legal (`/legal#payment`): its translated heading, then its content. */
export const LegalSection = ({ id, children }: { id: LegalSectionId; children: ReactNode }) => {
  const { t } = useTranslation('legal');
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="grid gap-5 border-t border-slate-200 pt-10 first:border-t-0 first:pt-0 print:break-inside-auto"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900 ltr:tracking-tight">
        {t(`sections.${id}`)}
      </h2>
      {children}
    </section>
  );
};
