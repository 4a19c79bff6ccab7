import { groupRoutes } from '../../http/groupRoutes';
import { editUser, userDetail } from './service';

/** center: the personal space's account page (this slice: userDetail and editUser). */
export const centerRoutes = groupRoutes('center', {
  userDetail: (_body, ctx) => userDetail(ctx.db, ctx.user.id),
  editUser: (body, ctx) => editUser(ctx.db, ctx.user.id, body),
});
