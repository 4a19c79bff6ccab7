// `npm run uploads:claim [-- --replace]`
//   Makes UPLOAD_DIR the upload folder of the database the server uses (DATA_DIR / DATABASE_URL,
//   read as the server reads them): writes the database's token into the folder's marker
//   (server/sharedUploads.ts). Only for a deliberately new folder (moving the uploads to new
//   storage, restoring a backup's uploads/): an instance whose folder is not the shared one refuses
//   to start, and claiming a wrong folder would make every instance serve from it. So it says how
//   many of the files the database knows are missing there, and a folder that belongs to another
//   database is refused unless --replace. Run it once, on one host, with the instances stopped
//   or pointed at the new folder. Exit code 2 when it refuses or fails, with the reason in one line.
import { ConfigError } from '../config';
import { reclaimUploadDir } from '../sharedUploads';
import { connectSchoolDatabase } from './schoolDatabase';

async function main(): Promise<number> {
  let db;
  try {
    let config;
    ({ db, config } = await connectSchoolDatabase());
    const r = await reclaimUploadDir(db, config.uploadDir, { replace: process.argv.slice(2).includes('--replace') });
    console.log(
      [
        r.previous === r.token
          ? `上传目录 ${config.uploadDir} 已经是本数据库的共享上传目录，未做改动。`
          : `已把 ${config.uploadDir} 标记为本数据库的共享上传目录${r.previous ? '（替换了另一个数据库的标记）' : ''}。`,
        `数据库记录的上传文件 ${r.known} 个，其中 ${r.missing} 个不在该目录中${r.missing ? '：如果不是有意为之，请把原来的上传文件复制过来' : ''}。`,
        '其他实例须挂载同一个目录（UPLOAD_DIR），否则会拒绝启动。',
      ].join('\n'),
    );
    return 0;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`未标记：${err.message}`);
    return 2;
  } finally {
    await db?.destroy();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error('未标记：', err);
    process.exitCode = 2;
  },
);
