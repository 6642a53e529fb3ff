import {
  BindMpOpenIdQuery,
  BindOpenIdQuery,
  ChangePasswordBody,
  DemListBody,
  DimensionListEnvelope,
  DirectoryGroupPageEnvelope,
  DirectoryJobPageEnvelope,
  DirectoryListBody,
  DirectoryOrgPostPageEnvelope,
  DirectoryRolePageEnvelope,
  DirectoryUserListEnvelope,
  DirectoryUserPageEnvelope,
  GroupUsersBody,
  MessageEnvelope,
  OrgByParentBody,
  OrgMasterQuery,
  OrgNodeListEnvelope,
  OrgNodePageEnvelope,
  UsersByTypeBody,
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
import * as directory from './directory';
import * as uc from './service';

const tenantTags = ['tenant'];
const userTags = ['user'];
const directoryTags = ['directory'];

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

  // --- Directory: the address book and the pickers
  app.get(
    '/api/demension/v1/dems/getAll',
    { schema: { tags: directoryTags, response: { 200: DimensionListEnvelope } } },
    async (req) => ok(await directory.listDimensions(db, callerOf(req))),
  );
  app.post(
    '/api/demension/v1/dems/getDemListAll',
    { schema: { tags: directoryTags, body: DemListBody, response: { 200: DimensionListEnvelope } } },
    async (req) => ok(await directory.listDimensions(db, callerOf(req), req.body)),
  );
  app.post(
    '/api/org/v1/orgs/getByParentAndDem',
    { schema: { tags: directoryTags, body: OrgByParentBody, response: { 200: OrgNodeListEnvelope } } },
    async (req) =>
      ok(await directory.orgsByParentAndDem(db, callerOf(req), req.body.demId, req.body.parentId)),
  );
  app.post(
    '/api/org/v1/orgs/getOrgPage',
    { schema: { tags: directoryTags, body: DirectoryListBody, response: { 200: OrgNodePageEnvelope } } },
    async (req) => ok(await directory.orgPage(db, callerOf(req), req.body)),
  );
  app.get(
    '/api/org/v1/org/getOrgMaster',
    {
      schema: {
        tags: directoryTags,
        querystring: OrgMasterQuery,
        response: { 200: DirectoryUserListEnvelope },
      },
    },
    async (req) => ok(await directory.orgMasters(db, callerOf(req), req.query.orgId || undefined)),
  );
  app.post(
    '/api/org/v1/orgPosts/getOrgPostPage',
    {
      schema: {
        tags: directoryTags,
        body: DirectoryListBody,
        response: { 200: DirectoryOrgPostPageEnvelope },
      },
    },
    async (req) => ok(await directory.orgPostPage(db, callerOf(req), req.body)),
  );
  app.post(
    '/api/role/v1/roles/getRolePage',
    {
      schema: { tags: directoryTags, body: DirectoryListBody, response: { 200: DirectoryRolePageEnvelope } },
    },
    async (req) => ok(await directory.rolePage(db, callerOf(req), req.body)),
  );
  app.post(
    '/api/job/v1/jobs/getJobPage',
    { schema: { tags: directoryTags, body: DirectoryListBody, response: { 200: DirectoryJobPageEnvelope } } },
    async (req) => ok(await directory.jobPage(db, callerOf(req), req.body)),
  );
  app.post(
    '/api/user/v1/users/queryUserWithMainOrgPost',
    {
      schema: { tags: directoryTags, body: DirectoryListBody, response: { 200: DirectoryUserPageEnvelope } },
    },
    async (req) => ok(await directory.queryUserWithMainOrgPost(db, callerOf(req), req.body)),
  );
  app.post(
    '/api/user/v1/users/queryByType',
    { schema: { tags: directoryTags, body: UsersByTypeBody, response: { 200: DirectoryUserPageEnvelope } } },
    async (req) => ok(await directory.queryUsersByType(db, callerOf(req), req.body)),
  );
  app.post(
    '/uc/ucGroup/v1/query',
    {
      schema: { tags: directoryTags, body: DirectoryListBody, response: { 200: DirectoryGroupPageEnvelope } },
    },
    async (req) => ok(await directory.queryGroups(db, callerOf(req), req.body)),
  );
  app.post(
    '/uc/ucGroupUser/v1/loadUserByGroupId',
    { schema: { tags: directoryTags, body: GroupUsersBody, response: { 200: DirectoryUserPageEnvelope } } },
    async (req) => ok(await directory.usersOfGroup(db, callerOf(req), req.body)),
  );
  app.get(
    '/api/user/v1/user/bindOpenId',
    { schema: { tags: userTags, querystring: BindOpenIdQuery, response: { 200: MessageEnvelope } } },
    async (req) => {
      await directory.bindOpenId(db, callerOf(req), 'openid', req.query.account, req.query.openid);
      return { state: true, message: '绑定成功' };
    },
  );
  app.get(
    '/api/user/v1/user/bindMpOpenId',
    { schema: { tags: userTags, querystring: BindMpOpenIdQuery, response: { 200: MessageEnvelope } } },
    async (req) => {
      await directory.bindOpenId(db, callerOf(req), 'mpOpenid', req.query.account, req.query.mpOpenid);
      return { state: true, message: '绑定成功' };
    },
  );
};
