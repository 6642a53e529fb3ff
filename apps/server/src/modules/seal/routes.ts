import { FormSealEnvelope, FormSealFileEnvelope, FormSealQuery } from '@baton/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../reply';
import { callerOf } from '../../security/auth-context';
import * as seals from './service';

const tags = ['seal'];

/** Electronic seals (community.md §7 electronic seal). */
export const sealRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/uc/electronicSeal/v1/getSealByCurrentUserId',
    { schema: { tags, response: { 200: FormSealEnvelope } } },
    async (req) => ok(await seals.getSealOfCurrentUser(db, callerOf(req))),
  );

  app.get(
    '/uc/electronicSeal/v1/getElectronicSeal',
    { schema: { tags, querystring: FormSealQuery, response: { 200: FormSealFileEnvelope } } },
    async (req) => ok(await seals.getElectronicSeal(db, callerOf(req), req.query), '获取签章成功'),
  );
};
