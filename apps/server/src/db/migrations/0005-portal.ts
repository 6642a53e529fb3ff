import type { Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/** Tables for portal layouts, columns, apps, news, short links, tags, inner messages and directory groups. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('innermsg_messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('owner_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('link', 'varchar(1000)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('innermsg_receivers')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('message_id', 'varchar(64)', (c) => c.notNull().references('innermsg_messages.id'))
    .addColumn('receiver_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('receiver_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('receive_time', 'bigint')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('innermsg_receivers_inbox')
    .on('innermsg_receivers')
    .columns(['tenant_id', 'receiver_id', 'create_time'])
    .execute();
  const table = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'));

  await table('portal_layouts')
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('layout_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('apps', 'text', (c) => c.notNull())
    .addColumn('rights', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('portal_layouts_alias', ['tenant_id', 'alias'])
    .execute();

  await db.schema
    .createTable('portal_user_layouts')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('layout_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('layout_id', 'varchar(64)', (c) => c.notNull().references('portal_layouts.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('portal_user_layouts_pk', ['tenant_id', 'user_id', 'layout_type'])
    .execute();

  await table('portal_columns')
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('col_url', 'varchar(1000)')
    .addColumn('col_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('data_mode', 'varchar(32)')
    .addColumn('data_from', 'varchar(64)')
    .addColumn('data_param', 'text')
    .addColumn('request_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('need_page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('template_html', 'text')
    .addColumn('display_rights', 'text')
    .addColumn('col_height', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('portal_columns_alias', ['tenant_id', 'alias'])
    .execute();

  await table('portal_carousel')
    .addColumn('layout_id', 'varchar(64)', (c) => c.references('portal_layouts.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('image', 'varchar(1000)', (c) => c.notNull())
    .addColumn('bind_app_id', 'varchar(64)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('portal_apps')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('icon', 'varchar(200)')
    .addColumn('icon_color', 'varchar(32)')
    .addColumn('mode', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('custom', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type_id', 'varchar(64)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('portal_sys_types')
    .addColumn('parent_id', 'varchar(64)')
    .addColumn('type_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('portal_sys_types_parent')
    .on('portal_sys_types')
    .columns(['tenant_id', 'parent_id'])
    .execute();

  await table('portal_news')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('cover', 'varchar(1000)')
    .addColumn('author', 'varchar(100)', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_time', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_news_list')
    .on('portal_news')
    .columns(['tenant_id', 'kind', 'publish_time'])
    .execute();

  await table('portal_reports')
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('option', 'text', (c) => c.notNull())
    .addUniqueConstraint('portal_reports_alias', ['tenant_id', 'alias'])
    .execute();

  await table('portal_datav')
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('reports', 'text', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('portal_datav_alias', ['tenant_id', 'alias'])
    .execute();

  await table('portal_short_urls')
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('long_url', 'varchar(2000)', (c) => c.notNull())
    .addColumn('guest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await table('portal_tags')
    .addColumn('type_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('color', 'varchar(32)')
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('portal_tags_name', ['tenant_id', 'type_key', 'name'])
    .execute();

  await table('portal_external_unites')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('corp_id', 'varchar(200)')
    .addColumn('agent_id', 'varchar(200)')
    .addColumn('base_url', 'varchar(1000)')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  await table('portal_meeting_appointments')
    .addColumn('room_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('subject', 'varchar(500)', (c) => c.notNull())
    .addColumn('applicant_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('applicant_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('approver_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();

  // Directory additions: groups, jobs, open-id bindings and the manager flag of a post.
  await table('uc_groups')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('uc_groups_code', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createTable('uc_group_users')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('group_id', 'varchar(64)', (c) => c.notNull().references('uc_groups.id'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addPrimaryKeyConstraint('uc_group_users_pk', ['tenant_id', 'group_id', 'user_id'])
    .execute();
  await table('uc_jobs')
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('job_level', 'varchar(32)')
    .addColumn('description', 'varchar(1000)')
    .addUniqueConstraint('uc_jobs_code', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createTable('uc_open_ids')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('open_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('uc_open_ids_pk', ['tenant_id', 'kind', 'open_id'])
    .execute();
  await db.schema
    .alterTable('posts')
    .addColumn('is_manager', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('posts').dropColumn('is_manager').execute();
  for (const table of [
    'uc_open_ids',
    'uc_jobs',
    'uc_group_users',
    'uc_groups',
    'portal_meeting_appointments',
    'portal_external_unites',
    'portal_tags',
    'portal_short_urls',
    'portal_datav',
    'portal_reports',
    'portal_news',
    'portal_sys_types',
    'portal_apps',
    'portal_carousel',
    'portal_columns',
    'portal_user_layouts',
    'portal_layouts',
    'innermsg_receivers',
    'innermsg_messages',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
