import { groupRoutes } from '../../http/groupRoutes';
import { livePage } from './liveActs';

/** live: the live lectures (直播课堂). */
export const liveRoutes = groupRoutes('live', {
  liveActList: (body, ctx) => livePage(ctx.db, ctx.user, body, ctx.clock.iso()),
});
