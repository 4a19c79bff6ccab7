import type { ListenerMiddlewareInstance, UnknownAction } from '@reduxjs/toolkit';
import type { TagDescription } from '@reduxjs/toolkit/query';
import { CenterApi } from './center';
import type { AnyGroupApi, TagType } from './createGroupApi';
import { groupApis } from './index';
import { UserApi } from './user';

// The one place where a change in one group refreshes another group's cache (DESIGN.md). A
// mutation's own group is refreshed by its `invalidatesTags`; each rule here names the tags the
// OTHER groups must fetch again. (auth.userInfo follows the answers in authSlice's matchers.)

export interface InvalidationRule {
  /** the mutation whose success makes other groups' data stale */
  when: { matchFulfilled: (action: UnknownAction) => boolean };
  invalidate: { tags: Array<TagDescription<TagType>>; groups: 'all' | readonly AnyGroupApi[] };
}

/** Every group describes the current user with 'User': a profile or password change anywhere refreshes all. */
export const crossGroupRules: readonly InvalidationRule[] = [
  { when: UserApi.endpoints.editUserInfo, invalidate: { tags: ['User'], groups: 'all' } },
  { when: UserApi.endpoints.updatePassword, invalidate: { tags: ['User'], groups: 'all' } },
  { when: CenterApi.endpoints.editUser, invalidate: { tags: ['User'], groups: 'all' } },
];

/** The reducerPath of the group an RTK Query action belongs to (RTK writes it first in the type). */
const groupOf = (action: UnknownAction): string => action.type.split('/')[0];

/** One listener for the whole table. */
export function addCrossGroupInvalidation(
  startListening: ListenerMiddlewareInstance['startListening'],
  rules: readonly InvalidationRule[] = crossGroupRules,
  apis: readonly AnyGroupApi[] = groupApis,
): void {
  startListening({
    predicate: (action) => rules.some((rule) => rule.when.matchFulfilled(action)),
    effect: (action, { dispatch }) => {
      const source = groupOf(action);
      for (const rule of rules) {
        if (!rule.when.matchFulfilled(action)) continue;
        const targets = rule.invalidate.groups === 'all' ? apis : rule.invalidate.groups;
        targets
          .filter((api) => api.reducerPath !== source)
          .forEach((api) => dispatch(api.util.invalidateTags(rule.invalidate.tags)));
      }
    },
  });
}
