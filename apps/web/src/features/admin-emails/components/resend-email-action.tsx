import type { AdminEmailDetail } from '@receptiva/shared';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';
import { showNotice } from '@/lib/notifier';
import { useResendAdminEmail } from '../api/resend-admin-email';
import { ResendEmailDialog } from './resend-email-dialog';

/** Resend, confirmed in a dialog; on success the page moves to the queued copy, which the worker sends. */
export const ResendEmailAction = ({ email }: { email: AdminEmailDetail }) => {
  const { t } = useTranslation('admin-emails');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const resend = useResendAdminEmail(email.id);
  const [isAsking, setAsking] = useState(false);
  if (!email.canResend) return <p className="text-sm text-slate-600">{t('resend.notAllowed')}</p>;

  const failure = resend.error;
  const error = !failure
    ? null
    : failure instanceof ApiError && failure.status === 409
      ? t('resend.conflict')
      : errorMessage(failure instanceof ApiError ? failure : { message: failure.message });
  return (
    <>
      <Button
        variant="outline"
        className="w-fit"
        onClick={() => {
          resend.reset();
          setAsking(true);
        }}
      >
        <RotateCw aria-hidden="true" />
        {t('resend.button')}
      </Button>
      {isAsking ? (
        <ResendEmailDialog
          to={email.to}
          isWorking={resend.isPending}
          error={error}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            resend.mutate(undefined, {
              onSuccess: (copy) => {
                setAsking(false);
                showNotice('success', t('resend.done'), { slot: 'admin-emails' });
                navigate(paths.admin.email.getHref(copy.id));
              },
            })
          }
        />
      ) : null}
    </>
  );
};
