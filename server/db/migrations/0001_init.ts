import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Frozen: a migration never changes once released and imports nothing from the app.
// Table and column names are snake_case; the app sees camelCase through CamelCasePlugin.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function withId<T extends string>(db: Db, table: CreateTableBuilder<T, never>) {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  return isPg
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('meta').addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', notNull).execute();
  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createTable('app')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', notNull)
    .addColumn('portal_url', 'text', text)
    .addColumn('learning_the_way', 'integer', zero)
    .addColumn('cadre_area', 'integer', zero)
    .execute();
  await withId(db, db.schema.createTable('enum_item'))
    .addColumn('code', 'text', notNull)
    .addColumn('value', 'text', notNull)
    .addColumn('label', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .addUniqueConstraint('enum_item_code_value', ['code', 'value'])
    .execute();
  await withId(db, db.schema.createTable('org_unit'))
    .addColumn('parent_id', 'integer')
    .addColumn('name', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .execute();
  await withId(db, db.schema.createTable('identity')).addColumn('name', 'text', notNull).addColumn('sort', 'integer', zero).execute();
  await withId(db, db.schema.createTable('phase')).addColumn('name', 'text', notNull).addColumn('sort', 'integer', zero).execute();
  await withId(db, db.schema.createTable('stage'))
    .addColumn('phase_id', 'integer', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('start_date', 'text', notNull)
    .addColumn('end_date', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .execute();

  await withId(db, db.schema.createTable('user'))
    .addColumn('account', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('gender', 'integer')
    .addColumn('app_id', 'integer', notNull)
    .addColumn('avatar_url', 'text', text)
    .addColumn('phone', 'text', text)
    .addColumn('email', 'text', text)
    .addColumn('student_no', 'text', text)
    .addColumn('nation', 'text', text)
    .addColumn('education', 'text', text)
    .addColumn('party_status', 'text', text)
    .addColumn('birthday', 'text')
    .addColumn('join_party_date', 'text')
    .addColumn('college', 'text', text)
    .addColumn('major', 'text', text)
    .addColumn('class_name', 'text', text)
    .addColumn('identity_id', 'integer')
    .addColumn('org_id', 'integer')
    .addColumn('stage_id', 'integer')
    .addColumn('default_password', 'integer', zero)
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addColumn('password_changed_at', 'text')
    .addColumn('last_login_at', 'text')
    .execute();
  await db.schema.createIndex('user_email').on('user').column('email').execute();

  await db.schema
    .createTable('session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('last_seen_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('session_user').on('session').column('user_id').execute();
  await db.schema
    .createTable('captcha')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await withId(db, db.schema.createTable('login_failure'))
    .addColumn('account', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('login_failure_account').on('login_failure').columns(['account', 'created_at']).execute();
  await db.schema
    .createTable('account_lock')
    .addColumn('account', 'text', (c) => c.primaryKey())
    .addColumn('locked_until', 'text', notNull)
    .execute();
  await withId(db, db.schema.createTable('mail_code'))
    .addColumn('email', 'text', notNull)
    .addColumn('purpose', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('attempts', 'integer', zero)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('mail_code_email').on('mail_code').columns(['email', 'purpose', 'created_at']).execute();
  await withId(db, db.schema.createTable('file'))
    .addColumn('owner_id', 'integer', notNull)
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', text)
    .addColumn('mime', 'text', notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('purpose', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('banner'))
    .addColumn('title', 'text', notNull)
    .addColumn('image_url', 'text', notNull)
    .addColumn('link', 'text', text)
    .addColumn('sort', 'integer', zero)
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await withId(db, db.schema.createTable('notice'))
    .addColumn('title', 'text', notNull)
    .addColumn('summary', 'text', text)
    .addColumn('content', 'text', notNull)
    .addColumn('publisher', 'text', text)
    .addColumn('is_top', 'integer', zero)
    .addColumn('view_count', 'integer', zero)
    .addColumn('published_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('notice_published').on('notice').columns(['is_top', 'published_at']).execute();
  await withId(db, db.schema.createTable('news_category'))
    .addColumn('parent_id', 'integer', zero)
    .addColumn('name', 'text', notNull)
    .addColumn('sort', 'integer', zero)
    .execute();
  await withId(db, db.schema.createTable('news'))
    .addColumn('category_id', 'integer', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('summary', 'text', text)
    .addColumn('cover_url', 'text', text)
    .addColumn('content', 'text', notNull)
    .addColumn('source', 'text', text)
    .addColumn('author', 'text', text)
    .addColumn('is_top', 'integer', zero)
    .addColumn('view_count', 'integer', zero)
    .addColumn('published_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('news_category_published').on('news').columns(['category_id', 'published_at']).execute();
}

export async function down(db: Db): Promise<void> {
  const tables = ['news', 'news_category', 'notice', 'banner', 'file', 'mail_code', 'account_lock', 'login_failure',
    'captcha', 'session', 'user', 'stage', 'phase', 'identity', 'org_unit', 'enum_item', 'app', 'setting', 'meta'];
  for (const t of tables) await db.schema.dropTable(t).execute();
}
