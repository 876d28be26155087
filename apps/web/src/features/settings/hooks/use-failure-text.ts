import { useCallback } from 'react';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';

/** What went wrong, in words: the API's translated code, or a network failure for anything that is not an answer. */
export function useFailureText(): (error: unknown) => string {
  const errorMessage = useErrorMessage();
  return useCallback(
    (error) => errorMessage(error instanceof ApiError ? error : { code: 'NETWORK_ERROR' }),
    [errorMessage],
  );
}
