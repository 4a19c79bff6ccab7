import { AuditApi } from './audit';
import { DashboardApi } from './dashboard';
import { NotifyApi } from './notify';
import { ReviewApi } from './review';

/**
 * The organiser console's own groups. Not in `groupApis`: the learner's first load carries none
 * of them; the console injects them into the store when its code loads (store/lazyGroupApis.ts).
 */
export const consoleApis = [ReviewApi, AuditApi, NotifyApi, DashboardApi] as const;

export { AuditApi, DashboardApi, NotifyApi, ReviewApi };
