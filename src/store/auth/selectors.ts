import type { AuthState, StoredUserInfo } from './authSlice';

interface WithAuth {
  auth: AuthState;
}

export const selectToken = (state: WithAuth): string | null => state.auth.token;
export const selectUserInfo = (state: WithAuth): StoredUserInfo | null => state.auth.userInfo;
export const selectDefaultPassword = (state: WithAuth): boolean => state.auth.defaultPassword;
export const selectAppId = (state: WithAuth): number | null => state.auth.userInfo?.appId ?? null;
export const selectIsLoggedIn = (state: WithAuth): boolean => Boolean(state.auth.token);
/** Logged out of a session that came through 统一身份认证: the login page offers the provider's logout. */
export const selectSsoLoggedOut = (state: WithAuth): boolean => !state.auth.token && state.auth.sso;
