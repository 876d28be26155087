import { useTranslation } from 'react-i18next';
import type { ToasterToast } from '@/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** The open toasts of the spec's queue, with Radix's live region and viewport. */
export const ToastList = ({ toasts }: { toasts: ToasterToast[] }) => {
  const { t } = useTranslation();
  return (
    <ToastProvider label={t('toast.region')}>
      {toasts.map(({ id, title, description, action, variant, open, onOpenChange }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={onOpenChange}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
};
