import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';

export const openBillingPortal = () => api.post('/api/billing/portal');

/** Asks the server for a Stripe customer portal session and sends the browser there. */
export const useOpenBillingPortal = () =>
  useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => browserLocation.assign(url) });
