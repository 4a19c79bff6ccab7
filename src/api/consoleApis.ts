import { AuditApi } from './audit';
import { DashboardApi } from './dashboard';
import { NotifyApi } from './notify';
import { PeopleApi } from './people';
import { ReviewApi } from './review';
import { RosterApi } from './roster';

/**
 * The organiser console's own groups. Not in `groupApis`: the learner's first load carries none
 * of them; the console injects them into the store when its code loads (store/lazyGroupApis.ts).
 */
export const consoleApis = [ReviewApi, AuditApi, NotifyApi, PeopleApi, RosterApi, DashboardApi] as const;

export { AuditApi, DashboardApi, NotifyApi, PeopleApi, ReviewApi, RosterApi };
