import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginResult, UserInfo } from '@contract/user';
import { centerApi } from '@/api/center';
import { userApi } from '@/api/user';
import { genderText, type GenderText } from '@/lib/gender';

/** The user info as stored: the server's fields plus the derived genderText (spec §3). */
export type StoredUserInfo = UserInfo & { genderText: GenderText };

export interface AuthState {
  token: string | null;
  userInfo: StoredUserInfo | null;
  /** the learner still has the password an administrator gave them: only /my/change-pwd is open */
  defaultPassword: boolean;
}

export const initialAuthState: AuthState = { token: null, userInfo: null, defaultPassword: false };

export const withGenderText = (info: UserInfo): StoredUserInfo => ({ ...info, genderText: genderText(info.gender) });

const storeUserInfo = (state: AuthState, info: UserInfo) => {
  state.userInfo = withGenderText(info);
  state.defaultPassword = info.defaultPassword;
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<LoginResult>) {
      state.token = action.payload.token;
      storeUserInfo(state, action.payload.userInfo);
      state.defaultPassword = action.payload.defaultPassword;
    },
    userInfoLoaded(state, action: PayloadAction<UserInfo>) {
      storeUserInfo(state, action.payload);
    },
    passwordChanged(state) {
      state.defaultPassword = false;
      if (state.userInfo) state.userInfo.defaultPassword = false;
    },
    loggedOut() {
      return initialAuthState;
    },
  },
  extraReducers: (builder) => {
    // The server's answers keep auth in step without every screen dispatching by hand.
    builder
      .addMatcher(isAnyOf(userApi.endpoints.login.matchFulfilled, userApi.endpoints.register.matchFulfilled), (state, action) => {
        authSlice.caseReducers.loggedIn(state, authSlice.actions.loggedIn(action.payload));
      })
      .addMatcher(
        isAnyOf(
          userApi.endpoints.userInfo.matchFulfilled,
          userApi.endpoints.editUserInfo.matchFulfilled,
          centerApi.endpoints.editUser.matchFulfilled,
        ),
        (state, action) => {
          // A stale answer arriving after logout must not bring the user back.
          if (state.token) storeUserInfo(state, action.payload);
        },
      )
      .addMatcher(userApi.endpoints.updatePassword.matchFulfilled, (state) => {
        authSlice.caseReducers.passwordChanged(state);
      });
  },
});

export const { loggedIn, userInfoLoaded, passwordChanged, loggedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
