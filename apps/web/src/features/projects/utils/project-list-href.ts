import { type ProjectListSearch, projectListSearchString } from '@receptiva/shared';
import { paths } from '@/config/paths';

/** The address of a /projects view: its industry and page in the query string (`/projects?industry=hvac`). */
export const projectListHref = (view: ProjectListSearch): string =>
  `${paths.projects.getHref()}${projectListSearchString(view)}`;
