import { type AdminProjectRow, PROJECT_CONTENT_LANGUAGE, type ProjectAdminSort } from '@receptiva/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format-date';
import { useIndustryName } from '../hooks/use-industry-name';
import type { AdminProjectView } from '../utils/admin-list-params';
import { ProjectStatusBadge } from './project-status-badge';

const headerCell =
  'px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-500 uppercase whitespace-nowrap';
const cell = 'px-3 py-3 align-top text-sm text-slate-800';

interface AdminProjectTableProps {
  projects: readonly AdminProjectRow[];
  total: number;
  view: AdminProjectView;
  onSort: (sort: ProjectAdminSort) => void;
}

/** The case studies of one page; Title, Updated and Published sort on the server (a second press reverses). */
export const AdminProjectTable = ({ projects, total, view, onSort }: AdminProjectTableProps) => {
  const { t, i18n } = useTranslation('projects-admin');
  const industryName = useIndustryName();
  const sortable = (sort: ProjectAdminSort, label: string) => {
    const isSorted = view.sort === sort;
    const Icon = !isSorted ? ArrowUpDown : view.direction === 'asc' ? ArrowUp : ArrowDown;
    return (
      <th
        scope="col"
        className={headerCell}
        aria-sort={isSorted ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <button
          type="button"
          onClick={() => onSort(sort)}
          className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {label}
          <Icon aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('table.sortBy', { column: label })}</span>
        </button>
      </th>
    );
  };
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[48rem] divide-y divide-slate-200">
        <caption className="sr-only">{t('table.caption', { total })}</caption>
        <thead className="bg-slate-50">
          <tr>
            {sortable('title', t('table.title'))}
            <th scope="col" className={headerCell}>
              {t('table.industry')}
            </th>
            <th scope="col" className={headerCell}>
              {t('table.client')}
            </th>
            <th scope="col" className={headerCell}>
              {t('table.status')}
            </th>
            {sortable('updatedAt', t('table.updated'))}
            {sortable('publishedAt', t('table.published'))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {projects.map((project) => (
            <tr key={project.id}>
              <th scope="row" className="px-3 py-3 text-start align-top text-sm">
                <Link
                  to={paths.admin.project.getHref(project.id)}
                  aria-label={t('table.edit', { title: project.title })}
                  className="font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  <span lang={PROJECT_CONTENT_LANGUAGE} dir="auto">
                    {project.title}
                  </span>
                </Link>
                <span className="block text-xs text-slate-500" dir="ltr">
                  /projects/{project.slug}
                </span>
              </th>
              <td className={cell}>{industryName(project.industry)}</td>
              <td className={cell} lang={PROJECT_CONTENT_LANGUAGE} dir="auto">
                {project.clientType}
              </td>
              <td className={cell}>
                <ProjectStatusBadge status={project.status} />
              </td>
              <td className={cell}>{formatCalendarDate(project.updatedAt, i18n.language, 'medium')}</td>
              <td className={cell}>
                {project.publishedAt
                  ? formatCalendarDate(project.publishedAt, i18n.language, 'medium')
                  : t('table.notPublished')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
