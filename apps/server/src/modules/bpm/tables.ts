import type { Generated } from 'kysely';

/** Timestamps are epoch milliseconds (bigint columns) on both engines. */
export interface BpmCategoryTable {
  id: string;
  tenant_id: string;
  code: string;
  name: string;
  sort: Generated<number>;
}

/** One row per deployed version; `is_main` marks the version new instances start on. */
export interface BpmDefinitionTable {
  id: string;
  tenant_id: string;
  def_key: string;
  name: string;
  version: number;
  is_main: number;
  category_id: string | null;
  description: string | null;
  /** JSON `{ "color": "#..." }` of the start-list icon. */
  icon: string | null;
  form_key: string | null;
  xml: string;
  /** JSON of the node list (id, name, type, settings) read from the XML at deploy time. */
  model: string;
  status: string;
  created_by: string | null;
  created_at: number;
}

export type InstanceStatus = 'draft' | 'running' | 'end' | 'manualend' | 'revoked';

export interface BpmInstanceTable {
  id: string;
  tenant_id: string;
  def_id: string;
  def_key: string;
  def_name: string;
  subject: string;
  status: InstanceStatus;
  starter_id: string;
  starter_name: string;
  starter_org_id: string | null;
  business_key: string | null;
  /** The engine's state as JSON; null for drafts. */
  state: string | null;
  /** Raised by every state change: `... where version = ?` makes two writers on one instance collide. */
  version: Generated<number>;
  urgent_state: string | null;
  created_at: number;
  updated_at: number;
  end_at: number | null;
}

export interface BpmInstanceDataTable {
  inst_id: string;
  tenant_id: string;
  form_key: string | null;
  data: string;
  updated_at: number;
}

export interface BpmDataModifyRecordTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  task_id: string | null;
  node_id: string | null;
  node_name: string | null;
  user_id: string;
  user_name: string;
  /** JSON list of `{ field, before, after }`. */
  changes: string;
  created_at: number;
}

export type TaskStatus = 'pending' | 'completed' | 'cancelled';
/** normal: from the engine; transfer/delegate: handed on; addsign: an added signer. */
export type TaskKind = 'normal' | 'transfer' | 'delegate' | 'addsign';

export interface BpmTaskTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  engine_task_id: string;
  node_id: string;
  name: string;
  subject: string;
  def_id: string;
  def_key: string;
  def_name: string;
  starter_id: string;
  starter_name: string;
  status: TaskStatus;
  kind: TaskKind;
  /** Null while the task waits for one of its candidates to claim it. */
  assignee_id: string | null;
  assignee_name: string | null;
  /** Who the task was delegated from (comes back to them once done). */
  owner_id: string | null;
  owner_name: string | null;
  claim_required: number;
  due_time: number | null;
  created_at: number;
  completed_at: number | null;
}

export interface BpmTaskCandidateTable {
  task_id: string;
  tenant_id: string;
  user_id: string;
  user_name: string;
  /** 1 while the task is pending and unclaimed: a live offer that belongs on the to-do list. */
  open: Generated<number>;
}

export interface BpmExeStackTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  node_id: string;
  node_name: string;
  task_id: string | null;
  user_id: string;
  user_name: string;
  action: string;
  created_at: number;
}

export interface BpmOpinionTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  task_id: string | null;
  node_id: string | null;
  task_name: string | null;
  auditor_id: string;
  auditor_name: string;
  qualfied_names: string | null;
  status: string;
  opinion: string | null;
  /** JSON list of attachments. */
  files: string | null;
  task_created_at: number | null;
  created_at: number;
}

export type NoticeKind = 'copyto' | 'communicate' | 'inquiry';
export type NoticeStatus = 'unread' | 'read' | 'replied';

export interface BpmNoticeTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  task_id: string | null;
  node_id: string | null;
  kind: NoticeKind;
  subject: string;
  sender_id: string;
  sender_name: string;
  receiver_id: string;
  receiver_name: string;
  content: string | null;
  status: NoticeStatus;
  reply: string | null;
  created_at: number;
  read_at: number | null;
  reply_at: number | null;
}

export interface BpmFollowTable {
  tenant_id: string;
  inst_id: string;
  user_id: string;
  node_ids: string;
  updated_at: number;
}

export interface BpmApprovalItemTable {
  id: string;
  tenant_id: string;
  /** Null: a phrase offered to everyone in the tenant. */
  user_id: string | null;
  expression: string;
  sort: Generated<number>;
  created_at: number;
}

export interface BpmUrgeTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  sender_id: string;
  sender_name: string;
  /** Comma-separated user ids. */
  receiver_ids: string;
  content: string;
  created_at: number;
}

export interface BpmDueTimeTable {
  id: string;
  tenant_id: string;
  inst_id: string;
  task_id: string;
  due_time: number;
  remark: string | null;
  user_id: string;
  user_name: string;
  created_at: number;
}

export interface BpmReadRecordTable {
  tenant_id: string;
  inst_id: string;
  user_id: string;
  user_name: string;
  read_at: number;
}

export interface BpmCommonFlowTable {
  tenant_id: string;
  user_id: string;
  def_key: string;
  sort: number;
}

/** A principal lets an agent start flows in their name: one flow (def_key) or all (null), for a time. */
export interface BpmAgentTable {
  id: string;
  tenant_id: string;
  principal_id: string;
  agent_id: string;
  def_key: string | null;
  start_at: number;
  end_at: number | null;
  created_at: number;
}

export interface BpmTables {
  bpm_categories: BpmCategoryTable;
  bpm_definitions: BpmDefinitionTable;
  bpm_instances: BpmInstanceTable;
  bpm_instance_data: BpmInstanceDataTable;
  bpm_data_modify_records: BpmDataModifyRecordTable;
  bpm_tasks: BpmTaskTable;
  bpm_task_candidates: BpmTaskCandidateTable;
  bpm_exe_stack: BpmExeStackTable;
  bpm_opinions: BpmOpinionTable;
  bpm_notices: BpmNoticeTable;
  bpm_follows: BpmFollowTable;
  bpm_approval_items: BpmApprovalItemTable;
  bpm_urges: BpmUrgeTable;
  bpm_due_times: BpmDueTimeTable;
  bpm_read_records: BpmReadRecordTable;
  bpm_common_flows: BpmCommonFlowTable;
  bpm_agents: BpmAgentTable;
}
