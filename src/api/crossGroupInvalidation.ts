import { isAnyOf, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { centerApi } from './center';
import { partyIndexApi } from './partyIndex';
import { userApi } from './user';

// The one place where a change in one group refreshes another group's cache (DESIGN.md): every
// group describes the current user with the 'User' tag, and a profile or password change in any
// group makes all of them fetch it again. (auth.userInfo follows in authSlice's matchers.)
export const userChanged = isAnyOf(
  userApi.endpoints.editUserInfo.matchFulfilled,
  userApi.endpoints.updatePassword.matchFulfilled,
  centerApi.endpoints.editUser.matchFulfilled,
);

export function addCrossGroupInvalidation(startListening: ListenerMiddlewareInstance['startListening']): void {
  startListening({
    matcher: userChanged,
    effect: (_action, { dispatch }) => {
      dispatch(userApi.util.invalidateTags(['User']));
      dispatch(centerApi.util.invalidateTags(['User']));
      dispatch(partyIndexApi.util.invalidateTags(['User']));
    },
  });
}
