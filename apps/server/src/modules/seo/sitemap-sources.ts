import { PUBLIC_SITEMAP_PATHS, SITE_LANGUAGE_CODES, type SiteLanguage } from '@receptiva/shared';
import type { Db } from '../../db/client';
import { listPublishedBlogPages } from '../blog/blog-sitemap';
import { listPublishedProjectPages } from '../projects/project-sitemap';

/** One page of the sitemap. */
export interface SitemapEntry {
  path: string;
  /** The languages the page exists in, each listed as an hreflang alternate (`?lng=<code>`). */
  languages: readonly SiteLanguage[];
  lastModified?: Date;
}

/** A kind of page the sitemap lists, read from the database when the sitemap is built. */
export type SitemapSource = (db: Db) => Promise<SitemapEntry[]>;

/** The fixed public pages, in all 14 languages (their texts come from the catalogs). */
const publicPages: SitemapSource = async () =>
  PUBLIC_SITEMAP_PATHS.map((path) => ({ path, languages: SITE_LANGUAGE_CODES }));

/** Every kind of page in `/sitemap.xml`, in order: only pages that exist (published posts and case studies, never drafts). */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  publicPages,
  listPublishedBlogPages,
  listPublishedProjectPages,
];

export async function readSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  return (await Promise.all(SITEMAP_SOURCES.map((source) => source(db)))).flat();
}
