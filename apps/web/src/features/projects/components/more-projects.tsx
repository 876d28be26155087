import type { ProjectSummary } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { ProjectCard } from './project-card';

/** Up to three other case studies, the same industry's first. */
export const MoreProjects = ({ projects }: { projects: readonly ProjectSummary[] }) => {
  const { t } = useTranslation('projects');
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="more-projects-heading" className="grid gap-6">
      <h2 id="more-projects-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('project.more')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {projects.map((project) => (
          <li key={project.slug}>
            <ProjectCard project={project} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
};
