import {
  BpmAddSignBody,
  BpmAnyEnvelope,
  BpmApprovalItemBody,
  BpmApprovalItemRemoveBody,
  BpmCommonFlowBody,
  BpmCompleteBody,
  BpmCopyToBody,
  BpmCurNodeQuery,
  BpmDataModifyPageEnvelope,
  BpmDefIdQuery,
  BpmDefKeyQuery,
  BpmDonePageEnvelope,
  BpmDueTimeBody,
  BpmFlowPageEnvelope,
  BpmFollowBody,
  BpmHandOnBody,
  BpmIdsBody,
  BpmInstanceFilterBody,
  BpmInstancePageEnvelope,
  BpmInstIdBody,
  BpmInstIdQuery,
  BpmInstOpinionBody,
  BpmNodeQuery,
  BpmNoticeIdBody,
  BpmNoticeIdQuery,
  BpmNoticePageEnvelope,
  BpmOptionalInstQuery,
  BpmQueryFilter,
  BpmRejectBody,
  BpmRemoveSignBody,
  BpmReplyBody,
  BpmRevokeBody,
  BpmSaveDraftBody,
  BpmSaveFormDataBody,
  BpmScriptBody,
  BpmSignLineQuery,
  BpmStartBody,
  BpmStartFormBody,
  BpmStartListQuery,
  BpmTaskIdBody,
  BpmTaskIdQuery,
  BpmTaskKeyQuery,
  BpmTaskOpinionBody,
  BpmTaskPageEnvelope,
  BpmTodoListBody,
  BpmUrgeBody,
  BpmUsersBody,
  MessageEnvelope,
} from '@baton/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../reply';
import { callerOf } from '../../security/auth-context';
import * as defs from './definitions';
import * as reads from './reads';
import * as bpm from './service';

const tags = ['workflow'];
const any = { 200: BpmAnyEnvelope };
const done = { 200: MessageEnvelope };
const I = '/runtime/instance/v1';
const T = '/runtime/task/v1';

/** Workflow definitions, instances, tasks and every workflow call (workflow.md §7 Workflow host). */
export const bpmRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const post = app.post.bind(app);
  const get = app.get.bind(app);

  // ----- instances ---------------------------------------------------------------------------------------------
  post(`${I}/start`, { schema: { tags, body: BpmStartBody, response: any } }, async (req) =>
    ok(await bpm.startInstance(db, callerOf(req), req.body), '启动成功'),
  );
  get(
    '/runtime/agent/v1/principals',
    { schema: { tags, querystring: BpmDefIdQuery, response: any } },
    async (req) => ok(await bpm.agentPrincipals(db, callerOf(req), req.query.defId)),
  );
  post(`${I}/startForm`, { schema: { tags, body: BpmStartFormBody, response: any } }, async (req) =>
    ok(await reads.startForm(db, callerOf(req), req.body)),
  );
  post(
    `${I}/myMobileRequest`,
    { schema: { tags, body: BpmQueryFilter, response: { 200: BpmInstancePageEnvelope } } },
    async (req) => ok(await reads.myInstances(db, callerOf(req), req.body, false)),
  );
  post(
    `${I}/myMobileDraft`,
    { schema: { tags, body: BpmQueryFilter, response: { 200: BpmInstancePageEnvelope } } },
    async (req) => ok(await reads.myInstances(db, callerOf(req), req.body, true)),
  );
  post(
    `${I}/myMobileProcess`,
    { schema: { tags, body: BpmQueryFilter, response: { 200: BpmFlowPageEnvelope } } },
    async (req) => ok(await defs.flowPage(db, callerOf(req), req.body)),
  );
  post(
    `${I}/getDoneInstList`,
    { schema: { tags, body: BpmQueryFilter, response: { 200: BpmDonePageEnvelope } } },
    async (req) => ok(await reads.doneList(db, callerOf(req), req.body)),
  );
  post(
    `${I}/transToMore`,
    { schema: { tags, body: BpmQueryFilter, response: { 200: BpmTaskPageEnvelope } } },
    async (req) => ok(await reads.handedOnList(db, callerOf(req), req.body, ['transfer', 'delegate'])),
  );
  post(
    `${I}/relatedProcess`,
    { schema: { tags, body: BpmInstanceFilterBody, response: { 200: BpmInstancePageEnvelope } } },
    async (req) => {
      const { instId, ...filter } = req.body;
      return ok(await reads.relatedProcesses(db, callerOf(req), instId, filter));
    },
  );
  post(`${I}/getByRecordInstId`, { schema: { tags, body: BpmInstIdBody, response: any } }, async (req) =>
    ok(await reads.instanceById(db, callerOf(req), req.body.instId)),
  );
  post(`${I}/getUrgrntById`, { schema: { tags, body: BpmInstIdBody, response: any } }, async (req) =>
    ok(await reads.urgentStateOf(db, callerOf(req), req.body.instId)),
  );
  post(`${I}/getInstanceByPks`, { schema: { tags, body: BpmIdsBody, response: any } }, async (req) =>
    ok(await reads.instancesByIds(db, callerOf(req), req.body.ids)),
  );

  // ----- task lists ---------------------------------------------------------------------------------------------
  post(
    `${T}/getTodoList`,
    { schema: { tags, body: BpmTodoListBody, response: { 200: BpmTaskPageEnvelope } } },
    async (req) => {
      const { isMobile: _mobile, ...filter } = req.body;
      return ok(await reads.todoList(db, callerOf(req), filter));
    },
  );
  post(
    `${T}/getDelegate`,
    { schema: { tags, body: BpmQueryFilter, response: { 200: BpmTaskPageEnvelope } } },
    async (req) => ok(await reads.handedOnList(db, callerOf(req), req.body, ['delegate'])),
  );
  post(
    `${T}/getNoticeTodoReadList`,
    { schema: { tags, body: BpmQueryFilter, response: { 200: BpmNoticePageEnvelope } } },
    async (req) => ok(await reads.noticeList(db, callerOf(req), req.body, 'todo')),
  );
  post(
    `${T}/getNoticeDoneReadList`,
    { schema: { tags, body: BpmQueryFilter, response: { 200: BpmNoticePageEnvelope } } },
    async (req) => ok(await reads.noticeList(db, callerOf(req), req.body, 'done')),
  );
  post(
    `${T}/getMyNoticeReadList`,
    { schema: { tags, body: BpmQueryFilter, response: { 200: BpmNoticePageEnvelope } } },
    async (req) => ok(await reads.noticeList(db, callerOf(req), req.body, 'mine')),
  );
  get(`${T}/notice`, { schema: { tags, querystring: BpmNoticeIdQuery, response: any } }, async (req) =>
    ok(await reads.noticeById(db, callerOf(req), req.query.noticeId)),
  );
  get(`${T}/getFlowSummary`, { schema: { tags, response: any } }, async (req) =>
    ok(await reads.summary(db, callerOf(req))),
  );

  // ----- task reads ---------------------------------------------------------------------------------------------
  get(`${T}/taskDetail`, { schema: { tags, querystring: BpmTaskIdQuery, response: any } }, async (req) =>
    ok(await reads.taskDetail(db, callerOf(req), req.query.taskId)),
  );
  get(
    `${T}/getBpmTaskByInstId`,
    { schema: { tags, querystring: BpmInstIdQuery, response: any } },
    async (req) => ok(await reads.openTasks(db, callerOf(req), req.query.instId)),
  );
  get(
    `${T}/getCurNodeProperties`,
    { schema: { tags, querystring: BpmCurNodeQuery, response: any } },
    async (req) => ok(await reads.curNodeProperties(db, callerOf(req), req.query)),
  );
  get(`${T}/opinions`, { schema: { tags, querystring: BpmInstIdQuery, response: any } }, async (req) =>
    ok(await reads.opinions(db, callerOf(req), req.query.instId)),
  );
  get(`${T}/nodes`, { schema: { tags, querystring: BpmOptionalInstQuery, response: any } }, async (req) =>
    ok(await reads.nodes(db, callerOf(req), req.query)),
  );
  get(`${T}/followedNodes`, { schema: { tags, querystring: BpmInstIdQuery, response: any } }, async (req) =>
    ok(await reads.followedNodes(db, callerOf(req), req.query.instId)),
  );
  get(`${T}/flowImage`, { schema: { tags, querystring: BpmOptionalInstQuery, response: any } }, async (req) =>
    ok(await reads.flowImage(db, callerOf(req), req.query)),
  );
  get(`${T}/dueTime`, { schema: { tags, querystring: BpmTaskIdQuery, response: any } }, async (req) =>
    ok(await reads.dueTime(db, callerOf(req), req.query.taskId)),
  );
  get(`${T}/expirationDate`, { schema: { tags, querystring: BpmTaskIdQuery, response: any } }, async (req) =>
    ok(await reads.expirationDate(db, callerOf(req), req.query.taskId)),
  );
  get(`${T}/afterJumpNodes`, { schema: { tags, querystring: BpmTaskIdQuery, response: any } }, async (req) =>
    ok(await reads.afterJumpNodes(db, callerOf(req), req.query.taskId)),
  );
  get(`${T}/nodeProperties`, { schema: { tags, querystring: BpmNodeQuery, response: any } }, async (req) =>
    ok(await reads.nodePropertiesOf(db, callerOf(req), req.query)),
  );
  get(`${T}/chartData`, { schema: { tags, querystring: BpmInstIdQuery, response: any } }, async (req) =>
    ok(await reads.chartData(db, callerOf(req), req.query.instId)),
  );
  get(
    `${T}/relatedInformation`,
    { schema: { tags, querystring: BpmInstIdQuery, response: any } },
    async (req) => ok(await reads.relatedInfo(db, callerOf(req), req.query.instId)),
  );
  get(`${T}/executorName`, { schema: { tags, querystring: BpmTaskIdQuery, response: any } }, async (req) =>
    ok(await reads.executorName(db, callerOf(req), req.query.taskId)),
  );
  get(`${T}/signLines`, { schema: { tags, querystring: BpmSignLineQuery, response: any } }, async (req) =>
    ok(await reads.signLines(db, callerOf(req), req.query.instId, req.query.nodeId)),
  );
  get(`${T}/taskKey`, { schema: { tags, querystring: BpmTaskKeyQuery, response: any } }, async (req) =>
    ok(await reads.taskKey(db, callerOf(req), req.query)),
  );
  get(`${T}/urgentStateConfig`, { schema: { tags, response: any } }, async () => ok([...bpm.URGENT_STATES]));
  get(`${T}/taskToReject`, { schema: { tags, querystring: BpmTaskIdQuery, response: any } }, async (req) =>
    ok(await bpm.rejectTargets(db, callerOf(req), req.query.taskId)),
  );
  get(`${T}/canLock`, { schema: { tags, querystring: BpmTaskIdQuery, response: any } }, async (req) =>
    ok(await bpm.lockState(db, callerOf(req), req.query.taskId)),
  );

  // ----- task operations ----------------------------------------------------------------------------------------
  post(`${T}/complete`, { schema: { tags, body: BpmCompleteBody, response: any } }, async (req) =>
    ok(await bpm.completeTask(db, callerOf(req), req.body), '办理成功'),
  );
  post(`${T}/rejectComplete`, { schema: { tags, body: BpmRejectBody, response: any } }, async (req) =>
    ok(await bpm.rejectTask(db, callerOf(req), req.body), '驳回成功'),
  );
  post(`${T}/saveDraft`, { schema: { tags, body: BpmSaveDraftBody, response: any } }, async (req) =>
    ok(await bpm.saveDraft(db, callerOf(req), req.body), '保存成功'),
  );
  post(`${T}/removeDraft`, { schema: { tags, body: BpmInstIdBody, response: done } }, async (req) => {
    await bpm.removeDraft(db, callerOf(req), req.body.instId);
    return { state: true, message: '删除成功' };
  });
  post(`${T}/lockUnlock`, { schema: { tags, body: BpmTaskIdBody, response: any } }, async (req) => {
    const result = await bpm.lockUnlock(db, callerOf(req), req.body.taskId);
    return ok(result, result === 1 ? '已签收' : '已取消签收');
  });
  post(`${T}/transfer`, { schema: { tags, body: BpmHandOnBody, response: done } }, async (req) => {
    await bpm.handOn(db, callerOf(req), req.body, 'transfer');
    return { state: true, message: '转办成功' };
  });
  post(`${T}/delegate`, { schema: { tags, body: BpmHandOnBody, response: done } }, async (req) => {
    await bpm.handOn(db, callerOf(req), req.body, 'delegate');
    return { state: true, message: '委托成功' };
  });
  post(`${T}/addSign`, { schema: { tags, body: BpmAddSignBody, response: any } }, async (req) =>
    ok(await bpm.addSigners(db, callerOf(req), req.body), '加签成功'),
  );
  post(`${T}/removeSign`, { schema: { tags, body: BpmRemoveSignBody, response: done } }, async (req) => {
    await bpm.removeSigner(db, callerOf(req), req.body);
    return { state: true, message: '减签成功' };
  });
  post(`${T}/communicate`, { schema: { tags, body: BpmUsersBody, response: any } }, async (req) =>
    ok(await bpm.askOthers(db, callerOf(req), req.body, 'communicate'), '沟通已发送'),
  );
  post(`${T}/communicateReply`, { schema: { tags, body: BpmReplyBody, response: done } }, async (req) => {
    await bpm.replyNotice(db, callerOf(req), req.body, 'communicate');
    return { state: true, message: '回复成功' };
  });
  post(`${T}/inquiry`, { schema: { tags, body: BpmUsersBody, response: any } }, async (req) =>
    ok(await bpm.askOthers(db, callerOf(req), req.body, 'inquiry'), '征询已发送'),
  );
  post(`${T}/inquiryReply`, { schema: { tags, body: BpmReplyBody, response: done } }, async (req) => {
    await bpm.replyNotice(db, callerOf(req), req.body, 'inquiry');
    return { state: true, message: '回复成功' };
  });
  post(`${T}/copyTo`, { schema: { tags, body: BpmCopyToBody, response: any } }, async (req) =>
    ok(await bpm.copyTo(db, callerOf(req), req.body), '传阅成功'),
  );
  post(`${T}/copyToReply`, { schema: { tags, body: BpmReplyBody, response: done } }, async (req) => {
    await bpm.replyNotice(db, callerOf(req), req.body, 'copyto');
    return { state: true, message: '回复成功' };
  });
  post(`${T}/readNotice`, { schema: { tags, body: BpmNoticeIdBody, response: done } }, async (req) => {
    await bpm.readNotice(db, callerOf(req), req.body.noticeId);
    return { state: true, message: '操作成功' };
  });
  post(`${T}/endProcess`, { schema: { tags, body: BpmTaskOpinionBody, response: done } }, async (req) => {
    await bpm.endProcess(db, callerOf(req), req.body.taskId, req.body.opinion);
    return { state: true, message: '终止成功' };
  });
  post(`${T}/revoke`, { schema: { tags, body: BpmRevokeBody, response: any } }, async (req) =>
    ok(await bpm.revoke(db, callerOf(req), req.body), '撤回成功'),
  );
  post(`${T}/retrieve`, { schema: { tags, body: BpmInstOpinionBody, response: any } }, async (req) =>
    ok(await bpm.retrieve(db, callerOf(req), req.body.instId, req.body.opinion), '取回成功'),
  );
  post(`${T}/urge`, { schema: { tags, body: BpmUrgeBody, response: any } }, async (req) =>
    ok(await bpm.urge(db, callerOf(req), req.body.instId, req.body.content), '催办成功'),
  );
  post(`${T}/addReadRecord`, { schema: { tags, body: BpmInstIdBody, response: done } }, async (req) => {
    await bpm.addReadRecord(db, callerOf(req), req.body.instId);
    return { state: true, message: '操作成功' };
  });
  post(`${T}/followSave`, { schema: { tags, body: BpmFollowBody, response: done } }, async (req) => {
    await bpm.saveFollow(db, callerOf(req), req.body.instId, req.body.nodeIds);
    return { state: true, message: '保存成功' };
  });
  post(`${T}/dueTimeSave`, { schema: { tags, body: BpmDueTimeBody, response: done } }, async (req) => {
    await bpm.saveDueTime(db, callerOf(req), req.body);
    return { state: true, message: '保存成功' };
  });
  post(`${T}/saveFormData`, { schema: { tags, body: BpmSaveFormDataBody, response: any } }, async (req) =>
    ok(await bpm.saveFormData(db, callerOf(req), req.body), '保存成功'),
  );

  // ----- definitions, phrases, data records, script -------------------------------------------------------------
  get('/flow/def/v1/defGet', { schema: { tags, querystring: BpmDefIdQuery, response: any } }, async (req) =>
    ok(defs.toDefinition(await defs.getDefinition(db, callerOf(req), { id: req.query.defId }))),
  );
  get(
    '/flow/def/v1/getJson',
    { schema: { tags, querystring: BpmDefKeyQuery, response: any } },
    async (req) => {
      const def = await defs.getDefinition(db, callerOf(req), { key: req.query.defKey });
      return ok({ ...defs.toDefinition(def), nodes: reads.nodeList(JSON.parse(def.model)) });
    },
  );
  get(
    '/flow/def/v1/startList',
    { schema: { tags, querystring: BpmStartListQuery, response: any } },
    async (req) => ok(await defs.startList(db, callerOf(req), req.query.keyword)),
  );
  get('/flow/def/v1/commonFlows', { schema: { tags, response: any } }, async (req) =>
    ok(await defs.listCommonFlows(db, callerOf(req))),
  );
  post(
    '/flow/def/v1/saveCommonFlows',
    { schema: { tags, body: BpmCommonFlowBody, response: done } },
    async (req) => {
      await defs.saveCommonFlows(db, callerOf(req), req.body.defKeys);
      return { state: true, message: '保存常用流程成功' };
    },
  );
  get('/flow/approvalItem/v1', { schema: { tags, response: any } }, async (req) =>
    ok(await defs.listApprovalItems(db, callerOf(req))),
  );
  post('/flow/approvalItem/v1', { schema: { tags, body: BpmApprovalItemBody, response: any } }, async (req) =>
    ok(await defs.saveApprovalItem(db, callerOf(req), req.body), '保存成功'),
  );
  post(
    '/flow/approvalItem/v1/remove',
    { schema: { tags, body: BpmApprovalItemRemoveBody, response: done } },
    async (req) => {
      await defs.removeApprovalItem(db, callerOf(req), req.body.id);
      return { state: true, message: '删除成功' };
    },
  );
  post(
    '/bpm/boDataModifyRecord/v1/listJson',
    { schema: { tags, body: BpmInstanceFilterBody, response: { 200: BpmDataModifyPageEnvelope } } },
    async (req) => {
      const { instId, ...filter } = req.body;
      return ok(await reads.dataModifyRecords(db, callerOf(req), instId, filter));
    },
  );
  post(
    '/runtime/script/v1/executeScript',
    { schema: { tags, body: BpmScriptBody, response: any } },
    async (req) => ok(defs.executeScript(callerOf(req), req.body.script, req.body.vars)),
  );
};
