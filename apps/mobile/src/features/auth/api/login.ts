import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginToken } from '@baton/contracts';
import { encryptForServer } from '../../../lib/crypto';
import { ApiError, apiPost, isTimeout } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useSession, userFromLoginToken } from '../../../lib/session';
import { libText } from '../../../lib/texts';

export interface LoginInput {
  /** Absent when the page names no tenant: the server then signs the account into its home tenant. */
  tenantId?: string;
  username: string;
  /** Plain text: encrypted here with the server's public key before it leaves the page. */
  password: string;
}

/** POST /auth?tenantId= with { username, password (RSA-OAEP, base64) }: the login token record. */
export async function login({ tenantId, username, password }: LoginInput): Promise<LoginToken> {
  const cipher = await encryptForServer(password);
  // The page shows the failure itself, next to the form.
  const answer = await apiPost<LoginToken>(
    '/auth',
    { username, password: cipher },
    { params: tenantId ? { tenantId } : undefined, silent: true, dedupe: false },
  );
  if (!answer.value) throw new ApiError(answer.message);
  return answer.value;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (record) => {
      // Nothing cached for a previous user may leak into this one's pages.
      queryClient.clear();
      useSession.getState().setUser(userFromLoginToken(record));
    },
    onError: (error) => {
      // The call is silent so the page can show its own failure text; a timeout also gets the spec's notice.
      if (isTimeout(error)) notify.danger(libText('timeout'));
    },
  });
}
