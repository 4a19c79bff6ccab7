import { ActivityApi } from './activity';
import { BaseApi } from './base';
import { CadreApi } from './cadre';
import { CadreIndexApi } from './cadreIndex';
import { CenterApi } from './center';
import { CenterGroupApi } from './centerGroup';
import { CmsApi } from './cms';
import type { AnyGroupApi } from './createGroupApi';
import { ExamApi } from './exam';
import { LessonApi } from './lesson';
import { LiveApi } from './live';
import { OrgActApi } from './orgAct';
import { OrganiserApi } from './organiser';
import { PartyApi } from './party';
import { PartyIndexApi } from './partyIndex';
import { SelfStudyApi } from './selfStudy';
import { TaskApi } from './task';
import { DevelopApi } from './develop';
import { TopicApi } from './topic';
import { UserApi } from './user';
import { WorkApi } from './work';

/**
 * Every group API, the one registry: the store derives its reducers and middleware from this
 * list, and the end of a session resets every cache in it. A new group is added here once.
 */
export const groupApis = [
  BaseApi,
  UserApi,
  CmsApi,
  CenterApi,
  PartyIndexApi,
  LessonApi,
  CadreIndexApi,
  CadreApi,
  SelfStudyApi,
  ExamApi,
  ActivityApi,
  TopicApi,
  WorkApi,
  TaskApi,
  OrgActApi,
  DevelopApi,
  PartyApi,
  LiveApi,
  CenterGroupApi,
  // the console's own groups load with it (api/consoleApis.ts); this one the header asks too
  OrganiserApi,
] as const;

/** The part of the store's state the group APIs hold: each group's cache under its reducerPath. */
export type GroupCaches = { [A in (typeof groupApis)[number] as A['reducerPath']]: ReturnType<A['reducer']> };

/** The actions that empty every group's cache: after a session ends the next user sees none of it. */
export const resetActions = () => groupApis.map((api: AnyGroupApi) => api.util.resetApiState());

export {
  ActivityApi,
  BaseApi,
  CadreApi,
  CadreIndexApi,
  CenterApi,
  CenterGroupApi,
  CmsApi,
  DevelopApi,
  ExamApi,
  LessonApi,
  LiveApi,
  OrgActApi,
  OrganiserApi,
  PartyApi,
  PartyIndexApi,
  SelfStudyApi,
  TaskApi,
  TopicApi,
  UserApi,
  WorkApi,
};
