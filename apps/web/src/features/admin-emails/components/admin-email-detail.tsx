import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAdminEmail } from '../api/get-admin-email';
import { EmailBodyPreview } from './email-body-preview';
import { EmailFacts } from './email-facts';
import { ResendEmailAction } from './resend-email-action';

/** /admin/settings/emails/{emailId}: the message, its delivery, its bodies, and Resend. */
export const AdminEmailDetail = ({ emailId }: { emailId: string }) => {
  const { t } = useTranslation('admin-emails');
  const email = useAdminEmail(emailId);
  const back = (
    <>
      <Link
        to={paths.admin.emails.getHref()}
        className="w-fit text-sm font-medium text-slate-700 underline underline-offset-4"
      >
        {t('detail.back')}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('detail.title')}</h1>
    </>
  );
  if (email.isError) {
    const notFound = email.error instanceof ApiError && email.error.status === 404;
    return (
      <section className="grid content-start gap-4">
        {back}
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {notFound ? t('detail.notFound') : t('detail.failed')}
        </p>
      </section>
    );
  }
  if (!email.data) return <Spinner label={t('detail.loading')} showLabel />;
  const data = email.data;
  return (
    <section className="grid min-w-0 content-start gap-6">
      {back}
      <p dir="auto" className="text-xl font-semibold break-words text-slate-900">
        {data.subject}
      </p>
      <ResendEmailAction email={data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <EmailFacts email={data} />
      </div>
      <EmailBodyPreview text={data.text} html={data.html} />
    </section>
  );
};
