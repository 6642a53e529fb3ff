import type { FastifyInstance } from 'fastify';
import { Unauthorized } from '../errors';
import { tokenHolds } from '../modules/auth/service';
import { verifyToken } from '../security/tokens';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Verifies the Bearer token of every route in the scope unless the route is marked anonymous, rejects tokens of a
 * signed-out login or of a user no longer allowed in, and puts the caller on `request.auth`.
 */
export function authGuard(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.anonymous) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new Unauthorized();
    const claims = await verifyToken(scope.config, token);
    if (!claims || !(await tokenHolds(scope.db, claims))) throw new Unauthorized();
    request.auth = {
      userId: claims.sub,
      account: claims.account,
      tenantId: claims.tenantId,
      rootTenantId: claims.rootTenantId,
      sid: claims.sid,
      exp: claims.exp,
    };
  });
}
