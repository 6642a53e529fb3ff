import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** GET /api/user/v1/user/bindMpOpenId?account&mpOpenid: binds the mini program's open id to the account. */
export async function bindMpOpenId(input: { account: string; mpOpenid: string }): Promise<string> {
  const answer = await apiGet<unknown>('/api/user/v1/user/bindMpOpenId', input);
  return answer.message;
}

export function useBindMpOpenId() {
  return useMutation({ mutationFn: bindMpOpenId });
}
