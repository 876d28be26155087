import { PROJECT_CONTENT_LANGUAGE, type ProjectSummary } from '@receptiva/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useIndustryName } from '../hooks/use-industry-name';
import { ProjectResults } from './project-results';
import { ProjectVisual } from './project-visual';

/**
 * One case study in a list: its visual, industry, title (the link), client, summary and first figures. The texts are
 * English on every page, and say so with `lang`.
 */
export const ProjectCard = ({ project, headingLevel = 2 }: { project: ProjectSummary; headingLevel?: 2 | 3 }) => {
  const industryName = useIndustryName();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-primary-600 hover:shadow-md"
    >
      <ProjectVisual project={project} variant="card" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">
          {industryName(project.industry)}
        </p>
        <Heading
          id={titleId}
          lang={PROJECT_CONTENT_LANGUAGE}
          dir="auto"
          className="text-xl font-semibold text-balance text-slate-900"
        >
          <Link
            to={paths.project.getHref(project.slug)}
            className="outline-none after:absolute after:inset-0 hover:text-primary-700"
          >
            {project.title}
          </Link>
        </Heading>
        <p lang={PROJECT_CONTENT_LANGUAGE} dir="auto" className="text-sm font-medium text-slate-500">
          {project.clientType}
        </p>
        <p lang={PROJECT_CONTENT_LANGUAGE} dir="auto" className="flex-1 text-slate-600">
          {project.summary}
        </p>
        <ProjectResults results={project.results} variant="compact" />
      </div>
    </article>
  );
};
