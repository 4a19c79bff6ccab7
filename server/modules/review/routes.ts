import { groupRoutes } from '../../http/groupRoutes';
import { organiserHandler } from '../organiser/scope';
import { approveBatch, decide } from './decide';
import { reviewDetail } from './detail';
import { reviewQueue, reviewSummary } from './queue';

export const reviewRoutes = groupRoutes('review', {
  summary: organiserHandler((_body, { db, clock, config }, o) => reviewSummary(db, o, clock.now(), config.reviewOverdueDays)),
  queue: organiserHandler((body, { db, clock, config }, o) => reviewQueue(db, o, body, clock.now(), config.reviewOverdueDays)),
  detail: organiserHandler((body, { db, clock, config }, o) =>
    reviewDetail(db, o, body.kind, body.id, clock.now(), config.reviewOverdueDays),
  ),
  decide: organiserHandler((body, { db, clock }, o) => decide(db, o, body, clock.now())),
  approveBatch: organiserHandler((body, { db, clock }, o) => approveBatch(db, o, body.kind, body.ids, clock.now())),
});
