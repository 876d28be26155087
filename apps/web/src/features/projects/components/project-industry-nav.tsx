import type { BusinessTypeId } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useIndustryName } from '../hooks/use-industry-name';
import { projectListHref } from '../utils/project-list-href';

interface ProjectIndustryNavProps {
  /** The industries that have a published case study, in the industries list's order. */
  industries: readonly BusinessTypeId[];
  current: BusinessTypeId | null;
}

/**
 * The industry filter: links (crawlable, in the URL), the current one marked for assistive technology. An industry
 * from the URL that has no case study (an old link) still shows, as the current choice, above the empty state.
 */
export const ProjectIndustryNav = ({ industries, current }: ProjectIndustryNavProps) => {
  const { t } = useTranslation('projects');
  const industryName = useIndustryName();
  const shown = current && !industries.includes(current) ? [...industries, current] : industries;
  const options: (BusinessTypeId | null)[] = [null, ...shown];
  return (
    <nav aria-label={t('filter.label')}>
      <ul className="flex flex-wrap gap-2">
        {options.map((industry) => {
          const isCurrent = industry === current;
          return (
            <li key={industry ?? 'all'}>
              <Link
                to={projectListHref({ industry, page: 1 })}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium ring-1 transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  isCurrent
                    ? 'bg-primary-600 text-white ring-primary-600'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {industry ? industryName(industry) : t('filter.all')}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
