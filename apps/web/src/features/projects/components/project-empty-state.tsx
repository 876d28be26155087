import type { BusinessTypeId } from '@receptiva/shared';
import { FileSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useIndustryName } from '../hooks/use-industry-name';
import { projectListHref } from '../utils/project-list-href';

/** An industry (or a page past the end) without case studies: say so and lead back to all of them. */
export const ProjectEmptyState = ({ industry }: { industry: BusinessTypeId | null }) => {
  const { t } = useTranslation('projects');
  const industryName = useIndustryName();
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <FileSearch aria-hidden="true" className="size-10 text-slate-400" />
      <h2 className="text-xl font-semibold text-slate-900">{t('empty.title')}</h2>
      <p className="max-w-md text-slate-600">
        {industry ? t('empty.industryText', { industry: industryName(industry) }) : t('empty.text')}
      </p>
      <Link to={projectListHref({ industry: null, page: 1 })} className={buttonClasses({ variant: 'outline' })}>
        {t('empty.action')}
      </Link>
    </div>
  );
};
