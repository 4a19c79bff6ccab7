import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { actDetail, actPage, askLeave } from './activities';
import { checkIn } from './checkIn';
import { memberOf } from './membership';
import { castBallot, voteDetail, votePage, voteResults } from './votes';

const now = (ctx: HandlerCtx<true>) => ctx.clock.iso();
const member = (ctx: HandlerCtx<true>) => memberOf(ctx.db, ctx.user.id);

/** orgAct: the learner's party organisation life (三会一课, 主题党日, leave) and the branch's votes. */
export const orgActRoutes = groupRoutes('orgAct', {
  actList: async (body, ctx) => actPage(ctx.db, await member(ctx), body, now(ctx)),
  actDetail: async (body, ctx) => actDetail(ctx.db, await member(ctx), body.actId, now(ctx)),
  actLeave: async (body, ctx) => askLeave(ctx.db, await member(ctx), body, now(ctx)),
  voteList: async (body, ctx) => votePage(ctx.db, await member(ctx), body, now(ctx)),
  voteItemList: async (body, ctx) => voteDetail(ctx.db, await member(ctx), body.voteId, now(ctx)),
  voteResult: async (body, ctx) => castBallot(ctx.db, await member(ctx), body, now(ctx)),
  getVoteResult: async (body, ctx) => voteResults(ctx.db, await member(ctx), body.voteId, now(ctx)),
  checkIn: (body, ctx) => checkIn(ctx.db, ctx.user.id, body.code, ctx.clock.now()),
});
