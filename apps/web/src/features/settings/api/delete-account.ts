import type { DeleteAccountInput } from '@receptiva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteAccount = (input: DeleteAccountInput) => api.delete('/api/account', { json: input });

/** Deletes the account; the answer clears the session cookie, the caller leaves the signed-in app. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
