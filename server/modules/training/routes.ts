import { groupRoutes } from '../../http/groupRoutes';
import { organiserHandler } from '../organiser/scope';
import { activityCheckinCode } from './code';
import { createActivity } from './createActivity';
import { createProject } from './createProject';
import { trainingOptions } from './options';
import { projectDetail, projectPage } from './projects';
import { trainerOf } from './scope';
import { markPresent, signups } from './signups';

/** training: 集中培训 from the organiser's side (classes, sessions, sign-ups, QR check-in, hours). */
export const trainingRoutes = groupRoutes('training', {
  projects: organiserHandler((body, { db }, o) => projectPage(db, trainerOf(o), body)),
  options: organiserHandler(async (_body, { db }, o) => {
    trainerOf(o);
    return trainingOptions(db);
  }),
  createProject: organiserHandler((body, { db, clock }, o) => createProject(db, trainerOf(o), body, clock.iso())),
  project: organiserHandler((body, { db, clock }, o) => projectDetail(db, trainerOf(o), body.projectId, clock.iso())),
  createActivity: organiserHandler((body, { db, clock }, o) => createActivity(db, trainerOf(o), body, clock.now())),
  signups: organiserHandler((body, { db, clock }, o) => signups(db, trainerOf(o), body.activityId, clock.iso())),
  checkinCode: organiserHandler((body, { db, clock, headers }, o) =>
    activityCheckinCode(db, trainerOf(o), body.activityId, clock.now(), headers),
  ),
  mark: organiserHandler((body, { db, clock }, o) => markPresent(db, trainerOf(o), body, clock.now())),
});
