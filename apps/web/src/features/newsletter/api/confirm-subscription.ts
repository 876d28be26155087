import type { NewsletterConfirmed } from '@receptiva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/newsletter/confirmations`: the confirmation link's token makes the address a subscriber. */
export const confirmSubscription = (token: string): Promise<NewsletterConfirmed> =>
  api.post('/api/newsletter/confirmations', { json: { token } });

export const useConfirmSubscription = () => useMutation({ mutationFn: confirmSubscription });
