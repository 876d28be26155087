import type { OrderCheckoutInput } from '@receptiva/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/hooks/use-toast';
import { track } from '@/lib/analytics';
import { browserLocation } from '@/lib/browser-location';
import { checkoutFailureKeys, requestCheckoutUrl } from '@/lib/request-checkout-url';
import { createOrderCheckout } from '../api/create-order-checkout';

/**
 * Pay: create the checkout session and send the browser to it. A failure shows the spec §8 toast ('Payment Error'
 * when the session could not be created, 'Error' otherwise, including an answer without a URL) and re-enables Pay.
 */
export function useOrderCheckout() {
  const { t, i18n } = useTranslation('orders');
  const [isPaying, setIsPaying] = useState(false);

  const pay = useCallback(
    async (items: OrderCheckoutInput['items'], totalCents: number) => {
      setIsPaying(true);
      try {
        const url = await requestCheckoutUrl(() => createOrderCheckout({ items, locale: i18n.language }));
        track('InitiateCheckout', { value: totalCents / 100, currency: 'USD', num_items: items.length });
        browserLocation.assign(url);
      } catch (error) {
        const keys = checkoutFailureKeys(error);
        toast({ variant: 'destructive', title: t(keys.title), description: t(keys.description) });
        setIsPaying(false);
      }
    },
    [i18n.language, t],
  );
  return { pay, isPaying };
}
