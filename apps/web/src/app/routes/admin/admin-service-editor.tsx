import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAdminService } from '@/features/marketplace/api/get-admin-service';
import { AdminServiceEditor } from '@/features/marketplace/components/admin-service-editor';
import { ApiError } from '@/lib/api-client';

const EditService = ({ serviceId }: { serviceId: string }) => {
  const { t } = useTranslation('services-admin');
  const service = useAdminService(serviceId);
  if (service.data) return <AdminServiceEditor key={service.data.id} service={service.data} />;
  if (service.isError) {
    const isGone = service.error instanceof ApiError && (service.error.status === 404 || service.error.status === 400);
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        {isGone ? t('editor.notFound') : t('editor.failed')}
      </p>
    );
  }
  return <Spinner label={t('editor.loading')} showLabel />;
};

/** /admin/services/new and /admin/services/{serviceId} (issue 17): texts per language, with the card's preview. */
export const AdminServiceEditorRoute = () => {
  const { t } = useTranslation('services-admin');
  const { serviceId } = useParams();
  return (
    <section className="grid min-w-0 content-start gap-6">
      <div className="grid gap-2">
        <Link
          to={paths.admin.services.getHref()}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('editor.back')}
        </Link>
        <h1 id="service-editor-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {serviceId ? t('editor.editTitle') : t('editor.newTitle')}
        </h1>
      </div>
      {serviceId ? <EditService serviceId={serviceId} /> : <AdminServiceEditor />}
    </section>
  );
};
