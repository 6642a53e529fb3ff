import type { Kysely } from 'kysely';

// Written against Kysely<any> on purpose: a migration is frozen in time and must not follow later table types.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDb = Kysely<any>;

/** Tenants, users, directory, roles and rights; revoked tokens and login failures. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('org_switch_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('root_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('fullname', 'varchar(100)', (c) => c.notNull())
    .addColumn('sex', 'varchar(8)')
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('mobile', 'varchar(32)')
    .addColumn('email', 'varchar(200)')
    .addColumn('address', 'varchar(500)')
    .addColumn('photo', 'varchar(500)')
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_tenant_account', ['tenant_id', 'account'])
    .execute();
  await db.schema.createIndex('users_account').on('users').column('account').execute();

  await db.schema
    .createTable('user_tenants')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_tenants_pk', ['tenant_id', 'user_id'])
    .execute();
  await db.schema.createIndex('user_tenants_user').on('user_tenants').column('user_id').execute();

  await db.schema
    .createTable('dimensions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('dimensions_tenant_code', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('orgs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('dem_id', 'varchar(64)', (c) => c.notNull().references('dimensions.id'))
    .addColumn('parent_id', 'varchar(64)', (c) => c.references('orgs.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('path', 'varchar(1000)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('orgs_tenant_code', ['tenant_id', 'code'])
    .execute();
  await db.schema.createIndex('orgs_tenant_parent').on('orgs').columns(['tenant_id', 'parent_id']).execute();

  await db.schema
    .createTable('user_orgs')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('org_id', 'varchar(64)', (c) => c.notNull().references('orgs.id'))
    .addColumn('is_master', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_orgs_pk', ['tenant_id', 'user_id', 'org_id'])
    .execute();
  await db.schema.createIndex('user_orgs_org').on('user_orgs').columns(['tenant_id', 'org_id']).execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('org_id', 'varchar(64)', (c) => c.notNull().references('orgs.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addUniqueConstraint('posts_tenant_code', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('user_posts')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('post_id', 'varchar(64)', (c) => c.notNull().references('posts.id'))
    .addColumn('is_master', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_posts_pk', ['tenant_id', 'user_id', 'post_id'])
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addUniqueConstraint('roles_tenant_code', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('role_id', 'varchar(64)', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('user_roles_pk', ['tenant_id', 'user_id', 'role_id'])
    .execute();

  await db.schema
    .createTable('role_rights')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenants.id'))
    .addColumn('role_id', 'varchar(64)', (c) => c.notNull().references('roles.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('alias', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_rights_pk', ['tenant_id', 'role_id', 'kind', 'alias'])
    .execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('key', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_key_time')
    .on('login_failures')
    .columns(['key', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'login_failures',
    'revoked_tokens',
    'role_rights',
    'user_roles',
    'roles',
    'user_posts',
    'posts',
    'user_orgs',
    'orgs',
    'dimensions',
    'user_tenants',
    'users',
    'tenants',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
