import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { beijingDate } from '../../lib/beijingDate';
import { applicationList, stepList } from './steps';
import { docDetail, fillRequirement, saveDraft, submitPage, submitStep } from './write';

const now = (ctx: HandlerCtx<true>) => ctx.clock.iso();
const today = (ctx: HandlerCtx<true>) => beijingDate(ctx.clock.now());

/** develop: the learner's party development record, its documents, drafts, hand-ins and verdicts. */
export const developRoutes = groupRoutes('develop', {
  appList: (_body, ctx) => applicationList(ctx.db, ctx.user.id, today(ctx), now(ctx)),
  appTaskList: (body, ctx) => stepList(ctx.db, ctx.user.id, body.applicationId, today(ctx)),
  docDetail: (body, ctx) => docDetail(ctx.db, ctx.user.id, body, today(ctx), now(ctx)),
  fillRequirement: (body, ctx) => fillRequirement(ctx.db, ctx.user.id, body, today(ctx), now(ctx)),
  taskDraft: (body, ctx) => saveDraft(ctx.db, ctx.user.id, body, today(ctx), now(ctx)),
  submit: (body, ctx) => submitStep(ctx.db, ctx.user.id, body, today(ctx), now(ctx)),
  mySubmitList: (body, ctx) => submitPage(ctx.db, ctx.user.id, body),
});
