// `npm run backup [-- --out backups] [-- --keep 14]`
//   A backup of the platform's data, safe while the server runs (server/cli/backupData.ts):
//   <out>/training2-YYYYMMDD-HHmmss/ (Beijing time) with the database (SQLite: training2.db, checked; PostgreSQL:
//   training2.dump by pg_dump, read back by pg_restore), uploads/ (a copy of UPLOAD_DIR) and
//   backup.json. Reads DATA_DIR, UPLOAD_DIR and DATABASE_URL as the server does. --keep N deletes the oldest backups beyond N (default 0:
//   keeps all). Exit code 2 when it refuses or fails, with the reason in one line.
import { cliFlag } from './cliFlag';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupData } from './backupData';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  try {
    const config = loadConfig();
    const keep = cliFlag('keep');
    const r = await backupData({
      dataDir: config.dataDir,
      uploadDir: config.uploadDir,
      sqliteFile: config.sqliteFile,
      databaseUrl: config.databaseUrl,
      out: cliFlag('out') ?? 'backups',
      keep: keep === undefined ? 0 : Number(keep),
    });
    console.log(
      [
        `备份完成：${r.dir}（${r.seconds.toFixed(1)} 秒）`,
        r.database.engine === 'sqlite'
          ? `  数据库 ${r.database.file}：${mb(r.database.bytes)}，完整性检查通过，用户 ${r.database.users} 人，最新迁移 ${r.database.lastMigration}`
          : `  数据库 ${r.database.file}（pg_dump 自定义格式）：${mb(r.database.bytes)}，pg_restore 可以读取，用户 ${r.database.users} 人，最新迁移 ${r.database.lastMigration}`,
        `  上传文件 uploads/：${r.uploads.files} 个，${mb(r.uploads.bytes)}（新复制 ${r.uploads.copied} 个，与上一份备份相同而硬链接 ${r.uploads.linked} 个）`,
        ...(r.removed.length ? [`  按 --keep 删除了较早的备份：${r.removed.join('、')}`] : []),
        ...(r.database.engine === 'sqlite'
          ? [
              '恢复：停止服务，把 DATA_DIR 中的 training2.db、training2.db-wal、training2.db-shm（正常停止后这两个通常已不在）',
              '与 uploads/ 一起移到别处，再把备份中的 training2.db 与 uploads/ 复制到 DATA_DIR，然后启动服务（见 docs/operations/backup-restore.md）。',
            ]
          : [
              '恢复：停止服务，新建一个空数据库，pg_restore --no-owner -d <新库的地址> training2.dump，把 uploads/ 复制到',
              '共享的上传目录，DATABASE_URL 指向新库后启动服务（见 docs/operations/backup-restore.md）。',
            ]),
      ].join('\n'),
    );
  } catch (err) {
    if (err instanceof BackupError || err instanceof ConfigError) {
      console.error(`备份未进行：${err.message}`);
      process.exitCode = 2;
      return;
    }
    throw err;
  }
}

void main();
