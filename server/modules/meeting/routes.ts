import { groupRoutes } from '../../http/groupRoutes';
import { organiserHandler } from '../organiser/scope';
import { markAttendance, meetingAttendance } from './attendance';
import { checkinCodeFor } from './code';
import { holdingOrg, membersOf } from './members';
import { meetingDetail, meetingPage } from './meetings';
import { recordMeeting } from './record';
import { scheduleMeeting } from './schedule';
import { attendanceStats } from './stats';

/** meeting: 三会一课 and 主题党日 from the organiser's side (schedule, QR check-in, attendance). */
export const meetingRoutes = groupRoutes('meeting', {
  list: organiserHandler((body, { db, clock }, o) => meetingPage(db, o, body, clock.iso())),
  members: organiserHandler(async (body, { db }, o) => {
    const org = holdingOrg(o, body.orgId);
    return { orgId: org.id, orgName: org.name, list: await membersOf(db, o, org.id) };
  }),
  schedule: organiserHandler((body, { db, clock }, o) => scheduleMeeting(db, o, body, clock.now())),
  detail: organiserHandler((body, { db, clock }, o) => meetingDetail(db, o, body.meetingId, clock.iso())),
  checkinCode: organiserHandler((body, { db, clock, headers }, o) => checkinCodeFor(db, o, body.meetingId, clock.now(), headers)),
  attendance: organiserHandler((body, { db }, o) => meetingAttendance(db, o, body.meetingId)),
  record: organiserHandler((body, { db, clock }, o) => recordMeeting(db, o, body, clock.now())),
  mark: organiserHandler((body, { db, clock }, o) => markAttendance(db, o, body, clock.now())),
  stats: organiserHandler((body, { db, clock }, o) => attendanceStats(db, o, body, clock.iso())),
});
