import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http';

/** Client errors (4xx) do not get better by asking again; network and server failures get one more try. */
function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false;
  if (error instanceof ApiError && error.envelope) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/** The app's one query cache, which screens read and route prefetches fill. */
export function appQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
