import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAdminBlogPost } from '@/features/blog/api/get-admin-blog-post';
import { PostEditor } from '@/features/blog/components/post-editor';
import { BlogEditorArea, useBlogEditorPaths } from '@/features/blog/hooks/use-blog-editor-paths';
import { ApiError } from '@/lib/api-client';

const EditPost = ({ postId }: { postId: string }) => {
  const { t } = useTranslation('blog-admin');
  const post = useAdminBlogPost(postId);
  if (post.data) return <PostEditor key={post.data.id} post={post.data} />;
  if (post.isError) {
    const isGone = post.error instanceof ApiError && post.error.status === 404;
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {isGone ? t('editor.notFound') : t('editor.failed')}
      </p>
    );
  }
  return <Spinner label={t('editor.loading')} showLabel />;
};

const Editor = () => {
  const { t } = useTranslation('blog-admin');
  const { postId } = useParams();
  const editorPaths = useBlogEditorPaths();
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="grid gap-2">
        <Link
          to={editorPaths.list}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('editor.back')}
        </Link>
        <h1 id="post-editor-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {postId ? t('editor.editTitle') : t('editor.newTitle')}
        </h1>
      </div>
      {postId ? <EditPost postId={postId} /> : <PostEditor />}
    </section>
  );
};

/**
 * /admin/blog/new and /admin/blog/{postId}, /staff-dashboard/blog/new and /staff-dashboard/blog/{postId} (issue 14,
 * decision 037): the Markdown editor with its live preview.
 */
export const AdminBlogEditorRoute = ({ area = 'admin' }: { area?: 'admin' | 'staff' }) => (
  <BlogEditorArea area={area}>
    <Editor />
  </BlogEditorArea>
);
