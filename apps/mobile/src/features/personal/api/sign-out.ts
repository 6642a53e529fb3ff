import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '../../../lib/sign-out';

/** Signs out (the shared logout of the guard); nothing cached for this user outlives it. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.clear(),
  });
}
