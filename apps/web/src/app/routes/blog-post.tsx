import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Spinner } from '@/components/ui/spinner';
import { useBlogPost } from '@/features/blog/api/get-blog-post';
import { BlogArticle } from '@/features/blog/components/blog-article';
import { BlogPostNotFound } from '@/features/blog/components/blog-post-not-found';

/** /blog/{slug} (issue 14): a published post, or the blog's 404 page (HTTP 404 when server-rendered). */
export const BlogPostRoute = () => {
  const { t } = useTranslation('blog');
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);

  let content = (
    <div className="flex flex-1 justify-center py-24">
      <Spinner label={t('post.loading')} showLabel />
    </div>
  );
  if (post.isError) {
    content = (
      <p role="alert" className="mx-auto my-24 max-w-xl rounded-xl bg-red-50 p-4 text-red-800">
        {t('post.failed')}
      </p>
    );
  } else if (post.data === null) {
    content = <BlogPostNotFound />;
  } else if (post.data) {
    content = <BlogArticle page={post.data} />;
  }
  return <PageLayout>{content}</PageLayout>;
};
