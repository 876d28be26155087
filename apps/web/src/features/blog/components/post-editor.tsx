import { type AdminBlogPost, SITE_LANGUAGES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import { ContentEditorActions } from '@/components/admin/content-editor-actions';
import { useContentEditor } from '@/components/admin/use-content-editor';
import { paths } from '@/config/paths';
import { useCreateBlogPost, useDeleteBlogPost, useSetBlogPostStatus, useUpdateBlogPost } from '../api/save-blog-post';
import { useBlogEditorPaths } from '../hooks/use-blog-editor-paths';
import { formValuesOf, NEW_POST, usePostForm } from '../utils/post-form';
import { DeletePostDialog } from './delete-post-dialog';
import { PostEditorFields } from './post-editor-fields';
import { PostPreviewPanel } from './post-preview-panel';
import { PostStatusBadge } from './post-status-badge';

/**
 * Create or edit one post in one language, with a live preview. A new post is saved as a draft; an existing one can
 * be saved, published (its current text is saved first), unpublished or deleted (after a confirmation).
 */
export const PostEditor = ({ post }: { post?: AdminBlogPost }) => {
  const { t } = useTranslation('blog-admin');
  const form = usePostForm(post ? formValuesOf(post) : NEW_POST);
  const editorPaths = useBlogEditorPaths();
  const editor = useContentEditor({
    namespace: 'blog-admin',
    noticeSlot: 'blog-editor',
    item: post,
    form,
    formValuesOf,
    mutations: {
      create: useCreateBlogPost(),
      update: useUpdateBlogPost(post?.id ?? ''),
      setStatus: useSetBlogPostStatus(post?.id ?? ''),
      remove: useDeleteBlogPost(post?.id ?? ''),
    },
    editHrefOf: editorPaths.post,
    listHref: editorPaths.list,
  });

  const title = form.watch('title');
  const body = form.watch('body');
  const language = form.watch('language');
  const languageName = SITE_LANGUAGES.find((item) => item.code === post?.language)?.name ?? '';

  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <form
        noValidate
        onSubmit={editor.onSave}
        aria-labelledby="post-editor-heading"
        className="grid content-start gap-6"
      >
        {post ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <span>{t('editor.statusLabel')}</span>
            <PostStatusBadge status={post.status} />
          </p>
        ) : null}
        <PostEditorFields form={form} isNew={!post} />
        <ContentEditorActions
          namespace="blog-admin"
          editor={editor}
          saved={post && { status: post.status, publicHref: paths.blogPost.getHref(post.slug) }}
        />
      </form>
      <PostPreviewPanel title={title} markdown={body} language={language} />
      {editor.isConfirmingDelete && post ? (
        <DeletePostDialog
          title={post.title}
          languageName={languageName}
          isWorking={editor.isDeleting}
          onConfirm={() => void editor.onDelete()}
          onClose={() => editor.setConfirmingDelete(false)}
        />
      ) : null}
    </div>
  );
};
