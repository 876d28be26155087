import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UseZodForm } from '@/components/ui/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { showNotice } from '@/lib/notifier';
import type { AdminContentNamespace } from './admin-content-namespace';

export type ContentStatus = 'draft' | 'published';

interface ContentMutations<Item, Input> {
  create: UseMutationResult<Item, Error, Input>;
  update: UseMutationResult<Item, Error, Input>;
  setStatus: UseMutationResult<Item, Error, ContentStatus>;
  remove: UseMutationResult<unknown, Error, void>;
}

interface ContentEditorOptions<Item extends { id: string }, Values extends FieldValues & { slug: string }, Input> {
  /** Its `editor.notices.*` and `errors.slugTaken` say what happened. */
  namespace: AdminContentNamespace;
  /** Where the editor's notices show, so they do not pile up with other pages' notices. */
  noticeSlot: string;
  /** The saved item, or none for a new one. */
  item: Item | undefined;
  form: UseZodForm<Values, Input & FieldValues>;
  formValuesOf: (item: Item) => Values;
  mutations: ContentMutations<Item, Input>;
  /** Where a new item's editor lives once it is saved, and the list to return to after a delete. */
  editHrefOf: (id: string) => string;
  listHref: string;
}

/**
 * What an admin content editor does (the blog's posts, the case studies): a new item is saved as a draft and its
 * editor's address replaces the new one's; an existing one is saved, published (its current text saved first),
 * unpublished or deleted after a confirmation. Each step says how it went; a taken address marks the slug field.
 */
export function useContentEditor<Item extends { id: string }, Values extends FieldValues & { slug: string }, Input>({
  namespace,
  noticeSlot,
  item,
  form,
  formValuesOf,
  mutations: { create, update, setStatus, remove },
  editHrefOf,
  listHref,
}: ContentEditorOptions<Item, Values, Input>) {
  const { t } = useTranslation(namespace);
  const navigate = useNavigate();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const notify = (kind: 'success' | 'error', message: string) => showNotice(kind, message, { slot: noticeSlot });

  const failed = (error: unknown) => {
    const slugTaken = error instanceof ApiError && error.code === 'SLUG_TAKEN';
    const marked = form.showServerErrors(
      error,
      slugTaken ? { slug: { field: 'slug' as Path<Values>, message: t('errors.slugTaken') } } : {},
    );
    if (marked === 0) notify('error', t('editor.notices.failed'));
  };

  const save = async (values: Input): Promise<Item | null> => {
    try {
      const saved = item ? await update.mutateAsync(values) : await create.mutateAsync(values);
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
    notify('success', t(item ? 'editor.notices.saved' : 'editor.notices.created'));
    if (!item) void navigate(editHrefOf(saved.id), { replace: true });
  });

  const onPublish = form.handleSubmit(async (values) => {
    if (form.formState.isDirty && !(await save(values))) return;
    try {
      await setStatus.mutateAsync('published');
      notify('success', t('editor.notices.published'));
    } catch (error) {
      failed(error);
    }
  });

  const onUnpublish = async () => {
    try {
      await setStatus.mutateAsync('draft');
      notify('success', t('editor.notices.unpublished'));
    } catch (error) {
      failed(error);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      notify('success', t('editor.notices.deleted'));
      void navigate(listHref, { replace: true });
    } catch (error) {
      setConfirmingDelete(false);
      failed(error);
    }
  };

  return {
    onSave,
    onPublish,
    onUnpublish,
    onDelete,
    isConfirmingDelete,
    setConfirmingDelete,
    isSaving: create.isPending || update.isPending,
    isChangingStatus: setStatus.isPending,
    isDeleting: remove.isPending,
    isBusy: create.isPending || update.isPending || setStatus.isPending || remove.isPending,
  };
}

export type ContentEditor = ReturnType<typeof useContentEditor>;
