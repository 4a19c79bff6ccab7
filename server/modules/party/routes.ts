import { groupRoutes, type HandlerCtx } from '../../http/groupRoutes';
import { checkBoardAudience, commentPage, deleteComment, deleteSns, setLike, snsPage, submitComment, submitSns, talkList } from './board';
import { cardRecordDetail } from './dues';

/** The board's calls are for the platform's learners and cadres; answers who is asking. */
const board = (ctx: HandlerCtx<true>) => {
  checkBoardAudience(ctx.user.appId);
  return ctx.user.id;
};
const now = (ctx: HandlerCtx<true>) => ctx.clock.iso();

/** party: 党务研讨 (the board: talk topics, posts, comments, likes) and 我的党费 (the dues card). */
export const partyRoutes = groupRoutes('party', {
  talkList: (_body, ctx) => {
    board(ctx);
    return talkList(ctx.db);
  },
  snsList: (body, ctx) => snsPage(ctx.db, board(ctx), body),
  submitSns: (body, ctx) => submitSns(ctx.db, board(ctx), body, ctx.clock.now()),
  deleteSns: (body, ctx) => deleteSns(ctx.db, board(ctx), body.snsId, now(ctx)),
  snsCommentList: (body, ctx) => commentPage(ctx.db, board(ctx), body),
  submitComment: (body, ctx) => submitComment(ctx.db, board(ctx), body, ctx.clock.now()),
  deleteComment: (body, ctx) => deleteComment(ctx.db, board(ctx), body.commentId, now(ctx)),
  snsZan: (body, ctx) => setLike(ctx.db, board(ctx), body, now(ctx)),
  cardRecordDetail: (body, ctx) => cardRecordDetail(ctx.db, ctx.user.id, body.year, ctx.clock.now()),
});
