import {
  ChangePasswordBody,
  GetByAccountBody,
  LoginTokenEnvelope,
  OrgListEnvelope,
  OrgListQuery,
  TenantByCodeQuery,
  TenantEnvelope,
  TenantListEnvelope,
  TenantParams,
  TenantTokenQuery,
  TokenEnvelope,
  UserDetailEnvelope,
  UserDetailQuery,
  UserEnvelope,
  UserIdsQuery,
  UserRightMapByIdsEnvelope,
  UserRightMapEnvelope,
} from '@baton/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../reply';
import { callerOf } from '../../security/auth-context';
import * as uc from './service';

const tenantTags = ['tenant'];
const userTags = ['user'];

/** Tenants, current user and directory basics (workflow.md §7, community.md §7). */
export const ucRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.get(
    '/uc/tenantManage/v1/getTenantByCode',
    {
      config: { anonymous: true },
      schema: {
        tags: tenantTags,
        security: [],
        querystring: TenantByCodeQuery,
        response: { 200: TenantEnvelope },
      },
    },
    async (req) => ok(await uc.getTenantByCode(db, req.query.code)),
  );

  app.get(
    '/uc/tenantManage/v1/getCurrentUserTenant',
    { schema: { tags: tenantTags, response: { 200: TenantListEnvelope } } },
    async (req) => ok(await uc.listCurrentUserTenants(db, callerOf(req))),
  );

  app.get(
    '/uc/tenantManage/v1/getTenantToken',
    { schema: { tags: tenantTags, querystring: TenantTokenQuery, response: { 200: TokenEnvelope } } },
    async (req) => ok(await uc.tenantToken(db, config, callerOf(req), req.query.newTenantId)),
  );

  app.get(
    '/uc/tenantManage/v1/:tenantId',
    { schema: { tags: tenantTags, params: TenantParams, response: { 200: TenantEnvelope } } },
    async (req) => ok(await uc.getTenant(db, callerOf(req), req.params.tenantId)),
  );

  app.post(
    '/api/user/v1/user/getByAccount',
    { schema: { tags: userTags, body: GetByAccountBody, response: { 200: UserEnvelope } } },
    async (req) => ok(await uc.getUserByAccount(db, callerOf(req), req.body.account)),
  );

  app.get(
    '/api/user/v1/user/getDetailByAccountOrId',
    { schema: { tags: userTags, querystring: UserDetailQuery, response: { 200: UserDetailEnvelope } } },
    async (req) => ok(await uc.getUserDetail(db, callerOf(req), req.query.account)),
  );

  app.post(
    '/api/user/v1/user/changUserPsd',
    { schema: { tags: userTags, body: ChangePasswordBody, response: { 200: LoginTokenEnvelope } } },
    async (req) => ok(await uc.changePassword(db, config, callerOf(req), req.body), '密码修改成功'),
  );

  app.get(
    '/api/org/v1/orgs/getOrgListByUserId',
    { schema: { tags: userTags, querystring: OrgListQuery, response: { 200: OrgListEnvelope } } },
    async (req) => ok(await uc.listOrgsOfUser(db, callerOf(req), req.query.userId)),
  );

  app.get(
    '/sys/authUser/v1/getUserRightMap',
    { schema: { tags: userTags, response: { 200: UserRightMapEnvelope } } },
    async (req) => ok(await uc.getUserRightMap(db, callerOf(req))),
  );

  app.get(
    '/api/user/v1/user/getUserRightMapByIds',
    { schema: { tags: userTags, querystring: UserIdsQuery, response: { 200: UserRightMapByIdsEnvelope } } },
    async (req) => ok(await uc.getRightIdentitiesByIds(db, callerOf(req), req.query.ids)),
  );
};
