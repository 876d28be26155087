import { CalendarCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionLink } from '@/components/layouts/section-link';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** After a case study: hear an agent for your industry, or book a demo. */
export const ProjectCallToAction = () => {
  const { t } = useTranslation('projects');
  return (
    <section
      aria-labelledby="project-cta-heading"
      className="grid gap-4 rounded-2xl bg-slate-900 p-8 text-white sm:p-10"
    >
      <h2 id="project-cta-heading" className="text-2xl font-bold tracking-tight text-balance">
        {t('cta.title')}
      </h2>
      <p className="max-w-2xl text-pretty text-slate-300">{t('cta.text')}</p>
      <div className="flex flex-wrap gap-3">
        <SectionLink section="bookdemo" className={buttonClasses()}>
          <CalendarCheck aria-hidden="true" />
          {t('cta.bookDemo')}
        </SectionLink>
        <Link to={paths.agents.getHref()} className={buttonClasses({ variant: 'secondary' })}>
          <Sparkles aria-hidden="true" />
          {t('cta.tryDemo')}
        </Link>
      </div>
    </section>
  );
};
