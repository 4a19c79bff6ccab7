import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { beijingDate } from '../../lib/beijingDate';
import { workDetail, writeExperience } from '../topic/work';
import { experienceItems, homeworkTabs, jobPage, pageOfItems, practiceItems, workStatus } from './homework';
import { practiceDetail, writePractice } from './practice';
import { commentPage, sendComment, setLike, shareDetail, shareWork, snsPage } from './share';

const now = (ctx: HandlerCtx<true>) => ctx.clock.iso();

/** work: the learner's homework across topics (write-ups, practice records) and the shared write-ups' feed. */
export const workRoutes = groupRoutes('work', {
  tabs: (_body, ctx) => homeworkTabs(ctx.db, ctx.user.id, now(ctx)),
  jobList: (body, ctx) => jobPage(ctx.db, ctx.user.id, body, now(ctx)),
  indexWorkStatus: (_body, ctx) => workStatus(ctx.db, ctx.user.id, now(ctx)),
  experienceRecord: async (body, ctx) => pageOfItems(await experienceItems(ctx.db, ctx.user.id, now(ctx)), body),
  experienceDetail: (body, ctx) => workDetail(ctx.db, ctx.user.id, body.topicId, now(ctx)),
  writeExperience: (body, ctx) => writeExperience(ctx.db, ctx.user.id, { ...body, submit: false }, now(ctx)),
  experienceSubmit: (body, ctx) => writeExperience(ctx.db, ctx.user.id, { ...body, submit: true }, now(ctx)),
  practiceRecord: async (body, ctx) => pageOfItems(await practiceItems(ctx.db, ctx.user.id, now(ctx)), body),
  practiceDetail: (body, ctx) => practiceDetail(ctx.db, ctx.user.id, body.practiceId, beijingDate(ctx.clock.now())),
  writePractice: (body, ctx) => writePractice(ctx.db, ctx.user.id, body, beijingDate(ctx.clock.now()), now(ctx)),
  snsList: (body, ctx) => snsPage(ctx.db, ctx.user.id, body),
  sendSns: (body, ctx) => shareWork(ctx.db, ctx.user.id, body.topicId, now(ctx)),
  brailleDetail: (body, ctx) => shareDetail(ctx.db, ctx.user.id, body.snsId),
  snsZan: (body, ctx) => setLike(ctx.db, ctx.user.id, body, now(ctx)),
  comments: (body, ctx) => commentPage(ctx.db, ctx.user.id, body),
  sendComment: (body, ctx) => sendComment(ctx.db, ctx.user.id, body, ctx.clock.now()),
});
