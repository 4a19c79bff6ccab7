import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { experienceDetail, writeExperience } from './experiences';
import { askLeave, checkIns, sessionDetail, sessionPage, studyMemberOf } from './sessions';

const now = (ctx: HandlerCtx<true>) => ctx.clock.iso();
const member = (ctx: HandlerCtx<true>) => studyMemberOf(ctx.db, ctx.user);

/** centerGroup: 理论学习中心组 sessions of the cadre's groups, leave, 学习体会 and check-ins. */
export const centerGroupRoutes = groupRoutes('centerGroup', {
  myActivity: async (body, ctx) => sessionPage(ctx.db, await member(ctx), body, now(ctx)),
  activityDetail: async (body, ctx) => sessionDetail(ctx.db, await member(ctx), body.activityId, now(ctx)),
  activityLeave: async (body, ctx) => askLeave(ctx.db, await member(ctx), body, now(ctx)),
  addUserExperience: async (body, ctx) => writeExperience(ctx.db, await member(ctx), body, now(ctx)),
  getUserExperience: async (body, ctx) => experienceDetail(ctx.db, await member(ctx), body.activityId, now(ctx)),
  userQrcodeScanLog: async (body, ctx) => checkIns(ctx.db, await member(ctx), body),
});
