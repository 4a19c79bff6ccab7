import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import { ajvOptions } from './http/ajvOptions';
import { registerAuth } from './http/auth';
import { registerBodyParsers } from './http/bodyParsers';
import { registerErrorHandling } from './http/errors';
import { registerCors, registerSecurityHeaders } from './http/security';
import { createMailer, type Mailer } from './lib/mail';
import { baseRoutes } from './modules/base/routes';
import { centerRoutes } from './modules/center/routes';
import { cmsRoutes } from './modules/cms/routes';
import { partyIndexRoutes } from './modules/partyIndex/routes';
import { userRoutes } from './modules/user/routes';
import { helpRoutes } from './static/help';
import { portalRoutes } from './static/portal';
import { uploadRoutes } from './static/uploads';
import { webAppRoutes } from './static/webApp';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    mailer: Mailer;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** tests capture mail instead of writing .eml files */
  mailer?: Mailer;
}

/**
 * The one place that assembles the server. Tests build it through here too, so they exercise
 * the production parsers, hooks and error handling. The caller owns (and closes) `db`.
 */
export async function buildApp(config: Config, db: Kysely<Database>, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    ajv: ajvOptions,
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', opts.mailer ?? createMailer(config.smtpUrl, config.dataDir, app.log));

  registerSecurityHeaders(app);
  registerCors(app, config.corsOrigin);
  await registerBodyParsers(app, config.uploadMaxMb);
  registerErrorHandling(app, config.uploadMaxMb);
  registerAuth(app, db, config.tokenTtl);
  // Answers over 1 KB compressed for clients that accept it (brotli at a fast level, or gzip).
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });

  await app.register(baseRoutes);
  await app.register(userRoutes);
  await app.register(cmsRoutes);
  await app.register(centerRoutes);
  await app.register(partyIndexRoutes);

  await app.register(portalRoutes);
  await app.register(helpRoutes);
  await app.register(uploadRoutes);
  await app.register(webAppRoutes);
  return app;
}
