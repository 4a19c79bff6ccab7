import type { Static, TSchema } from '@sinclair/typebox';
import { activitySchemas } from './activity';
import { baseSchemas } from './base';
import { cadreSchemas } from './cadre';
import { cadreIndexSchemas } from './cadreIndex';
import { centerSchemas } from './center';
import { centerGroupSchemas } from './centerGroup';
import { cmsSchemas } from './cms';
import type { EndpointName, GroupName } from './endpoints';
import { examSchemas } from './exam';
import { lessonSchemas } from './lesson';
import { liveSchemas } from './live';
import { partySchemas } from './party';
import { partyIndexSchemas } from './partyIndex';
import { selfStudySchemas } from './selfStudy';
import { taskSchemas } from './task';
import { developSchemas } from './develop';
import { orgActSchemas } from './orgAct';
import { topicSchemas } from './topic';
import { workSchemas } from './work';
import { userSchemas } from './user';
import { organiserSchemas } from './organiser';
import { reviewSchemas } from './review';
import { auditSchemas } from './audit';
import { notifySchemas } from './notify';
import { peopleSchemas } from './people';
import { rosterSchemas } from './roster';
import { dashboardSchemas } from './dashboard';
import { meetingSchemas } from './meeting';
import { developRecordSchemas } from './developRecord';
import { voteSchemas } from './vote';
import { trainingSchemas } from './training';
import { duesSchemas } from './dues';

export * from './codes';
export * from './endpoints';
export type { EndpointSchema } from './defineSchemas';

/** Request and response schemas of every endpoint, keyed like `endpoints`. */
export const schemas = {
  base: baseSchemas,
  user: userSchemas,
  cms: cmsSchemas,
  center: centerSchemas,
  live: liveSchemas,
  partyIndex: partyIndexSchemas,
  lesson: lessonSchemas,
  cadreIndex: cadreIndexSchemas,
  cadre: cadreSchemas,
  selfStudy: selfStudySchemas,
  exam: examSchemas,
  activity: activitySchemas,
  topic: topicSchemas,
  work: workSchemas,
  task: taskSchemas,
  party: partySchemas,
  develop: developSchemas,
  orgAct: orgActSchemas,
  centerGroup: centerGroupSchemas,
  organiser: organiserSchemas,
  review: reviewSchemas,
  audit: auditSchemas,
  notify: notifySchemas,
  people: peopleSchemas,
  roster: rosterSchemas,
  dashboard: dashboardSchemas,
  meeting: meetingSchemas,
  developRecord: developRecordSchemas,
  vote: voteSchemas,
  training: trainingSchemas,
  dues: duesSchemas,
} satisfies { [G in GroupName]: { [N in EndpointName<G>]: unknown } };

export type Schemas = typeof schemas;
type SchemaOf<G extends GroupName, N extends EndpointName<G>> = Schemas[G][N & keyof Schemas[G]];
/** e.g. `Req<'cms', 'noticeList'>` is the body the web app sends to cms/noticeList. */
export type Req<G extends GroupName, N extends EndpointName<G>> =
  SchemaOf<G, N> extends { body: infer B extends TSchema } ? Static<B> : never;
/** e.g. `Res<'cms', 'noticeList'>` is the `data` the server answers to cms/noticeList. */
export type Res<G extends GroupName, N extends EndpointName<G>> =
  SchemaOf<G, N> extends { data: infer D extends TSchema } ? Static<D> : never;
