import { AuditApi } from './audit';
import { DashboardApi } from './dashboard';
import { DevelopRecordApi } from './developRecord';
import { DuesApi } from './dues';
import { MeetingApi } from './meeting';
import { NotifyApi } from './notify';
import { PeopleApi } from './people';
import { ReviewApi } from './review';
import { RosterApi } from './roster';
import { TrainingApi } from './training';
import { VoteApi } from './vote';

/**
 * The organiser console's own groups. Not in `groupApis`: the learner's first load carries none
 * of them; the console injects them into the store when its code loads (store/lazyGroupApis.ts).
 */
export const consoleApis = [
  ReviewApi,
  AuditApi,
  NotifyApi,
  PeopleApi,
  RosterApi,
  DashboardApi,
  MeetingApi,
  DevelopRecordApi,
  VoteApi,
  TrainingApi,
  DuesApi,
] as const;

export { AuditApi, DashboardApi, DevelopRecordApi, DuesApi, MeetingApi, NotifyApi, PeopleApi, ReviewApi, RosterApi, TrainingApi, VoteApi };
