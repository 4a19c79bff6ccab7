import type { AuthState, StoredUserInfo } from './authSlice';

interface WithAuth {
  auth: AuthState;
}

export const selectToken = (state: WithAuth): string | null => state.auth.token;
export const selectUserInfo = (state: WithAuth): StoredUserInfo | null => state.auth.userInfo;
export const selectDefaultPassword = (state: WithAuth): boolean => state.auth.defaultPassword;
export const selectAppId = (state: WithAuth): number | null => state.auth.userInfo?.appId ?? null;
export const selectIsLoggedIn = (state: WithAuth): boolean => Boolean(state.auth.token);
