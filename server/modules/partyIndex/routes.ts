import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { memberOf } from '../orgAct/membership';
import { partyActDetail, partyActPage } from './acts';
import { mendPage, submitMend } from './mends';
import { partyUserInfo } from './service';

const now = (ctx: HandlerCtx<true>) => ctx.clock.iso();
const member = (ctx: HandlerCtx<true>) => memberOf(ctx.db, ctx.user.id);

/**
 * partyIndex: the party-activity area — the header card (userInfo, a form call), the college and
 * school committees' activities and education-base visits, and the learner's make-up records.
 */
export const partyIndexRoutes = groupRoutes('partyIndex', {
  userInfo: (_body, ctx) => partyUserInfo(ctx.db, ctx.user.id),
  partyActList: async (body, ctx) => partyActPage(ctx.db, await member(ctx), 'party', body, now(ctx)),
  baseActList: async (body, ctx) => partyActPage(ctx.db, await member(ctx), 'base', body, now(ctx)),
  partyActDetail: async (body, ctx) => partyActDetail(ctx.db, await member(ctx), body.actId, now(ctx)),
  userActivityMendDetail: (body, ctx) => mendPage(ctx.db, ctx.user.id, body, now(ctx)),
  mendSubmit: (body, ctx) => submitMend(ctx.db, ctx.user.id, body, now(ctx)),
});
