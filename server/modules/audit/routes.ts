import { groupRoutes } from '../../http/groupRoutes';
import { organiserHandler, requireSysadmin } from '../organiser/scope';
import { auditList } from './list';

export const auditRoutes = groupRoutes('audit', {
  list: organiserHandler(async (body, { db }, o) => {
    requireSysadmin(o);
    return auditList(db, body);
  }),
});
