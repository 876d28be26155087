import type { ProjectListSearch } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { Spinner } from '@/components/ui/spinner';
import { useProjects } from '../api/get-projects';
import { projectListHref } from '../utils/project-list-href';
import { ProjectCard } from './project-card';
import { ProjectEmptyState } from './project-empty-state';
import { ProjectIndustryNav } from './project-industry-nav';

/** The industry filter and one page of case studies for the view in the URL, or the empty state. */
export const ProjectList = ({ view }: { view: ProjectListSearch }) => {
  const { t } = useTranslation('projects');
  const projects = useProjects(view);

  if (projects.isError && !projects.data) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
        <p>{t('list.failed')}</p>
        <Button variant="outline" size="sm" onClick={() => void projects.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (!projects.data) return <Spinner label={t('list.loading')} showLabel />;

  const { industries, total, pageSize } = projects.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid gap-8">
      <ProjectIndustryNav industries={industries} current={view.industry} />
      {projects.data.projects.length === 0 ? (
        <ProjectEmptyState industry={view.industry} />
      ) : (
        <div className="grid gap-10" aria-busy={projects.isPlaceholderData || undefined}>
          <ul aria-label={t('list.label')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {projects.data.projects.map((project) => (
              <li key={project.slug}>
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
          <ListPagination
            namespace="projects"
            page={view.page}
            pages={pages}
            hrefOf={(page) => projectListHref({ ...view, page })}
          />
        </div>
      )}
    </div>
  );
};
