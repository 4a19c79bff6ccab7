import { type Kysely, sql } from 'kysely';

// Frozen: issue #43, meetings a branch schedules and checks people in to.
// - org_act gains who scheduled it (created_by; null for the demo and earlier versions).
// - org_act_invitee: who must attend (one row per person and meeting). Earlier versions had no
//   list; the backfill writes, for an activity with attendance records, the people recorded, and
//   for one without, every confirmed learner (app 6) of the holding organisation and the branches
//   under it.
// - org_act_attendance gains checked_in_at (the QR check-in's time; null for a record an
//   organiser made by hand) and recorded_by (the organiser who set it by hand; null otherwise).
//   Its status may now also be 'late' (checked in after the start).
// - server_secret: keys every instance shares (the check-in codes' HMAC key), made once by the
//   first instance that needs one (insert … on conflict do nothing, then read).
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('org_act').addColumn('created_by', 'integer').execute();
  await db.schema.createTable('org_act_invitee')
    .addColumn('act_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('org_act_invitee_pk', ['act_id', 'user_id'])
    .execute();
  await db.schema.createIndex('org_act_invitee_user').on('org_act_invitee').columns(['user_id', 'act_id']).execute();
  await db.schema.alterTable('org_act_attendance').addColumn('checked_in_at', 'text').execute();
  await db.schema.alterTable('org_act_attendance').addColumn('recorded_by', 'integer').execute();
  await db.schema.createTable('server_secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into org_act_invitee (act_id, user_id)
    select r.act_id, r.user_id from org_act_attendance r
    union
    select a.id, u.id from org_act a
    join "user" u on u.org_id = a.org_id or u.org_id in (select o.id from org_unit o where o.parent_id = a.org_id)
    where u.branch_confirmed = 1 and u.app_id = 6
      and not exists (select 1 from org_act_attendance r where r.act_id = a.id)`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('server_secret').execute();
  await db.schema.alterTable('org_act_attendance').dropColumn('recorded_by').execute();
  await db.schema.alterTable('org_act_attendance').dropColumn('checked_in_at').execute();
  await db.schema.dropTable('org_act_invitee').execute();
  await db.schema.alterTable('org_act').dropColumn('created_by').execute();
}
