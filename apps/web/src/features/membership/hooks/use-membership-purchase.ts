import { membershipPaymentTypeOf } from '@receptiva/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '@/hooks/use-toast';
import { track } from '@/lib/analytics';
import { useAuth } from '@/lib/auth';
import { browserLocation } from '@/lib/browser-location';
import { checkoutFailureKeys, requestCheckoutUrl } from '@/lib/request-checkout-url';
import { createMembershipCheckout } from '../api/create-membership-checkout';
import { recordConsent } from '../api/record-consent';

/**
 * What happens after the consent dialog: store the consent (the receipt e-mail), create the checkout session (spec
 * §7) and send the browser to it. A failure shows the spec §8 toast, then rejects so the dialog is usable again.
 */
export function useMembershipPurchase(planName: string, amountCents: number) {
  const { t, i18n } = useTranslation('membership');
  const { user } = useAuth();
  const { pathname } = useLocation();

  return useCallback(
    async (email: string) => {
      try {
        await recordConsent({ planName, amount: amountCents, email, locale: i18n.language });
        const url = await requestCheckoutUrl(() =>
          createMembershipCheckout({
            planName,
            amount: amountCents,
            userEmail: email,
            userId: user?.id ?? null,
            paymentType: membershipPaymentTypeOf(planName, amountCents),
            returnPath: pathname,
            locale: i18n.language,
          }),
        );
        track('InitiateCheckout', { value: amountCents / 100, currency: 'USD', content_name: planName });
        browserLocation.assign(url);
      } catch (error) {
        const keys = checkoutFailureKeys(error);
        toast({ variant: 'destructive', title: t(keys.title), description: t(keys.description) });
        throw error;
      }
    },
    [planName, amountCents, user?.id, pathname, i18n.language, t],
  );
}
