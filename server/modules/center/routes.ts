import { groupRoutes } from '../../http/groupRoutes';
import { messageDetail, messagePage, setRead, setReadAll, setReadSingle } from './messages';
import { editUser, userDetail } from './service';
import { taskNums, taskPage, workbench } from './workbench';

/** center: the personal space's account page, the learner's messages and the workbench. */
export const centerRoutes = groupRoutes('center', {
  userDetail: (_body, ctx) => userDetail(ctx.db, ctx.user.id),
  editUser: (body, ctx) => editUser(ctx.db, ctx.user.id, body),
  myMessages: (body, ctx) => messagePage(ctx.db, ctx.user, body, ctx.clock.iso()),
  messageDetail: (body, ctx) => messageDetail(ctx.db, ctx.user, body.messageId, ctx.clock.iso()),
  setRead: (body, ctx) => setRead(ctx.db, ctx.user.id, body.messageIds, ctx.clock.iso()),
  setReadSingle: (body, ctx) => setReadSingle(ctx.db, ctx.user.id, body.messageId, ctx.clock.iso()),
  setReadAll: (body, ctx) => setReadAll(ctx.db, ctx.user.id, body.kind, ctx.clock.iso()),
  workbenches: (_body, ctx) => workbench(ctx.db, ctx.user, ctx.clock.now()),
  myTaskNums: (_body, ctx) => taskNums(ctx.db, ctx.user, ctx.clock.now()),
  myTaskList: (body, ctx) => taskPage(ctx.db, ctx.user, body, ctx.clock.now()),
});
