import type { Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/** Tables for form definitions, business data, data templates, dictionaries, serial numbers, files and seals. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('form_defs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('form_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('bo_alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('form_defs_tenant_key_version', ['tenant_id', 'form_key', 'version'])
    .execute();

  await db.schema
    .createTable('bo_records')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('bo_alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('form_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('create_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bo_records_tenant_alias')
    .on('bo_records')
    .columns(['tenant_id', 'bo_alias', 'created_at'])
    .execute();

  await db.schema
    .createTable('bo_drafts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('bo_alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('form_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('create_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('form_configs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('alias', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('config', 'text', (c) => c.notNull())
    .addUniqueConstraint('form_configs_tenant_kind_key', ['tenant_id', 'kind', 'key'])
    .execute();
  await db.schema
    .createIndex('form_configs_tenant_kind_alias')
    .on('form_configs')
    .columns(['tenant_id', 'kind', 'alias'])
    .execute();

  await db.schema
    .createTable('dict_types')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('type_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dict_types_pk', ['tenant_id', 'type_key'])
    .execute();

  await db.schema
    .createTable('dict_items')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('type_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(64)')
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('dict_items_tenant_type_key', ['tenant_id', 'type_key', 'key'])
    .execute();

  await db.schema
    .createTable('identities')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('alias', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('regulation', 'varchar(200)', (c) => c.notNull())
    .addColumn('no_length', 'integer', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('init_value', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cur_value', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cur_date', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('daily', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('identities_pk', ['tenant_id', 'alias'])
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('ext', 'varchar(16)', (c) => c.notNull())
    .addColumn('mime', 'varchar(128)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('biz_id', 'varchar(64)')
    .addColumn('inline_data', 'text')
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('files_tenant').on('files').columns(['tenant_id', 'id']).execute();

  await db.schema
    .createTable('seals')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_id', 'varchar(64)', (c) => c.notNull().references('files.id'))
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('secret_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('seals_tenant_user', ['tenant_id', 'user_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'seals',
    'files',
    'identities',
    'dict_items',
    'dict_types',
    'form_configs',
    'bo_drafts',
    'bo_records',
    'form_defs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
