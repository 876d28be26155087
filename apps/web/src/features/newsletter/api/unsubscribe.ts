import type { NewsletterUnsubscribed } from '@receptiva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/newsletter/unsubscribe?token=…`, the URL a mail client's one-click button calls too. Its form body
 * (`List-Unsubscribe=One-Click`) is for mail clients and optional: the client sends no body, so `form` stays empty.
 */
export const unsubscribe = (token: string): Promise<NewsletterUnsubscribed> =>
  api.post('/api/newsletter/unsubscribe', { query: { token }, form: {} });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
