import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/database';
import { prepareSchema, SchemaRefusal } from './db/schemaCheck';
import { loadReferenceData } from './db/reference';
import { seedDemo } from './db/seed';
import { claimUploadDir } from './sharedUploads';
import { isStorageFull } from './http/errors';
import { createDrain } from './http/drain';
import { demoAccountLines } from './demoAccounts';
import { checkDatabase, listenProblem, prepareDataDir } from './startup';

// `npm start` (scripts/start.ts) runs the server with an IPC channel: when the launcher goes away,
// however it went (a signal, a crash), the channel closes and the server stops as on SIGTERM
// instead of listening on, orphaned. Run otherwise (tsx server/main.ts) there is no channel.
let launcherGone = false;
let stopOnDisconnect: (() => void) | null = null;
process.once('disconnect', () => {
  launcherGone = true;
  stopOnDisconnect?.();
});

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    prepareDataDir(config.dataDir);
    if (config.databaseUrl) await checkDatabase(config.databaseUrl);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`配置错误：${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const db = createDb(config);
  // MIGRATE_ON_START=0 (several instances, npm run migrate once): only checks that the schema fits
  const schema = await prepareSchema(db, { migrate: config.migrateOnStart });
  const drain = createDrain(config.shutdownDrainMs);
  // UPLOAD_DIR must be the folder every instance shares (sharedUploads.ts): ConfigError if not
  const uploadToken = await claimUploadDir(db, config.uploadDir);
  const app = await buildApp(config, db, { drain, uploadToken });
  if (schema.applied.length) app.log.info({ applied: schema.applied }, '数据库迁移完成');
  if (schema.warning) app.log.warn(schema.warning);
  if (await loadReferenceData(db)) app.log.info('已载入基础数据（应用、代码表、身份）');
  if (config.seedDemo && (await seedDemo(db, config.uploadDir))) app.log.info('已载入演示数据');

  let closing = false;
  const shutdown = async (signal: string) => {
    // a second signal (or the launcher going) during the drain: close now
    if (closing) return drain.cut();
    closing = true;
    if (signal === 'disconnect') {
      app.log.info('启动本服务的 npm start 已经退出，正在停止服务…');
    } else {
      app.log.info(`收到 ${signal}：健康检查改答 503（draining），${config.shutdownDrainMs} 毫秒后停止服务（再收到一次信号则立即停止）…`);
      // the proxy takes this instance out while its requests are still answered (http/drain.ts)
      await drain.start();
      app.log.info('正在停止服务…');
    }
    // Finish the requests in flight, then release the database.
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  stopOnDisconnect = () => void shutdown('disconnect');
  // gone while the database was being prepared: do not start listening at all
  if (launcherGone) return stopOnDisconnect();

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const problem = listenProblem(err, config.host, config.port);
    if (!problem) throw err;
    console.error(problem);
    await app.close();
    await db.destroy();
    process.exit(1);
  }
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const lines = [
    '',
    `智慧党建培训平台已启动：http://localhost:${port}/training2/`,
    `门户页：http://localhost:${port}/    数据库：${config.databaseUrl ? 'PostgreSQL' : config.sqliteFile}`,
    '',
    // SEED_DEMO=0 (a school's own deployment): the demo accounts are not there to list
    ...(config.seedDemo ? await demoAccountLines(db) : []),
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  if (err instanceof SchemaRefusal) {
    // the schema does not fit this code (db/schemaCheck.ts): one line saying what to do, no stack
    // (before ConfigError, which it extends so that the commands in cli/ report it as they report that)
    console.error(`服务未启动：${err.message}`);
  } else if (err instanceof ConfigError) {
    // found once the database is open (UPLOAD_DIR not the shared folder): one line, no stack
    console.error(`配置错误：${err.message}`);
  } else if (isStorageFull(err)) {
    console.error(
      `服务启动失败：存储空间已满，无法写入数据库（${(err as Error).message}）：请清理数据目录（DATA_DIR）或数据库所在的磁盘后再启动`,
    );
  } else {
    console.error('服务启动失败：', err);
  }
  process.exit(1);
});
