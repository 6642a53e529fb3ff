import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';
import { useSession } from '../../../lib/session';

/** GET /signout: the token stops working on the server. */
export async function signOut(): Promise<void> {
  await apiGet<unknown>('/signout', undefined, { silent: true });
}

/** Signs out; the user is cleared on this device even when the server cannot be reached. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      useSession.getState().clearUser();
      queryClient.clear();
    },
  });
}
