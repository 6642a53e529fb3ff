import type { FastifyInstance } from 'fastify';
import { Unauthorized } from '../errors';
import { isRevoked } from '../modules/auth/service';
import { verifyToken } from '../security/tokens';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Verifies the Bearer token of every route in the scope unless the route is marked anonymous, rejects signed-out
 * tokens, and puts the caller on `request.auth`.
 */
export function authGuard(scope: FastifyInstance): void {
  scope.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.anonymous) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new Unauthorized();
    const claims = await verifyToken(scope.config, token);
    if (!claims || (await isRevoked(scope.db, claims.jti))) throw new Unauthorized();
    request.auth = {
      userId: claims.sub,
      account: claims.account,
      tenantId: claims.tenantId,
      rootTenantId: claims.rootTenantId,
      jti: claims.jti,
      exp: claims.exp,
    };
  });
}
