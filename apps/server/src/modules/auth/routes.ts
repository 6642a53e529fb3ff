import {
  GuestTokenQuery,
  LoginBody,
  LoginQuery,
  LoginTokenEnvelope,
  MessageEnvelope,
  PublicKeyEnvelope,
} from '@baton/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../reply';
import { callerOf } from '../../security/auth-context';
import * as auth from './service';

const tags = ['auth'];

/** Login, token refresh, sign-out and guest tokens (workflow.md §3, §7). */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const rateLimit =
    config.authRateLimitPerMinute > 0 ? { max: config.authRateLimitPerMinute, timeWindow: 60_000 } : false;

  app.get(
    '/auth/publicKey',
    { config: { anonymous: true }, schema: { tags, security: [], response: { 200: PublicKeyEnvelope } } },
    async () => ok(config.rsaPublicKey),
  );

  app.post(
    '/auth',
    {
      config: { anonymous: true, rateLimit },
      schema: {
        tags,
        security: [],
        querystring: LoginQuery,
        body: LoginBody,
        response: { 200: LoginTokenEnvelope },
      },
    },
    async (req) =>
      ok(
        await auth.login(db, config, {
          username: req.body.username,
          password: req.body.password,
          tenant: req.query.tenantId || undefined,
          address: req.ip,
        }),
        '登录成功',
      ),
  );

  app.get('/refresh', { schema: { tags, response: { 200: LoginTokenEnvelope } } }, async (req) =>
    ok(await auth.refresh(db, config, callerOf(req))),
  );

  app.get('/signout', { schema: { tags, response: { 200: MessageEnvelope } } }, async (req) => {
    await auth.signOut(db, config, callerOf(req));
    return { state: true, message: '退出成功' };
  });

  app.get(
    '/sso/genGuestToken',
    {
      config: { anonymous: true, rateLimit },
      schema: { tags, security: [], querystring: GuestTokenQuery, response: { 200: LoginTokenEnvelope } },
    },
    async (req) => ok(await auth.guestToken(db, config, req.query.tenantCode)),
  );
};
