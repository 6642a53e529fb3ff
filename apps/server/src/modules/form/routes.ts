import {
  FormAliasQuery,
  FormCountsQuery,
  FormCustomQueryAliasBody,
  FormDoQueryQuery,
  FormExportSubQuery,
  FormIdQuery,
  FormImportQuery,
  FormBatchUpdateBody,
  FormBoAliasParams,
  FormBoCopyQuery,
  FormBoDefEnvelope,
  FormBoDelQuery,
  FormBoSaveBody,
  FormBoSaveEnvelope,
  FormBoSaveQuery,
  FormChartDataEnvelope,
  FormChartEnvelope,
  FormChartParams,
  FormCountEnvelope,
  FormCountsEnvelope,
  FormCustomQueryBody,
  FormCustomQueryEnvelope,
  FormDataListBody,
  FormDataListParams,
  FormDefinitionEnvelope,
  FormDialogEnvelope,
  FormDialogListQuery,
  FormDictItemsEnvelope,
  FormDictTypesEnvelope,
  FormExportQuery,
  FormGetFormParams,
  FormGetFormQuery,
  FormKeyQuery,
  FormListEnvelope,
  FormListJsonBody,
  FormQueryViewEnvelope,
  FormQueryViewExportQuery,
  FormQueryViewParams,
  FormQueryViewQuery,
  FormRowsEnvelope,
  FormStringEnvelope,
  FormSubDataPageQuery,
  FormSubDataQuery,
  FormSubEntsEnvelope,
  FormTemplateInfoEnvelope,
  FormTemplateInfoQuery,
  FormTypeKeyQuery,
  FormWithDataEnvelope,
  type FormQueryFilterItem,
} from '@baton/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { BadInput } from '../../errors';
import { contentDisposition } from '../file/disposition';
import { ok } from '../../reply';
import { callerOf } from '../../security/auth-context';
import { assertNotGuest } from './policy';
import * as forms from './service';
import { formatDateTime } from './time';
import * as templates from './templates';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook as a download named in UTF-8 (RFC 6266) with an ASCII fallback. */
export function sendFile(reply: FastifyReply, file: { fileName: string; content: Buffer }, type = XLSX) {
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .send(file.content);
}

const tags = ['form'];
const dataTemplateTags = ['dataTemplate'];
const sysTags = ['sys'];

/** Online forms, business data, data templates, dialogs, queries, dictionaries and serial numbers (community.md §7 Form service). */
export const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  // --- form definitions -------------------------------------------------------------------------------------

  app.get(
    '/form/form/v1/getSubEntsByFormKey',
    { schema: { tags, querystring: FormKeyQuery, response: { 200: FormSubEntsEnvelope } } },
    async (req) => ok(await templates.subEntsByFormKey(db, callerOf(req), req.query.formKey)),
  );

  app.get(
    '/form/form/v1/previewDesignVue',
    { schema: { tags, querystring: FormIdQuery, response: { 200: FormDefinitionEnvelope } } },
    async (req) => {
      const auth = callerOf(req);
      assertNotGuest(auth);
      return ok(await forms.getFormDefinitionByIdOrKey(db, auth.tenantId, req.query.id));
    },
  );

  app.get(
    '/bo/def/v1/getJson',
    { schema: { tags, querystring: FormAliasQuery, response: { 200: FormBoDefEnvelope } } },
    async (req) => ok(await templates.boDef(db, callerOf(req), req.query.alias)),
  );

  app.get(
    '/base/tools/v1/getCurrentDate',
    { schema: { tags: sysTags, response: { 200: FormStringEnvelope } } },
    async () => ok(formatDateTime(Date.now())),
  );

  // --- data templates ---------------------------------------------------------------------------------------

  app.post(
    '/form/dataTemplate/v1/boSave/:boAlias',
    {
      schema: {
        tags: dataTemplateTags,
        params: FormBoAliasParams,
        querystring: FormBoSaveQuery,
        body: FormBoSaveBody,
        response: { 200: FormBoSaveEnvelope },
      },
    },
    async (req) =>
      ok(
        await templates.boSave(
          db,
          callerOf(req),
          req.params.boAlias,
          req.body,
          req.query.delDraftId || undefined,
        ),
        '保存成功',
      ),
  );

  app.post(
    '/form/dataTemplate/v1/boSaveDraft/:boAlias',
    {
      schema: {
        tags: dataTemplateTags,
        params: FormBoAliasParams,
        body: FormBoSaveBody,
        response: { 200: FormStringEnvelope },
      },
    },
    async (req) =>
      ok(await templates.boSaveDraft(db, callerOf(req), req.params.boAlias, req.body), '保存成功'),
  );

  app.post(
    '/form/dataTemplate/v1/boCopy/:boAlias',
    {
      schema: {
        tags: dataTemplateTags,
        params: FormBoAliasParams,
        querystring: FormBoCopyQuery,
        response: { 200: FormBoSaveEnvelope },
      },
    },
    async (req) =>
      ok(await templates.boCopy(db, callerOf(req), req.params.boAlias, req.query.id), '复制成功'),
  );

  app.post(
    '/form/dataTemplate/v1/boBatchUpdate/:boAlias',
    {
      schema: {
        tags: dataTemplateTags,
        params: FormBoAliasParams,
        body: FormBatchUpdateBody,
        response: { 200: FormCountEnvelope },
      },
    },
    async (req) =>
      ok(await templates.boBatchUpdate(db, callerOf(req), req.params.boAlias, req.body), '更新成功'),
  );

  app.delete(
    '/form/dataTemplate/v1/boDel/:boAlias',
    {
      schema: {
        tags: dataTemplateTags,
        params: FormBoAliasParams,
        querystring: FormBoDelQuery,
        response: { 200: FormCountEnvelope },
      },
    },
    async (req) =>
      ok(await templates.boDel(db, callerOf(req), req.params.boAlias, req.query.ids), '删除成功'),
  );

  app.get(
    '/form/dataTemplate/v1/getForm/:formKey/:boAlias',
    {
      schema: {
        tags: dataTemplateTags,
        params: FormGetFormParams,
        querystring: FormGetFormQuery,
        response: { 200: FormWithDataEnvelope },
      },
    },
    async (req) =>
      ok(
        await templates.getFormWithData(db, callerOf(req), req.params.formKey, req.params.boAlias, {
          id: req.query.id || req.query.recordId || undefined,
          action: req.query.action,
        }),
      ),
  );

  app.post(
    '/form/dataTemplate/v1/dataList_:key',
    {
      schema: {
        tags: dataTemplateTags,
        params: FormDataListParams,
        body: FormDataListBody,
        response: { 200: FormListEnvelope },
      },
    },
    async (req) =>
      ok(
        await templates.templateList(db, callerOf(req), req.params.key, {
          filter: req.body.queryFilter,
          keyword: req.body.keyword,
          page: req.body.page,
          pageSize: req.body.pageSize,
        }),
      ),
  );

  app.post(
    '/form/dataTemplate/v1/listJson',
    { schema: { tags: dataTemplateTags, body: FormListJsonBody, response: { 200: FormListEnvelope } } },
    async (req) => {
      const { templateId, queryFilter, selectField, selectValue } = req.body;
      const extra: FormQueryFilterItem[] =
        selectField && selectValue !== undefined
          ? [{ property: selectField, value: selectValue, operation: 'EQUAL', group: 'select' }]
          : [];
      return ok(
        await templates.templateList(db, callerOf(req), templateId, {
          filter: { ...queryFilter, querys: [...(queryFilter?.querys ?? []), ...extra] },
        }),
      );
    },
  );

  app.post(
    '/form/dataTemplate/v1/export',
    { schema: { tags: dataTemplateTags, querystring: FormExportQuery } },
    async (req, reply) => sendFile(reply, await templates.exportTemplate(db, callerOf(req), req.query)),
  );

  app.post(
    '/form/dataTemplate/v1/exportSub',
    { schema: { tags: dataTemplateTags, querystring: FormExportSubQuery } },
    async (req, reply) =>
      sendFile(reply, await templates.exportSub(db, callerOf(req), req.query.alias, req.query.refId)),
  );

  app.get(
    '/form/dataTemplate/v1/getBpmDataTemplateInfo',
    {
      schema: {
        tags: dataTemplateTags,
        querystring: FormTemplateInfoQuery,
        response: { 200: FormTemplateInfoEnvelope },
      },
    },
    async (req) =>
      ok(
        await templates.templateInfo(
          db,
          callerOf(req),
          req.query.alias,
          req.query.needDisplayFileds === true,
        ),
      ),
  );

  app.get(
    '/form/dataTemplate/v1/getSubData',
    {
      schema: { tags: dataTemplateTags, querystring: FormSubDataQuery, response: { 200: FormRowsEnvelope } },
    },
    async (req) => ok((await templates.subData(db, callerOf(req), req.query.alias, req.query.refId)).rows),
  );

  app.get(
    '/form/dataTemplate/v1/getSubDataPagination',
    {
      schema: {
        tags: dataTemplateTags,
        querystring: FormSubDataPageQuery,
        response: { 200: FormListEnvelope },
      },
    },
    async (req) => {
      const { alias, refId, subName, page = 1, pageSize = 20 } = req.query;
      const { rows } = await templates.subData(db, callerOf(req), alias, refId, subName);
      return ok({
        rows: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
        page,
        pageSize,
      });
    },
  );

  app.get(
    '/form/dataTemplate/v1/loadMobileCounts',
    {
      schema: { tags: dataTemplateTags, querystring: FormCountsQuery, response: { 200: FormCountsEnvelope } },
    },
    async (req) => ok(await templates.loadMobileCounts(db, callerOf(req), req.query.aliases)),
  );

  // import and importSub take an .xlsx file as multipart (field `files`), registered with the file routes' parser.
  app.register(async (parent) => {
    const scope = parent.withTypeProvider<TypeBoxTypeProvider>();
    await scope.register(multipart, { limits: { files: 1, fileSize: 5 * 1024 * 1024 } });
    scope.post(
      '/form/dataTemplate/v1/import',
      {
        schema: {
          tags: dataTemplateTags,
          querystring: FormImportQuery,
          response: { 200: FormCountEnvelope },
        },
      },
      async (req) => {
        const auth = callerOf(req);
        if (!req.isMultipart()) throw new BadInput('请以 multipart/form-data 上传 Excel 文件（字段 files）');
        const file = await req.file();
        if (!file) throw new BadInput('请选择要导入的文件');
        const content = await file.toBuffer();
        return ok(await templates.importTemplate(db, auth, req.query.alias, content), '导入成功');
      },
    );
  });

  // --- custom dialogs and queries --------------------------------------------------------------------------

  app.get(
    '/form/customDialog/v1/getByAlias',
    { schema: { tags, querystring: FormAliasQuery, response: { 200: FormDialogEnvelope } } },
    async (req) => ok(await templates.getDialog(db, callerOf(req), req.query.alias)),
  );

  app.get(
    '/form/customDialog/v1/getListData',
    { schema: { tags, querystring: FormDialogListQuery, response: { 200: FormListEnvelope } } },
    async (req) =>
      ok(
        await templates.dialogListData(
          db,
          callerOf(req),
          req.query.alias,
          req.query.mapParam,
          req.query.page,
        ),
      ),
  );

  app.post(
    '/form/customQuery/v1/getByAlias',
    {
      schema: {
        tags,
        body: FormCustomQueryAliasBody,
        response: { 200: FormCustomQueryEnvelope },
      },
    },
    async (req) => ok(await templates.getCustomQuery(db, callerOf(req), req.body.alias)),
  );

  app.get(
    '/form/customQuery/v1/doQuery',
    { schema: { tags, querystring: FormDoQueryQuery, response: { 200: FormListEnvelope } } },
    async (req) => ok(await templates.runCustomQuery(db, callerOf(req), req.query)),
  );

  app.post(
    '/form/customQuery/v1/doQuery',
    { schema: { tags, body: FormCustomQueryBody, response: { 200: FormListEnvelope } } },
    async (req) => ok(await templates.runCustomQuery(db, callerOf(req), req.body)),
  );

  // --- charts and query views -------------------------------------------------------------------------------

  app.get(
    '/form/customChart/v1/get/:id',
    { schema: { tags, params: FormChartParams, response: { 200: FormChartEnvelope } } },
    async (req) => ok(await templates.getChart(db, callerOf(req), req.params.id)),
  );

  app.post(
    '/form/customChart/v1/getListData',
    { schema: { tags, querystring: FormAliasQuery, response: { 200: FormChartDataEnvelope } } },
    async (req) => ok(await templates.chartData(db, callerOf(req), req.query.alias)),
  );

  app.get(
    '/form/query/queryView/getJson',
    { schema: { tags, querystring: FormQueryViewQuery, response: { 200: FormQueryViewEnvelope } } },
    async (req) => {
      const { source: _source, ...view } = await templates.getQueryView(
        db,
        callerOf(req),
        req.query.sqlAlias,
        req.query.alias,
      );
      return ok(view);
    },
  );

  app.post(
    '/form/query/queryView/data_:sqlAlias/:alias',
    {
      schema: {
        tags,
        params: FormQueryViewParams,
        body: FormDataListBody,
        response: { 200: FormListEnvelope },
      },
    },
    async (req) =>
      ok(
        await templates.queryViewData(db, callerOf(req), req.params.sqlAlias, req.params.alias, {
          filter: req.body.queryFilter,
          keyword: req.body.keyword,
          page: req.body.page,
          pageSize: req.body.pageSize,
        }),
      ),
  );

  app.post(
    '/form/query/queryView/export',
    { schema: { tags, querystring: FormQueryViewExportQuery } },
    async (req, reply) => sendFile(reply, await templates.exportQueryView(db, callerOf(req), req.query)),
  );

  // --- dictionaries and serial numbers ----------------------------------------------------------------------

  app.get(
    '/sys/dataDict/v1/getDictTypes',
    { schema: { tags: sysTags, response: { 200: FormDictTypesEnvelope } } },
    async (req) => {
      const auth = callerOf(req);
      return ok(await forms.listDictTypes(db, auth.tenantId));
    },
  );

  app.get(
    '/sys/dataDict/v1/getByTypeKey',
    { schema: { tags: sysTags, querystring: FormTypeKeyQuery, response: { 200: FormDictItemsEnvelope } } },
    async (req) => ok(await forms.listDictionary(db, callerOf(req).tenantId, req.query.typeKey)),
  );

  app.post(
    '/sys/dataDict/v1/getByTypeKeyForComBo',
    { schema: { tags: sysTags, querystring: FormTypeKeyQuery, response: { 200: FormDictItemsEnvelope } } },
    async (req) => ok(await forms.listDictionary(db, callerOf(req).tenantId, req.query.typeKey)),
  );

  app.get(
    '/sys/identity/v1/getNextIdByAlias',
    { schema: { tags: sysTags, querystring: FormAliasQuery, response: { 200: FormStringEnvelope } } },
    async (req) => {
      const auth = callerOf(req);
      assertNotGuest(auth);
      return ok(await forms.nextIdentity(db, auth.tenantId, req.query.alias));
    },
  );
};
