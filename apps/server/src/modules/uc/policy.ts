import { Forbidden } from '../../errors';
import { isGuest, type AuthContext } from '../../security/auth-context';

/** Directory data is for signed-in users of the tenant; a guest sees none of it. */
export function assertNotGuest(auth: AuthContext): void {
  if (isGuest(auth)) throw new Forbidden('游客无权访问，请先登录');
}
