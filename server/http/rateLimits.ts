import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { endpoints } from '../../contract/endpoints';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { clock } from '../lib/clock';
import { takeHit, type RateRule } from '../lib/rateLimit';
import { fail } from '../lib/errors';
import { SSO_PATHS } from '../../contract/ssoPaths';

// Which calls are rate-limited, and by what (the counting is lib/rateLimit.ts).
//
// - The sign-in calls, made without a token (captcha, login, register, mail codes, password
//   reset, campus sign-in), per client address: generously, since a class behind one campus NAT address logs in
//   at once; the per-account and per-mailbox rules (loginGuard.ts, mailCode.ts) stay the tight ones.
//   Never per account here: anyone could then keep a learner from logging in or resetting.
// - The calls that aggregate over many learners (ranking, stage report), per user: a learner
//   opens them a few times a minute; one token hammering them slowed every other learner down.
//
// Checked when the request arrives, after the token (auth.ts) and before the body is read.

export type RateLimitConfig = Pick<Config, 'signInPerMinute' | 'reportsPerMinute'>;

const u = endpoints.user;
// with campus sign-in's login and its browser redirects (modules/sso), which start and finish sign-ins
const SIGN_IN = new Set([
  ...[u.generateCaptcha, u.getCaptcha, u.login, u.register, u.sendMail, u.forgetPwd, u.ssoLogin].map((e) => e.path),
  ...SSO_PATHS,
]);
const AGGREGATES = new Set([u.ranking, u.stageReport].map((e) => e.path));

export const throttledMessage = (wait: number) => `操作过于频繁，请 ${wait} 秒后再试`;

/** The rule and key a request is counted under, or null when it is not limited. */
function bucketOf(req: FastifyRequest, config: RateLimitConfig): { key: string; rule: RateRule } | null {
  const path = req.routeOptions.url ?? '';
  if (SIGN_IN.has(path)) return { key: `signIn:${req.ip}`, rule: { limit: config.signInPerMinute, windowSeconds: 60 } };
  if (AGGREGATES.has(path) && req.user)
    return { key: `aggregate:${req.user.id}`, rule: { limit: config.reportsPerMinute, windowSeconds: 60 } };
  return null;
}

export function registerRateLimits(app: FastifyInstance, db: Kysely<Database>, config: RateLimitConfig): void {
  app.addHook('onRequest', (req, _reply, done) => {
    const bucket = bucketOf(req, config);
    if (!bucket) return done();
    takeHit(db, bucket.key, bucket.rule, clock.now()).then((wait) => done(wait > 0 ? fail(throttledMessage(wait)) : undefined), done);
  });
}
