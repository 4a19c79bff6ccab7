import type { ReviewDetail } from '../../../contract/review';
import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { signedUploadUrl } from '../../static/personalFiles';
import { organiserHandler } from '../organiser/scope';
import { approveBatch, decide } from './decide';
import { reviewDetail } from './detail';
import { reviewQueue, reviewSummary } from './queue';

/** A learner's personal files (a task's scan) open for the organiser through short-lived signed addresses. */
async function withSignedFiles(detail: ReviewDetail, ctx: HandlerCtx<true>): Promise<ReviewDetail> {
  const now = ctx.clock.now().getTime();
  const handedIn = await Promise.all(
    detail.handedIn.map(async (h) => ({
      ...h,
      files: await Promise.all(h.files.map(async (f) => ({ ...f, url: await signedUploadUrl(ctx.db, f.url, now) }))),
    })),
  );
  return { ...detail, handedIn };
}

export const reviewRoutes = groupRoutes('review', {
  summary: organiserHandler((_body, { db, clock, config }, o) => reviewSummary(db, o, clock.now(), config.reviewOverdueDays)),
  queue: organiserHandler((body, { db, clock, config }, o) => reviewQueue(db, o, body, clock.now(), config.reviewOverdueDays)),
  detail: organiserHandler(async (body, ctx, o) =>
    withSignedFiles(await reviewDetail(ctx.db, o, body.kind, body.id, ctx.clock.now(), ctx.config.reviewOverdueDays), ctx),
  ),
  decide: organiserHandler((body, { db, clock }, o) => decide(db, o, body, clock.now())),
  approveBatch: organiserHandler((body, { db, clock }, o) => approveBatch(db, o, body.kind, body.ids, clock.now())),
});
