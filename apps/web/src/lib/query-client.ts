import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** 4xx answers are final; network and 5xx failures are retried twice. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 2;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
