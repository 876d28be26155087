import { type AdminBlogPost, type BlogPostInput, SITE_LANGUAGES } from '@receptiva/shared';
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showNotice } from '@/lib/notifier';
import { useCreateBlogPost, useDeleteBlogPost, useSetBlogPostStatus, useUpdateBlogPost } from '../api/save-blog-post';
import { formValuesOf, NEW_POST, usePostForm } from '../utils/post-form';
import { DeletePostDialog } from './delete-post-dialog';
import { PostEditorFields } from './post-editor-fields';
import { PostPreviewPanel } from './post-preview-panel';
import { PostStatusBadge } from './post-status-badge';

const NOTICE_SLOT = 'blog-editor';

/**
 * Create or edit one post in one language, with a live preview. A new post is saved as a draft; an existing one can
 * be saved, published (its current text is saved first), unpublished or deleted (after a confirmation).
 */
export const PostEditor = ({ post }: { post?: AdminBlogPost }) => {
  const { t } = useTranslation('blog-admin');
  const navigate = useNavigate();
  const form = usePostForm(post ? formValuesOf(post) : NEW_POST);
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost(post?.id ?? '');
  const setStatus = useSetBlogPostStatus(post?.id ?? '');
  const remove = useDeleteBlogPost(post?.id ?? '');
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const isBusy = create.isPending || update.isPending || setStatus.isPending || remove.isPending;

  const failed = (error: unknown) => {
    const marked = form.showServerErrors(error, {
      ...(error instanceof ApiError && error.code === 'SLUG_TAKEN'
        ? { slug: { field: 'slug', message: t('errors.slugTaken') } }
        : {}),
    });
    if (marked === 0) showNotice('error', t('editor.notices.failed'), { slot: NOTICE_SLOT });
  };

  const save = async (values: BlogPostInput): Promise<AdminBlogPost | null> => {
    try {
      const saved = post ? await update.mutateAsync(values) : await create.mutateAsync(values);
      form.reset(formValuesOf(saved));
      return saved;
    } catch (error) {
      failed(error);
      return null;
    }
  };

  const onSave = form.handleSubmit(async (values) => {
    const saved = await save(values);
    if (!saved) return;
    showNotice('success', t(post ? 'editor.notices.saved' : 'editor.notices.created'), { slot: NOTICE_SLOT });
    if (!post) void navigate(paths.admin.blogPost.getHref(saved.id), { replace: true });
  });

  const onPublish = form.handleSubmit(async (values) => {
    if (form.formState.isDirty && !(await save(values))) return;
    try {
      await setStatus.mutateAsync('published');
      showNotice('success', t('editor.notices.published'), { slot: NOTICE_SLOT });
    } catch (error) {
      failed(error);
    }
  });

  const onUnpublish = async () => {
    try {
      await setStatus.mutateAsync('draft');
      showNotice('success', t('editor.notices.unpublished'), { slot: NOTICE_SLOT });
    } catch (error) {
      failed(error);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      showNotice('success', t('editor.notices.deleted'), { slot: NOTICE_SLOT });
      void navigate(paths.admin.blog.getHref(), { replace: true });
    } catch (error) {
      setConfirmingDelete(false);
      failed(error);
    }
  };

  const title = form.watch('title');
  const body = form.watch('body');
  const language = form.watch('language');
  const languageName = SITE_LANGUAGES.find((item) => item.code === post?.language)?.name ?? '';

  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <form noValidate onSubmit={onSave} aria-labelledby="post-editor-heading" className="grid content-start gap-6">
        {post ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <span>{t('editor.statusLabel')}</span>
            <PostStatusBadge status={post.status} />
          </p>
        ) : null}
        <PostEditorFields form={form} isNew={!post} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton
            isPending={create.isPending || update.isPending}
            pendingLabel={t('editor.actions.saving')}
            disabled={isBusy}
          >
            {t(post ? 'editor.actions.save' : 'editor.actions.create')}
          </SubmitButton>
          {post?.status === 'draft' ? (
            <Button type="button" variant="secondary" onClick={() => void onPublish()} disabled={isBusy}>
              {setStatus.isPending ? t('editor.actions.working') : t('editor.actions.publish')}
            </Button>
          ) : null}
          {post?.status === 'published' ? (
            <>
              <Button type="button" variant="outline" onClick={() => void onUnpublish()} disabled={isBusy}>
                {setStatus.isPending ? t('editor.actions.working') : t('editor.actions.unpublish')}
              </Button>
              <Link to={paths.blogPost.getHref(post.slug)} className={buttonClasses({ variant: 'link' })}>
                <ExternalLink aria-hidden="true" />
                {t('editor.view')}
              </Link>
            </>
          ) : null}
          {post ? (
            <Button
              type="button"
              variant="ghost"
              className="ms-auto text-red-700"
              onClick={() => setConfirmingDelete(true)}
              disabled={isBusy}
            >
              <Trash2 aria-hidden="true" />
              {t('editor.actions.delete')}
            </Button>
          ) : null}
        </div>
      </form>
      <PostPreviewPanel title={title} markdown={body} language={language} />
      {isConfirmingDelete && post ? (
        <DeletePostDialog
          title={post.title}
          languageName={languageName}
          isWorking={remove.isPending}
          onConfirm={() => void onDelete()}
          onClose={() => setConfirmingDelete(false)}
        />
      ) : null}
    </div>
  );
};
