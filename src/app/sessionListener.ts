import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { TOKEN_EXPIRED_REDIRECT_MS } from '@contract/codes';
import { sessionEnded, tokenExpired } from '@/api/apiEvents';
import { resetActions } from '@/api';
import { injectedGroupApis } from '@/store/lazyGroupApis';
import { paths } from '@/lib/paths';
import { storage } from '@/lib/storage';
import { REMEMBERED_ACCOUNT_KEY } from '@/features/auth/rememberAccount';
import { ANSWER_MIRROR_KEY } from '@/features/exam/answer/answerMirror';
import { WORK_DRAFT_KEY } from '@/features/topics/workDraftMirror';
import { navigateTo } from './navigation';

/**
 * One way out of a session. Code 10003 (spec §8): the toast is already up; after 1000 ms the
 * session ends. Several calls expiring together end it once: each new announcement cancels the
 * wait of the previous one. Logout (useLogout) ends it at once. Either way auth and settings
 * reset (their reducers handle sessionEnded), every group's cache and all local storage are
 * cleared (a deliberate logout keeps the login page's remembered account; both keep the exam
 * answers and write-up drafts the server has not confirmed yet), and the app goes to /login.
 */
export function addSessionListener(startListening: ListenerMiddlewareInstance['startListening']): void {
  startListening({
    actionCreator: tokenExpired,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      await listenerApi.delay(TOKEN_EXPIRED_REDIRECT_MS);
      listenerApi.dispatch(sessionEnded({ reason: 'expired' }));
    },
  });
  startListening({
    actionCreator: sessionEnded,
    effect: ({ payload }, { dispatch }) => {
      resetActions().forEach(dispatch);
      injectedGroupApis().forEach((api) => dispatch(api.util.resetApiState()));
      storage.clearAll(
        payload.reason === 'logout' ? [REMEMBERED_ACCOUNT_KEY, ANSWER_MIRROR_KEY, WORK_DRAFT_KEY] : [ANSWER_MIRROR_KEY, WORK_DRAFT_KEY],
      );
      navigateTo(paths.login());
    },
  });
}
