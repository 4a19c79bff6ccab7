import { createAction } from '@reduxjs/toolkit';

// Actions the API layer raises for the app to act on. The API layer cannot import the app
// (imports flow lib -> api -> features -> app), so it announces; src/app listeners act.

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export interface ToastRequest {
  type: ToastType;
  title: string;
  /** same id = same toast: ten parallel calls failing with 10003 show one toast */
  id?: string;
}

export const toastRequested = createAction<ToastRequest>('toast/requested');

/**
 * The server refused a call because the account still has its initial password (10002
 * 请先修改初始密码): auth takes the flag back, and the guard then opens only /my/change-pwd.
 */
export const passwordChangeRequired = createAction('session/passwordChangeRequired');

/** Code 10003: the app shows the message, then after 1000 ms clears storage and goes to /login. */
export const tokenExpired = createAction('session/tokenExpired');

/**
 * The session is over, whichever way the user left (logout, or 10003 after its second): auth and
 * settings reset, every group's cache and all local storage are cleared, the app goes to /login.
 */
export const sessionEnded = createAction<{ reason: 'logout' | 'expired' }>('session/ended');
