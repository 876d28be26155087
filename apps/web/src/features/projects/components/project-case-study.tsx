import { PROJECT_CONTENT_LANGUAGE, type ProjectPage } from '@receptiva/shared';
import { ArrowLeft, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format-date';
import { useIndustryName } from '../hooks/use-industry-name';
import { projectListHref } from '../utils/project-list-href';
import { MoreProjects } from './more-projects';
import { ProjectCallToAction } from './project-call-to-action';
import { ProjectResults } from './project-results';
import { ProjectText } from './project-text';
import { ProjectVisual } from './project-visual';

const linkClasses =
  'inline-flex w-fit items-center gap-1.5 font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600';

/**
 * A published case study: its header, visual, figures, challenge and solution, what to do next, and three more. Its
 * texts are English on every page (`lang="en"`); the headings and labels around them are translated.
 */
export const ProjectCaseStudy = ({ page: { project, more } }: { page: ProjectPage }) => {
  const { t, i18n } = useTranslation('projects');
  const industryName = useIndustryName();
  const isTranslatedPage = !i18n.language.startsWith(PROJECT_CONTENT_LANGUAGE);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-16 px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-8">
      <PageMeta
        title={project.title}
        description={project.summary}
        type="article"
        image={project.imageUrl ?? undefined}
      />
      <article className="grid gap-10">
        <header className="grid max-w-3xl gap-4">
          <Link to={paths.projects.getHref()} className={`${linkClasses} text-sm`}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('project.back')}
          </Link>
          <Link
            to={projectListHref({ industry: project.industry, page: 1 })}
            className={`${linkClasses} text-xs font-semibold tracking-wide uppercase`}
          >
            {industryName(project.industry)}
          </Link>
          <h1
            lang={PROJECT_CONTENT_LANGUAGE}
            dir="auto"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {project.title}
          </h1>
          <p lang={PROJECT_CONTENT_LANGUAGE} dir="auto" className="text-lg text-pretty text-slate-600">
            {project.summary}
          </p>
          <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
            <div className="flex gap-1.5">
              <dt className="font-semibold text-slate-900">{t('project.client')}</dt>
              <dd lang={PROJECT_CONTENT_LANGUAGE} dir="auto" className="text-slate-600">
                {project.clientType}
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="font-semibold text-slate-900">{t('project.published')}</dt>
              <dd className="text-slate-600">
                <time dateTime={project.publishedAt}>
                  {formatCalendarDate(project.publishedAt, i18n.language, 'medium')}
                </time>
              </dd>
            </div>
          </dl>
          {isTranslatedPage ? (
            <p className="flex items-start gap-2 rounded-lg border border-primary-200 bg-primary-50 p-3 text-sm text-primary-800">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('project.languageNotice')}
            </p>
          ) : null}
        </header>
        <ProjectVisual project={project} variant="hero" />
        <section aria-labelledby="project-results-heading" className="grid gap-5">
          <h2 id="project-results-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('project.results')}
          </h2>
          <ProjectResults results={project.results} variant="full" />
        </section>
        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="project-challenge-heading" className="grid content-start gap-4">
            <h2 id="project-challenge-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('project.challenge')}
            </h2>
            <ProjectText text={project.challenge} />
          </section>
          <section aria-labelledby="project-solution-heading" className="grid content-start gap-4">
            <h2 id="project-solution-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('project.solution')}
            </h2>
            <ProjectText text={project.solution} />
          </section>
        </div>
      </article>
      <ProjectCallToAction />
      <MoreProjects projects={more} />
    </div>
  );
};
