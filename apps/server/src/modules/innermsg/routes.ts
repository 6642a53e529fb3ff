import type { ServerResponse } from 'node:http';
import {
  INNERMSG_STREAM_PATH,
  InnermsgCountEnvelope,
  InnermsgIdQuery,
  InnermsgPageEnvelope,
  InnermsgRowEnvelope,
  PortalListBody,
  type InnermsgLiveEvent,
} from '@baton/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../reply';
import { callerOf } from '../../security/auth-context';
import { verifyToken } from '../../security/tokens';
import { tokenHolds } from '../auth/service';
import { registerDatabase, subscribe } from './live';
import * as innermsg from './service';

const tags = ['innermsg'];

/** Comment lines keep proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

const frame = (event: InnermsgLiveEvent) =>
  `event: ${event.type.replace(/[\r\n]/g, '')}\ndata: ${JSON.stringify(event.data ?? {})}\n\n`;

/** Inner messages and their receivers (community.md §7). */
export const innermsgRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  registerDatabase(db);
  const open = new Set<ServerResponse>();
  app.addHook('onClose', async () => {
    for (const res of open) res.end();
  });

  app.post(
    '/innermsg/messageReceiver/v1/list',
    { schema: { tags, body: PortalListBody, response: { 200: InnermsgPageEnvelope } } },
    async (req) => ok(await innermsg.listMyMessages(db, callerOf(req), req.body)),
  );

  app.get(
    '/innermsg/messageReceiver/v1/get',
    { schema: { tags, querystring: InnermsgIdQuery, response: { 200: InnermsgRowEnvelope } } },
    async (req) => ok(await innermsg.readMyMessage(db, callerOf(req), req.query.id)),
  );

  app.get(
    '/innermsg/messageReceiver/v1/unreadCount',
    { schema: { tags, response: { 200: InnermsgCountEnvelope } } },
    async (req) => ok(await innermsg.countMyUnread(db, callerOf(req))),
  );

  app.get(INNERMSG_STREAM_PATH, { schema: { tags, produces: ['text/event-stream'] } }, async (req, reply) => {
    const auth = callerOf(req);
    const unread = await innermsg.countMyUnread(db, auth);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in their buffer.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 5000\n\n${frame({ type: 'ready', data: { unread } })}`);
    open.add(res);
    const unsubscribe = subscribe(auth.tenantId, auth.userId, (event) => res.write(frame(event)));
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    // Each heartbeat also checks the token still holds, so signing out (or being disabled) ends the stream.
    const heartbeat = setInterval(() => {
      void (async () => {
        const claims = await verifyToken(config, token);
        if (!claims || !(await tokenHolds(db, claims))) res.end();
        else res.write(': heartbeat\n\n');
      })().catch(() => res.end());
    }, HEARTBEAT_MS);
    // The stream ends with the token it was opened with; the client reconnects with its fresh token.
    const expiry = setTimeout(() => res.end(), Math.max(0, auth.exp * 1000 - Date.now()));
    const cleanUp = () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unsubscribe();
      open.delete(res);
    };
    res.on('close', cleanUp);
    req.log.info({ tenantId: auth.tenantId, userId: auth.userId }, 'message stream opened');
  });
};
