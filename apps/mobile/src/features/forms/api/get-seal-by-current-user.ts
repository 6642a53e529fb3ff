import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormSeal } from '@baton/contracts';
import { apiGet } from '../../../lib/http';

/** GET /uc/electronicSeal/v1/getSealByCurrentUserId: the caller's seal, or null. */
export async function getSealByCurrentUser(): Promise<FormSeal | null> {
  const { value } = await apiGet<FormSeal | null>('/uc/electronicSeal/v1/getSealByCurrentUserId');
  return value ?? null;
}

export function currentSealQueryOptions() {
  return queryOptions({ queryKey: ['forms', 'seal', 'current'], queryFn: getSealByCurrentUser });
}

export function useCurrentSeal() {
  return useQuery(currentSealQueryOptions());
}
