import { AuditApi } from './audit';
import { DashboardApi } from './dashboard';
import { MeetingApi } from './meeting';
import { NotifyApi } from './notify';
import { PeopleApi } from './people';
import { ReviewApi } from './review';
import { RosterApi } from './roster';

/**
 * The organiser console's own groups. Not in `groupApis`: the learner's first load carries none
 * of them; the console injects them into the store when its code loads (store/lazyGroupApis.ts).
 */
export const consoleApis = [ReviewApi, AuditApi, NotifyApi, PeopleApi, RosterApi, DashboardApi, MeetingApi] as const;

export { AuditApi, DashboardApi, MeetingApi, NotifyApi, PeopleApi, ReviewApi, RosterApi };
