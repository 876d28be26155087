import { MEMBERSHIP_PLAN_NAME, MEMBERSHIP_PRICES } from '@receptiva/shared';
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMembershipPurchase } from '../hooks/use-membership-purchase';

const LegalConsentDialog = lazy(() =>
  import('./legal-consent-dialog').then((m) => ({ default: m.LegalConsentDialog })),
);

interface MembershipPurchaseButtonProps {
  /** `unstyled` takes the whole look from `className` (on a coloured band). */
  variant?: ButtonVariant;
  className?: string;
  label?: string;
}

/** The non-member's way to buy: the consent dialog (loaded on first use), then the checkout. */
export const MembershipPurchaseButton = ({ variant, className, label }: MembershipPurchaseButtonProps) => {
  const { t } = useTranslation('membership');
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const planName = MEMBERSHIP_PLAN_NAME;
  const amount = MEMBERSHIP_PRICES.annualCents;
  const purchase = useMembershipPurchase(planName, amount);
  return (
    <>
      <Button
        size="lg"
        variant={variant}
        className={cn('w-full', className)}
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        {label ?? t('buy.cta')}
        <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <LegalConsentDialog
            isOpen={isOpen}
            onClose={() => setOpen(false)}
            onConsent={purchase}
            planName={planName}
            amount={amount}
          />
        </Suspense>
      )}
    </>
  );
};
