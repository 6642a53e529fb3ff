// Schemas and types of the bpm calls; names carry the area so the three files never clash.
import { Type, type Static, type TSchema } from 'typebox';
import { Envelope, Page } from './envelope';

const id = Type.String({ minLength: 1, maxLength: 64 });
const optId = Type.Optional(id);
const opinionText = Type.Optional(Type.String({ maxLength: 2000 }));
/** Comma-separated user ids. */
const userIds = Type.String({ minLength: 1, maxLength: 4000 });
const strict = { additionalProperties: false } as const;

/** Texts of the workflow host that the app may match on. */
export const BPM_TEXTS = {
  conflict: '任务已被处理，请刷新后重试',
  terminated: '终止成功',
  deleted: '删除成功',
  commonFlowSaved: '保存常用流程成功',
} as const;

/** Claim results of lockUnlock (workflow.md §4). */
export const BPM_LOCK = { claimed: 1, cancelled: 3 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Query filter (workflow.md §3 Generic list query filter)

export const BPM_QUERY_OPERATIONS = [
  'EQUAL',
  'NOT_EQUAL',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
  'GREAT',
  'GREAT_EQUAL',
  'LESS',
  'LESS_EQUAL',
  'IN',
  'BETWEEN',
] as const;
export type BpmQueryOperation = (typeof BPM_QUERY_OPERATIONS)[number];

export const BpmQueryItem = Type.Object(
  {
    property: Type.String({ minLength: 1, maxLength: 64 }),
    value: Type.Union([
      Type.String({ maxLength: 500 }),
      Type.Number(),
      Type.Boolean(),
      Type.Array(Type.Union([Type.String({ maxLength: 500 }), Type.Number()]), { maxItems: 100 }),
    ]),
    operation: Type.Optional(Type.Union(BPM_QUERY_OPERATIONS.map((o) => Type.Literal(o)))),
    group: Type.Optional(Type.String({ maxLength: 32 })),
    relation: Type.Optional(Type.Union([Type.Literal('AND'), Type.Literal('OR')])),
  },
  strict,
);
export type BpmQueryItem = Static<typeof BpmQueryItem>;

export const BpmPageBean = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    showTotal: Type.Optional(Type.Boolean()),
  },
  strict,
);
export const BpmSorter = Type.Object(
  {
    property: Type.String({ minLength: 1, maxLength: 64 }),
    direction: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]),
  },
  strict,
);

const filterFields = {
  pageBean: Type.Optional(BpmPageBean),
  querys: Type.Optional(Type.Array(BpmQueryItem, { maxItems: 30 })),
  sorter: Type.Optional(Type.Array(BpmSorter, { maxItems: 5 })),
};
/** Body of every list call: paging, conditions and order. */
export const BpmQueryFilter = Type.Object(filterFields, strict);
export type BpmQueryFilter = Static<typeof BpmQueryFilter>;
/** getTodoList: the filter plus `isMobile` (the mobile list leaves out tasks whose forms only the PC opens). */
export const BpmTodoListBody = Type.Object(
  { isMobile: Type.Optional(Type.Boolean()), ...filterFields },
  strict,
);
export type BpmTodoListBody = Static<typeof BpmTodoListBody>;

// ---------------------------------------------------------------------------------------------------------------
// Rows

export const BpmTaskButton = Type.Object({ name: Type.String(), alias: Type.String() });
export type BpmTaskButton = Static<typeof BpmTaskButton>;

export const BpmTaskRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  subject: Type.String(),
  procInstId: Type.String(),
  procDefId: Type.String(),
  procDefKey: Type.String(),
  procDefName: Type.String(),
  nodeId: Type.String(),
  taskKey: Type.String(),
  status: Type.String(),
  /** normal, transfer, delegate or addsign. */
  kind: Type.String(),
  assigneeId: Type.Union([Type.String(), Type.Null()]),
  assigneeName: Type.Union([Type.String(), Type.Null()]),
  ownerId: Type.Union([Type.String(), Type.Null()]),
  ownerName: Type.Union([Type.String(), Type.Null()]),
  creatorId: Type.String(),
  creatorName: Type.String(),
  /** 1 when candidates must claim the task first and nobody has. */
  needClaim: Type.Integer(),
  dueTime: Type.Union([Type.Integer(), Type.Null()]),
  createTime: Type.Integer(),
  completeTime: Type.Union([Type.Integer(), Type.Null()]),
});
export type BpmTaskRow = Static<typeof BpmTaskRow>;

export const BpmInstanceRow = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  procDefId: Type.String(),
  procDefKey: Type.String(),
  procDefName: Type.String(),
  /** draft, running, end, manualend or revoked. */
  status: Type.String(),
  creatorId: Type.String(),
  creatorName: Type.String(),
  createTime: Type.Integer(),
  updateTime: Type.Integer(),
  endTime: Type.Union([Type.Integer(), Type.Null()]),
  /** Names of the nodes with open tasks. */
  currentNodes: Type.String(),
  urgentState: Type.Union([Type.String(), Type.Null()]),
});
export type BpmInstanceRow = Static<typeof BpmInstanceRow>;

/** A done-list row (workflow.md §3): the instance with the caller's last step on it. */
export const BpmDoneRow = Type.Object({
  ...BpmInstanceRow.properties,
  taskId: Type.String(),
  taskKey: Type.String(),
  taskName: Type.String(),
  opinionStatus: Type.String(),
  completeTime: Type.Integer(),
});
export type BpmDoneRow = Static<typeof BpmDoneRow>;

export const BpmOpinionRow = Type.Object({
  id: Type.String(),
  instId: Type.String(),
  taskId: Type.Union([Type.String(), Type.Null()]),
  taskKey: Type.Union([Type.String(), Type.Null()]),
  taskName: Type.String(),
  auditor: Type.Union([Type.String(), Type.Null()]),
  auditorName: Type.String(),
  /** Who could act on a pending task, comma separated. */
  qualfiedNames: Type.String(),
  /** start, agree, oppose, abandon, reject, ... or awaiting_check for a pending task. */
  status: Type.String(),
  /** The same as status (the task opinion's name for it, spec §3). */
  opinionStatus: Type.String(),
  /** The status as the list shows it: 待审批, 驳回, 同意, ... */
  statusVal: Type.String(),
  /** Pending tasks: 0 while the approver has not opened the instance. */
  isRead: Type.Integer(),
  opinion: Type.String(),
  files: Type.String(),
  zfiles: Type.String(),
  createTime: Type.Integer(),
  completeTime: Type.Union([Type.Integer(), Type.Null()]),
  durMs: Type.Union([Type.Integer(), Type.Null()]),
});
export type BpmOpinionRow = Static<typeof BpmOpinionRow>;

export const BpmNoticeRow = Type.Object({
  id: Type.String(),
  instId: Type.String(),
  taskId: Type.Union([Type.String(), Type.Null()]),
  /** copyto, communicate or inquiry. */
  type: Type.String(),
  subject: Type.String(),
  procDefName: Type.String(),
  senderId: Type.String(),
  senderName: Type.String(),
  receiverId: Type.String(),
  receiverName: Type.String(),
  content: Type.String(),
  /** unread, read or replied. */
  status: Type.String(),
  reply: Type.String(),
  createTime: Type.Integer(),
  readTime: Type.Union([Type.Integer(), Type.Null()]),
  replyTime: Type.Union([Type.Integer(), Type.Null()]),
});
export type BpmNoticeRow = Static<typeof BpmNoticeRow>;

export const BpmFlowEntry = Type.Object({
  defId: Type.String(),
  defKey: Type.String(),
  name: Type.String(),
  categoryId: Type.Union([Type.String(), Type.Null()]),
  categoryName: Type.String(),
  description: Type.String(),
  /** JSON with the colour, e.g. {"color":"#1989fa"}. */
  icon: Type.String(),
  /** 1 when in the caller's common flows. */
  isAdd: Type.Integer(),
  version: Type.Integer(),
});
export type BpmFlowEntry = Static<typeof BpmFlowEntry>;

export const BpmStartList = Type.Object({
  categories: Type.Array(
    Type.Object({
      id: Type.String(),
      code: Type.String(),
      name: Type.String(),
      flows: Type.Array(BpmFlowEntry),
    }),
  ),
  common: Type.Array(BpmFlowEntry),
});
export type BpmStartList = Static<typeof BpmStartList>;

export const BpmCommonFlow = Type.Object({
  defKey: Type.String(),
  name: Type.String(),
  isAdd: Type.Integer(),
  icon: Type.String(),
});

export const BpmNodeInfo = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  /** START, END, USERTASK, SIGNTASK, INCLUSIVEGATEWAY, EXCLUSIVEGATEWAY, PARALLELGATEWAY, SUBPROCESS. */
  nodeType: Type.String(),
});
export type BpmNodeInfo = Static<typeof BpmNodeInfo>;

export const BpmNodeProperties = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  nodeType: Type.String(),
  formKey: Type.String(),
  /** Field permissions: b required, w writable, r read-only, n hidden. */
  fields: Type.Record(Type.String(), Type.String()),
  buttons: Type.Array(BpmTaskButton),
  countersign: Type.Union([Type.Unknown(), Type.Null()]),
  rejectMode: Type.String(),
  dueTime: Type.String(),
  assignees: Type.Array(Type.Unknown()),
});
export type BpmNodeProperties = Static<typeof BpmNodeProperties>;

export const BpmTaskDetail = Type.Object({
  task: BpmTaskRow,
  instance: BpmInstanceRow,
  buttons: Type.Array(BpmTaskButton),
  node: BpmNodeProperties,
  formKey: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  /** The caller may act now (assignee, or a candidate who need not claim). */
  canAct: Type.Boolean(),
});
export type BpmTaskDetail = Static<typeof BpmTaskDetail>;

export const BpmStartForm = Type.Object({
  defId: Type.String(),
  defKey: Type.String(),
  name: Type.String(),
  formKey: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
  buttons: Type.Array(BpmTaskButton),
  /** Draft data when started from a draft, else {}. */
  data: Type.Record(Type.String(), Type.Unknown()),
  instId: Type.String(),
  subject: Type.String(),
});
export type BpmStartForm = Static<typeof BpmStartForm>;

export const BpmFlowImage = Type.Object({
  bpmnXml: Type.String(),
  nodes: Type.Array(Type.Object({ nodeId: Type.String(), name: Type.String(), status: Type.String() })),
});
export type BpmFlowImage = Static<typeof BpmFlowImage>;

export const BpmRejectNode = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  /** Who completed it last, comma-separated names. */
  executors: Type.String(),
});

export const BpmSummaryItem = Type.Object({ dataText: Type.Integer() });
export const BpmSummary = Type.Object({
  myTaks: BpmSummaryItem,
  myRequest: BpmSummaryItem,
  myAlready: BpmSummaryItem,
  myNoticeRead: BpmSummaryItem,
});
export type BpmSummary = Static<typeof BpmSummary>;

export const BpmApprovalItem = Type.Object({
  id: Type.String(),
  expression: Type.String(),
  /** 1: the caller's own phrase; 0: offered to everyone in the tenant. */
  personal: Type.Integer(),
});
export type BpmApprovalItem = Static<typeof BpmApprovalItem>;

export const BpmDefinition = Type.Object({
  id: Type.String(),
  defKey: Type.String(),
  name: Type.String(),
  version: Type.Integer(),
  isMain: Type.Integer(),
  categoryId: Type.Union([Type.String(), Type.Null()]),
  description: Type.String(),
  formKey: Type.String(),
  status: Type.String(),
  bpmnXml: Type.String(),
  createTime: Type.Integer(),
});

export const BpmDataModifyRow = Type.Object({
  id: Type.String(),
  instId: Type.String(),
  taskId: Type.Union([Type.String(), Type.Null()]),
  nodeId: Type.Union([Type.String(), Type.Null()]),
  nodeName: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  changes: Type.Array(Type.Object({ field: Type.String(), before: Type.Unknown(), after: Type.Unknown() })),
  createTime: Type.Integer(),
});

export const BpmSignLine = Type.Object({
  userId: Type.String(),
  userName: Type.String(),
  /** pending, active or done. */
  status: Type.String(),
  vote: Type.String(),
  opinion: Type.String(),
  time: Type.Union([Type.Integer(), Type.Null()]),
});

// ---------------------------------------------------------------------------------------------------------------
// Bodies and queries

const data = Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown()));
const files = Type.Optional(Type.String({ maxLength: 8000 }));
/** JSON of `{ nodeId: [userId, ...] }`: executors chosen by the approver for the next nodes. */
const nodeUsers = Type.Optional(Type.String({ maxLength: 8000 }));

export const BpmStartBody = Type.Object(
  {
    defId: optId,
    defKey: optId,
    /** A draft to start from. */
    instId: optId,
    subject: Type.Optional(Type.String({ maxLength: 200 })),
    opinion: opinionText,
    nodeUsers,
    urgentState: Type.Optional(Type.String({ maxLength: 16 })),
    data,
    /** Start in this user's name: the caller must be their flow agent for this flow (agentStart). */
    agentLeaderId: optId,
  },
  strict,
);
export type BpmStartBody = Static<typeof BpmStartBody>;

/** GET /runtime/agent/v1/principals?defId: whom the caller may start this flow for. */
export const BpmAgentPrincipal = Type.Object({ userId: Type.String(), name: Type.String() });
export type BpmAgentPrincipal = Static<typeof BpmAgentPrincipal>;

export const BpmStartFormBody = Type.Object({ defId: optId, defKey: optId, instId: optId }, strict);
export type BpmStartFormBody = Static<typeof BpmStartFormBody>;

export const BpmSaveDraftBody = Type.Object(
  {
    defId: optId,
    defKey: optId,
    instId: optId,
    subject: Type.Optional(Type.String({ maxLength: 200 })),
    data,
  },
  strict,
);
export type BpmSaveDraftBody = Static<typeof BpmSaveDraftBody>;

export const BpmInstIdBody = Type.Object({ instId: id }, strict);
export const BpmInstIdQuery = Type.Object({ instId: id });
export const BpmTaskIdQuery = Type.Object({ taskId: id });
export const BpmTaskIdBody = Type.Object({ taskId: id }, strict);
export const BpmDefIdQuery = Type.Object({ defId: id });
export const BpmDefKeyQuery = Type.Object({ defKey: id });
export const BpmIdsBody = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 4000 }) }, strict);
export const BpmInstanceFilterBody = Type.Object({ instId: id, ...filterFields }, strict);
export const BpmNoticeIdBody = Type.Object({ noticeId: id }, strict);
export const BpmNoticeIdQuery = Type.Object({ noticeId: id });
export const BpmSignLineQuery = Type.Object({ instId: id, nodeId: id });
export const BpmOptionalInstQuery = Type.Object({ instId: optId, defId: optId });
export const BpmCurNodeQuery = Type.Object({ taskId: optId, defId: optId, instId: optId });
export const BpmNodeQuery = Type.Object({ defId: optId, instId: optId, nodeId: id });
export const BpmTaskKeyQuery = Type.Object({ taskId: optId, instId: optId, nodeId: optId });

export const BpmCompleteBody = Type.Object(
  {
    taskId: id,
    /** agree, oppose or abandon. */
    actionName: Type.String({ minLength: 1, maxLength: 16 }),
    opinion: opinionText,
    files,
    nodeUsers,
    data,
  },
  strict,
);
export type BpmCompleteBody = Static<typeof BpmCompleteBody>;

export const BpmRejectBody = Type.Object(
  {
    taskId: id,
    /** previous, start, or a node id from taskToReject. */
    destination: id,
    /** normal: go the normal path again; direct: come straight back to the rejecting node. */
    backHandMode: Type.Optional(Type.String({ maxLength: 16 })),
    opinion: opinionText,
    files,
  },
  strict,
);
export type BpmRejectBody = Static<typeof BpmRejectBody>;

export const BpmHandOnBody = Type.Object({ taskId: id, userId: id, opinion: opinionText }, strict);
export type BpmHandOnBody = Static<typeof BpmHandOnBody>;

export const BpmUsersBody = Type.Object({ taskId: id, userIds, opinion: opinionText }, strict);
export type BpmUsersBody = Static<typeof BpmUsersBody>;

export const BpmAddSignBody = Type.Object(
  {
    taskId: id,
    userIds,
    /** before, after or parallel. */
    position: Type.String({ minLength: 1, maxLength: 16 }),
    opinion: opinionText,
  },
  strict,
);
export type BpmAddSignBody = Static<typeof BpmAddSignBody>;

export const BpmRemoveSignBody = Type.Object({ taskId: id, userId: id, opinion: opinionText }, strict);

export const BpmCopyToBody = Type.Object({ instId: id, userIds, opinion: opinionText }, strict);
export type BpmCopyToBody = Static<typeof BpmCopyToBody>;

export const BpmReplyBody = Type.Object(
  { noticeId: id, opinion: Type.String({ minLength: 1, maxLength: 2000 }) },
  strict,
);
export type BpmReplyBody = Static<typeof BpmReplyBody>;

export const BpmTaskOpinionBody = Type.Object({ taskId: id, opinion: opinionText }, strict);
export type BpmTaskOpinionBody = Static<typeof BpmTaskOpinionBody>;

export const BpmInstOpinionBody = Type.Object({ instId: id, opinion: opinionText }, strict);
export type BpmInstOpinionBody = Static<typeof BpmInstOpinionBody>;

/** Revoke: the starter withdraws the request, or an approver (taskId: their completed task) takes back their step. */
export const BpmRevokeBody = Type.Object({ instId: id, taskId: optId, opinion: opinionText }, strict);
export type BpmRevokeBody = Static<typeof BpmRevokeBody>;

export const BpmUrgeBody = Type.Object(
  { instId: id, content: Type.Optional(Type.String({ maxLength: 1000 })) },
  strict,
);
export type BpmUrgeBody = Static<typeof BpmUrgeBody>;

export const BpmFollowBody = Type.Object({ instId: id, nodeIds: Type.String({ maxLength: 2000 }) }, strict);
export const BpmDueTimeBody = Type.Object(
  {
    taskId: id,
    dueTime: Type.Integer({ minimum: 0 }),
    remark: Type.Optional(Type.String({ maxLength: 500 })),
  },
  strict,
);
export const BpmSaveFormDataBody = Type.Object(
  { taskId: optId, instId: optId, data: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown()) },
  strict,
);
export type BpmSaveFormDataBody = Static<typeof BpmSaveFormDataBody>;

export const BpmApprovalItemBody = Type.Object(
  { id: optId, expression: Type.String({ minLength: 1, maxLength: 500 }) },
  strict,
);
export const BpmApprovalItemRemoveBody = Type.Object({ id }, strict);

export const BpmCommonFlowBody = Type.Object({ defKeys: Type.String({ maxLength: 4000 }) }, strict);

export const BpmScriptBody = Type.Object(
  {
    script: Type.String({ minLength: 1, maxLength: 4000 }),
    vars: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown())),
  },
  strict,
);

export const BpmStartListQuery = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) });

// ---------------------------------------------------------------------------------------------------------------
// Envelopes

export const bpmPage = <T extends TSchema>(row: T) => Envelope(Page(row));
export const BpmTaskPageEnvelope = bpmPage(BpmTaskRow);
export const BpmInstancePageEnvelope = bpmPage(BpmInstanceRow);
export const BpmDonePageEnvelope = bpmPage(BpmDoneRow);
export const BpmNoticePageEnvelope = bpmPage(BpmNoticeRow);
export const BpmFlowPageEnvelope = bpmPage(BpmFlowEntry);
export const BpmDataModifyPageEnvelope = bpmPage(BpmDataModifyRow);
export const BpmAnyEnvelope = Envelope(Type.Unknown());
