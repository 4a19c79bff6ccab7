import { fail } from '../../lib/errors';
import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { activityDetail, checkIns, myActivities, projectsOf } from './cards';
import { checkInActivity } from './checkIn';
import { askLeave, cancelSignUp, leaveDetail, signUp } from './signup';
import { viewerOf, visibleActivity } from './visibility';

const now = (ctx: HandlerCtx<true>) => ctx.clock.iso();

/** activity: centralised training projects and activities, sign-up, leave, the check-in log. */
export const activityRoutes = groupRoutes('activity', {
  projectList: async (_body, ctx) => projectsOf(ctx.db, await viewerOf(ctx.db, ctx.user), 'learner', 'train', now(ctx)),
  dyProjectList: async (_body, ctx) => projectsOf(ctx.db, await viewerOf(ctx.db, ctx.user), 'learner', 'develop', now(ctx)),
  gbActivity: async (_body, ctx) => {
    const viewer = await viewerOf(ctx.db, ctx.user);
    if (viewer.audience !== 'cadre') throw fail('干部培训活动仅对干部开放');
    return projectsOf(ctx.db, viewer, 'cadre', null, now(ctx));
  },
  activityDetail: async (body, ctx) => {
    const viewer = await viewerOf(ctx.db, ctx.user);
    await visibleActivity(ctx.db, viewer, body.activityId);
    return activityDetail(ctx.db, viewer, body.activityId, now(ctx));
  },
  baoMing: async (body, ctx) => {
    const viewer = await viewerOf(ctx.db, ctx.user);
    if (body.cancel) await cancelSignUp(ctx.db, viewer, body.activityId, now(ctx));
    else await signUp(ctx.db, viewer, body.activityId, now(ctx));
    return activityDetail(ctx.db, viewer, body.activityId, now(ctx));
  },
  projectLeave: async (body, ctx) => askLeave(ctx.db, await viewerOf(ctx.db, ctx.user), body, now(ctx)),
  projectLeaveDetail: async (body, ctx) => leaveDetail(ctx.db, await viewerOf(ctx.db, ctx.user), body.activityId),
  myActivity: async (body, ctx) => myActivities(ctx.db, await viewerOf(ctx.db, ctx.user), body, now(ctx)),
  userQrcodeScanLog: async (body, ctx) => checkIns(ctx.db, await viewerOf(ctx.db, ctx.user), body),
  checkIn: (body, ctx) => checkInActivity(ctx.db, ctx.user.id, body.code, ctx.clock.now()),
});
