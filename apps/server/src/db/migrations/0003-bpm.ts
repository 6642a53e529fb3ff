import type { Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

const id = (c: any) => c.primaryKey();
const req = (c: any) => c.notNull();

/** Tables for workflow definitions, instances, tasks, opinions, notices, drafts and the rest of the bpm module. */
export async function up(db: AnyDb): Promise<void> {
  const s = db.schema;

  await s
    .createTable('bpm_categories')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('code', 'varchar(64)', req)
    .addColumn('name', 'varchar(200)', req)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('bpm_categories_tenant_code', ['tenant_id', 'code'])
    .execute();

  // Every deployment is a new row; instances keep the id of the version they started on.
  await s
    .createTable('bpm_definitions')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('def_key', 'varchar(64)', req)
    .addColumn('name', 'varchar(200)', req)
    .addColumn('version', 'integer', req)
    .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_id', 'varchar(64)')
    .addColumn('description', 'varchar(1000)')
    .addColumn('icon', 'varchar(200)')
    .addColumn('form_key', 'varchar(64)')
    .addColumn('xml', 'text', req)
    .addColumn('model', 'text', req)
    .addColumn('status', 'varchar(16)', req)
    .addColumn('created_by', 'varchar(64)')
    .addColumn('created_at', 'bigint', req)
    .addUniqueConstraint('bpm_definitions_key_version', ['tenant_id', 'def_key', 'version'])
    .execute();
  await s
    .createIndex('bpm_definitions_main')
    .on('bpm_definitions')
    .columns(['tenant_id', 'is_main'])
    .execute();

  await s
    .createTable('bpm_instances')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('def_id', 'varchar(64)', req)
    .addColumn('def_key', 'varchar(64)', req)
    .addColumn('def_name', 'varchar(200)', req)
    .addColumn('subject', 'varchar(500)', req)
    .addColumn('status', 'varchar(16)', req)
    .addColumn('starter_id', 'varchar(64)', req)
    .addColumn('starter_name', 'varchar(100)', req)
    .addColumn('starter_org_id', 'varchar(64)')
    .addColumn('business_key', 'varchar(64)')
    .addColumn('state', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('urgent_state', 'varchar(16)')
    .addColumn('created_at', 'bigint', req)
    .addColumn('updated_at', 'bigint', req)
    .addColumn('end_at', 'bigint')
    .execute();
  await s
    .createIndex('bpm_instances_starter')
    .on('bpm_instances')
    .columns(['tenant_id', 'starter_id', 'status', 'created_at'])
    .execute();

  // Business data of an instance (the form's JSON), one row per instance.
  await s
    .createTable('bpm_instance_data')
    .addColumn('inst_id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('form_key', 'varchar(64)')
    .addColumn('data', 'text', req)
    .addColumn('updated_at', 'bigint', req)
    .execute();

  await s
    .createTable('bpm_data_modify_records')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('inst_id', 'varchar(64)', req)
    .addColumn('task_id', 'varchar(64)')
    .addColumn('node_id', 'varchar(64)')
    .addColumn('node_name', 'varchar(200)')
    .addColumn('user_id', 'varchar(64)', req)
    .addColumn('user_name', 'varchar(100)', req)
    .addColumn('changes', 'text', req)
    .addColumn('created_at', 'bigint', req)
    .execute();
  await s
    .createIndex('bpm_data_modify_inst')
    .on('bpm_data_modify_records')
    .columns(['tenant_id', 'inst_id'])
    .execute();

  await s
    .createTable('bpm_tasks')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('inst_id', 'varchar(64)', req)
    .addColumn('engine_task_id', 'varchar(64)', req)
    .addColumn('node_id', 'varchar(64)', req)
    .addColumn('name', 'varchar(200)', req)
    .addColumn('subject', 'varchar(500)', req)
    .addColumn('def_id', 'varchar(64)', req)
    .addColumn('def_key', 'varchar(64)', req)
    .addColumn('def_name', 'varchar(200)', req)
    .addColumn('starter_id', 'varchar(64)', req)
    .addColumn('starter_name', 'varchar(100)', req)
    .addColumn('status', 'varchar(16)', req)
    .addColumn('kind', 'varchar(16)', req)
    .addColumn('assignee_id', 'varchar(64)')
    .addColumn('assignee_name', 'varchar(100)')
    .addColumn('owner_id', 'varchar(64)')
    .addColumn('owner_name', 'varchar(100)')
    .addColumn('claim_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_time', 'bigint')
    .addColumn('created_at', 'bigint', req)
    .addColumn('completed_at', 'bigint')
    .execute();
  await s
    .createIndex('bpm_tasks_assignee')
    .on('bpm_tasks')
    .columns(['tenant_id', 'assignee_id', 'status', 'created_at'])
    .execute();
  await s.createIndex('bpm_tasks_inst').on('bpm_tasks').columns(['inst_id', 'status']).execute();

  await s
    .createTable('bpm_task_candidates')
    .addColumn('task_id', 'varchar(64)', req)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('user_id', 'varchar(64)', req)
    .addColumn('user_name', 'varchar(100)', req)
    .addPrimaryKeyConstraint('bpm_task_candidates_pk', ['task_id', 'user_id'])
    .execute();
  await s
    .createIndex('bpm_task_candidates_user')
    .on('bpm_task_candidates')
    .columns(['tenant_id', 'user_id'])
    .execute();

  await s
    .createTable('bpm_exe_stack')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('inst_id', 'varchar(64)', req)
    .addColumn('node_id', 'varchar(64)', req)
    .addColumn('node_name', 'varchar(200)', req)
    .addColumn('task_id', 'varchar(64)')
    .addColumn('user_id', 'varchar(64)', req)
    .addColumn('user_name', 'varchar(100)', req)
    .addColumn('action', 'varchar(32)', req)
    .addColumn('created_at', 'bigint', req)
    .execute();
  await s.createIndex('bpm_exe_stack_inst').on('bpm_exe_stack').columns(['inst_id', 'created_at']).execute();

  // Append-only: rows are inserted, never updated or deleted.
  await s
    .createTable('bpm_opinions')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('inst_id', 'varchar(64)', req)
    .addColumn('task_id', 'varchar(64)')
    .addColumn('node_id', 'varchar(64)')
    .addColumn('task_name', 'varchar(200)')
    .addColumn('auditor_id', 'varchar(64)', req)
    .addColumn('auditor_name', 'varchar(100)', req)
    .addColumn('qualfied_names', 'varchar(2000)')
    .addColumn('status', 'varchar(32)', req)
    .addColumn('opinion', 'text')
    .addColumn('files', 'text')
    .addColumn('task_created_at', 'bigint')
    .addColumn('created_at', 'bigint', req)
    .execute();
  await s.createIndex('bpm_opinions_inst').on('bpm_opinions').columns(['inst_id', 'created_at']).execute();
  await s
    .createIndex('bpm_opinions_auditor')
    .on('bpm_opinions')
    .columns(['tenant_id', 'auditor_id', 'created_at'])
    .execute();

  // Copy-to (传阅), communication (沟通) and inquiry (征询): to-read / read / replied per receiver.
  await s
    .createTable('bpm_notices')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('inst_id', 'varchar(64)', req)
    .addColumn('task_id', 'varchar(64)')
    .addColumn('node_id', 'varchar(64)')
    .addColumn('kind', 'varchar(16)', req)
    .addColumn('subject', 'varchar(500)', req)
    .addColumn('sender_id', 'varchar(64)', req)
    .addColumn('sender_name', 'varchar(100)', req)
    .addColumn('receiver_id', 'varchar(64)', req)
    .addColumn('receiver_name', 'varchar(100)', req)
    .addColumn('content', 'text')
    .addColumn('status', 'varchar(16)', req)
    .addColumn('reply', 'text')
    .addColumn('created_at', 'bigint', req)
    .addColumn('read_at', 'bigint')
    .addColumn('reply_at', 'bigint')
    .execute();
  await s
    .createIndex('bpm_notices_receiver')
    .on('bpm_notices')
    .columns(['tenant_id', 'receiver_id', 'status'])
    .execute();
  await s.createIndex('bpm_notices_sender').on('bpm_notices').columns(['tenant_id', 'sender_id']).execute();

  await s
    .createTable('bpm_follows')
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('inst_id', 'varchar(64)', req)
    .addColumn('user_id', 'varchar(64)', req)
    .addColumn('node_ids', 'varchar(2000)', req)
    .addColumn('updated_at', 'bigint', req)
    .addPrimaryKeyConstraint('bpm_follows_pk', ['inst_id', 'user_id'])
    .execute();

  await s
    .createTable('bpm_approval_items')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('user_id', 'varchar(64)')
    .addColumn('expression', 'varchar(500)', req)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', req)
    .execute();
  await s
    .createIndex('bpm_approval_items_user')
    .on('bpm_approval_items')
    .columns(['tenant_id', 'user_id'])
    .execute();

  await s
    .createTable('bpm_urges')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('inst_id', 'varchar(64)', req)
    .addColumn('sender_id', 'varchar(64)', req)
    .addColumn('sender_name', 'varchar(100)', req)
    .addColumn('receiver_ids', 'text', req)
    .addColumn('content', 'varchar(2000)', req)
    .addColumn('created_at', 'bigint', req)
    .execute();
  await s.createIndex('bpm_urges_inst').on('bpm_urges').columns(['inst_id']).execute();

  await s
    .createTable('bpm_due_times')
    .addColumn('id', 'varchar(64)', id)
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('inst_id', 'varchar(64)', req)
    .addColumn('task_id', 'varchar(64)', req)
    .addColumn('due_time', 'bigint', req)
    .addColumn('remark', 'varchar(500)')
    .addColumn('user_id', 'varchar(64)', req)
    .addColumn('user_name', 'varchar(100)', req)
    .addColumn('created_at', 'bigint', req)
    .execute();
  await s.createIndex('bpm_due_times_task').on('bpm_due_times').columns(['task_id', 'created_at']).execute();

  await s
    .createTable('bpm_read_records')
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('inst_id', 'varchar(64)', req)
    .addColumn('user_id', 'varchar(64)', req)
    .addColumn('user_name', 'varchar(100)', req)
    .addColumn('read_at', 'bigint', req)
    .addPrimaryKeyConstraint('bpm_read_records_pk', ['inst_id', 'user_id'])
    .execute();

  await s
    .createTable('bpm_common_flows')
    .addColumn('tenant_id', 'varchar(64)', req)
    .addColumn('user_id', 'varchar(64)', req)
    .addColumn('def_key', 'varchar(64)', req)
    .addColumn('sort', 'integer', req)
    .addPrimaryKeyConstraint('bpm_common_flows_pk', ['tenant_id', 'user_id', 'def_key'])
    .execute();
}

const TABLES = [
  'bpm_common_flows',
  'bpm_read_records',
  'bpm_due_times',
  'bpm_urges',
  'bpm_approval_items',
  'bpm_follows',
  'bpm_notices',
  'bpm_opinions',
  'bpm_exe_stack',
  'bpm_task_candidates',
  'bpm_tasks',
  'bpm_data_modify_records',
  'bpm_instance_data',
  'bpm_instances',
  'bpm_definitions',
  'bpm_categories',
];

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).execute();
}
