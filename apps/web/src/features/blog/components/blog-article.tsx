import { type BlogPostPage, SITE_LANGUAGES } from '@receptiva/shared';
import { ArrowLeft, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JsonLd } from '@/components/seo/json-ld';
import { PageMeta, useBrandName } from '@/components/seo/page-meta';
import { useSiteOrigin } from '@/components/seo/server-render-context';
import { paths } from '@/config/paths';
import { useContentLanguage } from '../hooks/use-content-language';
import { articleJsonLd } from '../utils/article-json-ld';
import { blogListHref } from '../utils/blog-list-href';
import { proseClasses } from '../utils/prose-classes';
import { BlogPostMeta } from './blog-post-meta';
import { BlogShareLinks } from './blog-share-links';
import { CategoryIcon } from './category-icon';
import { RelatedPosts } from './related-posts';

/**
 * A published post: its header, the body (safe HTML rendered by the server from Markdown: raw HTML escaped, unsafe
 * links inert), share links, related posts, and its title, description and Article JSON-LD for search engines.
 */
export const BlogArticle = ({ page: { post, related } }: { page: BlogPostPage }) => {
  const { t } = useTranslation('blog');
  const pageLanguage = useContentLanguage();
  const origin = useSiteOrigin();
  const brand = useBrandName();
  const url = `${origin}${paths.blogPost.getHref(post.slug)}`;
  const postLanguageName = SITE_LANGUAGES.find((language) => language.code === post.language)?.nativeName;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-16 px-4 pt-10 pb-20 sm:px-6 sm:pt-14 lg:px-8">
      <PageMeta
        title={post.title}
        description={post.excerpt}
        type="article"
        image={post.coverImageUrl ?? undefined}
        alternateLanguages={post.languages}
      />
      <JsonLd id="jsonld-article" data={articleJsonLd(post, { url, brand, origin })} />
      <article className="mx-auto grid w-full max-w-3xl gap-8">
        <header className="grid gap-4">
          <Link
            to={paths.blog.getHref()}
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
            {t('post.back')}
          </Link>
          <Link
            to={blogListHref({ category: post.category, page: 1 })}
            className="inline-flex w-fit items-center gap-1.5 text-xs font-semibold tracking-wide text-primary-700 uppercase hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <CategoryIcon category={post.category} className="size-3.5" />
            {t(`categories.${post.category}`)}
          </Link>
          <h1
            lang={post.language}
            dir="auto"
            className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {post.title}
          </h1>
          <p lang={post.language} dir="auto" className="text-lg text-pretty text-slate-600">
            {post.excerpt}
          </p>
          <BlogPostMeta post={post} showAuthor />
          {post.language !== pageLanguage && postLanguageName ? (
            <p className="flex items-start gap-2 rounded-lg border border-primary-200 bg-primary-50 p-3 text-sm text-primary-800">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('post.languageNotice', { language: postLanguageName })}
            </p>
          ) : null}
        </header>
        {post.coverImageUrl ? (
          <img
            src={post.coverImageUrl}
            alt={post.coverImageAlt ?? ''}
            width={1200}
            height={630}
            decoding="async"
            className="aspect-[1200/630] w-full rounded-2xl object-cover"
          />
        ) : null}
        <div
          lang={post.language}
          dir="auto"
          className={proseClasses}
          // Safe by construction: renderMarkdown escapes raw HTML and drops unsafe URLs (render-markdown.test.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering of the post
          dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
        />
        <BlogShareLinks url={url} title={post.title} />
      </article>
      <RelatedPosts posts={related} />
    </div>
  );
};
