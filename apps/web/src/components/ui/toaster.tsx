import { useTranslation } from 'react-i18next';
import { useToast } from '@/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Renders the spec's toast queue (limit 1). */
export const Toaster = () => {
  const { t } = useTranslation();
  const { toasts } = useToast();
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
