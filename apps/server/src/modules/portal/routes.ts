import {
  Envelope,
  Menu,
  PortalAliasQuery,
  PortalAppEnvelope,
  PortalAppListEnvelope,
  PortalAuthLayoutListEnvelope,
  PortalAuthLayoutQuery,
  PortalCacheLayoutBody,
  PortalCatIdQuery,
  PortalColumnEnvelope,
  PortalDatavEnvelope,
  PortalEchartsEnvelope,
  PortalExternalUnitePageEnvelope,
  PortalIdParams,
  PortalIdQuery,
  PortalListBody,
  PortalLongUrlQuery,
  PortalMeetingPageEnvelope,
  PortalMenuQuery,
  PortalMessageEnvelope,
  PortalMethodAuthEnvelope,
  PortalMobileHomeEnvelope,
  PortalMobileHomeQuery,
  PortalNewsEnvelope,
  PortalNewsListQuery,
  PortalNewsPageEnvelope,
  PortalReportQuery,
  PortalShortLinkEnvelope,
  PortalShortUrlEnvelope,
  PortalShortUrlQuery,
  PortalSysTypeListEnvelope,
  PortalTagEnvelope,
  PortalTagPageEnvelope,
  PortalTagSaveBody,
  PortalTypeKeyQuery,
} from '@baton/contracts';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../reply';
import { callerOf } from '../../security/auth-context';
import * as portal from './service';

const tags = ['portal'];
const MenuListEnvelope = Envelope(Type.Array(Menu));

/** Portal home layouts, columns, apps, news, charts, short links and menus (community.md §7 Portal service). */
export const portalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  // Resolving a guest link hands out a guest token: limited per address like /sso/genGuestToken.
  const rateLimit =
    config.authRateLimitPerMinute > 0 ? { max: config.authRateLimitPerMinute, timeWindow: 60_000 } : false;

  // --- Home
  app.get(
    '/portal/main/v1/myMobileHome',
    { schema: { tags, querystring: PortalMobileHomeQuery, response: { 200: PortalMobileHomeEnvelope } } },
    async (req) => ok(await portal.myMobileHome(db, callerOf(req), req.query.selectedAlias || undefined)),
  );
  app.get(
    '/portal/sysIndexLayoutManage/sysIndexLayoutManage/v1/getCurrentAuthLayout',
    { schema: { tags, querystring: PortalAuthLayoutQuery, response: { 200: PortalAuthLayoutListEnvelope } } },
    async (req) => ok(await portal.currentAuthLayouts(db, callerOf(req), req.query.from)),
  );
  app.post(
    '/portal/main/v1/cacheUserLayout',
    { schema: { tags, body: PortalCacheLayoutBody, response: { 200: PortalMessageEnvelope } } },
    async (req) => {
      await portal.cacheUserLayout(db, callerOf(req), req.body);
      return { state: true, message: '操作成功' };
    },
  );
  app.get(
    '/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias',
    { schema: { tags, querystring: PortalAliasQuery, response: { 200: PortalColumnEnvelope } } },
    async (req) => ok(await portal.columnByAlias(db, callerOf(req), req.query.alias)),
  );

  // --- Apps and categories
  app.get(
    '/portal/appModel/v1/getApp',
    {
      schema: {
        tags,
        querystring: PortalTypeKeyQuery,
        response: { 200: PortalAppListEnvelope },
      },
    },
    async (req) => ok(await portal.listApps(db, callerOf(req), req.query.typeKey || undefined)),
  );
  app.get(
    '/portal/appModel/v1/:id',
    { schema: { tags, params: PortalIdParams, response: { 200: PortalAppEnvelope } } },
    async (req) => ok(await portal.getApp(db, callerOf(req), req.params.id)),
  );
  app.get(
    '/sys/sysType/v1/getByParentId',
    { schema: { tags, querystring: PortalCatIdQuery, response: { 200: PortalSysTypeListEnvelope } } },
    async (req) => ok(await portal.sysTypesByParent(db, callerOf(req), req.query.catId)),
  );

  // --- News and notices
  app.post(
    '/portal/messageNews/v1/list',
    {
      schema: {
        tags,
        querystring: PortalNewsListQuery,
        body: PortalListBody,
        response: { 200: PortalNewsPageEnvelope },
      },
    },
    async (req) => ok(await portal.listNews(db, callerOf(req), 'news', req.body, req.query.isPublic)),
  );
  app.post(
    '/portal/messageNews/v1/listNotice',
    {
      schema: {
        tags,
        querystring: PortalNewsListQuery,
        body: PortalListBody,
        response: { 200: PortalNewsPageEnvelope },
      },
    },
    async (req) => ok(await portal.listNews(db, callerOf(req), 'notice', req.body, req.query.isPublic)),
  );
  app.get(
    '/portal/messageNews/v1/getById',
    { schema: { tags, querystring: PortalIdQuery, response: { 200: PortalNewsEnvelope } } },
    async (req) => ok(await portal.getNews(db, callerOf(req), req.query.id)),
  );

  // --- Charts and dashboards
  app.get(
    '/runtime/report/v1/getEchartsData',
    { schema: { tags, querystring: PortalReportQuery, response: { 200: PortalEchartsEnvelope } } },
    async (req) => ok(await portal.echartsData(db, callerOf(req), req.query.reportId)),
  );
  app.get(
    '/portal/datav/v1/getByAlias',
    { schema: { tags, querystring: PortalAliasQuery, response: { 200: PortalDatavEnvelope } } },
    async (req) => ok(await portal.datavByAlias(db, callerOf(req), req.query.alias)),
  );

  // --- Short links
  app.get(
    '/portal/shorturlManage/v1/getLongUrlByShortUrl',
    {
      // Opened before anyone signs in: the answer is only an in-app path and, for links open to guests, a guest
      // token of the link's tenant (which anyone could get from /sso/genGuestToken anyway).
      config: { anonymous: true, rateLimit },
      schema: {
        tags,
        security: [],
        querystring: PortalShortUrlQuery,
        response: { 200: PortalShortLinkEnvelope },
      },
    },
    async (req) => {
      const answer = await portal.resolveShortLink(db, config, req.query.shortUrl);
      return answer.state ? ok(answer.value) : { state: false, message: answer.message };
    },
  );
  app.get(
    '/portal/shorturlManage/v1/getShortUrlByLong',
    { schema: { tags, querystring: PortalLongUrlQuery, response: { 200: PortalShortUrlEnvelope } } },
    async (req) =>
      ok(await portal.shortUrlOf(db, callerOf(req), req.query.longUrl, req.query.guest === true)),
  );

  // --- Menus and method rights
  app.get(
    '/sys/sysMenu/v1/getCurrentUserMenu',
    { schema: { tags, querystring: PortalMenuQuery, response: { 200: MenuListEnvelope } } },
    async (req) => ok(await portal.currentUserMenu(db, callerOf(req), req.query.menuAlias || undefined)),
  );
  app.get(
    '/sys/sysMenu/v1/getCurrentUserMethodAuth',
    { schema: { tags, response: { 200: PortalMethodAuthEnvelope } } },
    async (req) => ok(await portal.currentUserMethodAuth(db, callerOf(req))),
  );

  // --- Tags, external systems, meeting rooms
  app.post(
    '/portal/sysTag/v1/query',
    { schema: { tags, body: PortalListBody, response: { 200: PortalTagPageEnvelope } } },
    async (req) => ok(await portal.queryTags(db, callerOf(req), req.body)),
  );
  app.post(
    '/portal/sysTag/v1/save',
    { schema: { tags, body: PortalTagSaveBody, response: { 200: PortalTagEnvelope } } },
    async (req) => ok(await portal.saveTag(db, callerOf(req), req.body), '保存成功'),
  );
  app.post(
    '/portal/sysExternalUnite/v1/listJson',
    { schema: { tags, body: PortalListBody, response: { 200: PortalExternalUnitePageEnvelope } } },
    async (req) => ok(await portal.listExternalUnites(db, callerOf(req), req.body)),
  );
  app.post(
    '/portal/meetingRoomAppointment/v1/pendingJson',
    { schema: { tags, body: PortalListBody, response: { 200: PortalMeetingPageEnvelope } } },
    async (req) => ok(await portal.pendingMeetings(db, callerOf(req), req.body)),
  );
};
