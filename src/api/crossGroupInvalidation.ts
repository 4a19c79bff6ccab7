import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { CadreApi } from './cadre';
import { CadreIndexApi } from './cadreIndex';
import { CenterApi, MESSAGE_LIST } from './center';
import type { AnyGroupApi, TagType } from './createGroupApi';
import { ExamApi } from './exam';
import { groupApis, type GroupCaches } from './index';
import { LessonApi } from './lesson';
import { TaskApi } from './task';
import { TopicApi } from './topic';
import { UserApi } from './user';
import { WorkApi } from './work';

// The one place where a change in one group changes another group's cache; no component or
// endpoint of one group touches another group's cache. Each invalidation rule names a mutation
// (or a query that changes data on the server) and the tags every listed group fetches again
// after it succeeds. (The mutation's own group may be listed too: RTK Query fetches a query once
// per invalidation round. auth.userInfo follows the answers in authSlice's matchers, not this
// table.) Each patch rule writes a mutation's answer straight into another group's cached data,
// where the answer already holds what changed and a refetch would only repeat it.

export interface InvalidationRule {
  /** the mutation (or side-effecting query) whose success makes other data stale */
  when: { matchFulfilled: (action: UnknownAction) => boolean };
  invalidate: { tags: Array<TagDescription<TagType>>; groups: 'all' | readonly AnyGroupApi[] };
}

/** Every group describes the current user with 'User': a profile or password change anywhere refreshes all. */
export const crossGroupRules: readonly InvalidationRule[] = [
  { when: UserApi.endpoints.editUserInfo, invalidate: { tags: ['User'], groups: 'all' } },
  { when: UserApi.endpoints.updatePassword, invalidate: { tags: ['User'], groups: 'all' } },
  { when: CenterApi.endpoints.editUser, invalidate: { tags: ['User'], groups: 'all' } },
  // a cadre's session ends through the lesson group; its progress shows in the cadre groups
  { when: LessonApi.endpoints.resourceComplete, invalidate: { tags: ['Lesson', 'StudyTime'], groups: [CadreApi, CadreIndexApi] } },
  // a closed attempt changes the learner's exam summary and wrong book (user group)
  // (and, passed, a topic's checklist: its exam line)
  { when: ExamApi.endpoints.submitExam, invalidate: { tags: ['Exam'], groups: [UserApi] } },
  { when: ExamApi.endpoints.submitExam, invalidate: { tags: ['Topic'], groups: [TopicApi] } },
  { when: ExamApi.endpoints.leaveExam, invalidate: { tags: ['Exam'], groups: [UserApi] } },
  // a write-up saved or handed in on the topic's page is homework; handed in from the homework list, it is the topic's checklist
  { when: TopicApi.endpoints.writeExperience, invalidate: { tags: ['Work'], groups: [WorkApi] } },
  { when: WorkApi.endpoints.experienceSubmit, invalidate: { tags: ['Topic'], groups: [TopicApi] } },
  // a task's file or form changes its state on the topic's page
  { when: TaskApi.endpoints.uploadTaskFile, invalidate: { tags: ['Topic'], groups: [TopicApi] } },
  { when: TaskApi.endpoints.uploadTaskData, invalidate: { tags: ['Topic'], groups: [TopicApi] } },
  // a video watched to the end reads a topic's video material and may complete a required lesson
  { when: LessonApi.endpoints.resourceComplete, invalidate: { tags: ['Topic'], groups: [TopicApi] } },
  // a query with a side effect: opening a message marks it read, so the lists and the header's badge
  // count again (only 'LIST': the message's own tag has its id, or its answer would fetch it again)
  { when: CenterApi.endpoints.messageDetail, invalidate: { tags: [MESSAGE_LIST], groups: [CenterApi] } },
];

/** The store's dispatch as the group caches see it: it takes their `util.updateQueryData` thunks. */
export type CacheDispatch = ThunkDispatch<GroupCaches, unknown, UnknownAction>;

export interface PatchRule {
  /** the mutation whose success the patch waits for */
  when: { matchFulfilled: (action: UnknownAction) => boolean };
  /** writes that success into the other group's cache (called only for a matching action) */
  apply(action: UnknownAction, dispatch: CacheDispatch): void;
}

/** A patch rule typed by its mutation: `patch` gets that mutation's fulfilled action (payload, meta.arg). */
export function patchAfter<A extends UnknownAction>(
  when: { matchFulfilled: (action: UnknownAction) => action is A },
  patch: (action: A, dispatch: CacheDispatch) => void,
): PatchRule {
  return {
    when,
    apply: (action, dispatch) => {
      if (when.matchFulfilled(action)) patch(action, dispatch);
    },
  };
}

export const crossGroupPatches: readonly PatchRule[] = [
  // a write-up shared from the topic's page: the topic's cached write-up says so at once, so coming
  // back to the page does not offer 分享给同学 again
  patchAfter(WorkApi.endpoints.sendSns, ({ payload, meta }, dispatch) => {
    dispatch(
      TopicApi.util.updateQueryData('workDetail', { topicId: meta.arg.originalArgs.topicId }, (work) => {
        work.share = { id: payload.id, sharedAt: payload.sharedAt };
      }),
    );
  }),
];

/** One listener for the whole table. */
export function addCrossGroupInvalidation(
  startListening: ListenerMiddlewareInstance['startListening'],
  rules: readonly InvalidationRule[] = crossGroupRules,
  apis: readonly AnyGroupApi[] = groupApis,
  patches: readonly PatchRule[] = crossGroupPatches,
): void {
  // the store holds every group API (store/rootReducer.ts), so its state has their caches
  startListening.withTypes<GroupCaches>()({
    predicate: (action) =>
      rules.some((rule) => rule.when.matchFulfilled(action)) || patches.some((rule) => rule.when.matchFulfilled(action)),
    effect: (action, { dispatch }) => {
      for (const rule of rules) {
        if (!rule.when.matchFulfilled(action)) continue;
        const targets = rule.invalidate.groups === 'all' ? apis : rule.invalidate.groups;
        targets.forEach((api) => dispatch(api.util.invalidateTags(rule.invalidate.tags)));
      }
      patches.forEach((rule) => rule.apply(action, dispatch));
    },
  });
}
