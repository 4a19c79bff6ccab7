import { sql, type Kysely } from 'kysely';

// Frozen: from this version an upload of purpose 'attachment' is personal, served only to its owner
// (or by an address signed for minutes). Before the 'photo' purpose existed the web app uploaded
// board and practice photos, and some avatars, as attachments: an image already shown as an avatar,
// in a board post or in a practice record becomes a 'photo', so it stays public as it was. Other
// attachments (task scans) stay personal. Imports nothing from the app.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE file SET purpose = 'photo'
    WHERE purpose = 'attachment' AND mime LIKE 'image/%' AND (
      EXISTS (SELECT 1 FROM "user" u WHERE u.avatar_url = ('/uploads/' || file.stored_name))
      OR EXISTS (SELECT 1 FROM party_sns p WHERE p.images LIKE ('%"/uploads/' || file.stored_name || '"%'))
      OR EXISTS (SELECT 1 FROM practice_record r WHERE r.images LIKE ('%"/uploads/' || file.stored_name || '"%')))`.execute(db);
}

export async function down(): Promise<void> {
  // which photos were attachments is not kept
}
