import { groupRoutes } from '../../http/groupRoutes';
import { partyUserInfo } from './service';

/** partyIndex: the party-activity area's header (this slice: userInfo, a form call). */
export const partyIndexRoutes = groupRoutes('partyIndex', {
  userInfo: (_body, ctx) => partyUserInfo(ctx.db, ctx.user.id),
});
