import type { AdminService, ServiceInput, SiteLanguage } from '@receptiva/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminCrumbLabel } from '@/components/admin/admin-crumb-label';
import { ArchivableEditorActions } from '@/components/admin/archivable-editor-actions';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { showNotice } from '@/lib/notifier';
import { useCreateService, useSetServiceActive, useUpdateService } from '../api/save-admin-service';
import { formValuesOf, NEW_SERVICE, serviceErrorKey, useServiceForm } from '../utils/admin-service-form';
import { AdminArchiveServiceDialog } from './admin-archive-service-dialog';
import { AdminServiceFields } from './admin-service-fields';
import { AdminServicePreview } from './admin-service-preview';
import { AdminServiceTextTabs } from './admin-service-text-tabs';

const NOTICE_SLOT = 'service-editor';

/**
 * Create or edit one marketplace service, with its card previewed as a visitor and as a member sees it. Archiving
 * (it leaves /marketplace) asks first; restoring does not.
 */
export const AdminServiceEditor = ({ service }: { service?: AdminService }) => {
  const { t } = useTranslation('services-admin');
  const navigate = useNavigate();
  const form = useServiceForm(service ? formValuesOf(service) : NEW_SERVICE);
  useAdminCrumbLabel(service?.title, 'en');
  const [language, setLanguage] = useState<SiteLanguage>('en');
  const [isConfirmingArchive, setConfirmingArchive] = useState(false);
  const create = useCreateService();
  const update = useUpdateService(service?.id ?? '');
  const setActive = useSetServiceActive(service?.id ?? '');
  const notify = (kind: 'success' | 'error', message: string) => showNotice(kind, message, { slot: NOTICE_SLOT });

  const failed = (error: unknown) => {
    const slugTaken = error instanceof ApiError && error.code === 'SLUG_TAKEN';
    // The server's field messages are English: a field it names gets the form's own translated message instead.
    const values = form.getValues();
    const translated = Object.fromEntries(
      Object.keys(error instanceof ApiError ? (error.fields ?? {}) : {}).flatMap((name) => {
        const field = name === 'listPriceCents' ? 'price' : name;
        if (!Object.hasOwn(values, field) || field === 'texts') return [];
        const message = t(`errors.${serviceErrorKey(field, { type: 'server' })}`);
        return [[name, { field: field as keyof typeof values, message }]];
      }),
    );
    const marked = form.showServerErrors(
      error,
      slugTaken ? { ...translated, slug: { field: 'slug', message: t('errors.slugTaken') } } : translated,
    );
    if (marked === 0) notify('error', t('editor.notices.failed'));
  };

  const onSave = form.handleSubmit(
    async (values: ServiceInput) => {
      try {
        const saved = service ? await update.mutateAsync(values) : await create.mutateAsync(values);
        form.reset(formValuesOf(saved));
        notify('success', t(service ? 'editor.notices.saved' : 'editor.notices.created'));
        if (!service) void navigate(paths.admin.service.getHref(saved.id), { replace: true });
      } catch (error) {
        failed(error);
      }
    },
    (errors) => {
      // The first mistake may be in another language's tab: open it so the focus lands on a visible field.
      const texts = errors.texts as Record<string, unknown> | undefined;
      const first = texts && Object.keys(texts)[0];
      if (first && !(language in texts)) setLanguage(first as SiteLanguage);
    },
  );

  const changeActive = async (active: boolean) => {
    try {
      const saved = await setActive.mutateAsync(active);
      form.reset({ ...form.getValues(), isActive: saved.isActive });
      setConfirmingArchive(false);
      notify('success', t(active ? 'editor.notices.restored' : 'editor.notices.archived'));
    } catch (error) {
      setConfirmingArchive(false);
      failed(error);
    }
  };

  const isBusy = create.isPending || update.isPending || setActive.isPending;
  return (
    <>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          noValidate
          onSubmit={onSave}
          aria-labelledby="service-editor-heading"
          className="grid content-start gap-6"
        >
          <AdminServiceTextTabs form={form} language={language} onLanguageChange={setLanguage} />
          <AdminServiceFields form={form} />
          <ArchivableEditorActions
            namespace="services-admin"
            saved={service}
            isSaving={create.isPending || update.isPending}
            isBusy={isBusy}
            onArchive={() => setConfirmingArchive(true)}
            onRestore={() => void changeActive(true)}
          />
        </form>
        <AdminServicePreview form={form} language={language} />
      </div>
      {isConfirmingArchive && service ? (
        <AdminArchiveServiceDialog
          title={service.title}
          isWorking={setActive.isPending}
          onConfirm={() => void changeActive(false)}
          onClose={() => setConfirmingArchive(false)}
        />
      ) : null}
    </>
  );
};
