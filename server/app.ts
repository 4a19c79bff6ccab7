import os from 'node:os';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { GroupName } from '../contract/endpoints';
import type { Config } from './config';
import { isPostgres, onQuerySuccess } from './db/database';
import type { Database } from './db/schema';
import { ajvOptions } from './http/ajvOptions';
import { registerAuth } from './http/auth';
import { registerRateLimits } from './http/rateLimits';
import { registerBodyParsers } from './http/bodyParsers';
import { frameworkError, registerErrorHandling } from './http/errors';
import { healthRoutes } from './http/health';
import { registerGroups, type AnyGroupRoutes } from './http/groupRoutes';
import { registerAccessLog } from './http/accessLog';
import { createDrain, registerDrain, type Drain } from './http/drain';
import { OutageLog } from './http/outageLog';
import { registerRequestIdHeader, requestIdGenerator } from './http/requestId';
import { logSerializers } from './http/logRedaction';
import { registerCors, registerSecurityHeaders } from './http/security';
import { registerValueGuard } from './http/valueGuard';
import { clock } from './lib/clock';
import { CLOCK_CHECK_MS, startClockCheck } from './lib/clockSkew';
import { createMailer, type Mailer } from './lib/mail';
import { baseRoutes } from './modules/base/routes';
import { cadreRoutes } from './modules/cadre/routes';
import { cadreIndexRoutes } from './modules/cadreIndex/routes';
import { centerRoutes } from './modules/center/routes';
import { cmsRoutes } from './modules/cms/routes';
import { activityRoutes } from './modules/activity/routes';
import { topicRoutes } from './modules/topic/routes';
import { workRoutes } from './modules/work/routes';
import { taskRoutes } from './modules/task/routes';
import { developRoutes } from './modules/develop/routes';
import { orgActRoutes } from './modules/orgAct/routes';
import { centerGroupRoutes } from './modules/centerGroup/routes';
import { examRoutes } from './modules/exam/routes';
import { startExamSweep } from './modules/exam/sweep';
import { ALERT_SWEEP_MS, startAlertSweep } from './modules/developRecord/alerts';
import { developRecordRoutes } from './modules/developRecord/routes';
import { HOUSEKEEPING_MS, startHousekeeping } from './housekeeping';
import { lessonRoutes } from './modules/lesson/routes';
import { liveRoutes } from './modules/live/routes';
import { partyRoutes } from './modules/party/routes';
import { partyIndexRoutes } from './modules/partyIndex/routes';
import { selfStudyRoutes } from './modules/selfStudy/routes';
import { userRoutes } from './modules/user/routes';
import { organiserRoutes } from './modules/organiser/routes';
import { reviewRoutes } from './modules/review/routes';
import { auditRoutes } from './modules/audit/routes';
import { notifyRoutes } from './modules/notify/routes';
import { peopleRoutes } from './modules/people/routes';
import { rosterRoutes } from './modules/roster/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { meetingRoutes } from './modules/meeting/routes';
import { trainingRoutes } from './modules/training/routes';
import { voteRoutes } from './modules/vote/routes';
import { duesRoutes } from './modules/dues/routes';
import { ssoRoutes } from './modules/sso/routes';
import { openApiRoutes } from './openapi/routes';
import { helpRoutes } from './static/help';
import { portalRoutes } from './static/portal';
import { siteCssRoutes } from './static/siteCss';
import { uploadRoutes } from './static/uploads';
import { webAppRoutes } from './static/webApp';
import { sharedUploadsWatch } from './sharedUploads';

/** Every endpoint group of the contract, registered from this one list. */
export const apiGroups = [
  baseRoutes,
  userRoutes,
  cmsRoutes,
  centerRoutes,
  partyIndexRoutes,
  lessonRoutes,
  cadreIndexRoutes,
  cadreRoutes,
  selfStudyRoutes,
  examRoutes,
  activityRoutes,
  topicRoutes,
  workRoutes,
  taskRoutes,
  liveRoutes,
  developRoutes,
  partyRoutes,
  orgActRoutes,
  centerGroupRoutes,
  organiserRoutes,
  reviewRoutes,
  auditRoutes,
  notifyRoutes,
  peopleRoutes,
  rosterRoutes,
  dashboardRoutes,
  meetingRoutes,
  developRecordRoutes,
  voteRoutes,
  duesRoutes,
  trainingRoutes,
] as const satisfies readonly AnyGroupRoutes[];

// A group declared in contract/endpoints.ts but missing above fails the type check here.
type Unlisted = Exclude<GroupName, (typeof apiGroups)[number]['group']>;
const everyGroupListed: [Unlisted] extends [never] ? true : { missing: Unlisted } = true;
void everyGroupListed;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** where the production logger writes (default stdout); tests read it to check what is logged */
  logStream?: { write(line: string): void };
  /** tests capture mail instead of writing .eml files */
  mailer?: Mailer;
  /** how often attempts past their end are closed (modules/exam/sweep.ts); 0 turns the sweep off */
  examSweepMs?: number;
  /** how often stale rows and files are removed (housekeeping.ts); 0 turns it off */
  housekeepingMs?: number;
  /** how often 发展党员 overdue items are sent as to-dos (modules/developRecord/alerts.ts); 0 turns it off */
  alertSweepMs?: number;
  /** tests share the compiled route schemas between the apps of a file (server/test/schemaCompilers.ts) */
  schemaController?: FastifyServerOptions['schemaController'];
  /** UPLOAD_DIR's token, claimed at start (sharedUploads.ts): the health check watches the marker; without it, it does not */
  uploadToken?: string;
  /** PostgreSQL: how often this host's clock is compared with the database's (lib/clockSkew.ts); 0 turns it off */
  clockCheckMs?: number;
  /** started by main.ts on SIGTERM (http/drain.ts); without it the app never drains */
  drain?: Drain;
  /** the database outage log's clock (tests move it; http/outageLog.ts) */
  outageNow?: () => number;
}

const EXAM_SWEEP_MS = 15_000;

/**
 * The one place that assembles the server. Tests build it through here too, so they exercise
 * the production parsers, hooks and error handling. The caller owns (and closes) `db`.
 */
export async function buildApp(config: Config, db: Kysely<Database>, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // the multipart cap is the largest kind's; each upload kind then holds its own limit (saveUpload)
  const uploadMaxMb = Math.max(config.uploadMaxMb, config.uploadDocMaxMb);
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      serializers: logSerializers,
      // which instance wrote the line, beside pino's own pid and hostname
      base: { pid: process.pid, hostname: os.hostname(), instance: config.instanceName },
      ...(opts.logStream && { stream: opts.logStream }),
    },
    // ids unique across instances and restarts, or the trusted proxy's (http/requestId.ts)
    genReqId: requestIdGenerator(config.trustProxy),
    // at close, keep-alive connections without a request are closed at once, the others after
    // their answer (Fastify's default, stated because the drain relies on it)
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkError,
    // one line per request instead (http/accessLog.ts)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // behind the school's reverse proxy the log shows the client's address (X-Forwarded-For)
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    ajv: ajvOptions,
    ...(opts.schemaController && { schemaController: opts.schemaController }),
  });
  const mailer = opts.mailer ?? createMailer(config.smtpUrl, config.dataDir, app.log);

  registerAccessLog(app);
  registerRequestIdHeader(app);
  const drain = opts.drain ?? createDrain(0);
  registerDrain(app, drain);
  registerSecurityHeaders(app, config.corsOrigin);
  registerCors(app, config.corsOrigin);
  const incomingDir = path.join(config.dataDir, 'incoming');
  await registerBodyParsers(app, { uploadMaxMb, incomingDir });
  const outage = new OutageLog(app.log, opts.outageNow);
  const stopOutageWatch = onQuerySuccess(db, () => outage.succeeded());
  app.addHook('onClose', async () => stopOutageWatch());
  registerErrorHandling(app, uploadMaxMb, outage);
  registerAuth(app, db, config.tokenTtl);
  registerRateLimits(app, db, config);
  registerValueGuard(app);
  // Answers over 1 KB compressed for clients that accept it (brotli at a fast level, or gzip).
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });

  const deps = { db, config, mailer, clock };
  registerGroups(app, deps, apiGroups);
  const sweepMs = opts.examSweepMs ?? EXAM_SWEEP_MS;
  if (sweepMs > 0) {
    const stopSweep = startExamSweep(db, clock, app.log, sweepMs);
    app.addHook('onClose', async () => stopSweep());
  }
  const housekeepingMs = opts.housekeepingMs ?? HOUSEKEEPING_MS;
  if (housekeepingMs > 0) {
    const stopHousekeeping = startHousekeeping(db, incomingDir, app.log, housekeepingMs);
    app.addHook('onClose', async () => stopHousekeeping());
  }

  const alertMs = opts.alertSweepMs ?? ALERT_SWEEP_MS;
  if (alertMs > 0) {
    const stopAlerts = startAlertSweep(db, clock, app.log, alertMs);
    app.addHook('onClose', async () => stopAlerts());
  }

  const uploadsWatch = opts.uploadToken ? sharedUploadsWatch(config.uploadDir, opts.uploadToken) : undefined;
  const clockCheckMs = opts.clockCheckMs ?? CLOCK_CHECK_MS;
  // SQLite: one process on one host, no other clock to disagree with
  const clockCheck =
    isPostgres(db) && clockCheckMs > 0 ? startClockCheck(db, app.log, { maxSkewMs: config.clockMaxSkewMs, everyMs: clockCheckMs }) : null;
  if (clockCheck) app.addHook('onClose', async () => clockCheck.stop());
  await app.register(healthRoutes, {
    uploads: uploadsWatch,
    clock: clockCheck?.state,
    db,
    dataDir: config.dataDir,
    draining: () => drain.draining,
    outage,
  });
  await app.register(openApiRoutes);
  await app.register(siteCssRoutes);
  await app.register(portalRoutes, deps);
  await app.register(helpRoutes, deps);
  await app.register(uploadRoutes, deps);
  // campus sign-in's browser redirects (统一身份认证)
  await app.register(ssoRoutes, deps);
  await app.register(webAppRoutes, deps);
  return app;
}
