import { useMutation } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';
import { callAuth } from './auth-call';

/** `POST /api/auth/change-email`: sends a confirmation link to the new address; nothing changes until it is opened. */
export const changeEmail = (newEmail: string) => callAuth(() => authClient.changeEmail({ newEmail }));

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
