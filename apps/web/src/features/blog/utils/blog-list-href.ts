import { type BlogListSearch, blogListSearchString } from '@receptiva/shared';
import { paths } from '@/config/paths';

/** The address of a /blog view: its category and page in the query string (`/blog?category=reviews&page=2`). */
export const blogListHref = (view: BlogListSearch): string => `${paths.blog.getHref()}${blogListSearchString(view)}`;
