import { useMutation } from '@tanstack/react-query';
import type { LoginToken } from '@baton/contracts';
import { encryptForServer } from '../../../lib/crypto';
import { apiPost } from '../../../lib/http';
import { useSession, userFromLoginToken } from '../../../lib/session';

export interface ChangePasswordInput {
  oldPwd: string;
  newPwd: string;
}

export interface ChangePasswordResult {
  message: string;
  /** The fresh login the server hands over: a password change ends the user's earlier tokens. */
  record?: LoginToken;
}

function isLoginToken(value: unknown): value is LoginToken {
  return typeof value === 'object' && value !== null && typeof (value as LoginToken).token === 'string';
}

/** POST /api/user/v1/user/changUserPsd with both passwords encrypted. */
export async function changePassword({ oldPwd, newPwd }: ChangePasswordInput): Promise<ChangePasswordResult> {
  const [oldCipher, newCipher] = await Promise.all([encryptForServer(oldPwd), encryptForServer(newPwd)]);
  const answer = await apiPost<unknown>(
    '/api/user/v1/user/changUserPsd',
    { oldPwd: oldCipher, newPwd: newCipher },
    { dedupe: false },
  );
  return { message: answer.message, record: isLoginToken(answer.value) ? answer.value : undefined };
}

/** Changes the password; the user goes on with the token of the fresh login when the server answers one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ record }) => {
      if (record) useSession.getState().setUser(userFromLoginToken(record));
    },
  });
}
