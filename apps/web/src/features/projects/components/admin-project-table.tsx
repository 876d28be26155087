import { type AdminProjectRow, PROJECT_CONTENT_LANGUAGE, type ProjectAdminSort } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import {
  AdminTable,
  AdminTitleCell,
  adminCell,
  adminHeaderCell,
  SortableHeader,
} from '@/components/admin/admin-list-table';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format-date';
import { useIndustryName } from '../hooks/use-industry-name';
import type { AdminProjectView } from '../utils/admin-list-params';
import { ProjectStatusBadge } from './project-status-badge';

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
  const sortable = (sort: ProjectAdminSort, label: string) => (
    <SortableHeader
      sort={sort}
      label={label}
      sortByLabel={t('table.sortBy', { column: label })}
      view={view}
      onSort={onSort}
    />
  );
  const date = (iso: string) => formatCalendarDate(iso, i18n.language, 'medium');
  return (
    <AdminTable
      caption={t('table.caption', { total })}
      minWidthClass="min-w-[48rem]"
      head={
        <>
          {sortable('title', t('table.title'))}
          <th scope="col" className={adminHeaderCell}>
            {t('table.industry')}
          </th>
          <th scope="col" className={adminHeaderCell}>
            {t('table.client')}
          </th>
          <th scope="col" className={adminHeaderCell}>
            {t('table.status')}
          </th>
          {sortable('updatedAt', t('table.updated'))}
          {sortable('publishedAt', t('table.published'))}
        </>
      }
    >
      {projects.map((project) => (
        <tr key={project.id}>
          <AdminTitleCell
            href={paths.admin.project.getHref(project.id)}
            editLabel={t('table.edit', { title: project.title })}
            title={project.title}
            lang={PROJECT_CONTENT_LANGUAGE}
            address={`/projects/${project.slug}`}
          />
          <td className={adminCell}>{industryName(project.industry)}</td>
          <td className={adminCell} lang={PROJECT_CONTENT_LANGUAGE} dir="auto">
            {project.clientType}
          </td>
          <td className={adminCell}>
            <ProjectStatusBadge status={project.status} />
          </td>
          <td className={adminCell}>{date(project.updatedAt)}</td>
          <td className={adminCell}>{project.publishedAt ? date(project.publishedAt) : t('table.notPublished')}</td>
        </tr>
      ))}
    </AdminTable>
  );
};
