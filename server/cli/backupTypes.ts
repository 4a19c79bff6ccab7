/** A refusal or failure of `npm run backup`, said in one Chinese line. */
export class BackupError extends Error {}

/** The database part of a backup, as backup.json records it. */
export interface DatabaseCopy {
  /** its file in the backup folder: training2.db (SQLite) or training2.dump (pg_dump's custom format) */
  file: string;
  engine: 'sqlite' | 'postgres';
  bytes: number;
  /** read from the state the copy holds */
  users: number;
  lastMigration: string;
}
