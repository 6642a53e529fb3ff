/**
 * Public types of the workflow engine. Everything here is plain JSON: a `ProcessModel` can be cached or stored as
 * text, an `InstanceState` is what the server persists per instance (its tables are projections of it).
 */

// ---------------------------------------------------------------------------------------------------------------
// Model (the parsed, validated definition)

export type NodeType =
  | 'startEvent'
  | 'endEvent'
  | 'userTask'
  | 'exclusiveGateway'
  | 'parallelGateway'
  | 'inclusiveGateway'
  | 'subProcess';

/** Field permission of a form field on a node: b required and writable, w writable, r read-only, n hidden. */
export type FieldPermission = 'b' | 'w' | 'r' | 'n';

/**
 * Who gets the tasks of a node. A node may list several rules; their users are united.
 * - users: fixed user ids; role/org/post: directory codes (every member);
 * - starter: the person who started the instance;
 * - starterOrgMaster / starterOrgLeader: master or leader of the starter's main org;
 * - chosen: picked by the previous approver when completing (the command supplies them);
 * - feel: a FEEL expression over the variables giving a user id or a list of user ids.
 */
export type AssigneeRule =
  | { type: 'users'; values: string[] }
  | { type: 'role'; values: string[] }
  | { type: 'org'; values: string[] }
  | { type: 'post'; values: string[] }
  | { type: 'starter' }
  | { type: 'starterOrgMaster' }
  | { type: 'starterOrgLeader' }
  | { type: 'chosen' }
  | { type: 'feel'; expression: string };

export type AssigneeRuleType = AssigneeRule['type'];

/** A button offered on a task: alias is the operation (agree, oppose, reject, ...), name the label. */
export interface TaskButton {
  alias: string;
  name: string;
}

/**
 * Countersign (multi-instance) pass rule. Each signer votes agree, oppose or abandon (abstain).
 * - all: every signer must agree; any: one agreeing signer passes;
 * - percent: agreeing signers / all signers * 100 >= value; count: agreeing signers >= value.
 * As soon as the outcome is certain the node is decided and the remaining tasks close, unless waitAll.
 * onFail: what a failed vote does: reject to the previous node, back to the start, or continue along the normal
 * path (the outcome is in the variable `<nodeId>_passed` for a following gateway).
 */
export interface CountersignRule {
  pass: 'all' | 'any' | 'percent' | 'count';
  value?: number;
  waitAll?: boolean;
  onFail: 'rejectPrevious' | 'rejectStart' | 'continue';
}

/**
 * How a rejected-to node continues once it is completed again:
 * normal: along its normal path; direct: straight back to the node that rejected.
 */
export type RejectMode = 'normal' | 'direct';

export interface NodeSettings {
  /** Form of the node (the process key for the demo processes). */
  formKey?: string;
  /** Field permissions of the form on this node. */
  fields: Record<string, FieldPermission>;
  assignees: AssigneeRule[];
  buttons: TaskButton[];
  countersign?: CountersignRule;
  /** Default reject mode when the rejecting command does not give one. */
  rejectMode: RejectMode;
  /** ISO-8601 duration (P2D, PT4H, P1DT12H) after which a task of this node is due. */
  dueTime?: string;
}

export interface NodeModel {
  id: string;
  name: string;
  type: NodeType;
  /** Id of the enclosing sub-process, null at the top level. */
  scope: string | null;
  incoming: string[];
  outgoing: string[];
  /** Gateways: the default flow id. */
  defaultFlow?: string;
  /** End events: a terminate end event ends its whole scope. */
  terminate?: boolean;
  /** Sub-processes: the id of their start event. */
  start?: string;
  /** User tasks with multi-instance loop characteristics (countersign). */
  multiInstance?: { sequential: boolean };
  /** User tasks and start events. */
  settings?: NodeSettings;
}

export interface FlowModel {
  id: string;
  name: string;
  source: string;
  target: string;
  /** FEEL expression (only on flows leaving exclusive and inclusive gateways). */
  condition?: string;
}

export interface ProcessModel {
  /** Process id from the XML: the definition key. */
  key: string;
  name: string;
  /** Top-level start event. */
  start: string;
  nodes: Record<string, NodeModel>;
  flows: Record<string, FlowModel>;
}

// ---------------------------------------------------------------------------------------------------------------
// State (one per instance)

export type InstanceStatus = 'running' | 'ended' | 'terminated' | 'revoked';

/**
 * A token. `active` sits on a user task (it owns that node's tasks), `waiting` waits at a joining gateway
 * (arrived through `via`), `scope` is the parent of the tokens inside an embedded sub-process.
 */
export interface Token {
  id: string;
  nodeId: string;
  kind: 'active' | 'waiting' | 'scope';
  /** Parent scope token, null at the top level. */
  parent: string | null;
  /** Flow the token arrived through (waiting tokens). */
  via?: string;
  /** Last execution-stack entries on this token's paths (several after a join). */
  after: string[];
  /** The stack entry (completion or start) that created this token; null when a reject, jump or revoke did. */
  cause: string | null;
  /** Reject mode direct: once this node is completed, go straight back to this node ... */
  returnTo?: string;
  /** ... and give it to these users again. */
  returnAssignees?: string[];
  /** Scope tokens: stack entries of the inner paths that reached an end (the path behind the sub-process). */
  ended?: string[];
  /** Countersign bookkeeping of an active token on a multi-instance node. */
  signers?: Signer[];
}

export interface Signer {
  userId: string;
  status: 'pending' | 'active' | 'done';
  vote?: Vote;
  /** Open task of this signer while active. */
  taskId?: string;
}

export type Vote = 'agree' | 'oppose' | 'abandon';

export interface Task {
  id: string;
  nodeId: string;
  tokenId: string;
  /** Users who may act: the assignee when one, candidates (claim first) when several. */
  assignees: string[];
  createdAt: string;
  dueAt?: string;
  /** The stack entry (completion or start) that created this task; null when a reject, jump or revoke did. */
  cause: string | null;
}

/** One completed user-task (or start) passage. Entries form a DAG through `parents` (joins merge paths). */
export interface StackEntry {
  id: string;
  nodeId: string;
  /** Who completed it (all voters of a countersign). */
  actors: string[];
  /** Task ids completed (the ones that can be revoked). */
  taskIds: string[];
  parents: string[];
  at: string;
}

export interface InstanceState {
  /** Incremented by every operation; the server uses it for its optimistic check. */
  version: number;
  status: InstanceStatus;
  starter: string;
  variables: Record<string, unknown>;
  tokens: Token[];
  /** Open tasks only; closed ones left through effects. */
  tasks: Task[];
  stack: StackEntry[];
  /** Every node a token has entered, for the flow image. */
  visited: string[];
  startedAt: string;
  endedAt?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Operations

export interface EngineContext {
  now: Date;
  newId(): string;
}

/** Assignees chosen or resolved by the caller, per node id. Used as given (not merged with the rules). */
export type AssigneeMap = Record<string, string[]>;

export interface StartCommand {
  starter: string;
  variables?: Record<string, unknown>;
  assignees?: AssigneeMap;
}

export interface CompleteCommand {
  taskId: string;
  actor: string;
  action: Vote;
  variables?: Record<string, unknown>;
  assignees?: AssigneeMap;
}

/** previous: the node before on this path; start: the starter again; a node id: any passed node (see rejectTargets). */
export type RejectTarget = 'previous' | 'start' | { nodeId: string };

export interface RejectCommand {
  taskId: string;
  actor: string;
  target: RejectTarget;
  /** Defaults to the rejecting node's setting. */
  mode?: RejectMode;
  variables?: Record<string, unknown>;
  assignees?: AssigneeMap;
}

/** Pull back a task one completed, while the tasks it created are untouched. */
export interface RevokeCommand {
  /** The completed task (its id is in a stack entry); without it, the starter pulls back the start itself. */
  taskId?: string;
  actor: string;
}

export interface TerminateCommand {
  actor: string;
  /** terminated (end process, default) or revoked (the starter withdrew the request). */
  how?: 'terminated' | 'revoked';
}

export interface AddSignerCommand {
  /** The actor's open task on a countersign node. */
  taskId: string;
  actor: string;
  users: string[];
  /** before: they sign before the actor (whose task closes and returns after them); after: after the current
   * signers; parallel: at once, beside the current signers. */
  position: 'before' | 'after' | 'parallel';
}

export interface RemoveSignerCommand {
  /** Any open task of the countersign node. */
  taskId: string;
  actor: string;
  /** A signer who has not voted yet. */
  userId: string;
  /** For the nodes entered when the removal decides the countersign (see removeSigner). */
  assignees?: AssigneeMap;
}

/** Give a task to other users: transfer, delegate, claim (one user) or unclaim (the candidates again). */
export interface ReassignCommand {
  taskId: string;
  users: string[];
}

/** Move the instance to a node (retrieve, administrator jump). */
export interface JumpCommand {
  target: string;
  actor: string;
  /** Jump from this task's token (the target must lie on its paths, before or after it; parallel branches beside
   * it stay); without it the whole instance moves to the target. */
  fromTaskId?: string;
  assignees?: AssigneeMap;
}

export type CloseReason =
  | 'completed'
  | 'rejected'
  | 'revoked'
  | 'terminated'
  | 'decided'
  | 'signerAdded'
  | 'signerRemoved'
  | 'jumped'
  | 'ended';

export type InstanceEndHow = 'completed' | 'terminateEnd' | 'terminated' | 'revoked';

export type Effect =
  | { type: 'createTask'; task: Task; nodeName: string; formKey?: string }
  | { type: 'closeTask'; taskId: string; nodeId: string; reason: CloseReason; by?: string; vote?: Vote }
  | { type: 'instanceEnded'; how: InstanceEndHow }
  | { type: 'notice'; kind: NoticeKind; nodeId: string; users: string[] };

/** countersignPassed/countersignFailed: a countersign decided; rejected: users whose node was rejected to. */
export type NoticeKind = 'countersignPassed' | 'countersignFailed' | 'rejected' | 'revoked';

export interface OperationResult {
  state: InstanceState;
  effects: Effect[];
}

/** The user tasks about to be entered whose assignees the command did not give. */
export interface NeedAssignee {
  nodeId: string;
  nodeName: string;
  /** Rules the caller must resolve against the directory (or ask the previous approver, for chosen). */
  rules: AssigneeRule[];
  /** Users the engine resolved itself from the pure rules (users, starter, feel); merge them in. */
  resolved: string[];
  starter: string;
}

export interface NeedAssigneesResult {
  needAssignees: NeedAssignee[];
}

export type OperationOutcome = OperationResult | NeedAssigneesResult;

// ---------------------------------------------------------------------------------------------------------------
// Read helpers

export interface UserTaskInfo {
  nodeId: string;
  name: string;
  multiInstance: boolean;
  sequential: boolean;
  scope: string | null;
}

export type NodeStatus = 'done' | 'current' | 'untouched';

export interface RejectTargetInfo {
  nodeId: string;
  name: string;
  /** Who completed it last. */
  actors: string[];
}
