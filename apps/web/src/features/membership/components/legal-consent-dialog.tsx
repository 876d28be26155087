import { Dialog } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PlanName } from '@/components/ui/plan-name';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { useAuth } from '@/lib/auth';
import { useScrolledEnough } from '../hooks/use-scroll-progress';
import { ConsentDocument } from './consent-document';

export interface LegalConsentDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /**
   * Called with the receipt e-mail once the terms are accepted. Resolving means the browser is on its way to the
   * checkout, so the dialog stays busy; rejecting (after the caller told the user why) makes it usable again.
   */
  onConsent: (email: string) => Promise<void>;
  planName: string;
  /** In cents. */
  amount: number;
}

/** Spec §5: the signed-in user's address, or a typed one containing '@'. */
const emailOf = (accountEmail: string | undefined, typed: string) =>
  accountEmail ?? (typed.trim().includes('@') ? typed.trim() : null);

/**
 * The legal consent dialog before a membership payment (spec §2, §4): the agreement unlocks at 75% of the document
 * and stays unlocked; Proceed needs that, the agreement and an e-mail; both buttons wait while it works.
 */
export const LegalConsentDialog = ({ isOpen, onClose, onConsent, planName, amount }: LegalConsentDialogProps) => {
  const { t } = useTranslation('membership');
  const formatUsd = useFormatUsd();
  const { user } = useAuth();
  const documentRef = useRef<HTMLElement>(null);
  const [openCount, setOpenCount] = useState(0);
  const { hasScrolledEnough, onScroll } = useScrolledEnough(documentRef, openCount);
  const [isAgreed, setAgreed] = useState(false);
  const [typedEmail, setTypedEmail] = useState('');
  const [isWorking, setWorking] = useState(false);
  const emailId = useId();
  const agreeId = useId();

  useEffect(() => {
    if (!isOpen) return;
    setOpenCount((count) => count + 1);
    setAgreed(false);
    setTypedEmail('');
    setWorking(false);
  }, [isOpen]);

  const email = emailOf(user?.email, typedEmail);
  const canProceed = hasScrolledEnough && isAgreed && email !== null && !isWorking;

  const proceed = async () => {
    if (!canProceed || !email) return;
    setWorking(true);
    try {
      await onConsent(email);
    } catch {
      setWorking(false);
    }
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && !isWorking && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] w-auto max-w-2xl -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-8">
          <div className="grid gap-1">
            <Dialog.Title className="text-2xl font-bold text-slate-900">{t('consent.title')}</Dialog.Title>
            <Dialog.Description className="text-slate-600">{t('consent.description')}</Dialog.Description>
          </div>
          <dl className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl bg-primary-50 px-4 py-3 text-primary-900">
            <dt className="font-semibold">
              <PlanName name={planName} />
            </dt>
            <dd className="text-lg font-bold" data-testid="consent-amount">
              {formatUsd(amount)}
            </dd>
          </dl>
          {/* `contents`: the form adds no box, so its parts keep their places in the dialog's column. */}
          <form
            noValidate
            className="contents"
            onSubmit={(event) => {
              event.preventDefault();
              void proceed();
            }}
          >
            {!user && (
              <FormField id={emailId} label={t('consent.emailLabel')}>
                <Input
                  type="email"
                  required
                  autoComplete="email"
                  value={typedEmail}
                  disabled={isWorking}
                  onChange={(event) => setTypedEmail(event.target.value)}
                />
              </FormField>
            )}
            <ConsentDocument ref={documentRef} onScroll={onScroll} />
            {!hasScrolledEnough && <p className="text-sm text-slate-600">{t('consent.scrollHint')}</p>}
            <div className="flex items-start gap-3">
              <input
                id={agreeId}
                type="checkbox"
                className="mt-1 size-4 accent-primary-600 disabled:cursor-not-allowed"
                checked={isAgreed}
                disabled={!hasScrolledEnough || isWorking}
                onChange={(event) => setAgreed(event.target.checked)}
              />
              <label htmlFor={agreeId} className="text-sm text-slate-800">
                {t('consent.agreement')}
              </label>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={onClose} disabled={isWorking}>
                {t('consent.cancel')}
              </Button>
              <SubmitButton isPending={isWorking} pendingLabel={t('consent.working')} disabled={!canProceed}>
                {t('consent.proceed')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
