import { apiGet } from './http';
import { getCurrentUser, useSession } from './session';
import { localValues, methodRights, sessionValues } from './storage';

/**
 * Ends the login, for the guard and the personal page alike: GET /signout ends every token of the login on
 * the server (best effort: a server out of reach must not keep the user signed in here), then the user and
 * the tokens kept on this device are forgotten.
 */
export async function signOut(): Promise<void> {
  if (getCurrentUser()) await apiGet('/signout', undefined, { silent: true }).catch(() => undefined);
  useSession.getState().clearUser();
  sessionValues.remove('token');
  localValues.remove('staffToken');
  localValues.remove('homeLayout');
  methodRights.clear();
}
