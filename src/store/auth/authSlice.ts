import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { LoginResult, UserInfo } from '@contract/user';
import { passwordChangeRequired, sessionEnded } from '@/api/apiEvents';
import { CenterApi } from '@/api/center';
import { UserApi } from '@/api/user';
import { genderText, type GenderText } from '@/lib/gender';

/** The user info as stored: the server's fields plus the derived genderText (spec §3). */
export type StoredUserInfo = UserInfo & { genderText: GenderText };

export interface AuthState {
  token: string | null;
  userInfo: StoredUserInfo | null;
  /** the learner still has the password an administrator gave them: only /my/change-pwd is open */
  defaultPassword: boolean;
  /**
   * The session came through campus sign-in (统一身份认证). Kept after a logout (token null), so
   * that the login page offers the provider's logout too; a password login or token expiry drops it.
   */
  sso: boolean;
}

export const initialAuthState: AuthState = { token: null, userInfo: null, defaultPassword: false, sso: false };

export const withGenderText = (info: UserInfo): StoredUserInfo => ({ ...info, genderText: genderText(info.gender) });

/** The session a login (or registration) answer opens; also what tests preload as "logged in". */
export const authStateOf = (result: LoginResult, sso = false): AuthState => ({
  token: result.token,
  userInfo: withGenderText(result.userInfo),
  defaultPassword: result.defaultPassword,
  sso,
});

// auth follows the server's answers here and only here: no screen sets the token or the user
// info by hand, and the end of a session (logout or 10003) is the one action `sessionEnded`.
const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (state, { payload }) => ({ ...initialAuthState, sso: payload.reason === 'logout' && state.sso }))
      // the server still sees the initial password (the stored flag was lost or removed): back to the change
      .addCase(passwordChangeRequired, (state) => {
        if (!state.token) return;
        state.defaultPassword = true;
        if (state.userInfo) state.userInfo.defaultPassword = true;
      })
      .addMatcher(isAnyOf(UserApi.endpoints.login.matchFulfilled, UserApi.endpoints.register.matchFulfilled), (_state, action) =>
        authStateOf(action.payload),
      )
      // campus sign-in answers exactly as login does; the session remembers where it came from
      .addMatcher(UserApi.endpoints.ssoLogin.matchFulfilled, (_state, action) => authStateOf(action.payload, true))
      .addMatcher(
        isAnyOf(
          UserApi.endpoints.userInfo.matchFulfilled,
          UserApi.endpoints.editUserInfo.matchFulfilled,
          CenterApi.endpoints.editUser.matchFulfilled,
        ),
        (state, action) => {
          // A stale answer arriving after logout must not bring the user back.
          if (!state.token) return;
          state.userInfo = withGenderText(action.payload);
          state.defaultPassword = action.payload.defaultPassword;
        },
      )
      .addMatcher(UserApi.endpoints.updatePassword.matchFulfilled, (state) => {
        state.defaultPassword = false;
        if (state.userInfo) state.userInfo.defaultPassword = false;
      });
  },
});

export const authReducer = authSlice.reducer;
