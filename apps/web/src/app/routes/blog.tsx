import { blogListSearchString, parseBlogListSearch } from '@receptiva/shared';
import { Newspaper, Rss } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { PageLayout } from '@/components/layouts/page-layout';
import { PageMeta, useBrandName } from '@/components/seo/page-meta';
import { BlogCategoryNav } from '@/features/blog/components/blog-category-nav';
import { BlogPostList } from '@/features/blog/components/blog-post-list';

/**
 * The newsletter sign-up beside the articles (issue 14), a chunk of its own like the footer's: the server renders it,
 * and it hydrates once its code has arrived, after the list.
 */
const NewsletterSignup = lazy(() =>
  import('@/features/newsletter/components/newsletter-signup').then((module) => ({
    default: module.NewsletterSignup,
  })),
);

/**
 * /blog (spec §2, issue 14): published posts newest first, filtered by the category in the URL, a page at a time
 * (`?category=reviews&page=2`). Server-rendered with its data: the server renders exactly these two parameters.
 */
export const BlogRoute = () => {
  const { t } = useTranslation('blog');
  const brand = useBrandName();
  const [searchParams] = useSearchParams();
  const view = parseBlogListSearch(searchParams);
  return (
    <PageLayout footerSignup={false}>
      <PageMeta
        title={t('routes.blog.title', { ns: 'seo', brand })}
        description={t('routes.blog.description', { ns: 'seo', brand })}
        canonicalSearch={blogListSearchString(view)}
      />
      <section className="mx-auto w-full max-w-7xl px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:px-8">
        <PageHeader icon={Newspaper} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_18rem]">
          <div className="grid content-start gap-8">
            <BlogCategoryNav current={view.category} />
            <BlogPostList view={view} />
          </div>
          <aside aria-label={t('aside.label')} className="grid content-start gap-6">
            <Suspense fallback={null}>
              <NewsletterSignup />
            </Suspense>
            <div className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-6">
              <h2 className="text-base font-semibold text-slate-900">{t('aside.rssTitle')}</h2>
              <p className="text-sm text-slate-600">{t('aside.rssText')}</p>
              <a
                href="/blog/rss.xml"
                type="application/rss+xml"
                className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <Rss aria-hidden="true" className="size-4" />
                {t('aside.rssLink')}
              </a>
            </div>
          </aside>
        </div>
      </section>
    </PageLayout>
  );
};
