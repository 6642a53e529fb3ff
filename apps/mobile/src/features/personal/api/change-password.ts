import { useMutation } from '@tanstack/react-query';
import { encryptForServer } from '../../../lib/crypto';
import { apiPost } from '../../../lib/http';

export interface ChangePasswordInput {
  oldPwd: string;
  newPwd: string;
}

/** POST /api/user/v1/user/changUserPsd with both passwords encrypted; answers the server's message. */
export async function changePassword({ oldPwd, newPwd }: ChangePasswordInput): Promise<string> {
  const [oldCipher, newCipher] = await Promise.all([encryptForServer(oldPwd), encryptForServer(newPwd)]);
  const answer = await apiPost<unknown>(
    '/api/user/v1/user/changUserPsd',
    { oldPwd: oldCipher, newPwd: newCipher },
    { dedupe: false },
  );
  return answer.message;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
