import type { Kysely } from 'kysely';

// Frozen: issue #43, withdrawing a wrongly recorded 发展党员 step. What a record changed besides
// itself, so that withdrawing it puts the person back exactly: moved_from, the stage the person
// left when the step moved their identity (null: it did not move them, e.g. a 补录 behind the
// roster's identity); stage_on_before, the stage date the step overwrote (null: there was none).
// Imports nothing from the app.

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('develop_record').addColumn('moved_from', 'text').execute();
  await db.schema.alterTable('develop_record').addColumn('stage_on_before', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('develop_record').dropColumn('stage_on_before').execute();
  await db.schema.alterTable('develop_record').dropColumn('moved_from').execute();
}
